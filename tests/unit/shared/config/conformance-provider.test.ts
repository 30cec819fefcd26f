// Conformance with spec 2.1–2.3: every field of the root and of the provider sections (licensevendor,
// selfhosted), with valid and invalid documents, each error exactly (rule, pointer, line, column, in order).
import { describe, it } from 'vitest';
import { type Case, expectConformance, expectPlainFindings, doc, lv, sh } from './conformance-cases';
import { pretty } from './helpers';

const cases: Case[] = [
  // ── 2.1 root ────────────────────────────────────────────────────────────────────────────────
  { name: 'minimal licensevendor/wharf document', text: doc(), valid: true, errors: [], warnings: [] },
  {
    name: 'minimal licensevendor/school document',
    text: doc({ scenario: 'school' }),
    valid: true,
    errors: [],
    warnings: [],
  },
  {
    name: 'minimal licensevendor/floating document',
    text: doc({ scenario: 'floating', floating: { projectId: 'P-1' } }),
    valid: true,
    errors: [],
    warnings: [],
  },
  {
    name: 'minimal selfhosted/wharf document',
    text: sh({ baseUrl: 'https://auth.site-north.lan' }),
    valid: true,
    errors: [],
    warnings: [],
  },
  {
    name: 'minimal selfhosted/school document',
    text: doc({ provider: 'selfhosted', scenario: 'school', selfhosted: { baseUrl: 'https://auth.site-north.lan' } }, ['licensevendor']),
    valid: true,
    errors: [],
  },
  {
    name: 'minimal selfhosted/floating document',
    text: doc(
      { provider: 'selfhosted', scenario: 'floating', selfhosted: { baseUrl: 'http://10.0.0.5:8080/auth' }, floating: { projectId: 'P' } },
      ['licensevendor'],
    ),
    valid: true,
    errors: [],
  },
  {
    name: 'every field of every section filled in',
    text: pretty({
      schemaVersion: 1,
      provider: 'licensevendor',
      scenario: 'wharf',
      licensevendor: { url: 'bit://10.20.0.10:8273', loginMode: 'REMOTE', rootPath: '/opt/lv', sn: 'SN-1', applicationData: 'QUJDRA==' },
      features: { 'visitor.elevator': { vendorFeatureId: 1001, vendorFeatureName: 'VisitorElevator' } },
      wharf: { topology: 'group', groupServiceUrl: 'bit://10.20.0.10:8273', notes: 'rack 2' },
    }),
    valid: true,
    errors: [],
    warnings: [],
  },
  { name: 'the document is an array', text: '[]\n', valid: false, errors: [['root.type', '', '^[]']] },
  { name: 'the document is a string', text: '"config"', valid: false, errors: [['root.type', '', '^"config"']] },
  { name: 'the document is null', text: '  null', valid: false, errors: [['root.type', '', 'null']] },
  { name: 'the document is a number', text: '\n1', valid: false, errors: [['root.type', '', '1']] },
  {
    name: 'an empty object lacks every required field, each reported at the opening brace',
    text: '{}',
    valid: false,
    errors: [
      ['provider.required', '/provider', '{'],
      ['scenario.required', '/scenario', '{'],
      ['schemaVersion.required', '/schemaVersion', '{'],
    ],
  },
  {
    name: 'an unknown root property, with a case-only suggestion folded with the missing field',
    text: pretty({ schemaVersion: 1, Provider: 'licensevendor', scenario: 'wharf', licensevendor: { url: 'bit://h:1' } }),
    valid: false,
    errors: [['root.unknown-property', '/Provider', '"Provider"']],
  },
  {
    name: 'an unknown root property without a close name',
    text: doc({ color: 'blue' }),
    valid: false,
    errors: [['root.unknown-property', '/color', '"color"']],
  },
  {
    name: 'property names are case-sensitive: "Wharf" is not wharf',
    text: doc({ Wharf: {} }),
    valid: false,
    errors: [['root.unknown-property', '/Wharf', '"Wharf"']],
  },
  {
    name: 'schemaVersion missing',
    text: doc({}, ['schemaVersion']),
    valid: false,
    errors: [['schemaVersion.required', '/schemaVersion', '{']],
  },
  {
    name: 'schemaVersion as a string',
    text: doc({ schemaVersion: '1' }),
    valid: false,
    errors: [['schemaVersion.type', '/schemaVersion', '"1"']],
  },
  {
    name: 'schemaVersion not an integer',
    text: doc({ schemaVersion: 1.5 }),
    valid: false,
    errors: [['schemaVersion.type', '/schemaVersion', '1.5']],
  },
  {
    name: 'schemaVersion null',
    text: doc({ schemaVersion: null }),
    valid: false,
    errors: [['schemaVersion.type', '/schemaVersion', 'null']],
  },
  { name: 'schemaVersion 2', text: doc({ schemaVersion: 2 }), valid: false, errors: [['schemaVersion.value', '/schemaVersion', '2,']] },
  { name: 'schemaVersion 0', text: doc({ schemaVersion: 0 }), valid: false, errors: [['schemaVersion.value', '/schemaVersion', '0,']] },
  {
    name: 'schemaVersion written 1.0 is the integer 1',
    text: '{ "schemaVersion": 1.0, "provider": "selfhosted", "scenario": "school", "selfhosted": { "baseUrl": "https://a.example" } }',
    valid: true,
    errors: [],
  },
  {
    name: 'provider missing',
    text: doc({}, ['provider', 'licensevendor']),
    valid: false,
    errors: [['provider.required', '/provider', '{']],
  },
  {
    name: 'provider not a string (one error, not also the enum)',
    text: doc({ provider: 5 }),
    valid: false,
    errors: [['provider.type', '/provider', '5']],
  },
  {
    name: 'provider with a case slip',
    text: doc({ provider: 'LicenseVendor' }),
    valid: false,
    errors: [['provider.enum', '/provider', '"LicenseVendor"']],
  },
  { name: 'provider unknown', text: doc({ provider: 'vendor-x' }), valid: false, errors: [['provider.enum', '/provider', '"vendor-x"']] },
  { name: 'scenario missing', text: doc({}, ['scenario']), valid: false, errors: [['scenario.required', '/scenario', '{']] },
  { name: 'scenario not a string', text: doc({ scenario: ['wharf'] }), valid: false, errors: [['scenario.type', '/scenario', '[']] },
  { name: 'scenario unknown', text: doc({ scenario: 'campus' }), valid: false, errors: [['scenario.enum', '/scenario', '"campus"']] },
  {
    name: 'scenario with a case slip',
    text: doc({ scenario: 'Wharf' }),
    valid: false,
    errors: [['scenario.enum', '/scenario', '"Wharf"']],
  },

  // ── 2.2 licensevendor ───────────────────────────────────────────────────────────────────────
  {
    name: 'licensevendor not an object',
    text: lv('bit://10.20.0.10:8273'),
    valid: false,
    errors: [['licensevendor.type', '/licensevendor', '"bit://']],
  },
  { name: 'licensevendor null', text: lv(null), valid: false, errors: [['licensevendor.type', '/licensevendor', 'null']] },
  {
    name: 'licensevendor unknown property with a suggestion',
    text: lv({ url: 'bit://h:1', loginmode: 'AUTO' }),
    valid: false,
    errors: [['licensevendor.unknown-property', '/licensevendor/loginmode', '"loginmode"']],
  },
  {
    name: 'licensevendor unknown property that belongs in selfhosted',
    text: lv({ url: 'bit://h:1', tenantKey: 'k' }),
    valid: false,
    errors: [['licensevendor.unknown-property', '/licensevendor/tenantKey', '"tenantKey"']],
  },
  {
    name: 'misspelt url: reported once, on the key',
    text: lv({ URL: 'bit://h:1' }),
    valid: false,
    errors: [['licensevendor.unknown-property', '/licensevendor/URL', '"URL"']],
  },
  {
    name: 'licensevendor.url not a string',
    text: lv({ url: 8273 }),
    valid: false,
    errors: [['licensevendor.url.type', '/licensevendor/url', '8273']],
  },
  {
    name: 'licensevendor.url empty',
    text: lv({ url: '' }),
    valid: false,
    errors: [['licensevendor.url.min-length', '/licensevendor/url', '""']],
  },
  {
    name: 'licensevendor.url empty is an error even when licensevendor is not required',
    text: doc({ provider: 'selfhosted', selfhosted: { baseUrl: 'https://a.example' }, licensevendor: { url: '' } }),
    valid: false,
    errors: [['licensevendor.url.min-length', '/licensevendor/url', '""']],
  },
  {
    name: 'licensevendor.loginMode not a string',
    text: lv({ url: 'bit://h:1', loginMode: 1 }),
    valid: false,
    errors: [['licensevendor.loginMode.type', '/licensevendor/loginMode', '1\n']],
  },
  {
    name: 'licensevendor.rootPath not a string',
    text: lv({ url: 'bit://h:1', rootPath: false }),
    valid: false,
    errors: [['licensevendor.rootPath.type', '/licensevendor/rootPath', 'false']],
  },
  {
    name: 'licensevendor.sn not a string',
    text: lv({ url: 'bit://h:1', sn: 12345 }),
    valid: false,
    errors: [['licensevendor.sn.type', '/licensevendor/sn', '12345']],
  },
  {
    name: 'licensevendor.applicationData not a string',
    text: lv({ url: 'bit://h:1', applicationData: { a: 1 } }),
    valid: false,
    errors: [['licensevendor.applicationData.type', '/licensevendor/applicationData', '"applicationData": ^{']],
  },
  {
    name: 'optional licensevendor fields may be empty strings',
    text: lv({ url: 'root://x', loginMode: '', rootPath: '', sn: '', applicationData: '' }),
    valid: true,
    errors: [],
  },

  // ── 2.3 selfhosted ──────────────────────────────────────────────────────────────────────────
  { name: 'selfhosted not an object', text: sh([]), valid: false, errors: [['selfhosted.type', '/selfhosted', '"selfhosted": ^[']] },
  {
    name: 'selfhosted unknown property',
    text: sh({ baseUrl: 'https://a.example', baseURL: 'x' }),
    valid: false,
    errors: [['selfhosted.unknown-property', '/selfhosted/baseURL', '"baseURL"']],
  },
  {
    name: 'selfhosted.baseUrl not a string',
    text: sh({ baseUrl: 443 }),
    valid: false,
    errors: [['selfhosted.baseUrl.type', '/selfhosted/baseUrl', '443']],
  },
  {
    name: 'selfhosted.baseUrl empty: one error, not also the format',
    text: sh({ baseUrl: '' }),
    valid: false,
    errors: [['selfhosted.baseUrl.min-length', '/selfhosted/baseUrl', '""']],
  },
  {
    name: 'selfhosted.baseUrl without a scheme is not a URI',
    text: sh({ baseUrl: 'auth.site-north.lan/api' }),
    valid: false,
    errors: [['selfhosted.baseUrl.format', '/selfhosted/baseUrl', '"auth.site-north.lan/api"']],
  },
  {
    name: 'selfhosted.baseUrl with a space is not a URI',
    text: sh({ baseUrl: 'https://auth.site-north.lan/my api' }),
    valid: false,
    errors: [['selfhosted.baseUrl.format', '/selfhosted/baseUrl', '"https://auth']],
  },
  {
    name: 'selfhosted.tenantKey not a string',
    text: sh({ baseUrl: 'https://a.example', tenantKey: 7 }),
    valid: false,
    errors: [['selfhosted.tenantKey.type', '/selfhosted/tenantKey', '7\n']],
  },
];

describe('configuration conformance: root and provider sections (spec 2.1–2.3)', () => {
  it.each(cases)('$name', (c) => expectConformance(c));

  it('every finding of every case has a plain message in both languages and a range inside the text', () => expectPlainFindings(cases));
});
