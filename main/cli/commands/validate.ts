// `site-console validate <file>... [--json] [--lang en|zh-CN]`: the checker of the editor, on the
// command line, for CI jobs and for checking a stick full of documents before a site visit.
// Exit codes: 0 every file valid, 1 some file invalid, 2 a file unreadable or the arguments wrong.
// Under --json: 0 and 1 print one array, one element per file; 2 prints the failure envelope, with
// that array as `results` (a file that cannot be read has one error of rule `file.unreadable` at
// line 0, column 0: no place in a text that was never read).
import type { Language } from '../../../shared/api';
import { checkConfigText } from '../../../shared/config/check';
import type { ConfigFinding } from '../../../shared/config/types';
import type { LocalizedText } from '../../../shared/language';
import { ConsoleError } from '../../../shared/errors';
import { readConfigFile } from '../../config/config-files';
import { defineCommand, refusal, type CommandContext } from '../kit';
import { VALIDATE_USAGE, VALIDATE_WORDS } from './validate-words';
import { stderr, stdout } from '../output';

/** One finding as the --json output carries it (message in English). */
export interface ValidateJsonFinding {
  pointer: string;
  line: number;
  column: number;
  rule: string;
  message: string;
}

/** One file's result in the --json output. */
export interface ValidateJsonResult {
  file: string;
  valid: boolean;
  /** The first MAX_REPORTED_FINDINGS errors. */
  errors: ValidateJsonFinding[];
  /** The first MAX_REPORTED_FINDINGS warnings. */
  warnings: ValidateJsonFinding[];
  /** How many errors and warnings there are in all (more than listed only for a pathological document). */
  errorCount?: number;
  warningCount?: number;
}

/** A finding as this command reports it; `rule` may also be one of the command's own (`file.…`). */
interface Reported extends Omit<ValidateJsonFinding, 'message'> {
  severity: ConfigFinding['severity'];
  from: number;
  message: LocalizedText;
}

const reported = (f: ConfigFinding): Reported => ({
  severity: f.severity,
  rule: f.rule,
  pointer: f.pointer,
  line: f.line,
  column: f.column,
  from: f.range.from,
  message: f.message,
});
const toJson = (f: Reported): ValidateJsonFinding => ({
  pointer: f.pointer,
  line: f.line,
  column: f.column,
  rule: f.rule,
  message: f.message.en,
});

/** The `validate` command. */
export const validateCommand = defineCommand({
  name: 'validate',
  options: {},
  usage: VALIDATE_USAGE,
  run: async ({ positionals: files, json, language, fail }) => {
    if (files.length === 0) throw refusal(VALIDATE_WORDS.noFile);
    return validate(files, json, language, fail);
  },
});

async function validate(
  files: string[],
  json: boolean,
  language: Language,
  fail: CommandContext<Record<string, never>>['fail'],
): Promise<number> {
  const results: ValidateJsonResult[] = [];
  const lines: string[] = [];
  let unreadable = 0;
  let invalid = 0;
  let errorCount = 0;
  let warningCount = 0;
  const unreadableErrors: ConsoleError[] = [];
  for (const file of files) {
    let opened;
    try {
      opened = await readConfigFile(file);
    } catch (e) {
      if (!(e instanceof ConsoleError)) throw e;
      unreadable++;
      results.push({
        file,
        valid: false,
        errors: [{ pointer: '', line: 0, column: 0, rule: 'file.unreadable', message: e.message }],
        warnings: [],
      });
      unreadableErrors.push(e);
      continue;
    }
    const report = checkConfigText(opened.text);
    // The BOM is a fact of the file, not of the text the checker sees (readConfigFile removed it).
    const bom: Reported[] = opened.byteOrderMark
      ? [
          {
            severity: 'warning',
            rule: 'file.byte-order-mark',
            pointer: '',
            line: 1,
            column: 1,
            from: 0,
            message: VALIDATE_WORDS.bomWarning,
          },
        ]
      : [];
    const errors = report.errors.map(reported);
    const warnings = [...bom, ...report.warnings.map(reported)];
    const fileWarnings = report.warningCount + bom.length;
    if (!report.valid) invalid++;
    errorCount += report.errorCount;
    warningCount += fileWarnings;
    const capped = report.errorCount > report.errors.length || report.warningCount > report.warnings.length;
    results.push({
      file,
      valid: report.valid,
      errors: errors.map(toJson),
      warnings: warnings.map(toJson),
      ...(capped ? { errorCount: report.errorCount, warningCount: fileWarnings } : {}),
    });
    const findings = [...errors, ...warnings].sort((a, b) => a.from - b.from || (a.severity === 'error' ? -1 : 1));
    for (const f of findings) lines.push(`${file}:${f.line}:${f.column}: ${f.severity}: ${f.message[language]} [${f.rule}]`);
    if (capped)
      lines.push(
        VALIDATE_WORDS[language].notListed(file, report.errorCount - report.errors.length, report.warningCount - report.warnings.length),
      );
  }
  // A file that could not be read is a failure of the run (exit 2): the one envelope, with every file's result beside it.
  const [firstUnreadable] = unreadableErrors;
  if (json) {
    if (firstUnreadable) return fail(firstUnreadable.toBridgeError(), { exit: 2, extra: { results } });
    stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    return invalid > 0 ? 1 : 0;
  }
  if (lines.length > 0) stdout.write(`${lines.join('\n')}\n`);
  const checked = files.length - unreadable;
  stderr.write(`${VALIDATE_WORDS[language].summary({ checked, invalid, errorCount, warningCount, unreadable })}\n`);
  for (const error of unreadableErrors) await fail(error.toBridgeError(), { exit: 2 });
  return unreadable > 0 ? 2 : invalid > 0 ? 1 : 0;
}
