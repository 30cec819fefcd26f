// `site-console evidence …`: the handover evidence pack from the command line, over the same data
// directory (moved by SITE_CONSOLE_DATA_DIR) and secrets store as the window, so that what the CLI
// did is in the pack and the CLI trusts the keys the window trusts.
import { extname } from 'node:path';
import { readAloud } from '../../../shared/evidence';
import { ConsoleError } from '../../../shared/errors';
import type { Language } from '../../../shared/language';
import { defaultDataDir } from '../../data-dir';
import { exportConsoleEvidence } from '../../evidence/console-pack';
import { readEvidencePack } from '../../evidence/evidence-pack';
import {
  exportedKeyText,
  fullFingerprint,
  readExportedKey,
  readKnownKeys,
  readOfferedKeys,
  signerTrust,
  trustKey,
  trustPackSigner,
  trustPlace,
  type TrustPlace,
} from '../../evidence/known-keys';
import { installationFingerprint, signingKey } from '../../evidence/signing-key';
import { checkEvidence, verdictExitCode, verifyEvidence } from '../../evidence/verify';
import { writeConsoleFile } from '../../files/safe-write';
import type { SecretStore } from '../../secrets';
import { readPassphraseFile, secretsJson, warnSecretsAtRest } from '../../secrets/cli-secrets';
import { cliServices } from '../services';
import { defineCommand, refusal, type CommandContext, type OptionValues } from '../kit';
import { profileOption } from '../profile-option';
import { describeVerdict, EVIDENCE_USAGE, EVIDENCE_WORDS } from './evidence-words';
import { stderr, stdout } from '../output';

const OPTIONS = {
  out: { type: 'string' },
  config: { type: 'string' },
  profile: { type: 'string' },
  expect: { type: 'string' },
  name: { type: 'string' },
} as const;

type Values = OptionValues<typeof OPTIONS>;
type Print = (json: unknown, text: string) => void;

/** The `evidence` command. */
export const evidenceCommand = defineCommand({
  name: 'evidence',
  options: OPTIONS,
  usage: EVIDENCE_USAGE,
  passphrase: readPassphraseFile,
  // Nothing was written or read: exit 2, as for a usage error (1 is a verdict's, "the pack was changed").
  exitOf: () => 2,
  run: async (context) => {
    const { values, positionals, json, language, passphrase } = context;
    const [action, ...rest] = positionals;
    const w = EVIDENCE_WORDS[language];
    const dataDir = defaultDataDir();
    // The one composition root's secrets store: the window's key signs and is "this installation" here too.
    const services = cliServices(dataDir, { passphrase });
    const { secrets } = services;
    // Trusted keys live on the laptop; a portable folder's list is only offered (main/evidence/known-keys.ts).
    const place = trustPlace(services.info);
    // The signing key is a secret: where the store keeps it is a field of every --json answer that opened it.
    const print: Print = (answer, text) =>
      void stdout.write(
        json
          ? `${JSON.stringify(answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? { ...answer, ...secretsJson(services.secretsAtRestIfOpened()) } : answer)}\n`
          : `${text}\n`,
      );
    try {
      switch (action) {
        case 'export': {
          if (!values.out || rest.length > 0) throw refusal(EVIDENCE_WORDS.exportTakes);
          // As the window refuses it: a pack is a .zip, and "verify" and the handover look for one.
          if (extname(values.out).toLowerCase() !== '.zip')
            throw new ConsoleError(
              'validation',
              'EVIDENCE_NOT_ZIP',
              `an evidence pack is a .zip file: end the file name ${values.out} with .zip`,
              { path: values.out },
            );
          // A profile file (--profile, as person and visitor-access take it) is the site the work was done with.
          const profile = values.profile === undefined ? undefined : await profileOption(values.profile);
          const manifest = await exportConsoleEvidence(services, values.out, values.config, profile);
          const answer = {
            ok: true,
            out: values.out,
            fingerprint: manifest.fingerprint,
            readAloud: readAloud(manifest.fingerprint),
            files: manifest.files.map((f) => f.path),
          };
          print(answer, w.written(values.out, manifest.files.length, w.spoken(manifest.fingerprint)));
          return 0;
        }
        case 'verify': {
          if (rest.length !== 1 || !rest[0]) throw refusal(EVIDENCE_WORDS.verifyTakes);
          const verdict = checkEvidence(await readEvidencePack(rest[0]), await signerTrust(place, secrets, values.expect));
          if (verdict.status === 'not-a-pack') {
            throw new ConsoleError('validation', 'EVIDENCE_NOT_A_PACK', `${rest[0]} is not an evidence pack: ${verdict.reason}`, {
              path: rest[0],
              reason: verdict.reason,
            });
          }
          print(verdict, describeVerdict(verdict, rest[0], language));
          return verdictExitCode(verdict);
        }
        case 'trust':
          return await trust(rest, values, place.trustDir, print, context);
        case 'key':
          return await key(rest, values, dataDir, place, secrets, print, language);
        default:
          throw refusal(EVIDENCE_WORDS.unknownAction(action));
      }
    } finally {
      warnSecretsAtRest(stderr, services.secretsAtRestIfOpened(), json, language);
      await services.close();
    }
  },
});

/** `evidence trust <pack|fingerprint> --name …`. */
async function trust(
  rest: string[],
  values: Values,
  trustDir: string,
  print: Print,
  context: CommandContext<typeof OPTIONS>,
): Promise<number> {
  const w = EVIDENCE_WORDS[context.language];
  const [target] = rest;
  if (rest.length !== 1 || !target || !values.name) throw refusal(EVIDENCE_WORDS.trustTakes);
  const fingerprint = fullFingerprint(target);
  if (fingerprint !== null) {
    const kept = await trustKey(trustDir, { fingerprint, publicKey: null, name: values.name, source: 'fingerprint' });
    print({ ok: true, trusted: kept }, w.trusted(w.spoken(kept.fingerprint), kept.name));
    return 0;
  }
  const zip = await readEvidencePack(target);
  const verdict = verifyEvidence(zip);
  if (verdict.status !== 'intact') {
    if (!context.json) stderr.write(`${w.notIntact(target)}\n${describeVerdict(verdict, target, context.language)}\n`);
    const failure = {
      category: 'validation' as const,
      code: 'EVIDENCE_NOT_INTACT',
      message: `the pack ${target} is not intact, so its key is not trusted`,
      details: { path: target },
    };
    return context.fail(failure, { exit: verdictExitCode(verdict), extra: { verdict } });
  }
  const kept = await trustPackSigner(trustDir, zip, target, values.name);
  print({ ok: true, trusted: kept }, w.trusted(w.spoken(kept.fingerprint), kept.name));
  return 0;
}

/** `evidence key show|export|import`. */
async function key(
  rest: string[],
  values: Values,
  dataDir: string,
  place: TrustPlace,
  secrets: () => Promise<SecretStore>,
  print: Print,
  language: Language,
): Promise<number> {
  const w = EVIDENCE_WORDS[language];
  const [sub, ...files] = rest;
  if (sub === 'show' && files.length === 0) {
    const own = await installationFingerprint(await secrets());
    const known = await readKnownKeys(place.trustDir);
    const offered = (await readOfferedKeys(place)).filter((k) => !known.some((t) => t.fingerprint === k.fingerprint));
    const lines = [own ? w.own(w.spoken(own)) : w.noOwn];
    for (const k of known) lines.push(w.knownKey(k.name, w.spoken(k.fingerprint), k.source, k.trustedAt));
    for (const k of offered) lines.push(w.offeredKey(JSON.stringify(k.name), w.spoken(k.fingerprint)));
    print({ own, readAloud: own ? readAloud(own) : null, known, offered }, lines.join('\n'));
    return 0;
  }
  if (sub === 'export' && files.length === 0 && values.out) {
    const mine = await signingKey(await secrets());
    const name = values.name ?? `site console ${dataDir}`;
    try {
      await writeConsoleFile(values.out, Buffer.from(exportedKeyText(mine, name), 'utf8'));
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new ConsoleError(
        'io',
        'EVIDENCE_WRITE',
        `cannot write the key file ${values.out} (${reason}): choose a folder you can write to`,
        { path: values.out },
      );
    }
    print(
      { ok: true, out: values.out, fingerprint: mine.fingerprint, readAloud: readAloud(mine.fingerprint) },
      w.keyWritten(values.out, w.spoken(mine.fingerprint)),
    );
    return 0;
  }
  if (sub === 'import' && files.length === 1 && files[0]) {
    const exported = await readExportedKey(files[0]);
    const kept = await trustKey(place.trustDir, {
      fingerprint: exported.fingerprint,
      publicKey: exported.publicKey,
      name: values.name ?? exported.name,
      source: 'key-file',
    });
    print({ ok: true, trusted: kept }, w.trusted(w.spoken(kept.fingerprint), kept.name));
    return 0;
  }
  throw refusal(EVIDENCE_WORDS.keyTakes);
}
