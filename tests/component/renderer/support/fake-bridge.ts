// A bridge for component tests, installed as window.siteConsole (the IPC path of the bridge
// client) and backed by the real main-side runtime, so that views talk to real services; every
// result is checked against its schema, so a handler that drifts from the contract fails here too.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventName, SiteConsoleBridge } from '../../../../shared/api';
import type { Result } from '../../../../shared/errors';
import { vi } from 'vitest';
import { createConsole, type ConsoleHostOptions, type ConsoleRuntime } from '../../../../main/console';
import { checkResultSchema } from '../../../unit/shared/api/result-check';

/** The runtime the bridge talks to: the latest installed (the renderer's client keeps the bridge it found at its start). */
let current: ConsoleRuntime | null = null;
const listeners = new Map<EventName, Set<(data: unknown) => void>>();
/** Every call the renderer made through the bridge, oldest first (what a store sent, for its tests). */
export const bridgeCalls: { op: string; payload: unknown }[] = [];
const bridge: SiteConsoleBridge = {
  invoke: ((op: string, payload: unknown) => {
    bridgeCalls.push({ op, payload: structuredClone(payload) });
    return (current as ConsoleRuntime).dispatch(op, payload, { transport: 'ipc' }) as Promise<Result<never>>;
  }) as SiteConsoleBridge['invoke'],
  on: ((event: EventName, listener: (data: unknown) => void) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)?.add(listener);
    return () => listeners.get(event)?.delete(listener);
  }) as SiteConsoleBridge['on'],
};

/**
 * Installs a bridge over a fresh console runtime (with what the host offers, if told); returns the
 * runtime. With `dataDir`, over that data directory: a restart of the console that kept it.
 */
export function installBridge(host: ConsoleHostOptions = {}, dataDir = mkdtempSync(join(tmpdir(), 'sc-component-'))): ConsoleRuntime {
  const runtime = createConsole({ version: '9.9.9-component', dataDir }, { checkResult: checkResultSchema, ...host });
  runtime.hub.attach((event, data) => {
    if (current === runtime) listeners.get(event)?.forEach((l) => l(data));
  });
  current = runtime;
  window.siteConsole = bridge;
  return runtime;
}

/** Installs a bridge over a fresh runtime (with what the host offers, if told) with the demo site started and active (for the site areas). */
export async function installBridgeWithDemoSite(host: ConsoleHostOptions = {}): Promise<ConsoleRuntime> {
  const runtime = installBridge(host);
  const started = await runtime.dispatch('site:startDemo', {}, { transport: 'web' });
  if (!started.ok) throw new Error(`the demo site did not start: ${JSON.stringify(started.error)}`);
  return runtime;
}

/** How `holdOperation` holds: only the next call of the operation, and whether main handles it before holding its answer. */
interface Hold {
  /** Only the next call (the calls after it as usual): an earlier request that main answers after a later one. */
  next?: boolean;
  /** 'first': main handles it at once and only its answer waits (what it read is then older than what later calls changed). */
  handled?: 'first' | 'late';
}

/**
 * Main answers `op` only once `release` is called (every other operation as usual): what the view
 * does while main is slow to answer. `spy` sees every call; restore it with `spy.mockRestore()`.
 */
export function holdOperation(runtime: ConsoleRuntime, op: string, { next = false, handled = 'late' }: Hold = {}) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const dispatch = runtime.dispatch.bind(runtime);
  let holding = true;
  const spy = vi.spyOn(runtime, 'dispatch').mockImplementation(async (...args: Parameters<typeof dispatch>) => {
    if (args[0] !== op || !holding) return dispatch(...args);
    if (next) holding = false;
    const answer = handled === 'first' ? await dispatch(...args) : null;
    await held;
    return answer ?? dispatch(...args);
  });
  return { release, spy };
}
