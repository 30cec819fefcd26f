// Values built from a JSON Schema, as fast-check arbitraries: the contract test draws payloads,
// results and event data from each schema of the contract, so that a new operation is tested without anyone
// writing its example. Only the keywords the contract uses are known; any other one throws, so a
// schema that outgrows this builder fails the test instead of being half-checked.
import fc from 'fast-check';

type Schema = Readonly<Record<string, unknown>> | boolean;

const KNOWN = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'minProperties',
  'maxProperties',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'enum',
  'const',
  'anyOf',
  'description',
  // Facts (any JSON object): TypeBox's Record of string keys, `patternProperties: { '^(.*)$': … }`.
  'patternProperties',
  // A string that must not match a pattern (the site profile's URLs: no user information).
  'not',
  // Objects told apart by one property (Discriminated in shared/api/schema.ts: the site profile's auth).
  'allOf',
]);

/** Longest string and array drawn: the limits of the contract go up to megabytes, the examples need not. */
const DRAWN_LENGTH = 24;

/** An arbitrary of the values `schema` accepts (for the keywords above). */
export function arbitraryOf(schema: Schema, where = '#'): fc.Arbitrary<unknown> {
  if (schema === true || (typeof schema === 'object' && Object.keys(schema).length === 0)) return fc.jsonValue();
  if (schema === false) throw new Error(`${where}: a false schema accepts nothing`);
  const unknown = Object.keys(schema).filter((k) => !KNOWN.has(k));
  if (unknown.length > 0)
    throw new Error(`${where}: keyword(s) ${unknown.join(', ')} unknown to tests/unit/shared/api/schema-arbitrary.ts; teach it them`);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.allOf)) return discriminatedOf(schema, where);
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map((s, i) => arbitraryOf(s, `${where}/anyOf/${i}`)));
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type }, where)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: (schema.minimum as number | undefined) ?? -1e6, max: (schema.maximum as number | undefined) ?? 1e6 });
    case 'number':
      return fc.double({
        min: (schema.minimum as number | undefined) ?? -1e6,
        max: (schema.maximum as number | undefined) ?? 1e6,
        noNaN: true,
      });
    case 'string':
      return stringOf(schema);
    case 'array':
      return arrayOf(schema, where);
    case 'object':
      return objectOf(schema, where);
    default:
      throw new Error(`${where}: no type, enum, const or anyOf`);
  }
}

function stringOf(schema: Readonly<Record<string, unknown>>): fc.Arbitrary<string> {
  const not = schema.not as Readonly<Record<string, unknown>> | undefined;
  if (not !== undefined) {
    if (Object.keys(not).join() !== 'pattern') throw new Error(`not ${JSON.stringify(not)}: only "not a pattern" is known`);
    const { not: _not, ...rest } = schema;
    return stringOf(rest).filter((s) => !new RegExp(not.pattern as string, 'u').test(s));
  }
  const minLength = (schema.minLength as number | undefined) ?? 0;
  if (typeof schema.pattern === 'string') {
    // The pattern says the length; only the schema's own limits are applied on top.
    const longest = (schema.maxLength as number | undefined) ?? Infinity;
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => s.length >= minLength && s.length <= longest);
  }
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? DRAWN_LENGTH, minLength + DRAWN_LENGTH);
  return fc.string({ minLength, maxLength, unit: 'binary' });
}

function arrayOf(schema: Readonly<Record<string, unknown>>, where: string): fc.Arbitrary<unknown[]> {
  const items = arbitraryOf((schema.items as Schema | undefined) ?? true, `${where}/items`);
  const minLength = (schema.minItems as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxItems as number | undefined) ?? 5, minLength + 5);
  return schema.uniqueItems === true
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
    : fc.array(items, { minLength, maxLength });
}

function objectOf(schema: Readonly<Record<string, unknown>>, where: string): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  const missing = required.filter((key) => !(key in properties));
  if (missing.length > 0) throw new Error(`${where}: required ${missing.join(', ')} without a schema`);
  const named = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, arbitraryOf(s, `${where}/properties/${key}`)])),
    { requiredKeys: required },
  );
  const patterns = Object.entries((schema.patternProperties as Record<string, Schema> | undefined) ?? {});
  if (patterns.some(([pattern]) => pattern !== '^(.*)$')) throw new Error(`${where}: only patternProperties '^(.*)$' (any key) is known`);
  const record =
    patterns.length === 0
      ? named
      : fc
          .tuple(
            fc.dictionary(fc.string({ maxLength: 8 }), arbitraryOf(patterns[0]![1], `${where}/patternProperties`), { maxKeys: 3 }),
            named,
          )
          .map(([any, known]) => ({ ...any, ...known }));
  const min = (schema.minProperties as number | undefined) ?? 0;
  const max = (schema.maxProperties as number | undefined) ?? Infinity;
  return min > 0 || max < Infinity
    ? record.filter((value) => Object.keys(value).length >= min && Object.keys(value).length <= max)
    : record;
}

/**
 * Objects told apart by one property's constant, written as `allOf` of `if: { properties: { k: { const } } }`
 * and `then` (how shared/api/schema.ts's Discriminated writes them): one branch drawn per constant.
 */
function discriminatedOf(schema: Readonly<Record<string, unknown>>, where: string): fc.Arbitrary<unknown> {
  const { allOf, ...base } = schema as { allOf: Array<Record<string, unknown>> } & Record<string, unknown>;
  const baseProperties = (base.properties as Record<string, Schema> | undefined) ?? {};
  const branches = allOf.map((entry, i) => {
    const unknown = Object.keys(entry).filter((k) => k !== 'if' && k !== 'then');
    const condition = Object.entries(
      ((entry.if as Record<string, unknown> | undefined)?.properties as Record<string, { const?: unknown }> | undefined) ?? {},
    );
    if (unknown.length > 0 || condition.length !== 1 || !entry.then)
      throw new Error(`${where}/allOf/${i}: only if/then on one property's const is known`);
    const [key, { const: value }] = condition[0]!;
    const then = entry.then as Record<string, unknown>;
    const properties = Object.fromEntries(
      Object.entries((then.properties as Record<string, Schema> | undefined) ?? {}).map(([name, s]) => [
        name,
        name === key ? { const: value } : s === true ? (baseProperties[name] ?? true) : s,
      ]),
    );
    const required = [...new Set([...((base.required as string[] | undefined) ?? []), ...((then.required as string[] | undefined) ?? [])])];
    return arbitraryOf(
      { type: 'object', properties, required, ...(then.additionalProperties === false ? { additionalProperties: false } : {}) },
      `${where}/allOf/${i}`,
    );
  });
  return fc.oneof(...branches);
}
