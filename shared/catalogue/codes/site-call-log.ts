// The site call log's codes: the log itself, and its calls exported as HAR or cURL.
import { defineCodes } from '../entry';

export const siteCallLogCodes = defineCodes({
  SITE_CALL_NOT_FOUND: {
    category: 'not-found',
    words: {
      en: 'The site call log no longer holds this E2 call, so its chain cannot be drawn. Send the visitor access again, then show its chain.',
      'zh-CN': '站点调用日志中已没有这次 E2 调用，无法绘制其调用链。请重新发送访客授权，然后查看其调用链。',
    },
  },
  SITE_CALL_LOG_FAILED: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The site call log {path} could not be written: calls still work, but some are missing from the log. Free disk space.',
      'zh-CN': '无法写入站点调用记录 {path}：调用仍可进行，但记录中缺少部分调用。请释放磁盘空间。',
    },
  },
  SITE_EXPORT_TYPE: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} does not end in the export’s file type: a HAR file ends in .har, cURL command lines in .sh (or .txt). Change the name.',
      'zh-CN': '{path} 的扩展名与导出类型不符：HAR 文件以 .har 结尾，cURL 命令行以 .sh（或 .txt）结尾。请修改文件名。',
    },
  },
  SITE_EXPORT_RESERVED_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is one of the console’s own files. Choose a file elsewhere.',
      'zh-CN': '{path} 是控制台自己的文件。请选择其他位置的文件。',
    },
  },
  SITE_EXPORT_LINK: {
    category: 'io',
    details: ['path'],
    words: {
      en: '{path} is a symbolic link or not a file: the console does not write exports through links. Choose another file name.',
      'zh-CN': '{path} 是符号链接或不是普通文件：控制台不会通过链接写入导出文件。请换一个文件名。',
    },
  },
  SITE_EXPORT_IO: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The export cannot be written to {path}. Choose a folder you can write to.',
      'zh-CN': '无法将导出写入 {path}。请选择您有写入权限的文件夹。',
    },
  },
  SITE_EXPORT_NOTHING: {
    category: 'not-found',
    words: {
      en: 'No site call matches the filter, so there is nothing to export. Change the filter, or make a call first.',
      'zh-CN': '没有符合筛选条件的站点调用，无可导出。请修改筛选条件，或先发起一次调用。',
    },
  },
  SITE_EXPORT_CALL_NOT_FOUND: {
    category: 'not-found',
    details: ['id'],
    words: {
      en: 'The site call log no longer holds call {id} (it keeps the last 4 to 8 MiB of calls). Make the call again, then export it.',
      'zh-CN': '站点调用记录中已没有调用 {id}（记录只保留最近 4 到 8 MiB 的调用）。请重新发起该调用，再导出。',
    },
  },
  SITE_EXPORT_SECRET_UNKNOWN: {
    category: 'usage',
    details: ['profile', 'id'],
    words: {
      en: 'The secret of the site profile “{profile}”, which made call {id}, is not in the secrets store (no stored profile has that name, or its secret is not set). Export without secrets in clear.',
      'zh-CN': '发起调用 {id} 的站点配置档“{profile}”的密钥不在密钥存储中（没有同名的已保存配置档，或其密钥未设置）。请不以明文导出密钥。',
    },
  },
  SITE_EXPORT_SECRET_AMBIGUOUS: {
    category: 'usage',
    details: ['count', 'profile', 'id'],
    words: {
      en: '{count} stored site profiles are named “{profile}” (the profile of call {id}), so which secret it sent is not certain. Rename all but one, or export without secrets in clear.',
      'zh-CN':
        '有 {count} 个已保存的站点配置档名为“{profile}”（调用 {id} 所用的配置档），无法确定当时发送的是哪个密钥。请只保留一个同名配置档，或不以明文导出密钥。',
    },
  },
  SITE_EXPORT_SECRET_CHANGED: {
    category: 'usage',
    details: ['count', 'ids'],
    words: {
      en: '{count} call(s) cannot be exported with secrets in clear ({ids}): the secret each was sent with is no longer the one its site profile holds (changed, or the profile renamed and another made under its name), or the call was logged before the console recorded which secret a call sent. Nothing was written. Export without secrets in clear, or send those calls again and export the new ones.',
      'zh-CN':
        '有 {count} 个调用无法以明文导出密钥（{ids}）：其站点配置档现在保存的密钥已不是当时发送的密钥（密钥已更改，或配置档已改名、并有另一个配置档使用了原名），或该调用记录于控制台开始记录调用所用密钥之前。未写入任何文件。请不以明文导出密钥，或重新发送这些调用后导出新的调用。',
    },
  },
  SITE_EXPORT_NOT_WARNED: {
    category: 'usage',
    words: {
      en: 'An export with secrets in clear needs the console’s warning first, confirmed within 10 minutes. Nothing was written. Choose the export again and confirm the warning.',
      'zh-CN': '以明文导出密钥前须先由控制台给出警告，并在 10 分钟内确认。未写入任何文件。请重新选择导出并确认警告。',
    },
  },
});
