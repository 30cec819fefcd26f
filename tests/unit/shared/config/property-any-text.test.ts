// Property-based tests of the checker: any text at all is answered without throwing and with a
// consistent report, and every position it gives (pointers, duplicate keys) agrees with an oracle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConfigText } from '../../../../shared/config/check';
import { hasDuplicateKeys, locatePointer } from '../../../../shared/config/json-text';
import { PROVIDERS, SCENARIOS, WHARF_TOPOLOGIES } from '../../../../shared/config';
import { findDuplicateKeys } from '../../../../shared/config/syntax';
import { layout, render, runs, validDocument } from './config-arbitraries';
import { lineColumnOf } from './helpers';

describe('any text', () => {
  const consistent = (text: string): void => {
    const report = checkConfigText(text);
    let isJson = true;
    try {
      JSON.parse(text);
    } catch {
      isJson = false;
    }
    expect(report.parsed).toBe(isJson);
    expect(report.valid).toBe(report.errors.length === 0);
    if (!isJson) expect(report.errors.map((e) => e.rule)).toEqual(['json.syntax']);
    for (const f of [...report.errors, ...report.warnings]) {
      expect(f.range.from).toBeGreaterThanOrEqual(0);
      expect(f.range.to).toBeGreaterThanOrEqual(f.range.from);
      expect(f.range.to).toBeLessThanOrEqual(text.length);
      expect({ line: f.line, column: f.column }).toEqual(lineColumnOf(text, f.range.from));
      expect(f.message.en).not.toBe('');
      expect(f.message['zh-CN']).not.toBe('');
    }
  };

  it('arbitrary JSON never throws and gets a consistent report', () => {
    fc.assert(
      fc.property(fc.json(), (text) => consistent(text)),
      runs,
    );
  });

  it('arbitrary JSON objects with schema-like keys never throw', () => {
    const key = fc.oneof(
      fc.constantFrom(
        'schemaVersion',
        'provider',
        'scenario',
        'licensevendor',
        'selfhosted',
        'features',
        'wharf',
        'school',
        'floating',
        'url',
        'baseUrl',
        'projectId',
        'topology',
      ),
      fc.string({ maxLength: 8 }),
    );
    const value = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 1 }),
        fc.constantFrom(...PROVIDERS, ...SCENARIOS, ...WHARF_TOPOLOGIES, 1),
        fc.dictionary(key, tie('value'), { maxKeys: 5 }),
      ),
    })).value;
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 9 }), layout, (doc, style) => consistent(render(doc, style))),
      runs,
    );
  });

  it('arbitrary strings never throw', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => consistent(text)),
      runs,
    );
  });

  it('a valid document with one character deleted, inserted or replaced never throws', () => {
    fc.assert(
      fc.property(
        validDocument,
        layout,
        fc.nat(),
        fc.constantFrom('', '{', '}', '[', ']', '"', ',', ':', '\\', ' ', 'x', '0', '\u0000', '\u00a0'),
        (doc, style, at, insert) => {
          const text = render(doc, style);
          const i = at % (text.length + 1);
          consistent(text.slice(0, i) + insert + text.slice(i + (at % 2)));
        },
      ),
      runs,
    );
  });

  it('deep nesting never throws', () => {
    for (const depth of [1_000, 20_000]) {
      consistent(`${'['.repeat(depth)}${']'.repeat(depth)}`);
      consistent(`{"features":{"a":${'{"x":'.repeat(depth)}1${'}'.repeat(depth)}}}`);
      consistent(`{"a":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)},"a":1}`);
      consistent('['.repeat(depth));
    }
  });
});

describe('positions', () => {
  /** Every pointer of a JSON value, with the value there. */
  function* members(value: unknown, pointer = ''): Generator<[string, unknown]> {
    yield [pointer, value];
    if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) yield* members(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }

  it('locatePointer finds every value of any JSON text', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), layout, (value, style) => {
        const text = render(value, style);
        const parsed: unknown = JSON.parse(text);
        for (const [pointer, expected] of members(parsed)) {
          const at = locatePointer(text, pointer);
          expect(at, pointer).toBeDefined();
          if (!at) continue;
          expect(JSON.stringify(JSON.parse(text.slice(at.value.from, at.value.to)))).toBe(JSON.stringify(expected));
          expect(at.valueStart).toEqual(lineColumnOf(text, at.value.from));
          if (at.key) expect(at.keyStart).toEqual(lineColumnOf(text, at.key.from));
        }
      }),
      runs,
    );
  });

  it('the duplicate-key count agrees with an independent oracle, escaped colons included', () => {
    interface Obj {
      members: [string, boolean, Obj | number][];
    }
    const keyArb = fc.constantFrom('a', 'b', ':', 'a:b', 'x"y', '\u00e9');
    const obj: fc.Arbitrary<Obj> = fc.letrec((tie) => ({
      obj: fc.record({
        members: fc.array(fc.tuple(keyArb, fc.boolean(), fc.oneof({ depthSize: 'small' }, fc.integer(), tie('obj'))), { maxLength: 4 }),
      }),
    })).obj as fc.Arbitrary<Obj>;
    const escapeAll = (key: string) => `"${[...key].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
    const write = (o: Obj): string =>
      `{${o.members.map(([k, escaped, v]) => `${escaped ? escapeAll(k) : JSON.stringify(k)}:${typeof v === 'number' ? String(v) : write(v)}`).join(',')}}`;
    const repeats = (o: Obj): boolean =>
      new Set(o.members.map(([k]) => k)).size !== o.members.length || o.members.some(([, , v]) => typeof v !== 'number' && repeats(v));
    fc.assert(
      fc.property(obj, (o) => {
        const text = write(o);
        expect(hasDuplicateKeys(text, JSON.parse(text))).toBe(repeats(o));
        expect(findDuplicateKeys(text).length > 0).toBe(repeats(o));
      }),
      { numRuns: 500 },
    );
  });
});
