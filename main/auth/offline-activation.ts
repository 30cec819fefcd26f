// Offline activation for a site with no way to the licensing system: create a request code (kept,
// and written to a .txt file the engineer carries out), bring back the vendor's update code (pasted
// or from a file), apply it, keep the receipt. Each step is kept in `<data dir>/auth/
// offline-activation.json` under the document's identity, so that after a restart the console shows
// where the engineer stands and what comes next. The identity is a keyed digest (key-digest.ts): the
// serial number and the application data it covers are never written in clear, nor hashed in a way
// a guess could be checked against; the request code is not a secret (it is made to be carried
// out) and the receipt is the library's own confirmation.
import { createHash } from 'node:crypto';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_UPDATE_CODE_BYTES, type OfflineActivationStatus } from '../../shared/auth';
import type { ConfigDocument } from '../../shared/config';
import type { LocalizedText } from '../../shared/config/types';
import { ConsoleError, toBridgeError } from '../../shared/errors';
import { saveTextAtomically } from '../config/atomic-save';
import { FileReadError, readRegularFile, readTextFile } from '../../shared/node/regular-file';
import { checkUserPath } from '../files/user-path';
import { unkeyedActivationAnchor, stateFileVersion, type LicenseKeySecrets } from './activation-store';
import type { AuthorizationBackend } from './backend';
import { keyDigest, type KeyDigest } from './key-digest';

/** One document's offline activation, as kept: the status's facts (the step follows from them) and the provider. */
type KeptOffline = Omit<OfflineActivationStatus, 'supported' | 'step'> & { provider: string };

interface StateFile {
  /** 2: keyed identities; 1: a console's before the keyed digest (unkeyed SHA-256, keyed on open). */
  version: 1 | 2;
  /** By document identity (see offlineIdentity). */
  activations: Record<string, KeptOffline>;
}

const FILE_VERSION = 2;
const UNKEYED_FILE_VERSION = 1;
/** The state file holds a few codes per document; anything larger is not this console's file. */
const MAX_STATE_BYTES = 4 * 1024 * 1024;

/** The status of a document that has no offline activation under way. */
const NONE: Omit<OfflineActivationStatus, 'supported'> = {
  step: 'none',
  requestCode: null,
  requestedAt: null,
  savedTo: null,
  receipt: null,
  appliedAt: null,
  lastError: null,
};

/** The identity consoles before the keyed digest wrote: an unkeyed hash, never written now. */
function unkeyedIdentity(doc: ConfigDocument): string {
  const facts = JSON.stringify([unkeyedActivationAnchor(doc), doc.licensevendor?.sn ?? '', doc.licensevendor?.applicationData ?? '']);
  return createHash('sha256').update(facts, 'utf8').digest('hex').slice(0, 32);
}

/** The keyed identity of an unkeyed one (how version 1 files are keyed, too). */
const keyedIdentity = (digest: KeyDigest, unkeyed: string): string => digest('offline-identity', unkeyed).slice(0, 32);

/**
 * Which document an offline activation belongs to: the activation anchor (provider, address,
 * scenario, project, tenant) plus the serial number and application data the request code is made
 * from, under the installation's keyed digest: a request made for one serial is never applied
 * under another, and the serial cannot be guessed from the file.
 */
export const offlineIdentity = (digest: KeyDigest, doc: ConfigDocument): string => keyedIdentity(digest, unkeyedIdentity(doc));

// Update codes are text a vendor portal shows or mails (base64, hex, or similar): printable ASCII,
// perhaps broken over lines. Anything else is a wrong file or a copy that went wrong.
const UPDATE_CODE_CHARACTER = /[^\x20-\x7e\t\r\n]/;

/** Where an update code came from, in both languages (the words table picks the reader's): the field, or a file. */
const whereFrom = (path: string | null): LocalizedText =>
  path === null
    ? { en: 'the pasted update code', 'zh-CN': '粘贴的更新码' }
    : { en: `the update code file ${path}`, 'zh-CN': `更新码文件 ${path}` };

const tooLarge = (path: string | null, size: number): ConsoleError => {
  const where = whereFrom(path);
  return new ConsoleError(
    'validation',
    'AUTH_OFFLINE_UPDATE_TOO_LARGE',
    `${where.en} is ${size} bytes; an update code is at most ${MAX_UPDATE_CODE_BYTES}: check that this is the vendor's update code`,
    {
      where,
      path,
      size,
      limit: MAX_UPDATE_CODE_BYTES,
    },
  );
};

/** The update code as the library gets it: trimmed, and refused with a reason when it cannot be one. `path` null: pasted. */
export function checkUpdateCode(text: string, path: string | null): string {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_UPDATE_CODE_BYTES) throw tooLarge(path, bytes);
  const code = text.trim();
  const where = whereFrom(path);
  if (code === '')
    throw new ConsoleError(
      'validation',
      'AUTH_OFFLINE_UPDATE_EMPTY',
      `${where.en} is empty; paste the update code the vendor sent back for the request code`,
      { where, path },
    );
  const bad = UPDATE_CODE_CHARACTER.exec(code);
  if (bad) {
    const position = bad.index + 1;
    const character = `U+${(bad[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    throw new ConsoleError(
      'validation',
      'AUTH_OFFLINE_UPDATE_INVALID',
      `${where.en} has a character no update code has at position ${position} (${character}); paste it again from the vendor's answer, unchanged`,
      {
        where,
        path,
        position,
        character,
      },
    );
  }
  return code;
}

/** What offline activation works on: the loaded document and its backend. */
export interface OfflineTarget {
  document: ConfigDocument;
  backend: AuthorizationBackend;
}

/** Where an update code comes from: pasted text, or a file. */
export type UpdateCodeInput = { updateCode: string; path?: undefined } | { path: string; updateCode?: undefined };

/** The offline activations of one data directory. */
export class OfflineActivation {
  readonly #dataDir: string;
  readonly #file: string;
  readonly #secrets: () => Promise<LicenseKeySecrets>;
  readonly #log: (event: string, facts?: Record<string, unknown>) => void;
  #state: StateFile | null = null;

  constructor(
    dataDir: string,
    secrets: () => Promise<LicenseKeySecrets>,
    log: (event: string, facts?: Record<string, unknown>) => void = () => {},
  ) {
    this.#dataDir = dataDir;
    this.#file = join(dataDir, 'auth', 'offline-activation.json');
    this.#secrets = secrets;
    this.#log = log;
  }

  /** Reads the file, keying the identities of a console before the keyed digest. */
  async keyed(): Promise<void> {
    await this.#load();
  }

  /** Where the document's offline activation stands. */
  async status(target: OfflineTarget): Promise<OfflineActivationStatus> {
    const state = await this.#load();
    // Nothing kept: no secret is needed to say so (a store locked by a passphrase stays closed).
    const kept = Object.keys(state.activations).length === 0 ? undefined : state.activations[await this.#identity(target.document)];
    return { supported: Boolean(target.backend.offline), ...(kept ? this.#view(kept) : NONE) };
  }

  async #identity(doc: ConfigDocument): Promise<string> {
    return offlineIdentity(await keyDigest(await this.#secrets()), doc);
  }

  /**
   * Creates the request code (or keeps the one already created: the update code the vendor sends
   * answers that one) and, with a path, writes it there as a .txt file.
   */
  async request(target: OfflineTarget, path?: string): Promise<OfflineActivationStatus> {
    const offline = this.#supported(target);
    const state = await this.#load();
    const identity = await this.#identity(target.document);
    let kept = state.activations[identity];
    if (kept?.appliedAt) throw this.#alreadyApplied(kept);
    if (!kept?.requestCode) {
      const requestCode = await offline.requestCode();
      kept = {
        provider: target.document.provider,
        requestCode,
        requestedAt: new Date().toISOString(),
        savedTo: null,
        receipt: null,
        appliedAt: null,
        lastError: null,
      };
      state.activations[identity] = kept;
      await this.#save(state);
      this.#log('auth.offline.request', { provider: kept.provider, requestCodeLength: requestCode.length });
    }
    if (path !== undefined) {
      kept.savedTo = await this.#writeRequestFile(path, kept.requestCode ?? '');
      await this.#save(state);
    }
    return this.status(target);
  }

  /** Applies the vendor's update code; the receipt is kept. A refusal keeps the request, with the reason. */
  async apply(target: OfflineTarget, input: UpdateCodeInput): Promise<OfflineActivationStatus> {
    const offline = this.#supported(target);
    const state = await this.#load();
    const identity = await this.#identity(target.document);
    const existing = state.activations[identity];
    if (existing?.appliedAt) throw this.#alreadyApplied(existing);
    const updateCode = input.path !== undefined ? await this.#readUpdateCodeFile(input.path) : checkUpdateCode(input.updateCode, null);
    // An update code may come without a request made here (created on another computer for this
    // serial): it is applied all the same, and the status then shows no request code.
    const kept: KeptOffline = existing ?? {
      provider: target.document.provider,
      requestCode: null,
      requestedAt: null,
      savedTo: null,
      receipt: null,
      appliedAt: null,
      lastError: null,
    };
    state.activations[identity] = kept;
    try {
      kept.receipt = await offline.applyUpdateCode(updateCode);
    } catch (e) {
      kept.lastError = toBridgeError(e);
      if (existing) await this.#save(state);
      else delete state.activations[identity];
      this.#log('auth.offline.apply.failed', {
        code: kept.lastError.code,
        category: kept.lastError.category,
        status: kept.lastError.details?.status ?? null,
      });
      throw e;
    }
    kept.appliedAt = new Date().toISOString();
    kept.lastError = null;
    await this.#save(state);
    this.#log('auth.offline.apply', { provider: kept.provider, receiptLength: kept.receipt.length });
    return this.status(target);
  }

  /** Forgets the document's offline activation ("start over"); what the library applied stays applied. */
  async reset(target: OfflineTarget): Promise<OfflineActivationStatus> {
    const state = await this.#load();
    const identity = await this.#identity(target.document);
    if (identity in state.activations) {
      delete state.activations[identity];
      await this.#save(state);
      this.#log('auth.offline.reset', { provider: target.document.provider });
    }
    return this.status(target);
  }

  #supported(target: OfflineTarget): NonNullable<AuthorizationBackend['offline']> {
    if (target.backend.offline) return target.backend.offline;
    throw new ConsoleError(
      'usage',
      'AUTH_OFFLINE_UNSUPPORTED',
      `the ${target.document.provider} backend has no offline activation; activate a license key online instead`,
      {
        provider: target.document.provider,
      },
    );
  }

  #alreadyApplied(kept: KeptOffline): ConsoleError {
    return new ConsoleError(
      'usage',
      'AUTH_OFFLINE_ALREADY_APPLIED',
      `an update code was already applied on ${kept.appliedAt ?? '?'}; choose "start over" to make a new request`,
      { appliedAt: kept.appliedAt },
    );
  }

  #view(kept: KeptOffline): Omit<OfflineActivationStatus, 'supported'> {
    const { requestCode, requestedAt, savedTo, receipt, appliedAt, lastError } = kept;
    return {
      step: appliedAt ? 'applied' : requestCode ? 'requested' : 'none',
      requestCode,
      requestedAt,
      savedTo,
      receipt,
      appliedAt,
      lastError: lastError ? structuredClone(lastError) : null,
    };
  }

  #fileError(action: 'write' | 'read', path: string, reason: string, code?: string): ConsoleError {
    const next: LocalizedText =
      action === 'write'
        ? { en: 'Choose a folder you can write to (a USB stick, the desktop).', 'zh-CN': '请选择可写入的文件夹（U 盘、桌面）。' }
        : { en: 'Check the path, or paste the update code instead.', 'zh-CN': '请检查路径，或直接粘贴更新码。' };
    return new ConsoleError('io', 'AUTH_OFFLINE_FILE', `cannot ${action} ${path}: ${reason}; ${next.en}`, {
      action,
      path,
      reason,
      next,
      ...(code ? { systemCode: code } : {}),
    });
  }

  async #checkPath(path: string, extension?: RegExp): Promise<string> {
    return checkUserPath(path, {
      dataDir: this.#dataDir,
      extension,
      wrongExtension: (candidate, through) =>
        new ConsoleError(
          'validation',
          'AUTH_OFFLINE_NOT_TXT_PATH',
          `${through}${candidate} does not end in .txt; the request code is saved as a .txt file`,
          { path: candidate },
        ),
      reserved: (absolute) =>
        new ConsoleError(
          'validation',
          'AUTH_OFFLINE_RESERVED_PATH',
          `${absolute} is one of the console's own files; choose a file elsewhere`,
          { path: absolute },
        ),
    });
  }

  async #writeRequestFile(path: string, requestCode: string): Promise<string> {
    const absolute = await this.#checkPath(path, /\.txt$/i);
    try {
      return (await saveTextAtomically(absolute, `${requestCode}\n`, { backup: false })).path;
    } catch (e) {
      const code = e instanceof Error && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
      throw this.#fileError('write', absolute, e instanceof Error ? e.message : String(e), code);
    }
  }

  async #readUpdateCodeFile(path: string): Promise<string> {
    const absolute = await this.#checkPath(path);
    let text: string;
    try {
      text = (await readTextFile(absolute, MAX_UPDATE_CODE_BYTES)).text;
    } catch (e) {
      if (e instanceof FileReadError && e.kind === 'too-large') throw tooLarge(absolute, e.size ?? MAX_UPDATE_CODE_BYTES + 1);
      if (e instanceof FileReadError && (e.kind === 'not-text' || e.kind === 'encoding')) {
        const offset = e.offset ?? 0;
        throw new ConsoleError('validation', 'AUTH_OFFLINE_UPDATE_INVALID', `${e.message}; an update code file is plain text`, {
          where: whereFrom(absolute),
          path: absolute,
          position: offset + 1,
        });
      }
      throw this.#fileError('read', absolute, e instanceof Error ? e.message : String(e), e instanceof FileReadError ? e.code : undefined);
    }
    return checkUpdateCode(text, absolute);
  }

  async #load(): Promise<StateFile> {
    if (this.#state) return this.#state;
    let state: StateFile | null = null;
    let found = false;
    try {
      const { bytes } = await readRegularFile(this.#file, MAX_STATE_BYTES);
      found = true;
      const raw = JSON.parse(bytes.toString('utf8')) as Partial<StateFile> | null;
      if (
        (raw?.version === FILE_VERSION || raw?.version === UNKEYED_FILE_VERSION) &&
        typeof raw.activations === 'object' &&
        raw.activations !== null
      )
        state = { version: raw.version, activations: { ...raw.activations } };
    } catch (e) {
      found = !(e instanceof FileReadError && e.kind === 'not-found');
    }
    // A damaged file is set aside, not overwritten: the request code in it may still be wanted.
    if (!state && found) await rename(this.#file, `${this.#file}.damaged-${Date.now()}`).catch(() => undefined);
    if (state?.version === UNKEYED_FILE_VERSION) {
      // Keyed in place: the request code and receipt stay, under the keyed identity of the old one.
      const entries = Object.entries(state.activations);
      const digest = entries.length > 0 ? await keyDigest(await this.#secrets()) : null;
      state = {
        version: FILE_VERSION,
        activations: Object.fromEntries(entries.map(([old, kept]) => [digest ? keyedIdentity(digest, old) : old, kept])),
      };
      await this.#save(state);
    }
    this.#state = state ?? { version: FILE_VERSION, activations: {} };
    return this.#state;
  }

  async #save(state: StateFile): Promise<void> {
    await mkdir(join(this.#dataDir, 'auth'), { recursive: true, mode: 0o700 });
    await saveTextAtomically(this.#file, `${JSON.stringify(state, null, 2)}\n`, { backup: false, mode: 0o600 });
  }
}

/** Keys the identities of a console before the keyed digest, before the file leaves in a pack; any other file is left as it is. */
export async function keyOfflineActivations(dataDir: string, secrets: () => Promise<LicenseKeySecrets>): Promise<void> {
  const file = join(dataDir, 'auth', 'offline-activation.json');
  const text = await readRegularFile(file, MAX_STATE_BYTES).then(
    ({ bytes }) => bytes.toString('utf8'),
    () => null,
  );
  if (text === null || stateFileVersion(text) !== UNKEYED_FILE_VERSION) return;
  await new OfflineActivation(dataDir, secrets).keyed();
}
