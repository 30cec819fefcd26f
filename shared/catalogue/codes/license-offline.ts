// The offline activation's codes: the request code, the vendor's update code and their files.
import { defineCodes } from '../entry';

export const licenseOfflineCodes = defineCodes({
  AUTH_OFFLINE_UNSUPPORTED: {
    category: 'usage',
    details: ['provider'],
    words: {
      en: 'The {provider} backend has no offline activation. Activate a license key online instead.',
      'zh-CN': '{provider} 后端不支持离线激活。请改为在线激活许可证密钥。',
    },
  },
  AUTH_OFFLINE_UPDATE_EMPTY: {
    category: 'validation',
    details: ['where'],
    words: {
      en: 'Nothing to apply: {where} is empty. Paste the update code the vendor sent back for the request code, or load their file.',
      'zh-CN': '没有可应用的内容：{where}为空。请粘贴厂商针对请求码返回的更新码，或载入厂商的文件。',
    },
  },
  AUTH_OFFLINE_UPDATE_INVALID: {
    category: 'validation',
    details: ['where', 'position'],
    words: {
      en: 'Not an update code: {where} has a character that no update code has, at position {position}: it is not an update code, or it was changed on the way. Paste it again, unchanged, from the vendor’s answer.',
      'zh-CN': '{where}在第 {position} 个字符处含有更新码中不会出现的字符：它不是更新码，或在传递中被改动。请从厂商的答复中原样重新粘贴。',
    },
  },
  AUTH_OFFLINE_UPDATE_TOO_LARGE: {
    category: 'validation',
    details: ['where', 'size', 'limit'],
    words: {
      en: 'Too large: {where} is {size} bytes; an update code is at most {limit} bytes. Check that this is the update code the vendor sent.',
      'zh-CN': '{where}有 {size} 字节；更新码最多 {limit} 字节。请确认这是厂商发送的更新码。',
    },
  },
  AUTH_OFFLINE_ALREADY_APPLIED: {
    category: 'usage',
    details: ['appliedAt'],
    words: {
      en: 'An update code was already applied ({appliedAt}). To make a new request, choose “Start over” first.',
      'zh-CN': '已应用过更新码（{appliedAt}）。如需新的请求，请先选择“重新开始”。',
    },
  },
  AUTH_OFFLINE_FILE: {
    category: 'io',
    details: ['path', 'reason', 'next'],
    words: {
      en: 'The file {path} could not be used ({reason}). {next}',
      'zh-CN': '无法使用文件 {path}（{reason}）。{next}',
    },
  },
  AUTH_OFFLINE_NOT_TXT_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} does not end in .txt. The request code is saved as a .txt file: end the file name with .txt.',
      'zh-CN': '{path} 的扩展名不是 .txt。请求码保存为 .txt 文件：请以 .txt 结尾命名。',
    },
  },
  AUTH_OFFLINE_RESERVED_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is one of the console’s own files. Choose a file elsewhere (a USB stick, the desktop).',
      'zh-CN': '{path} 是控制台自身的文件。请选择其他位置的文件（U 盘、桌面）。',
    },
  },
});
