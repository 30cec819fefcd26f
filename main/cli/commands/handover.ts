// `site-console handover report --pack <pack.zip> --out report.html [--lang zh-CN|en|both]`: the
// handover report of a pack, for the customer to sign, made from the pack itself with this
// console's known keys (SITE_CONSOLE_DATA_DIR) to name the signer.
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { readAloud } from '../../../shared/evidence';
import { ConsoleError } from '../../../shared/errors';
import { defaultDataDir } from '../../data-dir';
import { cliServices } from '../services';
import { passphraseOption, secretsJson, warnSecretsAtRest } from '../../secrets/cli-secrets';
import { failureJson, verdictExitCode } from './evidence';
import { readHandover } from '../../evidence/handover';
import { writeHandoverPdf, writeHandoverReport } from '../../evidence/handover-file';
import type { ReportLanguages } from '../../evidence/handover-report';
import { signerTrust, trustPlace } from '../../evidence/known-keys';
import { readEvidencePack } from '../../evidence/evidence-pack';

const USAGE = `usage: site-console handover report --pack <pack.zip> --out <report.html> [--lang zh-CN|en|both] [--json] [--passphrase-file <file>]

Writes the handover report of an evidence pack: one HTML file (no script, no web font) that prints on
A4, with what was done on site, the pack's file name, SHA-256 and signer fingerprint (also as a QR
code), and a sign-off block for the customer. Open it in a browser and print it, or keep the file.
(The console window also saves it as PDF; the command line has no printer of its own.)
Exit status: 0 written (the pack intact and signed by a known key); 1 written, but the pack was
changed (the report says so in red); 2 usage, not an evidence pack, or a report that cannot be
written (nothing written; under --json, the answer says why); 4 written,
but the pack is signed by a key this console does not know (the report says so).
`;

const LANGS: readonly ReportLanguages[] = ['zh-CN', 'en', 'both'];

/** The `handover` command. */
export async function handoverCommand(args: string[]): Promise<number> {
  let values: { pack?: string; out?: string; lang?: string; json?: boolean; help?: boolean; 'passphrase-file'?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args, allowPositionals: true, options: { pack: { type: 'string' }, out: { type: 'string' }, lang: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }, 'passphrase-file': { type: 'string' } } }));
  } catch (error) {
    process.stderr.write(`site-console handover: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const usage = (message: string): number => {
    process.stderr.write(`site-console handover: ${message}\n${USAGE}`);
    return 2;
  };
  if (positionals[0] !== 'report' || positionals.length !== 1) return usage('give report');
  if (!values.pack || !values.out) return usage('report takes --pack <pack.zip> and --out <report.html>');
  const lang = (values.lang ?? 'both') as ReportLanguages;
  if (!LANGS.includes(lang)) return usage(`--lang is zh-CN, en or both, not "${values.lang}"`);
  const dataDir = defaultDataDir();
  const passphrase = await passphraseOption(values['passphrase-file']);
  if (passphrase instanceof ConsoleError) return usage(passphrase.message);
  const services = cliServices(dataDir, { passphrase });
  try {
    const summary = readHandover(await readEvidencePack(values.pack), values.pack, await signerTrust(trustPlace(services.info), services.secrets));
    if (summary.verdict.status === 'not-a-pack') {
      const refusal = new ConsoleError('validation', 'HANDOVER_NOT_A_PACK', `${values.pack} is not an evidence pack (${summary.verdict.reason}): give the .zip that "evidence export" wrote`, { path: values.pack, reason: summary.verdict.reason });
      if (values.json) process.stdout.write(`${JSON.stringify(failureJson(refusal))}\n`);
      return usage(refusal.message);
    }
    // A .pdf is refused by the writer in words (usage, exit 2): only the window prints.
    const written = extname(values.out).toLowerCase() === '.pdf' ? await writeHandoverPdf(summary, lang, values.out, services.printHtmlToPdf) : await writeHandoverReport(summary, lang, values.out);
    const fingerprint = summary.verdict.manifest?.fingerprint ?? '';
    if (values.json) process.stdout.write(`${JSON.stringify({ ok: true, out: written, sha256: summary.pack.sha256, fingerprint, status: summary.verdict.status, signer: summary.verdict.signer, ...secretsJson(services.secretsAtRestIfOpened()) })}\n`);
    else process.stdout.write(`handover report written: ${written} (pack SHA-256 ${summary.pack.sha256}, signer ${fingerprint}, read aloud ${readAloud(fingerprint)}, ${summary.verdict.status})\n`);
    return verdictExitCode(summary.verdict);
  } catch (error) {
    if (!(error instanceof ConsoleError)) throw error;
    // Nothing was written: 2 (1 says a report was written of a changed pack), and --json says why.
    if (values.json) process.stdout.write(`${JSON.stringify(failureJson(error))}\n`);
    process.stderr.write(`site-console handover report: ${error.message}\n`);
    return 2;
  } finally {
    warnSecretsAtRest(services.secretsAtRestIfOpened(), values.json ?? false, lang === 'zh-CN' ? 'zh-CN' : 'en');
    await services.close();
  }
}
