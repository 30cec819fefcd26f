// The reference site's one validator module: a single ajv (JSON Schema 2020-12) instance that knows
// the OpenAPI document (sim/openapi.json, whose component schemas are the wire format) and the data
// file's schema (sim/site-data.schema.json). Request bodies, downstream answers, fault settings and
// data files are all checked here, so the document the tests hold the services to is the very one
// the services enforce. ajv compiles at run time: the site runs in Node (CLI, tests, the console's
// main process), never under the renderer's CSP.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import openApiDocument from './openapi.json';
import siteDataSchema from './site-data.schema.json';

/** The key under which the OpenAPI document is known to ajv; the data schema refers to it relatively. */
const OPENAPI_ID = 'https://site-console.local/sim/openapi.json';

/** The OpenAPI document of the site, as loaded. */
export const openApi = openApiDocument;

/** Names of the schemas under `components.schemas` of the OpenAPI document. */
export type WireSchemaName = keyof typeof openApiDocument.components.schemas;

/**
 * One validator per way of reporting. Requests and answers stop at the first error: a body of
 * 250,000 wrong items must cost one error, not a quarter of a million (every request is someone
 * else's input). A data file is the engineer's own and gets every problem at once, so that one
 * run fixes them all; what is reported of them is capped (MAX_REPORTED_ISSUES).
 */
function createAjv(allErrors: boolean): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors, allowUnionTypes: true, verbose: true });
  // The OpenAPI document is not a schema; its top-level fields become inert keywords so that ajv
  // can hold it whole and resolve `#/components/schemas/…` pointers inside it.
  for (const keyword of Object.keys(openApiDocument)) {
    if (!ajv.RULES.keywords[keyword] && keyword !== '$schema') ajv.addKeyword({ keyword });
  }
  ajv.addSchema(openApiDocument, OPENAPI_ID);
  ajv.addSchema(siteDataSchema);
  return ajv;
}

const firstError = { ajv: createAjv(false), compiled: new Map<string, ValidateFunction>() };
const everyError = { ajv: createAjv(true), compiled: new Map<string, ValidateFunction>() };

/** How many issues are reported at most; the rest are counted. */
export const MAX_REPORTED_ISSUES = 20;

/** JSON Schema that refers to one component schema of the OpenAPI document. */
export function wireSchemaRef(name: WireSchemaName): { $ref: string } {
  return { $ref: `${OPENAPI_ID}#/components/schemas/${name}` };
}

function compileWith<T>(validator: typeof firstError, schema: object): ValidateFunction<T> {
  const key = JSON.stringify(schema);
  let validate = validator.compiled.get(key);
  if (!validate) {
    validate = validator.ajv.compile(schema);
    validator.compiled.set(key, validate);
  }
  return validate as ValidateFunction<T>;
}

/** Compiles (once) and returns a validator, stopping at the first error, for any schema this module can resolve (requests, answers). */
export function compileSchema<T = unknown>(schema: object): ValidateFunction<T> {
  return compileWith<T>(firstError, schema);
}

/** The validator of one component schema of the OpenAPI document. */
export function wireValidator<T = unknown>(name: WireSchemaName): ValidateFunction<T> {
  return compileSchema<T>(wireSchemaRef(name));
}

/** The validator of the data file's schema. */
export function siteDataValidator(): ValidateFunction {
  return compileWith(everyError, { $ref: siteDataSchema.$id });
}

/** One schema violation in words: where (a JSON pointer) and why. */
export interface SchemaIssue {
  /** JSON pointer of the offending value (`""` is the whole document). */
  pointer: string;
  /** Why it is wrong, in English, naming what is expected. */
  reason: string;
}

const describeValue = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${typeof value} ${text.slice(0, 37)}…` : `${typeof value} ${text}`;
};

const TYPE_WORDS: Record<string, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  null: 'null',
};
const typeWords = (types: string): string =>
  types
    .split(',')
    .map((t) => TYPE_WORDS[t] ?? t)
    .join(' or ');

const appendPointer = (pointer: string, key: string): string => `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * Turns ajv's errors into issues a person can act on: the pointer names the property itself for
 * missing and unknown properties, and the reason says what was expected and what was found.
 * Errors that only summarize others (oneOf/anyOf, unevaluated leftovers of a failed branch) are dropped.
 */
export function describeSchemaErrors(errors: readonly ErrorObject[] | null | undefined): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    const issue = describeSchemaError(error);
    if (!issue) continue;
    const key = `${issue.pointer}\u0000${issue.reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

function describeSchemaError(error: ErrorObject): SchemaIssue | null {
  const params = error.params as Record<string, unknown>;
  const at = error.instancePath;
  // An error inside `propertyNames` is about a key, not a value: point at the key.
  if (error.propertyName !== undefined) {
    const allowed = error.keyword === 'enum' ? `; allowed names: ${(params.allowedValues as unknown[]).join(', ')}` : '';
    return { pointer: appendPointer(at, error.propertyName), reason: `is not an allowed name here${allowed}` };
  }
  switch (error.keyword) {
    case 'required':
      return { pointer: appendPointer(at, String(params.missingProperty)), reason: 'is required but missing' };
    case 'additionalProperties': {
      const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const hint = known.length > 0 ? `; known properties here: ${known.join(', ')}` : '';
      return { pointer: appendPointer(at, String(params.additionalProperty)), reason: `is not a known property${hint}` };
    }
    case 'enum':
      return {
        pointer: at,
        reason: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}, found ${describeValue(error.data)}`,
      };
    case 'const':
      return { pointer: at, reason: `must be ${JSON.stringify(params.allowedValue)}, found ${describeValue(error.data)}` };
    case 'type':
      return { pointer: at, reason: `must be ${typeWords(String(params.type))}, found ${describeValue(error.data)}` };
    case 'minLength':
      return { pointer: at, reason: params.limit === 1 ? 'must not be empty' : `must have at least ${String(params.limit)} characters` };
    case 'propertyNames':
    case 'oneOf':
    case 'anyOf':
    case 'unevaluatedProperties':
    case 'if':
      return null;
    default:
      return { pointer: at, reason: `${error.message ?? `breaks "${error.keyword}"`}, found ${describeValue(error.data)}` };
  }
}

/** One issue as a single line: `/persons/3/personType: must be one of …`. */
export function formatSchemaIssue(issue: SchemaIssue): string {
  return `${issue.pointer === '' ? '(document)' : issue.pointer}: ${issue.reason}`;
}
