/** One error of a generated (ajv standalone) validator, as ajv reports it. */
export interface GeneratedError {
  /** JSON pointer of the value that failed. */
  instancePath: string;
  /** Pointer into the schema of the keyword that failed. */
  schemaPath: string;
  /** The JSON Schema keyword that failed, e.g. `required`, `enum`, `additionalProperties`. */
  keyword: string;
  /** Keyword-specific details, e.g. `{ missingProperty }` or `{ additionalProperty }`. */
  params: Record<string, unknown>;
  /** ajv's English message; never shown to people as is. */
  message?: string;
}

/** A validator generated at build time by scripts/gen-validators.ts. */
export interface GeneratedValidator {
  (data: unknown): boolean;
  /** The errors of the last call, or null when it passed. */
  errors?: GeneratedError[] | null;
}
