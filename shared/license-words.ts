// The words of the authorization client's own terms (where it stands, how a license came to be
// active, a pre-flight step's verdict) in every language the console speaks: the License view's
// (renderer/i18n/license/, which takes them into its texts) and `license … --lang` on the command
// line, from one table.

const en = {
  states: {
    uninitialized: 'Not initialized',
    initialized: 'Initialized: no license is active yet',
    activated: 'Initialized: a license is active',
  },
  sources: { 'license-key': 'by license key', serial: 'by the serial number in the document' },
  verdicts: { pass: 'Pass', warn: 'Warning', fail: 'Fail', skipped: 'Skipped' },
};

const zhCN: typeof en = {
  states: { uninitialized: '未初始化', initialized: '已初始化：尚无有效许可证', activated: '已初始化：许可证有效' },
  sources: { 'license-key': '通过许可证密钥', serial: '通过文档中的序列号' },
  verdicts: { pass: '通过', warn: '警告', fail: '失败', skipped: '跳过' },
};

/** The authorization client's terms in words, by language. */
export const licenseTermWords = { en, 'zh-CN': zhCN } as const;
