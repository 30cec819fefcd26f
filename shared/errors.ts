// The error that crosses the bridge, with the Result wrapper and the ConsoleError that services
// throw in main. Its schema, from which the types derive, is in api/error-schema.ts: this module
// builds none, so that what only throws or reports an error (the command line's `validate`) does
// not load the schema builder (issue 34).
import type { Static } from '@sinclair/typebox';
import type { bridgeErrorSchema, errorCategorySchema } from './api/error-schema';

/** Every broad kind of failure; the category decides how the renderer presents it and what the engineer can do next. */
export const ERROR_CATEGORIES = [
  'validation', // the request or a document breaks its schema or a rule
  'not-found', // a file, person, visitor, floor… does not exist
  'io', // the local disk refused (permissions, full disk)
  'network', // a configured address did not answer: DNS, refused, reset
  'timeout', // connecting or waiting for an answer took longer than the configured limit
  'tls', // the certificate was not trusted, did not match its pin, or the handshake failed
  'http', // an HTTP status without a usable envelope
  'envelope', // the service answered with an envelope that says it failed: the service's own code and message
  'malformed', // the answer was not JSON, or not the envelope it should be
  'usage', // the engineer asked for something that cannot be done as asked (e.g. L1 over the intermediary)
  'site', // a site service answered with a business error code
  'license', // the authorization backend refused
  'transport', // the bridge itself failed (token, origin, lost connection)
  'internal', // a fault of the console: a bug to report
] as const;

/** Broad kind of a failure; decides how the renderer presents it and what the engineer can do next. */
export type ErrorCategory = Static<typeof errorCategorySchema>;

/** An error as it crosses the bridge: a value, never a thrown Error. */
export type BridgeError = Static<typeof bridgeErrorSchema>;

/** The outcome of every bridge operation. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: BridgeError };

/** Thrown inside main by services; the bridge turns it into `{ ok: false, error }`. */
export class ConsoleError extends Error {
  readonly category: ErrorCategory;
  readonly code: string;
  readonly details?: Record<string, unknown>;

  constructor(category: ErrorCategory, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ConsoleError';
    this.category = category;
    this.code = code;
    this.details = details;
  }

  /** The value form that crosses the bridge. */
  toBridgeError(): BridgeError {
    return { category: this.category, code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

/** Wraps a value as a successful Result. */
export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** Wraps a BridgeError as a failed Result. */
export const fail = <T = never>(error: BridgeError): Result<T> => ({ ok: false, error });

/** Turns anything thrown by a handler into a BridgeError. */
export function toBridgeError(err: unknown): BridgeError {
  if (err instanceof ConsoleError) return err.toBridgeError();
  const message = err instanceof Error ? err.message : String(err);
  return { category: 'internal', code: 'INTERNAL_ERROR', message };
}
