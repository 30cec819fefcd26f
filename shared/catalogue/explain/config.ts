// The configuration documents' codes: opening, reading, checking and saving them.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { configCodes } from '../codes/config';

export const configExplanations = defineExplanations<typeof configCodes>()({
  CONFIG_NOT_JSON_PATH: {
    explain: {
      en: {
        causes: [
          'The file name was typed without .json, or the vendor’s document came as .txt or .conf, or an office program added its own extension.',
        ],
        next: ['Type a name ending in .json in Save as…, or rename the file to .json and open it again.'],
      },
      'zh-CN': {
        causes: ['输入文件名时漏掉了 .json，或厂商提供的文档是 .txt、.conf，或办公软件自动加了扩展名。'],
        next: ['在“另存为…”中输入以 .json 结尾的文件名，或把文件重命名为 .json 后重新打开。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_RESERVED_PATH: {
    explain: {
      en: {
        causes: [
          'Save as… was pointed at the console’s own data directory, for example at its site profiles or settings file.',
          'A colleague’s instructions named a file inside the console’s data directory.',
        ],
        next: [
          'Keep configuration documents in a folder of your own (documents, the site’s project folder, a USB stick) and choose that in Save as….',
        ],
      },
      'zh-CN': {
        causes: ['“另存为…”指向了控制台自己的数据目录，例如站点配置档或设置文件。', '同事的说明中给出的路径位于控制台数据目录内。'],
        next: ['把配置文档保存在自己的文件夹中（文档、站点项目文件夹、U 盘），并在“另存为…”中选择该位置。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_NOT_FOUND: {
    explain: {
      en: {
        causes: [
          'The file was moved, renamed or deleted since it was last opened (it is still listed under Recent files).',
          'It was on a USB stick or network folder that is no longer connected, or the path was mistyped.',
        ],
        next: [
          'Plug the USB stick back in or reconnect the network folder, then open it again.',
          'Otherwise pick the file with Open… in the Configuration view.',
        ],
      },
      'zh-CN': {
        causes: [
          '文件在上次打开后被移动、重命名或删除（它仍显示在最近文件中）。',
          '文件位于已拔出的 U 盘或已断开的网络文件夹上，或者路径输错了。',
        ],
        next: ['重新插入 U 盘或重新连接网络文件夹，然后再次打开。', '否则请在“配置”视图中用“打开…”选择文件。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_DIR_NOT_FOUND: {
    explain: {
      en: {
        causes: [
          'The folder was typed by hand with a mistake, or it was on a USB stick that has been removed.',
          'The folder was deleted or renamed since it was last used.',
        ],
        next: ['Choose an existing folder in Save as…, or create the folder first.'],
      },
      'zh-CN': {
        causes: ['手工输入的文件夹有误，或文件夹所在的 U 盘已拔出。', '文件夹在上次使用后被删除或重命名。'],
        next: ['在“另存为…”中选择一个已有的文件夹，或先创建该文件夹。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_READ_DENIED: {
    explain: {
      en: {
        causes: [
          'The file belongs to another user account (copied by a colleague, or written by an installer running as administrator).',
          'It sits in a protected system folder, or the file’s permissions were removed when it came from a network share.',
        ],
        next: [
          'Copy the file to a folder you own and open the copy.',
          'Or ask the laptop’s administrator to give your account read access.',
        ],
      },
      'zh-CN': {
        causes: [
          '文件属于其他用户账户（同事复制过来的，或以管理员身份运行的安装程序写入的）。',
          '文件位于受保护的系统文件夹中，或从网络共享复制时丢失了权限。',
        ],
        next: ['把文件复制到自己的文件夹中，打开副本。', '或请笔记本管理员为您的账户开放读取权限。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_WRITE_DENIED: {
    explain: {
      en: {
        causes: [
          'The file or its folder is read-only: it belongs to another user, sits in a protected folder, or the USB stick is write-protected.',
          'The file is open and locked in another program on Windows.',
        ],
        next: [
          'Use Save as… to save the document in a folder you own.',
          'Or remove the write protection (USB stick switch, file properties) and save again.',
        ],
      },
      'zh-CN': {
        causes: [
          '文件或其文件夹为只读：属于其他用户、位于受保护的文件夹中，或 U 盘开启了写保护。',
          '在 Windows 上，文件已被其他程序打开并锁定。',
        ],
        next: ['用“另存为…”把文档保存到自己的文件夹中。', '或解除写保护（U 盘开关、文件属性），然后再保存。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_DISK_FULL: {
    explain: {
      en: {
        causes: ['The laptop’s disk or the USB stick is full, often from call logs, batch results, evidence packs or downloads.'],
        next: [
          'Free some space (empty the recycle bin, move old exports or evidence packs off the laptop), then save again.',
          'Or use Save as… to save on another disk.',
        ],
      },
      'zh-CN': {
        causes: ['笔记本磁盘或 U 盘已满，常因调用记录、批量结果、证据包或下载文件占满。'],
        next: ['释放一些空间（清空回收站，把旧的导出文件或证据包移出笔记本），然后再保存。', '或用“另存为…”保存到其他磁盘。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_READ_FAILED: {
    explain: {
      en: {
        causes: [
          'The USB stick or network folder was unplugged or dropped while the file was being read.',
          'The disk has a fault, or antivirus software held the file.',
        ],
        next: [
          'Check that the USB stick is plugged in or the network folder is connected, then open the file again.',
          'If it keeps failing, copy the file to the laptop’s own disk and open the copy.',
        ],
      },
      'zh-CN': {
        causes: ['读取文件时 U 盘被拔出或网络文件夹断开。', '磁盘故障，或杀毒软件占用了文件。'],
        next: ['确认 U 盘已插好或网络文件夹已连接，然后重新打开文件。', '如果仍然失败，请把文件复制到笔记本本地磁盘并打开副本。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_WRITE_FAILED: {
    explain: {
      en: {
        causes: [
          'The USB stick or network folder was removed or dropped during the save.',
          'Antivirus software or a sync tool held the file while the console wrote it.',
        ],
        next: ['Check the USB stick or network folder, then save again.', 'Or use Save as… to save on the laptop’s own disk.'],
      },
      'zh-CN': {
        causes: ['保存期间 U 盘被拔出或网络文件夹断开。', '控制台写入时杀毒软件或同步工具占用了文件。'],
        next: ['检查 U 盘或网络文件夹，然后再保存一次。', '或用“另存为…”保存到笔记本本地磁盘。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_NOT_A_FILE: {
    explain: {
      en: {
        causes: [
          'A folder was picked instead of the document inside it, or the path typed ends at a folder.',
          'The path names a device or a pipe, not a file.',
        ],
        next: ['Open the folder and pick the .json document inside it with Open….'],
      },
      'zh-CN': {
        causes: ['选择的是文件夹，而不是其中的文档；或输入的路径以文件夹结尾。', '路径指向的是设备或管道，而不是文件。'],
        next: ['用“打开…”进入该文件夹，选择其中的 .json 文档。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_TOO_LARGE: {
    explain: {
      en: {
        causes: [
          'Another file was chosen: a log, an export, a database dump or a firmware image with a .json name.',
          'The vendor sent a bundle of many documents in one file.',
        ],
        next: [
          'Check that this is the configuration document of this site, and open the right file.',
          'If the vendor sent a bundle, ask them for the single document of this site.',
        ],
      },
      'zh-CN': {
        causes: ['选错了文件：日志、导出文件、数据库转储或以 .json 命名的固件镜像。', '厂商把多个文档合在一个文件中发来。'],
        next: ['确认这是本站点的配置文档，然后打开正确的文件。', '如果厂商发来的是合集，请向其索取本站点的单个文档。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_DOCUMENT_TOO_LARGE: {
    explain: {
      en: {
        causes: ['Large parts were pasted into the document, such as a whole certificate bundle, logs or a second document.'],
        next: ['Remove what the document does not need (use Format to see its structure), then save again.'],
      },
      'zh-CN': {
        causes: ['文档中粘贴了大段内容，例如整个证书包、日志或另一个文档。'],
        next: ['删除文档中不需要的内容（可用“格式化”查看其结构），然后再保存。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_NOT_TEXT: {
    explain: {
      en: {
        causes: [
          'A binary file was chosen (a zip, a PDF, an Excel workbook, an image) instead of the JSON document.',
          'The vendor’s document arrived inside an archive or attachment that was not unpacked.',
        ],
        next: ['Unpack the archive if needed and open the .json document with Open….'],
      },
      'zh-CN': {
        causes: ['选择的是二进制文件（zip、PDF、Excel 工作簿、图片），而不是 JSON 文档。', '厂商的文档包含在未解压的压缩包或附件中。'],
        next: ['如有需要先解压，再用“打开…”打开 .json 文档。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_ENCODING: {
    explain: {
      en: {
        causes: [
          'The document was saved in GBK or another local encoding by a Chinese Windows editor (Notepad in older versions, WPS).',
          'It was saved as UTF-16 by an editor or exported by a tool that does so.',
        ],
        next: ['Open it in a text editor and save it as UTF-8 (Save as, encoding UTF-8), then open it again.'],
      },
      'zh-CN': {
        causes: ['文档由中文 Windows 上的编辑器（旧版记事本、WPS）以 GBK 或其他本地编码保存。', '文档被编辑器或导出工具保存为 UTF-16。'],
        next: ['用文本编辑器打开，另存为 UTF-8 编码，然后重新打开。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_INVALID: {
    explain: {
      en: {
        causes: [
          'The document still has errors shown in the list of errors and warnings: a missing field, a misspelt key, a wrong value for the scenario.',
          'It was written by hand or from an older template that lacks fields the schema now asks for.',
        ],
        next: [
          'Fix the errors listed under the editor (Use the suggestion where one is offered), then save again.',
          'Only if you must keep work in progress, press Save anyway; the document cannot be initialized until it is valid.',
          'On the command line, site-console validate <file> lists the same errors.',
        ],
      },
      'zh-CN': {
        causes: [
          '文档中仍有错误和警告列表中显示的错误：缺少字段、键名拼写错误、业务场景的取值不对。',
          '文档是手工编写的，或来自旧模板，缺少现在模式要求的字段。',
        ],
        next: [
          '修正编辑器下方列出的错误（有建议时可直接采用），然后再保存。',
          '只有在必须保留未完成的工作时才点击“仍然保存”；文档有效之前无法初始化。',
          '在命令行中，site-console validate <文件> 会列出同样的错误。',
        ],
      },
    },
    guide: 'configuration',
  },
  CONFIG_CHANGED_ON_DISK: {
    explain: {
      en: {
        causes: [
          'Another program (a text editor, a sync tool, a colleague on a shared folder) changed the file after you opened it in the console.',
        ],
        next: [
          'Decide which version to keep: press Replace only if your version should win.',
          'Otherwise cancel, copy your changes aside, open the file again and apply them there.',
        ],
      },
      'zh-CN': {
        causes: ['在控制台中打开文件后，其他程序（文本编辑器、同步工具、共享文件夹上的同事）修改了它。'],
        next: ['决定保留哪个版本：只有您的版本应覆盖时才点击“替换”。', '否则请取消，把您的修改另存一份，重新打开文件后再应用。'],
      },
    },
    guide: 'configuration',
  },
  CONFIG_EXISTS: {
    explain: {
      en: {
        causes: ['Save as… was given the name of a file that already exists, such as the vendor’s original document.'],
        next: [
          'Press Replace only if that file should be overwritten.',
          'Otherwise cancel and give a new name (for example with the date), keeping the vendor’s original as it was.',
        ],
      },
      'zh-CN': {
        causes: ['“另存为…”中给出的文件名已存在，例如厂商的原始文档。'],
        next: ['只有在确实要覆盖该文件时才点击“替换”。', '否则请取消并换一个新名称（例如加上日期），保留厂商的原始文档不变。'],
      },
    },
    guide: 'configuration',
  },
});
