// Cancelling a site call from the window: the organization service is slowed down so that the
// lookup is still under way; Cancel ends it at once with the call's own words, and the call is in
// the call log as cancelled. The person id typed stays where it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteCallRecord } from '../../shared/api';
import type { RunningSite } from '../../sim/index';
import { setFaults, startTestSite } from '../unit/sim/site-helpers';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

describe('cancelling a site call', () => {
  let ui: ConsoleUnderTest;
  let site: RunningSite;

  beforeAll(async () => {
    site = await startTestSite();
    ui = await openConsole({ locale: 'en-US' });
    const saved = await ui.runtime.dispatch(
      'site:saveProfile',
      { id: null, profile: { ...site.profile, timeouts: { connectMs: 3_000, requestMs: 60_000 } } },
      { transport: 'ipc' },
    );
    expect(saved.ok).toBe(true);
  });
  afterAll(async () => {
    await ui?.close();
    await site?.close();
  });

  it('ends a slow lookup at once with Cancel, says so, and logs it as cancelled', async () => {
    await setFaults(site, 'organization', { latencyMs: 30_000 });
    const page = ui.page;
    await page.goto(`${ui.web.origin}/#/person`);
    await page.getByTestId('person-id').fill('P1001');
    await page.getByTestId('person-id').press('Enter');
    await page.getByTestId('person-cancel').click();
    // Well before the 30 s the site would take: the cancel, not the site, ended the call.
    await expect
      .poll(() => page.getByTestId('person-error').textContent(), { timeout: 5_000 })
      .toContain('was cancelled before an answer arrived');
    expect(await page.getByTestId('person-id').inputValue()).toBe('P1001');
    await expect.poll(() => page.getByTestId('person-cancel').count()).toBe(0);
    const log = await ui.runtime.dispatch('site:calls', { operation: 'personDetail' }, { transport: 'ipc' });
    expect(log.ok && (log.value as SiteCallRecord[])[0]).toMatchObject({ outcome: 'failure', code: 'HTTP_CANCELLED' });
    await setFaults(site, 'organization', {});
  });
});
