// The bridge contract: every operation (renderer → main) and every event (main → renderer), named
// once, each with the schema of its payload and result (or data) from which its TypeScript types
// derive. Preload's allow-list, main's handler table, the renderer's client, the web transport and
// the generated payload, result and event validators are all driven from here; adding an operation
// to an area's file makes the compiler demand the rest. The areas: app.ts, config.ts, site.ts,
// auth.ts, batch.ts, evidence.ts; schema.ts holds their building blocks, and the results that other
// modules of shared/ own (auth.ts, batch.ts, chain.ts, errors.ts, evidence.ts, secrets.ts, site.ts)
// are schemas there.
import type { Static } from '@sinclair/typebox';
import type { Result } from '../errors';
import { appEvents, appOperations } from './app';
import { authOperations } from './auth';
import { batchEvents, batchOperations } from './batch';
import { configOperations } from './config';
import { evidenceOperations } from './evidence';
import { LISTED_EVENT_NAMES, type ListedEventName } from './event-names';
import type { EventSpec, OperationSpec } from './schema';
import { siteOperations } from './site';

export { LANGUAGES, type Language } from '../language';
export type { JsonSchema, OperationSpec, EventSpec } from './schema';
export type { AppInfo, CallRecord, Settings, Transport } from './app';
export {
  FILE_EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_CHARS,
  type ConfigDraft,
  type ConfigFileOpened,
  type ConfigFileSaved,
  type FileExtension,
  type FolderEntry,
  type FolderListing,
  type RecentConfigFile,
} from './config';
export type {
  DemoServiceName,
  SiteCallFilter,
  SiteCallRecord,
  SiteHeader,
  SiteCallResult,
  SiteCallTimings,
  SiteCheck,
  SiteNormalizedEnvelope,
  SiteOperationName,
  SiteOutcome,
  SiteParityReport,
  SiteProbe,
  SiteProfileExport,
  SiteProfileRef,
  SiteProfilesState,
  StoredSiteProfile,
} from './site';

/** Every operation with its summary, payload schema and result schema. */
export const operations = {
  ...appOperations,
  ...configOperations,
  ...authOperations,
  ...siteOperations,
  ...batchOperations,
  ...evidenceOperations,
} as const satisfies Record<string, OperationSpec>;

/** Every event with what it announces and the schema of its data. */
export const events = { ...appEvents, ...batchEvents } as const satisfies Record<string, EventSpec>;

/** Name of a bridge operation. */
export type OperationName = keyof typeof operations;
/** Operation name → payload and result types, derived from the schemas. */
export type OperationTypes = {
  [K in OperationName]: { payload: Static<(typeof operations)[K]['payload']>; result: Static<(typeof operations)[K]['result']> };
};
/** Payload type of operation K. */
export type PayloadOf<K extends OperationName> = OperationTypes[K]['payload'];
/** Result type of operation K. */
export type ResultOf<K extends OperationName> = OperationTypes[K]['result'];

/** Name of a bridge event. */
export type EventName = keyof typeof events;
/** Event name → data type, derived from the schemas. */
export type EventTypes = { [E in EventName]: Static<(typeof events)[E]['data']> };
/** Data type of event E. */
export type EventOf<E extends EventName> = EventTypes[E];

/** Every operation name; the preload allow-list. */
export const OPERATION_NAMES = Object.keys(operations) as OperationName[];

/** `T` when A and B are the same union, else never (so that assigning to it fails to compile). */
type IfSame<A, B, T> = [A] extends [B] ? ([B] extends [A] ? T : never) : never;

/** Every event name; the preload allow-list for subscriptions (the renderer imports it from event-names.ts). */
export const EVENT_NAMES: IfSame<ListedEventName, EventName, readonly EventName[]> = LISTED_EVENT_NAMES;

/** IPC channel on which the renderer tells main it is listening (events wait for it). */
export const READY_CHANNEL = 'bridge:ready';

/** What preload exposes as `window.siteConsole`, and what the web transport implements too. */
export interface SiteConsoleBridge {
  /** Calls an operation; never rejects for a business failure, which comes back as a Result. */
  invoke<K extends OperationName>(op: K, payload: PayloadOf<K>): Promise<Result<ResultOf<K>>>;
  /** Subscribes to an event; returns the function that unsubscribes. */
  on<E extends EventName>(event: E, listener: (data: EventOf<E>) => void): () => void;
}
