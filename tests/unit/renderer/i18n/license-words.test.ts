import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, FEATURE_REASONS, OFFLINE_ACTIVATION_ERROR_CODES } from '../../../../shared/auth';
import { AUTH_SERVICE_ERROR_CODES } from '../../../../shared/auth-service';
import { isErrorCode } from '../../../../shared/catalogue';
import en from '../../../../renderer/i18n/en';
import zhCN from '../../../../renderer/i18n/zh-CN';

describe('words of the License area', () => {
  it('exist in en and zh-CN for every code the authorization client and the selfhosted backend throw', () => {
    const refusals = AUTH_SERVICE_ERROR_CODES.filter((c) => c !== 'INVALID_REQUEST' && c !== 'INTERNAL_ERROR');
    for (const code of [
      ...AUTH_ERROR_CODES,
      ...OFFLINE_ACTIVATION_ERROR_CODES,
      ...refusals,
      'AUTH_SELFHOSTED_URL',
      'AUTH_SERVICE_HTTP_STATUS',
      'AUTH_SERVICE_MALFORMED',
      'AUTH_SERVICE_ERROR',
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
  });

  it('explain every reason of hasFeature in both languages', () => {
    for (const reason of FEATURE_REASONS) {
      expect(en.license.reasons[reason].length, reason).toBeGreaterThan(5);
      expect(zhCN.license.reasons[reason].length, reason).toBeGreaterThan(5);
    }
  });
});
