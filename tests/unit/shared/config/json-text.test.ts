import { describe, expect, it } from 'vitest';
import { formatPointer, LineIndex, locatePointer, locatePointers, memberKeys, parsePointer } from '../../../../shared/config/json-text';

describe('JSON pointers', () => {
  it('round-trip tokens with ~ and /', () => {
    const tokens = ['features', 'a/b~c', '', '访客'];
    expect(formatPointer(tokens)).toBe('/features/a~1b~0c//访客');
    expect(parsePointer(formatPointer(tokens))).toEqual(tokens);
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('no-slash')).toBeUndefined();
  });
});

describe('LineIndex', () => {
  it('counts \\n, \\r\\n and \\r as one line break each', () => {
    const text = 'a\nb\r\nc\rd';
    const lines = new LineIndex(text);
    expect(lines.at(0)).toEqual({ line: 1, column: 1 });
    expect(lines.at(text.indexOf('b'))).toEqual({ line: 2, column: 1 });
    expect(lines.at(text.indexOf('c'))).toEqual({ line: 3, column: 1 });
    expect(lines.at(text.indexOf('d'))).toEqual({ line: 4, column: 1 });
    expect(lines.offsetOf({ line: 4, column: 1 })).toBe(text.indexOf('d'));
  });

  it('counts columns in UTF-16 code units, as editors do', () => {
    const text = '{"名称": "😀x"}';
    expect(new LineIndex(text).at(text.indexOf('x')).column).toBe(text.indexOf('x') + 1);
  });
});

describe('locatePointer', () => {
  const text = '{\n  "a": { "b~c": [10, {"d/e": "x"}], "s": "q\\"}" },\n  "\\u0066": 1,\n  "a": { "z": true }\n}';

  it('finds keys and values, decoding escaped keys', () => {
    expect(locatePointer(text, '/f')).toEqual({
      key: { from: text.indexOf('"\\u0066"'), to: text.indexOf('"\\u0066"') + 8 },
      keyStart: { line: 3, column: 3 },
      value: { from: text.indexOf(': 1') + 2, to: text.indexOf(': 1') + 3 },
      valueStart: { line: 3, column: 13 },
    });
  });

  it('of repeated keys takes the last one, as JSON.parse does', () => {
    const at = locatePointer(text, '/a');
    expect(text.slice(at?.value.from, at?.value.to)).toBe('{ "z": true }');
    expect(locatePointer(text, '/a/b~0c')).toBeUndefined();
  });

  it('finds many pointers in one pass, through arrays and strings with escaped quotes', () => {
    const dupFree = '{"a": { "b~c": [10, {"d/e": "x"}], "s": "q\\"}" }, "t": 2}';
    const found = locatePointers(dupFree, ['/a/b~0c/1/d~1e', '/a/s', '/t', '/missing', '']);
    expect(dupFree.slice(found.get('/a/b~0c/1/d~1e')?.value.from, found.get('/a/b~0c/1/d~1e')?.value.to)).toBe('"x"');
    expect(dupFree.slice(found.get('/a/s')?.value.from, found.get('/a/s')?.value.to)).toBe('"q\\"}"');
    expect(found.get('/t')?.value).toEqual({ from: dupFree.length - 2, to: dupFree.length - 1 });
    expect(found.has('/missing')).toBe(false);
    expect(found.get('')?.value).toEqual({ from: 0, to: dupFree.length });
  });

  it('gives lines and columns across \\n, \\r\\n and \\r', () => {
    const mixed = '{\r\n"a": {\r"b": [\n1, {"c":\r\n  true}]}}';
    expect(locatePointer(mixed, '/a/b/1/c')?.valueStart).toEqual({ line: 5, column: 3 });
    expect(locatePointer(mixed, '/a')?.keyStart).toEqual({ line: 2, column: 1 });
  });

  it('does not throw or hang on broken text', () => {
    for (const broken of ['{"a": ', '{"a": {"b": [1, 2', '{"a" 1}', '"', '{"a": "unterminated}', '}}}', '{,,,}', '{"a":1,}'])
      expect(() => locatePointer(broken, '/a/b')).not.toThrow();
  });
});

describe('memberKeys', () => {
  it('lists the keys of an object as far as the text can be read', () => {
    expect(memberKeys('{ "a": 1, "b": {"x": 2}, "c": [1] }', 0)).toEqual(['a', 'b', 'c']);
    expect(memberKeys('{ "a": 1, "b": ', 0)).toEqual(['a', 'b']);
    expect(memberKeys('[1]', 0)).toEqual([]);
  });
});
