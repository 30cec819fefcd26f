// The batch runs the window keeps, and how a run grants one row: the same E2 through the site
// client for the window's runs (handlers.ts) and the command line's (main/cli/commands/batch.ts).
import type { BatchSummary, RowProblem } from '../../shared/batch';
import type { Route, SiteProfile } from '../../shared/site';
import type { SiteClient } from '../site/site-client';
import type { BatchRun, GrantVisitor } from './batch-run';

/** A run the window started, and its summary once it ended. */
export interface KeptRun {
  run: BatchRun;
  summary: BatchSummary | null;
  profile: SiteProfile;
  route: Route;
  /** The preview's row problems, for the words of a skipped row in the results file's language. */
  problems: readonly RowProblem[];
}

/** The runs of this console, by run id. */
export type BatchRuns = Map<string, KeptRun>;

/** E2 for one row through the site client; the answer as the batch run needs it. */
export function grantThrough(client: SiteClient, profile: SiteProfile, route: Route): GrantVisitor {
  return async (row, signal) => {
    const result = await client.addVisitorAccess(profile, row.visitorId, row.floorIds, { route, signal });
    const { traceparent, timings } = result.record;
    return {
      outcome: result.outcome,
      error: result.error,
      status: result.record.status,
      trace: { ...(traceparent ? { traceparent } : {}), ...(timings ? { phases: timings } : {}) },
    };
  };
}
