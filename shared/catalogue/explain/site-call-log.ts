// The site call log's codes: the log itself, and its calls exported as HAR or cURL.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { siteCallLogCodes } from '../codes/site-call-log';

export const siteCallLogExplanations = defineExplanations<typeof siteCallLogCodes>()({
  SITE_CALL_NOT_FOUND: {
    explain: {
      en: {
        causes: [
          'The console’s Site call log keeps only its last few megabytes of calls, and newer calls (a batch, many lookups) pushed this one out.',
          'The call was made from another window’s data directory or on another laptop, or it was not a visitor access (E2) call.',
        ],
        next: ['Send the visitor access again (the same floors change nothing), then press Show chain on the new call.'],
      },
      'zh-CN': {
        causes: [
          '控制台的“站点调用记录”只保留最近几 MB 的调用，较新的调用（批量、大量查询）把这次挤掉了。',
          '该调用是在其他数据目录或其他笔记本上发起的，或者它不是访客通行（E2）调用。',
        ],
        next: ['再次发送访客通行（相同楼层不会改变任何内容），然后对新调用点击“查看调用链”。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_CALL_LOG_FAILED: {
    explain: {
      en: {
        causes: [
          'The laptop’s disk is full, or the console’s data directory became read-only (a USB stick for a portable copy was write-protected or removed).',
        ],
        next: [
          'Free disk space, or check that the data directory is writable.',
          'Calls still work; redo the ones you need for the evidence pack afterwards, since the log is missing them.',
        ],
      },
      'zh-CN': {
        causes: ['笔记本磁盘已满，或控制台的数据目录变为只读（便携副本所在的 U 盘开启了写保护或被拔出）。'],
        next: ['释放磁盘空间，或确认数据目录可写。', '调用仍可正常进行；之后请重新执行证据包需要的调用，因为记录中缺少它们。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_TYPE: {
    explain: {
      en: {
        causes: ['The file name was typed without its extension, or with the extension of the other export (.har for cURL, .sh for HAR).'],
        next: ['End the name with .har for Export HAR…, or .sh (or .txt) for Export cURL….'],
      },
      'zh-CN': {
        causes: ['输入文件名时漏掉了扩展名，或用了另一种导出的扩展名（cURL 用了 .har，HAR 用了 .sh）。'],
        next: ['“导出 HAR…”的文件名以 .har 结尾，“导出 cURL…”以 .sh（或 .txt）结尾。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_RESERVED_PATH: {
    explain: {
      en: {
        causes: ['The export was pointed at the console’s own data directory, for example at the call log itself.'],
        next: ['Choose a file in a folder of your own (documents, a USB stick).'],
      },
      'zh-CN': {
        causes: ['导出目标指向了控制台自己的数据目录，例如调用记录文件本身。'],
        next: ['在自己的文件夹（文档、U 盘）中选择文件。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_LINK: {
    explain: {
      en: {
        causes: ['The name chosen is a symbolic link or a folder, for example a shortcut made on a shared laptop.'],
        next: ['Choose another file name in a real folder.'],
      },
      'zh-CN': {
        causes: ['所选名称是符号链接或文件夹，例如共用笔记本上创建的快捷方式。'],
        next: ['在实际的文件夹中换一个文件名。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_IO: {
    explain: {
      en: {
        causes: ['The folder is read-only, belongs to another user, or is on a USB stick that was removed or is full.'],
        next: ['Choose a folder you can write to and export again.'],
      },
      'zh-CN': {
        causes: ['文件夹为只读、属于其他用户，或位于已拔出或已满的 U 盘上。'],
        next: ['选择可写入的文件夹后重新导出。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_NOTHING: {
    explain: {
      en: {
        causes: [
          'The filter in the Site call log (operation, route, outcome or search text) matches no call, or no call has been made yet with this console.',
        ],
        next: ['Clear or change the filter so that the calls you want are shown, or make the call first, then export.'],
      },
      'zh-CN': {
        causes: ['“站点调用记录”中的筛选条件（操作、路由、结果或搜索文字）没有匹配的调用，或本控制台还没有发起过调用。'],
        next: ['清除或修改筛选条件，使所需调用显示出来；或先发起调用，再导出。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_CALL_NOT_FOUND: {
    explain: {
      en: {
        causes: [
          'The call log keeps only its last few megabytes of calls, and newer calls (a batch, many lookups) pushed this one out.',
          'The trace id given with --id was mistyped or comes from another laptop.',
        ],
        next: [
          'Make the call again, then export it right away.',
          'Export calls for the site vendor soon after they happen, before a batch runs.',
        ],
      },
      'zh-CN': {
        causes: [
          '调用记录只保留最近几 MB 的调用，较新的调用（批量、大量查询）把这次挤掉了。',
          '通过 --id 提供的跟踪编号输错了，或来自其他笔记本。',
        ],
        next: ['重新发起该调用，然后立即导出。', '为站点厂商导出调用时，请在调用后尽快导出，不要等批量运行之后。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_SECRET_UNKNOWN: {
    explain: {
      en: {
        causes: [
          'The profile that made the call was deleted or renamed since, or its secret was never stored on this laptop (an imported profile).',
        ],
        next: [
          'Export without secrets in clear: the vendor can still replay the calls with their own token.',
          'If the vendor must have the secret, give it to them another way, not in the export.',
        ],
      },
      'zh-CN': {
        causes: ['发起该调用的配置档此后已被删除或重命名，或其密钥从未保存在本机（导入的配置档）。'],
        next: ['不含明文密钥导出：厂商仍可用自己的令牌重放这些调用。', '如果厂商确实需要密钥，请通过其他途径提供，而不要放在导出文件中。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_SECRET_AMBIGUOUS: {
    explain: {
      en: {
        causes: [
          'Two or more stored site profiles share the same name (duplicated or imported twice), so which secret the call used is not certain.',
        ],
        next: [
          'Rename all but one of the profiles of that name in the Site view, then export again.',
          'Or export without secrets in clear.',
        ],
      },
      'zh-CN': {
        causes: ['有两个或更多已保存的站点配置档同名（复制或重复导入），因此无法确定调用用的是哪个密钥。'],
        next: ['在“站点”视图中把同名的配置档只保留一个名称，其余改名，然后重新导出。', '或不含明文密钥导出。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_SECRET_CHANGED: {
    explain: {
      en: {
        causes: [
          'The site’s token was changed in the profile after these calls were made (rotated by the site, or typed again), so the secret they carried is no longer known.',
          'The profile was renamed and another profile was made under its old name, or the calls were logged before a console restart.',
        ],
        next: ['Export these calls without secrets in clear, or make them again with the current secret and export the new ones.'],
      },
      'zh-CN': {
        causes: [
          '发起这些调用后，配置档中的站点令牌已更改（站点更换了令牌，或重新输入过），它们所用的密钥已不可知。',
          '配置档被重命名后又用原名新建了配置档，或这些调用是在控制台重启前记录的。',
        ],
        next: ['不含明文密钥导出这些调用，或用当前密钥重新发起调用后导出新调用。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_NOT_WARNED: {
    explain: {
      en: {
        causes: [
          'An export with secrets in clear was asked for without the console’s warning being confirmed, or the confirmation is more than 10 minutes old.',
        ],
        next: [
          'Choose the export again, read the warning and press Export with secrets within 10 minutes.',
          'Prefer an export without secrets when it is enough for the vendor.',
        ],
      },
      'zh-CN': {
        causes: ['请求了明文包含密钥的导出，但没有确认控制台的警告，或确认已超过 10 分钟。'],
        next: ['重新选择导出，阅读警告，并在 10 分钟内点击“包含密钥导出”。', '如果不含密钥的导出对厂商已足够，请优先使用它。'],
      },
    },
    guide: 'when-a-call-fails',
  },
});
