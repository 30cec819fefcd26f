// The site area in real Chromium over the web transport: first run offers the demo site, then
// L1, L2 (chosen floors from the keyboard, and no floors), the call log and the parity check,
// against the reference site started in-process by the console itself.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { har as validateHar } from 'har-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

describe('site client in the window', () => {
  let ui: ConsoleUnderTest;

  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US' });
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('offers the demo site on a fresh data directory and starts it in one click', async () => {
    const page = ui.page;
    await page.getByTestId('demo-offer').waitFor();
    await page.getByTestId('demo-start').click();
    await page.getByTestId('person-view').waitFor();
    expect(new URL(page.url()).hash).toBe('#/person');
    await expect.poll(() => page.getByTestId('demo-offer').count()).toBe(0);
  });

  it('looks up a person: details and floors grouped by building, the policy note and the call', async () => {
    const page = ui.page;
    await page.getByTestId('person-id').fill('P1001');
    await page.getByTestId('person-id').press('Enter');
    await expect.poll(() => page.getByTestId('person-name').textContent()).toBe('Li Wei');
    expect(await page.getByTestId('building-B-A').count()).toBe(1);
    expect(await page.getByTestId('policy-note').textContent()).toContain('floor policy');
    expect(await page.getByTestId('site-call-trace').textContent()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says what went wrong for an unknown person, in words', async () => {
    const page = ui.page;
    await page.getByTestId('person-id').fill('NOBODY');
    await page.getByTestId('person-lookup').click();
    await expect.poll(() => page.getByTestId('person-error').textContent()).toContain('no such person');
  });

  it('assigns chosen floors to a visitor from the keyboard: id, Enter, pick floors, Enter', async () => {
    const page = ui.page;
    await page.getByTestId('nav-visitor-access').click();
    const id = page.getByTestId('visitor-id');
    await id.fill('V2001');
    await id.press('Enter');
    await page.getByTestId('floor-list').waitFor();
    const floor = page.locator('[data-testid^="floor-"] input').first();
    await floor.focus();
    await floor.press('Space');
    await expect.poll(() => floor.isChecked()).toBe(true);
    await floor.press('Enter');
    await expect.poll(() => page.getByTestId('visitor-result').textContent()).toContain('Elevator access written for visitor V2001 on');
    expect(await page.getByTestId('site-call-record').textContent()).toContain('/elevator/person/add/visitor');
  });

  it('finds floors by name in the picker from the keyboard: "负一层" shows both basements, "Tower B B1" and Enter choose one', async () => {
    const page = ui.page;
    // The host P1017 may reach A-B2, A-B1, A-01, B-B1, B-01 and C-01.
    await page.getByTestId('visitor-source-host').click();
    const host = page.getByTestId('visitor-host-id');
    await host.fill('P1017');
    await host.press('Enter');
    await page.getByTestId('floor-list').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('visitor-floors-heading');
    // The filter is the first stop after the heading, named by its label.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('floors-filter');
    expect(await page.getByLabel('Find a floor').count()).toBe(1);
    const shown = () =>
      page
        .locator('[data-testid^="floor-"]:not([data-testid="floor-list"])')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    await page.keyboard.type('负一层');
    await expect.poll(shown).toEqual(['floor-A-B1', 'floor-B-B1']);
    expect(await page.getByTestId('floors-shown').textContent()).toContain('2 of 6 floors shown');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Tower B B1');
    await expect.poll(shown).toEqual(['floor-B-B1']);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('floor-B-B1').locator('input').isChecked()).toBe(true);
    // Escape shows every floor again; Tab reaches the chosen one, Enter there writes the access.
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await shown()).length).toBe(6);
    await page.getByTestId('floor-B-B1').locator('input').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('visitor-result').textContent())
      .toContain('Elevator access written for visitor V2001 on B-B1');
    // The site was sent the id alone.
    const request = (await page.getByTestId('site-call-record').getByLabel('Request').first().textContent()) ?? '';
    expect(JSON.parse(request)).toEqual({ visitorId: 'V2001', floorIds: ['B-B1'] });
    await page.getByTestId('visitor-source').getByText('own floor list').click();
  });

  it('assigns with no floors: the site completes them from the visitor’s floor list', async () => {
    const page = ui.page;
    await page.getByTestId('visitor-no-floors').click();
    await page.getByTestId('visitor-route-intermediary').click();
    await page.getByTestId('visitor-submit').click();
    await expect.poll(() => page.getByTestId('visitor-result').textContent()).toContain('on the floors of their own floor list');
    expect(await page.getByTestId('site-call-record').textContent()).toContain('/intermediary/elevator/person/add/visitor');
  });

  it('shows the chain of a failed E2: where it broke, in red, with the site’s code', async () => {
    const page = ui.page;
    // No floors are still chosen: the elevator application asks E1 for a visitor the site does not know.
    await page.getByTestId('visitor-id').fill('V-NOBODY');
    await page.getByTestId('visitor-submit').click();
    await page.getByRole('button', { name: 'Show chain' }).click();
    const picture = page.getByTestId('chain-picture');
    await picture.waitFor();
    const broken = page.getByTestId('chain-node-call-0');
    expect(await broken.getAttribute('data-status')).toBe('failed');
    expect(await broken.textContent()).toContain('PERSON_NOT_FOUND');
    expect(await broken.locator('rect').evaluate((r) => getComputedStyle(r).stroke)).toBe('rgb(161, 18, 18)');
    expect(await page.getByTestId('chain-broke').textContent()).toBe('Broke at E1 organization: PERSON_NOT_FOUND');
    expect(await page.getByTestId('chain-node-elevator').textContent()).toContain('VISITOR_NOT_FOUND');
    expect(await page.getByTestId('chain-node-relay').textContent()).toContain('Intermediary component');
    expect(await page.getByTestId('chain-unrevealed').count()).toBe(0);
    await page.getByRole('button', { name: 'Hide chain' }).click();
    await expect.poll(() => picture.count()).toBe(0);
  });

  it('shows the calls in the site call log, filterable', async () => {
    const page = ui.page;
    await page.getByTestId('nav-site-calls').click();
    await expect.poll(() => page.getByTestId('site-calls').textContent()).toContain('E2 visitor access');
    expect(await page.getByTestId('site-calls').textContent()).toContain('PERSON_NOT_FOUND');
    await page.getByTestId('site-calls-text').fill('intermediary');
    await page.getByTestId('site-calls-refresh').click();
    await expect.poll(async () => (await page.getByTestId('site-calls').textContent()) ?? '').not.toContain('E1 person detail');
    await page.getByTestId('site-calls-export').click();
    await expect.poll(() => page.getByTestId('site-calls-exported').textContent()).toContain('written to');
  });

  it('exports the filtered calls as HAR through the save dialog from the keyboard, copies one as cURL, and warns before secrets in clear', async () => {
    const page = ui.page;
    const dir = mkdtempSync(join(tmpdir(), 'site-console-e2e-har-'));
    // The filter of the test before ("intermediary") still holds: the export is of the calls shown.
    const shown = await page.getByTestId('site-calls').locator('tbody tr.el-table__row').count();
    expect(shown).toBeGreaterThan(0);
    await page.getByTestId('site-calls-export-har').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Save the calls as HAR' }).waitFor();
    const harPath = join(dir, 'calls.har');
    await page.getByTestId('typed-path').fill(harPath);
    await page.getByTestId('typed-path').press('Enter');
    await expect.poll(() => page.getByTestId('site-calls-exported-as').textContent()).toContain(harPath);
    const har = JSON.parse(readFileSync(harPath, 'utf8')) as {
      log: { creator: { name: string }; entries: { request: { url: string; headers: { name: string }[] } }[] };
    };
    await expect(validateHar(har)).resolves.toBeTruthy();
    expect(har.log.creator.name).toBe('Site Console');
    expect(har.log.entries).toHaveLength(shown);
    expect(
      har.log.entries.every((e) => e.request.url.includes('/intermediary') && e.request.headers.some((h) => h.name === 'traceparent')),
    ).toBe(true);

    // Secrets in clear: a warning first; Cancel leaves no file dialog open and writes nothing.
    await page.getByTestId('site-calls-secrets-in-clear').click();
    await page.getByTestId('site-calls-export-curl').click();
    const box = page.locator('.el-message-box');
    await box.waitFor();
    expect(await box.textContent()).toContain('Anyone who gets the file can call the site as you');
    await box.getByRole('button', { name: 'Cancel' }).click();
    await box.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('file-dialog').count()).toBe(0);
    await page.getByTestId('site-calls-export-curl').click();
    await box.waitFor();
    await box.getByRole('button', { name: 'Export with secrets' }).click();
    await page.getByRole('dialog', { name: 'Save the calls as cURL command lines' }).waitFor();
    const curlPath = join(dir, 'calls.sh');
    await page.getByTestId('typed-path').fill(curlPath);
    await page.getByTestId('file-dialog-confirm').click();
    await expect.poll(() => page.getByTestId('site-calls-exported-as').textContent()).toContain('WITH SECRETS IN CLEAR');
    expect(
      readFileSync(curlPath, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('curl ')),
    ).toHaveLength(shown);
    await page.getByTestId('site-calls-secrets-in-clear').click();

    await page.locator('[data-testid^="site-call-copy-curl-"]').first().click();
    await expect
      .poll(() => page.getByTestId('site-calls-curl-line').textContent())
      .toMatch(/^curl -sS --http1\.1 --globoff -X 'POST' --url '/);
  });

  it('runs the route parity check and shows identical results as such', async () => {
    const page = ui.page;
    await page.getByTestId('nav-parity').click();
    await page.getByTestId('parity-person').fill('P1001');
    await page.getByTestId('parity-visitor').fill('V2002');
    await page.getByTestId('parity-run').click();
    await expect.poll(() => page.getByTestId('parity-personDetail').textContent()).toContain('Identical on every route');
    expect(await page.getByTestId('parity-addVisitor').textContent()).toContain('Identical on every route');
  });

  it('checks connectivity of every route from the Site view and names the secrets holder', async () => {
    const page = ui.page;
    await page.getByTestId('nav-site').click();
    // Said once: the holder line with a keyring, the secrets-at-rest notice (with its file) without one.
    expect(await page.locator('[data-testid="secrets-holder"], [data-testid="site-secrets-at-rest"]').first().textContent()).toMatch(
      /keyring|only your user account/,
    );
    await page.getByTestId('site-check').click();
    // Every route reached; a probe's "no such person" (PERSON_NOT_FOUND, INVALID_REQUEST) is not drawn as a success.
    // Five routes of E1 and E2, and the common component service (E4).
    await expect.poll(async () => page.getByTestId('site-probes').locator('.el-tag').count()).toBe(6);
    expect(await page.getByTestId('site-probes').locator('.el-tag--success:not([data-code="0"])').count()).toBe(0);
    expect(await page.getByTestId('site-probes').locator('.el-tag[data-code="PERSON_NOT_FOUND"]').first().textContent()).toContain(
      'Reachable',
    );
    // Whole milliseconds; only a probe under 1 ms shows a tenth (wholeMs), never "123.78 ms".
    expect(await page.getByTestId('site-probes').textContent()).not.toMatch(/(?:[1-9]\d*\.\d+|\d+\.\d{2,}) ms/);
  });

  it('creates a profile: problems at their fields, nothing lost, then saved with its token kept out of exports', async () => {
    const page = ui.page;
    await page.getByTestId('profile-create').click();
    await page.getByTestId('profile-name').fill('North campus');
    await page.getByTestId('profile-organization').fill('ftp://10.0.0.5/organization');
    await page.getByTestId('profile-elevator').fill('http://10.0.0.6:8080/elevator-app');
    await page.getByTestId('profile-auth-type').getByText('Bearer token').click();
    await page.getByTestId('profile-token').fill('secret-token-for-e2e');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.getByTestId('site-profile-problems').textContent()).toContain('/services/organization');
    expect(await page.getByTestId('site-profile-form').textContent()).toContain('must be an http:// or https:// address');
    expect(await page.getByTestId('profile-name').inputValue()).toBe('North campus');
    await page.getByTestId('profile-organization').fill('http://10.0.0.5:8080/organization');
    await expect.poll(() => page.getByTestId('site-profile-problems').count()).toBe(0);
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.getByTestId('site-notice').textContent()).toContain('North campus');
    const row = page.getByTestId('site-profiles').locator('tr', { hasText: 'North campus' });
    await row.getByRole('button', { name: 'Export' }).click();
    await expect.poll(() => page.getByTestId('profile-exported').textContent()).toContain('auth.token');
    expect(await page.getByTestId('profile-exported').locator('textarea').inputValue()).not.toContain('secret-token-for-e2e');
  });

  it('creates a profile with a PKCS#12 client certificate chosen with Choose…: its passphrase is kept out of the export', async () => {
    const page = ui.page;
    await page.getByTestId('profile-create').click();
    await page.getByTestId('profile-name').fill('Tower B (mutual TLS)');
    await page.getByTestId('profile-organization').fill('https://10.0.0.7:8443/organization');
    await page.getByTestId('profile-elevator').fill('https://10.0.0.7:8443/elevator-app');
    await page.getByTestId('profile-cert-type').getByText('PKCS#12').click();
    await page.getByRole('button', { name: 'Choose the PKCS#12 file' }).click();
    await page.getByTestId('file-dialog').waitFor();
    await page.getByTestId('typed-path').fill('/home/engineer/site/tower-b.p12');
    await page.getByTestId('typed-path').press('Enter');
    await expect.poll(() => page.getByTestId('profile-pkcs12-file').inputValue()).toBe('/home/engineer/site/tower-b.p12');
    await page.getByTestId('profile-cert-passphrase').fill('p12-passphrase-for-e2e');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.getByTestId('site-notice').textContent()).toContain('Tower B');
    const row = page.getByTestId('site-profiles').locator('tr', { hasText: 'Tower B' });
    await row.getByRole('button', { name: 'Export' }).click();
    await expect.poll(() => page.getByTestId('profile-exported').textContent()).toContain('tls.clientCertificate.passphrase');
    const exported = await page.getByTestId('profile-exported').locator('textarea').inputValue();
    expect(JSON.parse(exported).tls).toEqual({ clientCertificate: { type: 'pkcs12', file: '/home/engineer/site/tower-b.p12' } });
    expect(exported).not.toContain('p12-passphrase-for-e2e');
  });

  it('reached nothing but loopback and raised no console errors', () => {
    expect(ui.requests.every((url) => url.startsWith(ui.web.origin))).toBe(true);
    expect(ui.consoleErrors).toEqual([]);
  });
});
