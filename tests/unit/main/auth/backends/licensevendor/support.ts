// What the licensevendor tests share: the compiled double, a fixture of licenses, the double's call
// log, a group service listener on loopback, and a console-like client over the real backend.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AuthorizationClient } from '../../../../../../main/auth/authorization-client';
import { LicensevendorRuntime, type LicensevendorSettings } from '../../../../../../main/auth/backends/licensevendor/backend';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { MemorySecrets } from '../../memory-secrets';

/** The licenses every backend test starts from. */
export const FIXTURE = `
license SN-FIXED at=local end=2099-12-31T00:00:00Z
feature 1001 FloorAssignment
feature 1002 VisitorAccess expired
feature 1003 PersonDetail
license KEY-GROUP-7 at=group pending end=2098-01-01T00:00:00Z
feature 2001 ElevatorControl
feature 2002 Reports
license SN-GROUP at=group
feature 3001 GroupOnly
license SN-OLD at=local expired
feature 1001 FloorAssignment
`;

/** One call the double recorded. */
export interface DoubleCall {
  fn: string;
  pid: number;
  [arg: string]: unknown;
}

/** A scratch directory with the double's files; sets the double's variables for host processes started after it. */
export class DoubleWorld {
  constructor(readonly dir: string) {}

  static async create(fixture = FIXTURE): Promise<DoubleWorld> {
    const world = new DoubleWorld(await mkdtemp(join(tmpdir(), 'lv-double-')));
    await writeFile(world.file('licenses.txt'), fixture);
    // The host gets the LV_* variables of the console's environment (and little else: issue 31,
    // F8), as the vendor runtime's own settings: this is how the tests reach the double.
    process.env.LV_DOUBLE_LICENSES = world.file('licenses.txt');
    process.env.LV_DOUBLE_LOG = world.file('calls.jsonl');
    process.env.LV_DOUBLE_STATE = world.file('state.txt');
    process.env.LV_DOUBLE_CONTROL = world.file('control.txt');
    return world;
  }

  file(name: string): string {
    return join(this.dir, name);
  }

  /** Every call the library received, in order. */
  async calls(): Promise<DoubleCall[]> {
    const text = await readFile(this.file('calls.jsonl'), 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as DoubleCall);
  }

  /** The raw log, for "never contains" assertions. */
  async rawLog(): Promise<string> {
    return readFile(this.file('calls.jsonl'), 'utf8').catch(() => '');
  }

  /** Makes a function crash or hang from its next call on (`null` clears). */
  async control(line: string | null): Promise<void> {
    await writeFile(this.file('control.txt'), line === null ? '' : `${line}\n`);
  }

  async dispose(): Promise<void> {
    for (const v of ['LV_DOUBLE_LICENSES', 'LV_DOUBLE_LOG', 'LV_DOUBLE_STATE', 'LV_DOUBLE_CONTROL']) delete process.env[v];
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** A TCP listener standing in for a group service (the double only needs the connect to succeed). */
export async function groupService(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A loopback port where nothing listens. */
export async function closedPort(): Promise<number> {
  const s = await groupService();
  await s.close();
  return s.port;
}

/** The authorization client with only the licensevendor backend, as a console would build it. */
/** One secrets store per data directory, as on a laptop: consoles started over it share it. */
const secretsOfDataDir = new Map<string, MemorySecrets>();

export function licensevendorClient(
  dataDir: string,
  settings: LicensevendorSettings,
): { client: AuthorizationClient; runtime: LicensevendorRuntime; log: { event: string; facts?: Record<string, unknown> }[] } {
  const runtime = new LicensevendorRuntime(settings);
  const log: { event: string; facts?: Record<string, unknown> }[] = [];
  // A restart keeps the laptop's secrets store (the keyed digests of issue 31, F11, live there).
  const secrets = secretsOfDataDir.get(dataDir) ?? new MemorySecrets();
  secretsOfDataDir.set(dataDir, secrets);
  const client = new AuthorizationClient({
    dataDir,
    secrets: async () => secrets,
    backends: { licensevendor: runtime.factory },
    log: (event, facts) => log.push({ event, facts }),
  });
  return { client, runtime, log };
}

/** A licensevendor document as JSON text. */
export function documentText(licensevendor: Record<string, unknown>, rest: Record<string, unknown> = {}): string {
  return JSON.stringify({
    schemaVersion: 1,
    provider: 'licensevendor',
    scenario: 'wharf',
    licensevendor,
    features: {
      'floor.assign': { vendorFeatureId: 1001 },
      'visitor.access': { vendorFeatureId: 1002 },
      'person.detail': { vendorFeatureName: 'PersonDetail' },
      'elevator.control': { vendorFeatureId: 2001 },
      'reports.by-name': { vendorFeatureName: 'Reports' },
      'unknown.name': { vendorFeatureName: 'NoSuchFeature' },
    },
    ...rest,
  });
}

/** The system C library: a profile may try to map the header's functions to its system(). */
export const LIBC = '/lib/x86_64-linux-gnu/libc.so.6';

/** A fresh DoubleWorld and scratch folder for each test of the file that calls it (it registers the hooks). */
export function freshWorldEachTest(prefix: string): { readonly world: DoubleWorld; readonly root: string } {
  const scratch = {} as { world: DoubleWorld; root: string };
  beforeEach(async () => {
    scratch.world = await DoubleWorld.create();
    scratch.root = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await scratch.world.dispose();
    await rm(scratch.root, { recursive: true, force: true });
  });
  return scratch;
}

const repository = fileURLToPath(new URL('../../../../../../', import.meta.url));

/** `site-console license …` in a process of its own, as built (bin/site-console.js), with its exit code and output. */
export const licenseCli = (
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; stdout: string; stderr: string }> =>
  promisify(execFile)(process.execPath, [join(repository, 'bin/site-console.js'), 'license', ...args], { cwd: repository, env }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** The flags that hand `activate` a license key in a file of the world (never on the command line). */
export const keyFileFlags = (world: DoubleWorld, key: string): string[] => {
  const file = world.file('license-key.txt');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return ['--key-file', file];
};

/** A group service for the file and a fresh DoubleWorld for each of its tests (it registers the hooks). */
export function groupAndWorldEachTest(): { readonly world: DoubleWorld; readonly group: { port: number; close(): Promise<void> } } {
  const scratch = {} as { world: DoubleWorld; group: { port: number; close(): Promise<void> } };
  beforeAll(async () => {
    scratch.group = await groupService();
  });
  afterAll(async () => {
    await scratch.group.close();
  });
  beforeEach(async () => {
    scratch.world = await DoubleWorld.create();
  });
  afterEach(async () => {
    await scratch.world.dispose();
  });
  return scratch;
}
