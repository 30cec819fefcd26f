// `site --data` reads its file with the console's own reader: a FIFO or a device named *.json is
// refused at once (never waited on or read without end), a file over the limit is refused by its
// size, and bytes that are not UTF-8 are refused with their offset instead of decoded silently.
import { execFileSync, spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdtemp, open, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteData, MAX_SITE_DATA_BYTES, SiteDataError } from '../../../sim/site-data';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const runner = fileURLToPath(new URL('./run-site-command.ts', import.meta.url));
const fixture = fileURLToPath(new URL('../../fixtures/sim/small-site.json', import.meta.url));

let dir: string;
const fifos: string[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sc-site-data-'));
});
afterEach(async () => {
  // A reader blocked on a FIFO (the bug these tests catch) is released by a writer's close.
  for (const fifo of fifos.splice(0)) await (await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK).catch(() => undefined))?.close();
  await rm(dir, { recursive: true, force: true });
});

const refusal = async (file: string): Promise<SiteDataError> => {
  const error: unknown = await loadSiteData(file).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SiteDataError);
  return error as SiteDataError;
};

describe.runIf(process.platform === 'linux')('data files that are not regular files (finding 12)', () => {
  it('refuses a FIFO without waiting for a writer', async () => {
    const fifo = join(dir, 'site.json');
    execFileSync('mkfifo', [fifo]);
    fifos.push(fifo);
    expect((await refusal(fifo)).message).toMatch(/FIFO/);
  }, 5_000);

  it('refuses a .json link to /dev/zero instead of reading it without end', async () => {
    const zero = join(dir, 'zero.json');
    await symlink('/dev/zero', zero);
    expect((await refusal(zero)).message).toMatch(/device/);
  }, 5_000);

  it('exits 1 with one line when `site --data` names a FIFO', async () => {
    const fifo = join(dir, 'site.json');
    execFileSync('mkfifo', [fifo]);
    fifos.push(fifo);
    const child = spawn(process.execPath, ['--import', 'tsx', runner, '--data', fifo], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    const code = await exited;
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/bad data: .*FIFO/);
  }, 15_000);
});

describe('data files that are too large or not UTF-8 (finding 12)', () => {
  it('refuses a file over the limit by its size', async () => {
    const big = join(dir, 'big.json');
    await writeFile(big, '');
    await truncate(big, MAX_SITE_DATA_BYTES + 1);
    expect((await refusal(big)).message).toMatch(new RegExp(`limit is ${MAX_SITE_DATA_BYTES}`));
  });

  it('refuses invalid UTF-8 with the offset of the first bad byte', async () => {
    const text = await readFile(fixture, 'utf8');
    const at = text.indexOf('"buildingName"') + 16;
    const bytes = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xc4, 0xe3]), Buffer.from(text.slice(at))]);
    const gbk = join(dir, 'gbk.json');
    await writeFile(gbk, bytes);
    const error = await refusal(gbk);
    expect(error.message).toMatch(/not UTF-8/);
    expect(error.message).toContain(`byte ${Buffer.byteLength(text.slice(0, at))}`);
  });

  it('still reads a UTF-8 file with a byte order mark', async () => {
    const withBom = join(dir, 'bom.json');
    await writeFile(withBom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), await readFile(fixture)]));
    expect((await loadSiteData(withBom)).buildings.length).toBeGreaterThan(0);
  });
});
