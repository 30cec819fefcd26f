// The messages between the console and the host process that runs the vendor library. The host
// keeps the library's session handles (raw pointers) to itself and hands out small numbers, so a
// pointer never crosses a process boundary and a stale number after a restart cannot be mistaken
// for a live session.
import type { AbiProfile } from '../../../../shared/licensevendor/abi-profile';

/** Base64 of application data, or null when there is none. */
export type AppDataArg = string | null;

/** Every host operation: its arguments and the value of a successful (LV_OK) call. */
export interface HostOperations {
  open: { args: [libraryPath: string, profile: AbiProfile, sha256: string]; value: null };
  login: { args: [url: string | null, sn: string | null, featureId: number, appData: AppDataArg, mode: number]; value: number };
  logout: { args: [session: number]; value: null };
  updateOnline: { args: [url: string | null, sn: string | null, appData: AppDataArg]; value: null };
  getRequestInfo: { args: [sn: string | null, appData: AppDataArg]; value: string };
  applyUpdateInfo: { args: [appData: AppDataArg, updateInfo: string]; value: string };
  setRootPath: { args: [path: string | null]; value: null };
  getVersion: { args: []; value: string };
  testFeature: { args: [session: number, featureId: number]; value: null };
  readFeature: { args: [session: number, featureId: number]; value: number };
  featureIdByName: { args: [session: number, name: string]; value: number };
  getSessionInfo: { args: [session: number]; value: string };
  getInfo: { args: [appData: AppDataArg]; value: string };
}

/** Name of a host operation. */
export type HostOperation = keyof HostOperations;

/** Console → host. */
export interface HostRequest {
  id: number;
  op: HostOperation;
  args: unknown[];
}

/** Why the host could not make a call at all (as opposed to the library answering a status). */
export interface HostFault {
  /** `changed`: the file's digest is not the one main checked; `exports`: it lacks the profile's functions (message: their names). */
  kind: 'load' | 'symbol' | 'not-open' | 'internal' | 'changed' | 'exports';
  message: string;
  /** For `symbol`: the header function and the profile's symbol that is missing. */
  fn?: string;
  symbol?: string;
}

/** Host → console. */
export type HostReply = { id: number; ok: true; status: number; value?: unknown } | { id: number; ok: false; fault: HostFault };
