// The handover report's codes: its HTML or PDF, and the pack it is made from.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { handoverCodes } from '../codes/handover';

export const handoverExplanations = defineExplanations<typeof handoverCodes>()({
  HANDOVER_NOT_HTML: {
    explain: {
      en: {
        causes: ['The report file name was typed without .html, or with .htm or .pdf.'],
        next: ['End the file name with .html and Write the report again (or use Save as PDF for a PDF).'],
      },
      'zh-CN': {
        causes: ['报告文件名没有以 .html 结尾，或用了 .htm 或 .pdf。'],
        next: ['以 .html 结尾命名文件，然后再次生成报告（如需 PDF 请用“另存为 PDF”）。'],
      },
    },
    guide: 'hand-over',
  },
  HANDOVER_WRITE: {
    explain: {
      en: {
        causes: ['The folder chosen is read-only, belongs to another user, or is on a USB stick that is full, write-protected or removed.'],
        next: ['Choose a folder you can write to and Write the report again.'],
      },
      'zh-CN': {
        causes: ['所选文件夹为只读、属于其他用户，或位于已满、写保护或已拔出的 U 盘上。'],
        next: ['选择可写入的文件夹，然后再次生成报告。'],
      },
    },
    guide: 'hand-over',
  },
  HANDOVER_NOT_A_PACK: {
    explain: {
      en: {
        causes: ['Another zip was chosen (a vendor delivery, a folder backup), or the pack was unpacked and zipped again by hand.'],
        next: ['Choose the .zip that Export evidence wrote, unchanged (command line: site-console handover report --pack <pack.zip>).'],
      },
      'zh-CN': {
        causes: ['选择了其他 zip（厂商交付物、文件夹备份），或证据包被解压后又手工重新打包。'],
        next: ['选择“导出证据”写出的、未经改动的 .zip（命令行：site-console handover report --pack <证据包.zip>）。'],
      },
    },
    guide: 'hand-over',
  },
  HANDOVER_NOT_PDF: {
    explain: {
      en: {
        causes: ['The file name for the PDF report was typed without .pdf.'],
        next: ['End the file name with .pdf and press Save as PDF again.'],
      },
      'zh-CN': {
        causes: ['PDF 报告的文件名没有以 .pdf 结尾。'],
        next: ['以 .pdf 结尾命名文件，然后再次点击“另存为 PDF”。'],
      },
    },
    guide: 'hand-over',
  },
  HANDOVER_PDF_UNSUPPORTED: {
    explain: {
      en: {
        causes: ['A PDF was asked for on the command line or in a browser, where the console has no printer of its own.'],
        next: [
          'Write the report as HTML (site-console handover report --pack <pack.zip> --out <report.html>), open it in a browser and print it to PDF.',
          'Or use Save as PDF in the console’s own window.',
        ],
      },
      'zh-CN': {
        causes: ['在命令行或浏览器中请求了 PDF，而控制台在那里没有自己的打印功能。'],
        next: [
          '把报告生成为 HTML（site-console handover report --pack <证据包.zip> --out <报告.html>），在浏览器中打开并打印为 PDF。',
          '或在控制台自己的窗口中使用“另存为 PDF”。',
        ],
      },
    },
    guide: 'hand-over',
  },
  HANDOVER_PDF_FAILED: {
    explain: {
      en: {
        causes: [
          'Printing to PDF failed in the console window: the laptop is short of memory or disk space, or the folder cannot be written.',
        ],
        next: ['Write the report as HTML with Write the report, open it in a browser and print it to PDF.'],
      },
      'zh-CN': {
        causes: ['在控制台窗口中打印为 PDF 失败：笔记本内存或磁盘空间不足，或文件夹无法写入。'],
        next: ['用“生成报告”生成 HTML 报告，在浏览器中打开并打印为 PDF。'],
      },
    },
    guide: 'hand-over',
  },
});
