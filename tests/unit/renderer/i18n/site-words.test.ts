import { describe, expect, it } from 'vitest';
import { HTTP_FAILURES } from '../../../../main/http/failures';
import { SITE_ERROR_CODES } from '../../../../shared/site';
import en from '../../../../renderer/i18n/en';
import zhCN from '../../../../renderer/i18n/zh-CN';

describe('words for the site client’s error codes', () => {
  it('exist in en and zh-CN for every code the HTTP client and the secrets store throw', () => {
    const siteClient = ['SITE_ROUTE_NOT_FOR_OPERATION', 'SITE_ROUTE_NOT_CONFIGURED', 'SITE_NO_ZONE_SERVICE', 'SITE_SECRET_MISSING', 'SITE_SECRET_UNSENDABLE', 'SITE_NOT_JSON', 'SITE_JSON_CUT_SHORT', 'SITE_NOT_JSON_DECODED', 'SITE_ENCODING_UNSUPPORTED', 'SITE_NOT_ENVELOPE', 'SITE_HTTP_STATUS', 'SITE_UNEXPECTED_DATA', 'SITE_PROBE_SUCCESS', 'SITE_PROFILE_INVALID', 'SITE_PROFILE_NOT_JSON', 'SITE_PROFILE_NOT_FOUND', 'SITE_NO_PROFILE', 'SITE_PROFILES_UNREADABLE', 'SITE_CALL_LOG_FAILED'];
    for (const code of SITE_ERROR_CODES) {
      expect(en.errors.envelope, code).toHaveProperty(code);
      expect(zhCN.errors.envelope, code).toHaveProperty(code);
    }
    for (const code of [...Object.keys(HTTP_FAILURES), 'SECRETS_UNAVAILABLE', ...siteClient]) {
      expect(en.errors, code).toHaveProperty(code);
      expect(zhCN.errors, code).toHaveProperty(code);
    }
  });
});
