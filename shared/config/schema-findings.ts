// From ajv's errors to findings: which rule, which pointer, which part of the text to mark, and the
// facts for the message. ajv reports some causes more than once (a wrong type also fails the enum;
// a misspelt required key is both unknown and missing); this is where one cause becomes one finding.
import type { GeneratedError } from '../validation';
import { closest } from './suggest';
import { escapePointerToken, parsePointer } from './json-text';
import type { Problem } from './messages';
import { isConfigRuleId, type ConfigRuleId } from './rules';
import { propertyNamesAt, sectionsWithProperty } from './schema-navigation';

/** Which part of the text at a pointer a finding marks: the member's key, its value, or the value's first character. */
export type AnchorPart = 'key' | 'value' | 'open';

/** A finding before positions and words are attached. */
export interface PendingFinding {
  rule: ConfigRuleId;
  pointer: string;
  anchor: { pointer: string; part: AnchorPart };
  problem: Problem;
  suggestion?: string;
}

/** Spec 2.8 rules 1–3, in the order of configSchema.allOf. */
const CONDITIONAL_RULES = [
  { trigger: 'provider', section: 'licensevendor', field: 'url' },
  { trigger: 'provider', section: 'selfhosted', field: 'baseUrl' },
  { trigger: 'scenario', section: 'floating', field: 'projectId' },
] as const;

/** The value at `tokens` inside a parsed document. */
export function valueAt(value: unknown, tokens: readonly string[]): unknown {
  let v = value;
  for (const token of tokens) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, token)) return undefined;
    v = (v as Record<string, unknown>)[token];
  }
  return v;
}

/** `licensevendor.url`, `features.*.vendorFeatureId`, `root` for the document. */
function ruleLocation(tokens: readonly string[]): string {
  if (tokens.length === 0) return 'root';
  return tokens.map((t, i) => (i === 1 && tokens[0] === 'features' ? '*' : t)).join('.');
}

const ruleId = (id: string): ConfigRuleId => (isConfigRuleId(id) ? id : 'schema.violation');

const SUPERSEDED_BY_TYPE = new Set(['enum', 'value', 'min-length', 'format']);

/** Maps ajv's errors for a parsed document to findings, one per cause. */
export function schemaFindings(errors: readonly GeneratedError[], value: unknown): PendingFinding[] {
  const out: PendingFinding[] = [];
  for (const e of errors) {
    const finding = mapError(e, value);
    if (finding) out.push(finding);
  }
  return merge(out);
}

function mapError(e: GeneratedError, value: unknown): PendingFinding | undefined {
  const tokens = parsePointer(e.instancePath) ?? [];
  const pointer = e.instancePath;
  const location = ruleLocation(tokens);
  const actual = valueAt(value, tokens);
  const conditional = /^#\/allOf\/(\d+)\/then\//.exec(e.schemaPath);
  switch (e.keyword) {
    case 'if':
      // Always accompanied by the error of the `then` that failed.
      return undefined;
    case 'required': {
      const missing = String(e.params['missingProperty']);
      const rule = conditional ? CONDITIONAL_RULES[Number(conditional[1])] : undefined;
      if (rule && tokens.length === 0)
        return {
          rule: ruleId(`${rule.section}.required`),
          pointer: `/${rule.section}`,
          anchor: { pointer: `/${rule.trigger}`, part: 'value' },
          problem: { kind: 'conditional-section', ...rule },
        };
      if (rule)
        return {
          rule: ruleId(`${rule.section}.${rule.field}.required`),
          pointer: `/${rule.section}/${rule.field}`,
          anchor: { pointer, part: 'open' },
          problem: { kind: 'conditional-field', ...rule },
        };
      return {
        rule: ruleId(`${missing}.required`),
        pointer: `${pointer}/${escapePointerToken(missing)}`,
        anchor: { pointer, part: 'open' },
        problem: { kind: 'missing', field: missing },
      };
    }
    case 'additionalProperties': {
      const key = String(e.params['additionalProperty']);
      const allowed = propertyNamesAt(pointer);
      const present = actual !== null && typeof actual === 'object' ? actual : {};
      // A name already in use is no suggestion: renaming would create a duplicate key.
      const suggestion = closest(
        key,
        allowed.filter((name) => !Object.hasOwn(present, name)),
      );
      const elsewhere = tokens.length <= 1 ? sectionsWithProperty(key).filter((s) => s !== tokens[0]) : [];
      const belongsIn = suggestion === undefined && elsewhere.length === 1 ? elsewhere[0] : undefined;
      const memberPointer = `${pointer}/${escapePointerToken(key)}`;
      return {
        rule: ruleId(`${location}.unknown-property`),
        pointer: memberPointer,
        anchor: { pointer: memberPointer, part: 'key' },
        problem: {
          kind: 'unknown-property',
          key,
          where: tokens,
          allowed,
          ...(suggestion !== undefined ? { suggestion } : {}),
          ...(belongsIn !== undefined ? { belongsIn } : {}),
        },
        ...(suggestion !== undefined ? { suggestion } : {}),
      };
    }
    case 'type':
      return {
        rule: ruleId(`${location}.type`),
        pointer,
        anchor: { pointer, part: 'value' },
        problem: { kind: 'type', path: tokens, expected: String(e.params['type']), actual },
      };
    case 'const':
      return {
        rule: ruleId(`${location}.value`),
        pointer,
        anchor: { pointer, part: 'value' },
        problem: { kind: 'version', expected: Number(e.params['allowedValue']), actual },
      };
    case 'enum': {
      const allowed = (Array.isArray(e.params['allowedValues']) ? e.params['allowedValues'] : []).map(String);
      const suggestion = typeof actual === 'string' ? closest(actual, allowed) : undefined;
      return {
        rule: ruleId(`${location}.enum`),
        pointer,
        anchor: { pointer, part: 'value' },
        problem: { kind: 'enum', path: tokens, allowed, actual, ...(suggestion !== undefined ? { suggestion } : {}) },
        ...(suggestion !== undefined ? { suggestion } : {}),
      };
    }
    case 'minLength':
      return {
        rule: ruleId(`${location}.min-length`),
        pointer,
        anchor: { pointer, part: 'value' },
        problem: { kind: 'empty', path: tokens },
      };
    case 'format':
      return {
        rule: ruleId(`${location}.format`),
        pointer,
        anchor: { pointer, part: 'value' },
        problem: { kind: 'format', path: tokens, actual: typeof actual === 'string' ? actual : String(actual) },
      };
    default:
      return {
        rule: 'schema.violation',
        pointer,
        anchor: { pointer, part: 'value' },
        problem: { kind: 'type', path: tokens, expected: e.keyword, actual },
      };
  }
}

/** One finding per cause. */
function merge(findings: PendingFinding[]): PendingFinding[] {
  const typed = new Set(findings.filter((f) => f.rule.endsWith('.type')).map((f) => f.pointer));
  const empty = new Set(findings.filter((f) => f.rule.endsWith('.min-length')).map((f) => f.pointer));
  // "Provider" for "provider": the missing provider is the same slip, said once on the key.
  const renamed = new Map<string, PendingFinding>();
  for (const f of findings) {
    if (f.problem.kind !== 'unknown-property' || f.suggestion === undefined) continue;
    const parent = f.pointer.slice(0, f.pointer.lastIndexOf('/'));
    renamed.set(`${parent}/${escapePointerToken(f.suggestion)}`, f);
  }
  const seen = new Set<string>();
  const out: PendingFinding[] = [];
  for (const f of findings) {
    const kind = f.rule.slice(f.rule.lastIndexOf('.') + 1);
    if (SUPERSEDED_BY_TYPE.has(kind) && typed.has(f.pointer)) continue;
    if (kind === 'format' && empty.has(f.pointer)) continue;
    if (kind === 'required') {
      const slip = renamed.get(f.pointer);
      if (slip && slip.problem.kind === 'unknown-property') {
        slip.problem = { ...slip.problem, required: true };
        continue;
      }
    }
    const key = `${f.rule}\u0000${f.pointer}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
}
