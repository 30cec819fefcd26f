// The evidence operations: export this console's pack; open a pack (what the engineer did, who
// signed); trust its signer; this installation's key; the handover report (HTML, and PDF where the
// host prints).
import { extname } from 'node:path';
import type { OperationName } from '../../shared/api';
import { readAloud, type HandoverSummary } from '../../shared/evidence';
import { ConsoleError } from '../../shared/errors';
import type { Handler } from '../bridge/dispatch';
import { exportConsoleEvidence, type EvidenceServices } from './console-pack';
import { readEvidencePack } from './evidence-pack';
import { readHandover } from './handover';
import { writeHandoverPdf, writeHandoverReport, type HtmlToPdf } from './handover-file';
import { readKnownKeys, signerTrust, trustPackSigner, trustPlace } from './known-keys';
import { signingKey } from './signing-key';

type EvidenceOperationKey = Extract<OperationName, `evidence:${string}`>;

/** The handlers of the evidence operations. */
export function evidenceHandlers(services: EvidenceServices & { printHtmlToPdf: HtmlToPdf | null }): {
  [K in EvidenceOperationKey]: Handler<K>;
} {
  // Trusted keys live on the laptop; a portable folder's list is only offered until confirmed (known-keys.ts).
  const place = trustPlace(services.info);
  /** What the report says: the pack itself, read and checked; a file that is no pack has no report. */
  async function reportSummary(pack: string): Promise<HandoverSummary> {
    const summary = readHandover(await readEvidencePack(pack), pack, await signerTrust(place, services.secrets));
    if (summary.verdict.status === 'not-a-pack')
      throw new ConsoleError(
        'validation',
        'HANDOVER_NOT_A_PACK',
        `${pack} is not an evidence pack (${summary.verdict.reason}): choose the .zip that "Export evidence" wrote`,
        { path: pack },
      );
    return summary;
  }
  return {
    'evidence:export': async ({ path }) => {
      if (extname(path).toLowerCase() !== '.zip')
        throw new ConsoleError('validation', 'EVIDENCE_NOT_ZIP', `an evidence pack is a .zip file: end the file name with .zip`, { path });
      const manifest = await exportConsoleEvidence(services, path);
      return { path, fingerprint: manifest.fingerprint, files: manifest.files.length };
    },
    'evidence:open': async ({ path }) => readHandover(await readEvidencePack(path), path, await signerTrust(place, services.secrets)),
    'evidence:trust': async ({ path, name }) => trustPackSigner(place.trustDir, await readEvidencePack(path), path, name),
    'evidence:key': async () => {
      const { fingerprint } = await signingKey(await services.secrets());
      return { fingerprint, readAloud: readAloud(fingerprint), known: await readKnownKeys(place.trustDir) };
    },
    'evidence:report': async ({ pack, path, languages }) => ({
      path: await writeHandoverReport(await reportSummary(pack), languages, path),
    }),
    // Only the window prints (Electron's printToPDF); elsewhere writeHandoverPdf answers a usage error.
    'evidence:reportPdf': async ({ pack, path, languages }) => ({
      path: await writeHandoverPdf(await reportSummary(pack), languages, path, services.printHtmlToPdf),
    }),
  };
}
