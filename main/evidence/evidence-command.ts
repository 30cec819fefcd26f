// `site-console evidence export --out <file.zip>` and `site-console evidence verify <file.zip>`:
// the handover evidence pack from the command line, over the same data directory (moved by
// SITE_CONSOLE_DATA_DIR) and secrets store as the window, so that what the CLI did is in the pack.
// verify exits 0 when intact, 1 when anything was changed, added or removed, 2 when not a pack.
import { parseArgs } from 'node:util';
import type { EvidenceVerdict } from '../../shared/evidence';
import { ConsoleError } from '../../shared/errors';
import { cliServices } from '../cli-services';
import { defaultDataDir } from '../data-dir';
import { exportConsoleEvidence } from './console-pack';
import { readEvidencePack, verifyEvidence } from './evidence-pack';

const USAGE = `usage: site-console evidence export --out <file.zip> [--config <file>] [--json]
       site-console evidence verify <file.zip> [--json]

export writes the handover evidence pack of this console's data directory (SITE_CONSOLE_DATA_DIR):
the active site profile and the configuration document (the most recent one, or --config) without
secrets, license activations, the site call log, batch records, a manifest with the SHA-256 of every
file signed with this installation's key. verify checks every hash and the signature.
Exit status (verify): 0 intact; 1 something was changed, added or removed; 2 not an evidence pack or usage.
`;

/** One line per finding of a verdict, for people. */
export function describeVerdict(verdict: EvidenceVerdict): string {
  if (verdict.status === 'not-a-pack') return `not an evidence pack: ${verdict.reason}`;
  const head = `${verdict.status === 'intact' ? 'intact' : 'CHANGED'}: evidence pack of ${verdict.manifest?.createdAt}, signed by key ${verdict.manifest?.fingerprint}`;
  const lines = [head];
  if (!verdict.signatureValid) lines.push('  the signature of manifest.json does not hold: the manifest was changed');
  for (const path of verdict.changed.filter((p) => p !== 'manifest.json')) lines.push(`  changed: ${path}`);
  for (const path of verdict.added) lines.push(`  added: ${path}`);
  for (const path of verdict.removed) lines.push(`  removed: ${path}`);
  return lines.join('\n');
}

/** The `evidence` command. */
export async function evidenceCommand(args: string[]): Promise<number> {
  let values: { out?: string; config?: string; json?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args, allowPositionals: true, options: { out: { type: 'string' }, config: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    process.stderr.write(`site-console evidence: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [action, ...rest] = positionals;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const usage = (message: string): number => {
    process.stderr.write(`site-console evidence: ${message}\n${USAGE}`);
    return 2;
  };
  if (action === 'export') {
    if (!values.out || rest.length > 0) return usage('export takes --out <file.zip> and nothing else');
    const services = cliServices(defaultDataDir());
    try {
      const manifest = await exportConsoleEvidence(services, values.out, values.config);
      if (values.json) process.stdout.write(`${JSON.stringify({ ok: true, out: values.out, fingerprint: manifest.fingerprint, files: manifest.files.map((f) => f.path) })}\n`);
      else process.stdout.write(`evidence pack written: ${values.out} (${manifest.files.length} files, key ${manifest.fingerprint})\n`);
      return 0;
    } catch (error) {
      if (!(error instanceof ConsoleError)) throw error;
      process.stderr.write(`site-console evidence export: ${error.message}\n`);
      return error.category === 'usage' ? 2 : 1;
    } finally {
      await services.close();
    }
  }
  if (action === 'verify') {
    if (rest.length !== 1 || !rest[0]) return usage('verify takes exactly one <file.zip>');
    let bytes: Buffer;
    try {
      bytes = await readEvidencePack(rest[0]);
    } catch (error) {
      return usage((error as Error).message);
    }
    const verdict = verifyEvidence(bytes);
    if (values.json) process.stdout.write(`${JSON.stringify(verdict)}\n`);
    else process.stdout.write(`${describeVerdict(verdict)}\n`);
    return verdict.status === 'intact' ? 0 : verdict.status === 'changed' ? 1 : 2;
  }
  return usage(action ? `unknown action "${action}"` : 'give export or verify');
}
