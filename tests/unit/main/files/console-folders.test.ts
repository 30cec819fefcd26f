// Whatever the data directory, the renderer reaches none of the folders the console keeps on this
// laptop: the installed console's and the portable copies' scopes hold secrets, vendor library
// approvals and trusted keys. A portable copy's renderer wrote an approval there with config:save,
// and read the installed console's secrets.json with config:open (issue 31, F2/F3 review).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsole, type ConsoleRuntime } from '../../../../main/console';
import { checkResultSchema } from '../../shared/api/result-check';

describe('the console folders of this laptop', () => {
  const root = mkdtempSync(join(tmpdir(), 'sc-console-folders-'));
  const config = join(root, 'config');
  const saved = process.env.XDG_CONFIG_HOME;
  let runtime: ConsoleRuntime;
  const run = (op: string, payload: unknown) => runtime.dispatch(op, payload, { transport: 'web' });

  beforeAll(() => {
    // The platform's folders are under XDG_CONFIG_HOME on Linux; the data directory is elsewhere.
    process.env.XDG_CONFIG_HOME = config;
    mkdirSync(join(config, 'site-console'), { recursive: true });
    mkdirSync(join(config, 'site-console-portable', 'abc'), { recursive: true });
    writeFileSync(join(config, 'site-console', 'secrets.json'), '{"site-profile/x/auth.token":"laptop-held-token"}');
    writeFileSync(join(config, 'site-console', 'visitors.csv'), 'visitorId,floorIds\nV1,F1\n');
    runtime = createConsole({ version: '1', dataDir: join(root, 'data') }, { checkResult: checkResultSchema });
  });
  afterAll(async () => {
    await runtime.close();
    if (saved === undefined) delete process.env.XDG_CONFIG_HOME;
    else process.env.XDG_CONFIG_HOME = saved;
  });

  it('refuses to write an approval into a portable scope and to read the installed secrets', async () => {
    const approvals = join(config, 'site-console-portable', 'abc', 'licensevendor-approvals.json');
    const written = await run('config:save', { path: approvals, text: '{}', mode: 'saveAs', confirmInvalid: true });
    expect(written).toMatchObject({ ok: false, error: { code: 'CONFIG_RESERVED_PATH' } });
    const read = await run('config:open', { path: join(config, 'site-console', 'secrets.json') });
    expect(read).toMatchObject({ ok: false, error: { code: 'CONFIG_RESERVED_PATH' } });
    expect(JSON.stringify(read)).not.toContain('laptop-held-token');
  });

  it('refuses a batch file kept there, and still takes one beside them', async () => {
    expect(await run('batch:preview', { path: join(config, 'site-console', 'visitors.csv') })).toMatchObject({
      ok: false,
      error: { code: 'BATCH_RESERVED_PATH' },
    });
    const elsewhere = join(root, 'visitors.json');
    expect(await run('config:save', { path: elsewhere, text: '{}', mode: 'saveAs', confirmInvalid: true })).toMatchObject({ ok: true });
  });
});
