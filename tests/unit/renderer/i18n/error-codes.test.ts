// Every error code that main, sim and shared can put in front of the engineer has words in both
// languages. The codes are read from the sources themselves (not listed here by hand, which is how
// BATCH_NO_ZONE_SERVICE, BATCH_ZONE_PAGE_UNUSABLE and FILE_TYPES_UNKNOWN once reached the UI with
// none): a code literal written next to an error category — `new ConsoleError('usage', 'X', …)`,
// `fail('malformed', 'X', …)`, `{ category: 'io', code: 'X' }` — and the code tables (HTTP_FAILURES,
// SITE_ERROR_CODES).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTTP_FAILURES } from '../../../../main/http/failures';
import { ERROR_CATEGORIES } from '../../../../shared/errors';
import { SITE_ERROR_CODES } from '../../../../shared/site';
import en from '../../../../renderer/i18n/en';
import zhCN from '../../../../renderer/i18n/zh-CN';

const ROOT = join(import.meta.dirname, '../../../..');

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'generated' || name === 'node_modules' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every code written beside a category in main, sim and shared, with where it was found. */
function codesInSources(): Map<string, string> {
  const category = ERROR_CATEGORIES.join('|');
  const patterns = [
    // ConsoleError('usage', 'CODE', …), fail('malformed', 'CODE', …), … ? 'not-found' : 'io', 'CODE'
    new RegExp(`'(?:${category})'\\s*,\\s*'([A-Z][A-Z0-9_]{2,})'`, 'g'),
    // { category: 'io', code: 'CODE' } and { code: 'CODE', category: … }
    new RegExp(`category:\\s*'(?:${category})'\\s*,\\s*code:\\s*'([A-Z][A-Z0-9_]{2,})'`, 'g'),
    new RegExp(`code:\\s*'([A-Z][A-Z0-9_]{2,})'\\s*,\\s*category:`, 'g'),
  ];
  const found = new Map<string, string>();
  for (const file of ['main', 'sim', 'shared'].flatMap((f) => sources(join(ROOT, f)))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) if (m[1] && !found.has(m[1])) found.set(m[1], file.slice(ROOT.length + 1));
  }
  return found;
}

describe('words for every error code', () => {
  const codes = codesInSources();

  it('finds the codes in the sources (the scan itself works)', () => {
    for (const known of ['FILE_TYPES_UNKNOWN', 'BATCH_NO_ZONE_SERVICE', 'PAYLOAD_INVALID', 'SITE_NOT_JSON']) expect([...codes.keys()], known).toContain(known);
    expect(codes.size).toBeGreaterThan(60);
  });

  it('has words in en and zh-CN for every code main, sim and shared raise', () => {
    const all = new Map([...codes, ...Object.keys(HTTP_FAILURES).map((c) => [c, 'main/http/failures.ts'] as const)]);
    const missing = [...all]
      .filter(([code]) => !(code in en.errors) || !(code in zhCN.errors))
      .map(([code, file]) => `${code} (${file}): ${code in en.errors ? '' : 'en '}${code in zhCN.errors ? '' : 'zh-CN'}`);
    expect(missing).toEqual([]);
  });

  it('has words in both languages for every code a site service answers with', () => {
    for (const code of SITE_ERROR_CODES) {
      expect(en.errors.envelope, code).toHaveProperty(code);
      expect(zhCN.errors.envelope, code).toHaveProperty(code);
    }
  });
});
