// The call log's writing path: lines grouped into few writes on a file kept open while writes
// follow one another, that still follow the file named site-calls.jsonl when another process (the
// CLI) rotates it, stay whole lines, keep the file's mode, and report a failed write to the reader.
import type * as NodeFs from 'node:fs';
import { mkdtempSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import { callLine, recordOfLine, SITE_CALL_LOG_FILE, SiteCallLog, unwritten } from '../../../../main/site/call-log';
import { ConsoleError } from '../../../../shared/errors';
import type { SiteCallRecord } from '../../../../shared/api';

// Every write the log makes is counted (and made): how many writes a busy spell costs.
const fsWrites = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const writev = ((...args: Parameters<typeof fs.writev>) => {
    fsWrites.count++;
    return fs.writev(...args);
  }) as typeof fs.writev;
  return { ...fs, writev };
});

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
    // POSIX modes: Windows reports 0o666 for every writable file (the rest of the test runs in the Windows lane).
    if (process.platform !== 'win32') expect((statSync(path).mode & 0o777).toString(8)).toBe('600');
  });

  it('makes one write per group time of a busy spell, not one per turn, and loses no line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-call-log-grouped-'));
    // Tens of thousands of lines in one file; a group time longer than any write on a loaded machine.
    const groupMs = 40;
    const log = new SiteCallLog(dir, 256 * 1024 * 1024, undefined, groupMs);
    const ids: string[] = [];
    fsWrites.count = 0;
    const started = performance.now();
    // Calls answered on every turn for 240 ms: hundreds of turns, each with lines to write.
    while (performance.now() - started < 240) {
      for (let i = 0; i < 4; i++) {
        const id = `g${ids.length}`;
        ids.push(id);
        void log.append(record(id));
      }
      await nextTurn();
    }
    await log.list({ limit: 1 });
    // The spell lasts until its last line is on the disk: a write starts at least groupMs after the
    // one before it, so there are at most spell / groupMs of them, and one more (one per turn made hundreds).
    const spell = performance.now() - started;
    expect(fsWrites.count).toBeGreaterThan(0);
    expect(fsWrites.count).toBeLessThanOrEqual(Math.ceil(spell / groupMs) + 2);
    expect(idsIn(join(dir, SITE_CALL_LOG_FILE))).toEqual(ids);
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

describe('an answer that is JSON, written into its line as itself', () => {
  // Texts JSON.parse accepts whose bytes a parse-and-stringify would not keep: escapes, a number's
  // form, spaces, and the key that marks the answer inside the answer itself.
  const answers = [
    '{"success":true,"code":"0","msg":"caf\\u00e9 \\"quoted\\" \\\\ 负一层","data":{"n":1.50,"e":1E3}}',
    '  {"success" : true , "code":"0", "data":null}  ',
    '{"success":true,"code":"0","msg":",\\"responseJson\\":","data":{"responseJson":{"x":[]}},"responseJson":1}',
    '[1,2,3]',
    '"just a string \\u2028"',
  ];

  it.each(answers)('gives back %j byte for byte, and the line is one line of JSON', (answer) => {
    JSON.parse(answer); // the premise: the site client parsed it
    const written = { ...record('raw'), responseBody: answer };
    const line = callLine(written, true);
    expect(line.endsWith('}\n')).toBe(true);
    expect(line.slice(0, -1)).not.toMatch(/[\r\n]/);
    expect(line).toContain(`,"responseJson":${answer}}`);
    expect(written.responseBody).toBe(answer); // the caller's record is left as it was
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(parsed.responseJson).toEqual(JSON.parse(answer));
    expect(recordOfLine(line.slice(0, -1))).toEqual(written);
  });

  it('escapes an answer that spans lines, that was not parsed, or that was cut, as before', () => {
    const multiline = { ...record('m'), responseBody: '{\n  "success": true\n}' };
    expect(callLine(multiline, true)).toBe(`${JSON.stringify(multiline)}\n`);
    const notJson = { ...record('n'), responseBody: '<html>' };
    expect(callLine(notJson, false)).toBe(`${JSON.stringify(notJson)}\n`);
    expect(recordOfLine(callLine(multiline, true).trim())).toEqual(multiline);
  });

  it('refuses a line torn by a crash and joined to the next, so that list() skips it', async () => {
    const line = callLine({ ...record('torn'), responseBody: '{"success":true,"code":"0","data":{"personId":"P1"}}' }, true);
    const torn = line.slice(0, line.length - 12);
    const next = callLine(record('next'), false);
    expect(() => recordOfLine(`${torn}${next}`.trim())).toThrow();
    const dir = mkdtempSync(join(tmpdir(), 'site-call-log-torn-'));
    writeFileSync(
      join(dir, SITE_CALL_LOG_FILE),
      `${callLine(record('before'), false)}${torn}${next}${callLine({ ...record('after'), responseBody: '{"ok":1}' }, true)}`,
    );
    const listed = await new SiteCallLog(dir).list();
    expect(listed.map((r) => r.id)).toEqual(['after', 'before']);
    expect(listed[0]!.responseBody).toBe('{"ok":1}');
  });
});

describe('a short write', () => {
  it('goes on with exactly the bytes that did not reach the disk, whatever chunk it stopped in', () => {
    const chunks = ['abc\n', 'de\n', 'fghij\n'].map((text) => Buffer.from(text));
    const all = Buffer.concat(chunks).toString();
    for (let written = 0; written <= all.length; written++) {
      expect(Buffer.concat(unwritten(chunks, written)).toString()).toBe(all.slice(written));
    }
    expect(chunks.map((chunk) => chunk.toString())).toEqual(['abc\n', 'de\n', 'fghij\n']); // the pending chunks are left as they were
  });
});
