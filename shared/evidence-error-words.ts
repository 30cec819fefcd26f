// The words of the evidence and handover error codes, in every language the console speaks: the
// window's (renderer/i18n/evidence/) and the command line's (`evidence` and `handover` under --json),
// from one table. Placeholders are vue-i18n's named ones, filled from the error's details.

/** English. */
const en = {
  EVIDENCE_KEYS_UNREADABLE: 'The list of known keys {path} cannot be read. Check the file in the data directory.',
  EVIDENCE_KEYS_INVALID: 'The list of known keys {path} is not one this console wrote. Restore it from a backup, or remove it and trust the keys again.',
  EVIDENCE_TRUST_NAME: "Give the name of the engineer whose key this is (1 to {max} characters).",
  EVIDENCE_FINGERPRINT: '{fingerprint} is not a whole fingerprint. Trust the pack itself, or ask for the whole fingerprint.',
  EVIDENCE_KEY_FILE: '{path} is not a key file written by "evidence key export". Ask for that file again.',
  EVIDENCE_NOT_INTACT: 'The pack {path} is not intact, so its key is not trusted. Ask the engineer for the pack again.',
  HANDOVER_NOT_HTML: 'The handover report is an .html file. End the file name {path} with .html.',
  HANDOVER_WRITE: 'The handover report cannot be written to {path}. Choose a folder you can write to.',
  HANDOVER_NOT_A_PACK: '{path} is not an evidence pack. Choose the .zip that "Export evidence" wrote.',
  HANDOVER_NOT_PDF: 'The handover report as PDF is a .pdf file. End the file name {path} with .pdf.',
  HANDOVER_PDF_UNSUPPORTED: 'The handover report is saved as PDF only in the console window. Here, write it as HTML and print it from a browser.',
  HANDOVER_PDF_FAILED: 'The handover report could not be printed to PDF. Write it as HTML and print it from a browser.',
};

/** 中文。 */
const zhCN: Record<keyof typeof en, string> = {
  EVIDENCE_KEYS_UNREADABLE: '无法读取已知密钥列表 {path}。请检查数据目录中的该文件。',
  EVIDENCE_KEYS_INVALID: '已知密钥列表 {path} 不是本控制台写入的。请从备份恢复，或删除后重新信任这些密钥。',
  EVIDENCE_TRUST_NAME: '请填写该密钥所属工程师的姓名（1 到 {max} 个字符）。',
  EVIDENCE_FINGERPRINT: '{fingerprint} 不是完整的指纹。请直接信任证据包，或索取完整指纹。',
  EVIDENCE_KEY_FILE: '{path} 不是 "evidence key export" 写出的密钥文件。请重新索取该文件。',
  EVIDENCE_NOT_INTACT: '证据包 {path} 不完整，因此不信任其密钥。请向工程师重新索取证据包。',
  HANDOVER_NOT_HTML: '交接报告是 .html 文件。请以 .html 结尾命名 {path}。',
  HANDOVER_WRITE: '无法将交接报告写入 {path}。请选择可写入的文件夹。',
  HANDOVER_NOT_A_PACK: '{path} 不是证据包。请选择“导出证据”写出的 .zip 文件。',
  HANDOVER_NOT_PDF: 'PDF 格式的交接报告是 .pdf 文件。请以 .pdf 结尾命名 {path}。',
  HANDOVER_PDF_UNSUPPORTED: '只有在控制台窗口中才能将交接报告保存为 PDF。在这里请生成 HTML 报告，再用浏览器打印。',
  HANDOVER_PDF_FAILED: '无法将交接报告打印为 PDF。请生成 HTML 报告，再用浏览器打印。',
};

/** The words of the evidence and handover codes, by language. */
export const evidenceErrorWords = { en, 'zh-CN': zhCN } as const;
