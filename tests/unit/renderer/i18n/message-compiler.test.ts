// The console reads its texts with its own compiler (vue-i18n's is left out of the build): every
// text of both languages, the start page's and the shell's included, must read as vue-i18n's own
// compiler reads it, with and without values for its placeholders.
import { compile, createMessageContext, type MessageContextOptions } from '@intlify/core-base';
import { describe, expect, it } from 'vitest';
import { createI18n } from 'petite-vue-i18n';
import en from '../../../../renderer/i18n/en';
import zhCN from '../../../../renderer/i18n/zh-CN';
import { messageCompiler, parseMessage } from '../../../../renderer/i18n/message-compiler';

const texts = (o: object, prefix = ''): Array<[string, string]> =>
  Object.entries(o).flatMap(([k, v]): Array<[string, string]> =>
    typeof v === 'object' && v ? texts(v as object, `${prefix}${k}.`) : typeof v === 'string' ? [[`${prefix}${k}`, v]] : [],
  );

type Format = (context: ReturnType<typeof createMessageContext<string>>) => unknown;
const context = {
  onError: (error: Error) => {
    throw error;
  },
} as unknown as Parameters<typeof compile>[1];
const ours = (text: string) => messageCompiler(text, context) as unknown as Format;
const theirs = (text: string) => compile(text, context) as unknown as Format;

describe('message compiler', () => {
  it('reads every text of both languages as vue-i18n does', () => {
    const all = [...texts(en), ...texts(zhCN)];
    expect(all.length).toBeGreaterThan(500);
    const named = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? `<${key}>` : undefined), has: () => true });
    for (const [key, text] of all) {
      expect(() => parseMessage(text), key).not.toThrow();
      for (const options of [
        {},
        { named: named as Record<string, unknown> },
        { named: { n: 3 }, list: ['a', 'b'] },
      ] as MessageContextOptions[]) {
        expect(ours(text)(createMessageContext(options)), key).toEqual(theirs(text)(createMessageContext(options)));
      }
    }
  });

  it('reads placeholders, lists and quoted literals, and refuses what the texts do not use', () => {
    expect(parseMessage("{n} error(s) at {'@'}{ where } {0}")).toEqual([
      { named: 'n' },
      ' error(s) at @',
      { named: 'where' },
      ' ',
      { list: 0 },
    ]);
    expect(parseMessage("a {'|'} b")).toEqual(['a | b']);
    expect(parseMessage('')).toEqual(['']);
    for (const text of ['one | many', 'see @:other', 'a } b', 'a { b', '{a b}', '%{n}']) expect(() => parseMessage(text), text).toThrow();
  });

  it('is what the window uses: placeholders filled, values shown as vue-i18n shows them', () => {
    const i18n = createI18n({
      legacy: false,
      locale: 'en',
      messageCompiler,
      messages: { en: { a: "{n} of {total} {'|'} {0}", b: 'plain' } },
    });
    expect(i18n.global.t('a', { n: 2, total: 5 })).toBe('2 of 5 | ');
    expect(i18n.global.t('a', ['x'])).toBe(' of  | x');
    expect(i18n.global.t('b')).toBe('plain');
  });
});
