// A site call's phases have one sentence in each language: connect (or a reused connection), first byte
// and body, each in milliseconds as the console shows them, and the window's `common.ms` is the same words.
import { describe, expect, it } from 'vitest';
import { MS_WORDS, callPhasesWords } from '../../../shared/call-phase-words';
import en from '../../../renderer/i18n/en';
import zhCN from '../../../renderer/i18n/zh-CN';

describe('callPhasesWords', () => {
  it('says each phase with its unit, in English and in Chinese', () => {
    const phases = { connectMs: 3.4, firstByteMs: 41.2, bodyMs: 0.43 };
    expect(callPhasesWords(phases, 'en')).toBe('connect 3 ms · first byte 41 ms · body 0.4 ms');
    expect(callPhasesWords(phases, 'zh-CN')).toBe('连接 3 毫秒 · 首字节 41 毫秒 · 正文 0.4 毫秒');
  });

  it('says a kept-alive connection was reused instead of a connect time', () => {
    const phases = { connectMs: null, firstByteMs: 30.2, bodyMs: 0.4 };
    expect(callPhasesWords(phases, 'en')).toBe('connect reused · first byte 30 ms · body 0.4 ms');
    expect(callPhasesWords(phases, 'zh-CN')).toBe('连接 复用 · 首字节 30 毫秒 · 正文 0.4 毫秒');
  });

  it('is the only place the phases are worded: the window’s message trees have no phase line of their own', () => {
    for (const tree of [en, zhCN]) {
      const text = JSON.stringify(tree);
      expect(text).not.toContain('{firstByte}');
      expect(text).not.toMatch(/chainPhases|chainReused/);
    }
    expect(en.common.ms).toBe(MS_WORDS.en);
    expect(zhCN.common.ms).toBe(MS_WORDS['zh-CN']);
  });
});
