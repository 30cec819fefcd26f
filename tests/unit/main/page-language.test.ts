// The page main serves carries the saved language on its <html>, and the renderer reads it back:
// a language, none chosen, or (a page served without it) not told.
import { describe, expect, it } from 'vitest';
import { pageWithSavedLanguage } from '../../../main/page-language';
import { savedLanguageOfPage, type Language } from '../../../shared/language';

const PAGE = '<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /></head>\n  <body><div id="app"></div></body>\n</html>\n';

/** The <html> element of `html`, as the renderer's reader sees it. */
function htmlOf(html: string): { getAttribute(name: string): string | null } {
  const attributes = new Map([...(/<html\b([^>]*)>/i.exec(html)?.[1] ?? '').matchAll(/\s([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  return { getAttribute: (name) => attributes.get(name) ?? null };
}

describe('the page with main’s saved language', () => {
  it('carries a chosen language as the page’s language too, and reads back as it', () => {
    for (const language of ['zh-CN', 'en'] as const) {
      const page = pageWithSavedLanguage(PAGE, language);
      expect(page).toContain(`<html lang="${language}" data-saved-language="${language}">`);
      expect(savedLanguageOfPage(htmlOf(page))).toBe(language);
      expect(page.replace(/<html[^>]*>/, '')).toBe(PAGE.replace(/<html[^>]*>/, ''));
    }
  });

  it('says when none was chosen, keeping the page’s own language until the window picks the system’s', () => {
    const page = pageWithSavedLanguage(PAGE, null);
    expect(page).toContain('<html lang="en" data-saved-language="">');
    expect(savedLanguageOfPage(htmlOf(page))).toBeNull();
  });

  it('puts nothing but a language into the page, whatever the settings file held', () => {
    const page = pageWithSavedLanguage(PAGE, '"><script>alert(1)</script>' as unknown as Language);
    expect(page).not.toContain('script>');
    expect(savedLanguageOfPage(htmlOf(page))).toBeNull();
  });

  it('reads a page served without it, or with a value that is no language, as not told', () => {
    expect(savedLanguageOfPage(htmlOf(PAGE))).toBeUndefined();
    expect(savedLanguageOfPage(htmlOf('<html data-saved-language="fr">'))).toBeUndefined();
  });
});
