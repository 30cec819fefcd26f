// The batch area of the bridge contract: batch visitor access from a CSV or XLSX file, its run,
// its results and the chain picture of a row.
import { Type } from '@sinclair/typebox';
import type { BatchPreview, BatchProgress, BatchSummary } from '../batch';
import type { ChainPicture } from '../chain';
import { LANGUAGES } from '../language';
import { ROUTES } from '../site';
import { event, OneOf, operation, Path, Typed } from './schema';

const runId = Type.String({ minLength: 1, maxLength: 64 });
const count = Type.Integer({ minimum: 0 });

// The batch events' data: the counts every one has, plus the fields named. Their types are written
// in shared/batch.ts (the CLI and the journal use them too); the schema checks the counts and the
// row states, which is what a view shows.
const batchCounts = (more: readonly string[]) => ({
  type: 'object',
  required: ['runId', 'done', 'total', 'succeeded', 'failed', 'skipped', ...more],
  properties: {
    runId: Type.String(),
    done: count,
    total: count,
    succeeded: count,
    failed: count,
    skipped: count,
    ratePerSecond: Type.Number({ minimum: 0 }),
    etaMs: Type.Union([Type.Number(), Type.Null()]),
    paused: Type.Boolean(),
    ok: Type.Boolean(),
    cancelled: Type.Boolean(),
    results: Type.Array(
      Type.Object({ row: count, visitorId: Type.String(), ok: Type.Boolean(), state: OneOf(['granted', 'done-before', 'failed', 'problem', 'cancelled'] as const) }),
    ),
  },
});

/** The batch area's operations. */
export const batchOperations = {
  'batch:preview': operation(
    'Reads a batch file (CSV or XLSX) and checks every row; floor ids against the active site when it answers.',
    Type.Object({ path: Path }, { additionalProperties: false }),
    Typed<BatchPreview>(),
  ),
  'batch:start': operation(
    'Runs a batch file on the active site profile, journaled beside the file; progress comes as batch:progress, the end as batch:finished.',
    Type.Object(
      { path: Path, concurrency: Type.Optional(Type.Integer({ minimum: 1, maximum: 64 })), route: Type.Optional(OneOf(ROUTES)) },
      { additionalProperties: false },
    ),
    Type.Object({
      runId: Type.String(),
      journal: Type.String(),
      /** The journal beside the file was kept for another site or file, so it skipped nothing and this run keeps `journal` instead. */
      journalStartedAnew: Type.Optional(Type.Object({ previous: Type.String(), reason: OneOf(['other-site', 'other-file', 'unbound'] as const) })),
    }),
  ),
  'batch:control': operation(
    'Pauses, resumes or cancels a batch run.',
    Type.Object({ runId, action: OneOf(['pause', 'resume', 'cancel'] as const) }, { additionalProperties: false }),
    Typed<BatchProgress>(),
  ),
  'batch:exportResults': operation(
    'Writes the results of a finished run as CSV or XLSX (by the file name), its headers in `language` (default en).',
    Type.Object({ runId, path: Path, language: Type.Optional(OneOf(LANGUAGES)) }, { additionalProperties: false }),
    Type.Object({ path: Type.String() }),
  ),
  'batch:chain': operation(
    "The chain picture of a row's last E2: the console's hops and what the site reveals of its downstream calls.",
    Type.Object({ runId, row: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
    Typed<ChainPicture>(),
  ),
} as const;

/** The batch area's events. */
export const batchEvents = {
  /** A batch run advanced, paused or resumed. */
  'batch:progress': event(
    'A batch run advanced, paused or resumed.',
    Type.Unsafe<BatchProgress & { runId: string }>(batchCounts(['ratePerSecond', 'etaMs', 'paused'])),
  ),
  /** A batch run ended (done or cancelled), with every row's outcome. */
  'batch:finished': event(
    'A batch run ended, with every row outcome.',
    Type.Unsafe<BatchSummary & { runId: string }>(batchCounts(['ok', 'cancelled', 'results'])),
  ),
} as const;
