// Finding 8 of issue 19: a site answer nested a million levels deep is `malformed` with its limit,
// over the real command line (exit 3, one line of JSON, no RangeError stack) and over the real web
// transport (the same category, not TRANSPORT_FAILED), and nothing it returns is too deep to send.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../../../shared/json-limits';
import { answerJson, deepEnvelope, startHostileSite, startTestConsole, type HostileSite, type TestConsole } from './hostile-site';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sc-answer-limits-'));
let site: HostileSite;
let depth = 1_000_000;

beforeAll(async () => {
  site = await startHostileSite((_req, res) => answerJson(res, deepEnvelope(depth)));
});
afterAll(async () => {
  await site.close();
});

describe('a site answer too deep to carry', () => {
  it('person --json: exit 3, malformed JSON_TOO_DEEP with its limit, one line of JSON and no stack', async () => {
    depth = 1_000_000;
    const profileFile = join(dir, 'profile.json');
    writeFileSync(profileFile, JSON.stringify(site.profile));
    const { code, stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [join(root, 'bin/site-console.js'), 'person', 'P1', '--profile', profileFile, '--json'],
      {
        cwd: root,
        env: { ...process.env, SITE_CONSOLE_DATA_DIR: join(dir, 'cli-data') },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(stderr).not.toMatch(/RangeError|Maximum call stack/);
    expect(code).toBe(3);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const body = JSON.parse(lines[0]!) as { ok: boolean; error: { category: string; code: string; message: string } };
    expect(body).toMatchObject({ ok: false, error: { category: 'malformed', code: 'JSON_TOO_DEEP' } });
    expect(body.error.message).toContain(`more than ${MAX_JSON_DEPTH} levels deep`);
  });

  describe('over the web transport', () => {
    let testConsole: TestConsole;
    beforeAll(async () => {
      testConsole = await startTestConsole(join(dir, 'web'));
    });
    afterAll(async () => {
      await testConsole.web.close();
    });
    const invoke = (op: string, payload: unknown) => testConsole.invoke(op, payload);

    it('depth 5,000 (and a million) is the site client’s malformed JSON_TOO_DEEP, not TRANSPORT_FAILED', async () => {
      expect(await invoke('site:saveProfile', { id: null, profile: site.profile })).toMatchObject({ ok: true });
      for (const d of [5_000, 1_000_000]) {
        depth = d;
        const answer = await invoke('site:person', { personId: 'P1' });
        expect(answer, `depth ${d}`).toMatchObject({
          ok: true,
          value: {
            outcome: 'failure',
            envelope: null,
            error: { category: 'malformed', code: 'JSON_TOO_DEEP', details: { limit: MAX_JSON_DEPTH } },
          },
        });
      }
      // At the limit the answer is still read: the limit refuses only what no site sends.
      depth = MAX_JSON_DEPTH - 2;
      expect(await invoke('site:person', { personId: 'P1' })).toMatchObject({
        ok: true,
        value: { error: { code: 'SITE_UNEXPECTED_DATA' } },
      });
    });
  });
});
