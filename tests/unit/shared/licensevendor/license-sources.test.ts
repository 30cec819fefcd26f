import { describe, expect, it } from 'vitest';
import { DEFAULT_ABI_PROFILE } from '../../../../shared/licensevendor/abi-profile';
import { licenseSources } from '../../../../shared/licensevendor/license-sources';

const kinds = (url: string, profile = DEFAULT_ABI_PROFILE) => licenseSources(url, profile).map((s) => s.kind);

describe('licenseSources', () => {
  it('classifies the header forms, several joined by commas', () => {
    expect(
      licenseSources('https://lic.example.com/api, bit://10.0.0.5:8273 ,root:///opt/lic,lic://ABCD-EFGH', DEFAULT_ABI_PROFILE),
    ).toEqual([
      { kind: 'cloud', text: 'https://lic.example.com/api', scheme: 'https', host: 'lic.example.com', port: 443, portGiven: false },
      { kind: 'group', text: 'bit://10.0.0.5:8273', scheme: 'bit', host: '10.0.0.5', port: 8273, portGiven: true },
      { kind: 'local', text: 'root:///opt/lic', scheme: 'root', path: '/opt/lic' },
      { kind: 'local', text: 'lic://ABCD-EFGH', scheme: 'lic', path: 'ABCD-EFGH' },
    ]);
  });

  it('takes the group port default and IPv6 literals', () => {
    expect(licenseSources('bit://licsrv', DEFAULT_ABI_PROFILE)[0]).toMatchObject({ host: 'licsrv', port: 8273, portGiven: false });
    expect(licenseSources('bit://[::1]:9000', DEFAULT_ABI_PROFILE)[0]).toMatchObject({ kind: 'group', host: '::1', port: 9000 });
  });

  it('names what is wrong with a source', () => {
    expect(licenseSources('10.0.0.5:8273', DEFAULT_ABI_PROFILE)[0]).toMatchObject({ kind: 'invalid', problem: 'no-scheme' });
    expect(licenseSources('ftp://x', DEFAULT_ABI_PROFILE)[0]).toMatchObject({ kind: 'invalid', problem: 'unknown-scheme' });
    expect(licenseSources('bit://host:99999', DEFAULT_ABI_PROFILE)[0]).toMatchObject({ kind: 'invalid', problem: 'bad-port' });
    expect(licenseSources('bit://:8273', DEFAULT_ABI_PROFILE)[0]).toMatchObject({ kind: 'invalid', problem: 'no-host' });
    expect(kinds('root://, bit://a:1')).toEqual(['invalid', 'group']);
  });

  it('follows the profile schemes', () => {
    const profile = { ...DEFAULT_ABI_PROFILE, groupScheme: 'grp', localSchemes: ['file'] };
    expect(kinds('grp://h:1, bit://h:1, file:///x, root:///x', profile)).toEqual(['group', 'invalid', 'local', 'invalid']);
  });
});
