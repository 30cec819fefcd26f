// The error catalogue: every code the console can put in front of the engineer, declared once with
// its category, the details its words need, its words in en and zh-CN and its explanation. One
// resolver serves the window, the command line, the evidence pack and the handover report.
import type { ErrorCategory } from '../error-categories';
import type { Language, LocalizedText } from '../language';
import { fillWords, wordValues } from '../words';
import { batchFileCodes } from './codes/batch-file';
import { batchFloorCodes } from './codes/batch-floors';
import { batchRunCodes } from './codes/batch-run';
import { bridgeCodes } from './codes/bridge';
import { configCodes } from './codes/config';
import { evidenceCodes } from './codes/evidence';
import { fileDialogCodes } from './codes/file-dialog';
import { handoverCodes } from './codes/handover';
import { httpAnswerCodes } from './codes/http-answer';
import { httpNetworkCodes } from './codes/http-network';
import { httpTlsCodes } from './codes/http-tls';
import { licenseCodes } from './codes/license';
import { licenseOfflineCodes } from './codes/license-offline';
import { licenseServiceCodes } from './codes/license-service';
import { licensevendorCodes } from './codes/licensevendor';
import { licensevendorLibraryCodes } from './codes/licensevendor-library';
import { secretsCodes } from './codes/secrets';
import { siteAnswerCodes } from './codes/site-answers';
import { siteCallCodes } from './codes/site-call';
import { siteCallLogCodes } from './codes/site-call-log';
import { siteProfileCodes } from './codes/site-profile';
import { transportCodes } from './codes/transport';
import type { CodeDeclaration, DetailNamesOfDeclaration, DetailsOfDeclaration, Explanation, GuidePage } from './entry';

export { GUIDE_PAGES, type Explanation, type GuidePage } from './entry';

/** The console's own codes. */
const CONSOLE_CODES = {
  ...bridgeCodes,
  ...transportCodes,
  ...configCodes,
  ...fileDialogCodes,
  ...httpNetworkCodes,
  ...httpTlsCodes,
  ...httpAnswerCodes,
  ...secretsCodes,
  ...siteCallCodes,
  ...siteProfileCodes,
  ...siteCallLogCodes,
  ...licenseCodes,
  ...licenseServiceCodes,
  ...licenseOfflineCodes,
  ...licensevendorCodes,
  ...licensevendorLibraryCodes,
  ...batchFileCodes,
  ...batchFloorCodes,
  ...batchRunCodes,
  ...evidenceCodes,
  ...handoverCodes,
};

/** Every code of the console's own. */
export type ErrorCode = keyof typeof CONSOLE_CODES;
/** A code a site service answers with in its envelope (SITE-API.md). */
export type SiteAnswerCode = keyof typeof siteAnswerCodes;
/** The details a code's words need. */
export type DetailsOf<C extends ErrorCode> = DetailsOfDeclaration<(typeof CONSOLE_CODES)[C]>;
/** The names of the details a code's words need; never when they need none. */
export type DetailNamesOf<C extends ErrorCode> = DetailNamesOfDeclaration<(typeof CONSOLE_CODES)[C]>;

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

/** A failure as it reaches words: a BridgeError, a ConsoleError, a batch row's problem, a call record's error. */
export interface Failure {
  category?: string;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** Where a failure happened, when that changes what to do: a call to the license server (selfhosted.baseUrl). */
export type ErrorPlace = 'licenseServer';

const consoleTable: Readonly<Record<string, CodeDeclaration>> = CONSOLE_CODES;
const siteTable: Readonly<Record<string, CodeDeclaration>> = siteAnswerCodes;

const entryOf = (code: string, declared: CodeDeclaration, source: CatalogueEntry['source']): CatalogueEntry => ({
  code,
  category: declared.category,
  words: declared.words,
  explain: declared.explain,
  guide: declared.guide,
  source,
});

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

/** Whether `code` is a code of the console's own. */
export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(consoleTable, code);

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

/** The words of a code no table has: the code and the technical message, so that it can still be reported. */
const UNKNOWN: LocalizedText = {
  en: '{message} (code {code}). If this keeps happening, copy this message into your site report.',
  'zh-CN': '{message}（代码 {code}）。如果反复出现，请把这段信息复制到站点报告中。',
};
/** The words of a site's envelope code the site API does not list. */
const SITE_UNKNOWN: LocalizedText = {
  en: 'The site answered {code}: “{siteMessage}” ({route}, {url}).',
  'zh-CN': '站点返回 {code}：“{siteMessage}”（{route}，{url}）。',
};

/** A failure in words in `language`: what happened and what to do next. Never empty. */
export function errorWords(failure: Failure, language: Language, place?: ErrorPlace): string {
  const values = wordValues(failure, language);
  // A site's envelope codes are the site's own vocabulary; a console code said of a site's answer (SITE_DATA_FALSE) keeps the console's words.
  if (failure.category === 'envelope' && (Object.hasOwn(siteTable, failure.code) || !Object.hasOwn(consoleTable, failure.code))) {
    const words = Object.hasOwn(siteTable, failure.code) ? siteTable[failure.code]!.words : SITE_UNKNOWN;
    return fillWords(words[language], { siteMessage: '', route: '', url: '', ...values });
  }
  // A handshake refused with no client certificate presented may be a server requiring one (TLS 1.2): its words say so.
  const code =
    failure.code === 'HTTP_TLS_FAILED' && failure.details?.maybeClientCertificate === true
      ? 'HTTP_TLS_FAILED_NO_CLIENT_CERTIFICATE'
      : failure.code;
  const declared = Object.hasOwn(consoleTable, code) ? consoleTable[code] : undefined;
  const words = (place === 'licenseServer' ? declared?.licenseServer : undefined) ?? declared?.words ?? UNKNOWN;
  return fillWords(words[language], values);
}

/** A failure's words in every language (for --json and the evidence pack, which carry both). */
export const errorWordsInEvery = (failure: Failure, place?: ErrorPlace): LocalizedText => ({
  en: errorWords(failure, 'en', place),
  'zh-CN': errorWords(failure, 'zh-CN', place),
});

/** Whether the catalogue has words of its own for a failure (not the generic sentence of an unknown code). */
export const hasWords = (failure: Failure): boolean =>
  Object.hasOwn(consoleTable, failure.code) || (failure.category === 'envelope' && Object.hasOwn(siteTable, failure.code));

const CATEGORY_WORDS: Readonly<Record<ErrorCategory, LocalizedText>> = {
  validation: { en: 'validation', 'zh-CN': '校验' },
  'not-found': { en: 'not found', 'zh-CN': '未找到' },
  io: { en: 'I/O', 'zh-CN': '读写' },
  network: { en: 'network', 'zh-CN': '网络' },
  timeout: { en: 'timeout', 'zh-CN': '超时' },
  tls: { en: 'TLS', 'zh-CN': 'TLS' },
  http: { en: 'HTTP', 'zh-CN': 'HTTP' },
  envelope: { en: 'site answer', 'zh-CN': '站点应答' },
  malformed: { en: 'malformed answer', 'zh-CN': '应答格式' },
  usage: { en: 'usage', 'zh-CN': '用法' },
  site: { en: 'site answer', 'zh-CN': '站点应答' },
  license: { en: 'license', 'zh-CN': '许可' },
  transport: { en: 'transport', 'zh-CN': '传输' },
  internal: { en: 'internal', 'zh-CN': '内部' },
};

/** A category as the engineer reads it. */
export const categoryWords = (category: ErrorCategory, language: Language): string => CATEGORY_WORDS[category][language];

/** A failure's words in every language when the catalogue has its code; null for a code it does not know. */
export const knownErrorWords = (failure: Failure, place?: ErrorPlace): LocalizedText | null =>
  hasWords(failure) ? errorWordsInEvery(failure, place) : null;
