// The batch file's codes: reading it, its header, its cells and its rows.
import { defineCodes } from '../entry';

export const batchFileCodes = defineCodes({
  BATCH_FILE_UNREADABLE: {
    category: 'io',
    details: ['file'],
    words: {
      en: 'The batch file {file} cannot be read. Save it again as "CSV UTF-8" or as an Excel workbook (.xlsx), then import it again.',
      'zh-CN': '无法读取批量文件 {file}。请另存为“CSV UTF-8”或 Excel 工作簿（.xlsx）后重新导入。',
    },
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
    category: 'validation',
    details: ['file', 'column', 'named', 'read'],
    words: {
      en: 'The first row of {file} names no {column} column ({named}; read as {read}). Add a header row with visitorId and floorIds (or 访客编号 and 楼层编号).',
      'zh-CN': '{file} 的第一行没有 {column} 列（{named}；按 {read} 读取）。请添加表头 visitorId 和 floorIds（或 访客编号 和 楼层编号）。',
    },
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
    category: 'validation',
    details: ['file', 'why', 'readAs', 'firstRow', 'sample'],
    words: {
      en: 'The encoding of {file} cannot be told for sure: {why}. Read as {readAs}, {firstRow}{sample}. Nothing is sent from it: save it again as "CSV UTF-8" from the spreadsheet.',
      'zh-CN':
        '无法确定 {file} 的编码：{why}。按 {readAs} 读取，{firstRow}{sample}。不会从该文件发送任何内容：请在表格软件中另存为“CSV UTF-8”。',
    },
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
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is not a batch file: a batch file is a .csv or .xlsx spreadsheet. Save the visitors as "CSV UTF-8" or as an Excel workbook (.xlsx), then choose that file.',
      'zh-CN':
        '{path} 不是批量文件：批量文件须为 .csv 或 .xlsx 表格。请把访客名单另存为“CSV UTF-8”或 Excel 工作簿（.xlsx），然后选择该文件。',
    },
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
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is in the console’s own data folder, where no batch or results file may be. Keep batch and results files elsewhere (a folder of your documents, a USB stick).',
      'zh-CN': '{path} 位于控制台自己的数据文件夹中，批量文件和结果文件不能放在那里。请把它们放到其他位置（您的文档文件夹、U 盘）。',
    },
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
    category: 'validation',
    details: ['row', 'columnName', 'value'],
    words: {
      en: "Row {row}, column {columnName}: the cell holds a date (“{value}”), not an id. Format the column as Text ({'@'}) and type the id.",
      'zh-CN': "第 {row} 行，{columnName}列：单元格是日期（“{value}”），不是编号。请将该列设为文本格式（{'@'}）后输入编号。",
    },
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
    category: 'validation',
    details: ['row', 'columnName', 'value'],
    words: {
      en: "Row {row}, column {columnName}: the cell holds a number the sheet cannot show exactly (“{value}”: over 2^53 or in scientific notation). Format the column as Text ({'@'}) and type the id again.",
      'zh-CN':
        "第 {row} 行，{columnName}列：单元格中的数字无法精确显示（“{value}”：超过 2^53 或为科学计数法）。请将该列设为文本格式（{'@'}）后重新输入编号。",
    },
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
    category: 'validation',
    details: ['row', 'columnName', 'held', 'value'],
    words: {
      en: "Row {row}, column {columnName}: the cell holds {held}, which its number format shows rounded as “{value}”. Type the whole id in a cell formatted as Text ({'@'}).",
      'zh-CN':
        "第 {row} 行，{columnName}列：单元格中的数值为 {held}，其数字格式将它四舍五入显示为“{value}”。请在文本格式（{'@'}）的单元格中输入完整编号。",
    },
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
    category: 'validation',
    details: ['row', 'columnName', 'value'],
    words: {
      en: 'Row {row}, column {columnName}: the cell holds the error value {value}. Correct the formula or type the id.',
      'zh-CN': '第 {row} 行，{columnName}列：单元格是错误值 {value}。请改正公式或输入编号。',
    },
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
    category: 'validation',
    details: ['row', 'columnName', 'value'],
    words: {
      en: 'Row {row}, column {columnName}: the cell holds {value} (a tick box or a comparison), not an id. Type the id, or correct the formula.',
      'zh-CN': '第 {row} 行，{columnName}列：单元格是 {value}（复选框或比较结果），不是编号。请输入编号，或改正公式。',
    },
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
    category: 'validation',
    details: ['row', 'columnName', 'held', 'value'],
    words: {
      en: "Row {row}, column {columnName}: the cell holds {held}, which its number format shows as “{value}”, leaving out digits (a format such as 0, shows thousands). Type the whole id in a cell formatted as Text ({'@'}).",
      'zh-CN':
        "第 {row} 行，{columnName}列：单元格中的数值为 {held}，其数字格式将它显示为“{value}”，省略了部分数字（例如格式 0, 以千为单位显示）。请在文本格式（{'@'}）的单元格中输入完整编号。",
    },
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
    category: 'validation',
    details: ['row', 'columnName', 'held'],
    words: {
      en: 'Row {row}, column {columnName}: the cell holds the formula “{held}”, whose result the file does not keep (the program that wrote the file did not calculate it). Open the file in Excel or LibreOffice, let it calculate, and save it again; or type the id.',
      'zh-CN':
        '第 {row} 行，{columnName}列：单元格中是公式“{held}”，但文件中没有保存其计算结果（生成该文件的程序没有计算它）。请用 Excel 或 LibreOffice 打开文件，让其计算后重新保存；或直接输入编号。',
    },
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
    category: 'validation',
    details: ['row', 'columnName'],
    words: {
      en: 'Row {row}, column {columnName}: the visitor id is empty. Fill it in or delete the row.',
      'zh-CN': '第 {row} 行，{columnName}列：访客编号为空。请填写或删除该行。',
    },
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
    category: 'validation',
    details: ['row'],
    words: {
      en: 'Row {row} is hidden in the sheet (filtered out, or hidden by hand), so it is not sent: what you do not see is not granted. Unhide the row to send it, or delete it.',
      'zh-CN':
        '第 {row} 行在工作表中被隐藏（被筛选掉或手动隐藏），因此不会发送：看不到的行不会开通。如需发送，请取消隐藏该行，或将其删除。',
    },
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
    category: 'validation',
    details: ['row', 'columnName', 'visitorId', 'firstRow'],
    words: {
      en: 'Row {row}, column {columnName}: visitor {visitorId} with the same floors as row {firstRow}. Delete one of the two rows.',
      'zh-CN': '第 {row} 行，{columnName}列：访客 {visitorId} 的楼层与第 {firstRow} 行相同。请删除其中一行。',
    },
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
    category: 'not-found',
    details: ['file'],
    words: {
      en: 'There is no batch file {file}. Check the path.',
      'zh-CN': '批量文件 {file} 不存在。请检查路径。',
    },
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
    category: 'io',
    details: ['file'],
    words: {
      en: 'You have no permission to read the batch file {file}. Give your account read access, or copy the file somewhere you can read.',
      'zh-CN': '没有读取批量文件 {file} 的权限。请为您的账户授予读取权限，或把文件复制到可读取的位置。',
    },
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
    category: 'io',
    details: ['file', 'fileType'],
    words: {
      en: '{file} is a {fileType}, not a regular file. Give the path of the batch file itself.',
      'zh-CN': '{file} 是{fileType}，不是普通文件。请给出批量文件本身的路径。',
    },
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
    category: 'io',
    details: ['file'],
    words: {
      en: 'The batch file {file} is too large ({message}). A batch file holds one sheet of visitors: save that sheet alone as a new workbook or as "CSV UTF-8".',
      'zh-CN': '批量文件 {file} 太大（{message}）。批量文件只含一张访客表：请把该表单独另存为新的工作簿或“CSV UTF-8”。',
    },
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
