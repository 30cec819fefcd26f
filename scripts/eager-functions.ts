// A Vite plugin for the command line's build (vite.electron.config.ts `--mode cli|sea`).
// V8 compiles a function at its first call, and Node's compile cache keeps only what V8 compiled
// with the chunk: every function a command ran was compiled again at every start (the generated
// validators alone were 10 ms of `person`). A function declaration at a chunk's top level becomes a
// parenthesized function expression, which V8 compiles with the chunk, so that the cache keeps it
// (issue 34: `person` 5 ms, the batch dry run 4 ms and `license` 7 ms less, in paired runs).
// The expressions move before the chunk's other statements, so that their names are bound before
// anything runs, as a declaration's are; nested functions and class methods stay as they are.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { rewriteChunk } from './chunk-map.ts';

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

/**
 * Modules whose functions all run whenever the module is used, by their path in the chunk's module
 * markers: their nested function expressions are parenthesized too. csv-parse's parser is one
 * function returning an object of some 20 methods, all of them compiled at every batch (issue 34:
 * some 2 ms of a batch dry run).
 */
export const EAGER_MODULES: readonly RegExp[] = [/(?:^|\/)node_modules\/csv-parse\/lib\/api\/index\.js$/];

/**
 * Modules that run rarely, whose CommonJS wrapper stays a function V8 compiles at its first call.
 * The bundler parenthesizes every wrapper, so V8 compiles each with the chunk and the compile cache
 * keeps what it holds: llhttp's two WebAssembly binaries, each a 72 KB base64 string, were 145 KB
 * of the HTTP chunk's 309 KB cache, read back and hashed at every start of person and a batch
 * (issue 34: some 1.5 ms), though undici reads one of them, and only at a first connection. And
 * undici's fetch body and what it requires (FormData and its parser, WebIDL, data: URLs, the infra
 * helpers, the runtime's features): its clients require it only for a FormData body, which main/http
 * never sends (the HTTP chunk's cache from 164 KB to 126 KB). One pattern a module, so that the build
 * says which one no chunk holds any more.
 */
export const LAZY_MODULES: readonly RegExp[] = [
  /(?:^|\/)node_modules\/undici\/lib\/llhttp\/llhttp-wasm\.js$/,
  /(?:^|\/)node_modules\/undici\/lib\/llhttp\/llhttp_simd-wasm\.js$/,
  ...['body', 'constants', 'data-url', 'formdata', 'formdata-parser', 'util'].map(
    (name) => new RegExp(`(?:^|\\/)node_modules\\/undici\\/lib\\/web\\/fetch\\/${name}\\.js$`),
  ),
  /(?:^|\/)node_modules\/undici\/lib\/web\/infra\/index\.js$/,
  /(?:^|\/)node_modules\/undici\/lib\/web\/webidl\/index\.js$/,
  /(?:^|\/)node_modules\/undici\/lib\/util\/runtime-features\.js$/,
];

/** The spans of the chunk's code that hold a module of EAGER_MODULES, from the bundler's `// <path>` marker to the next. */
export function eagerSpans(code: string, modules: readonly RegExp[] = EAGER_MODULES): [number, number][] {
  const markers = [...code.matchAll(/^\/\/ (\S+)$/gm)];
  return markers.flatMap((marker, i) =>
    modules.some((module) => module.test(marker[1] ?? ''))
      ? [[marker.index, markers[i + 1]?.index ?? code.length] as [number, number]]
      : [],
  );
}

/** What the walk reads of a node of the syntax tree. */
interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  method?: boolean;
  kind?: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The function expressions under `node` that may be parenthesized: not a method's or an accessor's own function. */
function functionExpressions(node: SyntaxNode, found: SyntaxNode[] = []): SyntaxNode[] {
  for (const [key, value] of Object.entries(node)) {
    for (const child of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (!isNode(child)) continue;
      const own =
        key === 'value' && (node.type === 'MethodDefinition' || (node.type === 'Property' && (node.method || node.kind !== 'init')));
      if (child.type === 'FunctionExpression' && !own) found.push(child);
      functionExpressions(child, found);
    }
  }
  return found;
}

/**
 * Where the parentheses around the function of a top-level `var require_x = __commonJSMin(((…) => {…}))`
 * are (the first `(` and the last `)` of `((…))`); null for any other statement, and for a wrapper
 * without them.
 */
function wrapperParentheses(node: TopStatement, code: string): [number, number] | null {
  if (!isNode(node) || node.type !== 'VariableDeclaration') return null;
  const [declaration] = (node.declarations as SyntaxNode[] | undefined) ?? [];
  const init = declaration?.init as SyntaxNode | null | undefined;
  const callee = init?.type === 'CallExpression' ? (init.callee as SyntaxNode) : null;
  if (!init || callee?.type !== 'Identifier' || !/^__commonJS/.test(callee.name as string)) return null;
  const [wrapped] = init.arguments as SyntaxNode[];
  if (!wrapped || !/^(Arrow)?FunctionExpression$/.test(wrapped.type)) return null;
  const before = /^\(\s*\($/.exec(code.slice(callee.end, wrapped.start));
  const after = /^\)\s*\)$/.exec(code.slice(wrapped.end, init.end));
  return before && after ? [wrapped.start - 1, wrapped.end] : null;
}

/**
 * The chunk with its top-level function declarations as hoisted function expressions, and the
 * wrappers of the modules in `lazy` (spans of LAZY_MODULES) without their parentheses; null when
 * there is nothing to change. A lazy span without a parenthesized wrapper is an error: the bundler
 * changed its output, and the module would be compiled with the chunk again.
 */
export function eagerChunk(
  code: string,
  body: readonly TopStatement[],
  spans: readonly [number, number][] = eagerSpans(code),
  lazy: readonly [number, number][] = eagerSpans(code, LAZY_MODULES),
): MagicString | null {
  const functions = body.flatMap((node) => {
    const name = declaredFunction(node);
    return name === null ? [] : [{ name, start: node.start, end: node.end }];
  });
  const nested = spans.length === 0 ? [] : body.flatMap((node) => (isNode(node) ? functionExpressions(node) : []));
  const inSpan = nested.filter((node) => spans.some(([from, to]) => node.start >= from && node.end <= to));
  const wrappers = lazy.map(([from, to]) => {
    const parentheses = body
      .filter((node) => node.start >= from && node.end <= to)
      .map((node) => wrapperParentheses(node, code))
      .find((found) => found !== null);
    if (!parentheses)
      throw new Error(`eager-functions: no parenthesized CommonJS wrapper in ${code.slice(from, code.indexOf('\n', from))}`);
    return parentheses;
  });
  if (functions.length === 0 && inSpan.length === 0 && wrappers.length === 0) return null;
  const top = body.filter((node) => node.type === 'ImportDeclaration').at(-1)?.end ?? 0;
  const chunk = new MagicString(code).appendLeft(top, '\n');
  for (const { start, end } of inSpan) {
    chunk.prependRight(start, '(');
    chunk.appendLeft(end, ')');
  }
  for (const [open, close] of wrappers) {
    chunk.remove(open, open + 1);
    chunk.remove(close, close + 1);
  }
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
      const lazyFound = new Set<RegExp>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const marker of output.code.matchAll(/^\/\/ (\S+)$/gm))
          for (const module of LAZY_MODULES) if (module.test(marker[1] ?? '')) lazyFound.add(module);
        const chunk = eagerChunk(output.code, this.parse(output.code).body);
        if (chunk) rewriteChunk(bundle, output, chunk.toString(), chunk.generateMap({ hires: true, source: output.fileName }).toString());
      }
      // A module of LAZY_MODULES that no chunk holds was renamed or dropped: say so rather than let the list go stale.
      const missing = LAZY_MODULES.filter((module) => !lazyFound.has(module));
      if (missing.length > 0) this.error(`eager-functions: no chunk holds ${missing.join(', ')}: update LAZY_MODULES`);
    },
  };
}
