// What `site-console validate` says, in every language the console speaks.
import { MAX_REPORTED_FINDINGS } from '../../../shared/config/check';
import type { LocalizedText } from '../../../shared/language';

/** The usage text. */
export const VALIDATE_USAGE: LocalizedText = {
  en: `usage: site-console validate <file>... [--json] [--lang en|zh-CN]

Checks configuration documents against the spec (sections 2.1-2.8, 9).
  --json          print one JSON array, one element per file, in argument order
  --lang <lang>   language of the messages: en or zh-CN (default: the locale, LC_ALL, LC_MESSAGES or LANG)
Exit status: 0 all valid, 1 some invalid, 2 a file could not be read or the arguments are wrong
(under --json, 2 prints {"ok": false, "error": …, "results": [the array]}).
`,
  'zh-CN': `用法：site-console validate <文件>... [--json] [--lang en|zh-CN]

按规范（第 2.1-2.8、9 节）检查配置文档。
  --json          输出一个 JSON 数组，每个文件一个元素，顺序与参数相同
  --lang <语言>   消息的语言：en 或 zh-CN（默认取区域设置 LC_ALL、LC_MESSAGES 或 LANG）
退出状态：0 全部有效；1 有文件无效；2 有文件无法读取或参数有误
（使用 --json 时，2 输出 {"ok": false, "error": …, "results": [上述数组]}）。
`,
};

/** A warning of the file rather than of its text. */
const bomWarning: LocalizedText = {
  en: 'The file starts with a UTF-8 byte order mark (BOM); some JSON parsers refuse it. Saving from the console removes it.',
  'zh-CN': '文件开头有 UTF-8 字节顺序标记（BOM），有些 JSON 解析器不接受。用控制台保存时会自动去掉。',
};

interface Counts {
  checked: number;
  invalid: number;
  errorCount: number;
  warningCount: number;
  unreadable: number;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The command's sentences. */
export const VALIDATE_WORDS = {
  bomWarning,
  noFile: { en: 'no file given', 'zh-CN': '未给出文件' } as LocalizedText,
  en: {
    notListed: (file: string, errors: number, warnings: number): string =>
      `${file}: ${plural(errors, 'more error')} and ${plural(warnings, 'more warning')} not listed (only the first ${MAX_REPORTED_FINDINGS} of each are); fix those above and check again.`,
    summary: (c: Counts): string =>
      `${plural(c.checked, 'file')} checked: ${c.checked - c.invalid} valid, ${c.invalid} invalid; ${plural(c.errorCount, 'error')}, ${plural(c.warningCount, 'warning')}${c.unreadable ? `; ${c.unreadable} could not be read` : ''}.`,
  },
  'zh-CN': {
    notListed: (file: string, errors: number, warnings: number): string =>
      `${file}: 另有 ${errors} 个错误和 ${warnings} 个警告未列出（只列出前 ${MAX_REPORTED_FINDINGS} 个）；请先修正上面列出的问题，再检查一次。`,
    summary: (c: Counts): string =>
      `已检查 ${c.checked} 个文件：${c.checked - c.invalid} 个有效，${c.invalid} 个无效；${c.errorCount} 个错误，${c.warningCount} 个警告${c.unreadable ? `；${c.unreadable} 个文件无法读取` : ''}。`,
  },
};
