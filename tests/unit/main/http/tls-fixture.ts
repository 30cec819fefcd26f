// Certificates made for the test run with openssl (a self-signed one; a CA with server and client
// certificates for mutual TLS), and https servers that present them.
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import type { TLSSocket } from 'node:tls';
import type { SiteProfile } from '../../../../shared/site';
import { join } from 'node:path';

/** A certificate, its key and where the PEM lies. */
export interface TestCertificate {
  certPath: string;
  keyPath: string;
  cert: string;
  key: string;
  /** SHA-256 fingerprint as openssl prints it (AA:BB:…). */
  fingerprint256: string;
}

/** Makes a self-signed certificate for `names` (DNS names and IP addresses). */
export function makeCertificate(commonName: string, altNames: string[]): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'site-console-tls-'));
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${commonName}`,
      '-addext',
      `subjectAltName=${altNames.join(',')}`,
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certPath, 'utf8');
  return { certPath, keyPath, cert, key: readFileSync(keyPath, 'utf8'), fingerprint256: new X509Certificate(cert).fingerprint256 };
}

/** An https server on loopback answering every request with `{"ok":true}`. */
export async function startHttpsServer(certificate: TestCertificate): Promise<{ server: Server; url: string }> {
  const server = createServer({ cert: certificate.cert, key: certificate.key }, (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `https://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A site CA, a server certificate it issued, and client certificates, made with openssl in a temporary folder. */
export interface MutualTlsPki {
  dir: string;
  /** Path of a file in the folder: ca.pem, server.pem/.key, client.pem/.key (encrypted), client.p12, stranger.pem/.key (self-signed). */
  file(name: string): string;
  /** Passphrase of client.key, and of client.p12. */
  keyPassphrase: string;
  p12Passphrase: string;
}

/**
 * Makes the site's CA; the server's certificate for 127.0.0.1 and localhost; the engineer's client
 * certificate (CN "field engineer") with an encrypted key, and the same as PKCS#12; and a
 * stranger's self-signed one.
 */
export function makeMutualTlsPki(): MutualTlsPki {
  const dir = mkdtempSync(join(tmpdir(), 'site-console-mtls-'));
  const keyPassphrase = 'key-passphrase-7';
  const p12Passphrase = 'p12-passphrase-9';
  const openssl = (...args: string[]): void => {
    execFileSync('openssl', args, { stdio: 'ignore', cwd: dir });
  };
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Test Site CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
  );
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', 'server.key', '-out', 'server.csr');
  writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    'server.ext',
    '-out',
    'server.pem',
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-subj',
    '/CN=field engineer',
    '-passout',
    `pass:${keyPassphrase}`,
    '-keyout',
    'client.key',
    '-out',
    'client.csr',
  );
  openssl('x509', '-req', '-in', 'client.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-out', 'client.pem');
  openssl(
    'pkcs12',
    '-export',
    '-in',
    'client.pem',
    '-inkey',
    'client.key',
    '-passin',
    `pass:${keyPassphrase}`,
    '-passout',
    `pass:${p12Passphrase}`,
    '-out',
    'client.p12',
  );
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=stranger',
    '-keyout',
    'stranger.key',
    '-out',
    'stranger.pem',
  );
  return { dir, file: (name) => join(dir, name), keyPassphrase, p12Passphrase };
}

/**
 * An https server on `host` with the PKI's server certificate that requires a client certificate
 * issued by the PKI's CA, answering every request with a site envelope whose data names the
 * client certificate's common name.
 */
export async function startMutualTlsServer(pki: MutualTlsPki, host = '127.0.0.1'): Promise<{ server: Server; origin: string }> {
  const server = createServer(
    {
      cert: readFileSync(pki.file('server.pem')),
      key: readFileSync(pki.file('server.key')),
      ca: readFileSync(pki.file('ca.pem')),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const peer = (req.socket as TLSSocket).getPeerCertificate();
        res.setHeader('content-type', 'application/json');
        // As a site service answers the connectivity check's probes: no such person, a request without a visitor.
        if (body.includes('__site_console_probe__'))
          return res.end(JSON.stringify({ success: false, code: 'PERSON_NOT_FOUND', msg: 'no such person', data: null }));
        if (body === '{}' && req.url?.endsWith('/elevator/person/add/visitor'))
          return res
            .writeHead(400)
            .end(JSON.stringify({ success: false, code: 'INVALID_REQUEST', msg: 'visitorId is required', data: null }));
        res.end(JSON.stringify({ success: true, code: '0', msg: 'ok', data: { clientCommonName: peer.subject?.CN ?? null } }));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, origin: `https://${host}:${(server.address() as AddressInfo).port}` };
}

/** A site profile whose organization service and elevator application are at `origin`, with `tls`. */
export const profileAt = (origin: string, tls: SiteProfile['tls']): SiteProfile => ({
  profileVersion: 1,
  name: 'Tower A (mutual TLS)',
  services: { organization: `${origin}/organization`, elevator: `${origin}/elevator-app` },
  defaultRoute: 'direct',
  tls,
  timeouts: { connectMs: 5_000, requestMs: 10_000 },
});

/** Stops a server of startMutualTlsServer and removes the PKI's folder. */
export async function stopMutualTls(server: Server, pki: MutualTlsPki): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(pki.dir, { recursive: true, force: true });
}
