// Paths the page names for a batch, over the real web transport: the renderer is untrusted, and
// `batch:preview` used to read the first line of any file and hand it back in BATCH_HEADER_MISSING
// (a git-credentials URL with its token, the --passphrase-file's passphrase, files of the data
// directory). A batch or results path is a .csv or .xlsx outside the data directory, judged on the
// path as written and on the file it really reaches; a file that is not a batch file is refused
// without a word of its content. Linux (symbolic links).
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBatchPath } from '../../../../main/batch/handlers';
import { parseBatchFile } from '../../../../main/batch/batch-file';
import type { RunningSite } from '../../../../sim/index';
import { startTestSite } from '../../sim/site-helpers';
import { startTestConsole, type TestConsole } from '../site/hostile-site';

const TOKEN = 'ghp_F5tokenQ7vX2mK9pL3nR8sT1';
const PASSPHRASE = 'correct-horse-F5-battery-staple';
const PROFILE_SECRET = 'profile-secret-F5-4417';
const dir = mkdtempSync(join(tmpdir(), 'site-console-batch-paths-'));
let console_: TestConsole;
let site: RunningSite;

/** Every case: a path the page names, and the codes that may refuse it. */
const cases: { name: string; path: () => string; code: string }[] = [
  { name: 'a git-credentials file', path: () => join(dir, '.git-credentials'), code: 'BATCH_FILE_TYPE' },
  { name: 'a git-credentials file copied as .csv', path: () => join(dir, 'credentials.csv'), code: 'BATCH_HEADER_MISSING' },
  {
    name: 'a git-credentials file with a quote, as .csv (csv-parse quotes the cell it stops at)',
    path: () => join(dir, 'quoted.csv'),
    code: 'BATCH_FILE_UNREADABLE',
  },
  {
    name: 'a credentials file in Latin-1, as .csv (a doubtful encoding shows its first row)',
    path: () => join(dir, 'latin1.csv'),
    code: 'BATCH_ENCODING_DOUBTFUL',
  },
  { name: 'the --passphrase-file', path: () => join(dir, 'passphrase.txt'), code: 'BATCH_FILE_TYPE' },
  { name: 'a passphrase file named .csv', path: () => join(dir, 'passphrase.csv'), code: 'BATCH_HEADER_MISSING' },
  { name: 'a link named .csv to the passphrase file', path: () => join(dir, 'linked-passphrase.csv'), code: 'BATCH_FILE_TYPE' },
  { name: 'a file of the data directory', path: () => join(console_.dataDir, 'site-profiles.json'), code: 'BATCH_FILE_TYPE' },
  { name: 'a .csv in the data directory', path: () => join(console_.dataDir, 'kept.csv'), code: 'BATCH_RESERVED_PATH' },
  { name: 'a link named .csv to a data-directory file', path: () => join(dir, 'profiles.csv'), code: 'BATCH_FILE_TYPE' },
  { name: 'a link named .csv to a data-directory .csv', path: () => join(dir, 'kept-link.csv'), code: 'BATCH_RESERVED_PATH' },
  {
    name: 'a .csv reached through a linked folder into the data directory',
    path: () => join(dir, 'data-link', 'kept.csv'),
    code: 'BATCH_RESERVED_PATH',
  },
  {
    name: 'the data directory itself, through /proc/self/root',
    path: () => `/proc/self/root${join(console_.dataDir, 'kept.csv')}`,
    code: 'BATCH_RESERVED_PATH',
  },
];

/** No secret, and no cell of a file that is not a batch file, in anything the page receives. */
function expectNothingOfTheFile(answer: unknown): void {
  const text = JSON.stringify(answer);
  for (const secret of [TOKEN, PASSPHRASE, PROFILE_SECRET, 'engineer', 'horse', 'Müller']) expect(text).not.toContain(secret);
}

beforeAll(async () => {
  console_ = await startTestConsole(dir);
  site = await startTestSite();
  const saved = await console_.invoke<{ id: string }>('site:saveProfile', {
    id: null,
    profile: { ...site.profile, auth: { type: 'bearer', token: PROFILE_SECRET } },
  });
  expect(saved.ok, JSON.stringify(saved.error)).toBe(true);
  expect((await console_.invoke('site:activateProfile', { id: saved.value.id })).ok).toBe(true);
  const credentials = `https://engineer:${TOKEN}@github.com\n`;
  writeFileSync(join(dir, '.git-credentials'), credentials, { mode: 0o600 });
  writeFileSync(join(dir, 'credentials.csv'), credentials);
  writeFileSync(join(dir, 'quoted.csv'), `https://engineer:${TOKEN}@github.com"x,y\n`);
  writeFileSync(join(dir, 'latin1.csv'), Buffer.concat([Buffer.from(`${TOKEN},M`), Buffer.from([0xfc]), Buffer.from('ller\nx,y\n')]));
  writeFileSync(join(dir, 'passphrase.txt'), `${PASSPHRASE}\n`, { mode: 0o600 });
  writeFileSync(join(dir, 'passphrase.csv'), `${PASSPHRASE}\n`, { mode: 0o600 });
  symlinkSync(join(dir, 'passphrase.txt'), join(dir, 'linked-passphrase.csv'));
  mkdirSync(console_.dataDir, { recursive: true });
  writeFileSync(join(console_.dataDir, 'kept.csv'), `visitorId,floorIds\n${TOKEN},A-03\n`);
  symlinkSync(join(console_.dataDir, 'site-profiles.json'), join(dir, 'profiles.csv'));
  symlinkSync(join(console_.dataDir, 'kept.csv'), join(dir, 'kept-link.csv'));
  symlinkSync(console_.dataDir, join(dir, 'data-link'));
  writeFileSync(join(dir, 'visitors.csv'), 'visitorId,floorIds\nV1,A-02\n');
});

afterAll(async () => {
  await console_?.web.close();
  await site?.close();
});

describe('batch paths the page names, over the web transport', () => {
  it.each(cases)('batch:preview of $name: refused ($code), nothing of the file in the answer', async ({ path, code }) => {
    const answer = await console_.invoke('batch:preview', { path: path() });
    expect(answer, JSON.stringify(answer)).toMatchObject({ ok: false, error: { code } });
    expectNothingOfTheFile(answer);
  });

  it.each(cases)(
    'batch:start of $name: refused ($code) before anything is sent, nothing of the file in the answer',
    async ({ path, code }) => {
      const answer = await console_.invoke('batch:start', { path: path() });
      expect(answer, JSON.stringify(answer)).toMatchObject({ ok: false, error: { code } });
      expectNothingOfTheFile(answer);
    },
  );

  it(
    'a real batch file still previews and runs; its results go nowhere in the data directory, nor through a link into it',
    { timeout: 60_000 },
    async () => {
      const preview = await console_.invoke<{ rows: unknown[] }>('batch:preview', { path: join(dir, 'visitors.csv') });
      expect(preview.ok, JSON.stringify(preview.error)).toBe(true);
      expect(preview.value.rows).toHaveLength(1);
      const started = await console_.invoke<{ runId: string }>('batch:start', { path: join(dir, 'visitors.csv') });
      expect(started.ok, JSON.stringify(started.error)).toBe(true);
      const { runId } = started.value;
      // `resume` on a running batch changes nothing and answers its progress: the window's own poll.
      for (;;) {
        const progress = await console_.invoke<{ done: number; total: number }>('batch:control', { runId, action: 'resume' });
        if (progress.value.done === progress.value.total) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      let exported = await console_.invoke('batch:exportResults', { runId, path: join(dir, 'results.csv') });
      while (!exported.ok && exported.error?.code === 'BATCH_STILL_RUNNING')
        exported = await console_.invoke('batch:exportResults', { runId, path: join(dir, 'results.csv') });
      expect(exported.ok, JSON.stringify(exported.error)).toBe(true);
      expect(await console_.invoke('batch:exportResults', { runId, path: join(console_.dataDir, 'results.csv') })).toMatchObject({
        ok: false,
        error: { code: 'BATCH_RESERVED_PATH' },
      });
      expect(await console_.invoke('batch:exportResults', { runId, path: join(dir, 'data-link', 'results.csv') })).toMatchObject({
        ok: false,
        error: { code: 'BATCH_RESERVED_PATH' },
      });
      expect(await console_.invoke('batch:exportResults', { runId, path: join(dir, 'results.json') })).toMatchObject({
        ok: false,
        error: { code: 'BATCH_EXPORT_TYPE' },
      });
    },
  );
});

describe('the checks themselves', () => {
  it('refuses the secrets directory of a portable copy (apart from its data), as written and through a link', async () => {
    const secretsDir = join(dir, 'laptop-secrets');
    mkdirSync(secretsDir);
    writeFileSync(join(secretsDir, 'secrets.csv'), `visitorId,floorIds\n${TOKEN},A-03\n`);
    symlinkSync(join(secretsDir, 'secrets.csv'), join(dir, 'secrets-link.csv'));
    const info = { dataDir: join(dir, 'portable-data'), secretsDir };
    await expect(checkBatchPath(join(secretsDir, 'secrets.csv'), info)).rejects.toMatchObject({ code: 'BATCH_RESERVED_PATH' });
    await expect(checkBatchPath(join(dir, 'secrets-link.csv'), info)).rejects.toMatchObject({ code: 'BATCH_RESERVED_PATH' });
    await expect(checkBatchPath(join(dir, 'VISITORS.XLSX'), info)).resolves.toBe(join(dir, 'VISITORS.XLSX'));
    // exceljs reads no .xls (BIFF): such a file is not taken for one it could read.
    await expect(checkBatchPath(join(dir, 'visitors.xls'), info)).rejects.toMatchObject({ code: 'BATCH_FILE_TYPE' });
  });

  it('a first row that is not a header is never said back, in any refusal and in either language', async () => {
    for (const bytes of [
      Buffer.from(`Name,${TOKEN}\n`),
      Buffer.from(`"${TOKEN}"x\n`),
      Buffer.concat([Buffer.from(`${TOKEN};`), Buffer.from([0xe9, 0xe9]), Buffer.from('\n')]),
    ]) {
      const error = await parseBatchFile(bytes, 'visitors.csv').catch((e: unknown) => e);
      expect(error).toMatchObject({ code: expect.stringMatching(/^BATCH_/) as string });
      expect(JSON.stringify(error)).not.toContain(TOKEN);
      expect((error as Error).message).not.toContain(TOKEN);
      expect(JSON.stringify(error)).not.toContain('Name');
    }
  });
});
