// `site-console handover report --pack <pack.zip> --out report.html [--lang zh-CN|en|both]`: the
// handover report of a pack, for the customer to sign, made from the pack itself with this
// console's known keys (SITE_CONSOLE_DATA_DIR) to name the signer.
import { extname } from 'node:path';
import { readAloud } from '../../../shared/evidence';
import { ConsoleError } from '../../../shared/errors';
import { defaultDataDir } from '../../data-dir';
import { readHandover } from '../../evidence/handover';
import { writeHandoverPdf, writeHandoverReport } from '../../evidence/handover-file';
import type { ReportLanguages } from '../../evidence/handover-report';
import { signerTrust, trustPlace } from '../../evidence/known-keys';
import { readEvidencePack } from '../../evidence/evidence-pack';
import { verdictExitCode } from '../../evidence/verify';
import { readPassphraseFile, secretsJson, warnSecretsAtRest } from '../../secrets/cli-secrets';
import { cliServices } from '../services';
import { defineCommand, refusal } from '../kit';
import { HANDOVER_USAGE, HANDOVER_WORDS } from './handover-words';
import { stderr, stdout } from '../output';

/** The `handover` command. */
export const handoverCommand = defineCommand({
  name: 'handover report',
  options: { pack: { type: 'string' }, out: { type: 'string' } },
  usage: HANDOVER_USAGE,
  passphrase: readPassphraseFile,
  moreLanguages: ['both'],
  // Nothing was written: 2 (1 says a report was written of a changed pack).
  exitOf: () => 2,
  run: async ({ values, positionals, json, language, lang, passphrase }) => {
    if (positionals[0] !== 'report' || positionals.length !== 1) throw refusal(HANDOVER_WORDS.giveReport);
    if (!values.pack || !values.out) throw refusal(HANDOVER_WORDS.packAndOut);
    const languages = (lang ?? 'both') as ReportLanguages;
    const services = cliServices(defaultDataDir(), { passphrase });
    try {
      const summary = readHandover(
        await readEvidencePack(values.pack),
        values.pack,
        await signerTrust(trustPlace(services.info), services.secrets),
      );
      if (summary.verdict.status === 'not-a-pack') {
        throw new ConsoleError(
          'validation',
          'HANDOVER_NOT_A_PACK',
          `${values.pack} is not an evidence pack (${summary.verdict.reason}): give the .zip that "evidence export" wrote`,
          {
            path: values.pack,
            reason: summary.verdict.reason,
          },
        );
      }
      // A .pdf is refused by the writer in words (usage, exit 2): only the window prints.
      const pdf = extname(values.out).toLowerCase() === '.pdf';
      const written = pdf
        ? await writeHandoverPdf(summary, languages, values.out, services.printHtmlToPdf)
        : await writeHandoverReport(summary, languages, values.out);
      const fingerprint = summary.verdict.manifest?.fingerprint ?? '';
      const { status, signer } = summary.verdict;
      const sha256 = summary.pack.sha256;
      if (json)
        stdout.write(
          `${JSON.stringify({ ok: true, out: written, sha256, fingerprint, status, signer, ...secretsJson(services.secretsAtRestIfOpened()) })}\n`,
        );
      else stdout.write(`${HANDOVER_WORDS[language].written(written, sha256, fingerprint, readAloud(fingerprint), status)}\n`);
      return verdictExitCode(summary.verdict);
    } finally {
      warnSecretsAtRest(stderr, services.secretsAtRestIfOpened(), json, language);
      await services.close();
    }
  },
});
