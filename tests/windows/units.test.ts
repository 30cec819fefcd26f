// The unit tests of paths, files, atomic saves and secrets, run by vitest itself on Windows Node
// under Wine (all dependencies installed for win32), so that Windows path rules, Windows file
// replacement and Windows Credential Manager (through the keyring module's win32 build) are tried
// by the same tests as on Linux. Its JSON report is checked here, test by test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeLane, finished, prepareLane, prepareUnitTree, startWindows, win, type WindowsLane } from './wine';

/**
 * Tests left out on Windows under Wine, each with why. None is a shim: these assert what Windows (or
 * Wine) does not have. Matched against the full test name.
 */
export const LEFT_OUT: readonly { name: RegExp; why: string }[] = [
  { name: /keeps the mode of the file it replaces/, why: 'POSIX file modes: Windows reports 0o666 for every writable file' },
  {
    name: /falls back to a file only this user can read/,
    why: 'asserts mode 0600, a POSIX mode (the file fallback itself is used on Windows when no keyring answers)',
  },
  { name: /narrows a secrets file that was left readable by others/, why: 'POSIX file modes' },
  { name: /safeStorage when main\/electron hands it in/, why: 'asserts mode 0600 of the sealed file, a POSIX mode' },
  {
    name: /saves through a symbolic link/,
    why: 'Wine 8.0: a symbolic link made by Node is not followed by realpath (Windows needs a privilege to make one at all)',
  },
  { name: /follows links to the file, and to the folder/, why: 'Wine 8.0: as above, realpath does not follow a link made by Node' },
  {
    name: /after every one of 60 kills/,
    why: 'sixty Windows processes started and killed under Wine take minutes; the lane keeps its time',
  },
];

/** Tests that skip themselves on win32 inside the test file, each with its reason there (mkfifo: no FIFO on Windows). */
const SKIPPED_ON_WINDOWS = /a FIFO in place of each is read as none/;

interface Report {
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

let lane: WindowsLane;
let tree = '';

beforeAll(() => {
  lane = prepareLane();
  tree = prepareUnitTree();
}, 900_000);

afterAll(() => {
  if (lane) closeLane(lane);
});

describe('unit tests of paths, files, atomic saves and secrets on Windows Node under Wine', () => {
  it('all pass, except those left out for POSIX modes, Wine links and time', async () => {
    const report = join(lane.scratch, 'units.json');
    // Left out by name: a pattern that matches every other test.
    const pattern = `^(?!.*(${LEFT_OUT.map((l) => l.name.source).join('|')}))`;
    const outcome = await finished(
      startWindows(lane, tree, [
        win(join(tree, 'node_modules/vitest/vitest.mjs')),
        'run',
        '--config',
        'vitest.windows-units.config.ts',
        '--reporter=json',
        `--outputFile=${win(report)}`,
        '--testNamePattern',
        pattern,
      ]),
    );
    const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as Report;
    const results = testResults.flatMap((file) => file.assertionResults);
    const failed = [
      ...testResults.filter((f) => f.status === 'failed' && f.message).map((f) => `${f.name}: ${f.message.slice(0, 600)}`),
      ...results.filter((r) => r.status === 'failed').map((r) => `${r.fullName}: ${r.failureMessages.join('\n').slice(0, 600)}`),
    ];
    expect(failed).toEqual([]);
    expect({ code: outcome.code, stderr: outcome.stderr.slice(-2000) }).toMatchObject({ code: 0 });
    // Every file ran, and what was left out is exactly the list above.
    expect(testResults.map((f) => f.name.replace(/^.*tests[\\/]unit[\\/]/, '').replaceAll('\\', '/')).toSorted()).toEqual([
      'main/config/atomic-save-crash.test.ts',
      'main/config/atomic-save.test.ts',
      'main/data-dir.test.ts',
      'main/files/console-files-bounded.test.ts',
      'main/files/real-location.test.ts',
      'main/secrets/long-values.test.ts',
      'main/secrets/passphrase-store.test.ts',
      'main/secrets/secret-store.test.ts',
      'main/secrets/secrets-at-rest.test.ts',
      'main/site/call-log.test.ts',
    ]);
    const passed = results.filter((r) => r.status === 'passed');
    const skipped = results.filter((r) => r.status !== 'passed' && !SKIPPED_ON_WINDOWS.test(r.fullName));
    expect(skipped.map((r) => LEFT_OUT.findIndex((l) => l.name.test(r.fullName))).toSorted()).toEqual(LEFT_OUT.map((_, i) => i));
    // The tests that skip themselves on win32 (it.skipIf with the reason beside it) did so, and only they.
    expect(results.filter((r) => SKIPPED_ON_WINDOWS.test(r.fullName)).map((r) => r.status)).toEqual(['skipped']);
    expect(passed.length).toBeGreaterThanOrEqual(20);
    // The keyring module's win32 build answered (Windows Credential Manager under Wine).
    expect(passed.map((r) => r.fullName)).toContainEqual(expect.stringMatching(/opens with the system keyring binding/));
  });
});
