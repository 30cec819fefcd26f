import { describe, expect, it } from 'vitest';
import { HTTP_FAILURES } from '../../../../main/http/failures';
import en from '../../../../renderer/i18n/en';
import zhCN from '../../../../renderer/i18n/zh-CN';

describe('words for the site client’s error codes', () => {
  it('exist in en and zh-CN for every code the HTTP client and the secrets store throw', () => {
    for (const code of [...Object.keys(HTTP_FAILURES), 'SECRETS_UNAVAILABLE']) {
      expect(en.errors, code).toHaveProperty(code);
      expect(zhCN.errors, code).toHaveProperty(code);
    }
  });
});
