// The licensevendor backend's errors in words, through the renderer's one words table: every code
// has a sentence in both languages, and a library status reads with the catalogue's explanation and
// next step in the reader's language (they travel in the error, since a profile may add codes).
import { describe, expect, it } from 'vitest';
import { statusError } from '../../../../main/auth/backends/licensevendor/status-error';
import { describeError } from '../../../../renderer/i18n/error-words';
import { i18n } from '../../../../renderer/i18n/index';
import { isErrorCode } from '../../../../shared/catalogue';
import { DEFAULT_ABI_PROFILE, resolveAbiProfile } from '../../../../shared/licensevendor/abi-profile';
import { HEADER_STATUS_CATALOGUE } from '../../../../shared/licensevendor/catalogue';
import { LICENSEVENDOR_ERROR_CODES } from '../../../../shared/licensevendor/error-codes';

function say(language: 'en' | 'zh-CN', error: ReturnType<typeof statusError>): string {
  i18n.global.locale.value = language;
  return describeError(error.toBridgeError());
}

describe('words for the licensevendor backend', () => {
  it('exist in the error catalogue for every code it throws', () => {
    for (const code of LICENSEVENDOR_ERROR_CODES) expect(isErrorCode(code), code).toBe(true);
  });

  it('say every catalogue status with its number, hex, explanation and next step, in both languages', () => {
    for (const entry of HEADER_STATUS_CATALOGUE) {
      const error = statusError('login', entry.code, DEFAULT_ABI_PROFILE);
      const english = say('en', error);
      const chinese = say('zh-CN', error);
      expect(english).toContain(`${entry.name} ${entry.code} (0x`);
      expect(english).toContain(entry.explanation.en);
      expect(english).toContain(entry.nextStep.en);
      expect(chinese).toContain(entry.explanation['zh-CN']);
      expect(chinese).toContain(entry.nextStep['zh-CN']);
      expect(english + chinese).not.toMatch(/\{\w+\}|\[object Object\]/);
    }
  });

  it("say a profile's own code in its words, and an unknown code verbatim in decimal and hex", () => {
    const profile = resolveAbiProfile({
      statusCodes: [
        {
          code: 4242,
          name: 'ACME_DONGLE_MISSING',
          explanation: { en: 'The dongle is missing.', 'zh-CN': '缺少加密狗。' },
          nextStep: { en: 'Plug it in.', 'zh-CN': '请插入加密狗。' },
        },
      ],
    });
    expect(say('zh-CN', statusError('login', 4242, profile))).toContain('缺少加密狗。');
    expect(say('en', statusError('login', 4242, profile))).toContain('ACME_DONGLE_MISSING 4242 (0x00001092)');
    expect(say('zh-CN', statusError('testFeature', 99999, DEFAULT_ABI_PROFILE))).toContain('99999（0x0001869F）');
  });
});
