// The batch area of the bridge contract: batch visitor access from a CSV or XLSX file, its run,
// its results and the chain picture of a row.
import { Type } from '@sinclair/typebox';
import { batchPreviewSchema, batchProgressProperties, batchProgressSchema, batchSummaryProperties } from '../batch';
import { chainPictureSchema } from '../chain';
import { bridgeErrorSchema } from './error-schema';
import { LANGUAGES } from '../language';
import { ROUTES } from '../site';
import { Closed, event, OneOf, operation, Path } from './schema';

const runId = Type.String({ minLength: 1, maxLength: 64 });

/** The batch area's operations. */
export const batchOperations = {
  'batch:preview': operation(
    'Reads a batch file (CSV or XLSX) and checks every row; floor ids against the active site when it answers.',
    Type.Object({ path: Path }, { additionalProperties: false }),
    batchPreviewSchema,
  ),
  'batch:start': operation(
    'Runs a batch file on the active site profile, journaled beside the file; progress comes as batch:progress, the end as batch:finished.',
    Type.Object(
      { path: Path, concurrency: Type.Optional(Type.Integer({ minimum: 1, maximum: 64 })), route: Type.Optional(OneOf(ROUTES)) },
      { additionalProperties: false },
    ),
    Closed({
      runId: Type.String(),
      journal: Type.String(),
      /** The journal beside the file was kept for another site or file, so it skipped nothing and this run keeps `journal` instead. */
      journalStartedAnew: Type.Optional(
        Closed({ previous: Type.String(), reason: OneOf(['other-site', 'other-file', 'unbound'] as const) }),
      ),
    }),
  ),
  'batch:control': operation(
    'Pauses, resumes or cancels a batch run.',
    Type.Object({ runId, action: OneOf(['pause', 'resume', 'cancel'] as const) }, { additionalProperties: false }),
    batchProgressSchema,
  ),
  'batch:exportResults': operation(
    'Writes the results of a finished run as CSV or XLSX (by the file name), its headers in `language` (default en).',
    Type.Object({ runId, path: Path, language: Type.Optional(OneOf(LANGUAGES)) }, { additionalProperties: false }),
    Closed({ path: Type.String() }),
  ),
  'batch:chain': operation(
    "The chain picture of a row's last E2: the console's hops and what the site reveals of its downstream calls.",
    Type.Object({ runId, row: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
    chainPictureSchema,
  ),
} as const;

/** The batch area's events. */
export const batchEvents = {
  /** A batch run advanced, paused or resumed. */
  'batch:progress': event('A batch run advanced, paused or resumed.', Closed({ runId: Type.String(), ...batchProgressProperties })),
  /** A batch run ended (done or cancelled), with every row's outcome. */
  'batch:finished': event(
    'A batch run ended, with every row outcome (or, stopped by a failure such as its journal, the failure).',
    Closed({ runId: Type.String(), ...batchSummaryProperties, error: Type.Optional(bridgeErrorSchema) }),
  ),
} as const;
