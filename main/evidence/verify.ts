// Checking an evidence pack: every file against the manifest's hash, the manifest against its
// signature, and the signer against the keys this console knows. The zip is read by its own
// listing of names, never into a plain object: an entry named `__proto__` or a manifest that lists
// `constructor` must be an extra or a missing file like any other, and a name that occurs twice
// (unzip tools show either copy) is never what was signed.
import {
  EVIDENCE_FORMAT,
  fingerprintMatches,
  type EvidenceManifest,
  type EvidenceSigner,
  type EvidenceVerdict,
  type KnownKey,
} from '../../shared/evidence';
import { MANIFEST_FILE, SIGNATURE_FILE, sha256 } from './evidence-pack';
import { fingerprintOf, signatureHolds } from './signing-key';
import { parseBoundedJson } from '../../shared/json-limits';
import { ArchiveError, entriesWithinLimits } from '../files/archive-limits';
import { EVIDENCE_PACK_LIMITS } from '../files/bounded-read';

/** The entries of a zip by name, each name's first copy, and the names that occur more than once. */
export interface PackEntries {
  entries: Map<string, Uint8Array>;
  duplicated: string[];
}

/**
 * Reads a zip's entries by name, within the pack's limits (entry count, each entry's and the total
 * inflated size, judged from the central directory before anything inflates); throws ArchiveError
 * when the bytes are not a zip or exceed them.
 */
export function readPackEntries(zip: Uint8Array): PackEntries {
  const entries = new Map<string, Uint8Array>();
  const duplicated = new Set<string>();
  for (const entry of entriesWithinLimits(zip, EVIDENCE_PACK_LIMITS, 'the evidence pack')) {
    if (entries.has(entry.name)) duplicated.add(entry.name);
    else entries.set(entry.name, entry.bytes);
  }
  return { entries, duplicated: [...duplicated] };
}

const notAPack = (reason: string): EvidenceVerdict => ({
  status: 'not-a-pack',
  manifest: null,
  signatureValid: false,
  changed: [],
  added: [],
  removed: [],
  duplicated: [],
  reason,
  signer: null,
});

const isFileEntry = (value: unknown): value is EvidenceManifest['files'][number] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { path?: unknown }).path === 'string' &&
  typeof (value as { sha256?: unknown }).sha256 === 'string' &&
  typeof (value as { size?: unknown }).size === 'number';

function readManifest(bytes: Uint8Array | undefined): EvidenceManifest | null {
  if (!bytes) return null;
  try {
    const value = parseBoundedJson(Buffer.from(bytes).toString('utf8')) as EvidenceManifest;
    if (
      typeof value !== 'object' ||
      value === null ||
      value.format !== EVIDENCE_FORMAT ||
      typeof value.publicKey !== 'string' ||
      !Array.isArray(value.files)
    )
      return null;
    if (!value.files.every(isFileEntry)) return null;
    const paths = value.files.map((f) => f.path);
    return new Set(paths).size === paths.length && !paths.includes(MANIFEST_FILE) && !paths.includes(SIGNATURE_FILE) ? value : null;
  } catch {
    return null;
  }
}

/** Checks every hash and the signature of a pack's bytes; the signer is judged by judgeSigner. */
export function verifyEvidence(zip: Uint8Array): EvidenceVerdict {
  let pack: PackEntries;
  try {
    pack = readPackEntries(zip);
  } catch (error) {
    if (error instanceof ArchiveError && error.kind !== 'not-a-zip')
      return notAPack(`${error.message}: an evidence pack the console writes stays far below these limits`);
    return notAPack(`not a zip file (${(error as Error).message})`);
  }
  const { entries, duplicated } = pack;
  const manifestBytes = entries.get(MANIFEST_FILE);
  const manifest = readManifest(manifestBytes);
  if (!manifest || !manifestBytes) return notAPack(`no ${MANIFEST_FILE} of an evidence pack in the zip`);
  const signature = Buffer.from(
    Buffer.from(entries.get(SIGNATURE_FILE) ?? new Uint8Array())
      .toString('utf8')
      .trim(),
    'base64',
  );
  const signatureValid = signatureHolds(manifestBytes, signature, manifest.publicKey);
  // The fingerprint shown is always the one computed from the key the signature holds for, never
  // the text the manifest claims.
  const fingerprint = fingerprintOf(manifest.publicKey);
  const listed = new Set(manifest.files.map((f) => f.path));
  const changed = manifest.files
    .filter((f) => entries.has(f.path) && sha256(entries.get(f.path) as Uint8Array) !== f.sha256)
    .map((f) => f.path);
  const removed = manifest.files.filter((f) => !entries.has(f.path)).map((f) => f.path);
  const added = [...entries.keys()].filter((path) => !listed.has(path) && path !== MANIFEST_FILE && path !== SIGNATURE_FILE);
  if (!signatureValid || manifest.fingerprint !== fingerprint) changed.unshift(MANIFEST_FILE);
  const intact = changed.length === 0 && removed.length === 0 && added.length === 0 && duplicated.length === 0;
  return {
    status: intact ? 'intact' : 'changed',
    manifest: { ...manifest, fingerprint },
    signatureValid,
    changed,
    added,
    removed,
    duplicated,
    reason: null,
    signer: signatureValid ? { kind: 'unknown', fingerprint, expected: null } : null,
  };
}

/** What the signer of a pack is judged against. */
export interface SignerTrust {
  /** This installation's fingerprint, or null when it has no key yet. */
  own: string | null;
  /** The keys this console trusts. */
  known: readonly KnownKey[];
  /** Keys a portable folder's list offers: named in the verdict, never trusted until confirmed on this laptop. */
  offered?: readonly KnownKey[];
  /** A fingerprint given for a one-off check (full or the short form read aloud). */
  expect?: string;
}

/** Who signed a pack whose signature holds: this installation, a trusted key, the expected key, or unknown. */
export function judgeSigner(fingerprint: string, trust: SignerTrust): EvidenceSigner {
  if (trust.expect !== undefined)
    return fingerprintMatches(fingerprint, trust.expect)
      ? { kind: 'expected', fingerprint }
      : { kind: 'unknown', fingerprint, expected: trust.expect };
  if (trust.own === fingerprint) return { kind: 'this-installation', fingerprint };
  const known = trust.known.find((k) => k.fingerprint === fingerprint);
  if (known) return { kind: 'trusted', fingerprint, name: known.name, trustedAt: known.trustedAt };
  const offered = trust.offered?.find((k) => k.fingerprint === fingerprint);
  return offered
    ? { kind: 'unknown', fingerprint, expected: null, offeredAs: offered.name }
    : { kind: 'unknown', fingerprint, expected: null };
}

/** verifyEvidence with the signer judged. */
export function checkEvidence(zip: Uint8Array, trust: SignerTrust): EvidenceVerdict {
  const verdict = verifyEvidence(zip);
  return verdict.signer ? { ...verdict, signer: judgeSigner(verdict.signer.fingerprint, trust) } : verdict;
}

/** The exit status of an intact pack whose signer this console does not know. */
export const EXIT_UNKNOWN_SIGNER = 4;

/** The exit status of a verdict, for the command line: 0 intact and known, 1 changed, 2 not a pack, 4 an unknown signer. */
export const verdictExitCode = (verdict: EvidenceVerdict): number =>
  verdict.status === 'changed' ? 1 : verdict.status === 'not-a-pack' ? 2 : verdict.signer?.kind === 'unknown' ? EXIT_UNKNOWN_SIGNER : 0;
