// The words of a batch's preview and run report, in every language the console speaks: the Batch
// view's (renderer/i18n/batch/, which spreads them into its texts) and the command line's report
// of `visitor-access --batch` in --lang, from one table. Placeholders are vue-i18n's named ones.
// Apart from the sentences made with them (batch-report-words.ts), which need the error
// catalogue: the window's texts load before its first view, the catalogue's words only with an
// error to say (issue 34).

const en = {
  floorsChecked: 'Floor ids and names checked against the site ({n} floors known).',
  floorsUnchecked: 'Floor ids not checked against the site: {reason}',
  repeatedTitle:
    'Visitors on several rows with other floors: after the run each keeps only the floors of the row sent last (the site sets a visitor’s floors to exactly those of one call). To give all of them, put them in one row.',
  repeated: 'Visitor {visitorId}: rows {rows} (all floors: {floors})',
  repeatedOwnFloors:
    'Visitor {visitorId}: rows {rows} (all floors: {floors}, and the visitor’s own floor list that a row without floors stands for: write those floors out)',
  readCsv: 'Read as {encoding}, {separator}-separated.',
  readSheet: 'Read from the sheet “{sheet}”.',
  otherSheets: ' The workbook’s other sheets are not read: {sheets}.',
  separators: { comma: 'comma', semicolon: 'semicolon', tab: 'tab' },
  withBom: '{encoding} with BOM',
  csvPhrase: '{encoding}, {separator}-separated',
  sheetPhrase: 'sheet "{sheet}"',
  completedBySite: '(completed by the site)',
  noVisitorId: '(no visitor id)',
  closeFloors: ' Close to it: {close}.',
  /** The command line's report. */
  cli: {
    file: '{file}: {read}',
    summary:
      '{total} rows: {granted} granted now, {before} granted before, {failed} failed, {problems} with problems{cancelled} (journal {journal})',
    cancelled: ', cancelled',
    warning: 'warning: {words}',
    notGranted: '  row {row} {visitorId}: {state}{code}: {message}',
    states: {
      granted: 'granted',
      'done-before': 'granted before',
      failed: 'failed',
      problem: 'problem',
      cancelled: 'not sent (cancelled)',
    },
    dryRun: 'Dry run: nothing was sent. {sendable} of {total} rows would be sent; {problems} with a problem would not.',
    asSent: '  row {row} {visitorId} → {floors}',
    hasProblem: '  row {row} {visitorId}: problem {code}: {words}',
  },
};

const zhCN: typeof en = {
  floorsChecked: '楼层编号和名称已对照现场核对（已知 {n} 个楼层）。',
  floorsUnchecked: '楼层编号未对照现场核对：{reason}',
  repeatedTitle:
    '以下访客出现在多行且楼层不同：运行后每位访客只保留最后发送那一行的楼层（站点每次调用都会把访客的楼层设为该次调用的楼层）。如需全部楼层，请把它们合并到一行。',
  repeated: '访客 {visitorId}：第 {rows} 行（全部楼层：{floors}）',
  repeatedOwnFloors:
    '访客 {visitorId}：第 {rows} 行（全部楼层：{floors}，以及未填楼层的那一行所代表的访客自身楼层列表：请把这些楼层写出来）',
  readCsv: '按 {encoding} 读取，以{separator}分隔。',
  readSheet: '读取自工作表“{sheet}”。',
  otherSheets: '工作簿中的其他工作表未读取：{sheets}。',
  separators: { comma: '逗号', semicolon: '分号', tab: '制表符' },
  withBom: '{encoding}（带 BOM）',
  csvPhrase: '{encoding}，以{separator}分隔',
  sheetPhrase: '工作表“{sheet}”',
  completedBySite: '（由站点补全）',
  noVisitorId: '（无访客编号）',
  closeFloors: '相近的楼层：{close}。',
  cli: {
    file: '{file}：{read}',
    summary:
      '共 {total} 行：本次开通 {granted} 行，之前已开通 {before} 行，失败 {failed} 行，有问题 {problems} 行{cancelled}（日志 {journal}）',
    cancelled: '，已取消',
    warning: '警告：{words}',
    notGranted: '  第 {row} 行 {visitorId}：{state}{code}：{message}',
    states: { granted: '已开通', 'done-before': '之前已开通', failed: '失败', problem: '有问题', cancelled: '未发送（已取消）' },
    dryRun: '试运行：未发送任何内容。{total} 行中将发送 {sendable} 行；{problems} 行有问题，不会发送。',
    asSent: '  第 {row} 行 {visitorId} → {floors}',
    hasProblem: '  第 {row} 行 {visitorId}：问题 {code}：{words}',
  },
};

/** The words of the batch preview and report, by language. */
export const batchReportWords = { en, 'zh-CN': zhCN } as const;
