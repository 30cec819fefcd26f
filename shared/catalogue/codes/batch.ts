// The batch's codes: its file, its rows' problems, its journal and the site's zone pages.
import { defineCodes } from '../entry';

export const batchCodes = defineCodes({
  BATCH_NO_ZONE_SERVICE: {
    category: 'usage',
    words: {
      en: 'The active site profile names no common component service (E4), so the floor ids of the batch cannot be checked before the run. Add its address in the profile (Site view), then preview again.',
      'zh-CN': '当前站点配置未填写公共组件服务（E4），因此无法在运行前核对批量中的楼层编号。请在站点视图的配置中填写其地址，然后重新预览。',
    },
    explain: {
      en: {
        causes: [
          'The site profile was made without the common component service (E4) address, which the batch needs to check floor ids and turn floor names into ids before the run.',
          'The profile was imported from a colleague who only used direct visitor access.',
        ],
        next: [
          'Ask the site administrator for the common component service (E4) address.',
          'Add it in the site profile (Site view), then press Preview again in Batch & evidence.',
        ],
      },
      'zh-CN': {
        causes: ['站点配置档创建时没有填写公共组件服务（E4）地址，而批量需要它在运行前核对楼层编号、把楼层名称转换为编号。', '配置档是从只用直连访客通行的同事那里导入的。'],
        next: ['向站点管理员索取公共组件服务（E4）的地址。', '在“站点”视图中把它填入站点配置档，然后在“批量与证据”中再次点击“预览”。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_ZONE_PAGE_UNUSABLE: {
    category: 'malformed',
    details: ['url', 'status'],
    words: {
      en: 'The common component service’s zone page {url} answered HTTP {status} without a list of zones. Check the E4 address in the site profile, then preview again.',
      'zh-CN': '公共组件服务的区域页 {url} 返回了 HTTP {status}，但没有区域列表。请检查站点配置中的 E4 地址，然后重新预览。',
    },
    explain: {
      en: {
        causes: [
          'The E4 address in the profile points at another service or a web page (often the organization service’s address copied into the common field).',
          'A gateway in front of the common component service answered an error page instead of the zone list.',
        ],
        next: [
          'Check the common component service URL (E4) in the site profile and run Check the active profile.',
          'Then press Preview again; if the address is right, export the zone page call with Export HAR… for the site vendor.',
        ],
      },
      'zh-CN': {
        causes: ['配置档中的 E4 地址指向了其他服务或网页（常见是把组织服务地址复制到了公共组件字段）。', '公共组件服务前面的网关返回的是错误页面，而不是区域列表。'],
        next: ['检查站点配置档中的公共组件服务地址（E4），并点击“检查当前配置档”。', '然后再次点击“预览”；如果地址正确，请用“导出 HAR…”导出该区域页面调用发给站点厂商。'],
      },
    },
    guide: 'visitor-floors',
  },
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
        causes: ['文件实际上不是 CSV 或 XLSX：改名的旧 .xls、WPS 的 .et 文件、设有密码的工作簿，或从 U 盘复制时损坏的文件。', '控制台读取时文件仍在 Excel 或 WPS 中打开并被锁定。'],
        next: ['用 Excel、WPS 或 LibreOffice 打开该文件，另存为“CSV UTF-8”或 Excel 工作簿（.xlsx），不设密码。', '在电子表格软件中关闭它，然后重新导入。'],
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
        causes: ['表格在表头上方有标题行或空行，因此第一行不是表头。', '列名不同（Visitor ID、访客ID、floors），或文件保存的编码使中文列名变成乱码。'],
        next: ['让第一行成为表头，列名为 visitorId 和 floorIds（或 访客编号 和 楼层编号），删除其上方的标题行。', '另存为“CSV UTF-8”或 .xlsx 后重新导入。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_ENCODING_DOUBTFUL: {
    category: 'validation',
    details: ['file', 'why', 'readAs', 'firstRow', 'sample'],
    words: {
      en: 'The encoding of {file} cannot be told for sure: {why}. Read as {readAs}, {firstRow}{sample}. Nothing is sent from it: save it again as "CSV UTF-8" from the spreadsheet.',
      'zh-CN': '无法确定 {file} 的编码：{why}。按 {readAs} 读取，{firstRow}{sample}。不会从该文件发送任何内容：请在表格软件中另存为“CSV UTF-8”。',
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
        causes: ['CSV 是在中文 Windows 上用 Excel 或 WPS 另存为普通“CSV”的，其编码是 GBK 而不是 UTF-8；其中的姓名和楼层名称可能被读错。', '文件由不同编码的部分拼接而成（从几位同事的文件中复制而来）。'],
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
      'zh-CN': '{path} 不是批量文件：批量文件须为 .csv 或 .xlsx 表格。请把访客名单另存为“CSV UTF-8”或 Excel 工作簿（.xlsx），然后选择该文件。',
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
  BATCH_ZONES_TOO_MANY: {
    category: 'usage',
    details: ['limit', 'zoneType'],
    words: {
      en: 'The site’s zone pages (E4) list more than {limit} {zoneType} zones; the console reads at most {limit}, so the floors were not checked. Floor ids are sent as typed and the site judges them; write floor ids rather than names.',
      'zh-CN': '站点的区域分页（E4）列出的{zoneType}区域超过 {limit} 个；控制台最多读取 {limit} 个，因此未核对楼层。楼层编号将按填写内容发送，由站点判断；请填写楼层编号而不是楼层名称。',
    },
    explain: {
      en: {
        causes: [
          'The site is very large, or its zone service lists many zones of other kinds under the same type, so the console does not read them all to check floors.',
        ],
        next: [
          'Write floor ids rather than floor names in the batch file; the site still judges each id when the row is sent.',
          'Run the batch; rows with unknown floors come back as failed with FLOOR_NOT_FOUND.',
        ],
      },
      'zh-CN': {
        causes: ['站点规模很大，或其区域服务在同一类型下列出了许多其他区域，因此控制台不会全部读取来核对楼层。'],
        next: ['在批量文件中填写楼层编号而不是楼层名称；发送每一行时站点仍会校验编号。', '运行批次；楼层未知的行会以 FLOOR_NOT_FOUND 失败返回。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_ZONE_PAGE_TOO_LARGE: {
    category: 'malformed',
    details: ['pageNo', 'size', 'asked'],
    words: {
      en: 'The site’s zone page {pageNo} (E4) held {size} zones when {asked} were asked for, so the floors were not checked. Check the common component service’s address in the site profile, or ask the site why it pages so; write floor ids rather than names meanwhile.',
      'zh-CN': '站点的区域分页第 {pageNo} 页（E4）在请求 {asked} 个区域时返回了 {size} 个，因此未核对楼层。请检查站点配置中公共组件服务的地址，或向现场询问其分页方式；在此之前请填写楼层编号而不是楼层名称。',
    },
    explain: {
      en: {
        causes: [
          'The E4 address points at a service that ignores the page size asked for (another vendor’s zone service, or a stub).',
          'The site’s common component service pages differently from the site API.',
        ],
        next: [
          'Check the common component service URL (E4) in the site profile.',
          'Write floor ids rather than names meanwhile, and ask the site vendor why the zone page ignores pageSize, sending the call (Export HAR…).',
        ],
      },
      'zh-CN': {
        causes: ['E4 地址指向的服务不理会所请求的分页大小（其他厂商的区域服务，或桩服务）。', '站点的公共组件服务的分页方式与站点 API 不同。'],
        next: ['检查站点配置档中的公共组件服务地址（E4）。', '在此期间请填写楼层编号而不是名称，并用“导出 HAR…”导出调用，询问站点厂商区域页面为何不理会 pageSize。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_FLOOR_UNCHECKED: {
    category: 'validation',
    details: ['row', 'columnName', 'names', 'reason'],
    words: {
      en: 'Row {row}, column {columnName}: {names} can only be a floor name, which only the site’s zone pages turn into a floor id, and they could not be read ({reason}). Preview again once the common component service answers, or write the floor ids.',
      'zh-CN': '第 {row} 行，{columnName}列：{names} 只能是楼层名称，而楼层名称只有通过站点的区域页才能换成楼层编号，但区域页无法读取（{reason}）。请在公共组件服务恢复应答后重新预览，或直接填写楼层编号。',
    },
    explain: {
      en: {
        causes: [
          'The row names floors by name (3F, 负一层), and the common component service (E4) did not answer, so the names cannot be turned into ids.',
        ],
        next: [
          'Run Check the active profile in the Site view, and Preview again once the common component service answers.',
          'Or write the floor ids in the file instead of names.',
        ],
      },
      'zh-CN': {
        causes: ['该行用名称（3F、负一层）指定楼层，而公共组件服务（E4）没有应答，因此无法把名称转换为编号。'],
        next: ['在“站点”视图中点击“检查当前配置档”，待公共组件服务应答后重新预览。', '或在文件中改填楼层编号，而不是名称。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_CELL_DATE: {
    category: 'validation',
    details: ['row', 'columnName', 'value'],
    words: {
      en: 'Row {row}, column {columnName}: the cell holds a date (“{value}”), not an id. Format the column as Text ({\'@\'}) and type the id.',
      'zh-CN': '第 {row} 行，{columnName}列：单元格是日期（“{value}”），不是编号。请将该列设为文本格式（{\'@\'}）后输入编号。',
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
      en: 'Row {row}, column {columnName}: the cell holds a number the sheet cannot show exactly (“{value}”: over 2^53 or in scientific notation). Format the column as Text ({\'@\'}) and type the id again.',
      'zh-CN': '第 {row} 行，{columnName}列：单元格中的数字无法精确显示（“{value}”：超过 2^53 或为科学计数法）。请将该列设为文本格式（{\'@\'}）后重新输入编号。',
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
      en: 'Row {row}, column {columnName}: the cell holds {held}, which its number format shows rounded as “{value}”. Type the whole id in a cell formatted as Text ({\'@\'}).',
      'zh-CN': '第 {row} 行，{columnName}列：单元格中的数值为 {held}，其数字格式将它四舍五入显示为“{value}”。请在文本格式（{\'@\'}）的单元格中输入完整编号。',
    },
    explain: {
      en: {
        causes: ['The cell’s number format shows fewer decimals or digits than the value holds, so what you see is not what would be sent.'],
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
      en: 'Row {row}, column {columnName}: the cell holds {held}, which its number format shows as “{value}”, leaving out digits (a format such as 0, shows thousands). Type the whole id in a cell formatted as Text ({\'@\'}).',
      'zh-CN': '第 {row} 行，{columnName}列：单元格中的数值为 {held}，其数字格式将它显示为“{value}”，省略了部分数字（例如格式 0, 以千为单位显示）。请在文本格式（{\'@\'}）的单元格中输入完整编号。',
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
      'zh-CN': '第 {row} 行，{columnName}列：单元格中是公式“{held}”，但文件中没有保存其计算结果（生成该文件的程序没有计算它）。请用 Excel 或 LibreOffice 打开文件，让其计算后重新保存；或直接输入编号。',
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
      'zh-CN': '第 {row} 行在工作表中被隐藏（被筛选掉或手动隐藏），因此不会发送：看不到的行不会开通。如需发送，请取消隐藏该行，或将其删除。',
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
  BATCH_UNKNOWN_FLOOR: {
    category: 'validation',
    details: ['row', 'columnName', 'floors', 'next'],
    words: {
      en: 'Row {row}, column {columnName}: the site\'s zone pages know no floor {floors}. {next}',
      'zh-CN': '第 {row} 行，{columnName}列：现场的区域分页中没有楼层 {floors}。{next}',
    },
    explain: {
      en: {
        causes: [
          'The floor id or name was typed for another building or site, or with a typo (3F for F3, a full-width character).',
          'The floor was renamed or removed at the site.',
        ],
        next: [
          'Check the floor against the floors the person lookup shows, or the site’s floor list, and correct it in the file.',
          'Save and Preview again.',
        ],
      },
      'zh-CN': {
        causes: ['楼层编号或名称属于其他楼栋或站点，或输入有误（把 F3 写成 3F、全角字符）。', '站点已将该楼层改名或删除。'],
        next: ['对照人员查询显示的楼层或站点的楼层列表核对，在文件中修正。', '保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_FLOOR_AMBIGUOUS: {
    category: 'validation',
    details: ['row', 'columnName', 'floors', 'example'],
    words: {
      en: 'Row {row}, column {columnName}: more than one floor has this name: {floors}. Write the floor id, or the building before the floor (“{example}”).',
      'zh-CN': '第 {row} 行，{columnName}列：不止一个楼层叫这个名字：{floors}。请填写楼层编号，或在楼层前写上楼栋（“{example}”）。',
    },
    explain: {
      en: {
        causes: ['The site has several buildings with a floor of this name (3F in Tower A and in Tower B).'],
        next: ['Write the floor id, or the building before the floor as the message shows, save, and Preview again.'],
      },
      'zh-CN': {
        causes: ['站点有多栋楼都有同名楼层（A 座和 B 座都有 3F）。'],
        next: ['按信息所示填写楼层编号，或在楼层前加上楼栋，保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_IO: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The batch journal {path} cannot be written. Check that the folder is writable and the disk is not full; nothing granted so far is lost.',
      'zh-CN': '无法写入批量日志 {path}。请检查文件夹可写且磁盘未满；已开通的记录不会丢失。',
    },
    explain: {
      en: {
        causes: [
          'The journal is written beside the batch file, and that folder is read-only, on a write-protected or removed USB stick, or on a full disk.',
        ],
        next: [
          'Copy the batch file to a folder you can write to on the laptop and run it from there.',
          'Run the batch again: rows already granted are in the journal and are skipped.',
        ],
      },
      'zh-CN': {
        causes: ['日志写在批量文件旁边，而该文件夹为只读、位于写保护或已拔出的 U 盘上，或磁盘已满。'],
        next: ['把批量文件复制到笔记本上可写入的文件夹中，从那里运行。', '再次运行批次：已开通的行记录在日志中，会被跳过。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_EXPORT_IO: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The results cannot be written to {path}. Choose a folder you can write to.',
      'zh-CN': '无法将结果写入 {path}。请选择有写权限的文件夹。',
    },
    explain: {
      en: {
        causes: [
          'The folder chosen for the results is read-only, belongs to another user, or is on a USB stick that is full or removed.',
          'The results file is open in Excel or WPS, which locks it.',
        ],
        next: ['Close the file in the spreadsheet, or choose a folder you can write to, then Export results again.'],
      },
      'zh-CN': {
        causes: ['为结果选择的文件夹为只读、属于其他用户，或位于已满或已拔出的 U 盘上。', '结果文件正在 Excel 或 WPS 中打开并被锁定。'],
        next: ['在电子表格软件中关闭该文件，或选择可写入的文件夹，然后再次导出结果。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_EXPORT_TYPE: {
    category: 'validation',
    words: {
      en: 'Results are written as .csv or .xlsx. End the file name with .csv or .xlsx.',
      'zh-CN': '结果文件须为 .csv 或 .xlsx。请以 .csv 或 .xlsx 结尾命名。',
    },
    explain: {
      en: {
        causes: ['The results file name was typed without .csv or .xlsx, or with .xls.'],
        next: ['End the file name with .csv or .xlsx and Export results again.'],
      },
      'zh-CN': {
        causes: ['结果文件名没有以 .csv 或 .xlsx 结尾，或用了 .xls。'],
        next: ['以 .csv 或 .xlsx 结尾命名文件，然后再次导出结果。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_CONCURRENCY: {
    category: 'usage',
    details: ['max'],
    words: {
      en: 'Rows at once must be a whole number from 1 to {max}.',
      'zh-CN': '同时处理的行数须为 1 到 {max} 的整数。',
    },
    explain: {
      en: {
        causes: ['Rows at once was left empty, set to 0 or a decimal, or set above what the console allows to spare the site’s services.'],
        next: ['Set Rows at once to a whole number in range; a small number (such as 4) is kind to a busy site.'],
      },
      'zh-CN': {
        causes: ['“同时处理行数”为空、为 0 或小数，或超过了控制台为保护站点服务所允许的上限。'],
        next: ['把“同时处理行数”设为范围内的整数；较小的数（例如 4）对繁忙的站点更友好。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_RUN_NOT_FOUND: {
    category: 'not-found',
    words: {
      en: 'This batch run is not known to the console any more (was it restarted?). Start the batch again: the journal skips rows already granted.',
      'zh-CN': '控制台已不认识此批次（是否重启过？）。请重新开始该批次：日志会跳过已开通的行。',
    },
    explain: {
      en: {
        causes: ['The console was restarted (or the window reloaded after a restart) while the batch was shown, so the run it refers to is gone.'],
        next: ['Run the batch again with the same file: the journal skips rows already granted.'],
      },
      'zh-CN': {
        causes: ['显示批次期间控制台重启过（或重启后重新加载了窗口），因此它所指的运行已不存在。'],
        next: ['用同一文件再次运行批次：日志会跳过已开通的行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_ROW_NOT_FOUND: {
    category: 'not-found',
    details: ['row'],
    words: {
      en: 'Row {row} has no outcome in this run yet. Wait until the batch has finished.',
      'zh-CN': '第 {row} 行在本次运行中还没有结果。请等待批次完成。',
    },
    explain: {
      en: {
        causes: ['A row’s outcome was asked for before the batch reached that row.'],
        next: ['Wait until the batch has finished (or pause it), then look at the row.'],
      },
      'zh-CN': {
        causes: ['在批次处理到某行之前就查询了该行的结果。'],
        next: ['等批次完成（或暂停）后再查看该行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_STILL_RUNNING: {
    category: 'usage',
    words: {
      en: 'The batch is still running. Export its results once it has finished or been cancelled.',
      'zh-CN': '批次仍在运行。请在完成或取消后再导出结果。',
    },
    explain: {
      en: {
        causes: ['Export results was pressed while the batch was still sending rows.'],
        next: ['Wait until the batch has finished, or cancel it, then Export results.'],
      },
      'zh-CN': {
        causes: ['批次仍在发送时点击了“导出结果”。'],
        next: ['等批次完成或取消后，再导出结果。'],
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
        causes: ['The file belongs to another user account (received from a colleague, or saved by an administrator) and yours may not read it.'],
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
  BATCH_JOURNAL_NOT_FOUND: {
    category: 'not-found',
    details: ['path'],
    words: {
      en: 'The batch journal {path} has gone. Start the batch again.',
      'zh-CN': '批量日志 {path} 已不存在。请重新开始该批次。',
    },
    explain: {
      en: {
        causes: ['The journal beside the batch file was deleted or moved while the batch ran (a cleanup, a sync tool, the USB stick removed).'],
        next: ['Run the batch again; a new journal is started and rows are sent again (a repeat grants nothing twice).'],
      },
      'zh-CN': {
        causes: ['批次运行期间，批量文件旁的日志被删除或移动（清理、同步工具、U 盘被拔出）。'],
        next: ['再次运行批次；会新建日志并重新发送各行（重复发送不会重复开通）。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_DENIED: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'You have no permission to read the batch journal {path}. Give your account read access, or move the journal away to start a new one.',
      'zh-CN': '没有读取批量日志 {path} 的权限。请为您的账户授予读取权限，或把该日志移走以开始新的日志。',
    },
    explain: {
      en: {
        causes: ['The journal beside the batch file was written by another user account (a colleague ran the same file on this laptop).'],
        next: ['Give your account read access to the journal, or move it away so that a new one is started.'],
      },
      'zh-CN': {
        causes: ['批量文件旁的日志是由其他用户账户写入的（同事在本机上运行过同一文件）。'],
        next: ['为您的账户开放该日志的读取权限，或把它移走以新建日志。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_NOT_A_FILE: {
    category: 'io',
    details: ['path', 'fileType'],
    words: {
      en: 'The batch journal {path} is a {fileType}, not a regular file. Remove it, or keep the batch file in another folder.',
      'zh-CN': '批量日志 {path} 是{fileType}，不是普通文件。请删除它，或把批量文件放到其他文件夹。',
    },
    explain: {
      en: {
        causes: ['A folder or device has the journal’s name beside the batch file.'],
        next: ['Remove or rename it, or keep the batch file in another folder, then run again.'],
      },
      'zh-CN': {
        causes: ['批量文件旁有一个与日志同名的文件夹或设备。'],
        next: ['删除或重命名它，或把批量文件放到其他文件夹中，然后重新运行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_TOO_LARGE: {
    category: 'io',
    details: ['path', 'size', 'limit'],
    words: {
      en: 'The batch journal {path} is {size} bytes or more (the limit is {limit}). Check that it is a journal; move it away to start a new one.',
      'zh-CN': '批量日志 {path} 至少有 {size} 字节（上限为 {limit}）。请确认它是日志；把它移走即可开始新的日志。',
    },
    explain: {
      en: {
        causes: [
          'The file with the journal’s name is not a journal (something else was saved under that name), or the same journal has been reused for a very long time.',
        ],
        next: ['Check the file; move it away so that a new journal is started, then run again.'],
      },
      'zh-CN': {
        causes: ['与日志同名的文件并不是日志（其他内容以该名称保存），或同一日志被长期反复使用。'],
        next: ['检查该文件；把它移走以新建日志，然后重新运行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_UNREADABLE: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The batch journal {path} cannot be read. Move it away to start a new one.',
      'zh-CN': '无法读取批量日志 {path}。请把它移走以开始新的日志。',
    },
    explain: {
      en: {
        causes: ['The journal was damaged (the USB stick was pulled while it was written, the disk has a fault) or replaced by another file.'],
        next: ['Move the journal away so that a new one is started, then run again; rows are sent again, which grants nothing twice.'],
      },
      'zh-CN': {
        causes: ['日志已损坏（写入时拔出了 U 盘、磁盘故障），或被其他文件替换。'],
        next: ['把日志移走以新建日志，然后重新运行；各行会重新发送，但不会重复开通。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_LINK: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The batch journal {path} is a symbolic link; the console does not write through links. Remove the link, or keep the batch file in another folder.',
      'zh-CN': '批量日志 {path} 是符号链接；控制台不会通过链接写入。请删除该链接，或把批量文件放到其他文件夹。',
    },
    explain: {
      en: {
        causes: ['The journal’s name beside the batch file is a symbolic link, for example made by a sync tool or on a shared folder.'],
        next: ['Remove the link, or keep the batch file in another folder, then run again.'],
      },
      'zh-CN': {
        causes: ['批量文件旁的日志名称是一个符号链接，例如由同步工具或在共享文件夹上创建的。'],
        next: ['删除该链接，或把批量文件放到其他文件夹中，然后重新运行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_NONE_FREE: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'Every journal beside {path} was kept for another site or file. Move the old journals away, then start again.',
      'zh-CN': '{path} 旁边的每个日志都属于其他现场或文件。请把旧日志移走后重新开始。',
    },
    explain: {
      en: {
        causes: [
          'The same batch file was run many times against different sites or versions of the file (the demo site, another profile), and each kept its own journal beside it.',
        ],
        next: [
          'Move the old journals beside the batch file into another folder, then run again.',
          'Or copy the batch file to a fresh folder and run it from there.',
        ],
      },
      'zh-CN': {
        causes: ['同一批量文件针对不同站点或不同版本（演示站点、其他配置档）运行了多次，每次都在旁边保留了自己的日志。'],
        next: ['把批量文件旁的旧日志移到其他文件夹中，然后重新运行。', '或把批量文件复制到新文件夹中，从那里运行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_EXPORT_LINK: {
    category: 'io',
    details: ['path'],
    words: {
      en: '{path} is a symbolic link; the console does not write results through links. Choose another file name.',
      'zh-CN': '{path} 是符号链接；控制台不会通过链接写入结果。请换一个文件名。',
    },
    explain: {
      en: {
        causes: ['The results file name chosen is a symbolic link, for example in a synced or shared folder.'],
        next: ['Choose another file name in a real folder and Export results again.'],
      },
      'zh-CN': {
        causes: ['所选结果文件名是符号链接，例如位于同步或共享文件夹中。'],
        next: ['在实际的文件夹中换一个文件名，然后再次导出结果。'],
      },
    },
    guide: 'visitor-floors',
  },
});
