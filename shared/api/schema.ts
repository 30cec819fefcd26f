// The building blocks of the bridge contract. Each payload, result and event is written once, as a
// TypeBox schema: plain JSON Schema (what scripts/gen-validators.ts compiles with ajv) from which
// its TypeScript type derives with `Static`. Only TypeBox's type builders are used here, never its
// run-time compiler (the renderer's CSP has no 'unsafe-eval'; the generated validators check).
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** A JSON Schema (draft 2020-12 subset that ajv understands) for one payload. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** Run-time description of one operation. */
export interface OperationSpec {
  /** What it does, for people reading the contract. */
  summary: string;
  /** JSON Schema of the payload; main refuses any payload that breaks it. */
  payload: TSchema;
  /** JSON Schema of the result; its type is what the renderer receives (not checked at run time). */
  result: TSchema;
}

/** Run-time description of one event. */
export interface EventSpec {
  /** What it announces. */
  summary: string;
  /** JSON Schema of its data; the contract tests check real events against it. */
  data: TSchema;
}

/** The payload of an operation that takes nothing: an object with no property at all. */
export const Empty: TUnsafe<Record<string, never>> = Type.Unsafe<Record<string, never>>(Type.Object({}, { additionalProperties: false }));

/** An absolute path as the bridge carries it. */
export const Path = Type.String({ minLength: 1, maxLength: 4096 });

/** One of the strings given, as a JSON Schema `enum` (TypeBox's own unions write `anyOf` of `const`). */
export const OneOf = <const T extends readonly (string | null)[]>(values: T): TUnsafe<T[number]> => Type.Unsafe<T[number]>({ enum: [...values] });

/** The schema given, or null. */
export const OrNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A value whose type is written in TypeScript elsewhere in shared/ (results that main builds and
 * the renderer reads; no JSON Schema of them exists, as none is checked at run time).
 */
export const Typed = <T>(): TUnsafe<T> => Type.Unsafe<T>({});

/** One operation: its summary, payload schema and result schema. */
export const operation = <P extends TSchema, R extends TSchema>(summary: string, payload: P, result: R) => ({ summary, payload, result });

/** One event: its summary and data schema. */
export const event = <D extends TSchema>(summary: string, data: D) => ({ summary, data });

/** The TypeScript type a schema describes. */
export type TypeOf<T extends TSchema> = Static<T>;
