// Permissions, checked where they can be. Root passes every permission check, so when the tests run
// as root the denials are checked in a child process started as the unprivileged user `nobody`
// (setpriv); as any other user the child runs as that user. What does not depend on who runs it is
// checked by the modes files get. Nothing is skipped: without setpriv, the root run fails.
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveConfigFile } from '../../../../main/config/config-files';
import { keepDraft } from '../../../../main/config/drafts';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const child = fileURLToPath(new URL('./permission-child.ts', import.meta.url));
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sc-perm-'));
  // The unprivileged child must reach the files it is refused, not be stopped at this folder.
  await chmod(dir, 0o755);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs the child as an unprivileged user: `nobody` when the tests run as root, otherwise this user. */
async function unprivileged(steps: string[]): Promise<{ uid: number; outcomes: Record<string, string> }> {
  const command = asRoot ? 'setpriv' : process.execPath;
  const args = [
    ...(asRoot ? [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', process.execPath] : []),
    '--import',
    'tsx',
    child,
    ...steps,
  ];
  const { stdout } = await run(command, args, { cwd: repo, env: { ...process.env, HOME: dir } });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { uid: number; outcomes: Record<string, string> };
}

describe.runIf(process.platform !== 'win32')('permissions', () => {
  it('refuses to read, write or list what the user may not, with the words for each', async () => {
    const unreadable = join(dir, 'secret.json');
    await writeFile(unreadable, '{"schemaVersion":1}');
    await chmod(unreadable, 0o000);
    const readOnly = join(dir, 'read-only');
    await mkdir(readOnly);
    await chmod(readOnly, 0o555);
    const closed = join(dir, 'closed');
    await mkdir(closed);
    await chmod(closed, 0o000);

    const { uid, outcomes } = await unprivileged([
      `open=${unreadable}`,
      `save=${join(readOnly, 'new.json')}`,
      `browse=${closed}`,
      `open=${join(closed, 'x.json')}`,
    ]);
    expect(uid).not.toBe(0);
    expect(outcomes).toEqual({
      [`open=${unreadable}`]: 'CONFIG_READ_DENIED',
      [`save=${join(readOnly, 'new.json')}`]: 'CONFIG_WRITE_DENIED',
      [`browse=${closed}`]: 'FOLDER_DENIED',
      [`open=${join(closed, 'x.json')}`]: 'CONFIG_READ_DENIED',
    });
    expect(await readFile(unreadable, 'utf8')).toBe('{"schemaVersion":1}');
  }, 30_000);

  it('keeps drafts 0600 and a saved document its own mode, whoever runs the console', async () => {
    const data = join(dir, 'data');
    await mkdir(data);
    await keepDraft(data, { text: '{"selfhosted":{"tenantKey":"T-SECRET"}}', path: null, version: null });
    expect((await stat(join(data, 'config-draft.json'))).mode & 0o777).toBe(0o600);
    const secret = join(dir, 'tenant.json');
    await writeFile(secret, '{}', { mode: 0o600 });
    await chmod(secret, 0o600);
    await saveConfigFile(secret, '{"schemaVersion":1}', { confirmInvalid: true, overwrite: true });
    expect((await stat(secret)).mode & 0o777).toBe(0o600);
    expect((await stat(`${secret}.bak`)).mode & 0o777).toBe(0o600);
  });
});
