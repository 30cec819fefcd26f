// The batch run's codes: the run itself, its journal and its results file.
import { defineCodes } from '../entry';

export const batchRunCodes = defineCodes({
  BATCH_JOURNAL_IO: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The batch journal {path} cannot be written. Check that the folder is writable and the disk is not full; nothing granted so far is lost.',
      'zh-CN': '无法写入批量日志 {path}。请检查文件夹可写且磁盘未满；已开通的记录不会丢失。',
    },
  },
  BATCH_EXPORT_IO: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The results cannot be written to {path}. Choose a folder you can write to.',
      'zh-CN': '无法将结果写入 {path}。请选择有写权限的文件夹。',
    },
  },
  BATCH_EXPORT_TYPE: {
    category: 'validation',
    words: {
      en: 'Results are written as .csv or .xlsx. End the file name with .csv or .xlsx.',
      'zh-CN': '结果文件须为 .csv 或 .xlsx。请以 .csv 或 .xlsx 结尾命名。',
    },
  },
  BATCH_CONCURRENCY: {
    category: 'usage',
    details: ['max'],
    words: {
      en: 'Rows at once must be a whole number from 1 to {max}.',
      'zh-CN': '同时处理的行数须为 1 到 {max} 的整数。',
    },
  },
  BATCH_RUN_NOT_FOUND: {
    category: 'not-found',
    words: {
      en: 'This batch run is not known to the console any more (was it restarted?). Start the batch again: the journal skips rows already granted.',
      'zh-CN': '控制台已不认识此批次（是否重启过？）。请重新开始该批次：日志会跳过已开通的行。',
    },
  },
  BATCH_ROW_NOT_FOUND: {
    category: 'not-found',
    details: ['row'],
    words: {
      en: 'Row {row} has no outcome in this run yet. Wait until the batch has finished.',
      'zh-CN': '第 {row} 行在本次运行中还没有结果。请等待批次完成。',
    },
  },
  BATCH_STILL_RUNNING: {
    category: 'usage',
    words: {
      en: 'The batch is still running. Export its results once it has finished or been cancelled.',
      'zh-CN': '批次仍在运行。请在完成或取消后再导出结果。',
    },
  },
  BATCH_JOURNAL_NOT_FOUND: {
    category: 'not-found',
    details: ['path'],
    words: {
      en: 'The batch journal {path} has gone. Start the batch again.',
      'zh-CN': '批量日志 {path} 已不存在。请重新开始该批次。',
    },
  },
  BATCH_JOURNAL_DENIED: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'You have no permission to read the batch journal {path}. Give your account read access, or move the journal away to start a new one.',
      'zh-CN': '没有读取批量日志 {path} 的权限。请为您的账户授予读取权限，或把该日志移走以开始新的日志。',
    },
  },
  BATCH_JOURNAL_NOT_A_FILE: {
    category: 'io',
    details: ['path', 'fileType'],
    words: {
      en: 'The batch journal {path} is a {fileType}, not a regular file. Remove it, or keep the batch file in another folder.',
      'zh-CN': '批量日志 {path} 是{fileType}，不是普通文件。请删除它，或把批量文件放到其他文件夹。',
    },
  },
  BATCH_JOURNAL_TOO_LARGE: {
    category: 'io',
    details: ['path', 'size', 'limit'],
    words: {
      en: 'The batch journal {path} is {size} bytes or more (the limit is {limit}). Check that it is a journal; move it away to start a new one.',
      'zh-CN': '批量日志 {path} 至少有 {size} 字节（上限为 {limit}）。请确认它是日志；把它移走即可开始新的日志。',
    },
  },
  BATCH_JOURNAL_UNREADABLE: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The batch journal {path} cannot be read. Move it away to start a new one.',
      'zh-CN': '无法读取批量日志 {path}。请把它移走以开始新的日志。',
    },
  },
  BATCH_JOURNAL_LINK: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The batch journal {path} is a symbolic link; the console does not write through links. Remove the link, or keep the batch file in another folder.',
      'zh-CN': '批量日志 {path} 是符号链接；控制台不会通过链接写入。请删除该链接，或把批量文件放到其他文件夹。',
    },
  },
  BATCH_JOURNAL_NONE_FREE: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'Every journal beside {path} was kept for another site or file. Move the old journals away, then start again.',
      'zh-CN': '{path} 旁边的每个日志都属于其他现场或文件。请把旧日志移走后重新开始。',
    },
  },
  BATCH_EXPORT_LINK: {
    category: 'io',
    details: ['path'],
    words: {
      en: '{path} is a symbolic link; the console does not write results through links. Choose another file name.',
      'zh-CN': '{path} 是符号链接；控制台不会通过链接写入结果。请换一个文件名。',
    },
  },
});
