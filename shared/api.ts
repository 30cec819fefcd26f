// The bridge contract: every operation (renderer → main) and every event (main → renderer), named
// once. Preload's allow-list, main's handler table, the renderer's client, the web transport and the
// generated payload validators are all driven from this file; adding an operation here makes the
// compiler demand the rest.
import type { Result } from './errors';

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
}

/** Operation name → payload and result types. */
export interface OperationTypes {
  'app:info': { payload: Record<string, never>; result: AppInfo };
  'app:calls': { payload: { limit?: number }; result: CallRecord[] };
  'settings:get': { payload: Record<string, never>; result: Settings };
  'settings:update': { payload: Partial<Settings>; result: Settings };
}

/** Event name → data type. */
export interface EventTypes {
  /** A bridge call finished (feeds the diagnostics view). */
  'bridge:call': CallRecord;
  /** Settings changed (from any window or transport). */
  'settings:changed': Settings;
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
      properties: { language: { enum: [...LANGUAGES, null] } },
    },
  },
} as const satisfies Record<OperationName, OperationSpec>;

/** Every event with what it announces. */
export const events = {
  'bridge:call': { summary: 'A bridge call finished.' },
  'settings:changed': { summary: 'Preferences changed.' },
} as const satisfies Record<EventName, { summary: string }>;

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
