import { describe, expect, it } from 'vitest';
import { createI18n } from 'petite-vue-i18n';
import en from '../../../../renderer/i18n/en';
import { messageResolver } from '../../../../renderer/i18n/message-resolver';
import zhCN from '../../../../renderer/i18n/zh-CN';
import shellEn from '../../../../renderer/i18n/shell/en';
import shellZhCN from '../../../../renderer/i18n/shell/zh-CN';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('messages', () => {
  it('have the same keys in en and zh-CN', () => {
    expect(keys(zhCN).sort()).toEqual(keys(en).sort());
  });

  // loadMessages sets the whole tree in place of the shell's texts: it must say all they say.
  it('hold every text of the shell, the same, in both languages', () => {
    const text = (o: object, key: string): unknown => key.split('.').reduce<unknown>((v, p) => (v as Record<string, unknown>)?.[p], o);
    for (const [shell, whole] of [
      [shellEn, en],
      [shellZhCN, zhCN],
    ] as const) {
      const shellKeys = keys(shell);
      expect(shellKeys.length).toBeGreaterThan(0);
      for (const key of shellKeys) expect(text(whole, key), key).toBe(text(shell, key));
    }
  });

  it('use the same placeholders in both languages', () => {
    const flat = (o: object) =>
      new Map(keys(o).map((k) => [k, k.split('.').reduce<unknown>((v, p) => (v as Record<string, unknown>)[p], o) as string]));
    const zh = flat(zhCN);
    for (const [key, text] of flat(en)) {
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(zh.get(key) ?? ''), key).toEqual(names(text));
    }
  });

  // vue-i18n reads a bare | as the border between plural forms and shows only the first: a text
  // that means the character itself writes it as the literal {'|'}.
  it('say every | they mean, in both languages', () => {
    // Typed loosely: the messages' own types make vue-i18n's key types too deep to check.
    const options: Record<string, unknown> = { legacy: false, locale: 'en', messageResolver, messages: { en, 'zh-CN': zhCN } };
    const translate = (createI18n(options).global as unknown as { t: (key: string, named: object, options: { locale: string }) => string })
      .t;
    for (const [language, messages] of [
      ['en', en],
      ['zh-CN', zhCN],
    ] as const) {
      for (const key of keys(messages)) {
        const text = key.split('.').reduce<unknown>((v, p) => (v as Record<string, unknown>)[p], messages) as string;
        if (typeof text !== 'string' || !text.includes('|')) continue;
        const shown = translate(key, {}, { locale: language });
        expect(shown.split('|').length, `${language} ${key}: ${shown}`).toBe(text.replaceAll("{'|'}", '|').split('|').length);
      }
    }
  });
});

// vue-i18n compiles each message: a bare @ starts a linked message and { a placeholder, so a text
// that means the character (Excel's Text format "@") must write it as a literal, or the window shows
// nothing where the words belong. Every message is compiled and shown here, in both languages (the
// window puts words in as text, never as HTML: vue-i18n's warning of HTML-like `<file>` is left out).
describe('every message compiles in vue-i18n', () => {
  it('shows each one, with no compile error, in en and zh-CN', () => {
    const errors: string[] = [];
    const options: Record<string, unknown> = {
      legacy: false,
      locale: 'en',
      messageResolver,
      messages: { en, 'zh-CN': zhCN },
      missingWarn: false,
      fallbackWarn: false,
      warnHtmlMessage: false,
    };
    const i18n = createI18n(options).global as unknown as { t: (key: string, named: object, options: { locale: string }) => string };
    const original = console.error;
    const warn = console.warn;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    console.warn = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      for (const [language, messages] of [
        ['en', en],
        ['zh-CN', zhCN],
      ] as const) {
        for (const key of keys(messages)) {
          const text = key.split('.').reduce<unknown>((v, p) => (v as Record<string, unknown>)[p], messages);
          if (typeof text !== 'string') continue;
          let shown = '';
          try {
            shown = i18n.t(key, {}, { locale: language });
          } catch (error) {
            errors.push(`${language} ${key}: ${(error as Error).message}`);
          }
          // A message of text alone is shown as it is written (a literal {'@'} as its character).
          if (!/[{@|]/.test(text)) expect(shown, `${language} ${key}`).toBe(text);
          else expect(shown.length, `${language} ${key}`).toBeGreaterThan(0);
        }
      }
    } finally {
      console.error = original;
      console.warn = warn;
    }
    expect(errors).toEqual([]);
  });
});

describe('words put together', () => {
  it('end a sentence once: where the secrets are kept, in either language', () => {
    const options: Record<string, unknown> = {
      legacy: false,
      locale: 'en',
      messageResolver,
      messages: { en, 'zh-CN': zhCN },
      warnHtmlMessage: false,
    };
    const i18n = createI18n(options).global as unknown as { t: (key: string, named?: object, options?: { locale: string }) => string };
    for (const locale of ['en', 'zh-CN']) {
      for (const holder of ['safe-storage', 'keyring', 'passphrase', 'file']) {
        const said = i18n.t('site.profile.secretsHolder', { holder: i18n.t(`site.profile.holder.${holder}`, {}, { locale }) }, { locale });
        expect(said, `${locale} ${holder}`).not.toMatch(/\.\.$|。。$/);
      }
    }
  });
});
