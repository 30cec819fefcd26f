// The schema of the error that crosses the bridge (shared/errors.ts has its types, ConsoleError and
// the Result wrapper): the bridge's result schemas embed it.
import { Type } from '@sinclair/typebox';
import { ERROR_CATEGORIES } from '../error-categories';
import { Closed, Facts, OneOf } from './schema';

/** Broad kind of a failure, as a schema. */
export const errorCategorySchema = OneOf(ERROR_CATEGORIES);

/** An error as it crosses the bridge, as a schema. */
export const bridgeErrorSchema = Closed({
  /** Broad kind; see ErrorCategory. */
  category: errorCategorySchema,
  /** Stable machine code, e.g. `PAYLOAD_INVALID`; the key of the error-to-words table. */
  code: Type.String(),
  /** English technical text, for logs and for codes the words table does not know. */
  message: Type.String(),
  /** Structured facts for the words table (pointer, path, service, status…). Never secrets. */
  details: Type.Optional(Facts),
});
