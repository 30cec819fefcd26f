// Conformance with spec 2.1–2.8 and 9: every field and every rule, with valid and invalid
// documents. Each case states the verdict and every error exactly (rule, pointer, line, column, in
// order); positions are given as a snippet of the document, located by plain text search.
import { describe, expect, it } from 'vitest';
import { checkConfigText } from '../../../../shared/config/check';
import type { ConfigRuleId } from '../../../../shared/config/rules';
import { baseDocument, positionOf, pretty } from './helpers';

/** rule, pointer, snippet whose `^` (or first character) is the reported position, occurrence. */
type Expected = [rule: ConfigRuleId, pointer: string, at: string, nth?: number];

interface Case {
  name: string;
  text: string;
  valid: boolean;
  errors?: Expected[];
  /** When given, the warnings too are asserted exactly. */
  warnings?: Expected[];
}

const doc = (patch: Record<string, unknown> = {}, drop: string[] = []): string => {
  const d = { ...baseDocument(), ...patch };
  for (const key of drop) delete d[key];
  return pretty(d);
};
const lv = (licensevendor: unknown): string => doc({ licensevendor });
const sh = (selfhosted: unknown): string => doc({ provider: 'selfhosted', selfhosted }, ['licensevendor']);
const fl = (floating: unknown): string => doc({ scenario: 'floating', floating });
const wh = (wharf: unknown): string => doc({ wharf });
const sc = (school: unknown): string => doc({ scenario: 'school', school });
const ft = (features: unknown): string => doc({ features });

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
  { name: 'minimal selfhosted/wharf document', text: sh({ baseUrl: 'https://auth.site-north.lan' }), valid: true, errors: [], warnings: [] },
  {
    name: 'minimal selfhosted/school document',
    text: doc({ provider: 'selfhosted', scenario: 'school', selfhosted: { baseUrl: 'https://auth.site-north.lan' } }, ['licensevendor']),
    valid: true,
    errors: [],
  },
  {
    name: 'minimal selfhosted/floating document',
    text: doc({ provider: 'selfhosted', scenario: 'floating', selfhosted: { baseUrl: 'http://10.0.0.5:8080/auth' }, floating: { projectId: 'P' } }, ['licensevendor']),
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
  { name: 'schemaVersion missing', text: doc({}, ['schemaVersion']), valid: false, errors: [['schemaVersion.required', '/schemaVersion', '{']] },
  { name: 'schemaVersion as a string', text: doc({ schemaVersion: '1' }), valid: false, errors: [['schemaVersion.type', '/schemaVersion', '"1"']] },
  { name: 'schemaVersion not an integer', text: doc({ schemaVersion: 1.5 }), valid: false, errors: [['schemaVersion.type', '/schemaVersion', '1.5']] },
  { name: 'schemaVersion null', text: doc({ schemaVersion: null }), valid: false, errors: [['schemaVersion.type', '/schemaVersion', 'null']] },
  { name: 'schemaVersion 2', text: doc({ schemaVersion: 2 }), valid: false, errors: [['schemaVersion.value', '/schemaVersion', '2,']] },
  { name: 'schemaVersion 0', text: doc({ schemaVersion: 0 }), valid: false, errors: [['schemaVersion.value', '/schemaVersion', '0,']] },
  {
    name: 'schemaVersion written 1.0 is the integer 1',
    text: '{ "schemaVersion": 1.0, "provider": "selfhosted", "scenario": "school", "selfhosted": { "baseUrl": "https://a.example" } }',
    valid: true,
    errors: [],
  },
  { name: 'provider missing', text: doc({}, ['provider', 'licensevendor']), valid: false, errors: [['provider.required', '/provider', '{']] },
  { name: 'provider not a string (one error, not also the enum)', text: doc({ provider: 5 }), valid: false, errors: [['provider.type', '/provider', '5']] },
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
  { name: 'scenario with a case slip', text: doc({ scenario: 'Wharf' }), valid: false, errors: [['scenario.enum', '/scenario', '"Wharf"']] },

  // ── 2.2 licensevendor ───────────────────────────────────────────────────────────────────────
  { name: 'licensevendor not an object', text: lv('bit://10.20.0.10:8273'), valid: false, errors: [['licensevendor.type', '/licensevendor', '"bit://']] },
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
  { name: 'licensevendor.url not a string', text: lv({ url: 8273 }), valid: false, errors: [['licensevendor.url.type', '/licensevendor/url', '8273']] },
  { name: 'licensevendor.url empty', text: lv({ url: '' }), valid: false, errors: [['licensevendor.url.min-length', '/licensevendor/url', '""']] },
  {
    name: 'licensevendor.url empty is an error even when licensevendor is not required',
    text: doc({ provider: 'selfhosted', selfhosted: { baseUrl: 'https://a.example' }, licensevendor: { url: '' } }),
    valid: false,
    errors: [['licensevendor.url.min-length', '/licensevendor/url', '""']],
  },
  { name: 'licensevendor.loginMode not a string', text: lv({ url: 'bit://h:1', loginMode: 1 }), valid: false, errors: [['licensevendor.loginMode.type', '/licensevendor/loginMode', '1\n']] },
  { name: 'licensevendor.rootPath not a string', text: lv({ url: 'bit://h:1', rootPath: false }), valid: false, errors: [['licensevendor.rootPath.type', '/licensevendor/rootPath', 'false']] },
  { name: 'licensevendor.sn not a string', text: lv({ url: 'bit://h:1', sn: 12345 }), valid: false, errors: [['licensevendor.sn.type', '/licensevendor/sn', '12345']] },
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
  { name: 'selfhosted.baseUrl not a string', text: sh({ baseUrl: 443 }), valid: false, errors: [['selfhosted.baseUrl.type', '/selfhosted/baseUrl', '443']] },
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
  { name: 'selfhosted.tenantKey not a string', text: sh({ baseUrl: 'https://a.example', tenantKey: 7 }), valid: false, errors: [['selfhosted.tenantKey.type', '/selfhosted/tenantKey', '7\n']] },

  // ── 2.4 features ────────────────────────────────────────────────────────────────────────────
  { name: 'features not an object', text: ft(['a']), valid: false, errors: [['features.type', '/features', '"features": ^[']] },
  { name: 'features may be empty', text: ft({}), valid: true, errors: [], warnings: [] },
  {
    name: 'feature keys are free text, including characters a JSON pointer escapes',
    text: ft({ '': { vendorFeatureId: 1 }, 'a/b': { vendorFeatureId: 2 }, '~x': { vendorFeatureId: 3 }, 访客梯控: { vendorFeatureName: '梯控' }, constructor: { vendorFeatureId: 4 }, __proto__x: { vendorFeatureId: 5 } }),
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
  { name: 'vendorFeatureId as a string', text: ft({ a: { vendorFeatureId: '12' } }), valid: false, errors: [['features.*.vendorFeatureId.type', '/features/a/vendorFeatureId', '"12"']] },
  { name: 'vendorFeatureId not an integer', text: ft({ a: { vendorFeatureId: 12.5 } }), valid: false, errors: [['features.*.vendorFeatureId.type', '/features/a/vendorFeatureId', '12.5']] },
  {
    name: 'vendorFeatureId may be any integer (the spec sets no range)',
    text: ft({ a: { vendorFeatureId: -1 }, b: { vendorFeatureId: 0 }, c: { vendorFeatureId: 9007199254740991 } }),
    valid: true,
    errors: [],
  },
  { name: 'vendorFeatureName not a string', text: ft({ a: { vendorFeatureName: 5 } }), valid: false, errors: [['features.*.vendorFeatureName.type', '/features/a/vendorFeatureName', '5']] },
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
  { name: 'wharf unknown property', text: wh({ Topology: 'group' }), valid: false, errors: [['wharf.unknown-property', '/wharf/Topology', '"Topology"']] },
  { name: 'wharf.topology not a string', text: wh({ topology: 1 }), valid: false, errors: [['wharf.topology.type', '/wharf/topology', '1\n']] },
  { name: 'wharf.topology with a separator slip', text: wh({ topology: 'local-float' }), valid: false, errors: [['wharf.topology.enum', '/wharf/topology', '"local-float"']] },
  { name: 'wharf.topology unknown', text: wh({ topology: 'mesh' }), valid: false, errors: [['wharf.topology.enum', '/wharf/topology', '"mesh"']] },
  { name: 'wharf.topology cloud', text: doc({ licensevendor: { url: 'https://lv.site-north.lan' }, wharf: { topology: 'cloud' } }), valid: true, errors: [], warnings: [] },
  { name: 'wharf.topology local_float', text: doc({ licensevendor: { url: 'root://lic' }, wharf: { topology: 'local_float' } }), valid: true, errors: [], warnings: [] },
  { name: 'wharf.groupServiceUrl not a string', text: wh({ groupServiceUrl: 8273 }), valid: false, errors: [['wharf.groupServiceUrl.type', '/wharf/groupServiceUrl', '"groupServiceUrl": ^8273']] },
  { name: 'wharf.notes not a string', text: wh({ notes: ['a'] }), valid: false, errors: [['wharf.notes.type', '/wharf/notes', '"notes": ^[']] },
  { name: 'wharf may be an empty object', text: wh({}), valid: true, errors: [] },

  // ── 2.6 school ──────────────────────────────────────────────────────────────────────────────
  { name: 'school not an object', text: sc(true), valid: false, errors: [['school.type', '/school', 'true']] },
  { name: 'school unknown property', text: sc({ edgeDeviceID: 'e1' }), valid: false, errors: [['school.unknown-property', '/school/edgeDeviceID', '"edgeDeviceID"']] },
  { name: 'school.edgeDeviceId not a string', text: sc({ edgeDeviceId: 42 }), valid: false, errors: [['school.edgeDeviceId.type', '/school/edgeDeviceId', '42']] },
  { name: 'school.tenantId not a string', text: sc({ tenantId: null }), valid: false, errors: [['school.tenantId.type', '/school/tenantId', 'null']] },
  { name: 'school with both fields', text: sc({ edgeDeviceId: 'edge-01', tenantId: 't' }), valid: true, errors: [], warnings: [] },

  // ── 2.7 floating ────────────────────────────────────────────────────────────────────────────
  { name: 'floating not an object', text: fl('P-1'), valid: false, errors: [['floating.type', '/floating', '"P-1"']] },
  { name: 'floating unknown property', text: fl({ projectId: 'P', projectID: 'P' }), valid: false, errors: [['floating.unknown-property', '/floating/projectID', '"projectID"']] },
  { name: 'floating.projectId not a string', text: fl({ projectId: 417 }), valid: false, errors: [['floating.projectId.type', '/floating/projectId', '417']] },
  { name: 'floating.projectId empty', text: fl({ projectId: '' }), valid: false, errors: [['floating.projectId.min-length', '/floating/projectId', '""']] },
  { name: 'floating.projectName not a string', text: fl({ projectId: 'P', projectName: 1 }), valid: false, errors: [['floating.projectName.type', '/floating/projectName', '1\n']] },
  { name: 'floating.contractRef not a string', text: fl({ projectId: 'P', contractRef: {} }), valid: false, errors: [['floating.contractRef.type', '/floating/contractRef', '{}']] },

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
  { name: 'an unquoted key', text: '{\n  "schemaVersion": 1,\n  provider: "selfhosted"\n}', valid: false, errors: [['json.syntax', '', 'provider:']] },
  { name: 'a comment', text: '{\n  // site A\n  "schemaVersion": 1\n}', valid: false, errors: [['json.syntax', '', '// site A']] },
  { name: 'a missing comma', text: '{\n  "schemaVersion": 1\n  "provider": "x"\n}', valid: false, errors: [['json.syntax', '', '"provider"']] },
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

describe('configuration conformance (spec 2.1–2.8, 9)', () => {
  it.each(cases)('$name', ({ text, valid, errors, warnings }) => {
    const report = checkConfigText(text);
    const where = (list: Expected[]) =>
      list.map(([rule, pointer, at, nth]) => ({ rule, pointer, ...(at === '' ? { line: 1, column: 1 } : positionOf(text, at, nth ?? 0)) }));
    const got = (list: typeof report.errors) => list.map((f) => ({ rule: f.rule, pointer: f.pointer, line: f.line, column: f.column }));
    expect(report.valid).toBe(valid);
    expect(report.errors.length === 0).toBe(valid);
    if (errors) expect(got(report.errors)).toEqual(where(errors));
    if (warnings) expect(got(report.warnings)).toEqual(where(warnings));
  });


  it('every finding of every case has a plain message in both languages and a range inside the text', () => {
    for (const { text } of [...cases, ...warningCases]) {
      const report = checkConfigText(text);
      for (const f of [...report.errors, ...report.warnings]) {
        expect(f.message.en.length, f.rule).toBeGreaterThan(20);
        expect(f.message['zh-CN'], f.rule).toMatch(/[\u4e00-\u9fff]/);
        for (const words of [f.message.en, f.message['zh-CN']]) expect(words, f.rule).not.toMatch(/undefined|NaN|\[object|must NOT|must be equal/);
        expect(f.range.from).toBeLessThanOrEqual(f.range.to);
        expect(f.range.to).toBeLessThanOrEqual(text.length);
      }
    }
  });
});

const warningCases: Case[] = [
  {
    name: 'a licensevendor section beside provider selfhosted is unused (marked at its key)',
    text: doc({ provider: 'selfhosted', selfhosted: { baseUrl: 'https://a.site-north.lan' } }),
    valid: true,
    warnings: [['licensevendor.unused', '/licensevendor', '"licensevendor": {']],
  },
  {
    name: 'a selfhosted section beside provider licensevendor is unused',
    text: doc({ selfhosted: { baseUrl: 'https://a.example' } }),
    valid: true,
    warnings: [['selfhosted.unused', '/selfhosted', '"selfhosted": {']],
  },
  {
    name: 'sections of other scenarios are unused',
    text: doc({ scenario: 'school', wharf: { topology: 'cloud' }, floating: { projectId: 'P' } }),
    valid: true,
    warnings: [
      ['wharf.unused', '/wharf', '"wharf": {'],
      ['floating.unused', '/floating', '"floating": {'],
    ],
  },
  { name: 'a school section beside scenario wharf is unused', text: doc({ school: {} }), valid: true, warnings: [['school.unused', '/school', '"school"']] },
  {
    name: 'a licensevendor.url in none of the three forms',
    text: lv({ url: '10.20.0.10:8273' }),
    valid: true,
    warnings: [['licensevendor.url.form', '/licensevendor/url', '"10.20.0.10:8273"']],
  },
  {
    name: 'topology cloud with a group service url',
    text: doc({ wharf: { topology: 'cloud' } }),
    valid: true,
    warnings: [['licensevendor.url.topology', '/licensevendor/url', '"bit://']],
  },
  {
    name: 'topology group with a cloud url',
    text: doc({ licensevendor: { url: 'https://lv.site-north.lan' }, wharf: { topology: 'group' } }),
    valid: true,
    warnings: [['licensevendor.url.topology', '/licensevendor/url', '"https://']],
  },
  {
    name: 'topology local_float with a group service url',
    text: doc({ wharf: { topology: 'local_float' } }),
    valid: true,
    warnings: [['licensevendor.url.topology', '/licensevendor/url', '"bit://']],
  },
  {
    name: 'topology group with a local license url',
    text: doc({ licensevendor: { url: 'root://licenses/site' }, wharf: { topology: 'group' } }),
    valid: true,
    warnings: [['licensevendor.url.topology', '/licensevendor/url', '"root://']],
  },
  { name: 'a group url fits topology group', text: doc({ wharf: { topology: 'group' } }), valid: true, warnings: [] },
  {
    name: 'applicationData with a character outside base64',
    text: lv({ url: 'bit://h:1', applicationData: 'QUJD#A==' }),
    valid: true,
    warnings: [['licensevendor.applicationData.base64', '/licensevendor/applicationData', '"QUJD#A=="']],
  },
  {
    name: 'applicationData of a length base64 cannot have',
    text: lv({ url: 'bit://h:1', applicationData: 'QUJDRA' }),
    valid: true,
    warnings: [['licensevendor.applicationData.base64', '/licensevendor/applicationData', '"QUJDRA"']],
  },
  { name: 'applicationData in base64', text: lv({ url: 'bit://h:1', applicationData: 'c2l0ZS1jb25zb2xl' }), valid: true, warnings: [] },
  {
    name: 'a selfhosted.baseUrl that is a URI but not http(s)',
    text: sh({ baseUrl: 'ftp://auth.site-north.lan' }),
    valid: true,
    warnings: [['selfhosted.baseUrl.scheme', '/selfhosted/baseUrl', '"ftp://']],
  },
  {
    name: 'wharf.groupServiceUrl with topology cloud (marked at its key)',
    text: doc({ licensevendor: { url: 'https://lv.site-north.lan' }, wharf: { topology: 'cloud', groupServiceUrl: 'bit://10.20.0.10:8273' } }),
    valid: true,
    warnings: [['wharf.groupServiceUrl.topology', '/wharf/groupServiceUrl', '"groupServiceUrl"']],
  },
  {
    name: 'wharf.groupServiceUrl without a port',
    text: doc({ wharf: { topology: 'group', groupServiceUrl: 'bit://10.20.0.10' } }),
    valid: true,
    warnings: [['wharf.groupServiceUrl.form', '/wharf/groupServiceUrl', '"bit://10.20.0.10"']],
  },
  {
    name: 'a features entry with neither id nor name',
    text: ft({ 'door.open': {}, 'door.close': { vendorFeatureId: 2 } }),
    valid: true,
    warnings: [['features.*.empty', '/features/door.open', '"door.open": ^{']],
  },
  {
    name: 'warnings are reported beside errors and do not change the verdict',
    text: doc({ schemaVersion: 2, features: { a: {} } }),
    valid: false,
    errors: [['schemaVersion.value', '/schemaVersion', '2,']],
    warnings: [['features.*.empty', '/features/a', '"a": ^{']],
  },
];

describe('configuration warnings', () => {
  it.each(warningCases)('$name', ({ text, valid, errors, warnings }) => {
    const report = checkConfigText(text);
    const where = (list: Expected[]) => list.map(([rule, pointer, at, nth]) => ({ rule, pointer, ...positionOf(text, at, nth ?? 0) }));
    const got = (list: typeof report.errors) => list.map((f) => ({ rule: f.rule, pointer: f.pointer, line: f.line, column: f.column }));
    expect(report.valid).toBe(valid);
    if (errors) expect(got(report.errors)).toEqual(where(errors));
    expect(got(report.warnings)).toEqual(where(warnings ?? []));
    for (const w of report.warnings) expect(w.severity).toBe('warning');
  });
});
