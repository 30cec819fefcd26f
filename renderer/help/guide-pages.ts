// The field guide as the Help area reads it: the Markdown of docs/guide/<language>/<page>.md and
// its images, bundled with the Help chunk at build time, so that Help works on a laptop with no
// network and never fetches anything but the console's own files.
import { GUIDE_PAGES, type GuidePage } from '../../shared/catalogue';
import type { Language } from '../../shared/language';

const sources = import.meta.glob<string>('../../docs/guide/*/*.md', { query: '?raw', import: 'default', eager: true });
// Each image becomes a file of the build (or, when tiny, a data: URL, which the CSP allows for images).
const images = import.meta.glob<string>('../../docs/guide/*/images/*.png', { query: '?url', import: 'default', eager: true });

/** A page of the guide in one language. */
export interface GuidePageText {
  page: GuidePage;
  language: Language;
  /** Its first heading. */
  title: string;
  markdown: string;
}

const guideFile = (language: Language, name: string): string => `../../docs/guide/${language}/${name}`;

/** A page in a language; undefined when the guide lacks it (the guide test makes sure it never does). */
export function guidePageText(page: string, language: Language): GuidePageText | undefined {
  if (!isGuidePage(page)) return undefined;
  const markdown = sources[guideFile(language, `${page}.md`)];
  if (markdown === undefined) return undefined;
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? page;
  return { page, language, title, markdown };
}

/** Every page in `language`, in the order of a site visit. */
export const guidePagesIn = (language: Language): GuidePageText[] =>
  GUIDE_PAGES.map((page) => guidePageText(page, language)).filter((p): p is GuidePageText => p !== undefined);

/** Whether `page` names a page of the guide. */
export const isGuidePage = (page: string): page is GuidePage => (GUIDE_PAGES as readonly string[]).includes(page);

/** The bundled address of an image a page of `language` names (`images/x.png`); undefined for anything else. */
export function guideImageUrl(language: Language, source: string): string | undefined {
  if (!/^images\/[a-z0-9-]+\.png$/.test(source)) return undefined;
  return images[guideFile(language, source)];
}
