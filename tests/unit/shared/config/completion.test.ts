import { describe, expect, it } from 'vitest';
import { completeAt, hoverAt, pointerAt } from '../../../../shared/config/completion';
import { descriptionAt, enumValuesAt, propertyNamesAt } from '../../../../shared/config/schema-navigation';

/** Text with a `|` for the cursor. */
const at = (marked: string): [string, number] => [marked.replace('|', ''), marked.indexOf('|')];

describe('schema navigation', () => {
  it('names properties, values and descriptions by pointer, feature keys included', () => {
    expect(propertyNamesAt('')).toEqual([
      'schemaVersion',
      'provider',
      'scenario',
      'licensevendor',
      'selfhosted',
      'features',
      'wharf',
      'school',
      'floating',
    ]);
    expect(propertyNamesAt('/features/any~1key')).toEqual(['vendorFeatureId', 'vendorFeatureName']);
    expect(propertyNamesAt('/features')).toEqual([]);
    expect(enumValuesAt('/wharf/topology')).toEqual(['cloud', 'group', 'local_float']);
    expect(enumValuesAt('/schemaVersion')).toEqual([1]);
    expect(enumValuesAt('/licensevendor/url')).toEqual([]);
    expect(descriptionAt('/features/x/vendorFeatureId')).toMatch(/integer/);
    expect(descriptionAt('/features/x/vendorFeatureId', 'zh-CN')).toMatch(/整数/);
    expect(descriptionAt('/nope')).toBeUndefined();
  });
});

describe('completeAt', () => {
  it('offers the root properties not yet present, replacing the typed prefix', () => {
    const [text, offset] = at('{ "schemaVersion": 1, "pro| }');
    const set = completeAt(text, offset);
    expect(set?.kind).toBe('property');
    expect(set?.options.map((o) => o.label)).toEqual([
      'provider',
      'scenario',
      'licensevendor',
      'selfhosted',
      'features',
      'wharf',
      'school',
      'floating',
    ]);
    expect(text.slice(set?.from, set?.to)).toBe('"pro');
    expect(set?.options[0]).toMatchObject({ apply: '"provider": ""', detail: 'string' });
  });

  it('offers nested names with a value skeleton, and only the name when a colon follows', () => {
    const [text, offset] = at('{ "licensevendor": { "url": "x", | } }');
    expect(completeAt(text, offset)?.options.map((o) => o.label)).toEqual(['loginMode', 'rootPath', 'sn', 'applicationData']);
    const [t2, o2] = at('{ "wharf": { "topo|": "group" } }');
    const set = completeAt(t2, o2, 'zh-CN');
    expect(set?.options.find((o) => o.label === 'topology')).toMatchObject({
      apply: '"topology"',
      info: expect.stringMatching(/拓扑/) as string,
    });
    expect(t2.slice(set?.from, set?.to)).toBe('"topo"');
  });

  it('offers enum values, replacing the value under the cursor', () => {
    const [text, offset] = at('{ "wharf": { "topology": "cl|oud" } }');
    const set = completeAt(text, offset);
    expect(set).toMatchObject({ kind: 'value', from: text.indexOf('"cloud"'), to: text.indexOf('"cloud"') + 7 });
    expect(set?.options.map((o) => o.apply)).toEqual(['"cloud"', '"group"', '"local_float"']);
    const [t2, o2] = at('{ "provider": | }');
    expect(completeAt(t2, o2)?.options.map((o) => o.label)).toEqual(['licensevendor', 'selfhosted']);
  });

  it('offers nothing for free-text feature keys and free-text values', () => {
    const [text, offset] = at('{ "features": { "|" } }');
    expect(completeAt(text, offset)).toBeUndefined();
    const [t2, o2] = at('{ "licensevendor": { "url": "ht|" } }');
    expect(completeAt(t2, o2)).toBeUndefined();
  });
});

describe('hoverAt and pointerAt', () => {
  it('describe the key or value under the cursor', () => {
    const [text, offset] = at('{ "selfhosted": { "base|Url": "https://a.example" } }');
    expect(hoverAt(text, offset)).toMatchObject({ pointer: '/selfhosted/baseUrl', text: expect.stringMatching(/Root URL/) as string });
    expect(hoverAt(text, offset, 'zh-CN')?.text).toMatch(/根 URL/);
    expect(pointerAt(text, offset)).toBe('/selfhosted/baseUrl');
    expect(hoverAt('{ }', 1)).toBeUndefined();
  });
});
