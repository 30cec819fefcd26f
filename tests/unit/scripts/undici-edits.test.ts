// The command line's build-time edit of undici's header-name tree, on undici's own file: the tree is
// built at the first lookup and names the headers as before, and a new undici without the code the
// edit replaces fails the build instead of silently keeping the eager tree.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin, TransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { undiciHeaderTreeOnUse } from '../../../scripts/undici-edits';

const require = createRequire(import.meta.url);
const treeFile = join(dirname(require.resolve('undici/package.json')), 'lib/core/tree.js');

/** What the edit makes of `code`, as the build runs it; the build's error as a thrown Error. */
function edit(code: string): string {
  const plugin = undiciHeaderTreeOnUse() as Plugin & { transform: (code: string, id: string) => TransformResult };
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  const out = plugin.transform.call(context as never, code, treeFile) as { code: string } | null;
  if (!out) throw new Error('the edit did not apply to tree.js');
  return out.code;
}

/** Runs an edited tree.js as CommonJS, with undici's own constants, counting the trees it builds. */
function load(code: string): { tree: { lookup: (key: Uint8Array) => unknown }; trees: () => number } {
  const constants = require(join(dirname(treeFile), 'constants.js')) as unknown;
  const module = { exports: {} as { tree: { lookup: (key: Uint8Array) => unknown } } };
  const counted = code.replace(/\bnew TernarySearchTree\(\)/g, '(trees++, new TernarySearchTree())');
  const trees = new Function('module', 'require', `let trees = 0;\n${counted}\nreturn () => trees;`)(module, (id: string) =>
    id === './constants' ? constants : require(id),
  ) as () => number;
  return { tree: module.exports.tree, trees };
}

describe('undici header tree on use', () => {
  const original = readFileSync(treeFile, 'utf8');

  it('builds no tree as the module loads, one at the first lookup, and names headers as undici does', () => {
    const { tree, trees } = load(edit(original));
    expect(trees()).toBe(0);
    expect(tree.lookup(Buffer.from('content-type'))).toBe('content-type');
    expect(trees()).toBe(1);
    expect(tree.lookup(Buffer.from('Content-Length'))).toBe('content-length');
    expect(tree.lookup(Buffer.from('x-site-console'))).toBeNull();
    expect(trees()).toBe(1);
  });

  it("is one of the command line build's plugins, for the prebuilt command line and the single executable", async () => {
    const { default: config } = (await import('../../../vite.electron.config')) as {
      default: (env: { mode: string; command: 'build' }) => { plugins: unknown[] };
    };
    for (const mode of ['cli', 'sea']) {
      const names = config({ mode, command: 'build' })
        .plugins.flat(Infinity)
        .map((plugin) => (plugin as { name?: string } | null)?.name);
      expect(names).toContain('site-console:undici-header-tree-on-use');
    }
  });

  it('fails the build when undici no longer builds the tree as the edit expects', () => {
    expect(() => edit(original.replace('tree.insert(key, key)', 'tree.add(key, key)'))).toThrow(
      /no longer has .*update undici-header-tree-on-use in scripts\/undici-edits\.ts/s,
    );
  });
});
