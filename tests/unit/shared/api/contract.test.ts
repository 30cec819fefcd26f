// Generated from the contract: every operation's payload schema and every event's data schema
// gives values that its generated validator accepts, and, where the schema is a closed object,
// the same value with one unknown property is refused. A new operation is covered by adding it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { events, operations, type EventName, type OperationName } from '../../../../shared/api';
import { eventValidators } from '../../../../shared/generated/event-validators';
import { payloadValidators } from '../../../../shared/generated/payload-validators';
import type { GeneratedValidator } from '../../../../shared/validation';
import { arbitraryOf } from './schema-arbitrary';

const UNKNOWN_PROPERTY = 'surely_not_a_field';
const RUNS = { numRuns: 25, seed: 18 };

/** The same check for a payload or an event: drawn values pass, an unknown property does not where the object is closed. */
function checkSchema(name: string, schema: object, validate: GeneratedValidator | undefined): void {
  expect(validate, `${name} has a generated validator (npm run gen)`).toBeTypeOf('function');
  const check = validate as GeneratedValidator;
  const plain = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  fc.assert(
    fc.property(arbitraryOf(plain, name), (value) => {
      expect(check(value), `${name} accepts ${JSON.stringify(value)}: ${JSON.stringify(check.errors)}`).toBe(true);
      if (plain.type === 'object') {
        const closed = plain.additionalProperties === false;
        expect(check({ ...(value as object), [UNKNOWN_PROPERTY]: 1 }), `${name} with an unknown property`).toBe(!closed);
      }
    }),
    RUNS,
  );
}

describe('bridge contract, drawn from its schemas', () => {
  for (const op of Object.keys(operations) as OperationName[]) {
    it(`${op}: its validator accepts payloads built from its schema and refuses an unknown property`, () => {
      const schema = operations[op].payload;
      expect((schema as { type?: unknown }).type, `${op}'s payload is an object`).toBe('object');
      expect((schema as { additionalProperties?: unknown }).additionalProperties, `${op}'s payload is closed`).toBe(false);
      checkSchema(op, schema, payloadValidators[op]);
    });
  }

  for (const name of Object.keys(events) as EventName[]) {
    it(`${name}: its validator accepts data built from its schema`, () => {
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

  it('knows only the keywords it was taught, so no schema is half-checked', () => {
    expect(() => arbitraryOf({ type: 'string', format: 'uri' }, 'x')).toThrow(/format/);
  });
});
