// A Vite plugin that marks the start-up chunks (the entry and what it imports statically) with
// V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chromium 136 on; Electron 45 has
// it). Nearly every function of those chunks runs before the first view is usable, and V8 would
// otherwise compile each one lazily on the main thread when first called; with the hint it compiles
// them while the file streams in, on a background thread. Lazily loaded chunks stay unmarked: most
// of their functions never run at start, except those of what every area needs (`soon`: the
// texts, Element Plus's core), which run soon after the first view has painted. `npm run
// bench:startup` measures the difference.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The file names of the entries (and of `roots`) and of every chunk they import statically, directly or not. */
export function startupClosure(chunks: Map<string, { isEntry: boolean; imports: string[] }>, roots: Iterable<string> = []): Set<string> {
  const found = new Set<string>();
  const visit = (name: string): void => {
    if (found.has(name)) return;
    found.add(name);
    for (const next of chunks.get(name)?.imports ?? []) visit(next);
  };
  for (const [name, chunk] of chunks) if (chunk.isEntry) visit(name);
  for (const name of roots) visit(name);
  return found;
}

/** Marks the start-up chunks, and the lazily loaded chunks whose own module matches one of `soon`, with what they import. */
export function compileHints(soon: RegExp[] = []): Plugin {
  return {
    name: 'site-console:compile-hints',
    apply: 'build',
    // On the written files: Vite itself prepends its preload map to the entry in generateBundle.
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const chunks = new Map<string, { isEntry: boolean; imports: string[] }>();
      const roots: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, { isEntry: output.isEntry, imports: [...output.imports] });
        const own = output.facadeModuleId ?? '';
        if (output.isDynamicEntry && soon.some((pattern) => pattern.test(own))) roots.push(output.fileName);
      }
      for (const name of startupClosure(chunks, roots)) {
        // The hint must be the file's first line; a source map moves down one generated line with it.
        const file = join(dir, name);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, 'utf8'));
        const mapFile = `${file}.map`;
        if (!existsSync(mapFile)) continue;
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
        writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
