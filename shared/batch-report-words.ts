// A batch's preview and run report in sentences, in the language asked for: the table of its words
// (batch-report-texts.ts) filled in, with the error catalogue's words for a row's problem.
import type { BatchFileRead, BatchPreview, RowOutcome, RowProblem } from './batch';
import { rowProblemFacts } from './batch-words';
import { errorWords, knownErrorWords } from './catalogue/words';
import { batchReportWords } from './batch-report-texts';
import type { Language, LocalizedText } from './language';
import { fillWords } from './words';

const SEPARATORS = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

/** How a batch file was read, in words: its encoding and separator, or its sheet. */
export function fileReadWords(read: BatchFileRead, language: Language): string {
  const words = batchReportWords[language];
  if (read.kind === 'xlsx')
    return `${fillWords(words.readSheet, { sheet: read.sheet })}${read.otherSheets?.length ? fillWords(words.otherSheets, { sheets: read.otherSheets.map((name) => `“${name}”`).join(', ') }) : ''}`;
  const encoding = read.encoding.toUpperCase();
  return fillWords(words.readCsv, {
    encoding: read.byteOrderMark ? fillWords(words.withBom, { encoding }) : encoding,
    separator: words.separators[SEPARATORS[read.delimiter]],
  });
}

/** How a batch file was read, as a phrase inside a sentence: `GB18030, comma-separated`, `sheet "访客"`. */
export function fileReadPhrase(read: BatchFileRead, language: Language): string {
  const words = batchReportWords[language];
  if (read.kind === 'xlsx') return fillWords(words.sheetPhrase, { sheet: read.sheet });
  const encoding = read.encoding.toUpperCase();
  return fillWords(words.csvPhrase, {
    encoding: read.byteOrderMark ? fillWords(words.withBom, { encoding }) : encoding,
    separator: words.separators[SEPARATORS[read.delimiter]],
  });
}

/** A visitor on several rows with other floors, in words. */
export function repeatedVisitorWords(visitor: BatchPreview['repeatedVisitors'][number], language: Language): string {
  const words = batchReportWords[language];
  return fillWords(visitor.siteCompletes ? words.repeatedOwnFloors : words.repeated, {
    visitorId: visitor.visitorId,
    rows: visitor.rows.join(', '),
    floors: visitor.floorIds.join(';'),
  });
}

/** A row problem in words: its code's sentence in the language, filled from its row, column and facts (English: its own message). */
export function rowProblemWords(problem: RowProblem, language: Language): string {
  if (language === 'en') return problem.message;
  const words = errorWords({ code: problem.code, message: problem.message, details: rowProblemFacts(problem) }, language);
  // The floors close to an unknown one follow its words, as in the Batch view.
  const close = problem.details.close;
  return typeof close === 'string' && close ? `${words}${fillWords(batchReportWords[language].closeFloors, { close })}` : words;
}

/** A failed row's words in every language, from its code's table and its facts (host, the site's own message…); null when no table has its code. */
export function failureOfRowWords(outcome: RowOutcome): LocalizedText | null {
  if (!outcome.code) return null;
  return knownErrorWords({ category: outcome.category, code: outcome.code, message: outcome.message ?? '', details: outcome.details });
}

/** A failed row in the report's language: English says the console's own message (it carries more facts), another language its code's words. */
export function failedRowWords(outcome: RowOutcome, language: Language): string {
  if (language === 'en') return outcome.message ?? '';
  return failureOfRowWords(outcome)?.[language] ?? outcome.message ?? '';
}
