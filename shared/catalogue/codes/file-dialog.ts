// The file dialog's codes: a folder it cannot list.
import { defineCodes } from '../entry';

export const fileDialogCodes = defineCodes({
  FOLDER_NOT_FOUND: {
    category: 'not-found',
    details: ['path'],
    words: {
      en: 'The folder {path} does not exist. Choose another place.',
      'zh-CN': '文件夹 {path} 不存在。请选择其他位置。',
    },
  },
  FOLDER_DENIED: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'You have no permission to look into {path}. Choose another place.',
      'zh-CN': '您没有查看 {path} 的权限。请选择其他位置。',
    },
  },
  FOLDER_READ_FAILED: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'Could not list {path}: {message}. Choose another place.',
      'zh-CN': '无法列出 {path}：{message}。请选择其他位置。',
    },
  },
});
