// What `site-console calls` says, in every language the console speaks.
import type { LocalizedText } from '../../../shared/language';

/** The usage text. */
export const CALLS_USAGE: LocalizedText = {
  en: `usage: site-console calls export (--har <file.har> | --curl <file.sh|->) [--id <traceId>]...
         [--operation personDetail|addVisitor|probe|zonePage] [--route direct|gateway|intermediary]
         [--outcome success|no|failure] [--text <text>] [--limit <n>]
         [--secrets-in-clear [--profile <file>]… [--passphrase-file <file>]] [--json] [--lang en|zh-CN]

Exports calls of the site call log (the data directory's, SITE_CONSOLE_DATA_DIR) exactly as they
were sent: as HAR 1.2 (--har), or as one cURL command line per call (--curl; - prints them). The
calls are those named with --id, else those matching the filter (newest first, at most --limit,
default 200). Secrets stay placeholders ([redacted:auth.token], [redacted:auth.value]) unless
--secrets-in-clear, which puts them back from the secrets store (or from the profile files given
with --profile, once for each profile whose calls are exported) and warns on stderr.
--passphrase-file <file>: the passphrase that seals the secrets where no keyring answers (its first line; or set SITE_CONSOLE_PASSPHRASE).
Exit status: 0 written; 1 no call matches, or a call is no longer in the log; 2 usage, a refused
path, or a secret that cannot be put back.
`,
  'zh-CN': `用法：site-console calls export (--har <文件.har> | --curl <文件.sh|->) [--id <追踪编号>]...
         [--operation personDetail|addVisitor|probe|zonePage] [--route direct|gateway|intermediary]
         [--outcome success|no|failure] [--text <文本>] [--limit <n>]
         [--secrets-in-clear [--profile <文件>]… [--passphrase-file <文件>]] [--json] [--lang en|zh-CN]

按发送时的原样导出站点调用日志（数据目录中的，SITE_CONSOLE_DATA_DIR）中的调用：HAR 1.2（--har），
或每个调用一行 cURL 命令（--curl；- 表示直接输出）。导出的调用为 --id 指定的调用，否则为符合筛选条件的调用
（最新的在前，最多 --limit 个，默认 200）。密钥保持为占位符（[redacted:auth.token]、[redacted:auth.value]），
除非给出 --secrets-in-clear：它从密钥存储（或 --profile 给出的配置档文件，每个被导出调用的配置档一次）
放回密钥，并在 stderr 上警告。
--passphrase-file <文件>：在没有密钥环时用来加密密钥的口令（取其第一行；或设置 SITE_CONSOLE_PASSPHRASE）。
退出状态：0 已写出；1 没有匹配的调用，或某个调用已不在日志中；2 用法错误、路径被拒绝，或密钥无法放回。
`,
};

const both = (en: string, zh: string): LocalizedText => ({ en, 'zh-CN': zh });

/** The command's refusals. */
export const CALLS_REFUSALS = {
  oneOf: (name: string, allowed: readonly string[], value: string): LocalizedText =>
    both(`--${name} takes ${allowed.join(', ')}, not "${value}"`, `--${name} 只接受 ${allowed.join('、')}，而不是“${value}”`),
  sameProfile: (name: string): LocalizedText =>
    both(
      `two --profile files name the site profile "${name}": give each profile once`,
      `两个 --profile 文件都是站点配置档“${name}”：每个配置档只给一次`,
    ),
  whatToDo: both('say what to do: calls export', '请说明要做什么：calls export'),
  unknownSubcommand: (given: string): LocalizedText => both(`unknown calls subcommand "${given}"`, `未知的 calls 子命令“${given}”`),
  oneFormat: both(
    'give exactly one of --har <file.har> and --curl <file.sh|->',
    '请在 --har <文件.har> 和 --curl <文件.sh|-> 中给出且只给出一个',
  ),
  traceId: (id: string): LocalizedText =>
    both(
      `--id takes a call's trace id (32 hex digits, as the call log shows it), not "${id}"`,
      `--id 只接受调用的追踪编号（32 位十六进制数字，与调用日志中一致），而不是“${id}”`,
    ),
  limit: (value: string): LocalizedText =>
    both(`--limit takes a whole number from 1 to 5000, not "${value}"`, `--limit 只接受 1 到 5000 的整数，而不是“${value}”`),
  text: both('--text takes at most 200 characters', '--text 最多 200 个字符'),
  profileWithoutClear: both(
    '--profile is only used with --secrets-in-clear (it says where the secrets come from)',
    '--profile 只与 --secrets-in-clear 一起使用（它说明密钥从哪里来）',
  ),
  harToFile: both('a HAR export is written to a file: give --har <file.har>', 'HAR 导出写入文件：请给出 --har <文件.har>'),
  curlDashJson: both(
    '--curl - prints the command lines, so --json has no place for its result: give --curl <file.sh>',
    '--curl - 直接输出命令行，因此 --json 没有位置放结果：请给出 --curl <文件.sh>',
  ),
};

/** What the command prints. */
export const CALLS_WORDS = {
  en: {
    warning: (text: string): string => `site-console calls: WARNING: ${text}`,
    wrote: (count: number, har: boolean, target: string, inClear: boolean): string =>
      `Wrote ${count} site call(s) as ${har ? 'HAR 1.2' : 'cURL command lines'} to ${target}${inClear ? ' (secrets in clear)' : ''}`,
  },
  'zh-CN': {
    warning: (text: string): string => `site-console calls：警告：${text}`,
    wrote: (count: number, har: boolean, target: string, inClear: boolean): string =>
      `已将 ${count} 个站点调用以 ${har ? 'HAR 1.2' : 'cURL 命令行'} 写入 ${target}${inClear ? '（密钥为明文）' : ''}`,
  },
};
