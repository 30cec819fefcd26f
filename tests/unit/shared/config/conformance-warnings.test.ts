// The configuration warnings: sections and fields the document does not use, each warning exactly
// (rule, pointer, line, column) and never an error.
import { describe, it } from 'vitest';
import { type Case, expectWarnings, expectPlainFindings, doc, lv, sh, ft } from './conformance-cases';

const cases: Case[] = [
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
  {
    name: 'a school section beside scenario wharf is unused',
    text: doc({ school: {} }),
    valid: true,
    warnings: [['school.unused', '/school', '"school"']],
  },
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
    text: doc({
      licensevendor: { url: 'https://lv.site-north.lan' },
      wharf: { topology: 'cloud', groupServiceUrl: 'bit://10.20.0.10:8273' },
    }),
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
  it.each(cases)('$name', (c) => expectWarnings(c));

  it('every finding of every case has a plain message in both languages and a range inside the text', () => expectPlainFindings(cases));
});
