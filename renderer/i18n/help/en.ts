// English texts of the Help area (the field guide and the error catalogue). Keys mirror
// help/zh-CN.ts; renderer/i18n/en.ts takes `helpTexts` as `help`. The guide's own words are its
// Markdown (docs/guide/en/), each code's words the catalogue's (shared/catalogue).
import shell from '../shell/en';

/** The Help view. */
export const helpTexts = {
  title: shell.nav.help,
  intro:
    'The field guide, page by page in the order of a site visit, and every error code the console can show: what it means and what to do. Everything here is on this laptop.',
  search: 'Search the guide and the error codes',
  searchHint: 'A code, or words in Chinese or English: PERSON_NOT_FOUND, 楼层, offline activation',
  results: 'Results',
  resultCount: '{n} result(s) for “{query}”.',
  noResults: 'No guide page and no code matches “{query}”. Try fewer words, or a code.',
  kinds: { page: 'Guide page', code: 'Error code', 'site-code': 'Site answer code' },
  pages: 'Pages of the field guide',
  back: 'Back to where you were',
  code: {
    category: 'Kind of failure: {category}',
    siteCode: 'This is the site’s own code, which a site service answers with; the console shows its words.',
    happened: 'What happened',
    causes: 'Usual causes on a site',
    next: 'What to do next',
    guide: 'In the field guide',
    noExplanation:
      'The catalogue gives no more than the sentence above for this code. If it keeps happening, copy the message and its code into your site report.',
    unknown: 'The console has no code {code}.',
    closest: 'Codes close to it:',
    cli: 'On the command line: site-console explain {code}',
  },
  pageMissing: 'The field guide has no page “{page}”.',
};
