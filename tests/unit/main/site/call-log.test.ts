// The call log's writing path: lines grouped into few writes on a file kept open while writes
// follow one another, that still follow the file named site-calls.jsonl when another process (the
// CLI) rotates it, stay whole lines, keep the file's mode, and report a failed write to the reader.
import { mkdtempSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_CALL_LOG_FILE, SiteCallLog } from '../../../../main/site/call-log';
import { ConsoleError } from '../../../../shared/errors';
import type { SiteCallRecord } from '../../../../shared/api';

const record = (id: string): SiteCallRecord => ({
  id,
  at: new Date().toISOString(),
  profileName: 'call-log test',
  operation: 'personDetail',
  route: 'direct',
  method: 'POST',
  url: 'http://127.0.0.1:1/organization/component/person/detail',
  traceparent: `00-${id.padStart(32, '0')}-${'1'.repeat(16)}-01`,
  requestBody: '{"personId":"P1"}',
  // Quotes, a backslash, a line break and non-ASCII: a line must stay one line, byte for byte.
  responseBody: `{"success":true,"code":"0","msg":"ok \\"quoted\\" \\\\ 负一层\\n","data":{"personId":"${id}","floorList":[]}}`,
  status: 200,
  timings: { connectMs: null, firstByteMs: 1, bodyMs: 0.1, totalMs: 1.1 },
  durationMs: 1.1,
  clockSkewMs: 0,
  outcome: 'success',
  category: null,
  code: null,
  message: null,
});

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const idsIn = (path: string): string[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (JSON.parse(line) as SiteCallRecord).id);

describe('the call log file', () => {
  it('writes the calls of many turns as whole lines, in order, readable at once, mode 0600', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-call-log-'));
    const log = new SiteCallLog(dir);
    const ids: string[] = [];
    // 64 calls answered per turn for 20 turns, none awaited, as the site client appends them.
    for (let turn = 0; turn < 20; turn++) {
      for (let i = 0; i < 64; i++) {
        const id = `t${turn}c${i}`;
        ids.push(id);
        void log.append(record(id));
      }
      await nextTurn();
    }
    const listed = await log.list({ limit: 5000 });
    expect(listed.map((r) => r.id)).toEqual([...ids].reverse());
    expect(listed[0]).toEqual({ ...record(ids.at(-1)!), at: listed[0]!.at });
    const path = join(dir, SITE_CALL_LOG_FILE);
    expect(idsIn(path)).toEqual(ids);
    expect((statSync(path).mode & 0o777).toString(8)).toBe('600');
  });

  it('follows the file that has the name when another process renames it between two writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-call-log-rotated-'));
    const path = join(dir, SITE_CALL_LOG_FILE);
    // Checked before every write (recheckMs 0) instead of once a second, so the test needs no clock.
    const log = new SiteCallLog(dir, undefined, 0);
    const first = log.append(record('before'));
    await nextTurn(); // the write of 'before' is under way
    const second = log.append(record('after')); // waits for the next write of the same spell
    await first;
    // Between the two writes, while the log holds the file open, the CLI rotates it.
    renameSync(path, `${path}.1`);
    await second;
    expect(idsIn(`${path}.1`)).toEqual(['before']);
    expect(idsIn(path)).toEqual(['after']);
    expect((await log.list()).map((r) => r.id)).toEqual(['after', 'before']);
  });

  it('appends after lines another process wrote, and rotates by the size they make together', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-call-log-shared-'));
    const path = join(dir, SITE_CALL_LOG_FILE);
    const line = `${JSON.stringify(record('mine'))}\n`;
    const ours = new SiteCallLog(dir, line.length * 3);
    await ours.append(record('ours-1'));
    // The CLI, another process, appends two lines of its own: the file is now at its limit.
    writeFileSync(path, `${JSON.stringify(record('cli-1'))}\n${JSON.stringify(record('cli-2'))}\n`, { flag: 'a' });
    await ours.append(record('ours-2'));
    expect(idsIn(`${path}.1`)).toEqual(['ours-1', 'cli-1', 'cli-2']);
    expect(idsIn(path)).toEqual(['ours-2']);
  });

  it('reports a write that failed to the next reader, with no unhandled rejection for callers that did not wait', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-call-log-failed-'));
    const notADirectory = join(dir, 'data');
    writeFileSync(notADirectory, 'a file where the data directory should be');
    const log = new SiteCallLog(notADirectory);
    void log.append(record('lost'));
    const error = await log.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleError);
    expect((error as ConsoleError).code).toBe('SITE_CALL_LOG_FAILED');
    // Reported once, then forgotten.
    expect(await log.list()).toEqual([]);
  });
});
