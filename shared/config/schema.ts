/** The schema version that this parser accepts (spec section 9). */
export const SCHEMA_VERSION = 1;

/** JSON Schema of the authorization client's configuration document (spec sections 2.1–2.8). */
export const configSchema = {
  type: 'object',
} as const;
