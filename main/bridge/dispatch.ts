// The one path every bridge call takes in main, whatever the transport: look up the operation,
// validate the payload against the contract's schema (the renderer is untrusted), run the handler,
// turn any failure into a BridgeError value, and record the call for diagnostics.
import { OPERATION_NAMES, type OperationName, type PayloadOf, type ResultOf, type Transport } from '../../shared/api';
import { fail, ok, toBridgeError, type BridgeError, type Result } from '../../shared/errors';
import { payloadValidators } from '../../shared/generated/payload-validators';
import { MAX_JSON_DEPTH, valueNestsDeeperThan } from '../../shared/json-limits';
import type { CallLog } from '../app/call-log';
import type { EventHub } from './event-hub';
import { monotonicMs } from '../../shared/node/clock';

/** What a handler knows about the call besides its payload. */
export interface CallContext {
  /** The transport that carried the call. */
  transport: Transport;
}

/** The handler of one operation: returns the result or throws a ConsoleError. */
export type Handler<K extends OperationName> = (payload: PayloadOf<K>, ctx: CallContext) => Promise<ResultOf<K>>;

/** One handler per operation; a missing one is a compile error. */
export type Handlers = { [K in OperationName]: Handler<K> };

/** Runs one bridge call from any transport. */
export type Dispatch = (op: string, payload: unknown, ctx: CallContext) => Promise<Result<unknown>>;

/** Whether a string names an operation of the contract. */
export const isOperationName = (op: string): op is OperationName => (OPERATION_NAMES as string[]).includes(op);

/** A payload that breaks its schema, as a BridgeError naming where and why. */
function invalidPayload(op: string, payload: unknown): BridgeError | null {
  const validate = payloadValidators[op];
  if (!validate) return { category: 'internal', code: 'NO_VALIDATOR', message: `no payload schema for ${op}` };
  if (validate(payload)) return null;
  const first = validate.errors?.[0];
  const pointer = first?.instancePath ?? '';
  const reason = first?.message ?? 'does not match the schema';
  return {
    category: 'validation',
    code: 'PAYLOAD_INVALID',
    message: `payload of ${op} is invalid at "${pointer || '/'}": ${reason}`,
    details: { op, pointer, keyword: first?.keyword ?? null, params: first?.params ?? null },
  };
}

/** Deepest result a transport carries: what came from outside is cut at MAX_JSON_DEPTH, the console's own wrapping adds a few levels. */
export const MAX_RESULT_DEPTH = MAX_JSON_DEPTH + 32;

/**
 * A result too deep to serialise (JSON.stringify and structured clone recurse, and overflow the
 * stack at a few thousand levels) becomes a `malformed` error instead of a transport failure.
 */
function bounded(op: string, result: Result<unknown>): Result<unknown> {
  if (!result.ok || !valueNestsDeeperThan(result.value, MAX_RESULT_DEPTH)) return result;
  const what = `the result of ${op}`;
  return fail({
    category: 'malformed',
    code: 'JSON_TOO_DEEP',
    message: `${what} is nested more than ${MAX_RESULT_DEPTH} levels deep and cannot be sent to the window; what it came from is not an answer the console can show`,
    details: { what, limit: MAX_RESULT_DEPTH, op },
  });
}

/**
 * Why a handler's result breaks its operation's result schema, or null when it does not. Only
 * consoles made for tests pass one (their checker runs the generated result validators): the
 * shipped console sends what its handlers return, as it always has.
 */
export type ResultCheck = (op: OperationName, value: unknown) => string | null;

/** A result that breaks its schema: a fault of the console, reported as one. */
function resultBreaksSchema(op: OperationName, why: string): Result<unknown> {
  return fail({ category: 'internal', code: 'INTERNAL_ERROR', message: `the result of ${op} breaks its schema: ${why}`, details: { op } });
}

/** Builds the dispatcher over a handler table (with `checkResult`, every result is checked against its schema). */
export function createDispatch(handlers: Handlers, log: CallLog, hub: EventHub, checkResult?: ResultCheck): Dispatch {
  return async (op, payload, ctx) => {
    const started = Date.now();
    const t0 = monotonicMs();
    let result: Result<unknown>;
    if (!isOperationName(op)) {
      result = fail({ category: 'validation', code: 'UNKNOWN_OPERATION', message: `no operation named ${op}`, details: { op } });
    } else {
      const refused = invalidPayload(op, payload);
      if (refused) {
        result = fail(refused);
      } else {
        try {
          const handler = handlers[op] as Handler<OperationName>;
          const value = await handler(payload as PayloadOf<OperationName>, ctx);
          const answer = bounded(op, ok(value));
          const broken = answer.ok && checkResult ? checkResult(op, value) : null;
          result = broken === null ? answer : resultBreaksSchema(op, broken);
        } catch (err) {
          result = fail(toBridgeError(err));
        }
      }
    }
    const rec = log.record(op, result.ok, result.ok ? null : result.error.code, started, monotonicMs() - t0);
    hub.emit('bridge:call', rec);
    return result;
  };
}
