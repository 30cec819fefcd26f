// The app area of the bridge contract: what the console is, its bridge call log, the engineer's
// preferences.
import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from '../language';
import { secretsAtRestSchema } from '../secrets';
import { Closed, Empty, event, OneOf, operation, OrNull, Path } from './schema';

/** How the renderer reaches main. */
export const transportSchema = OneOf(['ipc', 'web'] as const);
/** How the renderer reaches main. */
export type Transport = Static<typeof transportSchema>;

/** What the About/Diagnostics view shows of the running console. */
export const appInfoSchema = Closed({
  /** Product name. */
  name: Type.String(),
  /** Version from package.json. */
  version: Type.String(),
  /** The transport that carried this very call. */
  transport: transportSchema,
  /** Directory where settings, recent files and journals live. */
  dataDir: Type.String(),
  /** Operating system and architecture, e.g. `linux x64`. */
  platform: Type.String(),
  /** Runtime versions; electron and chrome are null outside Electron. */
  versions: Closed({ node: Type.String(), electron: OrNull(Type.String()), chrome: OrNull(Type.String()) }),
  /** How the data directory was chosen: SITE_CONSOLE_DATA_DIR or a flag, a portable copy's folder, or the platform's place. */
  dataDirMode: OneOf(['environment', 'portable', 'installed'] as const),
  /** Whether only this account can read the data directory, how, and if not, why (main/app/data-dir-access.ts). */
  dataDirAccess: Closed({
    restricted: Type.Boolean(),
    how: OneOf(['posix-mode', 'profile', 'acl', 'none'] as const),
    detail: OrNull(Type.String()),
  }),
  /** What only some hosts offer: printing the handover report to PDF is the window's (Electron's printToPDF). */
  capabilities: Closed({ printToPdf: Type.Boolean() }),
  /** A new random id at each start of the console: a result made in another session is not this one's to vouch for. */
  session: Type.String({ pattern: '^[0-9a-f-]{36}$' }),
});
/** What the About/Diagnostics view shows of the running console. */
export type AppInfo = Static<typeof appInfoSchema>;

/** One bridge call as main recorded it (never its payload: it may hold secrets). */
export const callRecordSchema = Type.Object(
  {
    /** Increasing number of the call since the console started. */
    id: Type.Integer({ minimum: 1 }),
    /** Operation name. */
    op: Type.String(),
    /** Whether the call succeeded. */
    ok: Type.Boolean(),
    /** Error code when it failed, else null. */
    code: OrNull(Type.String()),
    /** Time main spent on it, in milliseconds. */
    durationMs: Type.Number({ minimum: 0 }),
    /** When it started, ISO 8601. */
    at: Type.String(),
  },
  { additionalProperties: false },
);
/** One bridge call as main recorded it (never its payload: it may hold secrets). */
export type CallRecord = Static<typeof callRecordSchema>;

/** The engineer's preferences, kept in the data directory. */
export const settingsSchema = Type.Object(
  {
    /** Chosen language, or null to follow the system. */
    language: OneOf([...LANGUAGES, null]),
    /** Path of the license vendor's shared library (licensevendor backend), or null when none is set. */
    licensevendorLibrary: Type.Optional(OrNull(Type.String())),
    /** Path of the ABI profile of that library, or null for the header's names and values. */
    licensevendorAbiProfile: Type.Optional(OrNull(Type.String())),
  },
  { additionalProperties: false },
);
/** The engineer's preferences, kept in the data directory. */
export type Settings = Static<typeof settingsSchema>;

/** A change of preferences: any of them, each checked as a path where it is one. */
const settingsChange = Type.Object(
  {
    language: OneOf([...LANGUAGES, null]),
    licensevendorLibrary: OrNull(Path),
    licensevendorAbiProfile: OrNull(Path),
  },
  { additionalProperties: false },
);

/** The secrets passphrase for this session (main keeps it in memory only). */
const unlockSecretsPayload = Type.Object({ passphrase: Type.String({ minLength: 8, maxLength: 1024 }) }, { additionalProperties: false });

/** The app area's operations. */
export const appOperations = {
  'app:info': operation('Version, transport, data directory and runtime of the console.', Empty, appInfoSchema),
  'app:calls': operation(
    'The most recent bridge calls with outcome and duration, newest first.',
    Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }, { additionalProperties: false }),
    Type.Array(callRecordSchema),
  ),
  'app:secrets': operation('Where the secrets are kept at rest: in clear, sealed, or in the keyring.', Empty, secretsAtRestSchema),
  'app:unlockSecrets': operation(
    'Seals the secrets with a passphrase for this session (kept in memory only); what was kept in clear moves into the passphrase file. A wrong passphrase is refused.',
    unlockSecretsPayload,
    secretsAtRestSchema,
  ),
  'settings:get': operation("The engineer's preferences.", Empty, settingsSchema),
  'settings:update': operation('Changes preferences; returns them whole.', Type.Partial(settingsChange), settingsSchema),
} as const;

/** The app area's events. */
export const appEvents = {
  /** A bridge call finished (feeds the diagnostics view). */
  'bridge:call': event('A bridge call finished.', callRecordSchema),
  /** Settings changed (from any window or transport). */
  'settings:changed': event('Preferences changed.', settingsSchema),
} as const;
