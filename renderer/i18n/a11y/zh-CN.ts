// 无障碍相关的中文文本：地标名称、键盘用户的帮助，以及实时区域播报的内容。键与 en.ts 相同。
export default {
  skipToMain: '跳到主要内容',
  navigation: '控制台功能区',
  jsonEditorHelp:
    '键盘操作：Tab 用于缩进。要离开 JSON 视图，请先按 Esc，再按 Tab（或 Shift+Tab）。Ctrl+空格 列出此处可填的内容，Shift+Alt+F 格式化，Ctrl+S 保存。',
  documentOpened: '已打开 {name}：{verdict}。',
  verdictWithWarnings: '{verdict}，{warnings}',
  folder: '文件夹',
  file: '文件',
  showValue: '显示{field}',
  hideValue: '隐藏{field}',
};
