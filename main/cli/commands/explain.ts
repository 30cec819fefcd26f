// `site-console explain <CODE>` and `explain --list`: the console's error index, in the spirit of
// `rustc --explain`, read from the error catalogue that the window, the evidence pack and every
// other command take their words from. It reads nothing but the catalogue, so it works offline.
import { catalogueEntries, catalogueEntry, categoryWords, closestCodes, type CatalogueEntry } from '../../../shared/catalogue';
import type { ErrorCategory } from '../../../shared/error-categories';
import type { Language } from '../../../shared/language';
import { defineCommand, refusal } from '../kit';
import { EXPLAIN_REFUSALS, EXPLAIN_USAGE, EXPLAIN_WORDS } from './explain-words';
import { stdout } from '../output';

/** A code's words with each placeholder shown as what it stands for (`{path}` as ‹path›), a literal as itself. */
export const showPlaceholders = (template: string): string =>
  template.replace(/\{(\w+)\}|\{'([^']*)'\}/g, (_whole, name: string | undefined, literal: string | undefined) =>
    name === undefined ? (literal ?? '') : `‹${name}›`,
  );

/** Where the field guide's page of a code is, in a language. */
const guidePath = (page: string, language: Language): string => `docs/guide/${language}/${page}.md`;

/** An entry as --json gives it: the catalogue's data, its words with placeholders shown, and its guide page's files. */
function entryJson(entry: CatalogueEntry): object {
  const words = { en: showPlaceholders(entry.words.en), 'zh-CN': showPlaceholders(entry.words['zh-CN']) };
  const guide = entry.guide
    ? { page: entry.guide, path: { en: guidePath(entry.guide, 'en'), 'zh-CN': guidePath(entry.guide, 'zh-CN') } }
    : null;
  return { code: entry.code, category: entry.category, source: entry.source, words, explain: entry.explain, guide };
}

function entryText(entry: CatalogueEntry, language: Language): string {
  const w = EXPLAIN_WORDS[language];
  const lines = [
    w.heading(entry.code, categoryWords(entry.category as ErrorCategory, language), entry.source),
    `  ${showPlaceholders(entry.words[language])}`,
    '',
  ];
  const { causes, next } = entry.explain[language];
  if (causes.length === 0 && next.length === 0) lines.push(w.noExplanation);
  if (causes.length > 0) lines.push(w.causes, ...causes.map((c) => `  - ${c}`));
  if (next.length > 0) lines.push(w.next, ...next.map((n) => `  - ${n}`));
  if (entry.guide) lines.push('', w.guide(guidePath(entry.guide, language)));
  return `${lines.join('\n')}\n`;
}

/** The `explain` command. */
export const explainCommand = defineCommand({
  name: 'explain',
  options: { list: { type: 'boolean' } },
  usage: EXPLAIN_USAGE,
  run: async ({ values, positionals, json, language }) => {
    if (values.list) {
      if (positionals.length > 0) throw refusal(EXPLAIN_REFUSALS.oneCode);
      const entries = catalogueEntries();
      if (json) stdout.write(`${JSON.stringify({ ok: true, entries: entries.map(entryJson) })}\n`);
      else stdout.write(entries.map((e) => `${e.code.padEnd(40)} ${showPlaceholders(e.words[language])}\n`).join(''));
      return 0;
    }
    const [typed] = positionals;
    if (positionals.length !== 1 || !typed) throw refusal(EXPLAIN_REFUSALS.oneCode);
    // As the engineer may type it from a printout: any case, a dash for an underscore.
    const entry = catalogueEntry(typed) ?? catalogueEntry(typed.toUpperCase().replace(/[-\s]/g, '_'));
    if (!entry) {
      const closest = closestCodes(typed);
      throw refusal(EXPLAIN_REFUSALS.unknown(typed, closest), { typed, closest });
    }
    stdout.write(json ? `${JSON.stringify({ ok: true, ...entryJson(entry) })}\n` : entryText(entry, language));
    return 0;
  },
});
