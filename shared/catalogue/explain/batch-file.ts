// The batch file's codes: reading it, its header, its cells and its rows.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { batchFileCodes } from '../codes/batch-file';

export const batchFileExplanations = defineExplanations<typeof batchFileCodes>()({
  BATCH_FILE_UNREADABLE: {
    explain: {
      en: {
        causes: [
          'The file is not really CSV or XLSX: an old .xls renamed, a WPS .et file, a password-protected workbook, or a file damaged when copied from a USB stick.',
          'The file is still open and locked in Excel or WPS while the console reads it.',
        ],
        next: [
          'Open the file in Excel, WPS or LibreOffice, and save it again as "CSV UTF-8" or as an Excel workbook (.xlsx), without a password.',
          'Close it in the spreadsheet, then import it again.',
        ],
      },
      'zh-CN': {
        causes: [
          '文件实际上不是 CSV 或 XLSX：改名的旧 .xls、WPS 的 .et 文件、设有密码的工作簿，或从 U 盘复制时损坏的文件。',
          '控制台读取时文件仍在 Excel 或 WPS 中打开并被锁定。',
        ],
        next: [
          '用 Excel、WPS 或 LibreOffice 打开该文件，另存为“CSV UTF-8”或 Excel 工作簿（.xlsx），不设密码。',
          '在电子表格软件中关闭它，然后重新导入。',
        ],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_HEADER_MISSING: {
    explain: {
      en: {
        causes: [
          'The sheet has a title row or blank rows above the header, so its first row is not the header.',
          'The columns are named otherwise (Visitor ID, 访客ID, floors), or the file was saved in an encoding that garbles the Chinese names.',
        ],
        next: [
          'Make the first row the header, with the columns visitorId and floorIds (or 访客编号 and 楼层编号), deleting any title rows above it.',
          'Save as "CSV UTF-8" or .xlsx and import it again.',
        ],
      },
      'zh-CN': {
        causes: [
          '表格在表头上方有标题行或空行，因此第一行不是表头。',
          '列名不同（Visitor ID、访客ID、floors），或文件保存的编码使中文列名变成乱码。',
        ],
        next: [
          '让第一行成为表头，列名为 visitorId 和 floorIds（或 访客编号 和 楼层编号），删除其上方的标题行。',
          '另存为“CSV UTF-8”或 .xlsx 后重新导入。',
        ],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_ENCODING_DOUBTFUL: {
    explain: {
      en: {
        causes: [
          'The CSV was saved by Excel or WPS on Chinese Windows as plain "CSV", which is GBK, not UTF-8; names and floor names in it could be read wrong.',
          'The file was assembled from parts in different encodings (copied from several colleagues’ files).',
        ],
        next: [
          'Open the file in the spreadsheet and save it again as "CSV UTF-8" (or as .xlsx).',
          'Import it again and check the rows as sent in the preview.',
        ],
      },
      'zh-CN': {
        causes: [
          'CSV 是在中文 Windows 上用 Excel 或 WPS 另存为普通“CSV”的，其编码是 GBK 而不是 UTF-8；其中的姓名和楼层名称可能被读错。',
          '文件由不同编码的部分拼接而成（从几位同事的文件中复制而来）。',
        ],
        next: ['在电子表格软件中打开文件，重新另存为“CSV UTF-8”（或 .xlsx）。', '重新导入，并在预览中检查将要发送的每一行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_FILE_TYPE: {
    explain: {
      en: {
        causes: ['The file chosen is an old Excel .xls, a WPS .et, a .txt export or a .numbers file.'],
        next: ['Save the visitors as "CSV UTF-8" or as an Excel workbook (.xlsx), then choose that file.'],
      },
      'zh-CN': {
        causes: ['选择的文件是旧版 Excel 的 .xls、WPS 的 .et、.txt 导出文件或 .numbers 文件。'],
        next: ['把访客另存为“CSV UTF-8”或 Excel 工作簿（.xlsx），然后选择该文件。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_RESERVED_PATH: {
    explain: {
      en: {
        causes: ['The batch or results file was put in the console’s own data directory, for example beside its call log.'],
        next: ['Keep batch and results files in a folder of your own or on a USB stick, and choose them there.'],
      },
      'zh-CN': {
        causes: ['批量文件或结果文件放在了控制台自己的数据目录中，例如调用记录旁边。'],
        next: ['把批量文件和结果文件放在自己的文件夹或 U 盘上，并从那里选择。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_CELL_DATE: {
    explain: {
      en: {
        causes: ['The spreadsheet turned an id such as 3-5 or 2024-01 into a date when it was typed or imported.'],
        next: ['Format the column as Text, type the id again in that cell, save, and Preview again.'],
      },
      'zh-CN': {
        causes: ['输入或导入时，电子表格把 3-5 或 2024-01 这样的编号转换成了日期。'],
        next: ['把该列的格式设为文本，在该单元格中重新输入编号，保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_CELL_INEXACT: {
    explain: {
      en: {
        causes: [
          'A long numeric id (an ID card or badge number) was typed into a Number cell, and the spreadsheet keeps only 15 significant digits or shows it in scientific notation.',
        ],
        next: ['Format the column as Text, type the whole id again, save, and Preview again.'],
      },
      'zh-CN': {
        causes: ['长数字编号（身份证号或卡号）输入到了数字格式的单元格中，电子表格只保留 15 位有效数字或以科学计数法显示。'],
        next: ['把该列的格式设为文本，重新输入完整编号，保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_CELL_ROUNDED: {
    explain: {
      en: {
        causes: [
          'The cell’s number format shows fewer decimals or digits than the value holds, so what you see is not what would be sent.',
        ],
        next: ['Format the column as Text, type the whole id, save, and Preview again.'],
      },
      'zh-CN': {
        causes: ['单元格的数字格式显示的位数少于实际值，看到的内容与将要发送的不同。'],
        next: ['把该列的格式设为文本，输入完整编号，保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_CELL_ERROR: {
    explain: {
      en: {
        causes: [
          'A formula in the cell failed (#N/A from a lookup into another sheet, #REF! after deleting rows), often when the visitors were pulled from a colleague’s workbook.',
        ],
        next: ['Correct the formula, or replace it with the id typed as text, save, and Preview again.'],
      },
      'zh-CN': {
        causes: ['单元格中的公式出错（从其他工作表查找得到 #N/A，删除行后出现 #REF!），常见于访客数据取自同事的工作簿。'],
        next: ['修正公式，或改为以文本输入编号，保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_CELL_BOOLEAN: {
    explain: {
      en: {
        causes: ['The cell holds TRUE or FALSE: a tick box, a comparison formula, or a column pasted one place off.'],
        next: ['Type the id in the cell (or correct the formula or the column), save, and Preview again.'],
      },
      'zh-CN': {
        causes: ['单元格中是 TRUE 或 FALSE：复选框、比较公式，或粘贴时整列错位。'],
        next: ['在单元格中输入编号（或修正公式、列），保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_CELL_SCALED: {
    explain: {
      en: {
        causes: [
          'The column has a number format that shows thousands or hides digits (such as 0, or a custom format), so the id shown is not the id held.',
        ],
        next: ['Format the column as Text, type the whole id, save, and Preview again.'],
      },
      'zh-CN': {
        causes: ['该列的数字格式以千为单位显示或隐藏了数字（例如 0, 或自定义格式），显示的编号与实际值不同。'],
        next: ['把该列的格式设为文本，输入完整编号，保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_CELL_FORMULA: {
    explain: {
      en: {
        causes: [
          'The file was written by a program that stores formulas without their results (an export tool, a script, some online spreadsheets).',
        ],
        next: [
          'Open the file in Excel, WPS or LibreOffice, let it calculate, save it again, and Preview again.',
          'Or type the ids as text in place of the formulas.',
        ],
      },
      'zh-CN': {
        causes: ['文件由只保存公式而不保存结果的程序写出（导出工具、脚本、部分在线表格）。'],
        next: ['用 Excel、WPS 或 LibreOffice 打开文件，让它计算后重新保存，再重新预览。', '或用文本形式的编号替换这些公式。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_EMPTY_VISITOR: {
    explain: {
      en: {
        causes: ['A row has floors but no visitor id: a blank line in the middle, a merged cell, or a note row.'],
        next: ['Fill in the visitor id or delete the row, save, and Preview again.'],
      },
      'zh-CN': {
        causes: ['某行有楼层但没有访客编号：中间的空行、合并单元格或备注行。'],
        next: ['填写访客编号或删除该行，保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_ROW_HIDDEN: {
    explain: {
      en: {
        causes: ['The row is filtered out or hidden in the sheet, for example left from a colleague’s filter by building.'],
        next: ['Unhide the row (or clear the filter) if it should be sent, or delete it, then save and Preview again.'],
      },
      'zh-CN': {
        causes: ['该行在表格中被筛选掉或隐藏，例如同事按楼栋筛选后留下的。'],
        next: ['如果需要发送该行，请取消隐藏（或清除筛选）；否则删除它，然后保存并重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_DUPLICATE_ROW: {
    explain: {
      en: {
        causes: [
          'The visitor list was merged from several sources (reception, a host’s email) and the same visitor appears twice with the same floors.',
        ],
        next: ['Delete one of the two rows, save, and Preview again.'],
      },
      'zh-CN': {
        causes: ['访客名单由多个来源合并（前台、被访人的邮件），同一访客以相同楼层出现了两次。'],
        next: ['删除其中一行，保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_FILE_NOT_FOUND: {
    explain: {
      en: {
        causes: ['The path was mistyped, the file was moved or renamed, or the USB stick holding it is not plugged in.'],
        next: ['Check the path, or choose the file again with Choose….'],
      },
      'zh-CN': {
        causes: ['路径输入有误、文件已被移动或重命名，或存放它的 U 盘未插入。'],
        next: ['核对路径，或用“选择…”重新选择文件。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_FILE_DENIED: {
    explain: {
      en: {
        causes: [
          'The file belongs to another user account (received from a colleague, or saved by an administrator) and yours may not read it.',
        ],
        next: ['Copy the file to a folder of your own and choose the copy.'],
      },
      'zh-CN': {
        causes: ['文件属于其他用户账户（从同事处收到，或由管理员保存），您的账户无权读取。'],
        next: ['把文件复制到自己的文件夹中，并选择该副本。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_FILE_NOT_A_FILE: {
    explain: {
      en: {
        causes: ['A folder or shortcut was chosen instead of the batch file inside it.'],
        next: ['Give the path of the .csv or .xlsx file itself.'],
      },
      'zh-CN': {
        causes: ['选择的是文件夹或快捷方式，而不是其中的批量文件。'],
        next: ['提供 .csv 或 .xlsx 文件本身的路径。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_FILE_TOO_LARGE: {
    explain: {
      en: {
        causes: ['The workbook holds many sheets, pictures or a large history besides the visitors (a colleague’s master workbook).'],
        next: ['Copy the sheet of visitors alone into a new workbook, or save it as "CSV UTF-8", and choose that file.'],
      },
      'zh-CN': {
        causes: ['工作簿中除了访客还有许多工作表、图片或大量历史数据（同事的总表）。'],
        next: ['把访客工作表单独复制到新工作簿中，或另存为“CSV UTF-8”，然后选择该文件。'],
      },
    },
    guide: 'visitor-floors',
  },
});
