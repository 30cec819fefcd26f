import { describe, expect, it } from 'vitest';
import { classify, DeadlineError, HTTP_FAILURES, httpFailure, PinMismatchError } from '../../../../main/http/failures';

const withCode = (code: string): Error => Object.assign(new Error(code), { code });

describe('HTTP failure categories', () => {
  it.each([
    ['ENOTFOUND', 'HTTP_DNS', 'network'],
    ['EAI_AGAIN', 'HTTP_DNS', 'network'],
    ['ECONNREFUSED', 'HTTP_REFUSED', 'network'],
    ['ECONNRESET', 'HTTP_RESET', 'network'],
    ['UND_ERR_SOCKET', 'HTTP_RESET', 'network'],
    ['EHOSTUNREACH', 'HTTP_NETWORK', 'network'],
    ['UND_ERR_CONNECT_TIMEOUT', 'HTTP_CONNECT_TIMEOUT', 'timeout'],
    ['UND_ERR_HEADERS_TIMEOUT', 'HTTP_RESPONSE_TIMEOUT', 'timeout'],
    ['UND_ERR_BODY_TIMEOUT', 'HTTP_BODY_TIMEOUT', 'timeout'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'HTTP_TLS_UNTRUSTED', 'tls'],
    ['CERT_HAS_EXPIRED', 'HTTP_TLS_EXPIRED', 'tls'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'HTTP_TLS_HOSTNAME', 'tls'],
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'HTTP_TLS_FAILED', 'tls'],
    ['UND_ERR_RES_EXCEEDED_MAX_SIZE', 'HTTP_TOO_LARGE', 'malformed'],
  ] as const)('%s is %s (%s)', (system, code, category) => {
    expect(classify(withCode(system), false)).toBe(code);
    expect(classify(Object.assign(new Error('fetch failed'), { cause: withCode(system) }), false)).toBe(code);
    expect(HTTP_FAILURES[code]).toBe(category);
  });

  it('tells our own deadline, a pin mismatch and a cancel apart', () => {
    expect(classify(new DeadlineError('headers'), false)).toBe('HTTP_RESPONSE_TIMEOUT');
    expect(classify(new DeadlineError('body'), false)).toBe('HTTP_BODY_TIMEOUT');
    expect(classify(new PinMismatchError('AA'), false)).toBe('HTTP_TLS_PIN_MISMATCH');
    expect(classify(withCode('UND_ERR_ABORTED'), true)).toBe('HTTP_CANCELLED');
  });

  it('says what, where and what next, and keeps the facts for the words table', () => {
    const error = httpFailure(
      'HTTP_DNS',
      {
        method: 'POST',
        url: 'http://org.site.local:8080/x',
        label: 'E1 over direct',
        traceId: 'a'.repeat(32),
        traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`,
        durationMs: 3,
      },
      { connectMs: 1, requestMs: 2 },
    );
    expect(error.category).toBe('network');
    expect(error.message).toBe(
      "the name org.site.local:8080 cannot be resolved: check the address in the profile and the laptop's DNS or hosts file (E1 over direct, POST http://org.site.local:8080/x)",
    );
    expect(error.details).toMatchObject({ host: 'org.site.local:8080', url: 'http://org.site.local:8080/x', label: 'E1 over direct' });
  });
});
