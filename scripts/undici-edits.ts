// Build-time edits of undici for the command line (vite.electron.config.ts `--mode cli|sea`): the
// parts of Node that undici loads when it loads, loaded only where they are used (issue 34). Each
// edit fails the build when a new undici no longer has what it replaces.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * A build-time edit of one file of undici: `eager` replaced by what `lazy` makes of the file. The
 * build fails when a new undici no longer has `eager`, so that an edit never silently stops applying.
 */
function undiciEdit(name: string, file: string, eager: string, lazy: (code: string) => string): Plugin {
  const path = new RegExp(`[\\\\/]undici[\\\\/]lib[\\\\/]${file.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')}$`);
  return {
    name: `site-console:${name}`,
    enforce: 'pre',
    transform(code, id) {
      if (!path.test(id)) return null;
      if (!code.includes(eager)) this.error(`${id} no longer has ${eager}: update ${name} in scripts/undici-edits.ts`);
      return { code: code.replace(eager, lazy(code)), map: null };
    },
  };
}

/**
 * undici's HTTP/2 client requires node:http2 when it loads, only to read a few constants, and
 * loads with every dispatcher: Node's http2 (with its share of tls and net) is some 20 ms of CPU at
 * every start of a command that calls a site or a license server, which speak HTTP/1.1 (main/http
 * never allows h2). The module gets the constants, read from Node's http2 at build time, and
 * requires http2 itself only when a session would be opened.
 */
export function undiciHttp2OnUse(): Plugin {
  const { constants } = createRequire(import.meta.url)('node:http2') as { constants: Record<string, unknown> };
  return undiciEdit('undici-http2-on-use', 'dispatcher/client-h2.js', "http2 = require('node:http2')", (code) => {
    const used = Object.fromEntries(
      [...new Set(code.match(/\bN?G?HTTP2_\w+/g))].filter((name) => name in constants).map((name) => [name, constants[name]]),
    );
    return `http2 = { constants: ${JSON.stringify(used)}, connect: (...args) => require('node:http2').connect(...args) }`;
  });
}

/**
 * undici's fetch helpers require node:zlib when they load, for the inflate stream of a fetch body,
 * and load with every dispatcher: main/http decodes bodies itself (content-coding.ts, which loads
 * zlib at the first coded body). The module gets functions that require zlib at their first call,
 * so that person, license and the batch do not load it at start (issue 34).
 */
export const undiciZlibOnUse = (): Plugin =>
  undiciEdit('undici-zlib-on-use', 'web/fetch/util.js', "const zlib = require('node:zlib')", (code) => {
    const used = [...new Set(code.match(/\bzlib\.(\w+)\(/g))].map((call) => call.slice(5, -1));
    return `const zlib = { ${used.map((name) => `${name}: (...args) => require('node:zlib').${name}(...args)`).join(', ')} }`;
  });

/**
 * undici builds a search tree of the 100-odd header names it knows when it loads, some thousand
 * nodes, used only to name the headers of an answer (core/util.js `tree.lookup`): about a
 * millisecond of every start of person, license and the batch, also when the site never answers.
 * The tree is built at its first lookup, the same tree.
 */
export const undiciHeaderTreeOnUse = (): Plugin =>
  undiciEdit(
    'undici-header-tree-on-use',
    'core/tree.js',
    [
      'const tree = new TernarySearchTree()',
      '',
      'for (let i = 0; i < wellknownHeaderNames.length; ++i) {',
      '  const key = headerNameLowerCasedRecord[wellknownHeaderNames[i]]',
      '  tree.insert(key, key)',
      '}',
    ].join('\n'),
    () =>
      [
        'let built = null',
        'const tree = {',
        '  lookup (key) {',
        '    if (built === null) {',
        '      const names = new TernarySearchTree()',
        '      for (let i = 0; i < wellknownHeaderNames.length; ++i) {',
        '        const name = headerNameLowerCasedRecord[wellknownHeaderNames[i]]',
        '        names.insert(name, name)',
        '      }',
        '      built = names',
        '    }',
        '    return built.lookup(key)',
        '  }',
        '}',
      ].join('\n'),
  );

/**
 * undici requires node:http when it loads, for the default limit of an answer's headers (read at
 * load) and to recognize an http.IncomingMessage body it destroys: Node's http is some 3 ms of CPU
 * at every start of person, license and the batch. main/http gives the limit itself
 * (ANSWER_HEADER_LIMIT_BYTES), so the default is read only where none is given, and the class only
 * where a stream body is destroyed: both at their use.
 */
export const undiciHttpOnUse = (): Plugin[] => [
  undiciEdit('undici-http-limit-on-use', 'dispatcher/client.js', "const http = require('node:http')", () => ''),
  undiciEdit(
    'undici-http-limit-default-on-use',
    'dispatcher/client.js',
    [
      'const getDefaultNodeMaxHeaderSize = http &&',
      '  http.maxHeaderSize &&',
      '  Number.isInteger(http.maxHeaderSize) &&',
      '  http.maxHeaderSize > 0',
      '  ? () => http.maxHeaderSize',
      "  : () => { throw new InvalidArgumentError('http module not available or http.maxHeaderSize invalid') }",
    ].join('\n'),
    () => "const getDefaultNodeMaxHeaderSize = () => require('node:http').maxHeaderSize",
  ),
  undiciEdit('undici-http-message-on-use', 'core/util.js', "const { IncomingMessage } = require('node:http')", () => ''),
  undiciEdit('undici-http-message-class-on-use', 'core/util.js', '=== IncomingMessage)', () => "=== require('node:http').IncomingMessage)"),
];

/**
 * undici calls node:assert on its invariants, and requires it in every file: Node's assert (with
 * its diff and error formatting) is some 2 ms of CPU at every start of a command that calls a site.
 * undici's files get a function that passes a true invariant as Node's does, and loads Node's
 * assert for a false one (or any of its other functions).
 */
const ASSERT_ON_USE = '\0undici-assert-on-use';
export function undiciAssertOnUse(): Plugin {
  const undici = /[\\/]node_modules[\\/]undici[\\/]/;
  return {
    name: 'site-console:undici-assert-on-use',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'node:assert' && source !== 'assert') return null;
      return options.kind === 'require-call' && undici.test(importer ?? '') ? ASSERT_ON_USE : { id: 'node:assert', external: true };
    },
    load(id) {
      if (id !== ASSERT_ON_USE) return null;
      return [
        "const load = () => process.getBuiltinModule('node:assert');",
        'module.exports = new Proxy(function assert() {}, {',
        // assert(value, message) passes a truthy value by doing nothing: Node's is loaded for a failing one.
        '  apply: (_, self, args) => (args[0] ? undefined : Reflect.apply(load(), self, args)),',
        '  get: (_, key) => load()[key],',
        '});',
      ].join('\n');
    },
  };
}
