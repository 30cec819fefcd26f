// The keys this console trusts besides its own: engineers whose packs it has been handed (trusted
// after comparing the fingerprint by phone), and the keys of earlier installations exported with
// `evidence key export`. One file on the laptop (the data directory; a portable copy's scope on the
// laptop, never the folder that travels), replaced atomically, 0600. A portable folder's own list
// is only offered: anyone who held the stick could have written it, so its keys stay unknown until
// the engineer confirms one on this laptop (`evidence trust`, or the window's trust action).
import { createPublicKey } from 'node:crypto';
import { join } from 'node:path';
import { EVIDENCE_KEY_FORMAT, fingerprintHex, type KnownKey } from '../../shared/evidence';
import { ConsoleError } from '../../shared/errors';
import type { ConsoleInfo } from '../app/console-info';
import { saveTextAtomically } from '../config/atomic-save';
import { FileReadError, readRegularFileIfExists } from '../../shared/node/regular-file';
import type { SecretStore } from '../secrets';
import { fingerprintOf, installationFingerprint } from './signing-key';
import { verifyEvidence, type SignerTrust } from './verify';

/** The file of known keys in the data directory. */
export const KNOWN_KEYS_FILE = 'evidence-known-keys.json';

/** Far above any list an engineer keeps; a larger file is not ours. */
const MAX_KNOWN_KEYS_BYTES = 1024 * 1024;
/** An exported key file is a few hundred bytes. */
const MAX_KEY_FILE_BYTES = 64 * 1024;
/** The longest name a key is trusted under. */
export const MAX_KEY_NAME = 120;

const FULL_FINGERPRINT = /^sha256:[0-9a-f]{64}$/;

const isKnownKey = (value: unknown): value is KnownKey => {
  const k = value as Partial<KnownKey> | null;
  return (
    typeof k === 'object' &&
    k !== null &&
    typeof k.fingerprint === 'string' &&
    FULL_FINGERPRINT.test(k.fingerprint) &&
    typeof k.name === 'string' &&
    typeof k.trustedAt === 'string' &&
    (k.publicKey === null || typeof k.publicKey === 'string') &&
    (k.source === 'pack' || k.source === 'fingerprint' || k.source === 'key-file')
  );
};

async function readJson(path: string, limit: number, what: string): Promise<unknown> {
  let file;
  try {
    file = await readRegularFileIfExists(path, limit);
  } catch (error) {
    const reason = error instanceof FileReadError ? error.message : (error as Error).message;
    throw new ConsoleError('io', 'EVIDENCE_KEYS_UNREADABLE', `cannot read ${what} ${path} (${reason}): check the file`, { path });
  }
  if (file === null) return null;
  try {
    return JSON.parse(file.bytes.toString('utf8'));
  } catch {
    throw new ConsoleError(
      'validation',
      'EVIDENCE_KEYS_INVALID',
      `${what} ${path} is not JSON: restore it from a backup or remove it and trust the keys again`,
      { path },
    );
  }
}

/** The keys this console trusts (empty when none was trusted yet). */
export async function readKnownKeys(dataDir: string): Promise<KnownKey[]> {
  const path = join(dataDir, KNOWN_KEYS_FILE);
  const value = (await readJson(path, MAX_KNOWN_KEYS_BYTES, 'the list of known keys')) as { version?: unknown; keys?: unknown } | null;
  if (value === null) return [];
  if (value.version !== 1 || !Array.isArray(value.keys) || !value.keys.every(isKnownKey)) {
    throw new ConsoleError(
      'validation',
      'EVIDENCE_KEYS_INVALID',
      `the list of known keys ${path} is not one this console wrote: restore it from a backup or remove it and trust the keys again`,
      { path },
    );
  }
  return value.keys;
}

/** What trusting a key needs: its fingerprint (and public key when known) and a name. */
export interface KeyToTrust {
  fingerprint: string;
  publicKey: string | null;
  name: string;
  source: KnownKey['source'];
}

/** Adds a key to the list (or renames it when already there); returns the kept entry. */
export async function trustKey(dataDir: string, key: KeyToTrust, now = new Date()): Promise<KnownKey> {
  const name = key.name.trim();
  if (!name || name.length > MAX_KEY_NAME)
    throw new ConsoleError(
      'usage',
      'EVIDENCE_TRUST_NAME',
      `give the name of the engineer whose key this is (1 to ${MAX_KEY_NAME} characters)`,
      { max: MAX_KEY_NAME },
    );
  if (!FULL_FINGERPRINT.test(key.fingerprint))
    throw new ConsoleError(
      'usage',
      'EVIDENCE_FINGERPRINT',
      `${key.fingerprint} is not a full fingerprint (sha256: and 64 hex digits): trust the pack itself, or ask for the whole fingerprint`,
      { fingerprint: key.fingerprint },
    );
  const keys = await readKnownKeys(dataDir);
  const kept: KnownKey = { fingerprint: key.fingerprint, publicKey: key.publicKey, name, trustedAt: now.toISOString(), source: key.source };
  const others = keys.filter((k) => k.fingerprint !== key.fingerprint);
  await saveTextAtomically(join(dataDir, KNOWN_KEYS_FILE), `${JSON.stringify({ version: 1, keys: [...others, kept] }, null, 2)}\n`, {
    backup: false,
    mode: 0o600,
  });
  return kept;
}

/** A full fingerprint typed or pasted (`sha256:` optional, case, spaces and colons ignored), or null. */
export function fullFingerprint(text: string): string | null {
  const hex = fingerprintHex(text);
  return hex !== null && hex.length === 64 ? `sha256:${hex}` : null;
}

/** An exported public key: what `evidence key export` writes and `evidence key import` reads. */
export interface ExportedKey {
  format: typeof EVIDENCE_KEY_FORMAT;
  version: 1;
  /** The engineer (or installation) the key belongs to. */
  name: string;
  /** SPKI DER, base64. */
  publicKey: string;
  fingerprint: string;
  exportedAt: string;
}

/** The text of an exported key file. */
export const exportedKeyText = (key: { publicKey: string; fingerprint: string }, name: string, now = new Date()): string =>
  `${JSON.stringify({ format: EVIDENCE_KEY_FORMAT, version: 1, name, publicKey: key.publicKey, fingerprint: key.fingerprint, exportedAt: now.toISOString() } satisfies ExportedKey, null, 2)}\n`;

/** Reads an exported key file; the fingerprint is computed from the key, never taken from the file. */
export async function readExportedKey(path: string): Promise<ExportedKey> {
  const value = (await readJson(path, MAX_KEY_FILE_BYTES, 'the key file')) as Partial<ExportedKey> | null;
  if (value === null) throw new ConsoleError('not-found', 'EVIDENCE_KEY_FILE', `there is no key file ${path}: check the path`, { path });
  if (value.format !== EVIDENCE_KEY_FORMAT || typeof value.publicKey !== 'string' || typeof value.name !== 'string') {
    throw new ConsoleError(
      'validation',
      'EVIDENCE_KEY_FILE',
      `${path} is not a key file written by "site-console evidence key export": ask for that file again`,
      { path },
    );
  }
  let fingerprint: string;
  try {
    fingerprint = fingerprintOf(value.publicKey);
    // A key that is not an Ed25519 public key would never verify anything; refuse it now.
    if (createPublicKey({ key: Buffer.from(value.publicKey, 'base64'), format: 'der', type: 'spki' }).asymmetricKeyType !== 'ed25519')
      throw new Error('not ed25519');
  } catch {
    throw new ConsoleError(
      'validation',
      'EVIDENCE_KEY_FILE',
      `${path} holds no Ed25519 public key: ask for the file that "site-console evidence key export" wrote`,
      { path },
    );
  }
  return {
    format: EVIDENCE_KEY_FORMAT,
    version: 1,
    name: value.name,
    publicKey: value.publicKey,
    fingerprint,
    exportedAt: typeof value.exportedAt === 'string' ? value.exportedAt : '',
  };
}

/** Where a console keeps the keys it trusts, and the portable folder whose list it is only offered. */
export interface TrustPlace {
  /** The laptop's directory of the trusted list (KNOWN_KEYS_FILE). */
  trustDir: string;
  /** A portable copy's data folder: its list is offered, never trusted; null when installed. */
  offeredDir: string | null;
}

/** The trust place of a console: its secrets directory on the laptop, and its data folder when portable. */
export const trustPlace = (info: Pick<ConsoleInfo, 'dataDir' | 'secretsDir' | 'dataDirMode'>): TrustPlace => ({
  trustDir: info.secretsDir ?? info.dataDir,
  offeredDir: info.dataDirMode === 'portable' && info.secretsDir !== undefined && info.secretsDir !== info.dataDir ? info.dataDir : null,
});

const placeOf = (place: string | TrustPlace): TrustPlace => (typeof place === 'string' ? { trustDir: place, offeredDir: null } : place);

/** A name shown as a folder's offer: printable, within the length a trusted name may have. */
const showableName = (name: string): boolean =>
  name.trim().length > 0 && name.length <= MAX_KEY_NAME && !/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(name);

/** The keys a portable folder's list offers (never trusted by being there); an unreadable list offers none. */
export async function readOfferedKeys(place: string | TrustPlace): Promise<KnownKey[]> {
  const { offeredDir } = placeOf(place);
  if (offeredDir === null) return [];
  return (await readKnownKeys(offeredDir).catch(() => [] as KnownKey[])).filter((k) => showableName(k.name));
}

/** This installation's fingerprint, its known keys and a portable folder's offers: what a pack's signer is judged against. */
export async function signerTrust(
  place: string | TrustPlace,
  secrets: () => Promise<Pick<SecretStore, 'get'>>,
  expect?: string,
): Promise<SignerTrust> {
  const where = placeOf(place);
  const offered = await readOfferedKeys(where);
  return {
    own: await installationFingerprint(await secrets()),
    known: await readKnownKeys(where.trustDir),
    ...(offered.length ? { offered } : {}),
    ...(expect !== undefined ? { expect } : {}),
  };
}

/** Trusts the key that signed a pack under a name: only an intact pack's key (the window's "Trust this engineer's key"). */
export async function trustPackSigner(dataDir: string, zip: Uint8Array, path: string, name: string): Promise<KnownKey> {
  const verdict = verifyEvidence(zip);
  if (verdict.status !== 'intact' || !verdict.manifest)
    throw new ConsoleError(
      'validation',
      'EVIDENCE_NOT_INTACT',
      `the pack ${path} is not intact, so its key is not trusted: ask the engineer for the pack again`,
      { path },
    );
  return trustKey(dataDir, { fingerprint: verdict.manifest.fingerprint, publicKey: verdict.manifest.publicKey, name, source: 'pack' });
}
