// The site area of the bridge contract (issue 7): profiles, demo site, L1, L2, parity, the call
// log and the chain picture.
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { chainPictureSchema } from '../chain';
import { bridgeErrorSchema as bridgeError, errorCategorySchema } from './error-schema';
import { secretHolderSchema } from '../secrets';
import { personResultSchema, ROUTES } from '../site';
import { siteProfileSchema } from '../site-profile-schema';
import { Closed, Empty, Localized, OneOf, operation, OrNull, Path } from './schema';

/** The demo site's services: the site's five, then the self-hosted authorization service. */
export const DEMO_SERVICE_NAMES = ['gateway', 'organization', 'elevator', 'intermediary', 'common', 'authorization'] as const;
/** One service of the demo site. */
export type DemoServiceName = (typeof DEMO_SERVICE_NAMES)[number];
/** What refused a TLS connection in the connectivity check: the server's certificate, its name, its pin, or the client certificate. */
export const TLS_REFUSALS = ['server-certificate', 'hostname', 'pin', 'client-certificate'] as const;
/** What refused a TLS connection in the connectivity check. */
export type TlsRefusal = (typeof TLS_REFUSALS)[number];

/** A site operation the console calls: E1 person detail (L1) or E2 visitor access (L2). */
export const siteOperationNameSchema = OneOf(['personDetail', 'addVisitor'] as const);
/** A site operation the console calls: E1 person detail (L1) or E2 visitor access (L2). */
export type SiteOperationName = Static<typeof siteOperationNameSchema>;

/** How a site call ended: success; a business "no" (`data: false`); or a failure of any category. */
export const siteOutcomeSchema = OneOf(['success', 'no', 'failure'] as const);
/** How a site call ended: success; a business "no" (`data: false`); or a failure of any category. */
export type SiteOutcome = Static<typeof siteOutcomeSchema>;

const route = OneOf(ROUTES);

/** Phase durations of a site call, in milliseconds (connectMs null: a kept-alive connection). */
export const siteCallTimingsSchema = Closed({
  connectMs: OrNull(Type.Number()),
  firstByteMs: Type.Number(),
  bodyMs: Type.Number(),
  totalMs: Type.Number(),
});
/** Phase durations of a site call, in milliseconds (connectMs null: a kept-alive connection). */
export type SiteCallTimings = Static<typeof siteCallTimingsSchema>;

/** One header line of a recorded call. */
export const siteHeaderSchema = Closed({ name: Type.String(), value: Type.String() });
/** One header line of a recorded call. */
export type SiteHeader = Static<typeof siteHeaderSchema>;

/** One site call as the call log keeps it (bodies with secrets redacted). */
export const siteCallRecordSchema = Closed({
  /** Unique id: the trace id of the call's W3C traceparent. */
  id: Type.String(),
  /** When it started, ISO 8601. */
  at: Type.String(),
  /** Name of the profile used. */
  profileName: Type.String(),
  /** The operation, `probe` for a connectivity check, or `zonePage` for E4 (a batch preview's floor check). */
  operation: OneOf(['personDetail', 'addVisitor', 'probe', 'zonePage'] as const),
  /** Route taken. */
  route,
  /** HTTP method and URL. */
  method: Type.String(),
  url: Type.String(),
  /** The traceparent header sent. */
  traceparent: Type.String(),
  /** Request body as sent (secrets redacted). */
  requestBody: Type.String(),
  /** Response body as received (secrets redacted, cut at 64 KiB), or null when none arrived. */
  responseBody: OrNull(Type.String()),
  /**
   * `base64`: responseBody holds the bytes as they arrived, in base64 (its first 48 KiB), because
   * they are not UTF-8 text (a binary body, or one that would not decode as its Content-Encoding said).
   */
  responseBodyEncoding: Type.Optional(Type.Literal('base64')),
  /** HTTP status, or null when no answer arrived. */
  status: OrNull(Type.Integer()),
  /** Phases, when an answer arrived. */
  timings: OrNull(siteCallTimingsSchema),
  /** Whole duration. */
  durationMs: Type.Number(),
  /**
   * The service's clock minus the laptop's (its Date header), in ms; null without one. Absent in
   * records written before the console compared clocks.
   */
  clockSkewMs: Type.Optional(OrNull(Type.Number())),
  /**
   * The request as written on the wire: HTTP version and header lines in order (the profile's
   * secret as `[redacted:auth.token]` or `[redacted:auth.value]`, any other echo as `[redacted]`).
   * Absent in records written before the console kept them; for a call that failed before undici
   * wrote it, the headers the console asked for.
   */
  request: Type.Optional(
    Closed({
      httpVersion: Type.String(),
      headers: Type.Array(siteHeaderSchema),
      /** Size of the body sent, in bytes. */
      bodyBytes: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** The answer's reason phrase, headers (redacted) and body sizes (decoded, and as it arrived); absent without an answer. */
  response: Type.Optional(
    Closed({
      statusText: Type.String(),
      headers: Type.Array(siteHeaderSchema),
      bodyBytes: Type.Integer({ minimum: 0 }),
      encodedBytes: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** The server's IP address on the connection that carried the call, when known. */
  serverAddress: Type.Optional(OrNull(Type.String())),
  /** What the console trusted for https (the profile's CA file; the pinned server's public key hash, base64 SHA-256), for a replay that trusts the same. */
  trust: Type.Optional(
    Closed({
      caFile: Type.Optional(Type.String()),
      publicKeySha256: Type.Optional(Type.String()),
      /** The client certificate the console presented (mutual TLS): its files, and whether its key needed a passphrase (never the passphrase). */
      clientCertificate: Type.Optional(
        Closed({
          certFile: Type.Optional(Type.String()),
          keyFile: Type.Optional(Type.String()),
          pkcs12File: Type.Optional(Type.String()),
          passphrase: Type.Boolean(),
        }),
      ),
    }),
  ),
  /**
   * What the call sent its secret with: the stored profile's id (null for a profile file of the
   * command line) and an HMAC-SHA256 (hex) of the secret, the method and the URL under this
   * installation's key, never the secret or a plain hash of it. An export in clear puts back only a
   * secret that matches it. Absent: the call sent no secret, or was logged before calls were bound.
   */
  sentWith: Type.Optional(Closed({ profileId: OrNull(Type.String()), secretDigest: Type.String({ pattern: '^[0-9a-f]{64}$' }) })),
  /** Outcome and, for failures, category, code and English message. */
  outcome: siteOutcomeSchema,
  category: OrNull(errorCategorySchema),
  code: OrNull(Type.String()),
  message: OrNull(Type.String()),
});
/** One site call as the call log keeps it (bodies with secrets redacted). */
export type SiteCallRecord = Static<typeof siteCallRecordSchema>;

/** The site profile a result was made with: its stored id (null for a profile file of the command line) and its name. */
export const siteProfileRefSchema = Closed({ id: OrNull(Type.String()), name: Type.String() });
/** The site profile a result was made with: its stored id (null for a profile file of the command line) and its name. */
export type SiteProfileRef = Static<typeof siteProfileRefSchema>;

/** The result of a site call as the views show it, with the schema of its data. */
const siteCallResultOf = <T extends TSchema>(data: T) =>
  Closed({
    /** Route taken. */
    route,
    /** success, no, or failure. */
    outcome: siteOutcomeSchema,
    /** The envelope's data on success (E1: the person; E2: true or false), else null. */
    data: OrNull(data),
    /** The envelope as received (parsed JSON), or null when none was. */
    envelope: Type.Unknown(),
    /** Why it failed, or null. */
    error: OrNull(bridgeError),
    /** The call log entry. */
    record: siteCallRecordSchema,
    /** The profile the call was made with, for a view to tell when the active profile has changed since (absent from the command line). */
    profile: Type.Optional(siteProfileRefSchema),
  });
/** The result of a site call as the views show it: the outcome, the data, and its record. */
export type SiteCallResult<T> = Static<ReturnType<typeof siteCallResultOf<TUnsafe<T>>>>;

/** A stored site profile; its secrets are in the secrets store, never here. */
export const storedSiteProfileSchema = Closed({
  /** Stable id. */
  id: Type.String(),
  /** The profile without `auth.token` / `auth.value`. */
  profile: siteProfileSchema,
  /** Whether the secret its auth needs is kept in the secrets store. */
  secretSet: Type.Boolean(),
  /** The passphrase fields of its client certificates kept in the secrets store (e.g. `tls.clientCertificate.passphrase`). */
  passphrasesSet: Type.Optional(Type.Array(Type.String())),
});
/** A stored site profile; its secrets are in the secrets store, never here. */
export type StoredSiteProfile = Static<typeof storedSiteProfileSchema>;

/** The site area's state: the profiles, the active one, where secrets are, the demo site. */
export const siteProfilesStateSchema = Closed({
  profiles: Type.Array(storedSiteProfileSchema),
  /** Id of the active profile, or null. */
  activeId: OrNull(Type.String()),
  /** Who holds the secrets (shared/secrets.ts). */
  secretsHolder: secretHolderSchema,
  /** The in-process reference site, when started from the console. */
  demo: Closed({
    running: Type.Boolean(),
    profileId: OrNull(Type.String()),
    /** Every service of the running demo site with its base URL, the authorization service (`selfhosted.baseUrl`) last; empty when it is not running. */
    services: Type.Array(Closed({ name: OneOf(DEMO_SERVICE_NAMES), url: Type.String() })),
  }),
});
/** The site area's state: the profiles, the active one, where secrets are, the demo site. */
export type SiteProfilesState = Static<typeof siteProfilesStateSchema>;

/** A profile as exported: JSON text without secrets, and which were left out. */
export const siteProfileExportSchema = Closed({
  /** The profile, pretty-printed JSON. */
  text: Type.String(),
  /** Fields left out, e.g. `auth.token`. */
  secretsLeftOut: Type.Array(Type.String()),
});
/** A profile as exported: JSON text without secrets, and which were left out. */
export type SiteProfileExport = Static<typeof siteProfileExportSchema>;

/** One hop of the connectivity check. */
export const siteProbeSchema = Closed({
  /** The service probed: E1's, E2's, or the common component service (E4, direct only) when the profile names one. */
  service: OneOf(['organization', 'elevator', 'common'] as const),
  /** The route. */
  route,
  /** URL called. */
  url: Type.String(),
  /** Whether a site envelope came back (any code: the path works). */
  ok: Type.Boolean(),
  /** HTTP status, or null. */
  status: OrNull(Type.Integer()),
  /** Duration. */
  durationMs: Type.Number(),
  /** What answered: the envelope code, or null. */
  code: OrNull(Type.String()),
  /** Why it did not answer, or null. */
  error: OrNull(bridgeError),
  /** The service's clock minus the laptop's (from its Date header), in ms; null when it sent none or one that cannot be read. */
  clockSkewMs: OrNull(Type.Number()),
  /** The Date header as sent, when it cannot be read (not an HTTP-date, or two with two times). */
  clockDateUnreadable: Type.Optional(Type.String()),
  /** The answer's Server header when it names a gateway or web server that may write its own Date (nginx): the clock read may be its, not the service's. */
  clockStampedBy: Type.Optional(Type.String()),
  /**
   * Which side refused a TLS connection: the laptop the server's certificate (untrusted, expired),
   * its host name or its pin; or the server the client certificate (absent or not accepted). Null otherwise.
   */
  refusedBy: OrNull(OneOf(TLS_REFUSALS)),
});
/** One hop of the connectivity check. */
export type SiteProbe = Static<typeof siteProbeSchema>;

/** A connectivity check: of which profile, when, and its hops. */
export const siteCheckSchema = Closed({
  profile: siteProfileRefSchema,
  /** When the check started, ISO 8601. */
  checkedAt: Type.String(),
  probes: Type.Array(siteProbeSchema),
});
/** A connectivity check: of which profile, when, and its hops. */
export type SiteCheck = Static<typeof siteCheckSchema>;

/** An envelope reduced to what every route must agree on. */
export const siteNormalizedEnvelopeSchema = Closed({
  success: Type.Boolean(),
  code: Type.String(),
  message: Type.String(),
  data: Type.Unknown(),
});
/** An envelope reduced to what every route must agree on. */
export type SiteNormalizedEnvelope = Static<typeof siteNormalizedEnvelopeSchema>;

/** Rule 5 checked: the same call over every configured route, side by side. */
export const siteParityReportSchema = Closed({
  /** One entry per operation checked. */
  checks: Type.Array(
    Closed({
      operation: siteOperationNameSchema,
      /** One column per route. */
      routes: Type.Array(
        Closed({
          route,
          /** The envelope reduced to success, code, message and data (the profile's envelope fields read): what is compared. */
          envelope: OrNull(siteNormalizedEnvelopeSchema),
          error: OrNull(bridgeError),
          durationMs: Type.Number(),
          /** The answer's body as received (secrets redacted, cut at 64 KiB); null when none arrived or it is not text. Absent in reports kept before. */
          received: Type.Optional(OrNull(Type.String())),
        }),
      ),
      /** Whether every route gave the same normalized envelope. */
      identical: Type.Boolean(),
      /** Fields that differ (JSON pointers), with each route's value as JSON text. */
      differences: Type.Array(
        Closed({
          pointer: Type.String(),
          values: Type.Partial(Closed({ direct: Type.String(), gateway: Type.String(), intermediary: Type.String() })),
        }),
      ),
    }),
  ),
  /** The profile the check was made with, for a view to tell when the active profile has changed since (absent in reports kept for the evidence pack). */
  profile: Type.Optional(siteProfileRefSchema),
});
/** Rule 5 checked: the same call over every configured route, side by side. */
export type SiteParityReport = Static<typeof siteParityReportSchema>;

/** Filter of the site call log. */
export const siteCallFilterSchema = Type.Object(
  {
    operation: Type.Optional(OneOf(['personDetail', 'addVisitor', 'probe', 'zonePage'] as const)),
    route: Type.Optional(route),
    outcome: Type.Optional(siteOutcomeSchema),
    /** Text found in the URL, code, message, trace id or bodies. */
    text: Type.Optional(Type.String({ maxLength: 200 })),
    /** At most this many, newest first; default 200. */
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000 })),
  },
  { additionalProperties: false },
);
/** Filter of the site call log. */
export type SiteCallFilter = Static<typeof siteCallFilterSchema>;

const id = Type.String({ minLength: 1, maxLength: 128 });
const siteId = Type.String({ minLength: 1, maxLength: 256 });
const requestId = Type.String({ minLength: 1, maxLength: 64 });
const floorIds = OrNull(Type.Array(siteId, { maxItems: 1000 }));
const byId = Type.Object({ id }, { additionalProperties: false });
/** A call's id in the site call log: the trace id of its traceparent. */
const traceId = Type.String({ pattern: '^[0-9a-f]{32}$' });

/** The site area's operations. */
export const siteOperations = {
  'site:profiles': operation(
    'The site profiles (without secrets), the active one, who holds the secrets, the demo site.',
    Empty,
    siteProfilesStateSchema,
  ),
  'site:saveProfile': operation(
    'Creates (id null) or replaces a site profile after checking it; a token or header value in it goes to the secrets store.',
    Type.Object(
      // The profile is checked in main against shared/site-profile.ts, which reports every problem with its pointer.
      { id: OrNull(id), profile: Type.Unsafe<Record<string, unknown>>({ type: 'object', maxProperties: 32 }) },
      { additionalProperties: false },
    ),
    storedSiteProfileSchema,
  ),
  'site:deleteProfile': operation('Deletes a site profile and its secret.', byId, siteProfilesStateSchema),
  'site:duplicateProfile': operation('Copies a site profile, secret included.', byId, storedSiteProfileSchema),
  'site:activateProfile': operation('Makes a site profile the active one.', byId, siteProfilesStateSchema),
  'site:importProfile': operation(
    'Imports a site profile from JSON text.',
    Type.Object({ text: Type.String({ maxLength: 1024 * 1024 }) }, { additionalProperties: false }),
    storedSiteProfileSchema,
  ),
  'site:exportProfile': operation(
    'A site profile as JSON without its secret, and which fields were left out.',
    byId,
    siteProfileExportSchema,
  ),
  'site:startDemo': operation('Starts the reference site on loopback and makes its profile active.', Empty, siteProfilesStateSchema),
  'site:check': operation('Probes each service of the active profile on each configured route.', Empty, siteCheckSchema),
  'site:person': operation(
    'L1: E1 person detail with the active profile.',
    Type.Object({ personId: siteId, route: Type.Optional(route), requestId: Type.Optional(requestId) }, { additionalProperties: false }),
    siteCallResultOf(personResultSchema),
  ),
  'site:visitorAccess': operation(
    'L2: E2 visitor elevator access with the active profile; floorIds null or [] lets the site complete them.',
    Type.Object(
      { visitorId: siteId, floorIds, route: Type.Optional(route), requestId: Type.Optional(requestId) },
      { additionalProperties: false },
    ),
    siteCallResultOf(Type.Boolean()),
  ),
  'site:cancel': operation(
    'Cancels a site call under way.',
    Type.Object({ requestId }, { additionalProperties: false }),
    Closed({ cancelled: Type.Boolean() }),
  ),
  'site:parity': operation(
    'Rule 5: L1 (and, with a visitor, L2) over every configured route, side by side.',
    Type.Object({ personId: siteId, visitorId: Type.Optional(siteId), floorIds: Type.Optional(floorIds) }, { additionalProperties: false }),
    siteParityReportSchema,
  ),
  'site:calls': operation('The site call log, newest first, filtered.', siteCallFilterSchema, Type.Array(siteCallRecordSchema)),
  'site:exportCalls': operation(
    'Writes the filtered site call log to a JSON file in the data directory.',
    siteCallFilterSchema,
    Closed({ path: Type.String(), count: Type.Integer({ minimum: 0 }) }),
  ),
  'site:secretsInClearWarning': operation(
    "The warning main gives before an export with secrets in clear, in every language, and the one-time acknowledgement that export needs (issued here, good once, for 10 minutes): the warning's words are main's, not the renderer's.",
    Empty,
    Closed({ warning: Localized, acknowledgement: traceId }),
  ),
  'site:exportCallsAs': operation(
    "Writes site calls (by id, or the filtered log) as HAR 1.2 or as cURL command lines to a file the engineer chose; secrets stay placeholders unless secretsInClear, which needs the acknowledgement of site:secretsInClearWarning (the window showed main's warning).",
    Type.Object(
      {
        format: OneOf(['har', 'curl'] as const),
        path: Path,
        ids: Type.Optional(Type.Array(traceId, { minItems: 1, maxItems: 5000 })),
        filter: Type.Optional(siteCallFilterSchema),
        secretsInClear: Type.Boolean(),
        acknowledgement: Type.Optional(traceId),
      },
      { additionalProperties: false },
    ),
    Closed({ path: Type.String(), count: Type.Integer({ minimum: 0 }), secretsInClear: Type.Boolean() }),
  ),
  'site:callAsCurl': operation(
    'One site call as a cURL command line, its secrets as placeholders (the renderer never receives a secret).',
    Type.Object({ id: traceId }, { additionalProperties: false }),
    Closed({ text: Type.String() }),
  ),
  'site:chain': operation(
    "The chain picture of an E2 in the site call log (by its id, the trace id): the console's hops and what the active site reveals of its downstream calls.",
    Type.Object({ id: traceId }, { additionalProperties: false }),
    chainPictureSchema,
  ),
} as const;
