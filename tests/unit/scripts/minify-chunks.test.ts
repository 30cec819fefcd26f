// The command line's chunks minified: what eager-functions.ts wrote for V8 survives, the chunk
// still does what it did, stays ASCII, links its source map, and the map still points at the code.
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { minifiedChunk } from '../../../scripts/minify-chunks';

const CHUNK = [
  'import { fillWords } from "./words.js";',
  '',
  'var sayRefused = (function sayRefused(host, language) {',
  '\tconst words = language === "en" ? "{host} refused the connection." : "\\u62D2\\u7EDD {host}";',
  '\treturn fillWords(words, { host });',
  '});',
  'class SiteAnswerError extends Error {',
  '\tconstructor(message) {',
  '\t\tsuper(message);',
  '\t}',
  '}',
  'var require_llhttp = __commonJSMin((exports, module) => {',
  '\tmodule.exports = "AGFzbQ==";',
  '});',
  'const title = "站点";',
  'export { sayRefused, SiteAnswerError, require_llhttp, title };',
  '//# sourceMappingURL=person-Ab12.js.map',
].join('\n');

describe('minified chunks', () => {
  const { code, map } = minifiedChunk('person-Ab12.js', CHUNK);

  it('is smaller, with the local names shortened and the exported names kept', () => {
    expect(code.length).toBeLessThan(CHUNK.length * 0.8);
    expect(code).not.toContain('\tconst words');
    expect(code).not.toContain('language');
    expect(code).not.toMatch(/const words\b/);
    expect(code).toMatch(/export\s*\{[^}]*sayRefused[^}]*\}/);
  });

  it('keeps a parenthesized function expression parenthesized (V8 compiles it with the chunk), and a wrapper left bare bare', () => {
    expect(code).toMatch(/=\(function sayRefused\(/);
    expect(code).toMatch(/__commonJSMin\(\(\w+,\w+\)=>/);
    expect(code).not.toMatch(/__commonJSMin\(\(\(/);
  });

  it('keeps the names of functions and classes', () => {
    expect(code).toContain('function sayRefused(');
    expect(code).toContain('class SiteAnswerError ');
  });

  it('keeps the names that run-time code reads, also of a renamed variable’s arrow function and class', async () => {
    const named = minifiedChunk(
      'names-Ef56.js',
      'const hostWords = () => "host";\nconst Refusal = class extends Error {};\nfunction sayHost() {}\nexport const names = [hostWords.name, Refusal.name, sayHost.name];\n',
    );
    const loaded = (await import(`data:text/javascript,${encodeURIComponent(named.code)}`)) as { names: string[] };
    expect(loaded.names).toEqual(['hostWords', 'Refusal', 'sayHost']);
  });

  it('stays ASCII, its words as escapes', () => {
    expect(/[^\x00-\x7f]/.test(code)).toBe(false);
    expect(code).toContain('\\u7AD9\\u70B9');
  });

  it('still links its source map, and the map points at the code it came from', () => {
    expect(code.endsWith('\n//# sourceMappingURL=person-Ab12.js.map')).toBe(true);
    const at = code.indexOf('class SiteAnswerError');
    const line = code.slice(0, at).split('\n').length;
    const column = at - code.lastIndexOf('\n', at) - 1;
    expect(originalPositionFor(new TraceMap(map), { line, column })).toMatchObject({ line: 7 });
  });

  it('fails the build, naming the chunk, on code it cannot read', () => {
    expect(() => minifiedChunk('broken-Cd34.js', 'var = ;')).toThrow(/minify-chunks: broken-Cd34\.js/);
  });
});
