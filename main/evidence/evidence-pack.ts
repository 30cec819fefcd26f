// The handover evidence pack: one zip with what an engineer did on site (the active site profile and
// the configuration document without secrets, license activations and the latest license status
// with its pre-flight results, the latest route parity result, the site call log, batch records,
// the console's version and time) and a manifest with the SHA-256 of every file, signed
// with the installation's Ed25519 key. Every file is also scrubbed of every secret the console
// holds, so that a secret that slipped into a log still never leaves in a pack.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { documentDigest, withoutSecretValues } from '../../shared/config/document-identity';
import { EVIDENCE_FORMAT, type EvidenceManifest } from '../../shared/evidence';
import { ConsoleError } from '../../shared/errors';
import { keyKeptActivations, licenseKeySecretName, unkeyedKeyFingerprint } from '../auth/activation-store';
import { keyOfflineActivations } from '../auth/offline-activation';
import { readAuthStatusText } from '../auth/status-record';
import { listRecentFiles } from '../config/config-files';
import { listRunRecords } from '../batch/run-record';
import type { SecretStore } from '../secrets';
import { SITE_CALL_LOG_FILE } from '../site/call-log';
import { redact, redactLines } from '../secrets/redaction';
import { readParityText } from '../site/parity';
import { profileExport, SiteProfileStore } from '../site/profiles';
import type { SiteProfile } from '../../shared/site';
import { readBoundedFile, readBoundedFileIfExists, readFailure, type FileKind } from '../files/bounded-read';
import { UnsafeWriteError, writeConsoleFile } from '../files/safe-write';
import { signingKey } from './signing-key';

/** The manifest and its signature, beside the files they cover. */
export const MANIFEST_FILE = 'manifest.json';
export const SIGNATURE_FILE = 'manifest.sig';

/** What a pack is made from. */
export interface EvidenceSources {
  /** The console's data directory. */
  dataDir: string;
  /** The console's secrets store (signing key; secrets to scrub). */
  secrets: () => Promise<SecretStore>;
  /** The configuration document; the most recent one opened or saved when absent. */
  configPath?: string;
  /** The site profile the work was done with (the command line's --profile file); the active one of the data directory when absent. */
  profile?: SiteProfile;
  /** The console that writes the pack. */
  console: { name: string; version: string };
  /** The time of the pack. */
  now?: Date;
}

/** SHA-256 of bytes, hex. */
export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A file of the pack's sources as text, read within its kind's limit; null when absent or unreadable. */
const readText = (path: string, kind: FileKind = 'journal'): Promise<string | null> =>
  readBoundedFileIfExists(path, kind).then(
    (file) => file?.bytes.toString('utf8') ?? null,
    () => null,
  );

/** The files of a pack (path → text), every known secret removed, and notes on what is absent. */
export async function collectEvidence(sources: EvidenceSources): Promise<Map<string, string>> {
  const { dataDir } = sources;
  const secrets = await sources.secrets();
  const files = new Map<string, string>();
  const absent: string[] = [];
  const known: string[] = [];

  const profiles = new SiteProfileStore(dataDir, sources.secrets);
  const { profiles: list, activeId } = await profiles.list();
  for (const { id } of list) {
    const secret = await secrets.get(`site-profile/${id}/auth`);
    if (secret) known.push(secret);
  }
  if (sources.profile) {
    const { exported, secrets: leftOut } = profileExport(sources.profile);
    known.push(...leftOut);
    files.set('site/profile.json', exported.text);
    if (exported.secretsLeftOut.length) files.set('site/profile-secrets-left-out.json', json(exported.secretsLeftOut));
  } else if (activeId) {
    const exported = await profiles.exportProfile(activeId);
    files.set('site/profile.json', exported.text);
    if (exported.secretsLeftOut.length) files.set('site/profile-secrets-left-out.json', json(exported.secretsLeftOut));
  } else absent.push('site profile: none is active');

  const configPath = sources.configPath ?? (await listRecentFiles(dataDir))[0]?.path;
  const configText = configPath ? await readText(configPath, 'configuration') : null;
  if (configText !== null && configPath) {
    try {
      files.set('config/configuration.json', json(withoutSecretValues(JSON.parse(configText.replace(/^\uFEFF/, '')), known)));
      // Its digest, so that the handover can tell whether license/status.json speaks of this document.
      files.set('config/source.json', json({ path: configPath, digest: await documentDigest(configText) }));
    } catch {
      absent.push(`configuration document ${basename(configPath)}: not JSON, left out`);
    }
  } else absent.push('configuration document: none given or opened recently');

  // Records of a console before the keyed digest are keyed before they leave (F11 of issue 31).
  await keyKeptActivations(dataDir, sources.secrets);
  await keyOfflineActivations(dataDir, sources.secrets);
  const activations = await readText(join(dataDir, 'auth', 'activations.json'));
  if (activations !== null) {
    files.set('license/activations.json', activations);
    try {
      const anchors = Object.keys((JSON.parse(activations) as { activations?: Record<string, unknown> }).activations ?? {});
      for (const anchor of anchors) {
        const key = await secrets.get(licenseKeySecretName(anchor));
        // The unkeyed fingerprint an older console logged or kept is scrubbed like the key.
        if (key) known.push(key, unkeyedKeyFingerprint(key));
      }
    } catch {
      // An unreadable activations file is still evidence; its keys are simply not known here.
    }
  } else absent.push('license: no activation kept');

  const names = await readdir(dataDir).catch(() => [] as string[]);
  const callLogs = names.filter((name) => name.startsWith(SITE_CALL_LOG_FILE.replace(/\.jsonl$/, ''))).sort();
  for (const name of callLogs) files.set(`site/calls/${name}`, (await readText(join(dataDir, name))) ?? '');
  if (callLogs.length === 0) absent.push('site call log: no call yet');
  const parity = await readParityText(dataDir);
  if (parity !== null) files.set('parity.json', parity);
  else absent.push('route parity: no check has been run with this data directory (run it in the Route parity view)');

  // The receipt of an offline activation is the proof a handover needs; the file holds codes,
  // times and a hash of the document's identity, never the serial number itself.
  const offline = await readText(join(dataDir, 'auth', 'offline-activation.json'));
  if (offline !== null) files.set('license/offline-activation.json', offline);

  const authStatus = await readAuthStatusText(dataDir);
  if (authStatus !== null) files.set('license/status.json', authStatus);
  else absent.push('license status: the authorization client has not been initialized with this data directory');

  for (const path of await listRunRecords(dataDir)) files.set(`batches/${basename(path)}`, (await readText(path)) ?? '');

  const now = sources.now ?? new Date();
  files.set(
    'console.json',
    json({
      ...sources.console,
      writtenAt: now.toISOString(),
      platform: `${process.platform} ${process.arch}`,
      node: process.versions.node,
      absent,
    }),
  );
  // By value: every form a site may have echoed a secret in; JSON Lines line by line, so that each
  // line is also parsed and checked string by string.
  for (const [path, text] of files) files.set(path, /\.jsonl(\.\d+)?$/.test(path) ? redactLines(text, known) : redact(text, known));
  return files;
}

/**
 * How the pack's entries are zipped. Made on Unix (`os: 3`) with a regular file's mode 0600 in the
 * external attributes: with fflate's default, MS-DOS (`os: 0`), Info-ZIP's `unzip` reads an entry
 * name as a DOS code page despite its UTF-8 flag (which fflate sets for names beyond ASCII), so a
 * batch of 访客名单.csv is listed garbled and cannot be extracted by its name; and mode 0 would
 * extract as a file nobody may read.
 */
export const PACK_ZIP_OPTIONS = { level: 6, os: 3, attrs: (0o100600 << 16) >>> 0 } as const;

/** Writes a signed pack; returns its manifest. */
export async function exportEvidence(sources: EvidenceSources, out: string): Promise<EvidenceManifest> {
  const files = await collectEvidence(sources);
  const key = await signingKey(await sources.secrets());
  const zippable: Zippable = {};
  const listed: EvidenceManifest['files'] = [];
  for (const [path, text] of files) {
    const bytes = strToU8(text);
    zippable[path] = bytes;
    listed.push({ path, size: bytes.length, sha256: sha256(bytes) });
  }
  const manifest: EvidenceManifest = {
    format: EVIDENCE_FORMAT,
    version: 1,
    createdAt: (sources.now ?? new Date()).toISOString(),
    console: sources.console,
    publicKey: key.publicKey,
    fingerprint: key.fingerprint,
    files: listed,
  };
  const manifestBytes = strToU8(json(manifest));
  zippable[MANIFEST_FILE] = manifestBytes;
  zippable[SIGNATURE_FILE] = strToU8(`${key.sign(manifestBytes).toString('base64')}\n`);
  try {
    await writeConsoleFile(out, zipSync(zippable, PACK_ZIP_OPTIONS));
  } catch (error) {
    if (error instanceof UnsafeWriteError) {
      throw new ConsoleError(
        'io',
        'EVIDENCE_WRITE_LINK',
        `${out} is a symbolic link: the console does not write evidence packs through links; choose another file name`,
        { path: out },
      );
    }
    throw new ConsoleError(
      'io',
      'EVIDENCE_WRITE',
      `cannot write the evidence pack ${out} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): choose a folder you can write to`,
      { path: out },
    );
  }
  return manifest;
}

/** Reads an evidence pack from a path: a regular file within FILE_LIMITS.evidencePack, else a ConsoleError (code EVIDENCE_*). */
export async function readEvidencePack(path: string): Promise<Buffer> {
  try {
    return (await readBoundedFile(path, 'evidencePack')).bytes;
  } catch (error) {
    throw readFailure(error, 'evidence pack', 'EVIDENCE');
  }
}
