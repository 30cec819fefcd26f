// What a site sends never acts on the engineer's terminal: a message with an escape sequence (clear
// the screen, retitle the window, colour forged text), a person's name with a carriage return or a
// bidirectional override, printed by the real command line, arrive as visible escapes; `--json`
// carries the same value.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terminalSafe } from '../../../../main/cli/output';
import { answerJson, startHostileSite, type HostileSite } from './hostile-site';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sc-terminal-safe-'));
const FORGED_MSG = '\u001b]0;pwned\u0007\u001b[31mRED\u001b[0m\u009b2J';
const FORGED_NAME = 'Li Wei\rAdmin \u202eevil';
let site: HostileSite;
let refuse = true;

beforeAll(async () => {
  site = await startHostileSite((_req, res) =>
    answerJson(
      res,
      JSON.stringify(
        refuse
          ? { success: false, code: '1001', msg: FORGED_MSG, data: null }
          : {
              success: true,
              code: '0',
              msg: 'success',
              data: {
                personId: 'P1',
                personName: FORGED_NAME,
                floorList: [{ floorId: 'F1', floorName: '3F\u001b[2K', buildingId: 'B1', buildingName: 'Tower' }],
              },
            },
      ),
    ),
  );
});
afterAll(async () => {
  await site.close();
});

async function person(...extra: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const profileFile = join(dir, 'profile.json');
  writeFileSync(profileFile, JSON.stringify(site.profile));
  return promisify(execFile)(process.execPath, [join(root, 'bin/site-console.js'), 'person', 'P1', '--profile', profileFile, ...extra], {
    cwd: root,
    env: { ...process.env, SITE_CONSOLE_DATA_DIR: join(dir, 'cli-data') },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
}

const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/;

describe('the command line prints what a site sends without letting it act on the terminal', () => {
  it('a refusal message with escape sequences is printed with them escaped', async () => {
    refuse = true;
    const { code, stdout, stderr } = await person();
    expect(code).not.toBe(0);
    expect(stdout + stderr).not.toMatch(RAW_CONTROL);
    expect(stderr).toContain('\\u001b]0;pwned\\u0007\\u001b[31mRED');
    expect(stderr).toContain('\\u009b2J');
  });

  it('a person whose name and floor hold a carriage return, an override and an escape', async () => {
    refuse = false;
    const { code, stdout, stderr } = await person();
    expect(code).toBe(0);
    expect(stdout + stderr).not.toMatch(RAW_CONTROL);
    expect(stdout).toContain('Li Wei\\u000dAdmin \\u202eevil');
    expect(stdout).toContain('3F\\u001b[2K');
  });

  it('--json carries the same values, still as JSON', async () => {
    refuse = true;
    const { stdout } = await person('--json');
    expect(stdout).not.toMatch(RAW_CONTROL);
    const body = JSON.parse(stdout) as { envelope: { msg: string } };
    expect(body.envelope.msg).toBe(FORGED_MSG);
  });
});

describe('terminalSafe', () => {
  it('keeps tabs, newlines and every printable text, Chinese included', () => {
    expect(terminalSafe('a\tb\nc 访客 ✓')).toBe('a\tb\nc 访客 ✓');
  });
  it('escapes each control, one after another and in texts that follow', () => {
    expect(terminalSafe('\u0000\u0008\u000b\u001f\u007f\u0085\u200f\u2028\u2066')).toBe(
      '\\u0000\\u0008\\u000b\\u001f\\u007f\\u0085\\u200f\\u2028\\u2066',
    );
    expect(terminalSafe('x\u001b')).toBe('x\\u001b');
    expect(terminalSafe('y\u001b')).toBe('y\\u001b');
  });
});
