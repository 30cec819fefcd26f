// What the batch run tests share: the reference site over real HTTP with its profile in a file, a site
// client, the batch command run in this process with its output captured, and the E2 calls the
// elevator application received.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { batchCommand } from '../../../../main/cli/commands/batch';
import type { BatchFile } from '../../../../main/batch/batch-file';
import { rowKey } from '../../../../main/batch/journal';
import { HttpClient } from '../../../../main/http/client';
import { SiteCallLog } from '../../../../main/site/call-log';
import { SiteClient } from '../../../../main/site/site-client';
import type { BatchRow } from '../../../../shared/batch';
import type { RunningSite } from '../../../../sim/index';
import { setFaults, simState, startTestSite } from '../../sim/site-helpers';

/** Rows as a UTF-8 CSV file would give them. */
export const fileOf = (rows: BatchRow[]): BatchFile => ({
  rows,
  problems: [],
  read: { kind: 'csv', encoding: 'utf-8', byteOrderMark: false, delimiter: ',' },
});

/** The reference site for the file's tests (started once, its elevator faults cleared after each test), and what they run against it. */
export function batchSiteForEachFile() {
  const state = {} as { site: RunningSite };
  const dir = mkdtempSync(join(tmpdir(), 'site-console-batch-'));
  const profileFile = join(dir, 'profile.json');
  const http = new HttpClient();
  const client = new SiteClient(http, new SiteCallLog(join(dir, 'data')));

  beforeAll(async () => {
    state.site = await startTestSite();
    writeFileSync(profileFile, JSON.stringify(state.site.profile));
    vi.stubEnv('SITE_CONSOLE_DATA_DIR', join(dir, 'data'));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await http.close();
    await state.site.close();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await setFaults(state.site, 'elevator', {});
  });

  /** `visitor-access --batch …` in this process, its stdout and stderr captured. */
  async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
    const code = await batchCommand(args);
    vi.restoreAllMocks();
    return { code, out, err };
  }

  /** The E2 calls the elevator application received, as `visitorId|floors` of their bodies, with their envelope code. */
  async function e2Received(): Promise<{ key: string; code: string | null; status: number | null }[]> {
    const { calls } = await simState(state.site, 'elevator');
    return calls
      .filter((c) => c.path.endsWith('/elevator/person/add/visitor'))
      .map((c) => {
        const body = c.request as { visitorId: string; floorIds?: string[] };
        return { key: rowKey({ visitorId: body.visitorId, floorIds: body.floorIds ?? [] }), code: c.code, status: c.status };
      });
  }

  /** A file of the test folder with this text. */
  const file = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  return { state, dir, profileFile, client, run, e2Received, file };
}
