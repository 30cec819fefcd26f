// The evidence area of the bridge contract: the signed handover pack, written and checked.
import { Type } from '@sinclair/typebox';
import type { EvidenceVerdict } from '../evidence';
import { operation, Path, Typed } from './schema';

const byPath = Type.Object({ path: Path }, { additionalProperties: false });

/** The evidence area's operations. */
export const evidenceOperations = {
  'evidence:export': operation(
    'Writes the signed handover evidence pack of this console to a zip file.',
    byPath,
    Type.Object({ path: Type.String(), fingerprint: Type.String(), files: Type.Integer({ minimum: 0 }) }),
  ),
  'evidence:open': operation("Checks an evidence pack (someone else's record): every hash and the signature.", byPath, Typed<EvidenceVerdict>()),
} as const;
