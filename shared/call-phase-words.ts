// A site call's phases in words (connect, first byte, body), in every language: one sentence that the
// Site call log and the chain picture of an E2 both say, so that the timing never reads two ways.
import type { Language, LocalizedText } from './language';
import { fillWords } from './words';

/** A call's phases in milliseconds; connect is null when a kept-alive connection was reused. */
export interface CallPhases {
  connectMs: number | null;
  firstByteMs: number;
  bodyMs: number;
}

/** A duration in milliseconds (`{n}`): the window's `common.ms` and the phases' own. */
export const MS_WORDS: LocalizedText = { en: '{n} ms', 'zh-CN': '{n} 毫秒' };

const PHASES: LocalizedText = {
  en: 'connect {connect} · first byte {firstByte} · body {body}',
  'zh-CN': '连接 {connect} · 首字节 {firstByte} · 正文 {body}',
};
/** A kept-alive connection: no connect phase of its own. */
const REUSED: LocalizedText = { en: 'reused', 'zh-CN': '复用' };

/** Milliseconds as the console shows them: to a tenth below 1 ms, else whole. */
export const wholeMs = (ms: number): number => (ms < 1 ? Math.round(ms * 10) / 10 : Math.round(ms));

const ms = (value: number, language: Language): string => fillWords(MS_WORDS[language], { n: wholeMs(value) });

/** A call's phases as one line in `language`, e.g. `connect 3 ms · first byte 41 ms · body 0.4 ms`. */
export function callPhasesWords(phases: CallPhases, language: Language): string {
  return fillWords(PHASES[language], {
    connect: phases.connectMs === null ? REUSED[language] : ms(phases.connectMs, language),
    firstByte: ms(phases.firstByteMs, language),
    body: ms(phases.bodyMs, language),
  });
}
