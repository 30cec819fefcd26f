// The error that crosses the bridge, with the Result wrapper and the ConsoleError that services
// throw in main. Its schema, from which the types derive, is in api/error-schema.ts: this module
// builds none, so that what only throws or reports an error (the command line's `validate`) does
// not load the schema builder (issue 34).
import type { Static } from '@sinclair/typebox';
import type { bridgeErrorSchema } from './api/error-schema';
import type { DetailNamesOf, DetailsOf, ErrorCode } from './catalogue/words';
import type { ErrorCategory } from './error-categories';

export { ERROR_CATEGORIES, type ErrorCategory } from './error-categories';

/** An error as it crosses the bridge: a value, never a thrown Error. */
export type BridgeError = Static<typeof bridgeErrorSchema>;

/** The outcome of every bridge operation. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: BridgeError };

/** The details a ConsoleError of code C carries: optional when its words need none. */
type DetailsArgument<C extends ErrorCode> = [DetailNamesOf<C>] extends [never] ? [details?: DetailsOf<C>] : [details: DetailsOf<C>];

/**
 * Thrown inside main by services; the bridge turns it into `{ ok: false, error }`. Typed by code: a
 * code the catalogue (shared/catalogue) does not declare, or a detail its words need, does not compile.
 */
export class ConsoleError<C extends ErrorCode = ErrorCode> extends Error {
  readonly category: ErrorCategory;
  readonly code: C;
  readonly details?: Record<string, unknown>;

  constructor(category: ErrorCategory, code: C, message: string, ...[details]: DetailsArgument<C>) {
    super(message);
    this.name = 'ConsoleError';
    this.category = category;
    this.code = code;
    this.details = details;
  }

  /**
   * A failure decided by a lower layer (a call's, a read's, a limit's) carried on with a message of
   * this layer: its code is already one of the catalogue's, but only as a string.
   */
  static relayed(
    failure: { category: ErrorCategory; code: string; details?: Record<string, unknown> },
    message: string,
    details?: Record<string, unknown>,
  ): ConsoleError {
    // The same details object when nothing is added: a lower layer may keep a fact on it that does not enumerate (an HTTP answer's head).
    return new ConsoleError(
      failure.category,
      failure.code as ErrorCode,
      message,
      (details ? { ...failure.details, ...details } : failure.details) as never,
    );
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
