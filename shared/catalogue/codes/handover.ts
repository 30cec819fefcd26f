// The handover report's codes: its HTML or PDF, and the pack it is made from.
import { defineCodes } from '../entry';

export const handoverCodes = defineCodes({
  HANDOVER_NOT_HTML: {
    category: 'validation',
    details: ['path'],
    words: {
      en: 'The handover report is an .html file. End the file name {path} with .html.',
      'zh-CN': '交接报告是 .html 文件。请以 .html 结尾命名 {path}。',
    },
  },
  HANDOVER_WRITE: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The handover report cannot be written to {path}. Choose a folder you can write to.',
      'zh-CN': '无法将交接报告写入 {path}。请选择可写入的文件夹。',
    },
  },
  HANDOVER_NOT_A_PACK: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is not an evidence pack. Choose the .zip that "Export evidence" wrote.',
      'zh-CN': '{path} 不是证据包。请选择“导出证据”写出的 .zip 文件。',
    },
  },
  HANDOVER_NOT_PDF: {
    category: 'validation',
    details: ['path'],
    words: {
      en: 'The handover report as PDF is a .pdf file. End the file name {path} with .pdf.',
      'zh-CN': 'PDF 格式的交接报告是 .pdf 文件。请以 .pdf 结尾命名 {path}。',
    },
  },
  HANDOVER_PDF_UNSUPPORTED: {
    category: 'usage',
    words: {
      en: 'The handover report is saved as PDF only in the console window. Here, write it as HTML and print it from a browser.',
      'zh-CN': '只有在控制台窗口中才能将交接报告保存为 PDF。在这里请生成 HTML 报告，再用浏览器打印。',
    },
  },
  HANDOVER_PDF_FAILED: {
    category: 'internal',
    words: {
      en: 'The handover report could not be printed to PDF. Write it as HTML and print it from a browser.',
      'zh-CN': '无法将交接报告打印为 PDF。请生成 HTML 报告，再用浏览器打印。',
    },
  },
});
