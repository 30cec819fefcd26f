// 证据部分（交接：打开的证据包、签名者、报告）及“关于”中指纹一行的中文文本；键与 evidence/en.ts 一致。
// 与交接报告共用的词语来自 shared/evidence-words.ts 中的同一张表。
import { evidenceErrorWords } from '../../../shared/evidence-error-words';
import { handoverWords } from '../../../shared/evidence-words';
import type { evidenceTexts as enTexts } from './en';

/** 证据相关错误代码的文字。 */
export const evidenceErrors = evidenceErrorWords['zh-CN'];

/** 证据部分的文本。 */
export const evidenceTexts: typeof enTexts = {
  ...handoverWords['zh-CN'],
  title: '交接证据',
  intro: '导出本控制台的证据包（不含密钥的配置与文档、授权、调用日志、批量；已签名），或打开上一位工程师的证据包，查看其所做的工作。',
  exportPath: '证据包（.zip）',
  chooseWhere: '选择位置…',
  export: '导出证据',
  written: '证据包已写入 {path}，由本机安装签名（密钥 {fingerprint}，口头核对 {aloud}）。',
  openPath: '要打开的证据包（.zip）',
  choosePack: '选择证据包…',
  open: '打开证据',
  intact: '完好：每个文件都与哈希一致，签名有效。',
  changed: '已被改动：此证据包与签名时不同。下方已标出各个文件。',
  notAPack: '不是证据包：{reason}',
  signatureBroken: 'manifest.json 的签名无效：清单本身被改动过。',
  fileStates: { changed: '已改动', missing: '缺失', extra: '多出', duplicated: '在压缩包中出现两次', same: '与签名一致' },
  packFiles: '包内文件',
  signerOwn: '由本机安装签名（密钥 {fingerprint}）。',
  signerTrusted: '由 {name} 签名，本控制台信任其密钥（密钥 {fingerprint}）。',
  signerExpected: '由预期的密钥 {fingerprint} 签名。',
  signerOffered: '此便携文件夹的密钥列表将此密钥称为“{name}”。任何拿到过该文件夹的人都可能写入这份列表，因此在您核对指纹并在下方信任它之前，本机不信任此密钥。',
  signerUnknown: '由本控制台不认识的密钥签名。请把此指纹读给制作证据包的工程师（电话核对）：',
  fingerprint: '指纹',
  readAloud: '口头核对',
  trustName: '工程师姓名',
  trust: '信任此工程师的密钥',
  trusted: '已信任：密钥 {fingerprint}，名称 {name}。',
  writtenAt: '{at} 由 {console} 生成',
  siteLine: '{name} · 默认路由 {route} · 认证方式 {auth}',
  configLine: '{source}：{provider} · {scenario}',
  licenseLine: '状态：{state} · {provider} · {scenario} · {endpoint}',
  activation: '激活于 {at}（{source}，密钥尾号 {key}），到期 {ends}',
  result: '结果',
  detail: '详情',
  parityLine: '{at} · {profile} · 人员 {person}',
  batchLine: '{file}：共 {total} 行，{succeeded} 行已开通，{skipped} 行跳过，{failed} 行失败',
  cancelled: '（已取消）',
  report: '交接报告',
  reportIntro: '供客户签收的一个 HTML 文件：此证据包所记录的工作、其 SHA-256 与签名者（另附二维码）。用浏览器打开并以 A4 打印。',
  reportLang: '报告语言',
  reportLangs: { 'zh-CN': '中文', en: 'English', both: '中文 + English' },
  reportPath: '报告文件（.html）',
  reportWrite: '生成报告',
  reportWritten: '交接报告已写入 {path}。',
  reportPdf: '另存为 PDF',
  reportPdfPath: '报告文件（.pdf）',
  reportPdfWritten: '交接报告（PDF，A4）已写入 {path}。',
  saveReportPdfTitle: '将交接报告另存为 PDF（.pdf）',
  saveReportTitle: '保存交接报告（.html）',
  aboutKey: '证据签名密钥',
  aboutKeyAloud: '口头核对 {aloud}',
};
