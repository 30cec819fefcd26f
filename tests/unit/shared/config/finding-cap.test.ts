// A pathological document (hundreds of thousands of repeated keys or wrong values) gets the first
// MAX_REPORTED_FINDINGS findings and a count of the rest, in the checker, over the bridge and on
// the command line, instead of a report that costs gigabytes and blocks main for seconds.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCommand } from '../../../../main/cli/commands/validate';
import { createConsole } from '../../../../main/console';
import { checkConfigText, MAX_REPORTED_FINDINGS } from '../../../../shared/config/check';

const DUPLICATES = 200_000;
// One feature key repeated: every repeat is a json.duplicate-key error.
const repeated = `{"schemaVersion":1,"provider":"selfhosted","scenario":"school","selfhosted":{"baseUrl":"https://a.example"},"features":{${Array.from({ length: DUPLICATES + 1 }, () => '"k":{}').join(',')}}}`;
// Many wrong values: each is a schema error.
const WRONG = 50_000;
const mistyped = `{"schemaVersion":1,"provider":"selfhosted","scenario":"school","selfhosted":{"baseUrl":"https://a.example"},"features":{${Array.from({ length: WRONG }, (_, i) => `"f${i}":1`).join(',')}}}`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sc-cap-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('findings of a pathological document (finding 6)', () => {
  it('lists the first findings in text order and counts all of them', () => {
    const report = checkConfigText(repeated);
    expect(report.valid).toBe(false);
    expect(report.errors).toHaveLength(MAX_REPORTED_FINDINGS);
    expect(report.errorCount).toBe(DUPLICATES);
    expect(report.errors[0]).toMatchObject({ rule: 'json.duplicate-key', line: 1 });
    const offsets = report.errors.map((e) => e.range.from);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));

    const wrong = checkConfigText(mistyped);
    expect(wrong.errors.length).toBeLessThanOrEqual(MAX_REPORTED_FINDINGS);
    expect(wrong.errorCount).toBeGreaterThanOrEqual(WRONG);
  });

  it('keeps a small document whole', () => {
    const report = checkConfigText('{"schemaVersion":2}');
    expect(report.errorCount).toBe(report.errors.length);
    expect(report.warningCount).toBe(report.warnings.length);
  });

  it('answers a save over the bridge with the count, not the findings', async () => {
    const rt = createConsole({ version: '1', dataDir: join(dir, 'data') });
    const answer = await rt.dispatch('config:save', { path: join(dir, 'bad.json'), text: repeated, mode: 'saveAs' }, { transport: 'web' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'CONFIG_INVALID', details: { errorCount: DUPLICATES } } });
    expect(JSON.stringify(answer).length).toBeLessThan(4_096);
  });

  it('prints at most the cap on the command line, and the count of the rest', async () => {
    const file = join(dir, 'repeated.json');
    await writeFile(file, repeated);
    const out: string[] = [];
    const err: string[] = [];
    const write = (sink: string[]) => (chunk: string | Uint8Array) => {
      sink.push(String(chunk));
      return true;
    };
    const [stdout, stderr] = [process.stdout.write, process.stderr.write];
    process.stdout.write = write(out) as typeof process.stdout.write;
    process.stderr.write = write(err) as typeof process.stderr.write;
    let code: number;
    let json: number;
    try {
      code = await validateCommand([file]);
      json = await validateCommand([file, '--json']);
    } finally {
      process.stdout.write = stdout;
      process.stderr.write = stderr;
    }
    expect(code).toBe(1);
    expect(json).toBe(1);
    const text = out.join('');
    expect(text.length).toBeLessThan(2 * 1024 * 1024);
    expect(text).toContain(`${DUPLICATES - MAX_REPORTED_FINDINGS} more error`);
    expect(err.join('')).toContain(`${DUPLICATES} errors`);
  });
});
