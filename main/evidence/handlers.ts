// The evidence operations: export this console's pack, open someone else's read-only.
import { extname } from 'node:path';
import type { OperationName } from '../../shared/api';
import { ConsoleError } from '../../shared/errors';
import type { Handler } from '../bridge/dispatch';
import { exportConsoleEvidence, type EvidenceServices } from './console-pack';
import { readEvidencePack, verifyEvidence } from './evidence-pack';

type EvidenceOperationKey = Extract<OperationName, `evidence:${string}`>;

/** The handlers of the evidence operations. */
export function evidenceHandlers(services: EvidenceServices): { [K in EvidenceOperationKey]: Handler<K> } {
  return {
    'evidence:export': async ({ path }) => {
      if (extname(path).toLowerCase() !== '.zip') throw new ConsoleError('validation', 'EVIDENCE_NOT_ZIP', `an evidence pack is a .zip file: end the file name with .zip`, { path });
      const manifest = await exportConsoleEvidence(services, path);
      return { path, fingerprint: manifest.fingerprint, files: manifest.files.length };
    },
    'evidence:open': async ({ path }) => verifyEvidence(await readEvidencePack(path)),
  };
}
