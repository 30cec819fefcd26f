// A field's limits come from the contract's schema of the operation it feeds, never from a number
// copied here: when the contract changes, the field follows, and a value the bridge would refuse
// as an "invalid payload" never leaves the field.
import { operations, type OperationName } from '../shared/api';

/** What a field may hold, as the contract's payload schema says. */
export interface FieldLimits {
  maxLength?: number;
  pattern?: RegExp;
}

type SchemaNode = { properties?: Record<string, SchemaNode>; maxLength?: unknown; pattern?: unknown; anyOf?: SchemaNode[] };

/** The limits of one payload property of an operation (looked up in its JSON Schema). */
export function fieldLimits(operation: OperationName, property: string): FieldLimits {
  const payload = (operations[operation] as { payload: SchemaNode }).payload;
  const node = payload.properties?.[property];
  const candidates = node ? [node, ...(node.anyOf ?? [])] : [];
  const limits: FieldLimits = {};
  for (const schema of candidates) {
    if (typeof schema.maxLength === 'number' && limits.maxLength === undefined) limits.maxLength = schema.maxLength;
    if (typeof schema.pattern === 'string' && limits.pattern === undefined) limits.pattern = new RegExp(schema.pattern, 'u');
  }
  return limits;
}

/** Why a value breaks the limits (an i18n key and its parameters), or null when it fits. */
export function limitProblem(value: string, limits: FieldLimits): { key: string; params: Record<string, unknown> } | null {
  if (limits.maxLength !== undefined && value.length > limits.maxLength)
    return { key: 'limits.tooLong', params: { max: limits.maxLength, n: value.length } };
  if (limits.pattern && value !== '' && !limits.pattern.test(value)) return { key: 'limits.pattern', params: {} };
  return null;
}
