// The states of each area that the accessibility check visits. An area with no declared state is
// checked as it first shows; an area that has states worth checking (data loaded, a dialog open,
// a document with errors) declares them in tests/e2e/area-states/<area name>.ts, which this
// registry picks up by itself: nobody has to remember to add a line here.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ConsoleUnderTest } from './console-page';

/** One state of an area: how to bring the page into it from the area's freshly opened view. */
export interface AreaState {
  /** Words for the report, e.g. "with data loaded". */
  name: string;
  /** Drives the page (and, if needed, the console's runtime) into the state; the area is already open. */
  reach(ui: ConsoleUnderTest): Promise<void>;
  /** Leaves the state so that the next one starts clean (close a dialog, discard a document). */
  leave?(ui: ConsoleUnderTest): Promise<void>;
}

/** The state every area has: as it shows right after navigating to it. */
export const AS_OPENED: AreaState = { name: 'as opened', reach: async () => {} };

const STATES_DIR = join(import.meta.dirname, '../area-states');

/** The declared states of every area that has a file in area-states/, by area name. */
export async function loadAreaStates(): Promise<Map<string, AreaState[]>> {
  const byArea = new Map<string, AreaState[]>();
  for (const file of readdirSync(STATES_DIR)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const module = (await import(join(STATES_DIR, file))) as { states?: AreaState[] };
    if (!Array.isArray(module.states)) throw new Error(`tests/e2e/area-states/${file} must export \`states: AreaState[]\``);
    byArea.set(file.replace(/\.ts$/, ''), module.states);
  }
  return byArea;
}
