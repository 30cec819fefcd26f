// The command line's chunks with their top-level functions compiled with the chunk: the rewrite
// keeps what the chunk does (names bound before any statement runs, as declarations are) and its
// source map still points at the sources.
import { describe, expect, it } from 'vitest';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { parseAst } from 'vite';
import { eagerChunk, eagerSpans, LAZY_MODULES } from '../../../scripts/eager-functions';

const rewrite = (code: string): string | null => {
  const body = parseAst(code).body;
  return eagerChunk(code, body)?.toString() ?? null;
};

/** Runs a chunk without imports and returns what it exported as `result`. */
const run = (code: string): unknown => new Function(`${code.replace(/export \{ result \};/, '')}\nreturn result;`)();

describe('eagerChunk', () => {
  const chunk = [
    'import { a } from "./a.js";',
    'var result = [twice(2), typeof later, kind()];',
    'function twice(n) { return n * 2; }',
    'async function later() { return 1; }',
    'function kind() { return typeof twice; }',
    'class Box { open() { function inner() {} return inner; } }',
    'export { result };',
  ].join('\n');

  it('makes each top-level function a parenthesized expression, bound before the first statement', () => {
    const out = rewrite(chunk)!;
    expect(out).toMatch(/^import \{ a \} from "\.\/a\.js";\nvar twice = \(function twice\(n\)/);
    expect(out).toContain('var later = (async function later()');
    expect(out.indexOf('var kind = (function kind()')).toBeLessThan(out.indexOf('var result ='));
    // Nested functions and methods are left alone.
    expect(out).toContain('class Box { open() { function inner() {} return inner; } }');
  });

  it('does what the chunk did', () => {
    const body = (code: string) => code.replace(/^import .*\n/, '');
    expect(run(body(rewrite(chunk)!))).toEqual(run(body(chunk)));
    expect(run(body(rewrite(chunk)!))).toEqual([4, 'function', 'function']);
  });

  it('leaves a chunk without function declarations as it is', () => {
    expect(rewrite('export const x = () => 1;')).toBeNull();
  });

  it('maps a moved function back to where it was', () => {
    const code = 'const x = 1;\nfunction moved() {\n  return x;\n}\n';
    const body = parseAst(code).body;
    const out = eagerChunk(code, body)!;
    const text = out.toString();
    const map = new TraceMap(out.generateMap({ hires: true, source: 'chunk.js' }).toString());
    const lines = text.slice(0, text.indexOf('return x')).split('\n');
    expect(originalPositionFor(map, { line: lines.length, column: lines.at(-1)!.length })).toMatchObject({
      source: 'chunk.js',
      line: 3,
      column: 2,
    });
  });

  describe('a module whose functions all run (EAGER_MODULES)', () => {
    const parser = [
      '// node_modules/csv-parse/lib/api/index.js',
      'var transform = function(o) {',
      '  return { parse: function(x) { return x * o; }, count() { return 1; }, get size() { return 2; }, all: (y) => y };',
      '};',
      'class Reader { read() { return function inner() { return 3; }; } }',
      '// main/other.ts',
      'var other = function() { return 4; };',
      'var result = [transform(2).parse(3), transform(1).count(), transform(1).size, new Reader().read()(), other()];',
      'export { result };',
    ].join('\n');

    it('parenthesizes its function expressions, not methods, accessors or other modules', () => {
      const out = rewrite(parser)!;
      expect(out).toContain('var transform = (function(o) {');
      expect(out).toContain('parse: (function(x) { return x * o; })');
      expect(out).toContain('count() { return 1; }, get size() { return 2; }');
      expect(out).toContain('read() { return (function inner() { return 3; }); }');
      expect(out).toContain('var other = function() { return 4; };');
      expect(run(out)).toEqual(run(parser));
      expect(run(out)).toEqual([6, 1, 2, 3, 4]);
    });

    it("finds its span between the bundler's module markers", () => {
      const [span, ...rest] = eagerSpans(parser);
      expect(rest).toEqual([]);
      expect(parser.slice(...span!)).toMatch(/^\/\/ node_modules\/csv-parse\/lib\/api\/index\.js\n[\s\S]*\} \}\n$/);
    });
  });
  describe('a module that runs rarely (LAZY_MODULES)', () => {
    const wasm = (parens: boolean) =>
      [
        'var __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);',
        '// node_modules/undici/lib/llhttp/llhttp-wasm.js',
        `var require_llhttp_wasm = __commonJSMin(${parens ? '(' : ''}(exports, module) => {`,
        '  module.exports = "AGFzbQ==";',
        `}${parens ? ')' : ''});`,
        '// node_modules/undici/lib/dispatcher/client-h1.js',
        'var require_client_h1 = __commonJSMin(((exports, module) => {',
        '  module.exports = () => require_llhttp_wasm();',
        '}));',
        'var result = require_client_h1()();',
        'export { result };',
      ].join('\n');

    it("keeps its wrapper out of the chunk's compile (no parentheses), and only its own", () => {
      const out = rewrite(wasm(true))!;
      expect(out).toContain('var require_llhttp_wasm = __commonJSMin((exports, module) => {\n  module.exports = "AGFzbQ==";\n});');
      expect(out).toContain('var require_client_h1 = __commonJSMin(((exports, module) => {');
      expect(run(out)).toBe('AGFzbQ==');
    });

    it('fails the build when the bundler no longer parenthesizes the wrapper', () => {
      expect(() => rewrite(wasm(false))).toThrow(
        /no parenthesized CommonJS wrapper in \/\/ node_modules\/undici\/lib\/llhttp\/llhttp-wasm\.js/,
      );
    });

    it("names both of llhttp's binaries", () => {
      const names = ['node_modules/undici/lib/llhttp/llhttp-wasm.js', 'node_modules/undici/lib/llhttp/llhttp_simd-wasm.js'];
      expect(names.map((name) => LAZY_MODULES.some((module) => module.test(name)))).toEqual([true, true]);
    });

    it("names undici's fetch body modules, which main/http never runs, and none of the dispatcher's", () => {
      const lazy = (name: string): boolean => LAZY_MODULES.some((module) => module.test(`node_modules/undici/lib/${name}`));
      const fetchBody = [
        'web/fetch/body.js',
        'web/fetch/util.js',
        'web/fetch/formdata-parser.js',
        'web/webidl/index.js',
        'web/infra/index.js',
      ];
      expect(fetchBody.filter((name) => !lazy(name))).toEqual([]);
      const everyCall = [
        'dispatcher/client-h1.js',
        'dispatcher/pool.js',
        'core/util.js',
        'core/request.js',
        'api/readable.js',
        'dispatcher/client-h2.js',
      ];
      expect(everyCall.filter(lazy)).toEqual([]);
    });
  });
});
