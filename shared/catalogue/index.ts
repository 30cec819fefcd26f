// The error catalogue: its words (words.ts, what a failure said in words needs) and each code's
// explanation (usual causes on a site, what to do next, its guide page) for `explain` and Help.
import type { ErrorCategory } from '../error-categories';
import type { Language, LocalizedText } from '../language';
import type { CodeDeclaration, Explanation, ExplanationDeclaration, GuidePage } from './entry';
import { batchFileExplanations } from './explain/batch-file';
import { batchFloorExplanations } from './explain/batch-floors';
import { batchRunExplanations } from './explain/batch-run';
import { bridgeExplanations } from './explain/bridge';
import { configExplanations } from './explain/config';
import { evidenceExplanations } from './explain/evidence';
import { fileDialogExplanations } from './explain/file-dialog';
import { handoverExplanations } from './explain/handover';
import { httpAnswerExplanations } from './explain/http-answer';
import { httpNetworkExplanations } from './explain/http-network';
import { httpTlsExplanations } from './explain/http-tls';
import { licenseOfflineExplanations } from './explain/license-offline';
import { licenseServiceExplanations } from './explain/license-service';
import { licenseExplanations } from './explain/license';
import { licensevendorLibraryExplanations } from './explain/licensevendor-library';
import { licensevendorExplanations } from './explain/licensevendor';
import { secretsExplanations } from './explain/secrets';
import { siteAnswerExplanations } from './explain/site-answers';
import { siteCallLogExplanations } from './explain/site-call-log';
import { siteCallExplanations } from './explain/site-call';
import { siteProfileExplanations } from './explain/site-profile';
import { transportExplanations } from './explain/transport';
import { consoleTable, siteTable } from './words';

export { GUIDE_PAGES, type Explanation, type GuidePage } from './entry';
export {
  categoryWords,
  errorWords,
  errorWordsInEvery,
  hasWords,
  isErrorCode,
  knownErrorWords,
  type DetailNamesOf,
  type DetailsOf,
  type ErrorCode,
  type ErrorPlace,
  type Failure,
  type SiteAnswerCode,
} from './words';

/** Every code's explanation, the console's and the site's (a site code and a console code may share a name). */
const consoleExplanations: Readonly<Record<string, ExplanationDeclaration>> = {
  ...batchFileExplanations,
  ...batchFloorExplanations,
  ...batchRunExplanations,
  ...bridgeExplanations,
  ...configExplanations,
  ...evidenceExplanations,
  ...fileDialogExplanations,
  ...handoverExplanations,
  ...httpAnswerExplanations,
  ...httpNetworkExplanations,
  ...httpTlsExplanations,
  ...licenseOfflineExplanations,
  ...licenseServiceExplanations,
  ...licenseExplanations,
  ...licensevendorLibraryExplanations,
  ...licensevendorExplanations,
  ...secretsExplanations,
  ...siteCallLogExplanations,
  ...siteCallExplanations,
  ...siteProfileExplanations,
  ...transportExplanations,
};
const siteExplanations: Readonly<Record<string, ExplanationDeclaration>> = siteAnswerExplanations;

/** A code as Help and `explain` show it. */
export interface CatalogueEntry {
  code: string;
  category: ErrorCategory;
  words: LocalizedText;
  explain: Readonly<Record<Language, Explanation>>;
  guide: GuidePage;
  /** `site`: a site service's own envelope code, not the console's. */
  source: 'console' | 'site';
}

const entryOf = (code: string, declared: CodeDeclaration, source: CatalogueEntry['source']): CatalogueEntry => {
  const { explain, guide } = (source === 'site' ? siteExplanations : consoleExplanations)[code]!;
  return { code, category: declared.category, words: declared.words, explain, guide, source };
};

/** Every entry: the console's codes, then the site's. */
export const catalogueEntries = (): CatalogueEntry[] => [
  ...Object.entries(consoleTable).map(([code, declared]) => entryOf(code, declared, 'console')),
  ...Object.entries(siteTable).map(([code, declared]) => entryOf(code, declared, 'site')),
];

/** A code's entry: the console's code first, else the site's code of that name. */
export function catalogueEntry(code: string): CatalogueEntry | undefined {
  const own = Object.hasOwn(consoleTable, code) ? consoleTable[code] : undefined;
  if (own) return entryOf(code, own, 'console');
  const site = Object.hasOwn(siteTable, code) ? siteTable[code] : undefined;
  return site ? entryOf(code, site, 'site') : undefined;
}

/** The codes closest to a mistyped one, closest first (edit distance, ignoring case, `-` for `_`). */
export function closestCodes(text: string, max = 3): string[] {
  const typed = text.toUpperCase().replace(/[-\s]/g, '_');
  const codes = [...new Set([...Object.keys(consoleTable), ...Object.keys(siteTable)])];
  const scored = codes.map((code) => ({ code, distance: code.includes(typed) && typed.length >= 3 ? 0.5 : editDistance(typed, code) }));
  const near = scored.filter((s) => s.distance <= Math.max(2, Math.ceil(typed.length / 3)));
  return (near.length ? near : scored)
    .sort((a, b) => a.distance - b.distance || a.code.localeCompare(b.code))
    .slice(0, max)
    .map((s) => s.code);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}
