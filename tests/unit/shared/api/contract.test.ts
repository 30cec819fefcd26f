// Generated from the contract: every operation's payload and result schema and every event's data
// schema gives values that its generated validator accepts, and, where the schema is a closed
// object, the same value with one unknown property is refused (every payload, result and event is
// one), tried on at least one drawn value; a schema with no object (a null result) refuses an object.
// A new operation is covered by adding it.
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { events, operations, type EventName, type EventOf, type OperationName, type PayloadOf } from '../../../../shared/api';
import type { SiteAuth, SiteClientCertificate } from '../../../../shared/site';
import { eventValidators } from '../../../../shared/generated/event-validators';
import { payloadValidators } from '../../../../shared/generated/payload-validators';
import { resultValidators } from '../../../../shared/generated/result-validators';
import type { GeneratedValidator } from '../../../../shared/validation';
import { arbitraryOf } from './schema-arbitrary';

const UNKNOWN_PROPERTY = 'surely_not_a_field';
const RUNS = { numRuns: 25, seed: 18 };

/** The value with one unknown property added: to the object itself, or to the first object of a list; undefined when it holds no object. */
function withUnknownProperty(value: unknown): unknown {
  const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(value)) return { ...value, [UNKNOWN_PROPERTY]: 1 };
  if (Array.isArray(value) && isObject(value[0])) return [{ ...value[0], [UNKNOWN_PROPERTY]: 1 }, ...value.slice(1)];
  return undefined;
}

/** Whether a value drawn from the schema can be an object or a list of objects: then an unknown property is tried on it. */
function holdsObjects(schema: object): boolean {
  return JSON.stringify(schema).includes('"type":"object"');
}

/**
 * The same check for a payload, a result or an event: drawn values pass, and an unknown property does
 * not (every object of the contract is closed). A schema that holds objects must have been tried with
 * an unknown property at least once; one that holds none (a null result) must refuse an object.
 */
function checkSchema(name: string, schema: object, validate: GeneratedValidator | undefined): void {
  expect(validate, `${name} has a generated validator (npm run gen)`).toBeTypeOf('function');
  const check = validate as GeneratedValidator;
  const plain = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  let refusalsTried = 0;
  fc.assert(
    fc.property(arbitraryOf(plain, name), (value) => {
      expect(check(value), `${name} accepts ${JSON.stringify(value)}: ${JSON.stringify(check.errors)}`).toBe(true);
      const extended = withUnknownProperty(value);
      if (extended === undefined) return;
      refusalsTried++;
      expect(check(extended), `${name} with an unknown property`).toBe(false);
    }),
    RUNS,
  );
  if (holdsObjects(schema)) expect(refusalsTried, `${name}: drawn values with an object to add an unknown property to`).toBeGreaterThan(0);
  else expect(check({ [UNKNOWN_PROPERTY]: 1 }), `${name} refuses an object`).toBe(false);
}

/** What the test of a schema checks, in its name. */
function refusal(schema: object): string {
  return holdsObjects(schema) ? 'refuses an unknown property' : `refuses an object (its schema is ${JSON.stringify(schema)})`;
}

describe('bridge contract, drawn from its schemas', () => {
  for (const op of Object.keys(operations) as OperationName[]) {
    it(`${op}: its validator accepts payloads built from its schema and ${refusal(operations[op].payload)}`, () => {
      const schema = operations[op].payload;
      expect((schema as { type?: unknown }).type, `${op}'s payload is an object`).toBe('object');
      expect((schema as { additionalProperties?: unknown }).additionalProperties, `${op}'s payload is closed`).toBe(false);
      checkSchema(op, schema, payloadValidators[op]);
    });
  }

  for (const op of Object.keys(operations) as OperationName[]) {
    it(`${op}: its result validator accepts results built from its schema and ${refusal(operations[op].result)}`, () => {
      checkSchema(`${op} result`, operations[op].result, resultValidators[op]);
    });
  }

  for (const name of Object.keys(events) as EventName[]) {
    it(`${name}: its validator accepts data built from its schema and ${refusal(events[name].data)}`, () => {
      checkSchema(name, events[name].data, eventValidators[name]);
    });
  }

  it('refuses what breaks a limit of the schema, as well as what it is built from', () => {
    // The drawn values stay within the limits; this shows that the limits themselves reach the validator.
    expect(payloadValidators['config:open']?.({ path: '' })).toBe(false);
    expect(payloadValidators['site:chain']?.({ id: 'A'.repeat(32) })).toBe(false);
    expect(payloadValidators['batch:start']?.({ path: '/b.csv', concurrency: 65 })).toBe(false);
    expect(payloadValidators['files:browse']?.({ extensions: ['json', 'json'] })).toBe(false);
  });

  it('derives the types that a schema says more of than TypeBox derives alone', () => {
    // Exactly one of two properties, and objects told apart by `type` (if/then for ajv): the types are the unions.
    expectTypeOf<PayloadOf<'auth:offlineApply'>>().toEqualTypeOf<{ updateCode: string } | { path: string }>();
    expectTypeOf<SiteAuth>().toEqualTypeOf<
      { type: 'none' } | { type: 'bearer'; token?: string } | { type: 'header'; name: string; value?: string }
    >();
    expectTypeOf<SiteClientCertificate>().toEqualTypeOf<
      { type: 'pem'; certFile: string; keyFile: string; passphrase?: string } | { type: 'pkcs12'; file: string; passphrase?: string }
    >();
    expectTypeOf<EventOf<'batch:progress'>['etaMs']>().toEqualTypeOf<number | null>();
  });

  it('knows only the keywords it was taught, so no schema is half-checked', () => {
    expect(() => arbitraryOf({ type: 'string', format: 'uri' }, 'x')).toThrow(/format/);
  });
});
