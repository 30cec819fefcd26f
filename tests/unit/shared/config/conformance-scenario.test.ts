// Conformance with spec 2.4–2.7: every field of the features and of the scenario sections (wharf, school,
// floating), with valid and invalid documents, each error exactly (rule, pointer, line, column, in order).
import { describe, it } from 'vitest';
import { type Case, expectConformance, expectPlainFindings, doc, fl, wh, sc, ft } from './conformance-cases';

const cases: Case[] = [
  // ── 2.4 features ────────────────────────────────────────────────────────────────────────────
  { name: 'features not an object', text: ft(['a']), valid: false, errors: [['features.type', '/features', '"features": ^[']] },
  { name: 'features may be empty', text: ft({}), valid: true, errors: [], warnings: [] },
  {
    name: 'feature keys are free text, including characters a JSON pointer escapes',
    text: ft({
      '': { vendorFeatureId: 1 },
      'a/b': { vendorFeatureId: 2 },
      '~x': { vendorFeatureId: 3 },
      访客梯控: { vendorFeatureName: '梯控' },
      constructor: { vendorFeatureId: 4 },
      __proto__x: { vendorFeatureId: 5 },
    }),
    valid: true,
    errors: [],
    warnings: [],
  },
  {
    name: 'a feature entry not an object',
    text: ft({ 'door.open': 1001 }),
    valid: false,
    errors: [['features.*.type', '/features/door.open', '1001']],
  },
  {
    name: 'a feature entry null, with a slash in its key',
    text: ft({ 'door/open': null }),
    valid: false,
    errors: [['features.*.type', '/features/door~1open', 'null']],
  },
  {
    name: 'a feature entry with a misspelt property',
    text: ft({ a: { vendorFeatureID: 1 } }),
    valid: false,
    errors: [['features.*.unknown-property', '/features/a/vendorFeatureID', '"vendorFeatureID"']],
  },
  {
    name: 'a feature entry with an unknown property',
    text: ft({ a: { vendorFeatureId: 1, enabled: true } }),
    valid: false,
    errors: [['features.*.unknown-property', '/features/a/enabled', '"enabled"']],
  },
  {
    name: 'vendorFeatureId as a string',
    text: ft({ a: { vendorFeatureId: '12' } }),
    valid: false,
    errors: [['features.*.vendorFeatureId.type', '/features/a/vendorFeatureId', '"12"']],
  },
  {
    name: 'vendorFeatureId not an integer',
    text: ft({ a: { vendorFeatureId: 12.5 } }),
    valid: false,
    errors: [['features.*.vendorFeatureId.type', '/features/a/vendorFeatureId', '12.5']],
  },
  {
    name: 'vendorFeatureId may be any integer (the spec sets no range)',
    text: ft({ a: { vendorFeatureId: -1 }, b: { vendorFeatureId: 0 }, c: { vendorFeatureId: 9007199254740991 } }),
    valid: true,
    errors: [],
  },
  {
    name: 'vendorFeatureName not a string',
    text: ft({ a: { vendorFeatureName: 5 } }),
    valid: false,
    errors: [['features.*.vendorFeatureName.type', '/features/a/vendorFeatureName', '5']],
  },
  {
    name: 'errors in many feature entries are all reported, in text order',
    text: ft({ a: { vendorFeatureId: 'x' }, b: { vendorFeatureId: 1 }, c: 3, d: { vendorFeatureName: 4 } }),
    valid: false,
    errors: [
      ['features.*.vendorFeatureId.type', '/features/a/vendorFeatureId', '"x"'],
      ['features.*.type', '/features/c', '"c": ^3'],
      ['features.*.vendorFeatureName.type', '/features/d/vendorFeatureName', '4\n'],
    ],
  },

  // ── 2.5 wharf ───────────────────────────────────────────────────────────────────────────────
  { name: 'wharf not an object', text: wh('group'), valid: false, errors: [['wharf.type', '/wharf', '"group"']] },
  {
    name: 'wharf unknown property',
    text: wh({ Topology: 'group' }),
    valid: false,
    errors: [['wharf.unknown-property', '/wharf/Topology', '"Topology"']],
  },
  {
    name: 'wharf.topology not a string',
    text: wh({ topology: 1 }),
    valid: false,
    errors: [['wharf.topology.type', '/wharf/topology', '1\n']],
  },
  {
    name: 'wharf.topology with a separator slip',
    text: wh({ topology: 'local-float' }),
    valid: false,
    errors: [['wharf.topology.enum', '/wharf/topology', '"local-float"']],
  },
  {
    name: 'wharf.topology unknown',
    text: wh({ topology: 'mesh' }),
    valid: false,
    errors: [['wharf.topology.enum', '/wharf/topology', '"mesh"']],
  },
  {
    name: 'wharf.topology cloud',
    text: doc({ licensevendor: { url: 'https://lv.site-north.lan' }, wharf: { topology: 'cloud' } }),
    valid: true,
    errors: [],
    warnings: [],
  },
  {
    name: 'wharf.topology local_float',
    text: doc({ licensevendor: { url: 'root://lic' }, wharf: { topology: 'local_float' } }),
    valid: true,
    errors: [],
    warnings: [],
  },
  {
    name: 'wharf.groupServiceUrl not a string',
    text: wh({ groupServiceUrl: 8273 }),
    valid: false,
    errors: [['wharf.groupServiceUrl.type', '/wharf/groupServiceUrl', '"groupServiceUrl": ^8273']],
  },
  {
    name: 'wharf.notes not a string',
    text: wh({ notes: ['a'] }),
    valid: false,
    errors: [['wharf.notes.type', '/wharf/notes', '"notes": ^[']],
  },
  { name: 'wharf may be an empty object', text: wh({}), valid: true, errors: [] },

  // ── 2.6 school ──────────────────────────────────────────────────────────────────────────────
  { name: 'school not an object', text: sc(true), valid: false, errors: [['school.type', '/school', 'true']] },
  {
    name: 'school unknown property',
    text: sc({ edgeDeviceID: 'e1' }),
    valid: false,
    errors: [['school.unknown-property', '/school/edgeDeviceID', '"edgeDeviceID"']],
  },
  {
    name: 'school.edgeDeviceId not a string',
    text: sc({ edgeDeviceId: 42 }),
    valid: false,
    errors: [['school.edgeDeviceId.type', '/school/edgeDeviceId', '42']],
  },
  {
    name: 'school.tenantId not a string',
    text: sc({ tenantId: null }),
    valid: false,
    errors: [['school.tenantId.type', '/school/tenantId', 'null']],
  },
  { name: 'school with both fields', text: sc({ edgeDeviceId: 'edge-01', tenantId: 't' }), valid: true, errors: [], warnings: [] },

  // ── 2.7 floating ────────────────────────────────────────────────────────────────────────────
  { name: 'floating not an object', text: fl('P-1'), valid: false, errors: [['floating.type', '/floating', '"P-1"']] },
  {
    name: 'floating unknown property',
    text: fl({ projectId: 'P', projectID: 'P' }),
    valid: false,
    errors: [['floating.unknown-property', '/floating/projectID', '"projectID"']],
  },
  {
    name: 'floating.projectId not a string',
    text: fl({ projectId: 417 }),
    valid: false,
    errors: [['floating.projectId.type', '/floating/projectId', '417']],
  },
  {
    name: 'floating.projectId empty',
    text: fl({ projectId: '' }),
    valid: false,
    errors: [['floating.projectId.min-length', '/floating/projectId', '""']],
  },
  {
    name: 'floating.projectName not a string',
    text: fl({ projectId: 'P', projectName: 1 }),
    valid: false,
    errors: [['floating.projectName.type', '/floating/projectName', '1\n']],
  },
  {
    name: 'floating.contractRef not a string',
    text: fl({ projectId: 'P', contractRef: {} }),
    valid: false,
    errors: [['floating.contractRef.type', '/floating/contractRef', '{}']],
  },
];

describe('configuration conformance: features and scenario sections (spec 2.4–2.7)', () => {
  it.each(cases)('$name', (c) => expectConformance(c));

  it('every finding of every case has a plain message in both languages and a range inside the text', () => expectPlainFindings(cases));
});
