// A guide page's Markdown as HTML for the Help view. markdown-it with raw HTML off, so the page can
// hold no markup of its own; every link and image is checked here: a link to another page of the
// guide opens it in Help, an image is one of the guide's bundled images, and anything else (a web
// address, a file of the repository) stays text. Nothing remote is ever referenced.
import markdownIt, { type MarkdownIt } from 'markdown-it';
import type { Language } from '../../shared/language';
import { guideImageUrl, isGuidePage } from './guide-pages';

/** The Help route of a guide page. */
export const guidePagePath = (page: string): string => `/help/page/${page}`;

/** The Help route of a code's entry. */
export const codeEntryPath = (code: string): string => `/help/code/${encodeURIComponent(code)}`;

/** The guide page a relative link names (`license.md`, `../en/license.md`), or undefined. */
export function linkedGuidePage(href: string): string | undefined {
  const page = /^(?:\.\.\/(?:en|zh-CN)\/)?([a-z-]+)\.md$/.exec(href)?.[1];
  return page && isGuidePage(page) ? page : undefined;
}

const renderers = new Map<Language, MarkdownIt>();

function rendererFor(language: Language): MarkdownIt {
  const made = renderers.get(language);
  if (made) return made;
  const md = markdownIt({ html: false, linkify: false, typographer: false });
  // Only addresses without a scheme pass (no http:, javascript:, data:, file:, nor //host).
  md.validateLink = (url) => !/^[a-z][a-z0-9+.-]*:/i.test(url.trim()) && !url.trim().startsWith('//');
  // The page's headings sit under the view's h2: # becomes h3, ## h4.
  md.renderer.rules.heading_open = (tokens, idx) => {
    const level = Math.min(Number(tokens[idx]!.tag.slice(1)) + 2, 6);
    return `<h${level}>`;
  };
  md.renderer.rules.heading_close = (tokens, idx) => `</h${Math.min(Number(tokens[idx]!.tag.slice(1)) + 2, 6)}>\n`;
  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    const page = linkedGuidePage(String(token.attrGet('href') ?? ''));
    if (!page) {
      // A file of the repository or a web address: said, not linked (it cannot open here).
      token.meta = { dropped: true };
      return '';
    }
    token.attrSet('href', `#${guidePagePath(page)}`);
    token.attrSet('data-guide-page', page);
    return self.renderToken(tokens, idx, options);
  };
  md.renderer.rules.link_close = (tokens, idx, options, _env, self) => {
    // The matching opener is the nearest link_open before it at the same nesting.
    for (let i = idx - 1; i >= 0; i--) {
      const token = tokens[i]!;
      if (token.type === 'link_open')
        return (token.meta as { dropped?: boolean } | null)?.dropped ? '' : self.renderToken(tokens, idx, options);
    }
    return '';
  };
  md.renderer.rules.image = (tokens, idx, _options, _env, self) => {
    const token = tokens[idx]!;
    const alt = self.renderInlineAsText(token.children ?? [], _options, _env);
    const url = guideImageUrl(language, String(token.attrGet('src') ?? ''));
    if (!url) return md.utils.escapeHtml(alt);
    return `<img src="${md.utils.escapeHtml(url)}" alt="${md.utils.escapeHtml(alt)}" loading="lazy">`;
  };
  // Chinese lines are wrapped in the source at punctuation; a line break there is no space in Chinese.
  if (language === 'zh-CN') md.renderer.rules.softbreak = () => '';
  renderers.set(language, md);
  return md;
}

/** A page's Markdown in HTML, for `v-html`: no raw HTML, links and images checked as above. */
export const renderGuide = (markdown: string, language: Language): string => rendererFor(language).render(markdown);
