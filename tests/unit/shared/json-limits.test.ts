import { describe, expect, it } from 'vitest';
import { JsonLimitError, nestsDeeperThan, parseBoundedJson, valueNestsDeeperThan } from '../../../shared/json-limits';

const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('bounded JSON', () => {
  it('parses up to the depth limit and refuses one level more, before parsing', () => {
    expect(parseBoundedJson(nested(64))).toBeInstanceOf(Array);
    expect(() => parseBoundedJson(nested(65))).toThrow(JsonLimitError);
    expect(() => parseBoundedJson(`{"a":${nested(1_000_000)}}`)).toThrow(/more than 64 levels deep/);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ s: '[[[[[[[[[[{{{{{{{{\\"[[[[[[', t: '"\\' });
    expect(nestsDeeperThan(text, 1)).toBe(false);
    expect(parseBoundedJson(text, { maxDepth: 1 })).toMatchObject({ s: expect.any(String) });
  });

  it('counts depth, not brackets: a long shallow answer parses, a deep one among many brackets is refused', () => {
    const shallow = JSON.stringify({ list: Array.from({ length: 5_000 }, (_, i) => ({ id: `Z${i}`, floors: [i] })) });
    expect((parseBoundedJson(shallow) as { list: unknown[] }).list).toHaveLength(5_000);
    expect(() => parseBoundedJson(`[${shallow},${nested(64)}]`)).toThrow(JsonLimitError);
  });

  it('refuses text over its size limit, and still throws SyntaxError for what is not JSON', () => {
    expect(() => parseBoundedJson('"abcdef"', { maxChars: 4 })).toThrow(/larger than 4 characters/);
    expect(() => parseBoundedJson('{nope')).toThrow(SyntaxError);
  });

  it('measures a value’s depth without recursion', () => {
    let deep: unknown[] = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(valueNestsDeeperThan(deep, 96)).toBe(true);
    expect(valueNestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(valueNestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
  });
});
