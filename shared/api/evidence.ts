// The evidence area of the bridge contract: the signed handover pack written, opened (what the
// engineer did and who signed), its signer trusted, this installation's key, the handover report.
import { Type } from '@sinclair/typebox';
import { handoverSummarySchema, knownKeySchema } from '../evidence';
import { Closed, Empty, operation, Path } from './schema';

const byPath = Type.Object({ path: Path }, { additionalProperties: false });
/** A report of the pack at `pack`, written to `path`, in one language or both side by side. */
const reportRequest = Type.Object(
  { pack: Path, path: Path, languages: Type.Union([Type.Literal('zh-CN'), Type.Literal('en'), Type.Literal('both')]) },
  { additionalProperties: false },
);

/** The evidence area's operations. */
export const evidenceOperations = {
  'evidence:export': operation(
    'Writes the signed handover evidence pack of this console to a zip file.',
    byPath,
    Closed({ path: Type.String(), fingerprint: Type.String(), files: Type.Integer({ minimum: 0 }) }),
  ),
  'evidence:open': operation(
    'Opens an evidence pack: every hash, the signature, who signed it, and what it says the engineer did.',
    byPath,
    handoverSummarySchema,
  ),
  'evidence:trust': operation(
    "Trusts the key that signed an intact pack under the engineer's name (after comparing the fingerprint).",
    Type.Object({ path: Path, name: Type.String({ minLength: 1, maxLength: 120 }) }, { additionalProperties: false }),
    knownKeySchema,
  ),
  'evidence:key': operation(
    "This installation's evidence signing key: its fingerprint (made on first use) and the keys it trusts.",
    Empty,
    Closed({ fingerprint: Type.String(), readAloud: Type.String(), known: Type.Array(knownKeySchema) }),
  ),
  'evidence:report': operation(
    'Writes the handover report of a pack as one HTML file (zh-CN, en or both side by side).',
    reportRequest,
    Closed({ path: Type.String() }),
  ),
  'evidence:reportPdf': operation(
    "Writes the handover report of a pack as a PDF (A4), printed by the window's Chromium; refused (usage) where the host cannot print (web transport, CLI).",
    reportRequest,
    Closed({ path: Type.String() }),
  ),
} as const;
