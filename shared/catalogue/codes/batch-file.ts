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
  },
  BATCH_HEADER_MISSING: {
    category: 'validation',
    details: ['file', 'column', 'named', 'read'],
    words: {
      en: 'The first row of {file} names no {column} column ({named}; read as {read}). Add a header row with visitorId and floorIds (or 访客编号 and 楼层编号).',
      'zh-CN': '{file} 的第一行没有 {column} 列（{named}；按 {read} 读取）。请添加表头 visitorId 和 floorIds（或 访客编号 和 楼层编号）。',
    },
  },
  BATCH_ENCODING_DOUBTFUL: {
    category: 'validation',
    details: ['file', 'why', 'readAs', 'firstRow', 'sample'],
    words: {
      en: 'The encoding of {file} cannot be told for sure: {why}. Read as {readAs}, {firstRow}{sample}. Nothing is sent from it: save it again as "CSV UTF-8" from the spreadsheet.',
      'zh-CN':
        '无法确定 {file} 的编码：{why}。按 {readAs} 读取，{firstRow}{sample}。不会从该文件发送任何内容：请在表格软件中另存为“CSV UTF-8”。',
    },
  },
  BATCH_FILE_TYPE: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is not a batch file: a batch file is a .csv or .xlsx spreadsheet. Save the visitors as "CSV UTF-8" or as an Excel workbook (.xlsx), then choose that file.',
      'zh-CN':
        '{path} 不是批量文件：批量文件须为 .csv 或 .xlsx 表格。请把访客名单另存为“CSV UTF-8”或 Excel 工作簿（.xlsx），然后选择该文件。',
    },
  },
  BATCH_RESERVED_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is in the console’s own data folder, where no batch or results file may be. Keep batch and results files elsewhere (a folder of your documents, a USB stick).',
      'zh-CN': '{path} 位于控制台自己的数据文件夹中，批量文件和结果文件不能放在那里。请把它们放到其他位置（您的文档文件夹、U 盘）。',
    },
  },
  BATCH_CELL_DATE: {
    category: 'validation',
    details: ['row', 'columnName', 'value'],
    words: {
      en: "Row {row}, column {columnName}: the cell holds a date (“{value}”), not an id. Format the column as Text ({'@'}) and type the id.",
      'zh-CN': "第 {row} 行，{columnName}列：单元格是日期（“{value}”），不是编号。请将该列设为文本格式（{'@'}）后输入编号。",
    },
  },
  BATCH_CELL_INEXACT: {
    category: 'validation',
    details: ['row', 'columnName', 'value'],
    words: {
      en: "Row {row}, column {columnName}: the cell holds a number the sheet cannot show exactly (“{value}”: over 2^53 or in scientific notation). Format the column as Text ({'@'}) and type the id again.",
      'zh-CN':
        "第 {row} 行，{columnName}列：单元格中的数字无法精确显示（“{value}”：超过 2^53 或为科学计数法）。请将该列设为文本格式（{'@'}）后重新输入编号。",
    },
  },
  BATCH_CELL_ROUNDED: {
    category: 'validation',
    details: ['row', 'columnName', 'held', 'value'],
    words: {
      en: "Row {row}, column {columnName}: the cell holds {held}, which its number format shows rounded as “{value}”. Type the whole id in a cell formatted as Text ({'@'}).",
      'zh-CN':
        "第 {row} 行，{columnName}列：单元格中的数值为 {held}，其数字格式将它四舍五入显示为“{value}”。请在文本格式（{'@'}）的单元格中输入完整编号。",
    },
  },
  BATCH_CELL_ERROR: {
    category: 'validation',
    details: ['row', 'columnName', 'value'],
    words: {
      en: 'Row {row}, column {columnName}: the cell holds the error value {value}. Correct the formula or type the id.',
      'zh-CN': '第 {row} 行，{columnName}列：单元格是错误值 {value}。请改正公式或输入编号。',
    },
  },
  BATCH_CELL_BOOLEAN: {
    category: 'validation',
    details: ['row', 'columnName', 'value'],
    words: {
      en: 'Row {row}, column {columnName}: the cell holds {value} (a tick box or a comparison), not an id. Type the id, or correct the formula.',
      'zh-CN': '第 {row} 行，{columnName}列：单元格是 {value}（复选框或比较结果），不是编号。请输入编号，或改正公式。',
    },
  },
  BATCH_CELL_SCALED: {
    category: 'validation',
    details: ['row', 'columnName', 'held', 'value'],
    words: {
      en: "Row {row}, column {columnName}: the cell holds {held}, which its number format shows as “{value}”, leaving out digits (a format such as 0, shows thousands). Type the whole id in a cell formatted as Text ({'@'}).",
      'zh-CN':
        "第 {row} 行，{columnName}列：单元格中的数值为 {held}，其数字格式将它显示为“{value}”，省略了部分数字（例如格式 0, 以千为单位显示）。请在文本格式（{'@'}）的单元格中输入完整编号。",
    },
  },
  BATCH_CELL_FORMULA: {
    category: 'validation',
    details: ['row', 'columnName', 'held'],
    words: {
      en: 'Row {row}, column {columnName}: the cell holds the formula “{held}”, whose result the file does not keep (the program that wrote the file did not calculate it). Open the file in Excel or LibreOffice, let it calculate, and save it again; or type the id.',
      'zh-CN':
        '第 {row} 行，{columnName}列：单元格中是公式“{held}”，但文件中没有保存其计算结果（生成该文件的程序没有计算它）。请用 Excel 或 LibreOffice 打开文件，让其计算后重新保存；或直接输入编号。',
    },
  },
  BATCH_EMPTY_VISITOR: {
    category: 'validation',
    details: ['row', 'columnName'],
    words: {
      en: 'Row {row}, column {columnName}: the visitor id is empty. Fill it in or delete the row.',
      'zh-CN': '第 {row} 行，{columnName}列：访客编号为空。请填写或删除该行。',
    },
  },
  BATCH_ROW_HIDDEN: {
    category: 'validation',
    details: ['row'],
    words: {
      en: 'Row {row} is hidden in the sheet (filtered out, or hidden by hand), so it is not sent: what you do not see is not granted. Unhide the row to send it, or delete it.',
      'zh-CN':
        '第 {row} 行在工作表中被隐藏（被筛选掉或手动隐藏），因此不会发送：看不到的行不会开通。如需发送，请取消隐藏该行，或将其删除。',
    },
  },
  BATCH_DUPLICATE_ROW: {
    category: 'validation',
    details: ['row', 'columnName', 'visitorId', 'firstRow'],
    words: {
      en: 'Row {row}, column {columnName}: visitor {visitorId} with the same floors as row {firstRow}. Delete one of the two rows.',
      'zh-CN': '第 {row} 行，{columnName}列：访客 {visitorId} 的楼层与第 {firstRow} 行相同。请删除其中一行。',
    },
  },
  BATCH_FILE_NOT_FOUND: {
    category: 'not-found',
    details: ['file'],
    words: {
      en: 'There is no batch file {file}. Check the path.',
      'zh-CN': '批量文件 {file} 不存在。请检查路径。',
    },
  },
  BATCH_FILE_DENIED: {
    category: 'io',
    details: ['file'],
    words: {
      en: 'You have no permission to read the batch file {file}. Give your account read access, or copy the file somewhere you can read.',
      'zh-CN': '没有读取批量文件 {file} 的权限。请为您的账户授予读取权限，或把文件复制到可读取的位置。',
    },
  },
  BATCH_FILE_NOT_A_FILE: {
    category: 'io',
    details: ['file', 'fileType'],
    words: {
      en: '{file} is a {fileType}, not a regular file. Give the path of the batch file itself.',
      'zh-CN': '{file} 是{fileType}，不是普通文件。请给出批量文件本身的路径。',
    },
  },
  BATCH_FILE_TOO_LARGE: {
    category: 'io',
    details: ['file'],
    words: {
      en: 'The batch file {file} is too large ({message}). A batch file holds one sheet of visitors: save that sheet alone as a new workbook or as "CSV UTF-8".',
      'zh-CN': '批量文件 {file} 太大（{message}）。批量文件只含一张访客表：请把该表单独另存为新的工作簿或“CSV UTF-8”。',
    },
  },
});
