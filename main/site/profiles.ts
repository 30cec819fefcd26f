// Site profiles: several, one active, checked against shared/site-profile.ts on load, import and
// save, stored in the data directory without their secrets. A profile's token or header value
// goes to the secrets store under `site-profile/<id>/auth`, the passphrase of a client certificate
// under `site-profile/<id>/<field>` (e.g. `tls.clientCertificate.passphrase`); exports leave them
// out and say so.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { SiteProfileExport, StoredSiteProfile } from '../../shared/api';
import { ConsoleError } from '../../shared/errors';
import { validateSiteProfile } from '../../shared/generated/site-profile-validator';
import { describeJsonLimit, JsonLimitError, parseBoundedJson } from '../../shared/json-limits';
import { KeyedQueue } from '../../shared/node/keyed-queue';
import { CLIENT_CERTIFICATE_SERVICES, type SiteClientCertificate, type SiteProfile } from '../../shared/site';
import { describeProfileErrors, type ProfileProblem } from '../../shared/site-profile';
import { MAX_PROFILE_NAME } from '../../shared/site-profile-schema';
import { saveTextAtomically } from '../config/atomic-save';
import type { SecretStore } from '../secrets';
import { redact } from '../secrets/redaction';
import { readBoundedFileIfExists, readFailureMessage } from '../files/bounded-read';

/** The profiles file in the data directory. */
export const PROFILES_FILE = 'site-profiles.json';

interface ProfilesFile {
  version: 1;
  activeId: string | null;
  profiles: { id: string; profile: SiteProfile }[];
}

/**
 * Checks a value against the profile schema; returns it typed or throws a ConsoleError
 * (validation, SITE_PROFILE_INVALID) whose details list every problem with its pointer in en and zh-CN.
 */
export function checkProfile(value: unknown, source: string): SiteProfile {
  if (validateSiteProfile(value)) return value as SiteProfile;
  const problems = describeProfileErrors(validateSiteProfile.errors);
  const first = problems[0];
  throw new ConsoleError(
    'validation',
    'SITE_PROFILE_INVALID',
    `${source} is not a valid site profile: ${problems.map((p) => `${p.pointer || '/'}: ${p.text.en}`).join('; ')}`,
    { source, problems, pointer: first?.pointer ?? '', count: problems.length, first: first?.text.en ?? '' },
  );
}

/**
 * Reads a profile from JSON text: the profile itself, or the line `site-console site` prints
 * (`{ "profile": … }`). Throws ConsoleError (validation) naming the source and the problem.
 */
export function parseProfileText(text: string, source: string): SiteProfile {
  let value: unknown;
  try {
    value = parseBoundedJson(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof JsonLimitError) {
      const limit = describeJsonLimit(error, source);
      throw ConsoleError.relayed({ category: 'malformed', ...limit }, limit.message, { source });
    }
    throw new ConsoleError(
      'validation',
      'SITE_PROFILE_NOT_JSON',
      `${source} is not JSON (${(error as Error).message}): a site profile is one JSON object`,
      { source, reason: (error as Error).message },
    );
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && !('profileVersion' in value) && 'profile' in value)
    value = (value as { profile: unknown }).profile;
  return checkProfile(value, source);
}

/** The secret a profile carries in clear, and the profile without it. */
export function splitSecret(profile: SiteProfile): { profile: SiteProfile; secret: string | undefined; field: string | null } {
  const auth = profile.auth;
  if (auth?.type === 'bearer') {
    const { token, ...rest } = auth;
    return { profile: { ...profile, auth: rest as typeof auth }, secret: token || undefined, field: 'auth.token' };
  }
  if (auth?.type === 'header') {
    const { value, ...rest } = auth;
    return { profile: { ...profile, auth: rest as typeof auth }, secret: value || undefined, field: 'auth.value' };
  }
  return { profile, secret: undefined, field: null };
}

/** `name` followed by `suffix`, the name cut (by characters, as the schema counts them, never inside one) to stay within MAX_PROFILE_NAME. */
const withSuffix = (name: string, suffix: string): string =>
  `${[...name].slice(0, MAX_PROFILE_NAME - [...suffix].length).join('')}${suffix}`;

/** `name`, or the first of "<name> (2)", "<name> (3)"… that no other profile has. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const candidate = withSuffix(name, ` (${n})`);
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A profile as it leaves the console (an export, an evidence pack): without its secret and passphrases, which
 * are named; and the values left out (to scrub wherever else they show).
 */
export function profileExport(whole: SiteProfile): { exported: SiteProfileExport; secrets: string[] } {
  const { profile: withoutAuth, field, secret } = splitSecret(whole);
  const { profile, present, passphrases } = splitPassphrases(withoutAuth);
  // A profile kept before addresses with user information were refused still leaves without it.
  return {
    exported: { text: redact(`${JSON.stringify(profile, null, 2)}\n`, []), secretsLeftOut: [...(field ? [field] : []), ...present] },
    secrets: [...(secret ? [secret] : []), ...passphrases.values()],
  };
}

const secretName = (id: string): string => `site-profile/${id}/auth`;

// The stored id of each profile that resolve() handed out, so that a call made with it is bound to
// the profile that sent it (call-binding.ts) without every caller passing the id along.
const resolvedIds = new WeakMap<SiteProfile, string>();

/** The stored profile's id of a profile resolve() gave, or null (a profile file of the command line, a copy). */
export const storedProfileId = (profile: SiteProfile): string | null => resolvedIds.get(profile) ?? null;

/** Every place a client certificate may sit in a profile, by the field of its passphrase. */
const CERTIFICATE_SLOTS: {
  field: string;
  get: (p: SiteProfile) => SiteClientCertificate | undefined;
  put: (p: SiteProfile, c: SiteClientCertificate) => SiteProfile;
}[] = [
  {
    field: 'tls.clientCertificate.passphrase',
    get: (p) => p.tls?.clientCertificate,
    put: (p, c) => ({ ...p, tls: { ...p.tls, clientCertificate: c } }),
  },
  ...CLIENT_CERTIFICATE_SERVICES.map((service) => ({
    field: `tls.serviceClientCertificates.${service}.passphrase`,
    get: (p: SiteProfile) => p.tls?.serviceClientCertificates?.[service],
    put: (p: SiteProfile, c: SiteClientCertificate) => ({
      ...p,
      tls: { ...p.tls, serviceClientCertificates: { ...p.tls?.serviceClientCertificates, [service]: c } },
    }),
  })),
];

const passphraseName = (id: string, field: string): string => `site-profile/${id}/${field}`;

/**
 * The passphrases of a profile's client certificates, and the profile without them. `present` lists
 * the fields of every certificate the profile has, with or without a passphrase given.
 */
export function splitPassphrases(profile: SiteProfile): { profile: SiteProfile; passphrases: Map<string, string>; present: string[] } {
  const passphrases = new Map<string, string>();
  const present: string[] = [];
  let bare = profile;
  for (const slot of CERTIFICATE_SLOTS) {
    const certificate = slot.get(bare);
    if (!certificate) continue;
    present.push(slot.field);
    const { passphrase, ...rest } = certificate;
    if (passphrase) passphrases.set(slot.field, passphrase);
    bare = slot.put(bare, rest);
  }
  return { profile: bare, passphrases, present };
}

/** The profiles of one data directory. */
export class SiteProfileStore {
  readonly #path: string;
  readonly #secrets: () => Promise<SecretStore>;
  readonly #queue = new KeyedQueue();

  constructor(dataDir: string, secrets: () => Promise<SecretStore>) {
    this.#path = join(dataDir, PROFILES_FILE);
    this.#secrets = secrets;
  }

  /** Every profile (without secrets) and the active one. */
  async list(): Promise<{ profiles: StoredSiteProfile[]; activeId: string | null }> {
    const file = await this.#read();
    const secrets = await this.#secrets();
    const profiles = await Promise.all(
      file.profiles.map(async ({ id, profile }) => ({
        id,
        profile,
        secretSet: splitSecret(profile).field !== null && (await secrets.get(secretName(id))) !== null,
        passphrasesSet: await this.#passphrasesSet(secrets, id, profile),
      })),
    );
    return { profiles, activeId: file.activeId };
  }

  /**
   * Saves a profile (new when `id` is null; `create` makes one under a given id); a secret in it
   * goes to the secrets store, an absent one is kept.
   */
  async save(id: string | null, value: unknown, options: { create?: boolean } = {}): Promise<StoredSiteProfile> {
    const given = checkProfile(value, 'the profile');
    return this.#queue.run('file', async () => {
      const file = await this.#read();
      const profileId = id ?? randomUUID();
      const index = file.profiles.findIndex((p) => p.id === profileId);
      if (id !== null && index < 0 && !options.create) throw notFound(id);
      // A profile is named in every call it made (the call log, an export that puts its secret
      // back): two stored profiles never share a name. A new one (an import, a copy) takes the
      // next free "<name> (2)"; a profile renamed in its form to another's name is refused.
      const others = new Set(file.profiles.filter((p) => p.id !== profileId).map((p) => p.profile.name));
      // A profile saved under the name it already has is left as it is (a file of an older console may hold two of one name).
      const renamed = index >= 0 && file.profiles[index]!.profile.name !== given.name;
      if (renamed && others.has(given.name)) {
        // Said at the name field too, where the profile form shows a refused profile's problems.
        const problem: ProfileProblem = {
          pointer: '/name',
          text: {
            en: `another site profile is already named “${given.name}”: give this one a name of its own`,
            'zh-CN': `已有另一个站点配置档名为“${given.name}”：请另起名称`,
          },
        };
        throw new ConsoleError(
          'usage',
          'SITE_PROFILE_NAME_TAKEN',
          `another site profile is already named "${given.name}": give this one a name of its own, so that the calls each one makes can be told apart`,
          { name: given.name, problems: [problem] },
        );
      }
      const checked = index < 0 && others.has(given.name) ? { ...given, name: freeName(given.name, others) } : given;
      const { profile: withoutAuth, secret, field } = splitSecret(checked);
      const { profile, passphrases, present } = splitPassphrases(withoutAuth);
      const secrets = await this.#secrets();
      if (field === null) await secrets.delete(secretName(profileId));
      else if (secret !== undefined) await secrets.set(secretName(profileId), secret);
      // A passphrase left empty keeps the stored one (the form never shows it); a certificate
      // removed takes its passphrase with it.
      for (const slot of CERTIFICATE_SLOTS) {
        const value = passphrases.get(slot.field);
        if (value !== undefined) await secrets.set(passphraseName(profileId, slot.field), value);
        else if (!present.includes(slot.field)) await secrets.delete(passphraseName(profileId, slot.field));
      }
      if (index < 0) file.profiles.push({ id: profileId, profile });
      else file.profiles[index] = { id: profileId, profile };
      file.activeId ??= profileId;
      await this.#write(file);
      return {
        id: profileId,
        profile,
        secretSet: field !== null && (await secrets.get(secretName(profileId))) !== null,
        passphrasesSet: await this.#passphrasesSet(secrets, profileId, profile),
      };
    });
  }

  /** Deletes a profile and its secret; another becomes active when it was. */
  delete(id: string): Promise<void> {
    return this.#queue.run('file', async () => {
      const file = await this.#read();
      if (!file.profiles.some((p) => p.id === id)) throw notFound(id);
      file.profiles = file.profiles.filter((p) => p.id !== id);
      if (file.activeId === id) file.activeId = file.profiles[0]?.id ?? null;
      const secrets = await this.#secrets();
      await secrets.delete(secretName(id));
      for (const slot of CERTIFICATE_SLOTS) await secrets.delete(passphraseName(id, slot.field));
      await this.#write(file);
    });
  }

  /** Copies a profile (and its secret) under the name "<name> (copy)". */
  async duplicate(id: string): Promise<StoredSiteProfile> {
    const profile = await this.resolve(id);
    return this.save(null, { ...profile, name: withSuffix(profile.name, ' (copy)') });
  }

  /** Makes a profile the active one. */
  setActive(id: string): Promise<void> {
    return this.#queue.run('file', async () => {
      const file = await this.#read();
      if (!file.profiles.some((p) => p.id === id)) throw notFound(id);
      file.activeId = id;
      await this.#write(file);
    });
  }

  /** Imports a profile from JSON text (secrets in it go to the secrets store). */
  async importText(text: string): Promise<StoredSiteProfile> {
    return this.save(null, parseProfileText(text, 'the imported file'));
  }

  /** The profile as JSON without its secret, and the fields left out. */
  async exportProfile(id: string): Promise<SiteProfileExport> {
    const file = await this.#read();
    const entry = file.profiles.find((p) => p.id === id);
    if (!entry) throw notFound(id);
    return profileExport(entry.profile).exported;
  }

  /** The profile with its secret filled in, for calls; the active one when `id` is absent. */
  async resolve(id?: string): Promise<SiteProfile> {
    const file = await this.#read();
    const wanted = id ?? file.activeId;
    const entry = file.profiles.find((p) => p.id === wanted);
    if (!entry) {
      if (id) throw notFound(id);
      throw new ConsoleError('usage', 'SITE_NO_PROFILE', 'no site profile is active: create one in the Site view, or start the demo site');
    }
    const secrets = await this.#secrets();
    let profile = entry.profile;
    for (const slot of CERTIFICATE_SLOTS) {
      const certificate = slot.get(profile);
      const passphrase = certificate ? await secrets.get(passphraseName(entry.id, slot.field)) : null;
      if (certificate && passphrase !== null) profile = slot.put(profile, { ...certificate, passphrase });
    }
    const auth = profile.auth;
    if (auth?.type === 'bearer' || auth?.type === 'header') {
      const secret = (await secrets.get(secretName(entry.id))) ?? undefined;
      profile = { ...profile, auth: auth.type === 'bearer' ? { ...auth, token: secret ?? '' } : { ...auth, value: secret ?? '' } };
    }
    resolvedIds.set(profile, entry.id);
    return profile;
  }

  /** The passphrase fields of a profile's certificates that the secrets store keeps. */
  async #passphrasesSet(secrets: SecretStore, id: string, profile: SiteProfile): Promise<string[]> {
    const set: string[] = [];
    for (const slot of CERTIFICATE_SLOTS)
      if (slot.get(profile) && (await secrets.get(passphraseName(id, slot.field))) !== null) set.push(slot.field);
    return set;
  }

  async #read(): Promise<ProfilesFile> {
    let text: string;
    try {
      const file = await readBoundedFileIfExists(this.#path, 'siteProfiles');
      if (!file) return { version: 1, activeId: null, profiles: [] };
      text = file.bytes.toString('utf8');
    } catch (error) {
      throw new ConsoleError('io', 'SITE_PROFILES_UNREADABLE', readFailureMessage(error, 'site profiles file'), { path: this.#path });
    }
    let file: ProfilesFile;
    try {
      file = parseBoundedJson(text) as ProfilesFile;
      if (!Array.isArray(file.profiles)) throw new Error('no profiles list');
    } catch (error) {
      throw new ConsoleError(
        'io',
        'SITE_PROFILES_UNREADABLE',
        `${this.#path} is damaged (${(error as Error).message}); its previous version is ${this.#path}.bak`,
        { path: this.#path },
      );
    }
    return { version: 1, activeId: file.activeId ?? null, profiles: file.profiles };
  }

  async #write(file: ProfilesFile): Promise<void> {
    await saveTextAtomically(this.#path, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  }
}

function notFound(id: string): ConsoleError {
  return new ConsoleError(
    'not-found',
    'SITE_PROFILE_NOT_FOUND',
    `there is no site profile with id ${id}: it may have been deleted in another window; reload the list`,
    { id },
  );
}
