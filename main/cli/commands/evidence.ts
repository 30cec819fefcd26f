// `site-console evidence …`: the handover evidence pack from the command line, over the same data
// directory (moved by SITE_CONSOLE_DATA_DIR) and secrets store as the window, so that what the CLI
// did is in the pack and the CLI trusts the keys the window trusts.
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { readAloud, type EvidenceVerdict } from '../../../shared/evidence';
import { ConsoleError } from '../../../shared/errors';
import { knownErrorWords } from '../../../shared/catalogue';
import { writeConsoleFile } from '../../files/safe-write';
import { cliServices } from '../services';
import { defaultDataDir } from '../../data-dir';
import type { SecretStore } from '../../secrets';
import { passphraseOption, secretsJson, warnSecretsAtRest } from '../../secrets/cli-secrets';
import { exportConsoleEvidence } from '../../evidence/console-pack';
import { exportedKeyText, fullFingerprint, readExportedKey, readKnownKeys, readOfferedKeys, signerTrust, trustKey, trustPackSigner, trustPlace, type TrustPlace } from '../../evidence/known-keys';
import { readEvidencePack } from '../../evidence/evidence-pack';
import { installationFingerprint, signingKey } from '../../evidence/signing-key';
import { checkEvidence, verifyEvidence } from '../../evidence/verify';
import { readProfileFile } from './site-call';

const USAGE = `usage: site-console evidence export --out <file.zip> [--config <file>] [--profile <site.json>] [--json]
       site-console evidence verify <file.zip> [--expect <fingerprint>] [--json]
       site-console evidence trust <file.zip | fingerprint> --name <engineer> [--json]
       site-console evidence key show [--json]
       site-console evidence key export --out <file.json> [--name <engineer>] [--json]
       site-console evidence key import <file.json> [--name <engineer>] [--json]
       every action also takes [--passphrase-file <file>]

export writes the handover evidence pack of this console's data directory (SITE_CONSOLE_DATA_DIR):
the site profile (the window's active one, or the --profile file the command line worked with) and
the configuration document (the most recent one, or --config) without secrets, license activations, the site call log, batch records, a manifest with the SHA-256 of every
file signed with this installation's key. verify checks every hash, the signature and who signed:
this installation, a key it trusts (with the name it was trusted under), or --expect's fingerprint
(the whole one or the 16-digit short form read aloud, e.g. 1B91-88DB-3A2C-77F0).
trust adds the key that signed a pack (or a whole fingerprint) to the known keys, under a name:
compare the fingerprint with the engineer by phone first. The known keys are kept on this laptop:
a portable copy's folder may carry a list of keys, but those are only offered (verify names them
and still exits 4) until you trust each one here. key export writes this installation's
PUBLIC key (never the private one) for the next installation to import with key import.
Exit status (verify): 0 intact and signed by a known key; 1 something was changed, added or removed;
2 not an evidence pack, usage, or a file that cannot be read or written (under --json, the
answer says why); 4 intact but signed by a key this console does not know (or not
the --expect one): compare the fingerprint printed with the sender, then trust it.
`;

/** The exit code of an intact pack whose signer this console does not know. */
export const EXIT_UNKNOWN_SIGNER = 4;

/** A fingerprint with its short form for reading aloud. */
const spoken = (fingerprint: string): string => `${fingerprint} (read aloud: ${readAloud(fingerprint)})`;

/** The words for who signed an intact pack. */
function signerLine(verdict: EvidenceVerdict): string {
  const signer = verdict.signer;
  if (!signer) return '';
  switch (signer.kind) {
    case 'this-installation':
      return `signed by this installation's key ${spoken(signer.fingerprint)}`;
    case 'trusted':
      return `signed by "${signer.name}" (key trusted ${signer.trustedAt}) ${spoken(signer.fingerprint)}`;
    case 'expected':
      return `signed by the expected key ${spoken(signer.fingerprint)}`;
    case 'unknown':
      return signer.expected !== null
        ? `signed by key ${spoken(signer.fingerprint)}, NOT the expected ${signer.expected}`
        : `signed by a key this console does not know: ${spoken(signer.fingerprint)}`;
  }
}

/** One line per finding of a verdict, for people. */
export function describeVerdict(verdict: EvidenceVerdict, pack = '<file.zip>'): string {
  if (verdict.status === 'not-a-pack') return `not an evidence pack: ${verdict.reason}`;
  const unknown = verdict.status === 'intact' && verdict.signer?.kind === 'unknown';
  const word = verdict.status === 'changed' ? 'CHANGED' : unknown ? 'intact, UNKNOWN SIGNER' : 'intact';
  const lines = [`${word}: evidence pack of ${verdict.manifest?.createdAt}, ${verdict.signer ? signerLine(verdict) : `key ${verdict.manifest?.fingerprint}`}`];
  if (!verdict.signatureValid) lines.push('  the signature of manifest.json does not hold: the manifest was changed');
  else if (verdict.changed.includes('manifest.json')) lines.push('  the fingerprint in manifest.json is not that of its key: the manifest was made by hand');
  for (const path of verdict.changed.filter((p) => p !== 'manifest.json')) lines.push(`  changed: ${path}`);
  for (const path of verdict.added) lines.push(`  added: ${path}`);
  for (const path of verdict.removed) lines.push(`  removed: ${path}`);
  for (const path of verdict.duplicated) lines.push(`  twice in the zip: ${path} (unzip tools show either copy; not a pack as signed)`);
  if (unknown) {
    const offeredAs = verdict.signer?.kind === 'unknown' ? verdict.signer.offeredAs : undefined;
    // The name comes from a file anyone holding the stick could write: quoted as data, never as a command.
    if (offeredAs !== undefined) lines.push(`  The portable folder's list of keys offers this key as ${JSON.stringify(offeredAs)}; it is not trusted on this laptop until you confirm it.`);
    lines.push('  Compare this fingerprint with the engineer who made the pack (by phone, not by e-mail from the same sender); when it is the same:');
    lines.push(`  site-console evidence trust ${pack} --name "<their name>"`);
  }
  return lines.join('\n');
}

/** The exit code of a verdict. */
export const verdictExitCode = (verdict: EvidenceVerdict): number =>
  verdict.status === 'changed' ? 1 : verdict.status === 'not-a-pack' ? 2 : verdict.signer?.kind === 'unknown' ? EXIT_UNKNOWN_SIGNER : 0;

interface Options {
  out?: string;
  config?: string;
  profile?: string;
  expect?: string;
  name?: string;
  json?: boolean;
  help?: boolean;
  'passphrase-file'?: string;
}

/** The `evidence` command. */
export async function evidenceCommand(args: string[]): Promise<number> {
  let values: Options;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { out: { type: 'string' }, config: { type: 'string' }, profile: { type: 'string' }, expect: { type: 'string' }, name: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }, 'passphrase-file': { type: 'string' } },
    }));
  } catch (error) {
    process.stderr.write(`site-console evidence: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const [action, ...rest] = positionals;
  const dataDir = defaultDataDir();
  // The one composition root's secrets store: the window's key signs and is "this installation" here too.
  const passphrase = await passphraseOption(values['passphrase-file']);
  if (passphrase instanceof ConsoleError) return usage(passphrase.message);
  const services = cliServices(dataDir, { passphrase });
  const { secrets } = services;
  // Trusted keys live on the laptop; a portable folder's list is only offered (main/evidence/known-keys.ts).
  const place = trustPlace(services.info);
  // The signing key is a secret: where the store keeps it is a field of every --json answer that opened it.
  const print = (json: unknown, text: string): void =>
    void process.stdout.write(values.json ? `${JSON.stringify(json !== null && typeof json === 'object' && !Array.isArray(json) ? { ...json, ...secretsJson(services.secretsAtRestIfOpened()) } : json)}\n` : `${text}\n`);
  try {
    switch (action) {
      case 'export': {
        if (!values.out || rest.length > 0) return usage('export takes --out <file.zip> and nothing else');
        // As the window refuses it: a pack is a .zip, and "verify" and the handover look for one.
        if (extname(values.out).toLowerCase() !== '.zip') throw new ConsoleError('validation', 'EVIDENCE_NOT_ZIP', `an evidence pack is a .zip file: end the file name ${values.out} with .zip`, { path: values.out });
        // A profile file (--profile, as person and visitor-access take it) is the site the work was done with.
        const profile = values.profile === undefined ? undefined : await readProfileFile(values.profile);
        const manifest = await exportConsoleEvidence(services, values.out, values.config, profile);
        print({ ok: true, out: values.out, fingerprint: manifest.fingerprint, readAloud: readAloud(manifest.fingerprint), files: manifest.files.map((f) => f.path) }, `evidence pack written: ${values.out} (${manifest.files.length} files, key ${spoken(manifest.fingerprint)})`);
        return 0;
      }
      case 'verify': {
        if (rest.length !== 1 || !rest[0]) return usage('verify takes exactly one <file.zip>');
        const verdict = checkEvidence(await readEvidencePack(rest[0]), await signerTrust(place, secrets, values.expect));
        print(verdict, describeVerdict(verdict, rest[0]));
        return verdictExitCode(verdict);
      }
      case 'trust':
        return await trust(rest, values, place.trustDir, print);
      case 'key':
        return await key(rest, values, dataDir, place, secrets, print);
      default:
        return usage(action ? `unknown action "${action}"` : 'give export, verify, trust or key');
    }
  } catch (error) {
    if (!(error instanceof ConsoleError)) throw error;
    // Nothing was written or read: exit 2, as for a usage error (1 is a verdict's, "the pack was
    // changed"), and under --json the answer says why, with the words of its code.
    if (values.json) process.stdout.write(`${JSON.stringify(failureJson(error))}\n`);
    process.stderr.write(`site-console evidence ${action}: ${error.message}\n`);
    return 2;
  } finally {
    warnSecretsAtRest(services.secretsAtRestIfOpened(), values.json ?? false);
    await services.close();
  }
}

/** A failure as --json says it: `ok` false, the error's category, code, message and facts, and its words where the console has them. */
export function failureJson(error: ConsoleError): { ok: false; error: Record<string, unknown> } {
  const problem = error.toBridgeError();
  const words = knownErrorWords(problem);
  return { ok: false, error: { ...problem, ...(words ? { words } : {}) } };
}

function usage(message: string): number {
  process.stderr.write(`site-console evidence: ${message}\n${USAGE}`);
  return 2;
}

type Print = (json: unknown, text: string) => void;

/** `evidence trust <pack|fingerprint> --name …`. */
async function trust(rest: string[], values: Options, trustDir: string, print: Print): Promise<number> {
  const [target] = rest;
  if (rest.length !== 1 || !target || !values.name) return usage('trust takes one <file.zip> or fingerprint and --name <engineer>');
  const fingerprint = fullFingerprint(target);
  if (fingerprint !== null) {
    const kept = await trustKey(trustDir, { fingerprint, publicKey: null, name: values.name, source: 'fingerprint' });
    print({ ok: true, trusted: kept }, `trusted: key ${spoken(kept.fingerprint)} as "${kept.name}"`);
    return 0;
  }
  const zip = await readEvidencePack(target);
  const verdict = verifyEvidence(zip);
  if (verdict.status !== 'intact') {
    process.stderr.write(`site-console evidence trust: ${target} is not an intact pack, so its key is not trusted:\n${describeVerdict(verdict, target)}\n`);
    return verdictExitCode(verdict);
  }
  const kept = await trustPackSigner(trustDir, zip, target, values.name);
  print({ ok: true, trusted: kept }, `trusted: key ${spoken(kept.fingerprint)} as "${kept.name}"`);
  return 0;
}

/** `evidence key show|export|import`. */
async function key(rest: string[], values: Options, dataDir: string, place: TrustPlace, secrets: () => Promise<SecretStore>, print: Print): Promise<number> {
  const [sub, ...files] = rest;
  if (sub === 'show' && files.length === 0) {
    const own = await installationFingerprint(await secrets());
    const known = await readKnownKeys(place.trustDir);
    const offered = (await readOfferedKeys(place)).filter((k) => !known.some((t) => t.fingerprint === k.fingerprint));
    const lines = [own ? `this installation: ${spoken(own)}` : 'this installation: no key yet (it is made with the first evidence pack or key export)'];
    for (const k of known) lines.push(`trusted "${k.name}": ${spoken(k.fingerprint)} (${k.source}, ${k.trustedAt})`);
    for (const k of offered) lines.push(`offered by the portable folder, NOT trusted on this laptop, as ${JSON.stringify(k.name)}: ${spoken(k.fingerprint)}`);
    print({ own, readAloud: own ? readAloud(own) : null, known, offered }, lines.join('\n'));
    return 0;
  }
  if (sub === 'export' && files.length === 0 && values.out) {
    const mine = await signingKey(await secrets());
    const name = values.name ?? `site console ${dataDir}`;
    try {
      await writeConsoleFile(values.out, Buffer.from(exportedKeyText(mine, name), 'utf8'));
    } catch (error) {
      throw new ConsoleError('io', 'EVIDENCE_WRITE', `cannot write the key file ${values.out} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): choose a folder you can write to`, { path: values.out });
    }
    print({ ok: true, out: values.out, fingerprint: mine.fingerprint, readAloud: readAloud(mine.fingerprint) }, `public key written: ${values.out} (key ${spoken(mine.fingerprint)}); the private key stays in this installation`);
    return 0;
  }
  if (sub === 'import' && files.length === 1 && files[0]) {
    const exported = await readExportedKey(files[0]);
    const kept = await trustKey(place.trustDir, { fingerprint: exported.fingerprint, publicKey: exported.publicKey, name: values.name ?? exported.name, source: 'key-file' });
    print({ ok: true, trusted: kept }, `trusted: key ${spoken(kept.fingerprint)} as "${kept.name}"`);
    return 0;
  }
  return usage('key takes show, export --out <file.json> [--name …], or import <file.json> [--name …]');
}
