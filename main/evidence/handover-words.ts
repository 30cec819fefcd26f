// The words of the handover report, in both languages the console speaks: those it shares with the
// window's view of a pack come from shared/evidence-words.ts; these are the report's own (its
// title, the sign-off block, the pack's facts as the customer reads them).
import { handoverWords } from '../../shared/evidence-words';

/** A language of the report. */
export type ReportLanguage = 'en' | 'zh-CN';

const en = {
  ...handoverWords.en,
  title: 'Handover report',
  subtitle: 'What was done on site, read from the signed evidence pack',
  pack: 'Evidence pack',
  sha256: 'SHA-256 of the file',
  signer: 'Signed by',
  fingerprint: 'Key fingerprint',
  readAloud: 'Short form (read aloud)',
  written: 'Written',
  console: 'Console',
  qr: 'Scan to compare: file name, SHA-256 of the file, signer fingerprint.',
  intact: 'Intact: every file matches the signed manifest.',
  changed: 'CHANGED: this pack is not what was signed. Do not rely on it.',
  changedFile: 'changed',
  missingFile: 'missing',
  extraFile: 'extra',
  duplicatedFile: 'twice in the zip',
  signatureBroken: 'The signature of the manifest does not hold.',
  signerOwn: 'this installation',
  signerTrusted: '{name} (trusted)',
  signerExpected: 'the expected key',
  signerUnknown: 'a key this console does not know: compare the fingerprint with the engineer',
  siteName: 'Site',
  defaultRoute: 'Default route',
  auth: 'Authentication',
  source: 'Document',
  provider: 'Provider',
  scenario: 'Scenario',
  endpoint: 'License server',
  activation: 'Activation',
  activationLine: '{source}, key ending {key}, activated {at}, ends {ends}',
  verdict: 'Result',
  // On paper a failed check stands out in capitals.
  verdicts: { ...handoverWords.en.verdicts, fail: 'FAIL' } as Record<string, string>,
  batchLine: '{total} rows: {succeeded} granted, {skipped} skipped, {failed} failed',
  cancelled: 'cancelled',
  completedBySite: '(completed by the site)',
  signOff: 'Customer sign-off',
  customerName: 'Customer name',
  role: 'Role',
  date: 'Date',
  signature: 'Signature',
  accepted: 'Accepted',
  refused: 'Refused, with reason:',
};

const zh: typeof en = {
  ...handoverWords['zh-CN'],
  title: '交接报告',
  subtitle: '现场所做的工作，读自已签名的证据包',
  pack: '证据包',
  sha256: '文件的 SHA-256',
  signer: '签名者',
  fingerprint: '密钥指纹',
  readAloud: '简短形式（用于口头核对）',
  written: '生成时间',
  console: '控制台',
  qr: '扫码核对：文件名、文件的 SHA-256、签名者指纹。',
  intact: '完整：每个文件都与已签名的清单一致。',
  changed: '已被改动：此证据包与签名时不同，请勿采信。',
  changedFile: '已改动',
  missingFile: '缺失',
  extraFile: '多出',
  duplicatedFile: '在压缩包中出现两次',
  signatureBroken: '清单的签名不成立。',
  signerOwn: '本机安装',
  signerTrusted: '{name}（已信任）',
  signerExpected: '预期的密钥',
  signerUnknown: '本控制台不认识的密钥：请与工程师核对指纹',
  siteName: '现场',
  defaultRoute: '默认路由',
  auth: '认证方式',
  source: '文档',
  provider: '提供方',
  scenario: '场景',
  endpoint: '授权服务器',
  activation: '激活',
  activationLine: '{source}，密钥尾号 {key}，激活于 {at}，到期 {ends}',
  verdict: '结果',
  batchLine: '共 {total} 行：{succeeded} 行已开通，{skipped} 行跳过，{failed} 行失败',
  cancelled: '已取消',
  completedBySite: '（由现场补全）',
  signOff: '客户签收',
  customerName: '客户姓名',
  role: '职务',
  date: '日期',
  signature: '签名',
  accepted: '接受',
  refused: '拒绝，原因：',
};

/** The report's words in a language. */
export const reportWords = (language: ReportLanguage): typeof en => (language === 'zh-CN' ? zh : en);

/** A text with `{name}` placeholders filled. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
