// Zip bombs as an XLSX batch file and as an evidence pack, over the real CLI: a 640 MiB sheet that
// says so, and one that claims 1 KiB; a pack whose call log inflates to 640 MiB. Each is refused
// with words that say why, and the process's peak memory stays under 512 MB (exceljs alone would
// have inflated all of it). The archive reader's own rules are checked directly below.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveError } from '../../../../main/files/archive-limits';
import { inspectArchive, unzipWithinLimits } from '../../../../main/files/archive-limits';
import { parseBatchFile } from '../../../../main/batch/batch-file';
import { deflatedZeros, runCli, smallSheet, storedEntry, workbookWith, zipOf, type ZipEntry } from './hostile-inputs';

const MAX_PEAK_KIB = 512 * 1024;
const BOMB_BYTES = 640 * 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'site-console-archives-'));
const env = { SITE_CONSOLE_DATA_DIR: join(dir, 'data') };
let zeros: { data: Buffer; crc: number };
let profile: string;

/** A deflated entry of BOMB_BYTES zeros that declares `declaredSize`. */
const bomb = (name: string, declaredSize = BOMB_BYTES): ZipEntry => ({ name, data: zeros.data, method: 8, declaredSize, crc: zeros.crc });

beforeAll(async () => {
  zeros = await deflatedZeros(BOMB_BYTES);
  profile = join(dir, 'profile.json');
  // No site needed: a refused file stops the run before any call.
  writeFileSync(
    profile,
    JSON.stringify({
      profileVersion: 1,
      name: 'nowhere',
      services: { organization: 'http://127.0.0.1:9/o', elevator: 'http://127.0.0.1:9/e' },
      defaultRoute: 'direct',
      timeouts: { connectMs: 500, requestMs: 1000 },
    }),
  );
}, 120_000);

describe('an XLSX bomb as the batch file', () => {
  it('a sheet that says it inflates to 640 MiB is refused by the central directory (exit 2)', { timeout: 60_000 }, async () => {
    const file = join(dir, 'honest-bomb.xlsx');
    writeFileSync(file, workbookWith(bomb('xl/worksheets/sheet1.xml')));
    const run = await runCli(['visitor-access', '--batch', file, '--profile', profile, '--json'], env);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/entry xl\/worksheets\/sheet1\.xml inflates to 671088640 bytes; the limit is \d+/);
    expect(run.peakKiB).toBeLessThan(MAX_PEAK_KIB);
  });

  it(
    'a sheet that claims 1 KiB but holds 640 MiB is cut at what it claimed: unreadable (exit 2), memory bounded',
    { timeout: 60_000 },
    async () => {
      const file = join(dir, 'lying-bomb.xlsx');
      writeFileSync(file, workbookWith(bomb('xl/worksheets/sheet1.xml', 1024)));
      const run = await runCli(['visitor-access', '--batch', file, '--profile', profile, '--json'], env);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toMatch(/BATCH_FILE_UNREADABLE/);
      expect(run.peakKiB).toBeLessThan(MAX_PEAK_KIB);
    },
  );

  it('a workbook within the limits is still read', async () => {
    expect((await parseBatchFile(workbookWith(smallSheet()), 'small.xlsx')).rows).toEqual([
      { row: 2, visitorId: 'V1', floorIds: ['A-03'] },
    ]);
  });
});

describe('an evidence pack bomb', () => {
  it('is not an evidence pack (exit 2), and nothing of it is inflated', { timeout: 60_000 }, async () => {
    const file = join(dir, 'bomb.zip');
    writeFileSync(
      file,
      zipOf([storedEntry('manifest.json', '{}'), bomb('site/calls/site-calls.jsonl'), bomb('site/calls/site-calls.1.jsonl')]),
    );
    const run = await runCli(['evidence', 'verify', file], env);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/not an evidence pack[\s\S]*EVIDENCE_NOT_A_PACK/);
    expect(run.peakKiB).toBeLessThan(MAX_PEAK_KIB);
  });

  it('a pack entry that lies about its size stays bounded and is reported as no pack (exit 2)', { timeout: 60_000 }, async () => {
    const file = join(dir, 'lying.zip');
    writeFileSync(file, zipOf([bomb('manifest.json', 512)]));
    const run = await runCli(['evidence', 'verify', file], env);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/EVIDENCE_NOT_A_PACK/);
    expect(run.peakKiB).toBeLessThan(MAX_PEAK_KIB);
  });
});

describe('the archive reader', () => {
  const limits = { maxEntries: 3, maxEntryBytes: 100, maxTotalBytes: 150 };
  const zip = (files: Record<string, string>): Uint8Array =>
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

  it('lists entries from the central directory and reads those within the limits', () => {
    const bytes = zip({ 'a.txt': 'x'.repeat(80), 'b.txt': 'y'.repeat(60) });
    expect(inspectArchive(bytes, limits, 'two.zip').map((e) => [e.name, e.originalSize])).toEqual([
      ['a.txt', 80],
      ['b.txt', 60],
    ]);
    expect(Buffer.from(unzipWithinLimits(bytes, limits, 'two.zip')['b.txt'] ?? []).toString()).toBe('y'.repeat(60));
  });

  it.each([
    ['too many entries', { a: '1', b: '2', c: '3', d: '4' }, 'too-many-entries'],
    ['one entry too large', { a: 'x'.repeat(101) }, 'entry-too-large'],
    ['too large together', { a: 'x'.repeat(80), b: 'y'.repeat(80) }, 'total-too-large'],
  ] as const)('refuses %s', (_what, files, kind) => {
    expect(() => inspectArchive(zip(files), limits, 'x.zip')).toThrow(expect.objectContaining({ kind }) as ArchiveError);
  });

  it('says "not a zip" of anything else; the entries have no prototype, so no name reads as something inherited', () => {
    expect(() => inspectArchive(strToU8('not a zip at all, not even close to one'), limits, 'text.zip')).toThrow(
      expect.objectContaining({ kind: 'not-a-zip' }) as ArchiveError,
    );
    const files = unzipWithinLimits(zip({ 'a.txt': 'a' }), limits, 'one.zip');
    expect(files.constructor).toBeUndefined();
    expect(files.toString).toBeUndefined();
  });
});
