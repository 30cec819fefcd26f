// The field guide: every page in both languages, every link and image inside the repository, and
// every code of the error catalogue one address away in Help (and found by its search).
// In the component project: it resolves Help's addresses with the router's own areas, and the
// router holds the first area's view, which needs a window to load (renderer/router.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import markdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from 'vue-router';
import { catalogueEntries, GUIDE_PAGES } from '../../../shared/catalogue';
import { LANGUAGES } from '../../../shared/language';
import { entryPath, guidePageOf, helpEntry } from '../../../renderer/help/code-entries';
import { guideImageUrl, guidePageText } from '../../../renderer/help/guide-pages';
import { createHelpIndex } from '../../../renderer/help/help-search';
import { areas } from '../../../renderer/router';

const ROOT = resolve(import.meta.dirname, '../../..');
const GUIDE = join(ROOT, 'docs/guide');

/** Every link and image target of a Markdown file, as written. */
function targets(file: string): Array<{ kind: 'link' | 'image'; target: string }> {
  const found: Array<{ kind: 'link' | 'image'; target: string }> = [];
  const walk = (tokens: ReturnType<ReturnType<typeof markdownIt>['parse']>): void => {
    for (const token of tokens) {
      if (token.type === 'link_open') found.push({ kind: 'link', target: String(token.attrGet('href')) });
      if (token.type === 'image') found.push({ kind: 'image', target: String(token.attrGet('src')) });
      if (token.children) walk(token.children);
    }
  };
  walk(markdownIt().parse(readFileSync(file, 'utf8'), {}));
  return found;
}

const markdownOfTheGuide = [
  join(ROOT, 'README.md'),
  join(ROOT, 'README.zh-CN.md'),
  join(GUIDE, 'README.md'),
  ...LANGUAGES.flatMap((language) => GUIDE_PAGES.map((page) => join(GUIDE, language, `${page}.md`))),
];

describe('the field guide', () => {
  it.each(LANGUAGES)("has exactly the catalogue's pages in %s, each with a title", (language) => {
    const files = readdirSync(join(GUIDE, language))
      .filter((f) => f.endsWith('.md'))
      .sort();
    expect(files).toEqual(GUIDE_PAGES.map((page) => `${page}.md`).sort());
    for (const page of GUIDE_PAGES) expect(guidePageText(page, language)?.title, `${language}/${page}`).toMatch(/\S/);
  });

  it('has the same images on a page in both languages', () => {
    for (const page of GUIDE_PAGES) {
      const images = LANGUAGES.map((language) =>
        targets(join(GUIDE, language, `${page}.md`))
          .filter((t) => t.kind === 'image')
          .map((t) => t.target),
      );
      expect(images[1], page).toEqual(images[0]);
    }
  });

  it.each(markdownOfTheGuide.map((file) => relative(ROOT, file)))('%s: every link and image resolves inside the repository', (name) => {
    const file = join(ROOT, name);
    for (const { kind, target } of targets(file)) {
      // Nothing remote: the guide is read on a laptop without a network.
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) {
        expect(name, `${kind} ${target}`).toBe('README.md');
        continue;
      }
      const path = resolve(dirname(file), decodeURI(target.split('#')[0] ?? ''));
      expect(relative(ROOT, path).startsWith('..'), `${name}: ${target} leaves the repository`).toBe(false);
      expect(existsSync(path), `${name}: ${kind} ${target} is missing`).toBe(true);
      if (kind === 'image') {
        expect(statSync(path).size, `${name}: ${target} is not small`).toBeLessThan(120_000);
        // The Help view bundles it.
        const language = relative(GUIDE, file).split('/')[0];
        if (language === 'en' || language === 'zh-CN') expect(guideImageUrl(language, target), target).toBeTruthy();
      }
    }
  });

  it('links README.md and the guide both ways, and README.md to README.zh-CN.md', () => {
    const links = (file: string): string[] => targets(join(ROOT, file)).map((t) => t.target);
    expect(links('README.md')).toEqual(expect.arrayContaining(['docs/guide/README.md', 'README.zh-CN.md']));
    expect(links('README.zh-CN.md')).toEqual(expect.arrayContaining(['docs/guide/README.md', 'README.md']));
    expect(links('docs/guide/README.md')).toEqual(expect.arrayContaining(['../../README.md', '../../README.zh-CN.md']));
  });

  it('README.zh-CN.md has the same two set-up commands as README.md', () => {
    const commands = (file: string): string[] => readFileSync(join(ROOT, file), 'utf8').match(/^npm ci && npm (?:start|test)$/gm) ?? [];
    expect(commands('README.zh-CN.md')).toEqual(commands('README.md'));
    expect(commands('README.md')).toEqual(['npm ci && npm start', 'npm ci && npm test']);
  });
});

describe('every code of the catalogue in Help', () => {
  const router = createRouter({ history: createMemoryHistory(), routes: areas });
  const index = createHelpIndex();

  it.each(catalogueEntries().map((entry) => [`${entry.source} ${entry.code}`, entry] as const))(
    '%s has its entry at its own address, and search finds it',
    (_name, entry) => {
      const to = router.resolve(entryPath(entry));
      expect(to.matched.map((r) => r.name)).toEqual(['help', entry.source === 'site' ? 'help-site-code' : 'help-code']);
      expect(helpEntry(String(to.params['code']), entry.source)).toEqual(entry);
      // The page that covers it exists in both languages.
      for (const language of LANGUAGES) expect(guidePageText(guidePageOf(entry), language)).toBeDefined();
      // Typed into Help's search, the code is the first result (a site's code of the same name as a console's: among the first two).
      const kind = entry.source === 'site' ? 'site-code' : 'code';
      const hits = index.search(entry.code).filter((hit) => hit.kind !== 'page');
      expect(hits.slice(0, 2)).toContainEqual({ kind, id: entry.code });
    },
  );
});
