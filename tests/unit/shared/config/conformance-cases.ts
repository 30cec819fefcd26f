// The configuration conformance cases' documents and checks (spec 2.1–2.8 and 9): each case states the
// verdict and every error exactly (rule, pointer, line, column, in order); positions are given as a
// snippet of the document, located by plain text search.
import { expect } from 'vitest';
import { checkConfigText } from '../../../../shared/config/check';
import type { ConfigRuleId } from '../../../../shared/config/rules';
import { baseDocument, positionOf, pretty } from './helpers';

/** rule, pointer, snippet whose `^` (or first character) is the reported position, occurrence. */
export type Expected = [rule: ConfigRuleId, pointer: string, at: string, nth?: number];

/** A document and what the checker must say of it. */
export interface Case {
  name: string;
  text: string;
  valid: boolean;
  errors?: Expected[];
  /** When given, the warnings too are asserted exactly. */
  warnings?: Expected[];
}

/** The base document with `patch` applied and the keys of `drop` removed, pretty-printed. */
export const doc = (patch: Record<string, unknown> = {}, drop: string[] = []): string => {
  const d = { ...baseDocument(), ...patch };
  for (const key of drop) delete d[key];
  return pretty(d);
};
/** The base document with this licensevendor section. */
export const lv = (licensevendor: unknown): string => doc({ licensevendor });
/** A selfhosted document with this selfhosted section. */
export const sh = (selfhosted: unknown): string => doc({ provider: 'selfhosted', selfhosted }, ['licensevendor']);
/** A floating document with this floating section. */
export const fl = (floating: unknown): string => doc({ scenario: 'floating', floating });
/** The base document with this wharf section. */
export const wh = (wharf: unknown): string => doc({ wharf });
/** A school document with this school section. */
export const sc = (school: unknown): string => doc({ scenario: 'school', school });
/** The base document with these features. */
export const ft = (features: unknown): string => doc({ features });

type Findings = ReturnType<typeof checkConfigText>['errors'];
const got = (list: Findings) => list.map((f) => ({ rule: f.rule, pointer: f.pointer, line: f.line, column: f.column }));

/** Checks a conformance case: its verdict, and its errors (and warnings, when given) exactly. */
export function expectConformance({ text, valid, errors, warnings }: Case): void {
  const report = checkConfigText(text);
  const where = (list: Expected[]) =>
    list.map(([rule, pointer, at, nth]) => ({ rule, pointer, ...(at === '' ? { line: 1, column: 1 } : positionOf(text, at, nth ?? 0)) }));
  expect(report.valid).toBe(valid);
  expect(report.errors.length === 0).toBe(valid);
  if (errors) expect(got(report.errors)).toEqual(where(errors));
  if (warnings) expect(got(report.warnings)).toEqual(where(warnings));
}

/** Checks a warning case: its verdict, its errors when given, and its warnings exactly, each of severity warning. */
export function expectWarnings({ text, valid, errors, warnings }: Case): void {
  const report = checkConfigText(text);
  const where = (list: Expected[]) => list.map(([rule, pointer, at, nth]) => ({ rule, pointer, ...positionOf(text, at, nth ?? 0) }));
  expect(report.valid).toBe(valid);
  if (errors) expect(got(report.errors)).toEqual(where(errors));
  expect(got(report.warnings)).toEqual(where(warnings ?? []));
  for (const w of report.warnings) expect(w.severity).toBe('warning');
}

/** Every finding of every case has a plain message in both languages and a range inside the text. */
export function expectPlainFindings(cases: readonly Case[]): void {
  for (const { text } of cases) {
    const report = checkConfigText(text);
    for (const f of [...report.errors, ...report.warnings]) {
      expect(f.message.en.length, f.rule).toBeGreaterThan(20);
      expect(f.message['zh-CN'], f.rule).toMatch(/[\u4e00-\u9fff]/);
      for (const words of [f.message.en, f.message['zh-CN']])
        expect(words, f.rule).not.toMatch(/undefined|NaN|\[object|must NOT|must be equal/);
      expect(f.range.from).toBeLessThanOrEqual(f.range.to);
      expect(f.range.to).toBeLessThanOrEqual(text.length);
    }
  }
}
