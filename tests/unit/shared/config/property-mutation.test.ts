// Property-based tests of the checker: generated valid documents pass and come back as the document;
// one mutation that breaks one rule is caught once, with that rule's pointer and a range over the
// offending text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConfigText } from '../../../../shared/config/check';
import type { ConfigRuleId } from '../../../../shared/config/rules';
import { propertyNamesAt } from '../../../../shared/config';
import { type Doc, type Section, layout, render, runs, validDocument } from './config-arbitraries';
import { lineColumnOf, offsetOf } from './helpers';

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
  const key = pointer
    .slice(pointer.lastIndexOf('/') + 1)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
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
  out.push({
    doc: mutate((d) => (d['schemaVersion'] = n === 1 ? 7 : n)),
    rule: 'schemaVersion.value',
    pointer: '/schemaVersion',
    marks: valueRange('/schemaVersion'),
  });
  out.push({
    doc: mutate((d) => (d['schemaVersion'] = String(n))),
    rule: 'schemaVersion.type',
    pointer: '/schemaVersion',
    marks: valueRange('/schemaVersion'),
  });
  out.push({ doc: mutate((d) => delete d['scenario']), rule: 'scenario.required', pointer: '/scenario', marks: open('') });
  out.push({
    doc: mutate((d) => (d['scenario'] = `x${junk}`)),
    rule: 'scenario.enum',
    pointer: '/scenario',
    marks: valueRange('/scenario'),
  });
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
    out.push({
      doc: mutate((d) => (d[section] = n)),
      rule: `${section}.type` as ConfigRuleId,
      pointer: `/${section}`,
      marks: valueRange(`/${section}`),
    });
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
