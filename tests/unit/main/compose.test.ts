// One composition root: the window's console and every CLI command take their services from
// composeServices(), so they see the same secrets and sign evidence with the same key on the same
// data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ComposeModuleNamespace from '../../../main/compose';
import type { SafeStorageAdapter } from '../../../main/secrets';
import type { KeyringEntryFactory } from '../../../main/secrets/keyring';

type ComposeModule = typeof ComposeModuleNamespace;

// The system keyring, in memory (as Keychain or Secret Service would keep it): the CLI's commands
// open it as the window does, without anything handed in.
const systemKeyring = vi.hoisted(() => new Map<string, string>());
vi.mock('@napi-rs/keyring', () => ({
  AsyncEntry: class {
    readonly #key: string;
    constructor(service: string, account: string) {
      this.#key = `${service}/${account}`;
    }
    getPassword = async (): Promise<string | null> => systemKeyring.get(this.#key) ?? null;
    setPassword = async (value: string): Promise<void> => void systemKeyring.set(this.#key, value);
    deletePassword = async (): Promise<boolean> => systemKeyring.delete(this.#key);
  },
}));

// The module's own function, watched: both entry points must go through it.
vi.mock('../../../main/compose', async (original) => {
  const actual = await original<ComposeModule>();
  return { ...actual, composeServices: vi.fn(actual.composeServices) };
});

const { composeServices } = await import('../../../main/compose');
const { createConsole } = await import('../../../main/console');
const { cliServices } = await import('../../../main/cli/services');
const { evidenceCommand } = await import('../../../main/cli/commands/evidence');

const dataDir = (): string => mkdtempSync(join(tmpdir(), 'site-console-compose-'));

/** A keyring that keeps entries in memory, as Keychain or Secret Service would. */
function memoryKeyring(): KeyringEntryFactory {
  const entries = new Map<string, string>();
  return (account) => ({
    getPassword: async () => entries.get(account) ?? null,
    setPassword: async (value) => void entries.set(account, value),
    deletePassword: async () => entries.delete(account),
  });
}

/** Stands in for Electron's safeStorage (which needs the Electron runtime). */
const safeStorage: SafeStorageAdapter = {
  isAvailable: async () => true,
  encrypt: async (plain) => Buffer.from(`sealed:${Buffer.from(plain).toString('hex')}`),
  decrypt: async (sealed) => Buffer.from(sealed.toString().slice('sealed:'.length), 'hex').toString(),
};

afterEach(() => {
  vi.mocked(composeServices).mockClear();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the composition root', () => {
  it('is the one function the window, the web transport and the CLI compose with', async () => {
    const dir = dataDir();
    const window = createConsole({ version: '1', dataDir: dir }, { surface: 'window', safeStorage, keyring: memoryKeyring() });
    const web = createConsole({ version: '1', dataDir: dir });
    const cli = cliServices(dir, { keyring: memoryKeyring() });
    const calls = vi.mocked(composeServices).mock.calls;
    expect(calls.map(([info, host]) => [info.dataDir, host.surface])).toEqual([
      [dir, 'window'],
      [dir, 'web'],
      [dir, 'cli'],
    ]);
    expect(calls[0]?.[1].safeStorage).toBe(safeStorage);
    expect(calls[2]?.[1].safeStorage).toBeUndefined();
    // The runtime serves exactly what the function composed.
    expect(window.services).toBe(vi.mocked(composeServices).mock.results[0]?.value);
    await Promise.all([window.close(), web.close(), cli.close()]);
  });

  it('lets the CLI read a secret the window stored on the same data directory (keyring before safeStorage), and the other way round', async () => {
    const dir = dataDir();
    const keyring = memoryKeyring();
    const window = createConsole({ version: '1', dataDir: dir }, { surface: 'window', safeStorage, keyring });
    await (await window.services.secrets()).set('site-profile/p1/auth.token', 'token-from-the-window');
    const cli = cliServices(dir, { keyring });
    const cliSecrets = await cli.secrets();
    expect(cliSecrets.holder).toBe((await window.services.secrets()).holder);
    expect(await cliSecrets.get('site-profile/p1/auth.token')).toBe('token-from-the-window');
    await cliSecrets.set('license/key', 'LIC-FROM-THE-CLI');
    expect(await (await window.services.secrets()).get('license/key')).toBe('LIC-FROM-THE-CLI');
    await Promise.all([window.close(), cli.close()]);
  });

  it('shares the secrets through the 0600 file where no keyring answers and the host has no safeStorage', async () => {
    const dir = dataDir();
    const web = createConsole({ version: '1', dataDir: dir }, { keyring: null });
    await (await web.services.secrets()).set('site-profile/p1/auth.token', 'token-from-the-web');
    const cli = cliServices(dir, { keyring: null });
    expect(await (await cli.secrets()).get('site-profile/p1/auth.token')).toBe('token-from-the-web');
    await Promise.all([web.close(), cli.close()]);
  });

  it('signs `evidence export` from the CLI with the key the window signs with, on the same data directory', async () => {
    const dir = dataDir();
    const out = mkdtempSync(join(tmpdir(), 'site-console-compose-packs-'));
    // The window's host, as main/electron composes it: safeStorage, and the system keyring.
    const window = createConsole({ version: '1', dataDir: dir }, { surface: 'window', safeStorage });
    const fromConsole = await window.dispatch('evidence:export', { path: join(out, 'console.zip') }, { transport: 'ipc' });
    expect(fromConsole).toMatchObject({ ok: true });
    const consoleKey = (fromConsole as { ok: true; value: { fingerprint: string } }).value.fingerprint;
    await window.close();

    vi.stubEnv('SITE_CONSOLE_DATA_DIR', dir);
    let printed = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((printed += String(chunk)), true));
    expect(await evidenceCommand(['export', '--out', join(out, 'cli.zip'), '--json'])).toBe(0);
    expect(JSON.parse(printed)).toMatchObject({ ok: true, fingerprint: consoleKey });
    expect(consoleKey).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
