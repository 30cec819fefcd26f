// A Vite plugin for the command line's build (vite.electron.config.ts `--mode cli|sea`).
// V8 compiles a function at its first call, and Node's compile cache keeps only what V8 compiled
// with the chunk: every function a command ran was compiled again at every start (the generated
// validators alone were 10 ms of `person`). A function declaration at a chunk's top level becomes a
// parenthesized function expression, which V8 compiles with the chunk, so that the cache keeps it
// (issue 34: `person` 5 ms, the batch dry run 4 ms and `license` 7 ms less, in paired runs).
// The expressions move before the chunk's other statements, so that their names are bound before
// anything runs, as a declaration's are; nested functions and class methods stay as they are.
import remapping from '@jridgewell/remapping';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What the rewrite reads of a chunk's syntax tree: each top-level statement. */
interface TopStatement {
  type: string;
  start: number;
  end: number;
  id?: unknown;
}

/** The name of a function declaration; null for any other statement. */
const declaredFunction = (node: TopStatement): string | null => {
  const name = node.type === 'FunctionDeclaration' ? (node.id as { name?: unknown } | null)?.name : undefined;
  return typeof name === 'string' ? name : null;
};

/** The chunk with its top-level function declarations as hoisted function expressions; null when it has none. */
export function eagerChunk(code: string, body: readonly TopStatement[]): MagicString | null {
  const functions = body.flatMap((node) => {
    const name = declaredFunction(node);
    return name === null ? [] : [{ name, start: node.start, end: node.end }];
  });
  if (functions.length === 0) return null;
  const top = body.filter((node) => node.type === 'ImportDeclaration').at(-1)?.end ?? 0;
  const chunk = new MagicString(code).appendLeft(top, '\n');
  for (const { name, start, end } of functions) {
    chunk.prependRight(start, `var ${name} = (`);
    chunk.appendLeft(end, ');\n');
    chunk.move(start, end, top);
  }
  return chunk;
}

export function eagerFunctions(): Plugin {
  return {
    name: 'site-console:eager-functions',
    // After the bundler's pass that drops dead code (Vite's `minify: false` is rolldown's
    // 'dce-only'), which keeps a var bound to a function expression that nothing uses.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const chunk = eagerChunk(output.code, this.parse(output.code).body);
        if (!chunk) continue;
        output.code = chunk.toString();
        // The map is written from its own asset: it now maps the new code through the old to the sources.
        const map = bundle[`${output.fileName}.map`];
        if (map?.type !== 'asset') continue;
        const old = typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source);
        map.source = JSON.stringify(remapping([chunk.generateMap({ hires: true, source: output.fileName }).toString(), old], () => null));
      }
    },
  };
}
