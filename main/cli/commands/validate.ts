// `site-console validate <file>... [--json] [--lang en|zh-CN]`: the checker of the editor, on the
// command line, for CI jobs and for checking a stick full of documents before a site visit.
// Exit codes: 0 every file valid, 1 some file invalid, 2 a file unreadable or the arguments wrong.
// A file that cannot be read still gets its element in the --json array, with one error of rule
// `file.unreadable` at line 0, column 0 (no place in a text that was never read).
import type { Language } from '../../../shared/api';
import { checkConfigText, MAX_REPORTED_FINDINGS } from '../../../shared/config/check';
import type { ConfigFinding, LocalizedText } from '../../../shared/config/types';
import { ConsoleError } from '../../../shared/errors';
import { openConfigFile } from '../../config/config-files';

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

const USAGE = `usage: site-console validate <file>... [--json] [--lang en|zh-CN]

Checks configuration documents against the spec (sections 2.1-2.8, 9).
  --json          print one JSON array, one element per file, in argument order
  --lang <lang>   language of the messages without --json: en (default) or zh-CN
Exit status: 0 all valid, 1 some invalid, 2 a file could not be read or the arguments are wrong.
`;

interface Parsed {
  files: string[];
  json: boolean;
  language: Language;
  help: boolean;
}

function parseArgs(args: string[]): Parsed | string {
  const parsed: Parsed = { files: [], json: false, language: 'en', help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      parsed.files.push(...args.slice(i + 1));
      break;
    }
    if (arg === '--json') parsed.json = true;
    else if (arg === '--help' || arg === '-h') parsed.help = true;
    else if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? args[++i] : arg.slice('--lang='.length);
      if (value !== 'en' && value !== 'zh-CN') return `--lang takes en or zh-CN, not ${value === undefined ? 'nothing' : JSON.stringify(value)}`;
      parsed.language = value;
    } else if (arg.startsWith('-') && arg !== '-') return `unknown option ${arg}`;
    else parsed.files.push(arg);
  }
  if (!parsed.help && parsed.files.length === 0) return 'no file given';
  return parsed;
}

/** A finding as this command reports it; `rule` may also be one of the command's own (`file.…`). */
interface Reported extends Omit<ValidateJsonFinding, 'message'> {
  severity: ConfigFinding['severity'];
  from: number;
  message: LocalizedText;
}

const reported = (f: ConfigFinding): Reported => ({ severity: f.severity, rule: f.rule, pointer: f.pointer, line: f.line, column: f.column, from: f.range.from, message: f.message });
const toJson = (f: Reported): ValidateJsonFinding => ({ pointer: f.pointer, line: f.line, column: f.column, rule: f.rule, message: f.message.en });

const BOM_WARNING: LocalizedText = {
  en: 'The file starts with a UTF-8 byte order mark (BOM); some JSON parsers refuse it. Saving from the console removes it.',
  'zh-CN': '文件开头有 UTF-8 字节顺序标记（BOM），有些 JSON 解析器不接受。用控制台保存时会自动去掉。',
};

/** The line after a capped list of findings. */
function notListed(file: string, errors: number, warnings: number, language: Language): string {
  if (language === 'zh-CN') return `${file}: 另有 ${errors} 个错误和 ${warnings} 个警告未列出（只列出前 ${MAX_REPORTED_FINDINGS} 个）；请先修正上面列出的问题，再检查一次。`;
  return `${file}: ${errors} more error${errors === 1 ? '' : 's'} and ${warnings} more warning${warnings === 1 ? '' : 's'} not listed (only the first ${MAX_REPORTED_FINDINGS} of each are); fix those above and check again.`;
}

/** Runs `validate`; returns the exit code. */
export async function validateCommand(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    process.stderr.write(`site-console validate: ${parsed}\n${USAGE}`);
    return 2;
  }
  if (parsed.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const results: ValidateJsonResult[] = [];
  const lines: string[] = [];
  let unreadable = 0;
  let invalid = 0;
  let errorCount = 0;
  let warningCount = 0;
  for (const file of parsed.files) {
    let opened;
    try {
      opened = await openConfigFile(file);
    } catch (e) {
      if (!(e instanceof ConsoleError)) throw e;
      unreadable++;
      results.push({ file, valid: false, errors: [{ pointer: '', line: 0, column: 0, rule: 'file.unreadable', message: e.message }], warnings: [] });
      process.stderr.write(`${file}: error: ${e.message}\n`);
      continue;
    }
    const report = checkConfigText(opened.text);
    // The BOM is a fact of the file, not of the text the checker sees (openConfigFile removed it).
    const bom: Reported[] = opened.byteOrderMark ? [{ severity: 'warning', rule: 'file.byte-order-mark', pointer: '', line: 1, column: 1, from: 0, message: BOM_WARNING }] : [];
    const errors = report.errors.map(reported);
    const warnings = [...bom, ...report.warnings.map(reported)];
    const fileWarnings = report.warningCount + bom.length;
    if (!report.valid) invalid++;
    errorCount += report.errorCount;
    warningCount += fileWarnings;
    const capped = report.errorCount > report.errors.length || report.warningCount > report.warnings.length;
    results.push({ file, valid: report.valid, errors: errors.map(toJson), warnings: warnings.map(toJson), ...(capped ? { errorCount: report.errorCount, warningCount: fileWarnings } : {}) });
    const findings = [...errors, ...warnings].sort((a, b) => a.from - b.from || (a.severity === 'error' ? -1 : 1));
    for (const f of findings) lines.push(`${file}:${f.line}:${f.column}: ${f.severity}: ${f.message[parsed.language]} [${f.rule}]`);
    if (capped) lines.push(notListed(file, report.errorCount - report.errors.length, report.warningCount - report.warnings.length, parsed.language));
  }
  if (parsed.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  else {
    if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
    const checked = parsed.files.length - unreadable;
    const summary =
      parsed.language === 'zh-CN'
        ? `已检查 ${checked} 个文件：${checked - invalid} 个有效，${invalid} 个无效；${errorCount} 个错误，${warningCount} 个警告${unreadable ? `；${unreadable} 个文件无法读取` : ''}。`
        : `${checked} file${checked === 1 ? '' : 's'} checked: ${checked - invalid} valid, ${invalid} invalid; ${errorCount} error${errorCount === 1 ? '' : 's'}, ${warningCount} warning${warningCount === 1 ? '' : 's'}${unreadable ? `; ${unreadable} could not be read` : ''}.`;
    process.stderr.write(`${summary}\n`);
  }
  return unreadable > 0 ? 2 : invalid > 0 ? 1 : 0;
}
