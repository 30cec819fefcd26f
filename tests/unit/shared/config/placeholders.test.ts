// "Replace me": the documentation addresses and the REPLACE-ME token that templates carry are
// flagged by the checker with a rule id and words in both languages, and only those.
import { describe, expect, it } from 'vitest';
import { checkConfigText } from '../../../../shared/config/check';
import { hostOf, isPlaceholderHost, placeholderIn } from '../../../../shared/config/placeholders';
import { findTemplate, templateText } from '../../../../shared/config/templates';

describe('placeholder addresses', () => {
  it('are the RFC 5737 and RFC 3849 ranges, the example domains, .example and .invalid', () => {
    for (const host of [
      '192.0.2.10',
      '198.51.100.7',
      '203.0.113.254',
      '2001:db8::1',
      '[2001:db8::1]',
      'example.com',
      'auth.example.net',
      'x.example.org',
      'license.site.example',
      'gate.invalid',
      'REPLACE-ME.site.lan',
    ]) {
      expect(isPlaceholderHost(host), host).toBe(true);
    }
    for (const host of [
      '10.20.0.10',
      '192.0.20.10',
      '192.168.1.5',
      '127.0.0.1',
      '2001:db9::1',
      'example.com.cn',
      'myexample.com',
      'auth.site-north.lan',
      'localhost',
    ]) {
      expect(isPlaceholderHost(host), host).toBe(false);
    }
  });

  it('are found in an address by its host or by the REPLACE-ME token', () => {
    expect(hostOf('bit://192.0.2.10:8273')).toBe('192.0.2.10');
    expect(hostOf('https://[2001:db8::5]:8443/api')).toBe('2001:db8::5');
    expect(placeholderIn('bit://192.0.2.10:8273')).toBe('192.0.2.10');
    expect(placeholderIn('https://auth.example.net/api/v1')).toBe('auth.example.net');
    expect(placeholderIn('https://replace-me/api')).toBe('REPLACE-ME');
    expect(placeholderIn('https://10.20.0.10:8443/api')).toBeNull();
    expect(placeholderIn('root://licenses/edge')).toBeNull();
  });
});

describe('the checker says "replace me"', () => {
  it('for the licensevendor wharf template: licensevendor.url and wharf.groupServiceUrl, at their values, in both languages', () => {
    const text = templateText(findTemplate('licensevendor', 'wharf'));
    const report = checkConfigText(text);
    expect(report.valid).toBe(true);
    expect(report.warnings.map((w) => [w.rule, w.pointer])).toEqual([
      ['licensevendor.url.placeholder', '/licensevendor/url'],
      ['wharf.groupServiceUrl.placeholder', '/wharf/groupServiceUrl'],
    ]);
    const first = report.warnings[0];
    expect(text.slice(first?.range.from, first?.range.to)).toBe('"bit://192.0.2.10:8273"');
    expect(first?.message.en).toMatch(
      /^Replace me: licensevendor\.url "bit:\/\/192\.0\.2\.10:8273" is a placeholder \(192\.0\.2\.10 is reserved for documentation/,
    );
    expect(first?.message['zh-CN']).toMatch(/^请替换：licensevendor\.url "bit:\/\/192\.0\.2\.10:8273" 是占位地址/);
  });

  it("for a selfhosted document until its baseUrl is the site's; a REPLACE-ME token in one source of several", () => {
    const selfhosted = (baseUrl: string): string =>
      JSON.stringify({ schemaVersion: 1, provider: 'selfhosted', scenario: 'school', selfhosted: { baseUrl }, school: {} });
    expect(checkConfigText(selfhosted('https://auth.example.net/api/v1')).warnings.map((w) => w.rule)).toEqual([
      'selfhosted.baseUrl.placeholder',
    ]);
    expect(checkConfigText(selfhosted('http://127.0.0.1:43118')).warnings).toEqual([]);
    const token = checkConfigText(
      JSON.stringify({
        schemaVersion: 1,
        provider: 'licensevendor',
        scenario: 'school',
        licensevendor: { url: 'root://licenses,bit://REPLACE-ME:8273' },
        school: {},
      }),
    );
    expect(token.warnings.map((w) => w.rule)).toEqual(['licensevendor.url.placeholder']);
    expect(token.warnings[0]?.message.en).toContain('still holds REPLACE-ME');
    expect(token.warnings[0]?.message['zh-CN']).toContain('仍含有 REPLACE-ME');
  });
});
