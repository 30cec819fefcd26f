// Keeps activations across restarts of the console. The data directory holds only what is not
// secret (fingerprint of the key, dates, the backend's non-secret facts); the license key itself
// goes to the secrets store under a name derived from the same anchor. A document is matched to
// its activation by an anchor: provider, backend address, scenario, project and tenant, hashed,
// so that a license activated for one project or tenant is never reused for another.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename } from 'node:fs/promises';
import { readBoundedFileIfExists } from '../files/bounded-read';
import { join } from 'node:path';
import type { ActivationSource } from '../../shared/auth';
import type { ConfigDocument } from '../../shared/config';
import { saveTextAtomically } from '../config/atomic-save';
import type { SecretStore } from '../secrets';
import type { BackendActivation, BackendRecordData } from './backend';

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
  version: 1;
  installationId: string;
  activations: Record<string, KeptActivation>;
}

const FILE_VERSION = 1;

/** SHA-256 in hex. */
const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The fingerprint shown for a secret: tells two keys apart without revealing either. */
export const secretFingerprint = (secret: string): string => sha256(secret).slice(0, 12);

/** The anchor that binds an activation to what it was activated for. */
export function activationAnchor(doc: ConfigDocument): string {
  const endpoint = doc.provider === 'selfhosted' ? (doc.selfhosted?.baseUrl ?? '') : (doc.licensevendor?.url ?? '');
  // The tenant key is a secret: only its hash enters the anchor.
  const tenant = doc.selfhosted?.tenantKey ? sha256(doc.selfhosted.tenantKey) : '';
  const project = doc.scenario === 'floating' ? (doc.floating?.projectId ?? '') : '';
  return sha256(JSON.stringify([doc.provider, endpoint, doc.scenario, project, tenant])).slice(0, 32);
}

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

/** The activations file of one data directory, plus the installation id. */
export class ActivationStore {
  readonly #dir: string;
  readonly #file: string;
  #state: StateFile | null = null;

  constructor(dataDir: string) {
    this.#dir = join(dataDir, 'auth');
    this.#file = join(this.#dir, 'activations.json');
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
  async put(anchor: string, source: ActivationSource, provider: string, keyFingerprint: string, activation: BackendActivation): Promise<KeptActivation> {
    const state = await this.#load();
    const kept: KeptActivation = { provider, source, keyFingerprint, activatedAt: new Date().toISOString(), expiresAt: activation.expiresAt, data: activation.data };
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
        if (isRecord(raw) && raw.version === FILE_VERSION && typeof raw.installationId === 'string' && isRecord(raw.activations)) {
          const activations: Record<string, KeptActivation> = {};
          for (const [anchor, kept] of Object.entries(raw.activations)) if (isKept(kept)) activations[anchor] = kept;
          state = { version: FILE_VERSION, installationId: raw.installationId, activations };
        }
      } catch {
        state = null;
      }
      // A damaged file is set aside rather than overwritten: it may be worth a look, and the
      // activation can always be redone with the key.
      if (!state) await rename(this.#file, `${this.#file}.damaged-${Date.now()}`).catch(() => undefined);
    }
    this.#state = state ?? { version: FILE_VERSION, installationId: randomUUID(), activations: {} };
    if (!state) await this.#save(this.#state);
    return this.#state;
  }

  async #save(state: StateFile): Promise<void> {
    await mkdir(this.#dir, { recursive: true, mode: 0o700 });
    await saveTextAtomically(this.#file, `${JSON.stringify(state, null, 2)}\n`, { backup: false, mode: 0o600 });
  }
}
