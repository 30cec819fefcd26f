// The site areas' states need a site that answers: the demo site (the reference site in-process,
// started as the first-run offer does), through the same bridge operation the offer calls.
import type { ConsoleUnderTest } from './console-page';

/** Starts the demo site and makes its profile active (idempotent, as the operation is). */
export async function ensureDemoSite(ui: ConsoleUnderTest): Promise<void> {
  const result = await ui.runtime.dispatch('site:startDemo', {}, { transport: 'web' });
  if (!result.ok) throw new Error(`the demo site did not start: ${JSON.stringify(result.error)}`);
}
