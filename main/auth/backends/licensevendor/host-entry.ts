// The host process: loads the vendor library and makes one call per request. It runs as a Node
// child process (web mode, CLI, tests) or as Electron's utilityProcess (the app), so a crash or a
// hang inside the native code takes down only this process and never the console.
import { createHash } from 'node:crypto';
import type { AbiProfile } from '../../../../shared/licensevendor/abi-profile';
import { readBoundedFile } from '../../../files/bounded-read';
import { LicensevendorLibrary, MissingSymbolError, type LvHandle, type LvOutcome } from './binding';
import type { AppDataArg, HostFault, HostOperations, HostReply, HostRequest } from './host-protocol';
import { libraryExports, missingExports } from './library-exports';

/** How this process talks to its parent: utilityProcess gives parentPort, child_process gives send. */
interface ParentChannel {
  onMessage(listener: (message: HostRequest) => void): void;
  post(reply: HostReply): void;
  /** The parent went away: a child process hears 'disconnect', a utility process its port's 'close'. */
  onLost(listener: () => void): void;
}

interface ParentPort {
  on(event: 'message', listener: (e: { data: HostRequest }) => void): void;
  on(event: 'close', listener: () => void): void;
  postMessage(message: HostReply): void;
}

function parentChannel(): ParentChannel {
  const port = (process as unknown as { parentPort?: ParentPort }).parentPort;
  if (port)
    return { onMessage: (l) => port.on('message', (e) => l(e.data)), post: (r) => port.postMessage(r), onLost: (l) => port.on('close', l) };
  return {
    onMessage: (l) => process.on('message', (m) => l(m as HostRequest)),
    post: (r) => process.send?.(r),
    onLost: (l) => process.on('disconnect', l),
  };
}

let library: LicensevendorLibrary | null = null;
const sessions = new Map<number, LvHandle>();
let nextSession = 1;

const bytes = (appData: AppDataArg): Buffer | null => (appData === null ? null : Buffer.from(appData, 'base64'));

/** Wrong handle, as the library itself says it (258). */
const WRONG_HANDLE = 258;

function withSession<T>(session: number, call: (handle: LvHandle) => LvOutcome<T>): LvOutcome<T> {
  const handle = sessions.get(session);
  return handle === undefined ? { status: WRONG_HANDLE } : call(handle);
}

type Handlers = {
  [K in keyof HostOperations]: (lib: LicensevendorLibrary, ...args: HostOperations[K]['args']) => LvOutcome<HostOperations[K]['value']>;
};

const handlers: Omit<Handlers, 'open'> = {
  login: (lib, url, sn, featureId, appData, mode) => {
    const outcome = lib.login(url, sn, featureId, bytes(appData), mode);
    if (outcome.status !== 0 || outcome.value === undefined) return { status: outcome.status };
    const session = nextSession++;
    sessions.set(session, outcome.value);
    return { status: 0, value: session };
  },
  logout: (lib, session) => {
    const outcome = withSession(session, (h) => lib.logout(h));
    if (outcome.status === 0) sessions.delete(session);
    return outcome;
  },
  updateOnline: (lib, url, sn, appData) => lib.updateOnline(url, sn, bytes(appData)),
  getRequestInfo: (lib, sn, appData) => lib.getRequestInfo(sn, bytes(appData)),
  applyUpdateInfo: (lib, appData, updateInfo) => lib.applyUpdateInfo(bytes(appData), updateInfo),
  setRootPath: (lib, path) => lib.setRootPath(path),
  getVersion: (lib) => lib.getVersion(),
  testFeature: (lib, session, id) => withSession(session, (h) => lib.testFeature(h, id)),
  readFeature: (lib, session, id) => withSession(session, (h) => lib.readFeature(h, id)),
  featureIdByName: (lib, session, name) => withSession(session, (h) => lib.featureIdByName(h, name)),
  getSessionInfo: (lib, session) => withSession(session, (h) => lib.getSessionInfo(h)),
  getInfo: (lib, appData) => lib.getInfo(bytes(appData)),
};

/**
 * Main checked the file before starting this process; checked again here, just before loading,
 * in case it was replaced in between: the same digest, and the profile's functions its own exports.
 */
async function verify(path: string, profile: AbiProfile, sha256: string): Promise<HostFault | null> {
  const bytes = (await readBoundedFile(path, 'vendorLibrary')).bytes;
  if (createHash('sha256').update(bytes).digest('hex') !== sha256)
    return { kind: 'changed', message: 'the library file changed after it was checked' };
  const missing = missingExports(libraryExports(bytes).functions, profile.symbols);
  return missing.length > 0 ? { kind: 'exports', message: missing.join(', ') } : null;
}

async function handle(request: HostRequest): Promise<HostReply> {
  const { id, op, args } = request;
  try {
    if (op === 'open') {
      const [path, profile, sha256] = args as HostOperations['open']['args'];
      const fault = await verify(path, profile, sha256);
      if (fault) return { id, ok: false, fault };
      library = LicensevendorLibrary.open(path, profile);
      return { id, ok: true, status: 0, value: null };
    }
    if (!library) return { id, ok: false, fault: { kind: 'not-open', message: 'the library is not loaded' } };
    const run = handlers[op] as (lib: LicensevendorLibrary, ...a: unknown[]) => LvOutcome<unknown>;
    const outcome = run(library, ...args);
    return { id, ok: true, status: outcome.status, ...(outcome.status === 0 ? { value: outcome.value } : {}) };
  } catch (e) {
    const fault: HostFault =
      e instanceof MissingSymbolError
        ? { kind: 'symbol', message: e.message, fn: e.fn, symbol: e.symbol }
        : { kind: op === 'open' ? 'load' : 'internal', message: e instanceof Error ? e.message : String(e) };
    return { id, ok: false, fault };
  }
}

const channel = parentChannel();
// One request at a time: the console sends the next only after this one's reply.
channel.onMessage((request) => void handle(request).then((reply) => channel.post(reply)));
// A parent that went away (console killed) must not leave the library's sessions behind forever.
channel.onLost(() => {
  for (const handle of sessions.values()) library?.logout(handle);
  process.exit(0);
});
