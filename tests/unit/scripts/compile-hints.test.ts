// The compile hint goes on the start-up chunks only, as their first line, and a source map follows
// it down one line; lazily loaded chunks stay as they were.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, startupClosure } from '../../../scripts/compile-hints';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const chunk = (fileName: string, isEntry: boolean, imports: string[], dynamicImports: string[] = []) => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  dynamicImports,
});

describe('compile hints', () => {
  it('finds the entry and what it imports statically, through any depth, and nothing loaded lazily', () => {
    const chunks = new Map([
      ['index.js', { isEntry: true, imports: ['vue.js', 'shell.js'] }],
      ['shell.js', { isEntry: false, imports: ['vue.js', 'shared.js'] }],
      ['vue.js', { isEntry: false, imports: [] }],
      ['shared.js', { isEntry: false, imports: [] }],
      ['view.js', { isEntry: false, imports: ['vue.js', 'editor.js'] }],
      ['editor.js', { isEntry: false, imports: [] }],
    ]);
    expect([...startupClosure(chunks)].sort()).toEqual(['index.js', 'shared.js', 'shell.js', 'vue.js']);
    // A lazy chunk named as a root (what every area needs) brings what it imports statically.
    expect([...startupClosure(chunks, ['view.js'])].sort()).toEqual([
      'editor.js',
      'index.js',
      'shared.js',
      'shell.js',
      'view.js',
      'vue.js',
    ]);
  });

  it('puts the hint first in each start-up file and moves its source map down one line', () => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    const files = { 'index.js': 'import "./vue.js";\n', 'vue.js': 'export const v = 1;\n', 'view.js': 'export const w = 2;\n' };
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    writeFileSync(join(dir, 'vue.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
    const bundle = {
      'index.js': chunk('index.js', true, ['vue.js'], ['view.js']),
      'vue.js': chunk('vue.js', false, []),
      'view.js': chunk('view.js', false, ['vue.js']),
    };
    const hook = compileHints().writeBundle as unknown as (options: { dir: string }, bundle: unknown) => void;
    hook({ dir }, bundle);
    expect(readFileSync(join(dir, 'index.js'), 'utf8')).toBe(COMPILE_HINT + files['index.js']);
    expect(readFileSync(join(dir, 'vue.js'), 'utf8').startsWith(COMPILE_HINT)).toBe(true);
    expect(readFileSync(join(dir, 'view.js'), 'utf8')).toBe(files['view.js']);
    expect(JSON.parse(readFileSync(join(dir, 'vue.js.map'), 'utf8'))).toEqual({ version: 3, mappings: ';AAAA' });
  });
});
