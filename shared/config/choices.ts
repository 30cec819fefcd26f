// The document's fixed choices and its format's version, apart from the schema that states them:
// the templates (the console's first view) need these few words, not the whole schema, which the
// editor and the validators read (schema.ts).

/** The schema version that this parser accepts (spec section 9). */
export const SCHEMA_VERSION = 1;

/** Backends the authorization client can use (spec 2.1 `provider`). */
export const PROVIDERS = ['licensevendor', 'selfhosted'] as const;

/** Business scenarios (spec 2.1 `scenario`). */
export const SCENARIOS = ['wharf', 'school', 'floating'] as const;

/** Authorization topologies of the wharf scenario (spec 2.5 `topology`). */
export const WHARF_TOPOLOGIES = ['cloud', 'group', 'local_float'] as const;

/** Backend the client talks to. */
export type Provider = (typeof PROVIDERS)[number];
/** Business scenario of the document. */
export type Scenario = (typeof SCENARIOS)[number];
/** Topology hint of the wharf scenario. */
export type WharfTopology = (typeof WHARF_TOPOLOGIES)[number];
