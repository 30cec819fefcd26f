import { batchReportWords } from '../../../shared/batch-report-words';
import { batchErrorWords } from '../../../shared/batch-words';
import shell from '../shell/zh-CN';

// 批量区域的中文文本（批量访客通行、交接证据包）。键与 batch/en.ts 一致。

/** 批量与证据包错误码的文字。 */
export const batchErrors = batchErrorWords['zh-CN'];

/** 预览的文字，与命令行的报告共用（命令行自己的文字除外）。 */
const { cli: _cli, ...reportTexts } = batchReportWords['zh-CN'];

/** 批量视图的文本。 */
export const batchTexts = {
  ...reportTexts,
  nav: shell.batch.nav,
  title: '批量访客通行',
  intro: '从含 visitorId 和 floorIds 列（或 访客编号 和 楼层编号）的 CSV 或 XLSX 文件为多位访客开通电梯权限。楼层可写现场的楼层编号，也可写现场人员习惯的名称（3F、B1、负一层、Tower A 3F），用 ; 或 {\'|\'} 分隔；留空则由电梯应用补全。',
  file: '批量文件',
  filePlaceholder: 'D:\\现场\\访客.csv',
  choose: '选择…',
  chooseWhere: '选择保存位置…',
  preview: '预览',
  rows: '共 {n} 行',
  problems: '{n} 行有问题（将跳过）',
  noProblems: '没有行问题。',
  floorNamed: '{label}，文件中写作“{typed}”',
  rowsAsSent: '将要发送的每一行',
  rowNotSent: '不会发送：此行有问题（见上方）。填写的内容：{typed}',
  row: '行',
  column: '列',
  problem: '问题',
  visitorId: '访客',
  floorIds: '楼层',
  concurrency: '同时处理行数',
  start: '运行批次',
  pause: '暂停',
  resume: '继续',
  cancel: '取消',
  progress: '已完成 {done} / {total} 行',
  rate: '每秒 {rate} 行',
  eta: '约剩 {s} 秒',
  paused: '已暂停：进行中的行会完成，不再开始新行。',
  finished: '已完成：本次开通 {succeeded} 行，跳过 {skipped} 行，失败 {failed} 行。',
  cancelled: '已取消：未发送的行留待使用同一日志的下次运行。',
  journal: '日志：{path}',
  journalAnew: {
    'other-site': '日志 {previous} 记录的是另一个现场（另一个现场配置或不同的 E2 地址），因此没有跳过任何行：每一行都发送到本现场，本次运行的日志保存在 {path}。',
    'other-file': '日志 {previous} 记录的是此批量文件的另一个版本，因此没有跳过任何行；本次运行的日志保存在 {path}。',
    unbound: '日志 {previous} 没有记录它属于哪个现场和文件（旧版日志），因此没有跳过任何行；本次运行的日志保存在 {path}。',
  },
  results: '结果',
  filter: '显示',
  filterAll: '全部',
  filterFailed: '未开通',
  filterGranted: '已开通',
  outcome: '结果',
  code: '代码',
  why: '未开通的原因',
  whyRow: '第 {row} 行（{visitorId}）：',
  whyRowBare: '第 {row} 行：',
  duration: '耗时',
  exportResults: '导出结果',
  exportPath: '结果文件（.csv 或 .xlsx）',
  exported: '结果已写入 {path}。',
  states: { granted: '已开通', 'done-before': '此前已开通', failed: '失败', problem: '行问题', cancelled: '未发送' },
  chain: '调用链',
  chainOpen: '查看调用链',
  chainTitle: 'E2 调用链 {trace}',
  chainPhases: '连接 {connect} · 首字节 {firstByte} · 正文 {body} 毫秒',
  chainMore: '另有 {n} 个调用未画出',
  chainReused: '复用',
  chainBroke: '断在 {label}：{code}',
  chainUnrevealed: '现场未公开电梯应用之后的调用；仅显示控制台自身的环节（{reason}）。',
  chainWhy: {
    'not-sent': '没有发出调用',
    'no-traceparent': '该调用没有可用于查找的有效 traceparent',
    forgotten: '现场已不记得这次调用',
    'no-list': '{where} 没有调用列表',
    'http-status': '{where} 返回 HTTP {status}',
    'too-deep': '{where} 的嵌套超过 {maxDepth} 层',
    'not-json': '{where} 不是 JSON：{detail}',
    unreachable: '无法访问 {where}：{detail}',
  },
  chainStatus: { ok: '已应答', failed: '在此失败', unknown: '未知' },
  chainNodes: {
    console: '控制台',
    gateway: '网关',
    intermediary: '中间组件',
    elevator: 'E2 电梯应用',
    zoneCache: '{endpoint}（区域缓存）{service}',
    services: { organization: '组织服务', elevator: '电梯应用', common: '公共组件', intermediary: '中间组件', gateway: '网关' },
  },
};
