// Secrets at rest on the command line (issue 19): every command that keeps or reads a secret says
// on stderr (a --json answer: as its field `secrets`) that they are kept in clear and where, and how to seal
// them; --passphrase-file <file> (read through the bounded reader: a FIFO is refused) seals them,
// moving what was in clear, after which no file of the state directory holds the license key.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findTemplate } from '../../../../shared/config';
import { licenseCommand } from '../../../../main/cli/commands/license';
import { evidenceCommand } from '../../../../main/cli/commands/evidence';
import { PASSPHRASE_SECRETS_FILE, SECRETS_FILE } from '../../../../main/secrets';
import { DEMO_LICENSES } from '../../../../sim/demo-licenses';
import { createAuthorizationService, type AuthorizationService } from '../../../../sim/services/authorization';

// A laptop without a system keyring: @napi-rs/keyring does not load (on this build machine the
// kernel keyring answers a probe now and then, which would make the holder vary from run to run).
vi.mock('@napi-rs/keyring', () => {
  throw new Error('no keyring on this laptop');
});

const KEY = 'DEMO-NORTH-FULL-2099';
let service: AuthorizationService;
let dir: string;
let out = '';
let err = '';

beforeAll(async () => {
  service = createAuthorizationService({ licenses: DEMO_LICENSES });
  await service.listen('127.0.0.1', 0);
});
afterAll(async () => {
  await service.close();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sc-at-rest-cli-'));
  out = '';
  err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

function everyFile(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? everyFile(path) : [path];
  });
}

async function configFile(): Promise<string> {
  const doc = structuredClone(findTemplate('selfhosted', 'wharf').document);
  doc.selfhosted = { ...doc.selfhosted, baseUrl: service.baseUrl };
  const file = join(dir, 'config.json');
  await writeFile(file, JSON.stringify(doc, null, 2));
  return file;
}

const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text, { mode: 0o600 });
  return path;
};

describe('the CLI says where the secrets are and takes --passphrase-file', () => {
  it('license: in clear (stderr and --json), then sealed by --passphrase-file with nothing left in clear; locked without it; a wrong one refused', async () => {
    const config = await configFile();
    const state = join(dir, 'state');
    expect(
      await licenseCommand(['activate', '--config', config, '--key-file', file('key.txt', `${KEY}\n`), '--state-dir', state, '--json']),
    ).toBe(0);
    const clearPath = join(state, SECRETS_FILE);
    expect(JSON.parse(out)).toMatchObject({ ok: true, secrets: { holder: 'file', inClear: true, path: clearPath, locked: false } });
    // --json says it in the answer (stderr stays empty there); text output says it on stderr.
    expect(err).toBe('');
    expect(readFileSync(clearPath, 'utf8')).toContain(KEY);
    expect(await licenseCommand(['status', '--config', config, '--state-dir', state])).toBe(0);
    expect(err).toContain(`secrets are kept in clear in ${clearPath}`);
    expect(err).toContain('--passphrase-file <file>');
    // In the engineer's language too.
    err = '';
    expect(await licenseCommand(['status', '--config', config, '--state-dir', state, '--lang', 'zh-CN'])).toBe(0);
    expect(err).toContain(`警告：本机没有可用的密钥环或安全存储，因此密钥以明文保存在 ${clearPath}（仅本账户可读）。`);
    expect(err).not.toContain('warning:');

    // The first passphrase moves the key into the sealed file and removes the clear one.
    out = '';
    err = '';
    const passphrase = file('passphrase.txt', 'correct horse battery\n');
    expect(await licenseCommand(['status', '--config', config, '--state-dir', state, '--passphrase-file', passphrase, '--json'])).toBe(0);
    expect(JSON.parse(out)).toMatchObject({
      ok: true,
      status: { state: 'activated' },
      secrets: { holder: 'passphrase', inClear: false, path: join(state, PASSPHRASE_SECRETS_FILE) },
    });
    expect(err).not.toContain('in clear');
    expect(
      everyFile(state).filter((f) => readFileSync(f).includes(KEY) || readFileSync(f).includes(Buffer.from(KEY).toString('base64'))),
    ).toEqual([]);
    expect(everyFile(state)).not.toContain(clearPath);

    // Without the passphrase the CLI says the sealed secrets cannot be read, and where they are.
    out = '';
    err = '';
    await licenseCommand(['status', '--config', config, '--state-dir', state, '--json']);
    expect(JSON.parse(out)).toMatchObject({ secrets: { holder: 'file', locked: true } });
    await licenseCommand(['status', '--config', config, '--state-dir', state]);
    expect(err).toContain(
      `secrets sealed with a passphrase are kept in ${join(state, PASSPHRASE_SECRETS_FILE)}, and no passphrase was given`,
    );

    // The environment variable does the same as the file; a wrong passphrase is refused, exit 2.
    out = '';
    vi.stubEnv('SITE_CONSOLE_SECRETS_PASSPHRASE', 'correct horse battery');
    expect(await licenseCommand(['status', '--config', config, '--state-dir', state, '--json'])).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ secrets: { holder: 'passphrase' } });
    out = '';
    expect(
      await licenseCommand([
        'status',
        '--config',
        config,
        '--state-dir',
        state,
        '--passphrase-file',
        file('wrong.txt', 'wrong horse battery'),
        '--json',
      ]),
    ).toBe(2);
    expect(JSON.parse(out)).toMatchObject({ ok: false, error: { code: 'SECRETS_PASSPHRASE_WRONG' } });
    expect(out + err).not.toContain('horse');
  });

  // mkfifo is POSIX only: Windows has no FIFO in the file system.
  it.skipIf(process.platform === 'win32')('refuses a FIFO as --passphrase-file without waiting on it', async () => {
    const config = await configFile();
    const fifo = join(dir, 'passphrase.fifo');
    execFileSync('mkfifo', [fifo]);
    expect(await licenseCommand(['status', '--config', config, '--state-dir', join(dir, 's'), '--passphrase-file', fifo])).toBe(2);
    expect(err).toMatch(/passphrase\.fifo is a FIFO, not a regular file\. Give the path of the passphrase file itself\./);
    expect(err).toContain('code SECRETS_PASSPHRASE_FILE_NOT_A_FILE (usage)');
  });

  it('says a missing --passphrase-file wholly in the language asked for, exit 2', async () => {
    const config = await configFile();
    const missing = join(dir, 'no-passphrase.txt');
    const args = ['status', '--config', config, '--state-dir', join(dir, 's'), '--passphrase-file', missing, '--lang', 'zh-CN'];
    expect(await licenseCommand(args)).toBe(2);
    expect(err).toContain(`口令文件 ${missing} 不存在。请检查 --passphrase-file 后的路径。`);
    expect(err).toContain('SECRETS_PASSPHRASE_FILE_NOT_FOUND');
    expect(err).not.toMatch(/does not exist|check the path/);
  });

  it('refuses an oversized --passphrase-file, and a passphrase too short', async () => {
    const config = await configFile();
    expect(
      await licenseCommand([
        'status',
        '--config',
        config,
        '--state-dir',
        join(dir, 's'),
        '--passphrase-file',
        file('big.txt', 'x'.repeat(5000)),
      ]),
    ).toBe(2);
    expect(err).toMatch(/big\.txt is 5000 bytes or more \(the limit is 4096\); a passphrase file holds one line/);
    err = '';
    expect(
      await licenseCommand([
        'status',
        '--config',
        config,
        '--state-dir',
        join(dir, 's'),
        '--passphrase-file',
        file('short.txt', 'short\n'),
      ]),
    ).toBe(2);
    expect(err).toContain('SECRETS_PASSPHRASE_LENGTH');
  });

  it('evidence key show: the signing key is a secret, so the CLI says where it is kept', async () => {
    const dataDir = join(dir, 'data');
    vi.stubEnv('SITE_CONSOLE_DATA_DIR', dataDir);
    expect(await evidenceCommand(['key', 'show', '--json'])).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ secrets: { holder: 'file', inClear: true, path: join(dataDir, SECRETS_FILE) } });
    expect(await evidenceCommand(['key', 'show'])).toBe(0);
    expect(err).toContain(`secrets are kept in clear in ${join(dataDir, SECRETS_FILE)}`);
    out = '';
    err = '';
    expect(await evidenceCommand(['key', 'show', '--json', '--passphrase-file', file('p.txt', 'correct horse battery')])).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ secrets: { holder: 'passphrase', inClear: false } });
    expect(await evidenceCommand(['key', 'show', '--passphrase-file', join(dir, 'p.txt')])).toBe(0);
    expect(err).toBe('');
    expect(everyFile(dataDir)).not.toContain(join(dataDir, SECRETS_FILE));
  });
});
