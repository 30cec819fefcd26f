// Conformance with spec 2.8 and 9: the conditional rules, text that is not JSON and duplicate keys,
// each error exactly (rule, pointer, line, column, in order).
import { describe, it } from 'vitest';
import { type Case, expectConformance, expectPlainFindings, doc, lv, sh, fl, ft } from './conformance-cases';

const cases: Case[] = [
  // ── 2.8 conditional rules ───────────────────────────────────────────────────────────────────
  {
    name: '2.8-1: provider licensevendor without a licensevendor object (marked at the provider)',
    text: doc({}, ['licensevendor']),
    valid: false,
    errors: [['licensevendor.required', '/licensevendor', '"licensevendor"']],
  },
  {
    name: '2.8-1: licensevendor without url (marked at its opening brace)',
    text: lv({ loginMode: 'AUTO' }),
    valid: false,
    errors: [['licensevendor.url.required', '/licensevendor/url', '"licensevendor": ^{']],
  },
  {
    name: '2.8-1: licensevendor an array is one error, not also a missing url',
    text: lv([]),
    valid: false,
    errors: [['licensevendor.type', '/licensevendor', '"licensevendor": ^[']],
  },
  {
    name: '2.8-1 does not apply to provider selfhosted: a licensevendor object without url is fine',
    text: doc({ provider: 'selfhosted', selfhosted: { baseUrl: 'https://a.example' }, licensevendor: { loginMode: 'AUTO' } }),
    valid: true,
    errors: [],
  },
  {
    name: '2.8-2: provider selfhosted without a selfhosted object',
    text: doc({ provider: 'selfhosted' }, ['licensevendor']),
    valid: false,
    errors: [['selfhosted.required', '/selfhosted', '"selfhosted"']],
  },
  {
    name: '2.8-2: selfhosted without baseUrl',
    text: sh({ tenantKey: 't' }),
    valid: false,
    errors: [['selfhosted.baseUrl.required', '/selfhosted/baseUrl', '"selfhosted": ^{']],
  },
  {
    name: '2.8-2 does not apply to provider licensevendor',
    text: doc({ selfhosted: {} }),
    valid: true,
    errors: [],
  },
  {
    name: '2.8-3: scenario floating without a floating object',
    text: doc({ scenario: 'floating' }),
    valid: false,
    errors: [['floating.required', '/floating', '"floating"']],
  },
  {
    name: '2.8-3: floating without projectId',
    text: fl({ projectName: 'Tower B' }),
    valid: false,
    errors: [['floating.projectId.required', '/floating/projectId', '"floating": ^{']],
  },
  {
    name: '2.8-3 does not apply to other scenarios',
    text: doc({ floating: {} }),
    valid: true,
    errors: [],
  },
  { name: '2.8-4: scenario wharf without wharf is fine', text: doc(), valid: true, errors: [], warnings: [] },
  { name: '2.8-4: scenario school without school is fine', text: doc({ scenario: 'school' }), valid: true, errors: [], warnings: [] },
  {
    name: '2.8-1 and 2.8-3 at once, in text order',
    text: doc({ scenario: 'floating' }, ['licensevendor']),
    valid: false,
    errors: [
      ['licensevendor.required', '/licensevendor', '"licensevendor"'],
      ['floating.required', '/floating', '"floating"'],
    ],
  },
  {
    name: 'a misspelt required section is one error on the key',
    text: doc({ Licensevendor: { url: 'bit://h:1' } }, ['licensevendor']),
    valid: false,
    errors: [['root.unknown-property', '/Licensevendor', '"Licensevendor"']],
  },

  // ── not JSON, duplicate keys ────────────────────────────────────────────────────────────────
  { name: 'empty text', text: '', valid: false, errors: [['json.syntax', '', '']] },
  { name: 'whitespace only', text: '\n\n  ', valid: false, errors: [['json.syntax', '', '\n\n  ']] },
  { name: 'a trailing comma', text: '{\n  "schemaVersion": 1,\n}', valid: false, errors: [['json.syntax', '', '1^,']] },
  { name: 'single quotes', text: "{\n  'schemaVersion': 1\n}", valid: false, errors: [['json.syntax', '', "'schemaVersion'"]] },
  {
    name: 'an unquoted key',
    text: '{\n  "schemaVersion": 1,\n  provider: "selfhosted"\n}',
    valid: false,
    errors: [['json.syntax', '', 'provider:']],
  },
  { name: 'a comment', text: '{\n  // site A\n  "schemaVersion": 1\n}', valid: false, errors: [['json.syntax', '', '// site A']] },
  {
    name: 'a missing comma',
    text: '{\n  "schemaVersion": 1\n  "provider": "x"\n}',
    valid: false,
    errors: [['json.syntax', '', '"provider"']],
  },
  { name: 'a missing colon', text: '{\n  "schemaVersion" 1\n}', valid: false, errors: [['json.syntax', '', '1\n']] },
  { name: 'an unclosed object', text: '{\n  "wharf": {\n    "notes": "x"\n}', valid: false, errors: [['json.syntax', '', '}^']] },
  { name: 'a second value after the document', text: '{}\n{}', valid: false, errors: [['json.syntax', '', '{}', 1]] },
  { name: 'True with a capital letter', text: '{ "a": True }', valid: false, errors: [['json.syntax', '', 'True']] },
  { name: 'an unescaped tab in a string', text: '{ "notes": "a\tb" }', valid: false, errors: [['json.syntax', '', '\t']] },
  { name: 'a bad escape (a Windows path)', text: '{ "rootPath": "C:\\licenses" }', valid: false, errors: [['json.syntax', '', '\\l']] },
  { name: 'an unterminated string', text: '{\n  "sn": "SN-1\n}', valid: false, errors: [['json.syntax', '', '"SN-1']] },
  { name: 'a number with a leading zero', text: '{ "schemaVersion": 01 }', valid: false, errors: [['json.syntax', '', '01']] },
  { name: 'an array closed with a brace', text: '{"features": [1,\n 2}', valid: false, errors: [['json.syntax', '', '}']] },
  { name: 'a byte order mark', text: '\uFEFF{}', valid: false, errors: [['json.syntax', '', '\uFEFF']] },
  { name: 'CRLF line endings count as one line break', text: '{\r\n  "a": 1,\r\n}', valid: false, errors: [['json.syntax', '', '1^,']] },
  {
    name: 'a duplicate root key (marked at the second occurrence)',
    text: '{\n  "schemaVersion": 1,\n  "provider": "licensevendor",\n  "scenario": "wharf",\n  "licensevendor": { "url": "bit://h:1" },\n  "provider": "licensevendor"\n}',
    valid: false,
    errors: [['json.duplicate-key', '/provider', '"provider"', 1]],
  },
  {
    name: 'a duplicate key inside a feature entry, beside a schema error',
    text: ft({ a: { vendorFeatureId: 1 } }).replace('"vendorFeatureId": 1', '"vendorFeatureId": 1, "vendorFeatureId": "2"'),
    valid: false,
    errors: [
      ['json.duplicate-key', '/features/a/vendorFeatureId', '"vendorFeatureId"', 1],
      ['features.*.vendorFeatureId.type', '/features/a/vendorFeatureId', '"2"'],
    ],
  },
  {
    name: 'a duplicate key inside a feature entry that also has an unknown key',
    text: '{ "schemaVersion": 1, "provider": "selfhosted", "scenario": "school", "selfhosted": { "baseUrl": "https://a.example" },\n  "features": { "a": { "x": 1, "vendorFeatureId": 1, "vendorFeatureId": 1 } } }',
    valid: false,
    errors: [
      ['features.*.unknown-property', '/features/a/x', '"x"'],
      ['json.duplicate-key', '/features/a/vendorFeatureId', '"vendorFeatureId"', 1],
    ],
  },
  {
    name: 'an unknown key in a feature entry is no duplicate',
    text: '{ "schemaVersion": 1, "provider": "selfhosted", "scenario": "school", "selfhosted": { "baseUrl": "https://a.example" },\n  "features": { "a": { "x": "1:2", "vendorFeatureId": 1 } } }',
    valid: false,
    errors: [['features.*.unknown-property', '/features/a/x', '"x"']],
  },
  {
    name: 'keys that differ in case are not duplicates (but the second is unknown)',
    text: '{ "schemaVersion": 1, "scenario": "wharf", "provider": "selfhosted", "PROVIDER": "selfhosted", "selfhosted": { "baseUrl": "https://a.example" } }',
    valid: false,
    errors: [['root.unknown-property', '/PROVIDER', '"PROVIDER"']],
  },
  {
    name: 'the same key in two different objects is no duplicate',
    text: ft({ a: { vendorFeatureId: 1 }, b: { vendorFeatureId: 1 } }),
    valid: true,
    errors: [],
  },
];

describe('configuration conformance: conditional rules, not JSON, duplicate keys (spec 2.8, 9)', () => {
  it.each(cases)('$name', (c) => expectConformance(c));

  it('every finding of every case has a plain message in both languages and a range inside the text', () => expectPlainFindings(cases));
});
