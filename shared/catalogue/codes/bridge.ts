// The bridge's codes: requests the console refused or could not answer (an operation or payload it does not know,
// a part not loaded, JSON too large or too deep, busy, a data folder it cannot use), and the command line's usage refusal.
import { defineCodes } from '../entry';

export const bridgeCodes = defineCodes({
  FILE_TYPES_UNKNOWN: {
    category: 'validation',
    details: ['extensions'],
    words: {
      en: 'The file dialog was asked to list a type of file the console does not open ({extensions}). Reload the window; if it happens again, report it.',
      'zh-CN': '文件对话框被要求列出控制台不打开的文件类型（{extensions}）。请重新加载窗口；如果再次发生，请报告。',
    },
  },
  NO_VALIDATOR: {
    category: 'internal',
    words: {
      en: 'The console cannot check the request of this window ({message}). Reload the window after updating the console; report it if it repeats.',
      'zh-CN': '控制台无法检查此窗口的请求（{message}）。请在更新控制台后重新加载窗口；如果重复出现，请报告。',
    },
  },
  INTERNAL: {
    category: 'internal',
    words: {
      en: 'The console hit an internal fault: {message}. Try again; report it if it repeats.',
      'zh-CN': '控制台出现内部故障：{message}。请重试；如果重复出现，请报告。',
    },
  },
  CLI_USAGE: {
    category: 'usage',
    words: {
      en: 'The command was not given as it expects: {message}. Run it with --help for its options.',
      'zh-CN': '命令的用法不正确：{message}。请使用 --help 查看其选项。',
    },
  },
  PART_NOT_LOADED: {
    category: 'transport',
    words: {
      en: 'The configuration checker could not be loaded ({message}), so the document you chose has not been opened. Choose it again; if this keeps happening, reload the window (Ctrl+R).',
      'zh-CN': '配置检查器未能加载（{message}），所选文档尚未打开。请重新选择；如果反复出现，请重新加载窗口（Ctrl+R）。',
    },
  },
  PAYLOAD_INVALID: {
    category: 'validation',
    words: {
      en: 'The console refused a request from this window: {message}. Reload the window; if it happens again, report it.',
      'zh-CN': '控制台拒绝了本窗口的一个请求：{message}。请重新加载窗口；如再次出现，请上报。',
    },
  },
  UNKNOWN_OPERATION: {
    category: 'validation',
    details: ['op'],
    words: {
      en: 'This window asked for an operation the console does not have ({op}). Reload the window after updating the console.',
      'zh-CN': '本窗口请求了控制台没有的操作（{op}）。请更新控制台后重新加载窗口。',
    },
  },
  INTERNAL_ERROR: {
    category: 'internal',
    words: {
      en: 'The console hit an internal fault: {message}. Your input is kept; try again, and report it if it repeats.',
      'zh-CN': '控制台内部出错：{message}。您输入的内容已保留；请重试，如反复出现请上报。',
    },
  },
  JSON_TOO_DEEP: {
    category: 'malformed',
    details: ['what', 'limit'],
    words: {
      en: '{what} is nested more than {limit} levels deep, which no site answer or console file needs, so it was not read (malformed). Check where it comes from: the address in the profile, or the file.',
      'zh-CN':
        '{what} 的嵌套超过 {limit} 层，任何站点应答或控制台文件都不需要这么深，因此未读取（格式异常）。请检查其来源：配置档中的地址，或该文件。',
    },
  },
  JSON_TOO_LARGE: {
    category: 'malformed',
    details: ['what', 'limit'],
    words: {
      en: '{what} is larger than {limit} characters, so it was not read (malformed). Check where it comes from: the address in the profile, or the file.',
      'zh-CN': '{what} 超过 {limit} 个字符，因此未读取（格式异常）。请检查其来源：配置档中的地址，或该文件。',
    },
  },
  DATA_DIR_UNUSABLE: {
    category: 'io',
    details: ['path', 'reason'],
    words: {
      en: 'The console cannot make or use its data folder {path} ({reason}). Name a folder you can write to: with --state-dir where the command takes it, or with SITE_CONSOLE_DATA_DIR (unset, the usual place is used).',
      'zh-CN':
        '控制台无法创建或使用其数据文件夹 {path}（{reason}）。请指定您可写入的文件夹：命令支持时用 --state-dir，或设置 SITE_CONSOLE_DATA_DIR（不设置则使用默认位置）。',
    },
  },
  BUSY: {
    category: 'transport',
    words: {
      en: 'The console is still saving the previous change; this one was not started. Wait until the save finishes, then try again.',
      'zh-CN': '控制台仍在保存上一次的修改，本次操作没有开始。请等保存完成后再试。',
    },
  },
});
