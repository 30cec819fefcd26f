// Property-based tests of the checker: generated valid documents pass; one mutation that breaks one
// rule is caught once, with that rule's pointer and a range over the offending text; any text at
// all is answered without throwing and with a consistent report.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConfigText } from '../../../../shared/config/check';
import { hasDuplicateKeys, locatePointer } from '../../../../shared/config/json-text';
import type { ConfigRuleId } from '../../../../shared/config/rules';
import { PROVIDERS, SCENARIOS, WHARF_TOPOLOGIES, propertyNamesAt } from '../../../../shared/config';
import { findDuplicateKeys } from '../../../../shared/config/syntax';
import { lineColumnOf, offsetOf } from './helpers';

type Doc = Record<string, unknown>;
type Section = Record<string, unknown>;

const runs = { numRuns: 300 };

const anyText = fc.string({ maxLength: 24, unit: 'binary' });
const nonEmpty = fc.string({ minLength: 1, maxLength: 24, unit: 'binary' });
const optionalStrings = (names: string[]) => fc.record(Object.fromEntries(names.map((n) => [n, anyText])), { requiredKeys: [] });

const feature = fc.record({ vendorFeatureId: fc.integer(), vendorFeatureName: anyText }, { requiredKeys: [] });
const features = fc.dictionary(fc.string({ maxLength: 16, unit: 'binary' }), feature, { maxKeys: 6 });

const licensevendor = (required: boolean) =>
  fc
    .tuple(required ? nonEmpty.map((url) => ({ url })) : fc.record({ url: nonEmpty }, { requiredKeys: [] }), optionalStrings(['loginMode', 'rootPath', 'sn', 'applicationData']))
    .map(([a, b]): Section => ({ ...a, ...b }));
const selfhosted = (required: boolean) =>
  fc
    .tuple(required ? fc.webUrl().map((baseUrl) => ({ baseUrl })) : fc.record({ baseUrl: fc.webUrl() }, { requiredKeys: [] }), optionalStrings(['tenantKey']))
    .map(([a, b]): Section => ({ ...a, ...b }));
const wharf = fc.record({ topology: fc.constantFrom(...WHARF_TOPOLOGIES), groupServiceUrl: anyText, notes: anyText }, { requiredKeys: [] });
const school = optionalStrings(['edgeDeviceId', 'tenantId']);
const floating = (required: boolean) =>
  fc
    .tuple(required ? nonEmpty.map((projectId) => ({ projectId })) : fc.record({ projectId: nonEmpty }, { requiredKeys: [] }), optionalStrings(['projectName', 'contractRef']))
    .map(([a, b]): Section => ({ ...a, ...b }));

/** Any valid document: the sections its provider and scenario require, and any of the others. */
const validDocument: fc.Arbitrary<Doc> = fc
  .tuple(fc.constantFrom(...PROVIDERS), fc.constantFrom(...SCENARIOS))
  .chain(([provider, scenario]) =>
    fc.record(
      {
        schemaVersion: fc.constant(1),
        provider: fc.constant(provider),
        scenario: fc.constant(scenario),
        licensevendor: licensevendor(provider === 'licensevendor'),
        selfhosted: selfhosted(provider === 'selfhosted'),
        features,
        wharf,
        school,
        floating: floating(scenario === 'floating'),
      },
      {
        requiredKeys: [
          'schemaVersion',
          'provider',
          'scenario',
          ...(provider === 'licensevendor' ? (['licensevendor'] as const) : (['selfhosted'] as const)),
          ...(scenario === 'floating' ? (['floating'] as const) : []),
        ],
      },
    ),
  );

const layout = fc.record({ indent: fc.constantFrom(0, 2, 4, '\t'), crlf: fc.boolean() });
const render = (doc: unknown, { indent, crlf }: { indent: number | string; crlf: boolean }): string => {
  const text = JSON.stringify(doc, null, indent);
  return crlf ? text.replace(/\n/g, '\r\n') : text;
};

describe('generated valid documents', () => {
  it('pass, with no errors, and come back as the document', () => {
    fc.assert(
      fc.property(validDocument, layout, (doc, style) => {
        const report = checkConfigText(render(doc, style));
        expect(report.errors).toEqual([]);
        expect(report.valid).toBe(true);
        expect(report.document).toEqual(doc);
      }),
      runs,
    );
  });
});

/** A mutation that breaks exactly one rule, and what the checker must say about it. */
interface Mutated {
  doc: Doc;
  rule: ConfigRuleId;
  pointer: string;
  /** The text the finding must mark, found in the rendered text (`^`: see offsetOf). */
  marks: (text: string) => { from: number; to: number };
}

const valueRange = (pointer: string) => (text: string) => {
  const at = locatePointerIndependently(text, pointer);
  return at;
};

/**
 * Finds a value by re-rendering: the value's own JSON text must appear right after its key. This
 * does not use the locator under test.
 */
function locatePointerIndependently(text: string, pointer: string): { from: number; to: number } {
  const key = pointer.slice(pointer.lastIndexOf('/') + 1).replace(/~1/g, '/').replace(/~0/g, '~');
  const keyText = JSON.stringify(key);
  const keyAt = text.lastIndexOf(`${keyText}:`);
  let from = keyAt + keyText.length + 1;
  while (/\s/.test(text[from] ?? '')) from++;
  // The value ends where its text parses and a delimiter follows ("1" parses too, inside "10,").
  for (let to = from + 1; to <= text.length; to++) {
    if (!/^\s*([,}\]]|$)/.test(text.slice(to))) continue;
    try {
      JSON.parse(text.slice(from, to));
      return { from, to };
    } catch {
      // keep extending
    }
  }
  return { from, to: text.length };
}

const clone = (doc: Doc): Doc => JSON.parse(JSON.stringify(doc)) as Doc;
const sectionOf = (doc: Doc, name: string): Section | undefined => {
  const s = doc[name];
  return s !== null && typeof s === 'object' && !Array.isArray(s) ? (s as Section) : undefined;
};
const presentSections = (doc: Doc) => ['licensevendor', 'selfhosted', 'wharf', 'school', 'floating'].filter((s) => sectionOf(doc, s));

/** Every single-rule mutation that applies to a document. */
function mutations(doc: Doc, junk: string, n: number): Mutated[] {
  const out: Mutated[] = [];
  const provider = doc['provider'] as string;
  const scenario = doc['scenario'] as string;
  const mutate = (change: (d: Doc) => void): Doc => {
    const d = clone(doc);
    change(d);
    return d;
  };
  const open = (pointer: string) => (text: string) => {
    if (pointer === '') return { from: text.indexOf('{'), to: text.indexOf('{') + 1 };
    const { from } = locatePointerIndependently(text, pointer);
    return { from, to: from + 1 };
  };

  out.push({ doc: mutate((d) => delete d['schemaVersion']), rule: 'schemaVersion.required', pointer: '/schemaVersion', marks: open('') });
  out.push({ doc: mutate((d) => (d['schemaVersion'] = n === 1 ? 7 : n)), rule: 'schemaVersion.value', pointer: '/schemaVersion', marks: valueRange('/schemaVersion') });
  out.push({ doc: mutate((d) => (d['schemaVersion'] = String(n))), rule: 'schemaVersion.type', pointer: '/schemaVersion', marks: valueRange('/schemaVersion') });
  out.push({ doc: mutate((d) => delete d['scenario']), rule: 'scenario.required', pointer: '/scenario', marks: open('') });
  out.push({ doc: mutate((d) => (d['scenario'] = `x${junk}`)), rule: 'scenario.enum', pointer: '/scenario', marks: valueRange('/scenario') });
  out.push({ doc: mutate((d) => (d['provider'] = n)), rule: 'provider.type', pointer: '/provider', marks: valueRange('/provider') });
  out.push({
    doc: mutate((d) => delete d[provider]),
    rule: `${provider}.required` as ConfigRuleId,
    pointer: `/${provider}`,
    marks: valueRange('/provider'),
  });
  const field = provider === 'licensevendor' ? 'url' : 'baseUrl';
  out.push({
    doc: mutate((d) => delete sectionOf(d, provider)?.[field]),
    rule: `${provider}.${field}.required` as ConfigRuleId,
    pointer: `/${provider}/${field}`,
    marks: open(`/${provider}`),
  });
  out.push({
    doc: mutate((d) => ((sectionOf(d, provider) ?? {})[field] = '')),
    rule: `${provider}.${field}.min-length` as ConfigRuleId,
    pointer: `/${provider}/${field}`,
    marks: valueRange(`/${provider}/${field}`),
  });
  if (provider === 'selfhosted')
    out.push({
      doc: mutate((d) => ((sectionOf(d, 'selfhosted') ?? {})['baseUrl'] = `no scheme ${junk}`)),
      rule: 'selfhosted.baseUrl.format',
      pointer: '/selfhosted/baseUrl',
      marks: valueRange('/selfhosted/baseUrl'),
    });
  if (scenario === 'floating') {
    out.push({ doc: mutate((d) => delete d['floating']), rule: 'floating.required', pointer: '/floating', marks: valueRange('/scenario') });
    out.push({
      doc: mutate((d) => delete sectionOf(d, 'floating')?.['projectId']),
      rule: 'floating.projectId.required',
      pointer: '/floating/projectId',
      marks: open('/floating'),
    });
  }
  // A section of the wrong type, and an unknown property in the root or any section present.
  for (const section of presentSections(doc)) {
    out.push({ doc: mutate((d) => (d[section] = n)), rule: `${section}.type` as ConfigRuleId, pointer: `/${section}`, marks: valueRange(`/${section}`) });
    const allowed = propertyNamesAt(`/${section}`);
    const key = `zz${junk}`;
    if (!allowed.includes(key))
      out.push({
        doc: mutate((d) => ((sectionOf(d, section) ?? {})[key] = 1)),
        rule: `${section}.unknown-property` as ConfigRuleId,
        pointer: `/${section}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        marks: (text) => {
          const from = text.lastIndexOf(JSON.stringify(key));
          return { from, to: from + JSON.stringify(key).length };
        },
      });
    // Every string field present, set to a number.
    for (const [name, value] of Object.entries(sectionOf(doc, section) ?? {}))
      if (typeof value === 'string')
        out.push({
          doc: mutate((d) => ((sectionOf(d, section) ?? {})[name] = n)),
          rule: `${section}.${name}.type` as ConfigRuleId,
          pointer: `/${section}/${name}`,
          marks: valueRange(`/${section}/${name}`),
        });
  }
  // A case slip in a present property name: the one error is on the key (a missing required field
  // it causes is the same slip, said once).
  for (const name of Object.keys(doc)) {
    const slipped = name[0]?.toUpperCase() + name.slice(1);
    out.push({
      doc: Object.fromEntries(Object.entries(doc).map(([k, v]) => [k === name ? slipped : k, v])),
      rule: 'root.unknown-property',
      pointer: `/${slipped}`,
      marks: (text) => {
        const from = text.indexOf(JSON.stringify(slipped));
        return { from, to: from + slipped.length + 2 };
      },
    });
  }
  const wharfSection = sectionOf(doc, 'wharf');
  if (wharfSection && 'topology' in wharfSection && scenario === 'wharf')
    out.push({
      doc: mutate((d) => ((sectionOf(d, 'wharf') ?? {})['topology'] = `t-${junk}`)),
      rule: 'wharf.topology.enum',
      pointer: '/wharf/topology',
      marks: valueRange('/wharf/topology'),
    });
  // Feature entries: not an object, and a vendorFeatureId that is not an integer.
  const featureKeys = Object.keys(sectionOf(doc, 'features') ?? {});
  const first = featureKeys[featureKeys.length - 1];
  if (first !== undefined) {
    const pointer = `/features/${first.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    out.push({
      doc: mutate((d) => ((sectionOf(d, 'features') ?? {})[first] = n)),
      rule: 'features.*.type',
      pointer,
      marks: (text) => {
        const from = text.lastIndexOf(`${JSON.stringify(first)}:`) + JSON.stringify(first).length + 1;
        const start = from + (/^\s*/.exec(text.slice(from))?.[0].length ?? 0);
        return { from: start, to: start + String(n).length };
      },
    });
    out.push({
      doc: mutate((d) => ((sectionOf(sectionOf(d, 'features') ?? {}, first) ?? {})['vendorFeatureId'] = n + 0.5)),
      rule: 'features.*.vendorFeatureId.type',
      pointer: `${pointer}/vendorFeatureId`,
      marks: (text) => {
        const at = text.lastIndexOf(String(n + 0.5));
        return { from: at, to: at + String(n + 0.5).length };
      },
    });
  }
  return out;
}

describe('one mutation that breaks one rule', () => {
  it('is caught once, with the rule, its pointer, and a range over the offending text', () => {
    fc.assert(
      fc.property(
        validDocument,
        layout,
        fc.string({ maxLength: 6, unit: 'binary' }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.nat(),
        (doc, style, junk, n, pick) => {
          const all = mutations(doc, junk, n);
          const m = all[pick % all.length];
          if (!m) return;
          const text = render(m.doc, style);
          const report = checkConfigText(text);
          expect(report.valid).toBe(false);
          expect(report.errors.map((e) => [e.rule, e.pointer])).toEqual([[m.rule, m.pointer]]);
          const [error] = report.errors;
          if (!error) return;
          expect(error.range).toEqual(m.marks(text));
          expect({ line: error.line, column: error.column }).toEqual(lineColumnOf(text, error.range.from));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a repeated key is caught at its second occurrence', () => {
    fc.assert(
      fc.property(validDocument, layout, fc.nat(), (doc, style, pick) => {
        const keys = Object.keys(doc);
        const key = keys[pick % keys.length] ?? 'schemaVersion';
        const text = render(doc, style);
        const open = text.indexOf('{') + 1;
        const repeated = `${text.slice(0, open)}${JSON.stringify(key)}: ${JSON.stringify(doc[key])},${text.slice(open)}`;
        const report = checkConfigText(repeated);
        expect(report.errors.map((e) => [e.rule, e.pointer])).toEqual([['json.duplicate-key', `/${key}`]]);
        expect(report.errors[0]?.range.from).toBe(offsetOf(repeated, `${JSON.stringify(key)}:`, 1));
      }),
      runs,
    );
  });
});

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
    fc.assert(fc.property(fc.json(), (text) => consistent(text)), runs);
  });

  it('arbitrary JSON objects with schema-like keys never throw', () => {
    const key = fc.oneof(fc.constantFrom('schemaVersion', 'provider', 'scenario', 'licensevendor', 'selfhosted', 'features', 'wharf', 'school', 'floating', 'url', 'baseUrl', 'projectId', 'topology'), fc.string({ maxLength: 8 }));
    const value = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), fc.constantFrom(...PROVIDERS, ...SCENARIOS, ...WHARF_TOPOLOGIES, 1), fc.dictionary(key, tie('value'), { maxKeys: 5 })),
    })).value;
    fc.assert(fc.property(fc.dictionary(key, value, { maxKeys: 9 }), layout, (doc, style) => consistent(render(doc, style))), runs);
  });

  it('arbitrary strings never throw', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => consistent(text)), runs);
  });

  it('a valid document with one character deleted, inserted or replaced never throws', () => {
    fc.assert(
      fc.property(validDocument, layout, fc.nat(), fc.constantFrom('', '{', '}', '[', ']', '"', ',', ':', '\\', ' ', 'x', '0', '\u0000', '\u00a0'), (doc, style, at, insert) => {
        const text = render(doc, style);
        const i = at % (text.length + 1);
        consistent(text.slice(0, i) + insert + text.slice(i + (at % 2)));
      }),
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
      obj: fc.record({ members: fc.array(fc.tuple(keyArb, fc.boolean(), fc.oneof({ depthSize: 'small' }, fc.integer(), tie('obj'))), { maxLength: 4 }) }),
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
