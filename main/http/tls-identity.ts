// TLS identity and pinning: the connector every pool opens its connections with. It checks a pinned
// certificate's fingerprint before any byte of a request is sent, presents the client certificate
// a site demands for mutual TLS (read and opened once here, so that a file the engineer must fix is
// never taken for the server's refusal), keeps the alert by which a server refused it, and times
// each connection (sent-request.ts).
import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createSecureContext, type TLSSocket } from 'node:tls';
import { buildConnector } from 'undici';
import type { HttpClientCertificate } from './call';
import { PinMismatchError, refusedCertificateAlert } from './failures';
import { connectTimes, pinnedKeys } from './sent-request';
import { readBoundedFile } from '../files/bounded-read';

/** Normalizes a fingerprint to 64 lowercase hex digits; null when it is not one. */
export function normalizeFingerprint(value: string): string | null {
  const hex = value.replace(/[:\s]/g, '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}

/** A client certificate that cannot be used: a file unreadable or not what it should be, a wrong passphrase. */
export class ClientCertificateFailure extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

/** What tls.connect needs to present a client certificate, and a hash that tells pools apart. */
export interface ClientIdentity {
  options: { cert: Buffer; key: Buffer; passphrase?: string } | { pfx: Buffer; passphrase?: string };
  key: string;
}

/**
 * Reads a client certificate through the bounded reader, within the call's limit, and opens it
 * once here, so that a wrong passphrase or a key of another certificate is the engineer's to fix
 * (HTTP_CLIENT_CERT_FILE) and never looks like the server's refusal.
 */
export async function readClientCertificate(certificate: HttpClientCertificate, deadline: AbortSignal): Promise<ClientIdentity> {
  const read = async (path: string): Promise<Buffer> => {
    try {
      return (await readBoundedFile(path, 'certificate', deadline)).bytes;
    } catch (error) {
      if (deadline.aborted) throw error;
      throw new ClientCertificateFailure(path, `${path} cannot be read (${(error as Error).message})`);
    }
  };
  const passphrase = certificate.passphrase === undefined || certificate.passphrase === '' ? {} : { passphrase: certificate.passphrase };
  let options: ClientIdentity['options'];
  let file: string;
  /** A PEM key that says it is encrypted: one OpenSSL cannot open is a passphrase matter, whatever its words. */
  let encryptedKey = false;
  if ('pkcs12File' in certificate) {
    file = certificate.pkcs12File;
    options = { pfx: await read(file), ...passphrase };
  } else {
    file = certificate.certFile;
    const [cert, key] = [await read(certificate.certFile), await read(certificate.keyFile)];
    if (!cert.includes('-----BEGIN CERTIFICATE-----')) throw new ClientCertificateFailure(certificate.certFile, `${certificate.certFile} holds no PEM certificate`);
    if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key.toString('latin1'))) throw new ClientCertificateFailure(certificate.keyFile, `${certificate.keyFile} holds no PEM private key`);
    options = { cert, key, ...passphrase };
    encryptedKey = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(key.toString('latin1'));
  }
  try {
    createSecureContext(options);
  } catch (error) {
    throw new ClientCertificateFailure(file, clientCertificateProblem(error, certificate, encryptedKey));
  }
  const hash = createHash('sha256');
  for (const part of Object.values(options)) hash.update(part).update('\0');
  return { options, key: hash.digest('hex') };
}

/** Says what OpenSSL's refusal to open a client certificate means for the engineer. */
function clientCertificateProblem(error: unknown, certificate: HttpClientCertificate, encryptedKey: boolean): string {
  const text = `${systemCodeOf(error)} ${(error as Error).message}`;
  const where = 'pkcs12File' in certificate ? certificate.pkcs12File : certificate.keyFile;
  // OpenSSL 3 says an encrypted key it could not open in more than one way (bad decrypt, or its
  // decoders' "unsupported", depending on what else is on its error queue): the key says which it is.
  if (/mac verify failure|bad decrypt|BAD_DECRYPT|bad password/i.test(text) || (encryptedKey && /DECODER|unsupported/i.test(text))) {
    return certificate.passphrase ? `the passphrase does not open ${where}: enter its passphrase again in the site profile` : `${where} is protected by a passphrase: enter it in the site profile`;
  }
  if (/KEY_VALUES_MISMATCH|key values mismatch/i.test(text)) return `${'keyFile' in certificate ? certificate.keyFile : where} is not the key of ${'certFile' in certificate ? certificate.certFile : where}: choose the key that belongs to the certificate`;
  return `${where} cannot be used as a client certificate (${(error as Error).message})`;
}

const systemCodeOf = (error: unknown): string => String((error as { code?: unknown }).code ?? '');

/**
 * OpenSSL's error line (`C0…:error:0A00045C:SSL routines:ssl3_read_bytes:tlsv13 alert certificate
 * required:../deps/openssl/…/rec_layer_s3.c:918:SSL alert number 116` and a newline) as its words
 * alone: `tlsv13 alert certificate required (SSL alert number 116)`, on one line.
 */
export function plainOpenSsl(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  // OpenSSL's sources are .c; BoringSSL's (Electron's) are .cc.
  const line = /\berror:[0-9A-Fa-f]+:[^:]*:[^:]*:([^:]+):\S*?\.c(?:c|pp)?:\d+:?\s*(.*)$/.exec(flat);
  if (!line) return flat;
  const [, words, rest] = line;
  return rest ? `${words!.trim()} (${rest.trim()})` : words!.trim();
}

/** The TLS alert by which a server refused the client certificate on a socket, if one came. */
export const tlsAlerts = new WeakMap<Socket, Error>();

/**
 * A connector that times each new connection, when pinned checks the certificate's fingerprint,
 * presents the client certificate when there is one, and keeps a server's refusal of it.
 */
export function timedConnector(connectMs: number, ca: string | undefined, pin: string | undefined, identity: ClientIdentity | undefined): buildConnector.connector {
  // A pin alone replaces chain verification (a self-signed site certificate has no chain); the
  // fingerprint is then checked below before any byte of the request is sent.
  // A resumed TLS session presents no certificate to check, so pinned pools resume none.
  const connect = buildConnector({ timeout: connectMs, ...(ca ? { ca } : {}), ...(identity?.options ?? {}), rejectUnauthorized: !(pin && !ca), ...(pin ? { maxCachedSessions: 0 } : {}) });
  return (options, callback) => {
    const started = performance.now();
    connect(options, (error, socket) => {
      if (error || !socket) {
        callback(error ?? new Error('no socket'), null);
        return;
      }
      if (pin) {
        const certificate = (socket as TLSSocket).getPeerCertificate?.();
        const presented = certificate?.fingerprint256 ?? '';
        if (normalizeFingerprint(presented) !== pin) {
          socket.destroy();
          callback(new PinMismatchError(presented || 'none'), null);
          return;
        }
        // The hash of the DER SubjectPublicKeyInfo is the pin a replay with curl checks (--pinnedpubkey).
        const publicKey = (socket as TLSSocket).getPeerX509Certificate?.()?.publicKey.export({ type: 'spki', format: 'der' });
        if (publicKey) pinnedKeys.set(socket as Socket, createHash('sha256').update(publicKey).digest('base64'));
      }
      if ((socket as TLSSocket).encrypted) {
        socket.on('error', (error: Error) => {
          if (refusedCertificateAlert(error)) tlsAlerts.set(socket as Socket, error);
        });
      }
      connectTimes.set(socket as Socket, performance.now() - started);
      callback(null, socket);
    });
  };
}
