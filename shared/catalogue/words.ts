// The error catalogue's words: every code the console can put in front of the engineer, declared
// once with its category, the details its words need and its words in en and zh-CN (codes/). One
// resolver serves the window, the command line, the evidence pack and the handover report. A failure
// said in words loads only this; the explanations (explain/) come with the whole catalogue (index.ts),
// for `explain` and Help.
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
import type { CodeDeclaration, DetailNamesOfDeclaration, DetailsOfDeclaration } from './entry';

/** The console's own codes. */
export const CONSOLE_CODES = {
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

/** A failure as it reaches words: a BridgeError, a ConsoleError, a batch row's problem, a call record's error. */
export interface Failure {
  category?: string;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** Where a failure happened, when that changes what to do: a call to the license server (selfhosted.baseUrl). */
export type ErrorPlace = 'licenseServer';

export const consoleTable: Readonly<Record<string, CodeDeclaration>> = CONSOLE_CODES;
export const siteTable: Readonly<Record<string, CodeDeclaration>> = siteAnswerCodes;

/** Whether `code` is a code of the console's own. */
export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(consoleTable, code);

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
