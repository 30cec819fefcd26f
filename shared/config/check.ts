// The one entry point that checks a configuration text: parse → duplicate keys → generated ajv
// validation → warnings → positions and words. It runs on every keystroke in the editor, so a
// clean document costs JSON.parse, one duplicate-key count and the validator, and nothing that
// depends on positions; line, column and range are worked out only for what is reported.
import { validateConfigDocument } from '../generated/config-validator';
import { takeCensus } from './census';
import { hasDuplicateKeys, LineIndex, locatePointers, type LineColumn, type LocatedPointer, type TextRange } from './json-text';
import { describeProblem } from './messages';
import { CONFIG_RULES } from './rules';
import { schemaFindings, type PendingFinding } from './schema-findings';
import { findDuplicateKeysUpTo, findSyntaxError, type DuplicateKey } from './syntax';
import type { ConfigDocument, ConfigFinding, ConfigReport } from './types';
import { collectWarnings } from './warnings';

/**
 * At most this many errors and this many warnings are listed; the rest are only counted. A document
 * of 700,000 repeated keys must cost a count, not gigabytes of findings and seconds of main's time.
 */
export const MAX_REPORTED_FINDINGS = 1000;
/** Raw validator errors turned into findings at most; one cause often has several. */
const MAX_VALIDATOR_ERRORS = MAX_REPORTED_FINDINGS * 4;

/**
 * Checks a configuration text against spec 2.1–2.8 and 9: the verdict, and the errors and warnings (the first
 * MAX_REPORTED_FINDINGS of each, with their counts).
 */
export function checkConfigText(text: string): ConfigReport {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return notJson(text, e instanceof Error ? e.message : '');
  }
  const census = takeCensus(value);
  // The census's count is exact for a clean document; when it disagrees with the text, the exact
  // count of the whole value (a few ms on a megabyte) decides before the slow search for the keys.
  const repeats = hasDuplicateKeys(text, value, census.colons) && hasDuplicateKeys(text, value);
  const { found: duplicates, total: duplicateCount } = repeats
    ? findDuplicateKeysUpTo(text, MAX_REPORTED_FINDINGS)
    : { found: [], total: 0 };
  const schemaValid = validateConfigDocument(value);
  const raw = schemaValid ? [] : (validateConfigDocument.errors ?? []);
  const allPending = raw.length === 0 ? [] : schemaFindings(raw.slice(0, MAX_VALIDATOR_ERRORS), value);
  // Beyond the raw errors turned into findings, each raw error counts as one more.
  const pendingCount = allPending.length + Math.max(0, raw.length - MAX_VALIDATOR_ERRORS);
  const pending = allPending.slice(0, MAX_REPORTED_FINDINGS);
  const allAdvice = collectWarnings(value, census.unnamedFeatures);
  const advice = allAdvice.slice(0, MAX_REPORTED_FINDINGS);
  const valid = schemaValid && duplicateCount === 0;
  const document = valid ? (value as ConfigDocument) : null;
  const counts = { errorCount: duplicateCount + pendingCount, warningCount: allAdvice.length };
  if (duplicates.length === 0 && pending.length === 0 && advice.length === 0)
    return { valid, parsed: true, value, document, errors: [], warnings: [], ...counts };

  const anchors = [...pending, ...advice].flatMap((f) => ancestry(f.anchor.pointer));
  const located = locatePointers(text, anchors, duplicates.length === 0);
  const errors = [...duplicateFindings(text, duplicates), ...pending.map((f) => placeFinding(located, f))];
  return {
    valid,
    parsed: true,
    value,
    document,
    errors: inTextOrder(errors).slice(0, MAX_REPORTED_FINDINGS),
    warnings: inTextOrder(advice.map((f) => placeFinding(located, f))),
    ...counts,
  };
}

function duplicateFindings(text: string, duplicates: readonly DuplicateKey[]): ConfigFinding[] {
  if (duplicates.length === 0) return [];
  const lines = new LineIndex(text);
  return duplicates.map((d) => ({
    severity: 'error',
    rule: 'json.duplicate-key',
    pointer: d.pointer,
    ...lines.at(d.range.from),
    range: d.range,
    message: describeProblem({ kind: 'duplicate-key', key: d.key, firstLine: lines.at(d.firstOffset).line }),
  }));
}

function notJson(text: string, parseMessage: string): ConfigReport {
  const failure = findSyntaxError(text, parseMessage);
  const lines = new LineIndex(text);
  const { line, column } = lines.at(failure.range.from);
  const token = failure.opensAt === undefined ? failure.token : String(lines.at(failure.opensAt).line);
  const error: ConfigFinding = {
    severity: 'error',
    rule: 'json.syntax',
    pointer: '',
    line,
    column,
    range: failure.range,
    message: describeProblem({ kind: 'syntax', problem: failure.problem, token }),
  };
  return { valid: false, parsed: false, value: undefined, document: null, errors: [error], warnings: [], errorCount: 1, warningCount: 0 };
}

/** A pointer and all its parents: if a pointer cannot be found, its nearest parent is marked. */
function ancestry(pointer: string): string[] {
  const out = [pointer];
  for (let cut = pointer.lastIndexOf('/'); cut > 0; cut = pointer.lastIndexOf('/', cut - 1)) out.push(pointer.slice(0, cut));
  if (pointer !== '') out.push('');
  return out;
}

/** Where a finding goes: its anchor's key, value or first character, or, if the anchor cannot be found, its nearest parent's. */
function placeFinding(located: Map<string, LocatedPointer>, f: PendingFinding): ConfigFinding {
  let pointer = f.anchor.pointer;
  let range: TextRange = { from: 0, to: 0 };
  let start: LineColumn = { line: 1, column: 1 };
  for (;;) {
    const at = located.get(pointer);
    if (at) {
      const whole = pointer === f.anchor.pointer && f.anchor.part === 'value';
      const key = pointer === f.anchor.pointer && f.anchor.part === 'key' && at.key && at.keyStart;
      range = key ? (at.key ?? at.value) : whole ? at.value : { from: at.value.from, to: at.value.from + 1 };
      start = key ? (at.keyStart ?? at.valueStart) : at.valueStart;
      break;
    }
    if (pointer === '') break;
    pointer = pointer.slice(0, pointer.lastIndexOf('/'));
  }
  const finding: ConfigFinding = {
    severity: CONFIG_RULES[f.rule].severity,
    rule: f.rule,
    pointer: f.pointer,
    line: start.line,
    column: start.column,
    range,
    message: describeProblem(f.problem),
  };
  if (f.suggestion !== undefined) {
    finding.suggestion = f.suggestion;
    // The fix replaces exactly what is marked: the key of an unknown property, the enum value.
    finding.fix = { from: range.from, to: range.to, insert: JSON.stringify(f.suggestion) };
  }
  return finding;
}

function inTextOrder(findings: ConfigFinding[]): ConfigFinding[] {
  return findings.sort(
    (a, b) => a.range.from - b.range.from || a.range.to - b.range.to || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0),
  );
}
