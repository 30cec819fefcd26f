// The handover evidence pack: what its manifest says and what checking a pack found.

/** Format name written in every manifest. */
export const EVIDENCE_FORMAT = 'site-console-evidence';

/** One file of a pack as its manifest lists it. */
export interface EvidenceFile {
  /** Path inside the zip. */
  path: string;
  /** Size in bytes. */
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
}

/** `manifest.json` of a pack; `manifest.sig` holds the Ed25519 signature of its exact bytes. */
export interface EvidenceManifest {
  /** Always EVIDENCE_FORMAT. */
  format: typeof EVIDENCE_FORMAT;
  /** Version of this shape; 1. */
  version: 1;
  /** When the pack was written, ISO 8601. */
  createdAt: string;
  /** The console that wrote it. */
  console: { name: string; version: string };
  /** The installation's Ed25519 public key, SPKI DER in base64. */
  publicKey: string;
  /** SHA-256 of the public key's DER, `sha256:<hex>`: what the recipient compares with the sender. */
  fingerprint: string;
  /** Every other file of the pack. */
  files: EvidenceFile[];
}

/** What checking a pack found. */
export interface EvidenceVerdict {
  /** intact: every hash and the signature hold; changed: something was changed, added or removed; not-a-pack: no manifest. */
  status: 'intact' | 'changed' | 'not-a-pack';
  /** The manifest, when one could be read. */
  manifest: EvidenceManifest | null;
  /** Whether the signature of the manifest holds for the public key it carries. */
  signatureValid: boolean;
  /** Files whose bytes differ from the manifest's hash. */
  changed: string[];
  /** Files in the zip that the manifest does not list. */
  added: string[];
  /** Files the manifest lists that are missing. */
  removed: string[];
  /** Names that occur more than once in the zip (unzip tools would show either copy): never a pack as signed. */
  duplicated: string[];
  /** Why it is not a pack, in English. */
  reason: string | null;
  /** Who signed it, as this console knows the key; null when not a pack or the signature does not hold. */
  signer: EvidenceSigner | null;
}

/** Who signed a pack, judged by the fingerprint of the key that the signature holds for. */
export type EvidenceSigner =
  /** This installation's own key. */
  | { kind: 'this-installation'; fingerprint: string }
  /** A key in this console's list of known keys, with the name it was trusted under. */
  | { kind: 'trusted'; fingerprint: string; name: string; trustedAt: string }
  /** The key given for a one-off check (`--expect`). */
  | { kind: 'expected'; fingerprint: string }
  /** A key this console does not know (or not the one expected): compare the fingerprint with the sender. */
  | { kind: 'unknown'; fingerprint: string; expected: string | null };

/** A key this console trusts besides its own: from a pack, a fingerprint read out, or an exported key file. */
export interface KnownKey {
  /** `sha256:<hex>` of the public key's DER. */
  fingerprint: string;
  /** The public key (SPKI DER, base64) when it came with a pack or a key file, else null. */
  publicKey: string | null;
  /** The name it was trusted under (the engineer's name). */
  name: string;
  /** When it was trusted, ISO 8601. */
  trustedAt: string;
  /** Where it came from. */
  source: 'pack' | 'fingerprint' | 'key-file';
}

/** Format name of an exported public key file (`evidence key export`). */
export const EVIDENCE_KEY_FORMAT = 'site-console-evidence-key';

/** Lower-case hex of a fingerprint as written or read aloud (`sha256:`, spaces, dashes and colons ignored), or null. */
export function fingerprintHex(text: string): string | null {
  const hex = text.trim().toLowerCase().replace(/^sha256:/, '').replace(/[\s:-]/g, '');
  return /^[0-9a-f]{16,64}$/.test(hex) ? hex : null;
}

/** The short form of a fingerprint to read aloud or compare by phone: its first 16 hex digits in groups of four. */
export function readAloud(fingerprint: string): string {
  const hex = (fingerprintHex(fingerprint) ?? '').slice(0, 16).toUpperCase();
  return hex.match(/.{1,4}/g)?.join('-') ?? '';
}

/** Whether `given` (full, or at least the 16 digits of the short form) names the fingerprint `full`. */
export function fingerprintMatches(full: string, given: string): boolean {
  const a = fingerprintHex(full);
  const b = fingerprintHex(given);
  return a !== null && a.length === 64 && b !== null && a.startsWith(b);
}

/** A text in both languages, as a pack's pre-flight records it. */
export type BothLanguages = Readonly<Record<'en' | 'zh-CN', string>>;

/** What the previous engineer did, read from a pack: what the window shows and the report prints. */
export interface HandoverSummary {
  /** The pack file itself: its name, size and SHA-256 (hex) of its bytes. */
  pack: { fileName: string; size: number; sha256: string };
  /** The check of the pack: intact or changed, and who signed. */
  verdict: EvidenceVerdict;
  /** When the pack was written and by which console. */
  createdAt: string | null;
  console: { name: string; version: string; platform: string | null } | null;
  /** The active site profile (never a secret: only the kind of authentication). */
  site: { name: string; defaultRoute: string; auth: string; routes: { route: string; services: { service: string; url: string }[] }[] } | null;
  /** The configuration document: provider, scenario and logical feature keys. */
  config: { source: string | null; provider: string | null; scenario: string | null; features: string[] } | null;
  /** The latest license status with its pre-flight. */
  license: {
    recordedAt: string | null;
    state: string;
    provider: string | null;
    scenario: string | null;
    endpoint: string | null;
    activation: { source: string; keyFingerprint: string; activatedAt: string; expiresAt: string | null } | null;
    features: { key: string; vendorFeatureId: number | null; vendorFeatureName: string | null }[];
    preflight: { id: string; verdict: string; title: BothLanguages; detail: BothLanguages }[];
  } | null;
  /** Whether an offline activation's receipt is in the pack. */
  offlineReceipt: boolean;
  /** The latest route parity check. */
  parity: { ranAt: string; profileName: string; personId: string; checks: { operation: string; routes: string[]; identical: boolean; differences: string[] }[] } | null;
  /** Every batch run kept, with its counts and the rows that failed. */
  batches: {
    file: string;
    finishedAt: string | null;
    route: string | null;
    total: number;
    succeeded: number;
    failed: number;
    skipped: number;
    cancelled: boolean;
    failedRows: { row: number; visitorId: string; floorIds: string[]; state: string; code: string | null }[];
  }[];
  /** The clock against each service where the pack knows it (pre-flight clock steps, skew in ms when measured). */
  clock: { service: string; skewMs: number | null; verdict: string; detail: BothLanguages }[];
  /**
   * The clock of each site service as the pack's call log measured it (each call's Date header):
   * per service address, the latest reading, the one farthest from zero, and how many calls had one.
   */
  siteClock: { origin: string; routes: string[]; latestMs: number; latestAt: string; largestMs: number; calls: number }[];
  /** What the pack says it could not include. */
  absent: string[];
}
