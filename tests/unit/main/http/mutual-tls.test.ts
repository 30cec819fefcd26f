// Mutual TLS against servers of the test's own that require a client certificate: a Node https
// server (TLS 1.3 alert certificate_required when none is presented) and Debian's `openssl s_server`
// (alert unknown_ca for a certificate it did not issue). The certificates are made here with openssl.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Server } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpRequestOptions } from '../../../../main/http/call';
import { HttpClient } from '../../../../main/http/client';
import { tlsRefusalOf } from '../../../../main/http/failures';
import { ConsoleError } from '../../../../shared/errors';
import { freePort, untilAccepting } from '../../loopback';
import { makeMutualTlsPki, startMutualTlsServer, type MutualTlsPki } from './tls-fixture';

let pki: MutualTlsPki;
const file = (name: string): string => pki.file(name);
const timeouts = { connectMs: 5_000, requestMs: 10_000 };
const client = new HttpClient();
let server: Server;
let url = '';
let sServer: ChildProcess | null = null;
let sServerUrl = '';

beforeAll(async () => {
  pki = makeMutualTlsPki();
  const started = await startMutualTlsServer(pki);
  server = started.server;
  url = `${started.origin}/organization/api/v1/person/detail`;

  const port = await freePort();
  sServer = spawn(
    'openssl',
    [
      's_server',
      '-accept',
      `127.0.0.1:${port}`,
      '-cert',
      'server.pem',
      '-key',
      'server.key',
      '-CAfile',
      'ca.pem',
      '-Verify',
      '1',
      '-verify_return_error',
      '-www',
      '-quiet',
    ],
    { cwd: pki.dir, stdio: 'ignore' },
  );
  await untilAccepting(port, () => (sServer?.exitCode === null ? null : 'openssl s_server exited'));
  sServerUrl = `https://127.0.0.1:${port}/`;
});

afterAll(async () => {
  await client.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  sServer?.kill();
  rmSync(pki.dir, { recursive: true, force: true });
});

async function failure(options: HttpRequestOptions): Promise<ConsoleError> {
  const error = await client.request(options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConsoleError);
  return error as ConsoleError;
}

const pem = (): { certFile: string; keyFile: string; passphrase: string } => ({
  certFile: file('client.pem'),
  keyFile: file('client.key'),
  passphrase: pki.keyPassphrase,
});

describe('mutual TLS: a server that requires a client certificate', () => {
  it('accepts the PEM certificate with its encrypted key and passphrase', async () => {
    const response = await client.request({
      url,
      method: 'POST',
      json: {},
      timeouts,
      tls: { caFile: file('ca.pem'), clientCertificate: pem() },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text()).data).toEqual({ clientCommonName: 'field engineer' });
  });

  it('accepts the same certificate as PKCS#12 with its passphrase', async () => {
    const response = await client.request({
      url,
      method: 'POST',
      json: {},
      timeouts,
      tls: { caFile: file('ca.pem'), clientCertificate: { pkcs12File: file('client.p12'), passphrase: pki.p12Passphrase } },
    });
    expect(JSON.parse(response.text()).data).toEqual({ clientCommonName: 'field engineer' });
  });

  it('without a client certificate: refused by the server, category tls, HTTP_TLS_CLIENT_CERT_REQUIRED, with the alert', async () => {
    const error = await failure({ url, method: 'POST', json: {}, timeouts, tls: { caFile: file('ca.pem') } });
    expect([error.category, error.code]).toEqual(['tls', 'HTTP_TLS_CLIENT_CERT_REQUIRED']);
    expect(error.details?.reason).toMatch(/CERTIFICATE_REQUIRED/);
    expect(error.message).toMatch(/requires a client certificate/);
    expect(tlsRefusalOf(error.code)).toBe('client-certificate');
  });

  it('a certificate the server did not issue: refused by the server (alert unknown_ca), HTTP_TLS_CLIENT_CERT_REFUSED', async () => {
    const error = await failure({
      url: sServerUrl,
      timeouts,
      tls: { caFile: file('ca.pem'), clientCertificate: { certFile: file('stranger.pem'), keyFile: file('stranger.key') } },
    });
    expect([error.category, error.code]).toEqual(['tls', 'HTTP_TLS_CLIENT_CERT_REFUSED']);
    expect(error.details?.reason).toMatch(/UNKNOWN_CA/);
    // The one it issued goes through the same openssl server.
    const response = await client.request({ url: sServerUrl, timeouts, tls: { caFile: file('ca.pem'), clientCertificate: pem() } });
    expect(response.status).toBe(200);
  });

  it('over TLS 1.2 a missing client certificate ends in handshake_failure: the message names the client certificate, and OpenSSL’s words are one line', async () => {
    const port = await freePort();
    const tls12 = spawn(
      'openssl',
      [
        's_server',
        '-accept',
        `127.0.0.1:${port}`,
        '-tls1_2',
        '-cert',
        'server.pem',
        '-key',
        'server.key',
        '-CAfile',
        'ca.pem',
        '-Verify',
        '1',
        '-verify_return_error',
        '-www',
        '-quiet',
      ],
      { cwd: pki.dir, stdio: 'ignore' },
    );
    try {
      await untilAccepting(port, () => (tls12.exitCode === null ? null : 'openssl s_server exited'));
      const error = await failure({ url: `https://127.0.0.1:${port}/`, timeouts, tls: { caFile: file('ca.pem') } });
      expect([error.category, error.code]).toEqual(['tls', 'HTTP_TLS_FAILED']);
      expect(error.details?.maybeClientCertificate).toBe(true);
      expect(error.message).toContain('a server requiring a client certificate (mutual TLS) does over TLS 1.2 when none is presented');
      expect(error.details?.reason).toMatch(/^ERR_SSL_\S*ALERT_HANDSHAKE_FAILURE \S+ alert handshake failure \(SSL alert number 40\)$/);
      expect(error.message).not.toMatch(/\n|deps\/openssl|\.c:\d/);
    } finally {
      tls12.kill();
    }
  });

  it('tells the laptop’s refusals apart from the server’s: the server certificate untrusted, the host name, the pin', async () => {
    const untrusted = await failure({ url, timeouts, tls: { clientCertificate: pem() } });
    expect(untrusted.code).toBe('HTTP_TLS_UNTRUSTED');
    expect(tlsRefusalOf(untrusted.code)).toBe('server-certificate');
    const pinned = await failure({ url, timeouts, tls: { caFile: file('ca.pem'), pinSha256: 'ab'.repeat(32), clientCertificate: pem() } });
    expect(pinned.code).toBe('HTTP_TLS_PIN_MISMATCH');
    expect(tlsRefusalOf(pinned.code)).toBe('pin');
    // The same server's certificate (for 127.0.0.1 and localhost) presented at another loopback address.
    const elsewhere = await startMutualTlsServer(pki, '127.0.0.2');
    const misnamed = await failure({ url: `${elsewhere.origin}/`, timeouts, tls: { caFile: file('ca.pem'), clientCertificate: pem() } });
    await new Promise((resolve) => elsewhere.server.close(resolve));
    expect(misnamed.code).toBe('HTTP_TLS_HOSTNAME');
    expect(tlsRefusalOf(misnamed.code)).toBe('hostname');
  });

  it('a wrong passphrase, a key of another certificate or a missing file is the profile’s problem (usage), and nothing is sent', async () => {
    const wrongP12 = await failure({
      url,
      timeouts,
      tls: { caFile: file('ca.pem'), clientCertificate: { pkcs12File: file('client.p12'), passphrase: 'not-it' } },
    });
    expect([wrongP12.category, wrongP12.code]).toEqual(['usage', 'HTTP_CLIENT_CERT_FILE']);
    expect(wrongP12.message).toMatch(/passphrase does not open/);
    expect(wrongP12.message).not.toContain('not-it');
    const noPassphrase = await failure({
      url,
      timeouts,
      tls: { caFile: file('ca.pem'), clientCertificate: { certFile: file('client.pem'), keyFile: file('client.key') } },
    });
    expect(noPassphrase.code).toBe('HTTP_CLIENT_CERT_FILE');
    expect(noPassphrase.message).toMatch(/protected by a passphrase/);
    const otherKey = await failure({
      url,
      timeouts,
      tls: { caFile: file('ca.pem'), clientCertificate: { certFile: file('client.pem'), keyFile: file('stranger.key') } },
    });
    expect(otherKey.code).toBe('HTTP_CLIENT_CERT_FILE');
    expect(otherKey.message).toMatch(/is not the key of/);
    const missing = await failure({
      url,
      timeouts,
      tls: { caFile: file('ca.pem'), clientCertificate: { pkcs12File: file('absent.p12') } },
    });
    expect([missing.category, missing.code, missing.details?.file]).toEqual(['usage', 'HTTP_CLIENT_CERT_FILE', file('absent.p12')]);
    expect(tlsRefusalOf(missing.code)).toBe('client-certificate');
  });
});
