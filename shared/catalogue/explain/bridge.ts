// The bridge's codes: requests the console refused or could not answer.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { bridgeCodes } from '../codes/bridge';

export const bridgeExplanations = defineExplanations<typeof bridgeCodes>()({
  FILE_TYPES_UNKNOWN: {
    explain: {
      en: {
        causes: [
          'The window and the console process come from different versions (the window was left open while the console was updated), so the window asks for a file type the process does not know.',
          'A fault in the console’s window code, not anything on the site.',
        ],
        next: [
          'Reload the window (Ctrl+R), then choose the file again.',
          'If it repeats, note the file type named in the message and send it with the console’s version (About & diagnostics) to the console’s maintainers.',
        ],
      },
      'zh-CN': {
        causes: [
          '窗口与控制台进程的版本不同（控制台更新时窗口仍开着），窗口因此请求了进程不认识的文件类型。',
          '控制台窗口代码的缺陷，与站点无关。',
        ],
        next: [
          '重新加载窗口（Ctrl+R），然后重新选择文件。',
          '如果反复出现，请记下信息中的文件类型，连同控制台版本（关于与诊断）一起发给控制台维护人员。',
        ],
      },
    },
    guide: 'first-visit',
  },
  NO_VALIDATOR: {
    explain: {
      en: {
        causes: [
          'The window was opened from an older or newer build of the console than the process now running, so a request has no check in this process.',
          'A part of the console was not built or installed completely.',
        ],
        next: [
          'Reload the window (Ctrl+R) after updating or restarting the console.',
          'If it repeats, send the message and the console’s version (About & diagnostics) to the console’s maintainers.',
        ],
      },
      'zh-CN': {
        causes: [
          '窗口来自与当前运行的进程不同（更旧或更新）的控制台版本，因此该请求在进程中没有对应的检查。',
          '控制台的某个部分未完整构建或安装。',
        ],
        next: ['更新或重启控制台后重新加载窗口（Ctrl+R）。', '如果反复出现，请把信息和控制台版本（关于与诊断）发给控制台维护人员。'],
      },
    },
    guide: 'first-visit',
  },
  INTERNAL: {
    explain: {
      en: {
        causes: [
          'A fault in the console itself, not caused by the site or by what you typed.',
          'Something unusual on this laptop (a file changed under the console, an out-of-memory moment) hit a case the console does not handle.',
        ],
        next: [
          'Try the same action again.',
          'If it repeats, copy the message and the steps that led to it into your site report, and send it with the console’s version (About & diagnostics) to the console’s maintainers.',
        ],
      },
      'zh-CN': {
        causes: [
          '控制台自身的缺陷，并非站点或输入内容导致。',
          '本机上的异常情况（文件在控制台运行时被改动、内存一时不足）触发了控制台未处理的情形。',
        ],
        next: [
          '再执行一次相同操作。',
          '如果反复出现，请把信息和操作步骤复制到站点报告中，连同控制台版本（关于与诊断）发给控制台维护人员。',
        ],
      },
    },
    guide: 'first-visit',
  },
  CLI_USAGE: {
    explain: {
      en: {
        causes: [
          'An option was misspelt, given without its value, or given to a command that does not take it (for example --profile to license).',
          'A required argument is missing, such as the file for validate or the person id for person.',
          'A script written for another version of the console uses options that changed.',
        ],
        next: [
          'Run the command with --help and compare its usage line with what you typed.',
          'Correct the command line and run it again; the exit status 2 means nothing was done.',
        ],
      },
      'zh-CN': {
        causes: [
          '选项拼写错误、缺少取值，或传给了不接受该选项的命令（例如给 license 传 --profile）。',
          '缺少必需的参数，例如 validate 的文件或 person 的人员编号。',
          '为其他版本控制台编写的脚本使用了已变更的选项。',
        ],
        next: ['使用 --help 运行该命令，把用法说明与输入的内容对比。', '修正命令行后重新运行；退出状态 2 表示未执行任何操作。'],
      },
    },
    guide: 'first-visit',
  },
  PART_NOT_LOADED: {
    explain: {
      en: {
        causes: [
          'The part of the window that checks configuration documents is loaded only when first needed, and it did not arrive: the console was updated or restarted while the window stayed open.',
          'The laptop was very busy or short of memory, and loading the part failed.',
        ],
        next: [
          'Choose the document again with Open… in the Configuration view.',
          'If it keeps happening, reload the window (Ctrl+R); restart the console if that does not help.',
        ],
      },
      'zh-CN': {
        causes: [
          '窗口中检查配置文档的部分只在首次需要时加载，而它没有加载成功：窗口打开期间控制台被更新或重启。',
          '笔记本负载过高或内存不足，导致加载失败。',
        ],
        next: ['在“配置”视图中用“打开…”重新选择文档。', '如果反复出现，请重新加载窗口（Ctrl+R）；仍无效时重启控制台。'],
      },
    },
    guide: 'configuration',
  },
  PAYLOAD_INVALID: {
    explain: {
      en: {
        causes: [
          'The window and the console process are from different versions, so the window sends a request in a shape the process no longer accepts.',
          'A value typed in the window is of a kind the console refuses (far too long, or of the wrong type) and the window did not stop it first.',
        ],
        next: [
          'Reload the window (Ctrl+R) and do it again.',
          'If it repeats, copy the message with what you typed (never a secret) into your site report and send it to the console’s maintainers.',
        ],
      },
      'zh-CN': {
        causes: [
          '窗口与控制台进程版本不同，窗口发送的请求格式已不被进程接受。',
          '窗口中输入的值属于控制台拒绝的类型（过长或类型不对），而窗口没有事先拦下。',
        ],
        next: [
          '重新加载窗口（Ctrl+R）后再操作一次。',
          '如果反复出现，请把信息和输入内容（绝不包括密钥）复制到站点报告中，发给控制台维护人员。',
        ],
      },
    },
    guide: 'first-visit',
  },
  UNKNOWN_OPERATION: {
    explain: {
      en: {
        causes: [
          'The window is from a newer or older console than the process it talks to: the console was updated while the window stayed open, or a web page of another version is open.',
        ],
        next: [
          'Reload the window (Ctrl+R); in a browser, open the address the console printed this time.',
          'If it repeats after an update, restart the console.',
        ],
      },
      'zh-CN': {
        causes: ['窗口与其所连接的进程版本不同：控制台更新时窗口仍开着，或打开的是其他版本的网页。'],
        next: ['重新加载窗口（Ctrl+R）；在浏览器中，请打开控制台本次打印的地址。', '如果更新后仍反复出现，请重启控制台。'],
      },
    },
    guide: 'first-visit',
  },
  INTERNAL_ERROR: {
    explain: {
      en: {
        causes: [
          'A fault in the console itself while it carried out the request, not caused by the site or by what you typed.',
          'Something unusual on this laptop (a file changed under the console, a full disk) hit a case the console does not handle.',
        ],
        next: [
          'Try again; what you typed is kept.',
          'If it repeats, copy the message and the steps into your site report and send them with the console’s version (About & diagnostics) to the console’s maintainers.',
        ],
      },
      'zh-CN': {
        causes: [
          '控制台在执行请求时自身出错，并非站点或输入内容导致。',
          '本机上的异常情况（文件在控制台运行时被改动、磁盘已满）触发了控制台未处理的情形。',
        ],
        next: [
          '重试；已输入的内容都保留着。',
          '如果反复出现，请把信息和操作步骤复制到站点报告中，连同控制台版本（关于与诊断）发给控制台维护人员。',
        ],
      },
    },
    guide: 'first-visit',
  },
  JSON_TOO_DEEP: {
    explain: {
      en: {
        causes: [
          'The address in the site profile points at something that is not a site service (a web application, a debug endpoint) and it answered deeply nested JSON.',
          'A file opened in the console was made by a program gone wrong, or is not the file it should be.',
        ],
        next: [
          'Check the service addresses in the site profile (Site view) and run Check the active profile.',
          'If it is a file, check that it is the right one and open it in a text editor.',
          'If the site service really answers this way, export the call with Export HAR… and send it to the site vendor.',
        ],
      },
      'zh-CN': {
        causes: [
          '站点配置档中的地址指向的不是站点服务（Web 应用、调试接口），它返回了嵌套极深的 JSON。',
          '在控制台中打开的文件是出错的程序生成的，或者根本不是应打开的文件。',
        ],
        next: [
          '在“站点”视图中检查配置档的服务地址，并点击“检查当前配置档”。',
          '如果是文件，请确认文件正确，并用文本编辑器打开查看。',
          '如果站点服务确实这样应答，请用“导出 HAR…”导出该调用并发给站点厂商。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  JSON_TOO_LARGE: {
    explain: {
      en: {
        causes: [
          'The address in the site profile points at something other than the site service (a file server, a log page) that answered a huge body.',
          'A file opened in the console is far larger than a configuration document or profile: another file was chosen.',
        ],
        next: [
          'Check the service addresses in the site profile (Site view) and run Check the active profile.',
          'If it is a file, check that it is the right one.',
          'If the site service really answers this much, export the call with Export HAR… and send it to the site vendor.',
        ],
      },
      'zh-CN': {
        causes: [
          '站点配置档中的地址指向的不是站点服务（文件服务器、日志页面），它返回了巨大的正文。',
          '在控制台中打开的文件远大于配置文档或配置档：选错了文件。',
        ],
        next: [
          '在“站点”视图中检查配置档的服务地址，并点击“检查当前配置档”。',
          '如果是文件，请确认文件正确。',
          '如果站点服务确实返回这么多内容，请用“导出 HAR…”导出该调用并发给站点厂商。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  DATA_DIR_UNUSABLE: {
    explain: {
      en: {
        causes: [
          '--state-dir or SITE_CONSOLE_DATA_DIR names a path under a file, on a drive or stick that is not there, or in a folder this account may not write to.',
          'A portable copy runs from a write-protected USB stick, or the laptop’s user folder is read-only.',
        ],
        next: [
          'Give --state-dir, or set SITE_CONSOLE_DATA_DIR, to a folder you can write to (or leave both out to use the usual place), then run the command again.',
          'For a portable copy, remove the stick’s write protection or copy the console to a writable place.',
        ],
      },
      'zh-CN': {
        causes: [
          '--state-dir 或 SITE_CONSOLE_DATA_DIR 指向某个文件之下的路径、不存在的驱动器或 U 盘，或本账户无权写入的文件夹。',
          '便携副本从写保护的 U 盘运行，或笔记本的用户文件夹为只读。',
        ],
        next: [
          '将 --state-dir 或 SITE_CONSOLE_DATA_DIR 设为您可写入的文件夹（或两者都不设置以使用默认位置），然后重新运行命令。',
          '对于便携副本，请解除 U 盘的写保护，或将控制台复制到可写的位置。',
        ],
      },
    },
    guide: 'first-visit',
  },
  BUSY: {
    explain: {
      en: {
        causes: [
          'A save was pressed twice quickly, or Ctrl+S was pressed while the previous save of the configuration document was still being written (a slow USB stick or network folder).',
        ],
        next: ['Wait until the save finishes (the message disappears), then save again if you changed more.'],
      },
      'zh-CN': {
        causes: ['连续快速点击了保存，或在上一次保存配置文档尚未写完时按了 Ctrl+S（U 盘或网络文件夹较慢）。'],
        next: ['等待保存完成（提示消失），如果又做了修改，再保存一次。'],
      },
    },
    guide: 'configuration',
  },
});
