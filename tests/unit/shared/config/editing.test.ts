import { describe, expect, it } from 'vitest';
import { checkConfigText } from '../../../../shared/config/check';
import {
  applyTextEdits,
  detectStyle,
  formatConfigText,
  formatEdits,
  setValueEdits,
  setValueInText,
} from '../../../../shared/config/editing';
import { baseDocument, pretty } from './helpers';

/** A JSON text without the whitespace between its tokens (strings kept whole). */
const tokens = (text: string): string => text.replace(/"(?:[^"\\]|\\.)*"|\s+/g, (m) => (m.startsWith('"') ? m : ''));

describe('formatConfigText', () => {
  it('pretty-prints a one-line document with the two-space default and a final newline', () => {
    const text = JSON.stringify(baseDocument());
    expect(formatConfigText(text)).toBe(pretty(baseDocument()));
  });

  it('changes whitespace only: spellings of numbers, escapes, key order and duplicate keys survive', () => {
    const text = '{"schemaVersion":1.0,"provider":"self\\u0068osted","scenario":"school","z":1e2,"a":-0,"z":2}';
    const formatted = formatConfigText(text);
    expect(tokens(formatted)).toEqual(tokens(text));
    expect(formatted).toContain('"schemaVersion": 1.0');
    expect(formatted).toContain('self\\u0068osted');
  });

  it('keeps the indentation and line endings the document already uses', () => {
    const tabs = '{\r\n\t"schemaVersion": 1,\r\n\t"features": {"a": {"vendorFeatureId": 1}}\r\n}';
    const formatted = formatConfigText(tabs);
    expect(formatted).toBe(
      '{\r\n\t"schemaVersion": 1,\r\n\t"features": {\r\n\t\t"a": {\r\n\t\t\t"vendorFeatureId": 1\r\n\t\t}\r\n\t}\r\n}\r\n',
    );
    expect(detectStyle('{\n    "a": 1\n}')).toEqual({ insertSpaces: true, tabSize: 4, eol: '\n' });
  });

  it('does not lose text of a document that is not JSON', () => {
    const broken = '{"schemaVersion": 1, "provider": "licensevendor" "scenario": [1,, }';
    expect(tokens(formatConfigText(broken))).toEqual(tokens(broken));
  });

  it('returns edits that apply to give the formatted text', () => {
    const text = '{"a":{"b":1}}';
    expect(applyTextEdits(text, formatEdits(text))).toBe(formatConfigText(text));
  });
});

describe('setValueEdits', () => {
  const text = `{\n  "schemaVersion": 1,\n  "provider": "licensevendor",\n  "scenario": "wharf",\n  "licensevendor": { "url": "bit://192.0.2.10:8273" },\n  "features": {\n    "b": { "vendorFeatureId": 2 }\n  }\n}\n`;

  it('changes one value and nothing else', () => {
    const edited = setValueInText(text, '/licensevendor/url', 'root://lic');
    expect(edited).toBe(text.replace('bit://192.0.2.10:8273', 'root://lic'));
  });

  it('inserts a new property where the schema lists it, in the document layout', () => {
    const edited = setValueInText(text, '/wharf', { topology: 'group' }) ?? '';
    const keys = Object.keys(JSON.parse(edited) as object);
    expect(keys).toEqual(['schemaVersion', 'provider', 'scenario', 'licensevendor', 'features', 'wharf']);
    const sn = setValueInText(text, '/selfhosted', { baseUrl: 'https://a.example' }) ?? '';
    expect(Object.keys(JSON.parse(sn) as object)).toEqual([
      'schemaVersion',
      'provider',
      'scenario',
      'licensevendor',
      'selfhosted',
      'features',
    ]);
    expect(edited).toContain('\n  "wharf": {\n    "topology": "group"\n  }\n');
  });

  it('creates missing parents, handles feature keys with slashes, and removes', () => {
    const added = setValueInText(text, '/features/door~1open', { vendorFeatureName: 'Door' }) ?? '';
    expect((JSON.parse(added) as { features: Record<string, unknown> }).features['door/open']).toEqual({ vendorFeatureName: 'Door' });
    const removed = setValueInText(added, '/features/b', undefined) ?? '';
    expect(Object.keys((JSON.parse(removed) as { features: object }).features)).toEqual(['door/open']);
    expect(checkConfigText(removed).valid).toBe(true);
  });

  it('refuses to edit text that is not JSON (the form waits for the text to be fixed)', () => {
    expect(setValueEdits('{"a": ', '/a', 1)).toBeUndefined();
    expect(setValueEdits(text, '', 1)).toBeUndefined();
  });

  it('keeps what the engineer typed when the parent is not an object: the parent becomes one', () => {
    for (const parent of ['"x"', 'null', '[1]', '7']) {
      const next = setValueInText(`{"schemaVersion": 1, "licensevendor": ${parent}}`, '/licensevendor/url', 'bit://192.0.2.1:8273');
      expect(JSON.parse(next ?? 'null'), parent).toEqual({ schemaVersion: 1, licensevendor: { url: 'bit://192.0.2.1:8273' } });
    }
    const deep = setValueInText('{"features": {"door": 1}}', '/features/door/vendorFeatureId', 12);
    expect(JSON.parse(deep ?? 'null')).toEqual({ features: { door: { vendorFeatureId: 12 } } });
    expect(setValueInText('[1, 2]', '/licensevendor/url', 'x')).toBeUndefined();
  });
});
