// The authorization client's latest status, pre-flight results included, kept in the data
// directory whenever it changes (initialize, activate, pre-flight), so that the handover evidence
// pack carries it whoever worked with the client: the window or `site-console license`, each a
// process of its own. AuthStatus holds no secret: key fingerprints, never keys; whether a tenant
// key is configured, never the key; a `lic://` source hidden.
import { mkdir } from 'node:fs/promises';
import { readConsoleText } from '../files/bounded-read';
import { join } from 'node:path';
import type { AuthStatus } from '../../shared/auth';
import { saveTextAtomically } from '../config/atomic-save';

/** Where the latest status is kept, under the data directory. */
export const AUTH_STATUS_FILE = join('auth', 'status-latest.json');

/** The kept status and when it was recorded. */
export interface AuthStatusRecord {
  /** When the status was recorded, ISO 8601. */
  recordedAt: string;
  status: AuthStatus;
}

/** Keeps the status, replacing the previous one atomically. */
export async function keepAuthStatus(dataDir: string, status: AuthStatus, now = new Date()): Promise<void> {
  const path = join(dataDir, AUTH_STATUS_FILE);
  await mkdir(join(dataDir, 'auth'), { recursive: true, mode: 0o700 });
  const record: AuthStatusRecord = { recordedAt: now.toISOString(), status };
  await saveTextAtomically(path, `${JSON.stringify(record, null, 2)}\n`, { backup: false, mode: 0o600 });
}

/** The unkeyed key fingerprint of a console before the keyed digest (12 hex digits of SHA-256). */
const UNKEYED_FINGERPRINT = /^[0-9a-f]{12}$/;

/**
 * The kept status as its text, or null when none was kept. A status an older console kept carries
 * an unkeyed fingerprint of the key (a guess could be checked against it): it is left out.
 */
export async function readAuthStatusText(dataDir: string): Promise<string | null> {
  const text = await readConsoleText(join(dataDir, AUTH_STATUS_FILE), 'consoleState');
  if (text === null || !text.includes('"keyFingerprint"')) return text;
  try {
    const record = JSON.parse(text) as { status?: { activation?: { keyFingerprint?: unknown } | null } };
    const activation = record.status?.activation;
    if (!activation || typeof activation.keyFingerprint !== 'string' || !UNKEYED_FINGERPRINT.test(activation.keyFingerprint)) return text;
    activation.keyFingerprint = '';
    return `${JSON.stringify(record, null, 2)}\n`;
  } catch {
    return text;
  }
}
