// The License view with the licensevendor backend in real Chromium: the vendor library (the C
// double, through the crash-isolating host) set from the view, a group service template pointed at
// a listener on loopback, the pre-flight checklist, activation and "check all"; then a library
// status error in Chinese words.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licensevendorDouble } from '../native/licensevendor-double';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

let group: Server;
let port = 0;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lv-e2e-'));
  // The template's features: 1001 VisitorElevatorAccess, 1002 (by id), FloorAssignment (by name).
  await writeFile(
    join(dir, 'licenses.txt'),
    'license KEY-GATE-HOUSE at=group pending end=2099-06-30T00:00:00Z\nfeature 1001 VisitorElevatorAccess\nfeature 1003 FloorAssignment\n',
  );
  // The console runs in this process: its host process inherits these, as a vendor runtime would.
  process.env.LV_DOUBLE_LICENSES = join(dir, 'licenses.txt');
  process.env.LV_DOUBLE_CONTROL = join(dir, 'control.txt');
  // Where the runtime keeps activations, so that a restarted host still knows the activated key.
  process.env.LV_DOUBLE_STATE = join(dir, 'state.txt');
  group = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => group.listen(0, '127.0.0.1', resolve));
  port = (group.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => group.close(() => resolve()));
  delete process.env.LV_DOUBLE_LICENSES;
  delete process.env.LV_DOUBLE_CONTROL;
  delete process.env.LV_DOUBLE_STATE;
  await rm(dir, { recursive: true, force: true });
});

async function prepare(ui: ConsoleUnderTest): Promise<void> {
  const { page } = ui;
  await page.getByTestId('nav-config').click();
  await page.getByTestId('start-licensevendor-wharf').click();
  const url = `bit://127.0.0.1:${port}`;
  await page.getByTestId('field-licensevendor.url').locator('input').fill(url);
  await expect.poll(() => page.locator('.cm-content').textContent(), { timeout: 20_000 }).toContain(url);
  await page.getByTestId('use-for-license').click();
  await page.getByTestId('license-view').waitFor();
}

const state = (ui: ConsoleUnderTest): Promise<string | null> => ui.page.getByTestId('license-state').getAttribute('data-state');

describe('License view with the licensevendor backend', () => {
  let ui: ConsoleUnderTest;
  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US' });
    await ui.page.setViewportSize({ width: 1400, height: 1100 });
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('without a library, says where to set it; with it set from the view, initializes and shows the checklist', async () => {
    await prepare(ui);
    const { page } = ui;
    expect(await page.getByTestId('license-provider').textContent()).toContain('License vendor backend');
    await page.getByTestId('license-initialize').click();
    await expect.poll(() => page.getByTestId('bridge-error').textContent(), { timeout: 20_000 }).toContain('No license vendor library is set');

    const library = page.getByLabel('Vendor library');
    await library.fill(licensevendorDouble());
    await library.press('Enter');
    await page.getByTestId('licensevendor-library-saved').waitFor();
    await page.getByTestId('license-initialize').click();
    await expect.poll(() => state(ui), { timeout: 20_000 }).toBe('initialized');
    const checklist = page.getByTestId('license-preflight');
    expect(await checklist.locator('li[data-verdict="pass"]').count()).toBeGreaterThanOrEqual(5);
    expect(await checklist.textContent()).toContain('licensevendor-double 1.4.2');
    // The template's groupServiceUrl still names the example address: a warning, not a failure.
    expect(await checklist.locator('li[data-verdict="warn"]').textContent()).toContain('groupServiceUrl');
    expect(await checklist.locator('li[data-verdict="fail"]').count()).toBe(0);
  });

  it('activates a key through the library and checks all features, by id and by name', async () => {
    const { page } = ui;
    await page.getByTestId('license-key').fill('KEY-GATE-HOUSE');
    await page.getByTestId('license-key').press('Enter');
    await expect.poll(() => state(ui), { timeout: 20_000 }).toBe('activated');
    await page.getByTestId('license-check-all').click();
    await expect.poll(() => page.getByTestId('feature-reason').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-reason'))), { timeout: 20_000 }).toEqual([
      'licensed',
      'not-licensed',
      'licensed',
    ]);
  });

  it('says a library status in Chinese, with its number and hex, and the console goes on after a crash', async () => {
    const { page } = ui;
    await page.getByTestId('language-zh-CN').click();
    await writeFile(join(dir, 'control.txt'), 'crash lv_test_feature\n');
    await page.getByTestId('license-check-all').click();
    // Each check crashes the library again; the next one starts a new host.
    const reasons = () => page.getByTestId('feature-reason').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-reason')));
    await expect.poll(reasons, { timeout: 30_000 }).toEqual(['backend-error', 'backend-error', 'backend-error']);
    await expect.poll(() => page.getByTestId('license-check-all').isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByTestId('license-features').textContent()).toContain('授权库在 testFeature 时崩溃');
    await writeFile(join(dir, 'control.txt'), 'fail lv_test_feature 1810\n');
    await page.getByTestId('license-check-all').click();
    await expect.poll(() => page.getByTestId('license-features').textContent(), { timeout: 20_000 }).toContain('1810（0x00000712）');
    await expect.poll(reasons, { timeout: 20_000 }).toEqual(['backend-error', 'backend-error', 'backend-error']);
    expect(await page.getByTestId('license-features').textContent()).toContain('许可的所有用户数均已占用。');
    await writeFile(join(dir, 'control.txt'), '');
    await page.getByTestId('license-check-all').click();
    await expect.poll(() => page.getByTestId('feature-reason').first().getAttribute('data-reason'), { timeout: 20_000 }).toBe('licensed');
    expect(ui.consoleErrors).toEqual([]);
  });
});
