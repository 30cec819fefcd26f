import { describe, expect, it } from 'vitest';
import en from '../../../../renderer/i18n/en';
import zhCN from '../../../../renderer/i18n/zh-CN';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('messages', () => {
  it('have the same keys in en and zh-CN', () => {
    expect(keys(zhCN).sort()).toEqual(keys(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    const flat = (o: object) => new Map(keys(o).map((k) => [k, k.split('.').reduce<unknown>((v, p) => (v as Record<string, unknown>)[p], o) as string]));
    const zh = flat(zhCN);
    for (const [key, text] of flat(en)) {
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(zh.get(key) ?? ''), key).toEqual(names(text));
    }
  });
});
