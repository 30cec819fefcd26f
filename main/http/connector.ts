// The TLS side of a connection: the connector that times each new socket, checks a pinned
// fingerprint, presents the client certificate and keeps a server's refusal of it, and the words of
// OpenSSL's failures.
import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { buildConnector } from 'undici';
import type { ClientIdentity } from './client-certificate';
import { PinMismatchError, refusedCertificateAlert } from './failures';
import { monotonicMs } from '../../shared/node/clock';

/** Normalizes a fingerprint to 64 lowercase hex digits; null when it is not one. */
export function normalizeFingerprint(value: string): string | null {
  const hex = value.replace(/[:\s]/g, '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}

/** How long each new socket took to connect, claimed by the first request sent on it (exchange.ts). */
export const connectTimes = new WeakMap<Socket, number>();
/** Base64 SHA-256 of the public key a pinned connection's server presented. */
export const pinnedKeys = new WeakMap<Socket, string>();

export function describeReason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = plainOpenSsl(error instanceof Error ? error.message : String(error));
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}

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
export function timedConnector(
  connectMs: number,
  ca: string | undefined,
  pin: string | undefined,
  identity: ClientIdentity | undefined,
): buildConnector.connector {
  // A pin alone replaces chain verification (a self-signed site certificate has no chain); the
  // fingerprint is then checked below before any byte of the request is sent.
  // A resumed TLS session presents no certificate to check, so pinned pools resume none.
  const connect = buildConnector({
    timeout: connectMs,
    ...(ca ? { ca } : {}),
    ...(identity?.options ?? {}),
    rejectUnauthorized: !(pin && !ca),
    ...(pin ? { maxCachedSessions: 0 } : {}),
  });
  return (options, callback) => {
    const started = monotonicMs();
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
      connectTimes.set(socket as Socket, monotonicMs() - started);
      callback(null, socket);
    });
  };
}
