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
  /** Why it is not a pack, in English. */
  reason: string | null;
}
