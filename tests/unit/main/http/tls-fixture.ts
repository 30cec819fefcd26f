// A self-signed certificate made for the test run with openssl, and an https server that presents it.
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
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
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', `/CN=${commonName}`, '-addext', `subjectAltName=${altNames.join(',')}`,
    '-keyout', keyPath, '-out', certPath,
  ], { stdio: 'ignore' });
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
