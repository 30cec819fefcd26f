// Keeps activations across restarts of the console. The data directory holds only what is not
// secret (a keyed fingerprint of the key, dates, the backend's non-secret facts); the license key
// itself goes to the secrets store under a name derived from the same anchor. A document is matched
// to its activation by an anchor: provider, backend address, scenario, project and tenant, under
// the installation's keyed digest (key-digest.ts), so that a license activated for one project or
// tenant is never reused for another, and the anchor gives no guess of the tenant key away.
// Records of a console before the keyed digest (file version 1: unkeyed anchors and SHA-256
// fingerprints) are moved to keyed ones when the store is opened with the secrets store.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename } from 'node:fs/promises';
import { readBoundedFileIfExists } from '../files/bounded-read';
import { join } from 'node:path';
import type { ActivationSource } from '../../shared/auth';
import type { ConfigDocument } from '../../shared/config';
import { saveTextAtomically } from '../config/atomic-save';
import type { SecretStore } from '../secrets';
import type { BackendActivation, BackendRecordData } from './backend';
import { keyDigest, type KeyDigest } from './key-digest';

/** The part of the console's secrets store the client uses for license keys. */
export type LicenseKeySecrets = Pick<SecretStore, 'get' | 'set' | 'delete'>;

/** One kept activation, as written to the data directory. */
export interface KeptActivation {
  provider: string;
  source: ActivationSource;
  keyFingerprint: string;
  activatedAt: string;
  expiresAt: string | null;
  data: BackendRecordData;
}

interface StateFile {
  /** 2: keyed anchors and fingerprints; 1: a console's before them (migrated on open, see above). */
  version: 1 | 2;
  installationId: string;
  activations: Record<string, KeptActivation>;
}

const FILE_VERSION = 2;
/** The version of the files with unkeyed anchors and fingerprints. */
const UNKEYED_FILE_VERSION = 1;

/** SHA-256 in hex. */
const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The fingerprint shown for a license key: tells two keys apart on this installation without revealing either. */
export const keyFingerprint = (digest: KeyDigest, key: string): string => digest('license-key', key).slice(0, 16);

/**
 * The fingerprint consoles before the keyed digest wrote (first 12 hex digits of SHA-256 of the
 * key): only to recognise their records and to scrub it from what leaves the laptop, never written.
 */
export const unkeyedKeyFingerprint = (key: string): string => sha256(key).slice(0, 12);

/** What of a license key may be shown to a customer: its last 4 characters, and nothing of a key too short to spare them. */
export const keyEnding = (key: string): string => (key.length >= 12 ? key.slice(-4) : '');

/**
 * The document's facts an anchor is made of, hashed (the consoles before the keyed digest wrote
 * this as the anchor): never written itself.
 */
function documentFacts(doc: ConfigDocument): string {
  const endpoint = doc.provider === 'selfhosted' ? (doc.selfhosted?.baseUrl ?? '') : (doc.licensevendor?.url ?? '');
  const tenant = doc.selfhosted?.tenantKey ? sha256(doc.selfhosted.tenantKey) : '';
  const project = doc.scenario === 'floating' ? (doc.floating?.projectId ?? '') : '';
  return sha256(JSON.stringify([doc.provider, endpoint, doc.scenario, project, tenant])).slice(0, 32);
}

/** An anchor from the unkeyed one a console before the keyed digest wrote. */
const keyedAnchor = (digest: KeyDigest, unkeyed: string): string => digest('activation-anchor', unkeyed).slice(0, 32);

/** The anchor that binds an activation to what it was activated for (keyed: the tenant key cannot be guessed from it). */
export const activationAnchor = (digest: KeyDigest, doc: ConfigDocument): string => keyedAnchor(digest, documentFacts(doc));

/** The unkeyed anchor, for what must stay matched to files of consoles before the keyed digest (offline-activation.ts). */
export const unkeyedActivationAnchor = documentFacts;

/** Name of the license key's entry in the secrets store. */
export const licenseKeySecretName = (anchor: string): string => `auth.license-key.${anchor}`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isKept(v: unknown): v is KeptActivation {
  return (
    isRecord(v) &&
    typeof v.provider === 'string' &&
    (v.source === 'license-key' || v.source === 'serial') &&
    typeof v.keyFingerprint === 'string' &&
    typeof v.activatedAt === 'string' &&
    (v.expiresAt === null || typeof v.expiresAt === 'string') &&
    isRecord(v.data)
  );
}

/** What moves the records of a console before the keyed digest: the secrets store (license keys, digest secret). */
export interface ActivationKeying {
  secrets: () => Promise<LicenseKeySecrets>;
}

/** The activations file of one data directory, plus the installation id. */
export class ActivationStore {
  readonly #dir: string;
  readonly #file: string;
  readonly #keying: ActivationKeying | null;
  #state: StateFile | null = null;

  /** Without `keying`, records of a console before the keyed digest are read as they are (never moved). */
  constructor(dataDir: string, keying: ActivationKeying | null = null) {
    this.#dir = join(dataDir, 'auth');
    this.#file = join(this.#dir, 'activations.json');
    this.#keying = keying;
  }

  /** Whether no activation is kept (what needs no secret to know). */
  async isEmpty(): Promise<boolean> {
    return Object.keys((await this.#load()).activations).length === 0;
  }

  /** This installation's stable id, created on first use. */
  async installationId(): Promise<string> {
    return (await this.#load()).installationId;
  }

  /** The activation kept for an anchor, or null. */
  async get(anchor: string): Promise<KeptActivation | null> {
    return (await this.#load()).activations[anchor] ?? null;
  }

  /** Keeps an activation for an anchor (replacing any earlier one). */
  async put(
    anchor: string,
    source: ActivationSource,
    provider: string,
    keyFingerprint: string,
    activation: BackendActivation,
  ): Promise<KeptActivation> {
    const state = await this.#load();
    const kept: KeptActivation = {
      provider,
      source,
      keyFingerprint,
      activatedAt: new Date().toISOString(),
      expiresAt: activation.expiresAt,
      data: activation.data,
    };
    state.activations[anchor] = kept;
    await this.#save(state);
    return kept;
  }

  /** Forgets the activation of an anchor. */
  async remove(anchor: string): Promise<void> {
    const state = await this.#load();
    if (!(anchor in state.activations)) return;
    delete state.activations[anchor];
    await this.#save(state);
  }

  async #load(): Promise<StateFile> {
    if (this.#state) return this.#state;
    // Read through the bounded reader: a FIFO, device or oversized file in its place is never
    // waited on nor read whole, and is set aside like a damaged record.
    let text: string | null = null;
    let unusable = false;
    try {
      text = (await readBoundedFileIfExists(this.#file, 'consoleState'))?.bytes.toString('utf8') ?? null;
    } catch {
      unusable = true;
    }
    let state: StateFile | null = null;
    if (text !== null || unusable) {
      try {
        const raw: unknown = JSON.parse(text ?? '');
        if (
          isRecord(raw) &&
          (raw.version === FILE_VERSION || raw.version === UNKEYED_FILE_VERSION) &&
          typeof raw.installationId === 'string' &&
          isRecord(raw.activations)
        ) {
          const activations: Record<string, KeptActivation> = {};
          for (const [anchor, kept] of Object.entries(raw.activations)) if (isKept(kept)) activations[anchor] = kept;
          state = { version: raw.version, installationId: raw.installationId, activations };
        }
      } catch {
        state = null;
      }
      // A damaged file is set aside rather than overwritten: it may be worth a look, and the
      // activation can always be redone with the key.
      if (!state) await rename(this.#file, `${this.#file}.damaged-${Date.now()}`).catch(() => undefined);
    }
    let fresh = state ?? { version: FILE_VERSION, installationId: randomUUID(), activations: {} };
    if (fresh.version === UNKEYED_FILE_VERSION && this.#keying) {
      fresh = await this.#keyed(fresh, this.#keying);
      state = null;
    }
    this.#state = fresh;
    if (!state) await this.#save(this.#state);
    return this.#state;
  }

  /**
   * The records of a console before the keyed digest, keyed: each anchor is the keyed digest of
   * the old one, each fingerprint that of the key the secrets store holds for it (moved to the
   * new anchor's name). A record whose key is gone or is another key could never be restored, and
   * is dropped, as a restore would drop it; the engineer activates again with the key.
   */
  async #keyed(state: StateFile, keying: ActivationKeying): Promise<StateFile> {
    const activations: Record<string, KeptActivation> = {};
    const entries = Object.entries(state.activations);
    if (entries.length > 0) {
      const secrets = await keying.secrets();
      const digest = await keyDigest(secrets);
      for (const [old, kept] of entries) {
        const key = await secrets.get(licenseKeySecretName(old));
        if (key === null || unkeyedKeyFingerprint(key) !== kept.keyFingerprint) continue;
        const anchor = keyedAnchor(digest, old);
        await secrets.set(licenseKeySecretName(anchor), key);
        await secrets.delete(licenseKeySecretName(old));
        activations[anchor] = { ...kept, keyFingerprint: keyFingerprint(digest, key) };
      }
    }
    return { version: FILE_VERSION, installationId: state.installationId, activations };
  }

  async #save(state: StateFile): Promise<void> {
    await mkdir(this.#dir, { recursive: true, mode: 0o700 });
    await saveTextAtomically(this.#file, `${JSON.stringify(state, null, 2)}\n`, { backup: false, mode: 0o600 });
  }
}

/**
 * Moves the records of a console before the keyed digest (see ActivationStore), before the file
 * leaves in a pack. Only such a file is touched: none stays none, and a damaged one stays as it is.
 */
export async function keyKeptActivations(dataDir: string, secrets: () => Promise<LicenseKeySecrets>): Promise<void> {
  const text = await readBoundedFileIfExists(join(dataDir, 'auth', 'activations.json'), 'consoleState').then(
    (file) => file?.bytes.toString('utf8') ?? null,
    () => null,
  );
  if (text === null || stateFileVersion(text) !== UNKEYED_FILE_VERSION) return;
  await new ActivationStore(dataDir, { secrets }).isEmpty();
}

/** The version a state file of this console says it has (with its `activations` object), else undefined. */
export function stateFileVersion(text: string): unknown {
  try {
    const raw: unknown = JSON.parse(text);
    return isRecord(raw) && isRecord(raw.activations) ? raw.version : undefined;
  } catch {
    return undefined;
  }
}
