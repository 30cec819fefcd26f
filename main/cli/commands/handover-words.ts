// What `site-console handover` says, in every language the console speaks (the report's own words
// are main/evidence/handover-words.ts).
import type { LocalizedText } from '../../../shared/language';

/** The usage text. */
export const HANDOVER_USAGE: LocalizedText = {
  en: `usage: site-console handover report --pack <pack.zip> --out <report.html> [--lang zh-CN|en|both] [--json] [--passphrase-file <file>]

Writes the handover report of an evidence pack: one HTML file (no script, no web font) that prints on
A4, with what was done on site, the pack's file name, SHA-256 and signer fingerprint (also as a QR
code), and a sign-off block for the customer. Open it in a browser and print it, or keep the file.
(The console window also saves it as PDF; the command line has no printer of its own.)
--lang is the report's language, zh-CN, en or both side by side (default both); what the command
itself prints is in --lang's language, or the locale's (LC_ALL, LC_MESSAGES, LANG) for both.
Exit status: 0 written (the pack intact and signed by a known key); 1 written, but the pack was
changed (the report says so in red); 2 usage, not an evidence pack, or a report that cannot be
written (nothing written; under --json, the answer says why); 4 written,
but the pack is signed by a key this console does not know (the report says so).
`,
  'zh-CN': `用法：site-console handover report --pack <证据包.zip> --out <报告.html> [--lang zh-CN|en|both] [--json] [--passphrase-file <文件>]

生成证据包的交接报告：一个 HTML 文件（无脚本、无网络字体），可用 A4 打印，包含现场所做的工作、
证据包的文件名、SHA-256 和签名者指纹（另附二维码），以及客户签收栏。可在浏览器中打开并打印，或保存该文件。
（控制台窗口还可以另存为 PDF；命令行没有自己的打印机。）
--lang 是报告的语言：zh-CN、en 或 both（并排，默认）；命令本身输出的语言取 --lang，
为 both 时取区域设置（LC_ALL、LC_MESSAGES、LANG）。
退出状态：0 已生成（证据包完整且由已知密钥签名）；1 已生成，但证据包被改动（报告以红字注明）；
2 用法错误、不是证据包或报告无法写入（未写入任何内容；使用 --json 时，应答说明原因）；
4 已生成，但证据包由本控制台不认识的密钥签名（报告会注明）。
`,
};

/** The command's sentences. */
export const HANDOVER_WORDS = {
  giveReport: { en: 'give report', 'zh-CN': '请给出 report' } as LocalizedText,
  packAndOut: {
    en: 'report takes --pack <pack.zip> and --out <report.html>',
    'zh-CN': 'report 需要 --pack <证据包.zip> 和 --out <报告.html>',
  } as LocalizedText,
  en: {
    written: (out: string, sha256: string, fingerprint: string, readAloud: string, status: string): string =>
      `handover report written: ${out} (pack SHA-256 ${sha256}, signer ${fingerprint}, read aloud ${readAloud}, ${status})`,
  },
  'zh-CN': {
    written: (out: string, sha256: string, fingerprint: string, readAloud: string, status: string): string =>
      `交接报告已生成：${out}（证据包 SHA-256 ${sha256}，签名者 ${fingerprint}，口头核对 ${readAloud}，${status}）`,
  },
};
