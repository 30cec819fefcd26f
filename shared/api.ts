// The bridge contract: every operation (renderer → main) and every event (main → renderer), named
// once. Preload's allow-list, main's handler table, the renderer's client, the web transport and the
// generated payload validators are all driven from this file; adding an operation here makes the
// compiler demand the rest.
import { MAX_UPDATE_CODE_BYTES, type AuthStatus, type FeatureAnswer, type OfflineActivationStatus, type PreflightStep } from './auth';
import type { BridgeError, ErrorCategory, Result } from './errors';
import type { SecretHolder } from './secrets';
import type { PersonResult, Route, SiteProfile } from './site';
import type { BatchPreview, BatchProgress, BatchSummary } from './batch';
import type { EvidenceVerdict } from './evidence';
import type { ChainPicture } from './chain';

/** A JSON Schema (draft 2020-12 subset that ajv understands) for one payload. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** How the renderer reaches main. */
export type Transport = 'ipc' | 'web';

/** Languages the console speaks. */
export type Language = 'en' | 'zh-CN';

/** Every language the console speaks, in menu order. */
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en'];

/** What the About/Diagnostics view shows of the running console. */
export interface AppInfo {
  /** Product name. */
  name: string;
  /** Version from package.json. */
  version: string;
  /** The transport that carried this very call. */
  transport: Transport;
  /** Directory where settings, recent files and journals live. */
  dataDir: string;
  /** Operating system and architecture, e.g. `linux x64`. */
  platform: string;
  /** Runtime versions; electron and chrome are null outside Electron. */
  versions: { node: string; electron: string | null; chrome: string | null };
}

/** One bridge call as main recorded it (never its payload: it may hold secrets). */
export interface CallRecord {
  /** Increasing number of the call since the console started. */
  id: number;
  /** Operation name. */
  op: string;
  /** Whether the call succeeded. */
  ok: boolean;
  /** Error code when it failed, else null. */
  code: string | null;
  /** Time main spent on it, in milliseconds. */
  durationMs: number;
  /** When it started, ISO 8601. */
  at: string;
}

/** The engineer's preferences, kept in the data directory. */
export interface Settings {
  /** Chosen language, or null to follow the system. */
  language: Language | null;
  /** Path of the license vendor's shared library (licensevendor backend), or null when none is set. */
  licensevendorLibrary?: string | null;
  /** Path of the ABI profile of that library, or null for the header's names and values. */
  licensevendorAbiProfile?: string | null;
}

/** A configuration file as opened from disk. */
export interface ConfigFileOpened {
  /** Absolute path. */
  path: string;
  /** Content, decoded from UTF-8 (a byte order mark removed). */
  text: string;
  /** Fingerprint of the bytes on disk; a save with it is refused if the file changed meanwhile. */
  version: string;
  /** Size in bytes. */
  size: number;
  /** The file started with a UTF-8 byte order mark (a save writes none). */
  byteOrderMark: boolean;
}

/** What saving a configuration file did. */
export interface ConfigFileSaved {
  /** Absolute path written. */
  path: string;
  /** Fingerprint of the content now on disk. */
  version: string;
  /** Where the replaced version was kept (`<name>.bak`), or null. */
  backupPath: string | null;
  /** False when the file already held exactly this content. */
  written: boolean;
  /** Whether the saved document is valid, and how many findings it has. */
  valid: boolean;
  errorCount: number;
  warningCount: number;
}

/** One entry of the recent-files list. */
export interface RecentConfigFile {
  /** Absolute path. */
  path: string;
  /** When it was last opened or saved, ISO 8601. */
  openedAt: string;
  /** Whether it still exists (it may be on a stick that was pulled out). */
  exists: boolean;
}

/** The kinds of file the file dialog can list, by extension: what the console opens or writes. */
export const FILE_EXTENSIONS = ['json', 'jsonl', 'csv', 'xlsx', 'zip'] as const;

/** A kind of file the file dialog can list. */
export type FileExtension = (typeof FILE_EXTENSIONS)[number];

/** One entry of a folder, as the file dialog shows it. */
export interface FolderEntry {
  /** File or folder name. */
  name: string;
  /** Absolute path. */
  path: string;
  /** Folders can be entered; only files of the asked extensions are listed. */
  kind: 'folder' | 'file';
  /** Size in bytes for files, else null. */
  size: number | null;
}

/** A folder's content for the file dialog. */
export interface FolderListing {
  /** Absolute path of the folder. */
  folder: string;
  /** Its parent, or null at a root. */
  parent: string | null;
  /** Sub-folders first, then the files of the asked extensions, each by name. */
  entries: FolderEntry[];
  /** Places to start from: the home folder and the file system roots. */
  places: string[];
}

/** The editor's unsaved work, kept so that a crash or a closed window loses nothing. */
export interface ConfigDraft {
  /** The text as last typed. */
  text: string;
  /** The file it belongs to, or null for a new document. */
  path: string | null;
  /** `version` of that file when it was opened or saved, or null. */
  version: string | null;
  /** When it was kept, ISO 8601. */
  keptAt: string;
}

/** A site operation the console calls: E1 person detail (L1) or E2 visitor access (L2). */
export type SiteOperationName = 'personDetail' | 'addVisitor';

/** How a site call ended: success; a business "no" (`data: false`); or a failure of any category. */
export type SiteOutcome = 'success' | 'no' | 'failure';

/** Phase durations of a site call, in milliseconds (connectMs null: a kept-alive connection). */
export interface SiteCallTimings {
  connectMs: number | null;
  firstByteMs: number;
  bodyMs: number;
  totalMs: number;
}

/** One site call as the call log keeps it (bodies with secrets redacted). */
export interface SiteCallRecord {
  /** Unique id: the trace id of the call's W3C traceparent. */
  id: string;
  /** When it started, ISO 8601. */
  at: string;
  /** Name of the profile used. */
  profileName: string;
  /** The operation, or `probe` for a connectivity check. */
  operation: SiteOperationName | 'probe';
  /** Route taken. */
  route: Route;
  /** HTTP method and URL. */
  method: string;
  url: string;
  /** The traceparent header sent. */
  traceparent: string;
  /** Request body as sent (secrets redacted). */
  requestBody: string;
  /** Response body as received (secrets redacted, cut at 64 KiB), or null when none arrived. */
  responseBody: string | null;
  /** HTTP status, or null when no answer arrived. */
  status: number | null;
  /** Phases, when an answer arrived. */
  timings: SiteCallTimings | null;
  /** Whole duration. */
  durationMs: number;
  /** Outcome and, for failures, category, code and English message. */
  outcome: SiteOutcome;
  category: ErrorCategory | null;
  code: string | null;
  message: string | null;
}

/** The result of a site call as the views show it: the outcome, the data, and its record. */
export interface SiteCallResult<T> {
  /** Route taken. */
  route: Route;
  /** success, no, or failure. */
  outcome: SiteOutcome;
  /** The envelope's data on success (E1: the person; E2: true or false), else null. */
  data: T | null;
  /** The envelope as received (parsed JSON), or null when none was. */
  envelope: unknown;
  /** Why it failed, or null. */
  error: BridgeError | null;
  /** The call log entry. */
  record: SiteCallRecord;
}

/** A stored site profile; its secrets are in the secrets store, never here. */
export interface StoredSiteProfile {
  /** Stable id. */
  id: string;
  /** The profile without `auth.token` / `auth.value`. */
  profile: SiteProfile;
  /** Whether the secret its auth needs is kept in the secrets store. */
  secretSet: boolean;
}

/** The site area's state: the profiles, the active one, where secrets are, the demo site. */
export interface SiteProfilesState {
  profiles: StoredSiteProfile[];
  /** Id of the active profile, or null. */
  activeId: string | null;
  /** Who holds the secrets (shared/secrets.ts). */
  secretsHolder: SecretHolder;
  /** The in-process reference site, when started from the console. */
  demo: { running: boolean; profileId: string | null };
}

/** A profile as exported: JSON text without secrets, and which were left out. */
export interface SiteProfileExport {
  /** The profile, pretty-printed JSON. */
  text: string;
  /** Fields left out, e.g. `auth.token`. */
  secretsLeftOut: string[];
}

/** One hop of the connectivity check. */
export interface SiteProbe {
  /** The service probed. */
  service: 'organization' | 'elevator';
  /** The route. */
  route: Route;
  /** URL called. */
  url: string;
  /** Whether a site envelope came back (any code: the path works). */
  ok: boolean;
  /** HTTP status, or null. */
  status: number | null;
  /** Duration. */
  durationMs: number;
  /** What answered: the envelope code, or null. */
  code: string | null;
  /** Why it did not answer, or null. */
  error: BridgeError | null;
}

/** An envelope reduced to what every route must agree on. */
export interface SiteNormalizedEnvelope {
  success: boolean;
  code: string;
  message: string;
  data: unknown;
}

/** Rule 5 checked: the same call over every configured route, side by side. */
export interface SiteParityReport {
  /** One entry per operation checked. */
  checks: {
    operation: SiteOperationName;
    /** One column per route. */
    routes: { route: Route; envelope: SiteNormalizedEnvelope | null; error: BridgeError | null; durationMs: number }[];
    /** Whether every route gave the same normalized envelope. */
    identical: boolean;
    /** Fields that differ (JSON pointers), with each route's value as JSON text. */
    differences: { pointer: string; values: Partial<Record<Route, string>> }[];
  }[];
}

/** Filter of the site call log. */
export interface SiteCallFilter {
  operation?: SiteOperationName | 'probe';
  route?: Route;
  outcome?: SiteOutcome;
  /** Text found in the URL, code, message, trace id or bodies. */
  text?: string;
  /** At most this many, newest first; default 200. */
  limit?: number;
}

/** Operation name → payload and result types. */
export interface OperationTypes {
  'app:info': { payload: Record<string, never>; result: AppInfo };
  'app:calls': { payload: { limit?: number }; result: CallRecord[] };
  'settings:get': { payload: Record<string, never>; result: Settings };
  'settings:update': { payload: Partial<Settings>; result: Settings };
  'config:open': { payload: { path: string }; result: ConfigFileOpened };
  'config:save': {
    payload: { path: string; text: string; mode: 'save' | 'saveAs'; confirmInvalid?: boolean; expectedVersion?: string; overwrite?: boolean };
    result: ConfigFileSaved;
  };
  'config:recent': { payload: Record<string, never>; result: RecentConfigFile[] };
  'config:forget': { payload: { path: string }; result: RecentConfigFile[] };
  'config:keepDraft': { payload: { text: string; path: string | null; version: string | null }; result: ConfigDraft };
  'config:draft': { payload: Record<string, never>; result: ConfigDraft | null };
  'config:dropDraft': { payload: Record<string, never>; result: null };
  'files:browse': { payload: { folder?: string; extensions?: FileExtension[] }; result: FolderListing };
  'site:profiles': { payload: Record<string, never>; result: SiteProfilesState };
  'site:saveProfile': { payload: { id: string | null; profile: Record<string, unknown> }; result: StoredSiteProfile };
  'site:deleteProfile': { payload: { id: string }; result: SiteProfilesState };
  'site:duplicateProfile': { payload: { id: string }; result: StoredSiteProfile };
  'site:activateProfile': { payload: { id: string }; result: SiteProfilesState };
  'site:importProfile': { payload: { text: string }; result: StoredSiteProfile };
  'site:exportProfile': { payload: { id: string }; result: SiteProfileExport };
  'site:startDemo': { payload: Record<string, never>; result: SiteProfilesState };
  'site:check': { payload: Record<string, never>; result: SiteProbe[] };
  'site:person': { payload: { personId: string; route?: Route; requestId?: string }; result: SiteCallResult<PersonResult> };
  'site:visitorAccess': { payload: { visitorId: string; floorIds: string[] | null; route?: Route; requestId?: string }; result: SiteCallResult<boolean> };
  'site:cancel': { payload: { requestId: string }; result: { cancelled: boolean } };
  'site:parity': { payload: { personId: string; visitorId?: string; floorIds?: string[] | null }; result: SiteParityReport };
  'site:calls': { payload: SiteCallFilter; result: SiteCallRecord[] };
  'site:exportCalls': { payload: SiteCallFilter; result: { path: string; count: number } };
  'site:chain': { payload: { id: string }; result: ChainPicture };
  'auth:initialize': { payload: { text: string }; result: AuthStatus };
  'auth:activate': { payload: { licenseKey: string }; result: AuthStatus };
  'auth:check': { payload: { keys: string[] }; result: FeatureAnswer[] };
  'auth:status': { payload: Record<string, never>; result: AuthStatus };
  'auth:preflight': { payload: Record<string, never>; result: PreflightStep[] };
  'auth:dispose': { payload: Record<string, never>; result: AuthStatus };
  'auth:offlineStatus': { payload: Record<string, never>; result: OfflineActivationStatus };
  'auth:offlineRequest': { payload: { path?: string }; result: OfflineActivationStatus };
  'auth:offlineApply': { payload: { updateCode: string } | { path: string }; result: OfflineActivationStatus };
  'auth:offlineReset': { payload: Record<string, never>; result: OfflineActivationStatus };
  'batch:preview': { payload: { path: string }; result: BatchPreview };
  'batch:start': {
    payload: { path: string; concurrency?: number; route?: Route };
    /** journalStartedAnew: the journal beside the file was kept for another site or file, so it skipped nothing and this run keeps `journal` instead. */
    result: { runId: string; journal: string; journalStartedAnew?: { previous: string; reason: 'other-site' | 'other-file' | 'unbound' } };
  };
  'batch:control': { payload: { runId: string; action: 'pause' | 'resume' | 'cancel' }; result: BatchProgress };
  'batch:exportResults': { payload: { runId: string; path: string }; result: { path: string } };
  'evidence:export': { payload: { path: string }; result: { path: string; fingerprint: string; files: number } };
  'evidence:open': { payload: { path: string }; result: EvidenceVerdict };
  'batch:chain': { payload: { runId: string; row: number }; result: ChainPicture };
}

/** Event name → data type. */
export interface EventTypes {
  /** A bridge call finished (feeds the diagnostics view). */
  'bridge:call': CallRecord;
  /** Settings changed (from any window or transport). */
  'settings:changed': Settings;
  /** A batch run advanced, paused or resumed. */
  'batch:progress': BatchProgress & { runId: string };
  /** A batch run ended (done or cancelled), with every row's outcome. */
  'batch:finished': BatchSummary & { runId: string };
}

/** Name of a bridge operation. */
export type OperationName = keyof OperationTypes;
/** Payload type of operation K. */
export type PayloadOf<K extends OperationName> = OperationTypes[K]['payload'];
/** Result type of operation K. */
export type ResultOf<K extends OperationName> = OperationTypes[K]['result'];
/** Name of a bridge event. */
export type EventName = keyof EventTypes;
/** Data type of event E. */
export type EventOf<E extends EventName> = EventTypes[E];

/** Run-time description of one operation. */
export interface OperationSpec {
  /** What it does, for people reading the contract. */
  summary: string;
  /** JSON Schema of the payload; main refuses any payload that breaks it. */
  payload: JsonSchema;
}

const emptyPayload: JsonSchema = { type: 'object', additionalProperties: false };
const pathSchema: JsonSchema = { type: 'string', minLength: 1, maxLength: 4096 };

/** Largest configuration document, in bytes of UTF-8: the one limit of open, save, draft and the CLI. */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;

/** Longest document text the bridge carries: a text of MAX_DOCUMENT_BYTES bytes has at most as many characters; main counts the bytes. */
export const MAX_DOCUMENT_CHARS = MAX_DOCUMENT_BYTES;

/** The site area's operations (issue 7): profiles, demo site, L1, L2, parity, call log. */
function siteOperations() {
  const id = { type: 'string', minLength: 1, maxLength: 128 } as const;
  const siteId = { type: 'string', minLength: 1, maxLength: 256 } as const;
  const route = { enum: ['direct', 'gateway', 'intermediary'] } as const;
  const requestId = { type: 'string', minLength: 1, maxLength: 64 } as const;
  const floorIds = { anyOf: [{ type: 'array', maxItems: 1000, items: siteId }, { type: 'null' }] } as const;
  const byId = { type: 'object', additionalProperties: false, required: ['id'], properties: { id } } as const;
  const filter = {
    type: 'object',
    additionalProperties: false,
    properties: {
      operation: { enum: ['personDetail', 'addVisitor', 'probe'] },
      route,
      outcome: { enum: ['success', 'no', 'failure'] },
      text: { type: 'string', maxLength: 200 },
      limit: { type: 'integer', minimum: 1, maximum: 5000 },
    },
  } as const;
  return {
    'site:profiles': { summary: 'The site profiles (without secrets), the active one, who holds the secrets, the demo site.', payload: emptyPayload },
    'site:saveProfile': {
      summary: 'Creates (id null) or replaces a site profile after checking it; a token or header value in it goes to the secrets store.',
      payload: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'profile'],
        // The profile is checked in main against shared/site-profile.ts, which reports every problem with its pointer.
        properties: { id: { anyOf: [id, { type: 'null' }] }, profile: { type: 'object', maxProperties: 32 } },
      },
    },
    'site:deleteProfile': { summary: 'Deletes a site profile and its secret.', payload: byId },
    'site:duplicateProfile': { summary: 'Copies a site profile, secret included.', payload: byId },
    'site:activateProfile': { summary: 'Makes a site profile the active one.', payload: byId },
    'site:importProfile': {
      summary: 'Imports a site profile from JSON text.',
      payload: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: { type: 'string', maxLength: 1024 * 1024 } } },
    },
    'site:exportProfile': { summary: 'A site profile as JSON without its secret, and which fields were left out.', payload: byId },
    'site:startDemo': { summary: 'Starts the reference site on loopback and makes its profile active.', payload: emptyPayload },
    'site:check': { summary: 'Probes each service of the active profile on each configured route.', payload: emptyPayload },
    'site:person': {
      summary: 'L1: E1 person detail with the active profile.',
      payload: { type: 'object', additionalProperties: false, required: ['personId'], properties: { personId: siteId, route, requestId } },
    },
    'site:visitorAccess': {
      summary: 'L2: E2 visitor elevator access with the active profile; floorIds null or [] lets the site complete them.',
      payload: { type: 'object', additionalProperties: false, required: ['visitorId', 'floorIds'], properties: { visitorId: siteId, floorIds, route, requestId } },
    },
    'site:cancel': {
      summary: 'Cancels a site call under way.',
      payload: { type: 'object', additionalProperties: false, required: ['requestId'], properties: { requestId } },
    },
    'site:parity': {
      summary: 'Rule 5: L1 (and, with a visitor, L2) over every configured route, side by side.',
      payload: { type: 'object', additionalProperties: false, required: ['personId'], properties: { personId: siteId, visitorId: siteId, floorIds } },
    },
    'site:calls': { summary: 'The site call log, newest first, filtered.', payload: filter },
    'site:exportCalls': { summary: 'Writes the filtered site call log to a JSON file in the data directory.', payload: filter },
    'site:chain': {
      summary: "The chain picture of an E2 in the site call log (by its id, the trace id): the console's hops and what the active site reveals of its downstream calls.",
      payload: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } } },
    },
  } as const;
}

/** Offline activation of the loaded document (licensevendor): request code out, update code in, receipt kept. */
function offlineActivationOperations() {
  return {
    'auth:offlineStatus': { summary: 'Where the offline activation of the loaded document stands: none, requested or applied, with the codes and the receipt.', payload: emptyPayload },
    'auth:offlineRequest': {
      summary: 'Creates the request code (or keeps the one already created) and, with a path, writes it to that .txt file atomically.',
      payload: { type: 'object', additionalProperties: false, properties: { path: pathSchema } },
    },
    'auth:offlineApply': {
      summary: "Applies the vendor's update code, pasted (updateCode) or from a file (path), and keeps the receipt; a refusal keeps the request.",
      payload: {
        type: 'object',
        additionalProperties: false,
        // Characters: a text of MAX_UPDATE_CODE_BYTES bytes has at most as many; main counts the bytes.
        properties: { updateCode: { type: 'string', maxLength: MAX_UPDATE_CODE_BYTES }, path: pathSchema },
        // One of the two, never both and never neither.
        minProperties: 1,
        maxProperties: 1,
      },
    },
    'auth:offlineReset': { summary: 'Forgets the offline activation of the loaded document, to start over (what was applied stays applied).', payload: emptyPayload },
  } as const;
}

/** Batch visitor access and the evidence pack. */
function batchOperations() {
  const path = { type: 'object', additionalProperties: false, required: ['path'], properties: { path: pathSchema } } as const;
  const runId = { type: 'string', minLength: 1, maxLength: 64 } as const;
  return {
    'batch:preview': { summary: 'Reads a batch file (CSV or XLSX) and checks every row; floor ids against the active site when it answers.', payload: path },
    'batch:start': {
      summary: 'Runs a batch file on the active site profile, journaled beside the file; progress comes as batch:progress, the end as batch:finished.',
      payload: {
        type: 'object',
        additionalProperties: false,
        required: ['path'],
        properties: { path: pathSchema, concurrency: { type: 'integer', minimum: 1, maximum: 64 }, route: { enum: ['direct', 'gateway', 'intermediary'] } },
      },
    },
    'batch:control': {
      summary: 'Pauses, resumes or cancels a batch run.',
      payload: { type: 'object', additionalProperties: false, required: ['runId', 'action'], properties: { runId, action: { enum: ['pause', 'resume', 'cancel'] } } },
    },
    'batch:exportResults': {
      summary: 'Writes the results of a finished run as CSV or XLSX (by the file name).',
      payload: { type: 'object', additionalProperties: false, required: ['runId', 'path'], properties: { runId, path: pathSchema } },
    },
    'evidence:export': { summary: 'Writes the signed handover evidence pack of this console to a zip file.', payload: path },
    'evidence:open': { summary: "Checks an evidence pack (someone else's record): every hash and the signature.", payload: path },
    'batch:chain': {
      summary: "The chain picture of a row's last E2: the console's hops and what the site reveals of its downstream calls.",
      payload: { type: 'object', additionalProperties: false, required: ['runId', 'row'], properties: { runId, row: { type: 'integer', minimum: 1 } } },
    },
  } as const;
}

/** Every operation with its payload schema. */
export const operations = {
  'app:info': { summary: 'Version, transport, data directory and runtime of the console.', payload: emptyPayload },
  'app:calls': {
    summary: 'The most recent bridge calls with outcome and duration, newest first.',
    payload: {
      type: 'object',
      additionalProperties: false,
      properties: { limit: { type: 'integer', minimum: 1, maximum: 500 } },
    },
  },
  'settings:get': { summary: "The engineer's preferences.", payload: emptyPayload },
  'settings:update': {
    summary: 'Changes preferences; returns them whole.',
    payload: {
      type: 'object',
      additionalProperties: false,
      properties: {
        language: { enum: [...LANGUAGES, null] },
        licensevendorLibrary: { anyOf: [pathSchema, { type: 'null' }] },
        licensevendorAbiProfile: { anyOf: [pathSchema, { type: 'null' }] },
      },
    },
  },
  'config:open': {
    summary: 'Reads a configuration file (UTF-8 text, at most 8 MiB) and puts it on the recent list.',
    payload: { type: 'object', additionalProperties: false, required: ['path'], properties: { path: pathSchema } },
  },
  'config:save': {
    summary: 'Saves a configuration document atomically, keeping the replaced version as <name>.bak.',
    payload: {
      type: 'object',
      additionalProperties: false,
      required: ['path', 'text', 'mode'],
      properties: {
        path: pathSchema,
        text: { type: 'string', maxLength: MAX_DOCUMENT_CHARS },
        mode: { enum: ['save', 'saveAs'] },
        confirmInvalid: { type: 'boolean' },
        expectedVersion: { type: 'string', maxLength: 128 },
        overwrite: { type: 'boolean' },
      },
    },
  },
  'config:recent': { summary: 'The recently opened or saved configuration files, most recent first.', payload: emptyPayload },
  'config:forget': {
    summary: 'Removes a file from the recent list.',
    payload: { type: 'object', additionalProperties: false, required: ['path'], properties: { path: pathSchema } },
  },
  'config:keepDraft': {
    summary: "Keeps the editor's unsaved text in the data directory.",
    payload: {
      type: 'object',
      additionalProperties: false,
      required: ['text', 'path', 'version'],
      properties: {
        text: { type: 'string', maxLength: MAX_DOCUMENT_CHARS },
        path: { anyOf: [pathSchema, { type: 'null' }] },
        version: { anyOf: [{ type: 'string', maxLength: 128 }, { type: 'null' }] },
      },
    },
  },
  'config:draft': { summary: 'The kept draft, or null.', payload: emptyPayload },
  'config:dropDraft': { summary: 'Forgets the kept draft (after a save, or when the engineer discards it).', payload: emptyPayload },
  'files:browse': {
    summary: 'Lists a folder for the file dialog: sub-folders and the files of the asked extensions (default json).',
    payload: {
      type: 'object',
      additionalProperties: false,
      properties: { folder: pathSchema, extensions: { type: 'array', minItems: 1, maxItems: FILE_EXTENSIONS.length, uniqueItems: true, items: { enum: [...FILE_EXTENSIONS] } } },
    },
  },
  'auth:initialize': {
    summary: 'Initializes the authorization client with a configuration document (its text); an invalid one is refused with its findings.',
    payload: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: { type: 'string', maxLength: MAX_DOCUMENT_CHARS } } },
  },
  'auth:activate': {
    summary: 'Activates a license key (trimmed) for the loaded document; the key is kept in the secrets store.',
    payload: { type: 'object', additionalProperties: false, required: ['licenseKey'], properties: { licenseKey: { type: 'string', maxLength: 4096 } } },
  },
  'auth:check': {
    summary: 'hasFeature for each logical key, in order: licensed or not, with the reason.',
    payload: {
      type: 'object',
      additionalProperties: false,
      required: ['keys'],
      properties: { keys: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'string', maxLength: 1024 } } },
    },
  },
  'auth:status': { summary: "The authorization client's state: document, scenario, activation, features.", payload: emptyPayload },
  'auth:preflight': { summary: "Runs the backend's pre-flight diagnostics again.", payload: emptyPayload },
  'auth:dispose': { summary: "Closes the backend's sessions and unloads the document; the kept activation stays.", payload: emptyPayload },
  ...offlineActivationOperations(),
  ...siteOperations(),
  ...batchOperations(),
} as const satisfies Record<OperationName, OperationSpec>;

const callRecordSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'op', 'ok', 'code', 'durationMs', 'at'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    op: { type: 'string' },
    ok: { type: 'boolean' },
    code: { type: ['string', 'null'] },
    durationMs: { type: 'number', minimum: 0 },
    at: { type: 'string' },
  },
};

/** Run-time description of one event. */
export interface EventSpec {
  /** What it announces. */
  summary: string;
  /** JSON Schema of its data; the contract tests check real events against it. */
  data: JsonSchema;
}

/** The data of the batch events: the counts every one has, plus the fields named. */
function batchCountsSchema(more: readonly string[]): JsonSchema {
  const count = { type: 'integer', minimum: 0 };
  return {
    type: 'object',
    required: ['runId', 'done', 'total', 'succeeded', 'failed', 'skipped', ...more],
    properties: { runId: { type: 'string' }, done: count, total: count, succeeded: count, failed: count, skipped: count, ratePerSecond: { type: 'number', minimum: 0 }, etaMs: { type: ['number', 'null'] }, paused: { type: 'boolean' }, ok: { type: 'boolean' }, cancelled: { type: 'boolean' }, results: { type: 'array', items: { type: 'object', required: ['row', 'visitorId', 'ok', 'state'], properties: { row: count, visitorId: { type: 'string' }, ok: { type: 'boolean' }, state: { enum: ['granted', 'done-before', 'failed', 'problem', 'cancelled'] } } } } },
  };
}

/** Every event with what it announces and the schema of its data. */
export const events = {
  'bridge:call': { summary: 'A bridge call finished.', data: callRecordSchema },
  'settings:changed': {
    summary: 'Preferences changed.',
    data: {
      type: 'object',
      additionalProperties: false,
      required: ['language'],
      properties: {
        language: { enum: [...LANGUAGES, null] },
        licensevendorLibrary: { type: ['string', 'null'] },
        licensevendorAbiProfile: { type: ['string', 'null'] },
      },
    },
  },
  'batch:progress': { summary: 'A batch run advanced, paused or resumed.', data: batchCountsSchema(['ratePerSecond', 'etaMs', 'paused']) },
  'batch:finished': { summary: 'A batch run ended, with every row outcome.', data: batchCountsSchema(['ok', 'cancelled', 'results']) },
} as const satisfies Record<EventName, EventSpec>;

/** Every operation name; the preload allow-list. */
export const OPERATION_NAMES = Object.keys(operations) as OperationName[];

/** Every event name; the preload allow-list for subscriptions. */
export const EVENT_NAMES = Object.keys(events) as EventName[];

/** IPC channel on which the renderer tells main it is listening (events wait for it). */
export const READY_CHANNEL = 'bridge:ready';

/** What preload exposes as `window.siteConsole`, and what the web transport implements too. */
export interface SiteConsoleBridge {
  /** Calls an operation; never rejects for a business failure, which comes back as a Result. */
  invoke<K extends OperationName>(op: K, payload: PayloadOf<K>): Promise<Result<ResultOf<K>>>;
  /** Subscribes to an event; returns the function that unsubscribes. */
  on<E extends EventName>(event: E, listener: (data: EventOf<E>) => void): () => void;
}
