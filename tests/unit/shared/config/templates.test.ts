import { describe, expect, it } from 'vitest';
import { checkConfigText } from '../../../../shared/config/check';
import { PROVIDERS, SCENARIOS } from '../../../../shared/config/choices';
import { CONFIG_TEMPLATES, findTemplate, templateText } from '../../../../shared/config/templates';
import { urlForm } from '../../../../shared/config/warnings';

describe('templates', () => {
  it('there is exactly one per provider × scenario', () => {
    expect(CONFIG_TEMPLATES).toHaveLength(PROVIDERS.length * SCENARIOS.length);
    for (const provider of PROVIDERS)
      for (const scenario of SCENARIOS) {
        const t = findTemplate(provider, scenario);
        expect(t.id).toBe(`${provider}-${scenario}`);
        expect(t.document.provider).toBe(provider);
        expect(t.document.scenario).toBe(scenario);
      }
    expect(new Set(CONFIG_TEMPLATES.map((t) => t.id)).size).toBe(CONFIG_TEMPLATES.length);
  });

  it.each(CONFIG_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s is valid, its only warnings the placeholders to replace, as text',
    (_id, template) => {
      const text = templateText(template);
      const report = checkConfigText(text);
      expect(report.errors).toEqual([]);
      // Each address that is a documentation placeholder says "replace me"; nothing else is flagged.
      const addresses = {
        'licensevendor.url.placeholder': template.document.licensevendor?.url,
        'selfhosted.baseUrl.placeholder': template.document.selfhosted?.baseUrl,
        'wharf.groupServiceUrl.placeholder': template.document.wharf?.groupServiceUrl,
      };
      const expected = Object.entries(addresses)
        .filter(
          ([rule, url]) =>
            url !== undefined && !url.startsWith('root://') && (rule.startsWith(template.provider) || rule.startsWith(template.scenario)),
        )
        .map(([rule]) => rule);
      expect(report.warnings.map((w) => w.rule).sort()).toEqual(expected.sort());
      expect(report.document).toEqual(template.document);
      expect(text.endsWith('}\n')).toBe(true);
    },
  );

  it.each(CONFIG_TEMPLATES.map((t) => [t.id, t] as const))('%s is a realistic starting point', (_id, t) => {
    expect(t.title.en).not.toBe('');
    expect(t.title['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
    expect(t.description['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
    expect(Object.keys(t.document.features ?? {}).length).toBeGreaterThan(0);
    // Documentation addresses only, so that a forgotten placeholder never reaches a real host.
    const urls = JSON.stringify(t.document).match(/[a-z]+:\/\/[^"]+/g) ?? [];
    for (const url of urls) expect(url).toMatch(/192\.0\.2\.|example\.net|^root:\/\//);
    if (t.provider === 'licensevendor') {
      const expected = { wharf: 'group', school: 'local', floating: 'cloud' } as const;
      expect(urlForm(t.document.licensevendor?.url ?? '')).toBe(expected[t.scenario]);
    }
  });

  it('documents are independent copies', () => {
    const a = findTemplate('licensevendor', 'wharf').document;
    const b = findTemplate('licensevendor', 'school').document;
    expect(a.features).not.toBe(b.features);
  });
});
