// The command line's standard output and error (main/cli/output.ts): a file or a pipe is written
// directly, without Node's streams (issue 34), and what arrives is what Node's stream would have
// written: every text terminal-safe, bytes as they are, in order, whole however long.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const runner = join(process.cwd(), 'tests/fixtures/cli/direct-output.ts');

/** Runs the fixture with fd 1 as `stdout` (a file descriptor, or a pipe read here); resolves with what the pipes held. */
function run(size: number, stdout: number | 'pipe'): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', runner, String(size)], { stdio: ['ignore', stdout, 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (text: string) => (out += text));
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (err += text));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}

const head = 'one \\u001b[2J 访客\nbytes \u001b as they are\n';

describe('the command line writes its outputs directly', () => {
  it('writes a file as Node would, terminal-safe, and guards a library writing to the stream itself', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'direct-output-')), 'out.txt');
    const fd = openSync(path, 'w');
    const done = await run(0, fd);
    closeSync(fd);
    expect(done.code).toBe(0);
    expect(readFileSync(path, 'utf8')).toBe(`${head}end\n`);
    expect(done.err).toBe('warn \\u202e\nlibrary \\u0007 says\n');
  });

  it('writes a pipe whole, however long, in order', async () => {
    const size = 4 * 1024 * 1024;
    const done = await run(size, 'pipe');
    expect(done.code).toBe(0);
    expect(done.out.length).toBe(head.length + size + 1 + 'end\n'.length);
    expect(done.out.startsWith(head)).toBe(true);
    expect(done.out.endsWith(`x\nend\n`)).toBe(true);
  });
});
