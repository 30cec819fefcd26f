// The batch's codes: its file, its rows' problems, its journal and the site's zone pages.
import { defineCodes } from '../entry';

export const batchCodes = defineCodes({
  BATCH_NO_ZONE_SERVICE: {
    category: 'usage',
    words: {
      en: 'The active site profile names no common component service (E4), so the floor ids of the batch cannot be checked before the run. Add its address in the profile (Site view), then preview again.',
      'zh-CN': '当前站点配置未填写公共组件服务（E4），因此无法在运行前核对批量中的楼层编号。请在站点视图的配置中填写其地址，然后重新预览。',
    },
  },
  BATCH_ZONE_PAGE_UNUSABLE: {
    category: 'malformed',
    details: ['url', 'status'],
    words: {
      en: 'The common component service’s zone page {url} answered HTTP {status} without a list of zones. Check the E4 address in the site profile, then preview again.',
      'zh-CN': '公共组件服务的区域页 {url} 返回了 HTTP {status}，但没有区域列表。请检查站点配置中的 E4 地址，然后重新预览。',
    },
  },
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
      'zh-CN': '无法确定 {file} 的编码：{why}。按 {readAs} 读取，{firstRow}{sample}。不会从该文件发送任何内容：请在表格软件中另存为“CSV UTF-8”。',
    },
  },
  BATCH_FILE_TYPE: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is not a batch file: a batch file is a .csv or .xlsx spreadsheet. Save the visitors as "CSV UTF-8" or as an Excel workbook (.xlsx), then choose that file.',
      'zh-CN': '{path} 不是批量文件：批量文件须为 .csv 或 .xlsx 表格。请把访客名单另存为“CSV UTF-8”或 Excel 工作簿（.xlsx），然后选择该文件。',
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
  BATCH_ZONES_TOO_MANY: {
    category: 'usage',
    details: ['limit', 'zoneType'],
    words: {
      en: 'The site’s zone pages (E4) list more than {limit} {zoneType} zones; the console reads at most {limit}, so the floors were not checked. Floor ids are sent as typed and the site judges them; write floor ids rather than names.',
      'zh-CN': '站点的区域分页（E4）列出的{zoneType}区域超过 {limit} 个；控制台最多读取 {limit} 个，因此未核对楼层。楼层编号将按填写内容发送，由站点判断；请填写楼层编号而不是楼层名称。',
    },
  },
  BATCH_ZONE_PAGE_TOO_LARGE: {
    category: 'malformed',
    details: ['pageNo', 'size', 'asked'],
    words: {
      en: 'The site’s zone page {pageNo} (E4) held {size} zones when {asked} were asked for, so the floors were not checked. Check the common component service’s address in the site profile, or ask the site why it pages so; write floor ids rather than names meanwhile.',
      'zh-CN': '站点的区域分页第 {pageNo} 页（E4）在请求 {asked} 个区域时返回了 {size} 个，因此未核对楼层。请检查站点配置中公共组件服务的地址，或向现场询问其分页方式；在此之前请填写楼层编号而不是楼层名称。',
    },
  },
  BATCH_FLOOR_UNCHECKED: {
    category: 'validation',
    details: ['row', 'columnName', 'names', 'reason'],
    words: {
      en: 'Row {row}, column {columnName}: {names} can only be a floor name, which only the site’s zone pages turn into a floor id, and they could not be read ({reason}). Preview again once the common component service answers, or write the floor ids.',
      'zh-CN': '第 {row} 行，{columnName}列：{names} 只能是楼层名称，而楼层名称只有通过站点的区域页才能换成楼层编号，但区域页无法读取（{reason}）。请在公共组件服务恢复应答后重新预览，或直接填写楼层编号。',
    },
  },
  BATCH_CELL_DATE: {
    category: 'validation',
    details: ['row', 'columnName', 'value'],
    words: {
      en: 'Row {row}, column {columnName}: the cell holds a date (“{value}”), not an id. Format the column as Text ({\'@\'}) and type the id.',
      'zh-CN': '第 {row} 行，{columnName}列：单元格是日期（“{value}”），不是编号。请将该列设为文本格式（{\'@\'}）后输入编号。',
    },
  },
  BATCH_CELL_INEXACT: {
    category: 'validation',
    details: ['row', 'columnName', 'value'],
    words: {
      en: 'Row {row}, column {columnName}: the cell holds a number the sheet cannot show exactly (“{value}”: over 2^53 or in scientific notation). Format the column as Text ({\'@\'}) and type the id again.',
      'zh-CN': '第 {row} 行，{columnName}列：单元格中的数字无法精确显示（“{value}”：超过 2^53 或为科学计数法）。请将该列设为文本格式（{\'@\'}）后重新输入编号。',
    },
  },
  BATCH_CELL_ROUNDED: {
    category: 'validation',
    details: ['row', 'columnName', 'held', 'value'],
    words: {
      en: 'Row {row}, column {columnName}: the cell holds {held}, which its number format shows rounded as “{value}”. Type the whole id in a cell formatted as Text ({\'@\'}).',
      'zh-CN': '第 {row} 行，{columnName}列：单元格中的数值为 {held}，其数字格式将它四舍五入显示为“{value}”。请在文本格式（{\'@\'}）的单元格中输入完整编号。',
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
      en: 'Row {row}, column {columnName}: the cell holds {held}, which its number format shows as “{value}”, leaving out digits (a format such as 0, shows thousands). Type the whole id in a cell formatted as Text ({\'@\'}).',
      'zh-CN': '第 {row} 行，{columnName}列：单元格中的数值为 {held}，其数字格式将它显示为“{value}”，省略了部分数字（例如格式 0, 以千为单位显示）。请在文本格式（{\'@\'}）的单元格中输入完整编号。',
    },
  },
  BATCH_CELL_FORMULA: {
    category: 'validation',
    details: ['row', 'columnName', 'held'],
    words: {
      en: 'Row {row}, column {columnName}: the cell holds the formula “{held}”, whose result the file does not keep (the program that wrote the file did not calculate it). Open the file in Excel or LibreOffice, let it calculate, and save it again; or type the id.',
      'zh-CN': '第 {row} 行，{columnName}列：单元格中是公式“{held}”，但文件中没有保存其计算结果（生成该文件的程序没有计算它）。请用 Excel 或 LibreOffice 打开文件，让其计算后重新保存；或直接输入编号。',
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
      'zh-CN': '第 {row} 行在工作表中被隐藏（被筛选掉或手动隐藏），因此不会发送：看不到的行不会开通。如需发送，请取消隐藏该行，或将其删除。',
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
  BATCH_UNKNOWN_FLOOR: {
    category: 'validation',
    details: ['row', 'columnName', 'floors', 'next'],
    words: {
      en: 'Row {row}, column {columnName}: the site\'s zone pages know no floor {floors}. {next}',
      'zh-CN': '第 {row} 行，{columnName}列：现场的区域分页中没有楼层 {floors}。{next}',
    },
  },
  BATCH_FLOOR_AMBIGUOUS: {
    category: 'validation',
    details: ['row', 'columnName', 'floors', 'example'],
    words: {
      en: 'Row {row}, column {columnName}: more than one floor has this name: {floors}. Write the floor id, or the building before the floor (“{example}”).',
      'zh-CN': '第 {row} 行，{columnName}列：不止一个楼层叫这个名字：{floors}。请填写楼层编号，或在楼层前写上楼栋（“{example}”）。',
    },
  },
  BATCH_JOURNAL_IO: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The batch journal {path} cannot be written. Check that the folder is writable and the disk is not full; nothing granted so far is lost.',
      'zh-CN': '无法写入批量日志 {path}。请检查文件夹可写且磁盘未满；已开通的记录不会丢失。',
    },
  },
  BATCH_EXPORT_IO: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The results cannot be written to {path}. Choose a folder you can write to.',
      'zh-CN': '无法将结果写入 {path}。请选择有写权限的文件夹。',
    },
  },
  BATCH_EXPORT_TYPE: {
    category: 'validation',
    words: {
      en: 'Results are written as .csv or .xlsx. End the file name with .csv or .xlsx.',
      'zh-CN': '结果文件须为 .csv 或 .xlsx。请以 .csv 或 .xlsx 结尾命名。',
    },
  },
  BATCH_CONCURRENCY: {
    category: 'usage',
    details: ['max'],
    words: {
      en: 'Rows at once must be a whole number from 1 to {max}.',
      'zh-CN': '同时处理的行数须为 1 到 {max} 的整数。',
    },
  },
  BATCH_RUN_NOT_FOUND: {
    category: 'not-found',
    words: {
      en: 'This batch run is not known to the console any more (was it restarted?). Start the batch again: the journal skips rows already granted.',
      'zh-CN': '控制台已不认识此批次（是否重启过？）。请重新开始该批次：日志会跳过已开通的行。',
    },
  },
  BATCH_ROW_NOT_FOUND: {
    category: 'not-found',
    details: ['row'],
    words: {
      en: 'Row {row} has no outcome in this run yet. Wait until the batch has finished.',
      'zh-CN': '第 {row} 行在本次运行中还没有结果。请等待批次完成。',
    },
  },
  BATCH_STILL_RUNNING: {
    category: 'usage',
    words: {
      en: 'The batch is still running. Export its results once it has finished or been cancelled.',
      'zh-CN': '批次仍在运行。请在完成或取消后再导出结果。',
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
  BATCH_JOURNAL_NOT_FOUND: {
    category: 'not-found',
    details: ['path'],
    words: {
      en: 'The batch journal {path} has gone. Start the batch again.',
      'zh-CN': '批量日志 {path} 已不存在。请重新开始该批次。',
    },
  },
  BATCH_JOURNAL_DENIED: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'You have no permission to read the batch journal {path}. Give your account read access, or move the journal away to start a new one.',
      'zh-CN': '没有读取批量日志 {path} 的权限。请为您的账户授予读取权限，或把该日志移走以开始新的日志。',
    },
  },
  BATCH_JOURNAL_NOT_A_FILE: {
    category: 'io',
    details: ['path', 'fileType'],
    words: {
      en: 'The batch journal {path} is a {fileType}, not a regular file. Remove it, or keep the batch file in another folder.',
      'zh-CN': '批量日志 {path} 是{fileType}，不是普通文件。请删除它，或把批量文件放到其他文件夹。',
    },
  },
  BATCH_JOURNAL_TOO_LARGE: {
    category: 'io',
    details: ['path', 'size', 'limit'],
    words: {
      en: 'The batch journal {path} is {size} bytes or more (the limit is {limit}). Check that it is a journal; move it away to start a new one.',
      'zh-CN': '批量日志 {path} 至少有 {size} 字节（上限为 {limit}）。请确认它是日志；把它移走即可开始新的日志。',
    },
  },
  BATCH_JOURNAL_UNREADABLE: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The batch journal {path} cannot be read. Move it away to start a new one.',
      'zh-CN': '无法读取批量日志 {path}。请把它移走以开始新的日志。',
    },
  },
  BATCH_JOURNAL_LINK: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The batch journal {path} is a symbolic link; the console does not write through links. Remove the link, or keep the batch file in another folder.',
      'zh-CN': '批量日志 {path} 是符号链接；控制台不会通过链接写入。请删除该链接，或把批量文件放到其他文件夹。',
    },
  },
  BATCH_JOURNAL_NONE_FREE: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'Every journal beside {path} was kept for another site or file. Move the old journals away, then start again.',
      'zh-CN': '{path} 旁边的每个日志都属于其他现场或文件。请把旧日志移走后重新开始。',
    },
  },
  BATCH_EXPORT_LINK: {
    category: 'io',
    details: ['path'],
    words: {
      en: '{path} is a symbolic link; the console does not write results through links. Choose another file name.',
      'zh-CN': '{path} 是符号链接；控制台不会通过链接写入结果。请换一个文件名。',
    },
  },
});
