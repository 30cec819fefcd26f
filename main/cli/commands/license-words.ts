// What `site-console license` says, in every language the console speaks (the states, sources and
// verdicts of a status are the License view's words: shared/license-words.ts).
import type { OfflineActivationStep } from '../../../shared/auth';
import type { LocalizedText } from '../../../shared/language';
import { KEY_ON_COMMAND_LINE } from '../../auth/license-key-input';

const PASSPHRASE_LINE = {
  en: '--passphrase-file <file>: the passphrase that seals the secrets where no keyring answers (its first line; or set SITE_CONSOLE_PASSPHRASE)',
  'zh-CN': '--passphrase-file <文件>：在没有密钥环时用来加密密钥的口令（取其第一行；或设置 SITE_CONSOLE_PASSPHRASE）',
};

/** The usage text. */
export const LICENSE_USAGE: LocalizedText = {
  en: `usage: site-console license activate --config <file> [--key-file <file> | --key-stdin] [--state-dir <dir>] [--json] [--lang en|zh-CN]
       site-console license check --config <file> [--state-dir <dir>] [--json] [--lang en|zh-CN] <featureKey>...
       site-console license status --config <file> [--state-dir <dir>] [--json] [--lang en|zh-CN]
       site-console license offline request --config <file> [--out <file.txt>] [--state-dir <dir>] [--json]
       site-console license offline apply --config <file> <updateCodeFile> [--state-dir <dir>] [--json]
       site-console license offline status|reset --config <file> [--state-dir <dir>] [--json]
       licensevendor documents also take [--vendor-library <path>] [--abi-profile <path>]
       (default: the licensevendorLibrary and licensevendorAbiProfile settings of the state directory)
       every action also takes [--passphrase-file <file>]

Initializes the authorization client with the configuration document, then activates a license key,
checks logical feature keys (hasFeature), or shows the status. The activation is kept in the state
directory (default: the console's data directory), the key in the console's secrets store.
The license key is read from --key-file (its first line), from standard input with --key-stdin, or
asked for at the terminal without echo; never from the command line (--key is refused), where it
would stay in the shell history and show in the process list.
Where no keyring or safe storage answers, the key is kept in clear in the secrets file of the state
directory, and every action says so on stderr (and in --json as "secrets"); ${PASSPHRASE_LINE.en}.
Offline activation (licensevendor, for a site with no way to the license server): "offline request"
creates the request code (or shows the one created before) and writes it to --out; "offline apply"
applies the vendor's update code from a file and keeps the receipt; "offline status" says where it
stands and what comes next; "offline reset" starts over. Each step is kept in the state directory.
--lang is the language of what it prints (default: the locale, LC_ALL, LC_MESSAGES or LANG).
Exit status: 0 success (check: every key licensed); 1 refused by the backend, or a key not licensed;
2 usage, unreadable or invalid configuration; 3 backend unreachable or timed out.
In --json, "ok" says that every answer can be trusted (no key answered by a backend error);
whether each key is licensed is in "results" (a key not licensed is "ok": true with exit status 1).
`,
  'zh-CN': `用法：site-console license activate --config <文件> [--key-file <文件> | --key-stdin] [--state-dir <目录>] [--json] [--lang en|zh-CN]
      site-console license check --config <文件> [--state-dir <目录>] [--json] [--lang en|zh-CN] <功能键>...
      site-console license status --config <文件> [--state-dir <目录>] [--json] [--lang en|zh-CN]
      site-console license offline request --config <文件> [--out <文件.txt>] [--state-dir <目录>] [--json]
      site-console license offline apply --config <文件> <更新码文件> [--state-dir <目录>] [--json]
      site-console license offline status|reset --config <文件> [--state-dir <目录>] [--json]
      licensevendor 文档还接受 [--vendor-library <路径>] [--abi-profile <路径>]
      （默认取状态目录中的 licensevendorLibrary 和 licensevendorAbiProfile 设置）
      每个操作还接受 [--passphrase-file <文件>]

用配置文档初始化授权客户端，然后激活许可密钥、检查逻辑功能键（hasFeature）或显示状态。
激活保存在状态目录中（默认是控制台的数据目录），密钥保存在控制台的密钥存储中。
许可密钥从 --key-file（其第一行）读取，或用 --key-stdin 从标准输入读取，或在终端上无回显地询问；
绝不从命令行读取（--key 会被拒绝），因为它会留在 shell 历史中并出现在进程列表里。
没有密钥环或安全存储时，密钥以明文保存在状态目录的密钥文件中，每个操作都会在 stderr 上说明
（--json 中为 "secrets"）；${PASSPHRASE_LINE['zh-CN']}。
离线激活（licensevendor，用于无法连接授权服务器的站点）："offline request" 生成请求码（或显示之前生成的），
并写入 --out；"offline apply" 从文件应用厂商的更新码并保存回执；"offline status" 说明进展到哪一步以及下一步；
"offline reset" 重新开始。每一步都保存在状态目录中。
--lang 是输出的语言（默认取区域设置 LC_ALL、LC_MESSAGES 或 LANG）。
退出状态：0 成功（check：每个键都有许可）；1 被后端拒绝，或有键没有许可；
2 用法错误、配置无法读取或无效；3 无法连接后端或超时。
在 --json 中，"ok" 表示每个应答都可信（没有键的应答是后端错误）；每个键是否有许可见 "results"
（没有许可的键为 "ok": true，退出状态为 1）。
`,
};

const both = (en: string, zh: string): LocalizedText => ({ en, 'zh-CN': zh });

/** The command's refusals. */
export const LICENSE_REFUSALS = {
  noAction: both('no action given', '未给出操作'),
  unknownAction: (action: string): LocalizedText =>
    both(`unknown action "${action}" (activate, check, status or offline)`, `未知操作“${action}”（activate、check、status 或 offline）`),
  offlineStep: both('offline needs a step: request, apply, status or reset', 'offline 需要一个步骤：request、apply、status 或 reset'),
  unknownStep: (step: string): LocalizedText =>
    both(
      `unknown offline step "${step}" (request, apply, status or reset)`,
      `未知的 offline 步骤“${step}”（request、apply、status 或 reset）`,
    ),
  config: both('--config <file> is required', '需要 --config <文件>'),
  needsValue: (option: string): LocalizedText => both(`${option} needs a value`, `${option} 需要一个值`),
  keyOnCommandLine: both(
    KEY_ON_COMMAND_LINE,
    '--key 被拒绝：命令行中的许可密钥会留在 shell 历史中，并在进程列表（ps）中对本机的每个账户可见。请使用 --key-file <文件>（一行）、--key-stdin（例如从密码管理器），或两者都不给，在终端上无回显地输入',
  ),
  keyTwice: both(
    'give the license key one way: --key-file or --key-stdin, not both',
    '许可密钥只用一种方式给出：--key-file 或 --key-stdin，不要同时给出',
  ),
  keyNotFor: (action: string): LocalizedText =>
    both(`--key-file and --key-stdin are for activate, not ${action}`, `--key-file 和 --key-stdin 用于 activate，而不是 ${action}`),
  checkNeedsKey: both('check needs at least one feature key', 'check 至少需要一个功能键'),
  applyNeedsFile: both('offline apply needs the update code file (one path)', 'offline apply 需要更新码文件（一个路径）'),
  unexpected: (argument: string): LocalizedText => both(`unexpected argument "${argument}"`, `多余的参数“${argument}”`),
  outForRequest: both('--out is for offline request', '--out 只用于 offline request'),
};

/** The labels of the text report (the values are the console's terms: states, reasons, verdicts). */
export const LICENSE_LABELS = {
  en: {
    state: 'state',
    provider: 'provider',
    scenario: 'scenario',
    endpoint: 'endpoint',
    activation: 'activation',
    keyFingerprint: 'key fingerprint',
    since: 'since',
    expires: 'expires',
    never: 'never',
    restored: '(restored)',
    featuresMapped: 'features mapped',
    preflight: 'pre-flight',
    problem: 'problem',
    licensed: 'licensed',
    notLicensed: 'not licensed',
    colon: ': ',
    comma: ', ',
  },
  'zh-CN': {
    state: '状态',
    provider: '提供方',
    scenario: '场景',
    endpoint: '端点',
    activation: '激活',
    keyFingerprint: '密钥指纹',
    since: '激活于',
    expires: '到期',
    never: '永不',
    restored: '（已恢复）',
    featuresMapped: '已映射的功能',
    preflight: '预检',
    problem: '问题',
    licensed: '许可有效',
    notLicensed: '无许可',
    colon: '：',
    comma: '，',
  },
} as const;

/** What the offline activation steps print. */
export const OFFLINE_WORDS = {
  en: {
    notOffered: (provider: string): string => `offline activation: not offered by the ${provider} backend`,
    step: (step: string): string => `offline activation: ${step}`,
    requestCode: 'request code',
    requested: 'requested',
    savedTo: 'saved to',
    receipt: 'receipt',
    applied: 'applied',
    lastRefused: 'last update code refused',
    state: 'state',
    next: 'next',
    colon: ': ',
    nextSteps: {
      none: 'create the request code: site-console license offline request --out <file.txt>',
      requested: 'send the request code to the license vendor, then apply their update code: site-console license offline apply <file>',
      applied: 'nothing: the update code is applied and its receipt kept (offline reset starts over)',
    } satisfies Record<OfflineActivationStep, string>,
  },
  'zh-CN': {
    notOffered: (provider: string): string => `离线激活：${provider} 后端不提供`,
    step: (step: string): string => `离线激活：${step}`,
    requestCode: '请求码',
    requested: '请求于',
    savedTo: '已保存到',
    receipt: '回执',
    applied: '应用于',
    lastRefused: '上一次被拒绝的更新码',
    state: '状态',
    next: '下一步',
    colon: '：',
    nextSteps: {
      none: '生成请求码：site-console license offline request --out <文件.txt>',
      requested: '把请求码发给许可厂商，然后应用其更新码：site-console license offline apply <文件>',
      applied: '无：更新码已应用，回执已保存（offline reset 可重新开始）',
    } satisfies Record<OfflineActivationStep, string>,
  },
};
