// The site profile's JSON Schema (SITE-API.md "Routes", profileVersion 1), written once with
// TypeBox: the profile's TypeScript types (shared/site.ts re-exports them) derive from it, and
// scripts/gen-validators.ts compiles it into `validateSiteProfile`, with which main checks every
// profile on load, import and save. Kept apart from the words for its problems
// (shared/site-profile.ts), which the renderer loads without TypeBox's builders.
import { Type, type Static } from '@sinclair/typebox';
import { Discriminated } from './api/schema';

/** The profile format this console reads and writes. */
export const PROFILE_VERSION = 1 as const;

/** Longest name a profile may have, in characters. */
export const MAX_PROFILE_NAME = 120;

// `not`: no user information (`http://user:pass@host`). It would never be sent, yet be kept in clear in
// the call log, exports and packs; credentials belong in `auth` (secrets store). Issue 19, finding 7.
const httpUrl = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: '^https?://[^\\s/?#]+[^\\s]*$',
  not: { pattern: '^[^:]*://[^/?#]*@' },
});
const fieldName = Type.String({ minLength: 1, maxLength: 64 });
const millis = Type.Integer({ minimum: 1, maximum: 600000 });
const prefix = Type.String({ maxLength: 512, pattern: '^(/[^\\s]*)?$' });
const closed = { additionalProperties: false } as const;

/** How the console authenticates to the site; the secret is absent where the secrets store keeps it. */
// Written as if/then on `type` rather than a union so that ajv reports the field at fault (a union
// would report that no branch matched, and shared/site-profile.ts words each problem by its field);
// Discriminated builds that if/then from the branches, whose union is the type.
const siteAuthSchema = Discriminated('type', [
  Type.Object({ type: Type.Literal('none') }),
  Type.Object({ type: Type.Literal('bearer'), token: Type.Optional(Type.String({ maxLength: 8192 })) }),
  Type.Object({
    type: Type.Literal('header'),
    name: Type.String({ minLength: 1, maxLength: 128, pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" }),
    value: Type.Optional(Type.String({ maxLength: 8192 })),
  }),
]);
/** How the console authenticates to the site; the secret is absent where the secrets store keeps it. */
export type SiteAuth = Static<typeof siteAuthSchema>;

const filePath = Type.String({ minLength: 1, maxLength: 4096 });
const passphrase = Type.Optional(Type.String({ maxLength: 1024 }));
// if/then on `type`, as for auth: ajv then names the field at fault.
const siteClientCertificateSchema = Discriminated('type', [
  Type.Object({ type: Type.Literal('pem'), certFile: filePath, keyFile: filePath, passphrase }),
  Type.Object({ type: Type.Literal('pkcs12'), file: filePath, passphrase }),
]);
/**
 * A client certificate for mutual TLS: a PEM certificate with its key, or a PKCS#12 (.p12/.pfx)
 * file. The passphrase of the key or of the PKCS#12 file is absent where the secrets store keeps it.
 */
export type SiteClientCertificate = Static<typeof siteClientCertificateSchema>;

/** TLS trust of a site profile: the site's CA and/or the pinned certificate of its services. */
const siteTlsSchema = Type.Object(
  {
    /** Path of a PEM file with the site's CA certificate(s). */
    caFile: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
    /** SHA-256 fingerprint of the services' certificate (64 hex digits, colons allowed). */
    pinSha256: Type.Optional(Type.String({ pattern: '^\\s*([0-9A-Fa-f]{2}:?){31}[0-9A-Fa-f]{2}\\s*$' })),
    /** The client certificate presented to every service of the profile that asks for one (mutual TLS). */
    clientCertificate: Type.Optional(siteClientCertificateSchema),
    /** A client certificate of one service (organization, elevator, common, gateway, intermediary), instead of the profile's. */
    serviceClientCertificates: Type.Optional(
      Type.Object(
        {
          organization: Type.Optional(siteClientCertificateSchema),
          elevator: Type.Optional(siteClientCertificateSchema),
          common: Type.Optional(siteClientCertificateSchema),
          gateway: Type.Optional(siteClientCertificateSchema),
          intermediary: Type.Optional(siteClientCertificateSchema),
        },
        closed,
      ),
    ),
  },
  closed,
);
/** TLS trust of a site profile: the site's CA and/or the pinned certificate of its services. */
export type SiteTls = Static<typeof siteTlsSchema>;

/** The field names of a site's envelope; each defaults to SITE-API.md's (message: msg, message or errMsg). */
const envelopeFieldNamesSchema = Type.Object(
  {
    /** Boolean success flag; default `success` (when absent from an answer, `code` decides). */
    success: Type.Optional(fieldName),
    /** Result code; default `code`; 0, "0" and 200 mean success. */
    code: Type.Optional(fieldName),
    /** Text for people; default the first of `msg`, `message`, `errMsg`. */
    message: Type.Optional(fieldName),
    /** The result; default `data`. */
    data: Type.Optional(fieldName),
  },
  closed,
);
/** The field names of a site's envelope; each defaults to SITE-API.md's (message: msg, message or errMsg). */
export type EnvelopeFieldNames = Static<typeof envelopeFieldNamesSchema>;

/** JSON Schema of a site profile. Secrets (`auth.token`, `auth.value`, certificate passphrases) may be absent: they live in the secrets store. */
export const siteProfileSchema = Type.Object(
  {
    /** Version of this shape; 1. */
    profileVersion: Type.Unsafe<typeof PROFILE_VERSION>({ const: PROFILE_VERSION }),
    /** Name shown to the engineer. */
    name: Type.String({ minLength: 1, maxLength: MAX_PROFILE_NAME }),
    /** Base URLs (with context path) of the services the console calls directly. */
    services: Type.Object(
      {
        /** Organization service (E1). */
        organization: httpUrl,
        /** Elevator application (E2). */
        elevator: httpUrl,
        /** Common component service (E4 zone pages); optional: lets a batch preview check floor ids. */
        common: Type.Optional(httpUrl),
      },
      closed,
    ),
    /** The gateway route: its base URL and the prefix of each service (e.g. `/gw/organization`). */
    gateway: Type.Optional(
      Type.Object({ baseUrl: httpUrl, prefixes: Type.Object({ organization: prefix, elevator: prefix }, closed) }, closed),
    ),
    /** The intermediary route (E2 only): base URL (with context path) of the intermediary component. */
    intermediary: Type.Optional(Type.Object({ baseUrl: httpUrl }, closed)),
    /** Route used when the engineer does not choose one. */
    defaultRoute: Type.Unsafe<'direct' | 'gateway' | 'intermediary'>({ enum: ['direct', 'gateway', 'intermediary'] }),
    /** Authentication; absent means none. */
    auth: Type.Optional(siteAuthSchema),
    /** Trust for https services with their own certificates (no option turns verification off). */
    tls: Type.Optional(siteTlsSchema),
    /** Names of the envelope's fields when a site uses others than SITE-API.md's. */
    envelope: Type.Optional(envelopeFieldNamesSchema),
    /** Client timeouts: to open a connection, and for a whole request. */
    timeouts: Type.Object({ connectMs: millis, requestMs: millis }, closed),
  },
  closed,
);

/** The console's connection settings for one site (the type of what siteProfileSchema accepts). */
export type SiteProfile = Static<typeof siteProfileSchema>;
