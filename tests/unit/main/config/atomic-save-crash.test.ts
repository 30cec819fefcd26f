// Kills a process in the middle of saving, many times, and checks after each kill that the file is
// exactly the old or a new version, never torn, and that the backup is the version before it.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPathOf } from '../../../../main/config/atomic-save';
import { versionOf, versionText } from './atomic-save-versions';

const here = fileURLToPath(new URL('.', import.meta.url));
let dir: string;

/** Transpiles a TypeScript module with only Node imports (and `imports`, renamed) to plain ESM, so that children start fast. */
async function transpile(source: string, out: string, imports: Record<string, string> = {}): Promise<string> {
  const { outputText } = ts.transpileModule(await readFile(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  const text = Object.entries(imports).reduce((code, [from, to]) => code.replaceAll(`'${from}'`, `'${to}'`), outputText);
  await writeFile(out, text);
  return out;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atomic-crash-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts the child; resolves once it is saving. */
function startSaver(args: string[]): Promise<ReturnType<typeof spawn>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'atomic-save-child.mjs'), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.once('error', reject);
    // A child that cannot start (a module it imports is missing) fails the test instead of hanging it.
    child.once('exit', (code, signal) => reject(new Error(`the saver exited (${signal ?? code}) before its first save`)));
    child.stdout?.once('data', () => resolve(child));
  });
}

describe('atomic save under SIGKILL', () => {
  it('leaves the old or a new version, whole, after every one of 60 kills', { timeout: 60_000 }, async () => {
    await transpile(join(here, '../../../../shared/node/file-calls.ts'), join(dir, 'file-calls.mjs'));
    await transpile(join(here, '../../../../shared/node/regular-file.ts'), join(dir, 'regular-file.mjs'), {
      './file-calls': './file-calls.mjs',
    });
    // main/config/atomic-save.ts re-exports the one safe writer: the child runs the writer itself.
    const saver = await transpile(join(here, '../../../../main/files/safe-write.ts'), join(dir, 'atomic-save.mjs'), {
      '../../shared/node/regular-file': './regular-file.mjs',
    });
    const versions = await transpile(join(here, 'atomic-save-versions.ts'), join(dir, 'versions.mjs'));
    const work = join(dir, 'data');
    await import('node:fs/promises').then((fs) => fs.mkdir(work));
    const path = join(work, 'site.json');
    await writeFile(path, versionText(0));

    let seq = 0;
    let changed = 0;
    let killedMidSave = 0;
    for (let round = 0; round < 60; round++) {
      const child = await startSaver([saver, versions, path, String(seq)]);
      // On a busy machine a child may not finish one save within the random delay: wait for its
      // first save, so that every round tests kills among saves, wherever they fall.
      const firstSave = Date.now() + 5_000;
      while (versionOf(await readFile(path, 'utf8')) === seq && Date.now() < firstSave)
        await new Promise((resolve) => setTimeout(resolve, 2));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const now = versionOf(await readFile(path, 'utf8'));
      expect(now, `round ${round}: the file is torn or foreign`).toBeDefined();
      if (now === undefined) return;
      expect(now).toBeGreaterThanOrEqual(seq);
      if (now > seq) changed++;
      seq = now;
      const backup = versionOf(await readFile(backupPathOf(path), 'utf8').catch(() => versionText(-1)));
      // The backup is the version before the current one, or (killed between the two renames) the
      // current one itself; it is never torn.
      if (seq > 0) expect([seq - 1, seq], `round ${round}: backup ${backup}`).toContain(backup);
      const temps = (await readdir(work)).filter((n) => n.endsWith('.tmp'));
      killedMidSave = Math.max(killedMidSave, temps.length);
    }
    // The test means something only if the saver made progress and was killed inside saves.
    expect(changed).toBeGreaterThan(20);
    expect(killedMidSave).toBeGreaterThan(0);
  });
});
