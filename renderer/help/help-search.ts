// One search over the field guide and the error catalogue, in both languages at once: an engineer
// may type a code, a Chinese word or an English one whatever the UI speaks. MiniSearch splits
// Latin text into words; Chinese has no spaces, so every run of Han characters is also indexed as
// its character pairs (bigrams): 楼层 is found in 访客楼层, and 离线激活 in 离线激活（licensevendor）.
import MiniSearch from 'minisearch';
import { catalogueEntries, categoryWords, type CatalogueEntry } from '../../shared/catalogue';
import { LANGUAGES } from '../../shared/language';
import { guidePagesIn, type GuidePageText } from './guide-pages';

/** What a search found: a guide page (its slug), or a catalogue entry (its code): the console's or a site's. */
export interface HelpHit {
  kind: 'page' | 'code' | 'site-code';
  /** The page's slug or the code. */
  id: string;
}

const HAN_RUN = /\p{Script=Han}+/u;
const WORD = /\p{Script=Han}+|[\p{L}\p{N}_]+/gu;

/**
 * The terms of a text: Latin words (a code such as PERSON_NOT_FOUND whole and by its parts), and
 * each run of Han characters as its bigrams (a single character stays itself).
 */
export function helpTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [run] of text.matchAll(WORD)) {
    if (HAN_RUN.test(run)) {
      if (run.length === 1) terms.push(run);
      for (let i = 0; i + 1 < run.length; i++) terms.push(run.slice(i, i + 2));
    } else {
      terms.push(run);
      if (run.includes('_')) terms.push(...run.split('_').filter(Boolean));
    }
  }
  return terms;
}

interface HelpDocument {
  id: string;
  kind: HelpHit['kind'];
  key: string;
  code: string;
  title: string;
  text: string;
}

/** Markdown to plain words: the syntax marks go, the words and the link texts stay. */
const plain = (markdown: string): string => markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*#>|]/g, ' ');

function entryText(entry: CatalogueEntry): string {
  return LANGUAGES.flatMap((language) => {
    const explain = entry.explain[language];
    return [entry.words[language], categoryWords(entry.category, language), ...explain.causes, ...explain.next];
  })
    .join('\n')
    .replace(/\{\w+\}/g, ' ');
}

function helpDocuments(): HelpDocument[] {
  const bySlug = new Map<string, GuidePageText[]>();
  for (const text of LANGUAGES.flatMap((language) => guidePagesIn(language)))
    bySlug.set(text.page, [...(bySlug.get(text.page) ?? []), text]);
  return [
    ...[...bySlug].map(([page, texts]) => ({
      id: `page:${page}`,
      kind: 'page' as const,
      key: page,
      code: '',
      title: texts.map((t) => t.title).join('\n'),
      text: texts.map((t) => plain(t.markdown)).join('\n'),
    })),
    ...catalogueEntries().map((entry) => ({
      id: `${entry.source}:${entry.code}`,
      kind: entry.source === 'site' ? ('site-code' as const) : ('code' as const),
      key: entry.code,
      code: entry.code,
      title: '',
      text: `${entry.code.replaceAll('_', ' ')}\n${entryText(entry)}`,
    })),
  ];
}

/** The index of Help: made once, on the first search. */
export interface HelpIndex {
  search(query: string): HelpHit[];
}

/** Builds the index over every guide page and every catalogue entry, in both languages. */
export function createHelpIndex(): HelpIndex {
  const processTerm = (term: string): string => term.toLowerCase();
  const index = new MiniSearch<HelpDocument>({
    fields: ['code', 'title', 'text'],
    storeFields: ['kind', 'key'],
    // A code is one term in its own field (typed whole, or its beginning, it ranks first); its parts
    // are words of its text.
    tokenize: (text, field) => (field === 'code' ? (text ? [text] : []) : helpTerms(text)),
    processTerm,
    searchOptions: {
      tokenize: helpTerms,
      processTerm,
      boost: { code: 6, title: 3 },
      // Latin words match as prefixes (activ… finds activation) and forgive a typo in a long one;
      // Chinese bigrams match exactly.
      prefix: (term) => /^[a-z0-9_]{3,}$/.test(term),
      fuzzy: (term) => (/^[a-z0-9_]{6,}$/.test(term) ? 0.2 : false),
    },
  });
  index.addAll(helpDocuments());
  return {
    search: (query) => {
      if (!query.trim()) return [];
      const hits = index.search(query.trim()).map((result) => ({ kind: result['kind'] as HelpHit['kind'], id: String(result['key']) }));
      // A code typed whole comes first, whatever else mentions its words.
      const code = query.trim().toUpperCase().replace(/[-\s]/g, '_');
      return [
        ...hits.filter((hit) => hit.kind !== 'page' && hit.id === code),
        ...hits.filter((hit) => hit.kind === 'page' || hit.id !== code),
      ];
    },
  };
}
