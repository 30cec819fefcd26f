// The texts the build compiles say exactly what the texts say when vue-i18n compiles them at run
// time: every message of both languages, with its placeholders filled, in every plural form.
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { parseAst } from 'vite';
import en from '../../../renderer/i18n/en';
import zhCN from '../../../renderer/i18n/zh-CN';
import { compiledMessage, precompileModule } from '../../../scripts/precompile-messages';

type Tree = { [key: string]: string | Tree };
const keys = (o: Tree, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const compiled = (o: Tree): unknown => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? JSON.parse(compiledMessage(v, k)) : compiled(v)]));
// Any placeholder gets a value naming it, so that a lost or renamed one shows.
const params = new Proxy({}, { get: (_t, name) => (typeof name === 'string' ? `<${name}>` : undefined), has: () => true });

describe('messages compiled at build time', () => {
  it('render as the run-time compiled ones, in both languages and every plural form', () => {
    const languages = { en: en as unknown as Tree, 'zh-CN': zhCN as unknown as Tree };
    // Typed loosely on purpose: the texts' own schema is far too deep for this comparison.
    type Loose = { t: (key: string, named: object, plural: number) => string; locale: { value: string } };
    const make = (messages: object): Loose => createI18n({ legacy: false, locale: 'en', messages: messages as never, missingWarn: false, fallbackWarn: false }).global as unknown as Loose;
    const plain = { global: make(languages) };
    const built = { global: make({ en: compiled(languages.en), 'zh-CN': compiled(languages['zh-CN']) }) };
    let checked = 0;
    for (const language of ['en', 'zh-CN'] as const) {
      plain.global.locale.value = language;
      built.global.locale.value = language;
      for (const key of keys(languages[language])) {
        for (const n of [0, 1, 2]) expect(built.global.t(key, params, n), `${language} ${key} (${n})`).toBe(plain.global.t(key, params, n));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(400);
  });

  it('replaces string values only, never keys or imports, and names a text that does not compile', () => {
    const code = `import a from './a/en';\nexport default { 'zh-CN': '中文', nested: { hi: 'Hello {name}' }, ...a };\n`;
    const out = precompileModule(code, parseAst(code) as never, 'x/en.ts');
    expect(out).toContain(`import a from './a/en';`);
    expect(out).toContain(`'zh-CN': {`);
    expect(out).toContain('...a');
    expect(out).not.toContain(`'中文'`);
    expect(() => compiledMessage('Hello {name', 'x/en.ts')).toThrow(/x\/en\.ts: the text "Hello \{name" does not compile/);
  });
});
