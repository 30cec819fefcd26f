// The error catalogue is the one source of every code's words: each entry is whole in both
// languages, its words need only the details it declares, and the code tables of the console and
// of the site (the HTTP client's failures, the license service's, the site's envelope codes) are in it.
// That a thrown ConsoleError's code and details are declared is checked by the compiler (shared/errors.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTTP_FAILURES } from '../../../../main/http/failures';
import { AUTH_ERROR_CODES, OFFLINE_ACTIVATION_ERROR_CODES } from '../../../../shared/auth';
import { AUTH_SERVICE_ERROR_CODES } from '../../../../shared/auth-service';
import {
  GUIDE_PAGES,
  catalogueEntries,
  catalogueEntry,
  closestCodes,
  errorWords,
  errorWordsInEvery,
  isErrorCode,
} from '../../../../shared/catalogue';
import { ERROR_CATEGORIES } from '../../../../shared/errors';
import { SITE_ERROR_CODES } from '../../../../shared/site';

const ROOT = join(import.meta.dirname, '../../../..');
const placeholders = (words: string): string[] => [...new Set([...words.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

describe('the error catalogue', () => {
  const entries = catalogueEntries();

  it('declares each console code once, with a known category and words in en and zh-CN', () => {
    expect(entries.length).toBeGreaterThan(200);
    const own = entries.filter((e) => e.source === 'console').map((e) => e.code);
    expect(new Set(own).size).toBe(own.length);
    for (const entry of entries) {
      expect(ERROR_CATEGORIES, entry.code).toContain(entry.category);
      expect(entry.words.en.length, entry.code).toBeGreaterThan(10);
      expect(entry.words['zh-CN'], entry.code).toMatch(/[\u4e00-\u9fff]/);
      // Both languages are filled from the same details.
      expect(placeholders(entry.words['zh-CN']), entry.code).toEqual(placeholders(entry.words.en));
    }
  });

  it('explains every entry in en and zh-CN: 1 to 4 causes and next steps, no placeholders, and a guide page', () => {
    const problems: string[] = [];
    for (const entry of entries) {
      const where = `${entry.source} ${entry.code}`;
      if (!(GUIDE_PAGES as readonly string[]).includes(entry.guide)) problems.push(`${where}: guide ${entry.guide}`);
      for (const language of ['en', 'zh-CN'] as const) {
        for (const part of ['causes', 'next'] as const) {
          const texts = entry.explain[language][part];
          if (texts.length < 1 || texts.length > 4) problems.push(`${where}: ${texts.length} ${language} ${part}`);
          for (const text of texts) {
            // The explanation is read as it is: nothing in it is filled from a failure's details.
            if (text.includes('{') || text.trim().length < (language === 'en' ? 8 : 3))
              problems.push(`${where}: ${language} ${part} “${text}”`);
            if (language === 'zh-CN' && !/[\u4e00-\u9fff]/.test(text)) problems.push(`${where}: zh-CN ${part} not Chinese “${text}”`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(catalogueEntry('PERSON_NOT_FOUND')?.guide).toBe('visitor-floors');
    expect(catalogueEntry('SECRETS_LOCKED')?.explain['zh-CN'].next.join('')).toContain('口令');
  });

  it('has the codes of every code table: HTTP failures, the license service, the site envelope', () => {
    const refusals = AUTH_SERVICE_ERROR_CODES.filter((c) => c !== 'INVALID_REQUEST' && c !== 'INTERNAL_ERROR');
    for (const code of [...Object.keys(HTTP_FAILURES), ...AUTH_ERROR_CODES, ...OFFLINE_ACTIVATION_ERROR_CODES, ...refusals])
      expect(isErrorCode(code), code).toBe(true);
    for (const code of SITE_ERROR_CODES) expect(catalogueEntry(code)?.source === 'site' || isErrorCode(code), code).toBe(true);
  });

  it('has every code a BridgeError literal names in main, preload, renderer and sim (the rest is typed)', () => {
    const sources = (folder: string): string[] =>
      readdirSync(folder).flatMap((name) => {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) return name === 'generated' || name === 'node_modules' ? [] : sources(path);
        return /\.(ts|vue)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
      });
    const literal = new RegExp(
      `(?:category:\\s*'(?:${ERROR_CATEGORIES.join('|')})'\\s*,\\s*code|code):\\s*'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'`,
      'g',
    );
    const missing: string[] = [];
    let seen = 0;
    for (const file of ['main', 'preload', 'renderer'].flatMap((f) => sources(join(ROOT, f)))) {
      for (const m of readFileSync(file, 'utf8').matchAll(literal)) {
        seen += 1;
        if (!catalogueEntry(m[1]!)) missing.push(`${m[1]} (${file.slice(ROOT.length + 1)})`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('says a code in the words of its place: an HTTP failure of the license server names selfhosted.baseUrl', () => {
    const failure = {
      category: 'network',
      code: 'HTTP_DNS',
      message: 'no such name',
      details: { host: 'lic.local', method: 'POST', url: 'http://lic.local/' },
    };
    expect(errorWords(failure, 'en')).toContain('profile');
    expect(errorWords(failure, 'en', 'licenseServer')).toContain('selfhosted.baseUrl');
    expect(errorWords(failure, 'zh-CN', 'licenseServer')).toContain('selfhosted.baseUrl');
  });

  it("keeps a site's envelope codes apart from the console's: the site's INTERNAL_ERROR is the site's", () => {
    const site = errorWordsInEvery({
      category: 'envelope',
      code: 'INTERNAL_ERROR',
      message: 'boom',
      details: { siteMessage: 'db down', route: 'direct' },
    });
    expect(site.en).toContain('db down');
    expect(errorWords({ category: 'internal', code: 'INTERNAL_ERROR', message: 'boom' }, 'en')).toContain('console');
    expect(errorWords({ category: 'envelope', code: 'WEIRD_CODE', message: '', details: { siteMessage: 'eh' } }, 'zh-CN')).toContain(
      'WEIRD_CODE',
    );
  });

  it('says an unknown code with its code and message rather than nothing', () => {
    const words = errorWordsInEvery({ category: 'internal', code: 'NOT_A_CODE', message: 'what happened' });
    expect(words.en).toContain('NOT_A_CODE');
    expect(words['zh-CN']).toContain('what happened');
  });

  it('names the closest codes to a mistyped one', () => {
    expect(closestCodes('HTTP_REFUSD')[0]).toBe('HTTP_REFUSED');
    expect(closestCodes('person-not-found')).toContain('PERSON_NOT_FOUND');
    expect(closestCodes('TLS_PIN')).toContain('HTTP_TLS_PIN_MISMATCH');
  });
});
