// The configuration documents' codes: opening, reading, checking and saving them.
import { defineCodes } from '../entry';

export const configCodes = defineCodes({
  CONFIG_NOT_JSON_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} does not end in .json. Configuration documents are .json files: choose or type a name ending in .json.',
      'zh-CN': '{path} 不是以 .json 结尾。配置文档是 .json 文件：请选择或输入以 .json 结尾的文件名。',
    },
  },
  CONFIG_RESERVED_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: "{path} is one of the console's own files. Keep configuration documents in another folder.",
      'zh-CN': '{path} 是控制台自身的文件。请把配置文档放在其他文件夹中。',
    },
  },
  CONFIG_NOT_FOUND: {
    category: 'not-found',
    details: ['path'],
    words: {
      en: 'The file {path} does not exist. Check the path, or pick the file in the Open dialog.',
      'zh-CN': '文件 {path} 不存在。请检查路径，或在“打开”对话框中选择文件。',
    },
  },
  CONFIG_DIR_NOT_FOUND: {
    category: 'not-found',
    details: ['path'],
    words: {
      en: 'The folder for {path} does not exist. Choose an existing folder in Save as.',
      'zh-CN': '{path} 所在的文件夹不存在。请在“另存为”中选择一个已有的文件夹。',
    },
  },
  CONFIG_READ_DENIED: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'You have no permission to read {path}. Copy the file somewhere you own, or ask the laptop administrator.',
      'zh-CN': '您没有读取 {path} 的权限。请把文件复制到您有权限的位置，或联系电脑管理员。',
    },
  },
  CONFIG_WRITE_DENIED: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'You have no permission to write {path}; it was not changed. Use Save as to save somewhere else.',
      'zh-CN': '您没有写入 {path} 的权限，文件未被修改。请用“另存为”保存到其他位置。',
    },
  },
  CONFIG_DISK_FULL: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The disk is full; {path} was not changed. Free some space, then save again.',
      'zh-CN': '磁盘已满，{path} 未被修改。请释放一些空间后再保存。',
    },
  },
  CONFIG_READ_FAILED: {
    category: 'io',
    details: ['path', 'reason'],
    words: {
      en: 'Could not read {path} ({reason}). Try again; if it is on a USB stick, check it is still plugged in.',
      'zh-CN': '无法读取 {path}（{reason}）。请重试；如果文件在 U 盘上，请确认 U 盘仍然插着。',
    },
  },
  CONFIG_WRITE_FAILED: {
    category: 'io',
    details: ['path', 'reason'],
    words: {
      en: 'Could not write {path} ({reason}); the file was not changed. Try again or use Save as.',
      'zh-CN': '无法写入 {path}（{reason}），文件未被修改。请重试或使用“另存为”。',
    },
  },
  CONFIG_NOT_A_FILE: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is not a regular file (it is a folder, a device or a pipe). Pick a JSON file.',
      'zh-CN': '{path} 不是普通文件（而是文件夹、设备或管道）。请选择一个 JSON 文件。',
    },
  },
  CONFIG_TOO_LARGE: {
    category: 'validation',
    details: ['path', 'size', 'limit'],
    words: {
      en: '{path} is too large ({size} bytes; the limit is {limit}). It is probably not a configuration document.',
      'zh-CN': '{path} 太大（{size} 字节，上限为 {limit}）。它可能不是配置文档。',
    },
  },
  CONFIG_DOCUMENT_TOO_LARGE: {
    category: 'validation',
    details: ['size', 'limit'],
    words: {
      en: 'The document is too large to save ({size} bytes of UTF-8; the limit is {limit}); nothing was written. Remove what it does not need, then save again.',
      'zh-CN': '文档太大，无法保存（UTF-8 编码 {size} 字节，上限为 {limit}）；没有写入任何内容。请删去不需要的内容后再保存。',
    },
  },
  CONFIG_NOT_TEXT: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is not a text file. Pick the JSON configuration document.',
      'zh-CN': '{path} 不是文本文件。请选择 JSON 配置文档。',
    },
  },
  CONFIG_ENCODING: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is not saved as UTF-8 text. Save it as UTF-8 in your text editor, then open it again.',
      'zh-CN': '{path} 不是 UTF-8 编码。请在文本编辑器中另存为 UTF-8 后重新打开。',
    },
  },
  CONFIG_INVALID: {
    category: 'validation',
    details: ['errorCount'],
    words: {
      en: 'The document has {errorCount} error(s); it was not saved.',
      'zh-CN': '文档有 {errorCount} 个错误，未保存。',
    },
  },
  CONFIG_CHANGED_ON_DISK: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} was changed by another program; it was not saved.',
      'zh-CN': '{path} 已被其他程序修改，未保存。',
    },
  },
  CONFIG_EXISTS: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} already exists; it was not replaced.',
      'zh-CN': '{path} 已存在，未被替换。',
    },
  },
});
