// The building blocks of the bridge contract. Each payload, result and event is written once, as a
// TypeBox schema: plain JSON Schema (what scripts/gen-validators.ts compiles with ajv) from which
// its TypeScript type derives with `Static`. Only TypeBox's type builders are used here, never its
// run-time compiler (the renderer's CSP has no 'unsafe-eval'; the generated validators check).
import { Type, type Static, type TObject, type TProperties, type TSchema, type TUnion, type TUnsafe } from '@sinclair/typebox';
import type { Language } from '../language';

/** A JSON Schema (draft 2020-12 subset that ajv understands) for one payload. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** Run-time description of one operation. */
export interface OperationSpec {
  /** What it does, for people reading the contract. */
  summary: string;
  /** JSON Schema of the payload; main refuses any payload that breaks it. */
  payload: TSchema;
  /**
   * JSON Schema of the result; its type is what the renderer receives. Checked where a console is
   * made with `checkResult` (the tests), not in the shipped console, which must not turn a result
   * it already has into a failure.
   */
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
export const OneOf = <const T extends readonly (string | null)[]>(values: T): TUnsafe<T[number]> =>
  Type.Unsafe<T[number]>({ enum: [...values] });

/** The schema given, or null. */
export const OrNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An object with exactly these properties (those not wrapped in Type.Optional required) and no other. */
export const Closed = <P extends TProperties>(properties: P): TObject<P> => Type.Object(properties, { additionalProperties: false });

/** Facts for logs and the words table: any JSON object (never secrets). */
export const Facts = Type.Record(Type.String(), Type.Unknown());

/** A text in every language the console speaks. */
export const Localized = Closed({ 'zh-CN': Type.String(), en: Type.String() });
/** True when A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Localized must name exactly LocalizedText's languages: this fails to compile when a language is added without it.
const _localizedIsLocalizedText: Same<Static<typeof Localized>, Record<Language, string>> = true;

/** The union of one-property objects: `{ a: A } | { b: B }` for `{ a: A, b: B }`. */
type OnePropertyOf<P extends TProperties> = { [K in keyof P]: { [Q in K]: Static<P[Q]> } }[keyof P];

/**
 * An object with exactly one of the properties given. The schema says it to ajv as one closed
 * object whose properties are all optional, with minProperties and maxProperties 1 (so a field's
 * limits stay at `properties.<name>`, where renderer/input-limits.ts reads them, and ajv names the
 * property at fault); the type, derived from the same properties, is the union of one-property objects.
 */
export const ExactlyOneOf = <P extends TProperties>(properties: P): TUnsafe<OnePropertyOf<P>> =>
  Type.Unsafe<OnePropertyOf<P>>(
    Type.Object(Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)])), {
      additionalProperties: false,
      minProperties: 1,
      maxProperties: 1,
    }),
  );

/**
 * Objects told apart by the constant of one property (`type: 'none' | 'bearer' | …`), each closed.
 * The schema is if/then on that property rather than a union, so that ajv reports the field at
 * fault in the branch that applies (a union reports only that no branch matched); the type,
 * derived from the same branches, is their union.
 */
export function Discriminated<K extends string, B extends TObject[]>(key: K, branches: [...B]): TUnsafe<Static<TUnion<B>>> {
  const valueOf = (branch: TObject): unknown => (branch.properties[key] as { const?: unknown } | undefined)?.const;
  return Type.Unsafe<Static<TUnion<B>>>({
    type: 'object',
    required: [key],
    properties: { [key]: { enum: branches.map(valueOf) } },
    allOf: branches.map((branch) => {
      const required = (branch.required ?? []).filter((name) => name !== key);
      const { [key]: _discriminator, ...others } = branch.properties;
      return {
        if: { properties: { [key]: { const: valueOf(branch) } } },
        then: { additionalProperties: false, ...(required.length > 0 ? { required } : {}), properties: { [key]: true, ...others } },
      };
    }),
  });
}

/** One operation: its summary, payload schema and result schema. */
export const operation = <P extends TSchema, R extends TSchema>(summary: string, payload: P, result: R) => ({ summary, payload, result });

/** One event: its summary and data schema. */
export const event = <D extends TSchema>(summary: string, data: D) => ({ summary, data });

/** The TypeScript type a schema describes. */
export type TypeOf<T extends TSchema> = Static<T>;
