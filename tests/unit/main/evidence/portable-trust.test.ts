// A portable copy's folder is brought by whoever held the stick: a list of known keys planted in it
// must not make another installation's pack "signed by <the name it gives>". The built command line
// runs as a portable copy (the marker in the folder that PORTABLE_EXECUTABLE_DIR names, as
// electron-builder's portable build sets it) on a laptop of its own (XDG_CONFIG_HOME): the planted
// key is only offered, verify exits 4 and says so, the report does not call it trusted, and once
// the engineer confirms it on this laptop it is trusted there, and only there (issue 31, F3 a).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { PORTABLE_DATA_DIR_NAME, PORTABLE_ID_FILE, PORTABLE_MARKER, PORTABLE_SCOPES_DIR_NAME } from '../../../../main/data-dir';
import { KNOWN_KEYS_FILE } from '../../../../main/evidence/known-keys';
import { checkedCliOutput } from '../../shared/api/cli-output-check';

const root = join(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'site-console-portable-trust-'));
const usb = join(dir, 'usb');
const laptop = join(dir, 'laptop');
const colleague = join(dir, 'colleague-installation');
const pack = join(dir, 'colleague.zip');
const PLANTED_NAME = 'Head Office (trusted)';
let colleagueFingerprint = '';

type Console = 'portable' | 'installed' | 'colleague';

/** The built command line (bin/site-console.js runs dist/cli), as the engineer runs it, as one of three consoles. */
function cli(as: Console, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    XDG_CONFIG_HOME: laptop,
    APPDATA: laptop,
    SITE_CONSOLE_SECRETS_PASSPHRASE: 'portable trust passphrase',
  };
  delete env.SITE_CONSOLE_DATA_DIR;
  delete env.PORTABLE_EXECUTABLE_DIR;
  delete env.APPIMAGE;
  if (as === 'portable') env.PORTABLE_EXECUTABLE_DIR = usb;
  if (as === 'colleague') env.SITE_CONSOLE_DATA_DIR = colleague;
  return promisify(execFile)(process.execPath, ['bin/site-console.js', ...args], { cwd: root, env }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

beforeAll(async () => {
  mkdirSync(usb, { recursive: true });
  writeFileSync(join(usb, PORTABLE_MARKER), '');
  // Another installation's pack, and a folder that names its key as someone this console trusts.
  const exported = await cli('colleague', ['evidence', 'export', '--out', pack, '--json']);
  expect(exported.code, exported.stderr).toBe(0);
  colleagueFingerprint = checkedCliOutput('evidence', exported.stdout).fingerprint;
  mkdirSync(join(usb, PORTABLE_DATA_DIR_NAME), { recursive: true });
  const planted = {
    version: 1,
    keys: [
      {
        fingerprint: colleagueFingerprint,
        publicKey: null,
        name: PLANTED_NAME,
        trustedAt: '2020-01-01T00:00:00.000Z',
        source: 'fingerprint',
      },
    ],
  };
  writeFileSync(join(usb, PORTABLE_DATA_DIR_NAME, KNOWN_KEYS_FILE), JSON.stringify(planted));
});

describe('a list of known keys in a portable folder', () => {
  it('is only offered: unknown signer, exit 4, until the engineer confirms the key on this laptop', async () => {
    const verified = await cli('portable', ['evidence', 'verify', pack, '--json']);
    expect(verified.code, verified.stderr).toBe(4);
    expect(checkedCliOutput('evidence', verified.stdout).signer).toMatchObject({
      kind: 'unknown',
      fingerprint: colleagueFingerprint,
      offeredAs: PLANTED_NAME,
    });
    const said = await cli('portable', ['evidence', 'verify', pack]);
    expect(said.code).toBe(4);
    expect(said.stdout).toContain('intact, UNKNOWN SIGNER');
    expect(said.stdout).toContain(
      `offers this key as ${JSON.stringify(PLANTED_NAME)}; it is not trusted on this laptop until you confirm it`,
    );
    expect(said.stdout).toContain(`site-console evidence trust ${pack} --name "<their name>"`);
    expect(said.stdout).not.toContain(`signed by "${PLANTED_NAME}"`);

    // The customer's report does not call the planted name trusted either.
    const report = join(dir, 'report.html');
    const reported = await cli('portable', ['handover', 'report', '--pack', pack, '--out', report, '--lang', 'both', '--json']);
    expect(reported.code, reported.stderr).toBe(4);
    expect(checkedCliOutput('handover', reported.stdout)).toMatchObject({ ok: true, out: report, fingerprint: colleagueFingerprint });
    const html = readFileSync(report, 'utf8');
    expect(html).not.toContain('Head Office');
    expect(html).not.toContain('(trusted)');
    expect(html).not.toContain('（已信任）');

    // key show lists it as offered, never as trusted.
    const shown = await cli('portable', ['evidence', 'key', 'show', '--json']);
    expect(checkedCliOutput('evidence', shown.stdout)).toMatchObject({
      known: [],
      offered: [{ fingerprint: colleagueFingerprint, name: PLANTED_NAME }],
    });

    // Confirmed on this laptop: the one key is copied into the laptop's list of this portable copy.
    const trusted = await cli('portable', ['evidence', 'trust', pack, '--name', 'Li Wei']);
    expect(trusted.code, trusted.stderr).toBe(0);
    const again = await cli('portable', ['evidence', 'verify', pack, '--json']);
    expect(again.code).toBe(0);
    expect(checkedCliOutput('evidence', again.stdout).signer).toMatchObject({
      kind: 'trusted',
      name: 'Li Wei',
      fingerprint: colleagueFingerprint,
    });
    const id = readFileSync(join(usb, PORTABLE_DATA_DIR_NAME, PORTABLE_ID_FILE), 'utf8').trim();
    const laptopList = join(dirname(join(laptop, 'site-console')), PORTABLE_SCOPES_DIR_NAME, id, KNOWN_KEYS_FILE);
    expect(JSON.parse(readFileSync(laptopList, 'utf8')).keys).toMatchObject([{ fingerprint: colleagueFingerprint, name: 'Li Wei' }]);
    // The folder's list is left as it was: trust never travels on the stick.
    expect(JSON.parse(readFileSync(join(usb, PORTABLE_DATA_DIR_NAME, KNOWN_KEYS_FILE), 'utf8')).keys).toMatchObject([
      { name: PLANTED_NAME },
    ]);
  });

  it('is not read at all by the installed console on the same laptop', async () => {
    const verified = await cli('installed', ['evidence', 'verify', pack, '--json']);
    expect(verified.code).toBe(4);
    expect(checkedCliOutput('evidence', verified.stdout).signer).toEqual({
      kind: 'unknown',
      fingerprint: colleagueFingerprint,
      expected: null,
    });
    expect(existsSync(join(laptop, 'site-console', KNOWN_KEYS_FILE))).toBe(false);
  });
});
