// English texts of the console's accessibility: landmark names, help for keyboard users, and the
// words the live region announces. Keys mirror zh-CN.ts.
export default {
  skipToMain: 'Skip to main content',
  navigation: 'Areas of the console',
  jsonEditorHelp:
    'Keyboard: Tab indents. To leave the JSON view, press Escape, then Tab (or Shift+Tab). Ctrl+Space lists what fits here, Shift+Alt+F formats, Ctrl+S saves.',
  documentOpened: '{name} is open: {verdict}.',
  verdictWithWarnings: '{verdict}, {warnings}',
  folder: 'Folder',
  file: 'File',
  showValue: 'Show {field}',
  hideValue: 'Hide {field}',
};
