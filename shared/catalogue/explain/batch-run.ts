// The batch run's codes: the run itself, its journal and its results file.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { batchRunCodes } from '../codes/batch-run';

export const batchRunExplanations = defineExplanations<typeof batchRunCodes>()({
  BATCH_JOURNAL_IO: {
    explain: {
      en: {
        causes: [
          'The journal is written beside the batch file, and that folder is read-only, on a write-protected or removed USB stick, or on a full disk.',
        ],
        next: [
          'Copy the batch file to a folder you can write to on the laptop and run it from there.',
          'Run the batch again: rows already granted are in the journal and are skipped.',
        ],
      },
      'zh-CN': {
        causes: ['日志写在批量文件旁边，而该文件夹为只读、位于写保护或已拔出的 U 盘上，或磁盘已满。'],
        next: ['把批量文件复制到笔记本上可写入的文件夹中，从那里运行。', '再次运行批次：已开通的行记录在日志中，会被跳过。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_EXPORT_IO: {
    explain: {
      en: {
        causes: [
          'The folder chosen for the results is read-only, belongs to another user, or is on a USB stick that is full or removed.',
          'The results file is open in Excel or WPS, which locks it.',
        ],
        next: ['Close the file in the spreadsheet, or choose a folder you can write to, then Export results again.'],
      },
      'zh-CN': {
        causes: ['为结果选择的文件夹为只读、属于其他用户，或位于已满或已拔出的 U 盘上。', '结果文件正在 Excel 或 WPS 中打开并被锁定。'],
        next: ['在电子表格软件中关闭该文件，或选择可写入的文件夹，然后再次导出结果。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_EXPORT_TYPE: {
    explain: {
      en: {
        causes: ['The results file name was typed without .csv or .xlsx, or with .xls.'],
        next: ['End the file name with .csv or .xlsx and Export results again.'],
      },
      'zh-CN': {
        causes: ['结果文件名没有以 .csv 或 .xlsx 结尾，或用了 .xls。'],
        next: ['以 .csv 或 .xlsx 结尾命名文件，然后再次导出结果。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_CONCURRENCY: {
    explain: {
      en: {
        causes: ['Rows at once was left empty, set to 0 or a decimal, or set above what the console allows to spare the site’s services.'],
        next: ['Set Rows at once to a whole number in range; a small number (such as 4) is kind to a busy site.'],
      },
      'zh-CN': {
        causes: ['“同时处理行数”为空、为 0 或小数，或超过了控制台为保护站点服务所允许的上限。'],
        next: ['把“同时处理行数”设为范围内的整数；较小的数（例如 4）对繁忙的站点更友好。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_RUN_NOT_FOUND: {
    explain: {
      en: {
        causes: [
          'The console was restarted (or the window reloaded after a restart) while the batch was shown, so the run it refers to is gone.',
        ],
        next: ['Run the batch again with the same file: the journal skips rows already granted.'],
      },
      'zh-CN': {
        causes: ['显示批次期间控制台重启过（或重启后重新加载了窗口），因此它所指的运行已不存在。'],
        next: ['用同一文件再次运行批次：日志会跳过已开通的行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_ROW_NOT_FOUND: {
    explain: {
      en: {
        causes: ['A row’s outcome was asked for before the batch reached that row.'],
        next: ['Wait until the batch has finished (or pause it), then look at the row.'],
      },
      'zh-CN': {
        causes: ['在批次处理到某行之前就查询了该行的结果。'],
        next: ['等批次完成（或暂停）后再查看该行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_STILL_RUNNING: {
    explain: {
      en: {
        causes: ['Export results was pressed while the batch was still sending rows.'],
        next: ['Wait until the batch has finished, or cancel it, then Export results.'],
      },
      'zh-CN': {
        causes: ['批次仍在发送时点击了“导出结果”。'],
        next: ['等批次完成或取消后，再导出结果。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_NOT_FOUND: {
    explain: {
      en: {
        causes: [
          'The journal beside the batch file was deleted or moved while the batch ran (a cleanup, a sync tool, the USB stick removed).',
        ],
        next: ['Run the batch again; a new journal is started and rows are sent again (a repeat grants nothing twice).'],
      },
      'zh-CN': {
        causes: ['批次运行期间，批量文件旁的日志被删除或移动（清理、同步工具、U 盘被拔出）。'],
        next: ['再次运行批次；会新建日志并重新发送各行（重复发送不会重复开通）。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_DENIED: {
    explain: {
      en: {
        causes: ['The journal beside the batch file was written by another user account (a colleague ran the same file on this laptop).'],
        next: ['Give your account read access to the journal, or move it away so that a new one is started.'],
      },
      'zh-CN': {
        causes: ['批量文件旁的日志是由其他用户账户写入的（同事在本机上运行过同一文件）。'],
        next: ['为您的账户开放该日志的读取权限，或把它移走以新建日志。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_NOT_A_FILE: {
    explain: {
      en: {
        causes: ['A folder or device has the journal’s name beside the batch file.'],
        next: ['Remove or rename it, or keep the batch file in another folder, then run again.'],
      },
      'zh-CN': {
        causes: ['批量文件旁有一个与日志同名的文件夹或设备。'],
        next: ['删除或重命名它，或把批量文件放到其他文件夹中，然后重新运行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_TOO_LARGE: {
    explain: {
      en: {
        causes: [
          'The file with the journal’s name is not a journal (something else was saved under that name), or the same journal has been reused for a very long time.',
        ],
        next: ['Check the file; move it away so that a new journal is started, then run again.'],
      },
      'zh-CN': {
        causes: ['与日志同名的文件并不是日志（其他内容以该名称保存），或同一日志被长期反复使用。'],
        next: ['检查该文件；把它移走以新建日志，然后重新运行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_UNREADABLE: {
    explain: {
      en: {
        causes: [
          'The journal was damaged (the USB stick was pulled while it was written, the disk has a fault) or replaced by another file.',
        ],
        next: ['Move the journal away so that a new one is started, then run again; rows are sent again, which grants nothing twice.'],
      },
      'zh-CN': {
        causes: ['日志已损坏（写入时拔出了 U 盘、磁盘故障），或被其他文件替换。'],
        next: ['把日志移走以新建日志，然后重新运行；各行会重新发送，但不会重复开通。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_LINK: {
    explain: {
      en: {
        causes: ['The journal’s name beside the batch file is a symbolic link, for example made by a sync tool or on a shared folder.'],
        next: ['Remove the link, or keep the batch file in another folder, then run again.'],
      },
      'zh-CN': {
        causes: ['批量文件旁的日志名称是一个符号链接，例如由同步工具或在共享文件夹上创建的。'],
        next: ['删除该链接，或把批量文件放到其他文件夹中，然后重新运行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_JOURNAL_NONE_FREE: {
    explain: {
      en: {
        causes: [
          'The same batch file was run many times against different sites or versions of the file (the demo site, another profile), and each kept its own journal beside it.',
        ],
        next: [
          'Move the old journals beside the batch file into another folder, then run again.',
          'Or copy the batch file to a fresh folder and run it from there.',
        ],
      },
      'zh-CN': {
        causes: ['同一批量文件针对不同站点或不同版本（演示站点、其他配置档）运行了多次，每次都在旁边保留了自己的日志。'],
        next: ['把批量文件旁的旧日志移到其他文件夹中，然后重新运行。', '或把批量文件复制到新文件夹中，从那里运行。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_EXPORT_LINK: {
    explain: {
      en: {
        causes: ['The results file name chosen is a symbolic link, for example in a synced or shared folder.'],
        next: ['Choose another file name in a real folder and Export results again.'],
      },
      'zh-CN': {
        causes: ['所选结果文件名是符号链接，例如位于同步或共享文件夹中。'],
        next: ['在实际的文件夹中换一个文件名，然后再次导出结果。'],
      },
    },
    guide: 'visitor-floors',
  },
});
