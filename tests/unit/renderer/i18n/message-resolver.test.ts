// The window's texts are nested trees; petite-vue-i18n on its own finds flat keys only, so the
// resolver is what turns `app.title` into words rather than the key itself on screen.
import { describe, expect, it } from 'vitest';
import { hasText, i18n } from '../../../../renderer/i18n';
import { messageResolver } from '../../../../renderer/i18n/message-resolver';
import shellEn from '../../../../renderer/i18n/shell/en';

describe('message resolver', () => {
  it('finds a text by its dotted key, and nothing where there is none', () => {
    const tree = { a: { b: { c: 'words' } }, top: 'top', empty: '' };
    expect(messageResolver(tree, 'a.b.c')).toBe('words');
    expect(messageResolver(tree, 'top')).toBe('top');
    expect(messageResolver(tree, 'empty')).toBe('');
    expect(messageResolver(tree, 'a.b')).toEqual({ c: 'words' });
    for (const missing of ['a.x', 'a.b.c.d', 'top.length', 'x', '', 'a..b']) expect(messageResolver(tree, missing), missing).toBeNull();
    expect(messageResolver('not a tree', 'a')).toBeNull();
  });

  // A key put together from an answer (a code, a state) must not reach an object's built-ins.
  it('reads own properties only', () => {
    const tree = { a: { b: 'words' } };
    for (const key of ['toString', 'constructor', 'a.constructor', '__proto__', 'a.__proto__.toString', 'a.hasOwnProperty'])
      expect(messageResolver(tree, key), key).toBeNull();
  });

  it('is what the window uses: the shell says its words, in both languages', () => {
    const t = i18n.global.t as unknown as (key: string, named?: object, options?: { locale: string }) => string;
    expect(t('app.title', {}, { locale: 'en' })).toBe(shellEn.app.title);
    expect(t('app.title', {}, { locale: 'zh-CN' })).not.toBe('app.title');
    expect(t('app.toString', {}, { locale: 'en' })).toBe('app.toString');
  });

  // vue-i18n's `te`, which petite-vue-i18n leaves out: a text, in the language spoken now.
  it('knows which keys have a text', () => {
    expect(hasText('app.title')).toBe(true);
    for (const key of ['app', 'app.nope', 'toString', 'app.title.length', '']) expect(hasText(key), key).toBe(false);
  });
});
