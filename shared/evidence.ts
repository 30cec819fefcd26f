// The handover evidence pack: what its manifest says and what checking a pack found. Written as
// schemas (the bridge's evidence results) from which the types derive.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, Localized, OneOf, OrNull } from './api/schema';

/** Format name written in every manifest. */
export const EVIDENCE_FORMAT = 'site-console-evidence';

/** One file of a pack as its manifest lists it, as a schema. */
export const evidenceFileSchema = Type.Object({
  /** Path inside the zip. */
  path: Type.String(),
  /** Size in bytes. */
  size: Type.Number(),
  /** SHA-256 of the bytes, hex. */
  sha256: Type.String(),
});
/** One file of a pack as its manifest lists it. */
export type EvidenceFile = Static<typeof evidenceFileSchema>;

/**
 * `manifest.json` of a pack, as a schema. Left open: a verdict shows the manifest as the pack holds
 * it, and main/evidence/verify.ts checks only the fields the check relies on.
 */
export const evidenceManifestSchema = Type.Object({
  /** Always EVIDENCE_FORMAT. */
  format: Type.Literal(EVIDENCE_FORMAT),
  /** Version of this shape; 1. */
  version: Type.Literal(1),
  /** When the pack was written, ISO 8601. */
  createdAt: Type.String(),
  /** The console that wrote it. */
  console: Type.Object({ name: Type.String(), version: Type.String() }),
  /** The installation's Ed25519 public key, SPKI DER in base64. */
  publicKey: Type.String(),
  /** SHA-256 of the public key's DER, `sha256:<hex>`: what the recipient compares with the sender. */
  fingerprint: Type.String(),
  /** Every other file of the pack. */
  files: Type.Array(evidenceFileSchema),
});
/** `manifest.json` of a pack; `manifest.sig` holds the Ed25519 signature of its exact bytes. */
export type EvidenceManifest = Static<typeof evidenceManifestSchema>;

/** Who signed a pack, judged by the fingerprint of the key that the signature holds for, as a schema. */
export const evidenceSignerSchema = Type.Union([
  /** This installation's own key. */
  Closed({ kind: Type.Literal('this-installation'), fingerprint: Type.String() }),
  /** A key in this console's list of known keys, with the name it was trusted under. */
  Closed({ kind: Type.Literal('trusted'), fingerprint: Type.String(), name: Type.String(), trustedAt: Type.String() }),
  /** The key given for a one-off check (`--expect`). */
  Closed({ kind: Type.Literal('expected'), fingerprint: Type.String() }),
  /**
   * A key this console does not know (or not the one expected): compare the fingerprint with the
   * sender. `offeredAs`: the name a portable folder's list gives it, which is never trust by itself.
   */
  Closed({
    kind: Type.Literal('unknown'),
    fingerprint: Type.String(),
    expected: OrNull(Type.String()),
    offeredAs: Type.Optional(Type.String()),
  }),
]);
/** Who signed a pack, judged by the fingerprint of the key that the signature holds for. */
export type EvidenceSigner = Static<typeof evidenceSignerSchema>;

/** What checking a pack found, as a schema. */
export const evidenceVerdictSchema = Closed({
  /** intact: every hash and the signature hold; changed: something was changed, added or removed; not-a-pack: no manifest. */
  status: OneOf(['intact', 'changed', 'not-a-pack'] as const),
  /** The manifest, when one could be read. */
  manifest: OrNull(evidenceManifestSchema),
  /** Whether the signature of the manifest holds for the public key it carries. */
  signatureValid: Type.Boolean(),
  /** Files whose bytes differ from the manifest's hash. */
  changed: Type.Array(Type.String()),
  /** Files in the zip that the manifest does not list. */
  added: Type.Array(Type.String()),
  /** Files the manifest lists that are missing. */
  removed: Type.Array(Type.String()),
  /** Names that occur more than once in the zip (unzip tools would show either copy): never a pack as signed. */
  duplicated: Type.Array(Type.String()),
  /** Why it is not a pack, in English. */
  reason: OrNull(Type.String()),
  /** Who signed it, as this console knows the key; null when not a pack or the signature does not hold. */
  signer: OrNull(evidenceSignerSchema),
});
/** What checking a pack found. */
export type EvidenceVerdict = Static<typeof evidenceVerdictSchema>;

/** A key this console trusts besides its own, as a schema. */
export const knownKeySchema = Closed({
  /** `sha256:<hex>` of the public key's DER. */
  fingerprint: Type.String(),
  /** The public key (SPKI DER, base64) when it came with a pack or a key file, else null. */
  publicKey: OrNull(Type.String()),
  /** The name it was trusted under (the engineer's name). */
  name: Type.String(),
  /** When it was trusted, ISO 8601. */
  trustedAt: Type.String(),
  /** Where it came from. */
  source: OneOf(['pack', 'fingerprint', 'key-file'] as const),
});
/** A key this console trusts besides its own: from a pack, a fingerprint read out, or an exported key file. */
export type KnownKey = Static<typeof knownKeySchema>;

/** Format name of an exported public key file (`evidence key export`). */
export const EVIDENCE_KEY_FORMAT = 'site-console-evidence-key';

/** Lower-case hex of a fingerprint as written or read aloud (`sha256:`, spaces, dashes and colons ignored), or null. */
export function fingerprintHex(text: string): string | null {
  const hex = text
    .trim()
    .toLowerCase()
    .replace(/^sha256:/, '')
    .replace(/[\s:-]/g, '');
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
export type BothLanguages = Static<typeof Localized>;

const text = Type.String();
const orNullText = OrNull(text);

/** What the previous engineer did, read from a pack, as a schema. */
export const handoverSummarySchema = Closed({
  /** The pack file itself: its name, size and SHA-256 (hex) of its bytes. */
  pack: Closed({ fileName: text, size: Type.Number(), sha256: text }),
  /** The check of the pack: intact or changed, and who signed. */
  verdict: evidenceVerdictSchema,
  /** When the pack was written and by which console. */
  createdAt: orNullText,
  console: OrNull(Closed({ name: text, version: text, platform: orNullText })),
  /** The active site profile (never a secret: only the kind of authentication). */
  site: OrNull(
    Closed({
      name: text,
      defaultRoute: text,
      auth: text,
      routes: Type.Array(Closed({ route: text, services: Type.Array(Closed({ service: text, url: text })) })),
    }),
  ),
  /** The configuration document: provider, scenario and logical feature keys. */
  config: OrNull(
    Closed({ source: orNullText, digest: orNullText, provider: orNullText, scenario: orNullText, features: Type.Array(text) }),
  ),
  /** The latest license status with its pre-flight. */
  license: OrNull(
    Closed({
      recordedAt: orNullText,
      /** The document the status belongs to (its name and digest), or null when the status does not say (an older console's). */
      document: OrNull(Closed({ name: orNullText, digest: text })),
      /**
       * Whether the status belongs to the pack's configuration document: `same` digest, `other`
       * document, or `unknown` (the status or the pack's document has no digest, or there is no document).
       */
      pairing: OneOf(['same', 'other', 'unknown'] as const),
      state: text,
      provider: orNullText,
      scenario: orNullText,
      endpoint: orNullText,
      /** `keyEnding`: the license key's last 4 characters at most (never a digest of it: the customer's paper shows nothing more). */
      activation: OrNull(Closed({ source: text, keyEnding: text, activatedAt: text, expiresAt: orNullText })),
      features: Type.Array(Closed({ key: text, vendorFeatureId: OrNull(Type.Number()), vendorFeatureName: orNullText })),
      preflight: Type.Array(Closed({ id: text, verdict: text, title: Localized, detail: Localized })),
    }),
  ),
  /** Whether an offline activation's receipt is in the pack. */
  offlineReceipt: Type.Boolean(),
  /** The latest route parity check. */
  parity: OrNull(
    Closed({
      ranAt: text,
      profileName: text,
      personId: text,
      checks: Type.Array(Closed({ operation: text, routes: Type.Array(text), identical: Type.Boolean(), differences: Type.Array(text) })),
    }),
  ),
  /** Every batch run kept, with its counts and the rows that failed. */
  batches: Type.Array(
    Closed({
      file: text,
      finishedAt: orNullText,
      route: orNullText,
      total: Type.Number(),
      succeeded: Type.Number(),
      failed: Type.Number(),
      skipped: Type.Number(),
      cancelled: Type.Boolean(),
      failedRows: Type.Array(Closed({ row: Type.Number(), visitorId: text, floorIds: Type.Array(text), state: text, code: orNullText })),
    }),
  ),
  /** The clock against each service where the pack knows it (pre-flight clock steps, skew in ms when measured). */
  clock: Type.Array(Closed({ service: text, skewMs: OrNull(Type.Number()), verdict: text, detail: Localized })),
  /**
   * The clock of each site service as the pack's call log measured it (each call's Date header):
   * per service address, the latest reading, the one farthest from zero, and how many calls had one.
   */
  siteClock: Type.Array(
    /** One row per address and endpoint (E1, E2, E4): services behind one gateway may each keep their own time. */
    Closed({
      origin: text,
      endpoint: Type.Optional(text),
      routes: Type.Array(text),
      latestMs: Type.Number(),
      latestAt: text,
      largestMs: Type.Number(),
      calls: Type.Number(),
    }),
  ),
  /** What the pack says it could not include. */
  absent: Type.Array(text),
});
/** What the previous engineer did, read from a pack: what the window shows and the report prints. */
export type HandoverSummary = Static<typeof handoverSummarySchema>;
