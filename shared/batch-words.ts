// The words of the batch and evidence error codes and row problems, in every language the console
// speaks: the Batch view's (renderer/i18n/batch/) and the command line's (a refusal of
// `visitor-access --batch` in --lang, and in --json), from one table. Placeholders are vue-i18n's
// named ones, `{file}`, filled from the error's details (fillWords, shared/words.ts).

import type { BatchColumn, RowProblem } from './batch';
import type { LocalizedText } from './language';

/** English. */
const en = {
  BATCH_NO_ZONE_SERVICE: 'The active site profile names no common component service (E4), so the floor ids of the batch cannot be checked before the run. Add its address in the profile (Site view), then preview again.',
  BATCH_ZONE_PAGE_UNUSABLE: 'The common component service’s zone page {url} answered HTTP {status} without a list of zones. Check the E4 address in the site profile, then preview again.',
  BATCH_FILE_UNREADABLE: 'The batch file {file} cannot be read. Save it again as "CSV UTF-8" or as an Excel workbook (.xlsx), then import it again.',
  BATCH_HEADER_MISSING: 'The first row of {file} names no {column} column ({named}; read as {read}). Add a header row with visitorId and floorIds (or 访客编号 and 楼层编号).',
  BATCH_ENCODING_DOUBTFUL: 'The encoding of {file} cannot be told for sure: {why}. Read as {readAs}, {firstRow}{sample}. Nothing is sent from it: save it again as "CSV UTF-8" from the spreadsheet.',
  BATCH_FILE_TYPE: '{path} is not a batch file: a batch file is a .csv or .xlsx spreadsheet. Save the visitors as "CSV UTF-8" or as an Excel workbook (.xlsx), then choose that file.',
  BATCH_RESERVED_PATH: '{path} is in the console’s own data folder, where no batch or results file may be. Keep batch and results files elsewhere (a folder of your documents, a USB stick).',
  BATCH_ZONES_TOO_MANY: 'The site’s zone pages (E4) list more than {limit} {zoneType} zones; the console reads at most {limit}, so the floors were not checked. Floor ids are sent as typed and the site judges them; write floor ids rather than names.',
  BATCH_ZONE_PAGE_TOO_LARGE: 'The site’s zone page {pageNo} (E4) held {size} zones when {asked} were asked for, so the floors were not checked. Check the common component service’s address in the site profile, or ask the site why it pages so; write floor ids rather than names meanwhile.',
  BATCH_FLOOR_UNCHECKED: 'Row {row}, column {columnName}: {names} can only be a floor name, which only the site’s zone pages turn into a floor id, and they could not be read ({reason}). Preview again once the common component service answers, or write the floor ids.',
  BATCH_CELL_DATE: 'Row {row}, column {columnName}: the cell holds a date (“{value}”), not an id. Format the column as Text ({\'@\'}) and type the id.',
  BATCH_CELL_INEXACT: 'Row {row}, column {columnName}: the cell holds a number the sheet cannot show exactly (“{value}”: over 2^53 or in scientific notation). Format the column as Text ({\'@\'}) and type the id again.',
  BATCH_CELL_ROUNDED: 'Row {row}, column {columnName}: the cell holds {held}, which its number format shows rounded as “{value}”. Type the whole id in a cell formatted as Text ({\'@\'}).',
  BATCH_CELL_ERROR: 'Row {row}, column {columnName}: the cell holds the error value {value}. Correct the formula or type the id.',
  BATCH_CELL_BOOLEAN: 'Row {row}, column {columnName}: the cell holds {value} (a tick box or a comparison), not an id. Type the id, or correct the formula.',
  BATCH_CELL_SCALED: 'Row {row}, column {columnName}: the cell holds {held}, which its number format shows as “{value}”, leaving out digits (a format such as 0, shows thousands). Type the whole id in a cell formatted as Text ({\'@\'}).',
  BATCH_CELL_FORMULA: 'Row {row}, column {columnName}: the cell holds the formula “{held}”, whose result the file does not keep (the program that wrote the file did not calculate it). Open the file in Excel or LibreOffice, let it calculate, and save it again; or type the id.',
  BATCH_EMPTY_VISITOR: 'Row {row}, column {columnName}: the visitor id is empty. Fill it in or delete the row.',
  BATCH_ROW_HIDDEN: 'Row {row} is hidden in the sheet (filtered out, or hidden by hand), so it is not sent: what you do not see is not granted. Unhide the row to send it, or delete it.',
  BATCH_DUPLICATE_ROW: 'Row {row}, column {columnName}: visitor {visitorId} with the same floors as row {firstRow}. Delete one of the two rows.',
  BATCH_UNKNOWN_FLOOR: "Row {row}, column {columnName}: the site's zone pages know no floor {floors}. {next}",
  BATCH_FLOOR_AMBIGUOUS: 'Row {row}, column {columnName}: more than one floor has this name: {floors}. Write the floor id, or the building before the floor (“{example}”).',
  BATCH_JOURNAL_IO: 'The batch journal {path} cannot be written. Check that the folder is writable and the disk is not full; nothing granted so far is lost.',
  BATCH_EXPORT_IO: 'The results cannot be written to {path}. Choose a folder you can write to.',
  BATCH_EXPORT_TYPE: 'Results are written as .csv or .xlsx. End the file name with .csv or .xlsx.',
  BATCH_CONCURRENCY: 'Rows at once must be a whole number from 1 to {max}.',
  BATCH_RUN_NOT_FOUND: 'This batch run is not known to the console any more (was it restarted?). Start the batch again: the journal skips rows already granted.',
  BATCH_ROW_NOT_FOUND: 'Row {row} has no outcome in this run yet. Wait until the batch has finished.',
  BATCH_STILL_RUNNING: 'The batch is still running. Export its results once it has finished or been cancelled.',
  SITE_DATA_FALSE: 'The elevator application answered success with data false: nothing was granted.',
  SITE_NO_PROFILE: 'No site profile is active. Create one in the Site view, or start the demo site, then try again.',
  EVIDENCE_NOT_ZIP: 'An evidence pack is a .zip file. End the file name with .zip.',
  EVIDENCE_UNREADABLE: 'The file {path} cannot be read. Check the path.',
  EVIDENCE_WRITE: 'The evidence pack cannot be written to {path}. Choose a folder you can write to.',
  BATCH_FILE_NOT_FOUND: 'There is no batch file {file}. Check the path.',
  BATCH_FILE_DENIED: 'You have no permission to read the batch file {file}. Give your account read access, or copy the file somewhere you can read.',
  BATCH_FILE_NOT_A_FILE: '{file} is a {fileType}, not a regular file. Give the path of the batch file itself.',
  BATCH_FILE_TOO_LARGE: 'The batch file {file} is too large ({message}). A batch file holds one sheet of visitors: save that sheet alone as a new workbook or as "CSV UTF-8".',
  BATCH_JOURNAL_NOT_FOUND: 'The batch journal {path} has gone. Start the batch again.',
  BATCH_JOURNAL_DENIED: 'You have no permission to read the batch journal {path}. Give your account read access, or move the journal away to start a new one.',
  BATCH_JOURNAL_NOT_A_FILE: 'The batch journal {path} is a {fileType}, not a regular file. Remove it, or keep the batch file in another folder.',
  BATCH_JOURNAL_TOO_LARGE: 'The batch journal {path} is {size} bytes or more (the limit is {limit}). Check that it is a journal; move it away to start a new one.',
  BATCH_JOURNAL_UNREADABLE: 'The batch journal {path} cannot be read. Move it away to start a new one.',
  BATCH_JOURNAL_LINK: 'The batch journal {path} is a symbolic link; the console does not write through links. Remove the link, or keep the batch file in another folder.',
  BATCH_JOURNAL_NONE_FREE: 'Every journal beside {path} was kept for another site or file. Move the old journals away, then start again.',
  BATCH_EXPORT_LINK: '{path} is a symbolic link; the console does not write results through links. Choose another file name.',
  EVIDENCE_NOT_FOUND: 'There is no file {path}. Check the path.',
  EVIDENCE_DENIED: 'You have no permission to read {path}. Give your account read access, or copy the pack somewhere you can read.',
  EVIDENCE_NOT_A_FILE: '{path} is a {fileType}, not a regular file. Give the path of the evidence pack (.zip) itself.',
  EVIDENCE_TOO_LARGE: '{path} is {size} bytes or more (the limit is {limit}); an evidence pack is far smaller. Check that this is the pack.',
  EVIDENCE_WRITE_LINK: '{path} is a symbolic link; the console does not write evidence packs through links. Choose another file name.',
};

/** 中文。 */
const zhCN: Record<keyof typeof en, string> = {
  BATCH_NO_ZONE_SERVICE: '当前站点配置未填写公共组件服务（E4），因此无法在运行前核对批量中的楼层编号。请在站点视图的配置中填写其地址，然后重新预览。',
  BATCH_ZONE_PAGE_UNUSABLE: '公共组件服务的区域页 {url} 返回了 HTTP {status}，但没有区域列表。请检查站点配置中的 E4 地址，然后重新预览。',
  BATCH_FILE_UNREADABLE: '无法读取批量文件 {file}。请另存为“CSV UTF-8”或 Excel 工作簿（.xlsx）后重新导入。',
  BATCH_HEADER_MISSING: '{file} 的第一行没有 {column} 列（{named}；按 {read} 读取）。请添加表头 visitorId 和 floorIds（或 访客编号 和 楼层编号）。',
  BATCH_ENCODING_DOUBTFUL: '无法确定 {file} 的编码：{why}。按 {readAs} 读取，{firstRow}{sample}。不会从该文件发送任何内容：请在表格软件中另存为“CSV UTF-8”。',
  BATCH_FILE_TYPE: '{path} 不是批量文件：批量文件须为 .csv 或 .xlsx 表格。请把访客名单另存为“CSV UTF-8”或 Excel 工作簿（.xlsx），然后选择该文件。',
  BATCH_RESERVED_PATH: '{path} 位于控制台自己的数据文件夹中，批量文件和结果文件不能放在那里。请把它们放到其他位置（您的文档文件夹、U 盘）。',
  BATCH_ZONES_TOO_MANY: '站点的区域分页（E4）列出的{zoneType}区域超过 {limit} 个；控制台最多读取 {limit} 个，因此未核对楼层。楼层编号将按填写内容发送，由站点判断；请填写楼层编号而不是楼层名称。',
  BATCH_ZONE_PAGE_TOO_LARGE: '站点的区域分页第 {pageNo} 页（E4）在请求 {asked} 个区域时返回了 {size} 个，因此未核对楼层。请检查站点配置中公共组件服务的地址，或向现场询问其分页方式；在此之前请填写楼层编号而不是楼层名称。',
  BATCH_FLOOR_UNCHECKED: '第 {row} 行，{columnName}列：{names} 只能是楼层名称，而楼层名称只有通过站点的区域页才能换成楼层编号，但区域页无法读取（{reason}）。请在公共组件服务恢复应答后重新预览，或直接填写楼层编号。',
  BATCH_CELL_DATE: '第 {row} 行，{columnName}列：单元格是日期（“{value}”），不是编号。请将该列设为文本格式（{\'@\'}）后输入编号。',
  BATCH_CELL_INEXACT: '第 {row} 行，{columnName}列：单元格中的数字无法精确显示（“{value}”：超过 2^53 或为科学计数法）。请将该列设为文本格式（{\'@\'}）后重新输入编号。',
  BATCH_CELL_ROUNDED: '第 {row} 行，{columnName}列：单元格中的数值为 {held}，其数字格式将它四舍五入显示为“{value}”。请在文本格式（{\'@\'}）的单元格中输入完整编号。',
  BATCH_CELL_ERROR: '第 {row} 行，{columnName}列：单元格是错误值 {value}。请改正公式或输入编号。',
  BATCH_CELL_BOOLEAN: '第 {row} 行，{columnName}列：单元格是 {value}（复选框或比较结果），不是编号。请输入编号，或改正公式。',
  BATCH_CELL_SCALED: '第 {row} 行，{columnName}列：单元格中的数值为 {held}，其数字格式将它显示为“{value}”，省略了部分数字（例如格式 0, 以千为单位显示）。请在文本格式（{\'@\'}）的单元格中输入完整编号。',
  BATCH_CELL_FORMULA: '第 {row} 行，{columnName}列：单元格中是公式“{held}”，但文件中没有保存其计算结果（生成该文件的程序没有计算它）。请用 Excel 或 LibreOffice 打开文件，让其计算后重新保存；或直接输入编号。',
  BATCH_EMPTY_VISITOR: '第 {row} 行，{columnName}列：访客编号为空。请填写或删除该行。',
  BATCH_ROW_HIDDEN: '第 {row} 行在工作表中被隐藏（被筛选掉或手动隐藏），因此不会发送：看不到的行不会开通。如需发送，请取消隐藏该行，或将其删除。',
  BATCH_DUPLICATE_ROW: '第 {row} 行，{columnName}列：访客 {visitorId} 的楼层与第 {firstRow} 行相同。请删除其中一行。',
  BATCH_UNKNOWN_FLOOR: '第 {row} 行，{columnName}列：现场的区域分页中没有楼层 {floors}。{next}',
  BATCH_FLOOR_AMBIGUOUS: '第 {row} 行，{columnName}列：不止一个楼层叫这个名字：{floors}。请填写楼层编号，或在楼层前写上楼栋（“{example}”）。',
  BATCH_JOURNAL_IO: '无法写入批量日志 {path}。请检查文件夹可写且磁盘未满；已开通的记录不会丢失。',
  BATCH_EXPORT_IO: '无法将结果写入 {path}。请选择有写权限的文件夹。',
  BATCH_EXPORT_TYPE: '结果文件须为 .csv 或 .xlsx。请以 .csv 或 .xlsx 结尾命名。',
  BATCH_CONCURRENCY: '同时处理的行数须为 1 到 {max} 的整数。',
  BATCH_RUN_NOT_FOUND: '控制台已不认识此批次（是否重启过？）。请重新开始该批次：日志会跳过已开通的行。',
  BATCH_ROW_NOT_FOUND: '第 {row} 行在本次运行中还没有结果。请等待批次完成。',
  BATCH_STILL_RUNNING: '批次仍在运行。请在完成或取消后再导出结果。',
  SITE_DATA_FALSE: '电梯应用返回成功但 data 为 false：未开通任何楼层。',
  SITE_NO_PROFILE: '没有启用的现场配置。请在“现场”视图中创建一个，或启动演示现场，然后重试。',
  EVIDENCE_NOT_ZIP: '证据包是 .zip 文件。请以 .zip 结尾命名。',
  EVIDENCE_UNREADABLE: '无法读取文件 {path}。请检查路径。',
  EVIDENCE_WRITE: '无法将证据包写入 {path}。请选择有写权限的文件夹。',
  BATCH_FILE_NOT_FOUND: '批量文件 {file} 不存在。请检查路径。',
  BATCH_FILE_DENIED: '没有读取批量文件 {file} 的权限。请为您的账户授予读取权限，或把文件复制到可读取的位置。',
  BATCH_FILE_NOT_A_FILE: '{file} 是{fileType}，不是普通文件。请给出批量文件本身的路径。',
  BATCH_FILE_TOO_LARGE: '批量文件 {file} 太大（{message}）。批量文件只含一张访客表：请把该表单独另存为新的工作簿或“CSV UTF-8”。',
  BATCH_JOURNAL_NOT_FOUND: '批量日志 {path} 已不存在。请重新开始该批次。',
  BATCH_JOURNAL_DENIED: '没有读取批量日志 {path} 的权限。请为您的账户授予读取权限，或把该日志移走以开始新的日志。',
  BATCH_JOURNAL_NOT_A_FILE: '批量日志 {path} 是{fileType}，不是普通文件。请删除它，或把批量文件放到其他文件夹。',
  BATCH_JOURNAL_TOO_LARGE: '批量日志 {path} 至少有 {size} 字节（上限为 {limit}）。请确认它是日志；把它移走即可开始新的日志。',
  BATCH_JOURNAL_UNREADABLE: '无法读取批量日志 {path}。请把它移走以开始新的日志。',
  BATCH_JOURNAL_LINK: '批量日志 {path} 是符号链接；控制台不会通过链接写入。请删除该链接，或把批量文件放到其他文件夹。',
  BATCH_JOURNAL_NONE_FREE: '{path} 旁边的每个日志都属于其他现场或文件。请把旧日志移走后重新开始。',
  BATCH_EXPORT_LINK: '{path} 是符号链接；控制台不会通过链接写入结果。请换一个文件名。',
  EVIDENCE_NOT_FOUND: '文件 {path} 不存在。请检查路径。',
  EVIDENCE_DENIED: '没有读取 {path} 的权限。请为您的账户授予读取权限，或把证据包复制到可读取的位置。',
  EVIDENCE_NOT_A_FILE: '{path} 是{fileType}，不是普通文件。请给出证据包（.zip）本身的路径。',
  EVIDENCE_TOO_LARGE: '{path} 至少有 {size} 字节（上限为 {limit}）；证据包远小于此。请确认这是证据包。',
  EVIDENCE_WRITE_LINK: '{path} 是符号链接；控制台不会通过链接写入证据包。请换一个文件名。',
};

/** The words of each batch code, by language. */
export const batchErrorWords = { en, 'zh-CN': zhCN } as const;

/**
 * Why a text file's encoding is doubtful (the `why` of BATCH_ENCODING_DOUBTFUL, a detail given in
 * every language): `{encoding}` the byte order mark's, `{likely}` the encoding it looks like,
 * `{row}` and `{id}` the first visitor id read from a reading that nothing confirmed.
 */
export const encodingDoubtWords = {
  en: {
    'bom-not-well-formed': 'it starts with a {encoding} byte order mark, but its bytes are not well-formed {encoding}',
    'nul-bytes': 'it holds NUL bytes, as UTF-16 without a byte order mark does',
    'utf8-bom-bad-bytes': 'it starts with a UTF-8 byte order mark, but holds bytes that are not UTF-8',
    'beyond-gb2312': 'it is not UTF-8, and as GB18030 it holds characters outside GB2312 with no Chinese header to confirm it (another legacy encoding, such as Big5, is as likely)',
    legacy: 'it is neither UTF-8, UTF-16 nor GB18030; it looks like {likely}, which the console does not read',
    'ids-unconfirmed': 'it is not UTF-8, and with no Chinese header to confirm GB18030, the visitor id of row {row} reads “{id}” in it, which {likely} reads as other characters',
  },
  'zh-CN': {
    'bom-not-well-formed': '文件以 {encoding} 字节顺序标记开头，但其字节不是有效的 {encoding}',
    'nul-bytes': '文件含有 NUL 字节，像是没有字节顺序标记的 UTF-16',
    'utf8-bom-bad-bytes': '文件以 UTF-8 字节顺序标记开头，但含有不属于 UTF-8 的字节',
    'beyond-gb2312': '文件不是 UTF-8；按 GB18030 读取时含有 GB2312 以外的字符，且没有中文表头可以确认（也可能是 Big5 等其他旧编码）',
    legacy: '文件既不是 UTF-8、UTF-16，也不是 GB18030；看起来是 {likely}，控制台不读取该编码',
    'ids-unconfirmed': '文件不是 UTF-8，且没有中文表头确认 GB18030；按 GB18030 读取时第 {row} 行的访客编号为“{id}”，而按 {likely} 读取则是其他字符',
  },
} as const;

/** Why an encoding is doubtful. */
export type EncodingDoubt = keyof (typeof encodingDoubtWords)['en'];

/**
 * A batch column as the words name it: Chinese names it by the header a Chinese sheet has, with the
 * English one beside it, since the file may have either (访客编号 or visitorId).
 */
export const columnWords: Readonly<Record<BatchColumn, LocalizedText>> = {
  visitorId: { en: 'visitorId', 'zh-CN': '访客编号（visitorId）' },
  floorIds: { en: 'floorIds', 'zh-CN': '楼层编号（floorIds）' },
};

/** The values a row problem's words are filled with: its row, its column (and that column's name in each language), and its facts. */
export const rowProblemFacts = (problem: RowProblem): Record<string, unknown> => ({ row: problem.row, column: problem.column, columnName: columnWords[problem.column], ...problem.details });
