// The words of the handover that the window's view of an opened pack (renderer/i18n/evidence) and
// the handover report (main/evidence/handover-words.ts, written in main or by the CLI without the
// renderer) both say: one table, so the customer's paper and the engineer's screen agree. Each
// side adds only the words it alone uses. The texts are vue-i18n messages as well: `{name}` is a
// placeholder on both sides, and no text may hold `|`, `@`, `$` or a literal brace.
import type { Language } from './language';

const en = {
  file: 'File',
  site: 'Site and routes',
  route: 'Route',
  service: 'Service',
  address: 'Address',
  none: 'none',
  notInPack: 'Not in the pack.',
  config: 'Configuration',
  features: 'Feature keys',
  license: 'License',
  state: 'State',
  states: { uninitialized: 'not initialized', initialized: 'initialized, no license active', activated: 'a license is active' } as Record<
    string,
    string
  >,
  stateUnknown: 'not known ({state})',
  statusDocument: 'Document of this status',
  untitled: 'untitled document',
  digest: 'digest {digest}',
  pairingSame: 'This status belongs to the configuration document above.',
  pairingOther:
    'This status belongs to another document, not to the configuration document above: do not read them as one. To pair them, initialize that document in the License view and export the pack again.',
  pairingUnknown: 'This status does not say which document it belongs to: it may not be the configuration document above.',
  noEnd: 'no end date',
  noActivation: 'No license is active.',
  offlineReceipt: 'The receipt of an offline activation is in the pack.',
  preflight: 'Pre-flight',
  check: 'Check',
  verdicts: { pass: 'pass', warn: 'warning', fail: 'fail', skipped: 'skipped' } as Record<string, string>,
  clock: 'Clock',
  skew: 'Clock skew',
  skewUnknown: 'not measured',
  clockNone: 'Not known for any service.',
  clockPreflight: 'License server, at pre-flight',
  clockCalls: 'Site services, from the call log (the service’s clock minus the laptop’s)',
  clockOrigin: 'Service address',
  clockLatest: 'Latest',
  clockLatestAt: 'Measured',
  clockLargest: 'Largest',
  clockCallCount: 'Calls measured',
  parity: 'Route parity',
  operation: 'Operation',
  routes: 'Routes',
  identical: 'same on every route',
  differs: 'differs: {fields}',
  batches: 'Batches',
  failedRows: 'Rows not granted',
  row: 'Row',
  visitor: 'Visitor',
  floors: 'Floors',
  code: 'Code',
  noBatches: 'No batch was run.',
  absent: 'Not in the pack',
};

const zhCN: typeof en = {
  file: '文件',
  site: '现场与路由',
  route: '路由',
  service: '服务',
  address: '地址',
  none: '无',
  notInPack: '证据包中没有。',
  config: '配置',
  features: '功能键',
  license: '授权',
  state: '状态',
  states: { uninitialized: '未初始化', initialized: '已初始化，没有生效的授权', activated: '授权已生效' },
  stateUnknown: '未知（{state}）',
  statusDocument: '此状态所属的文档',
  untitled: '未命名文档',
  digest: '摘要 {digest}',
  pairingSame: '此状态属于上方的配置文档。',
  pairingOther:
    '此状态属于另一个文档，而不是上方的配置文档：请勿将二者视为一体。如需对应，请在“授权”页用该配置文档初始化，然后重新导出证据包。',
  pairingUnknown: '此状态未说明它属于哪个文档：它可能不是上方的配置文档。',
  noEnd: '无到期日',
  noActivation: '没有生效的授权。',
  offlineReceipt: '证据包中有离线激活的回执。',
  preflight: '预检',
  check: '检查项',
  verdicts: { pass: '通过', warn: '警告', fail: '失败', skipped: '跳过' },
  clock: '时钟',
  skew: '时钟偏差',
  skewUnknown: '未测量',
  clockNone: '没有任何服务的时钟信息。',
  clockPreflight: '授权服务器（预检时）',
  clockCalls: '现场服务，读自调用日志（服务的时钟减去本机的时钟）',
  clockOrigin: '服务地址',
  clockLatest: '最近一次',
  clockLatestAt: '测量时间',
  clockLargest: '最大',
  clockCallCount: '测得的调用数',
  parity: '路由一致性',
  operation: '操作',
  routes: '路由',
  identical: '各路由一致',
  differs: '不一致：{fields}',
  batches: '批量',
  failedRows: '未开通的行',
  row: '行',
  visitor: '访客',
  floors: '楼层',
  code: '代码',
  noBatches: '没有运行过批量。',
  absent: '证据包中缺少',
};

/** The handover's words that the view of an opened pack and the report share, per language. */
export const handoverWords = { en, 'zh-CN': zhCN } as const;

/** The authorization client's state in words (a state this console does not know is named as written). */
export function licenseStateWords(state: string, language: Language): string {
  const words = handoverWords[language];
  return words.states[state] ?? words.stateUnknown.replace('{state}', state);
}

/** Which document a status belongs to, in words: its name (or "untitled") and the short digest. */
export function statusDocumentWords(document: { name: string | null; digest: string } | null, language: Language): string {
  const words = handoverWords[language];
  if (!document) return '—';
  return `${document.name ?? words.untitled} · ${words.digest.replace('{digest}', document.digest.slice(0, 12))}`;
}

const UNITS = {
  en: { s: 's', min: 'min', h: 'h', d: 'days' },
  'zh-CN': { s: '秒', min: '分钟', h: '小时', d: '天' },
} as const;

/**
 * A clock skew in words, `+` when the service is ahead of the laptop: in the unit that reads best
 * (`+300 s`, `−2 h`, `−20784 days` for a clock left in 1970), whole, as a Date header counts
 * whole seconds.
 */
export function skewText(ms: number, language: Language): string {
  const seconds = Math.round(ms / 1000);
  const size = Math.abs(seconds);
  const unit = UNITS[language];
  const [amount, name] =
    size < 120
      ? [size, unit.s]
      : size < 7_200
        ? [Math.round(size / 60), unit.min]
        : size < 172_800
          ? [Math.round(size / 3_600), unit.h]
          : [Math.round(size / 86_400), unit.d];
  return `${seconds > 0 ? '+' : seconds < 0 ? '−' : ''}${amount} ${name}`;
}

/**
 * What a pack says it left out, in `language`. The notes are written into the signed pack in
 * English (main/evidence/evidence-pack.ts); the known ones are said here in each language, and a
 * note this console does not know (a newer console's) is shown as written.
 */
const ABSENT_NOTES: readonly [RegExp, Record<Language, string>][] = [
  [/^site profile: none is active$/, { en: 'site profile: none is active', 'zh-CN': '站点配置档：没有启用的配置档' }],
  [
    /^configuration document (.+): not JSON, left out$/,
    { en: 'configuration document $1: not JSON, left out', 'zh-CN': '配置文件 $1：不是 JSON，未收录' },
  ],
  [
    /^configuration document: none given or opened recently$/,
    { en: 'configuration document: none given or opened recently', 'zh-CN': '配置文件：未指定，最近也没有打开过' },
  ],
  [/^license: no activation kept$/, { en: 'license: no activation kept', 'zh-CN': '许可：没有保存的激活' }],
  [/^site call log: no call yet$/, { en: 'site call log: no call yet', 'zh-CN': '站点调用记录：尚无调用' }],
  [
    /^route parity: no check has been run with this data directory \(run it in the Route parity view\)$/,
    {
      en: 'route parity: no check has been run with this data directory (run it in the Route parity view)',
      'zh-CN': '路由一致性：此数据目录尚未运行过检查（请在“路由一致性”页运行）',
    },
  ],
  [/^route parity: none$/, { en: 'route parity: none', 'zh-CN': '路由一致性：无' }],
  [
    /^license status: the authorization client has not been initialized with this data directory$/,
    {
      en: 'license status: the authorization client has not been initialized with this data directory',
      'zh-CN': '许可状态：授权客户端尚未用此数据目录初始化',
    },
  ],
];

/** A note of what a pack left out, in `language` (as written when this console does not know it). */
export function absentNoteWords(note: string, language: Language): string {
  for (const [pattern, words] of ABSENT_NOTES) if (pattern.test(note)) return note.replace(pattern, words[language]);
  return note;
}
