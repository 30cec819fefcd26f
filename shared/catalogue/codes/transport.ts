// The bridge's and the window's own codes: the token, the origin, requests the console refused or could not answer.
import { defineCodes } from '../entry';

export const transportCodes = defineCodes({
  FILE_TYPES_UNKNOWN: {
    category: 'validation',
    details: ['extensions'],
    words: {
      en: 'The file dialog was asked to list a type of file the console does not open ({extensions}). Reload the window; if it happens again, report it.',
      'zh-CN': '文件对话框被要求列出控制台不打开的文件类型（{extensions}）。请重新加载窗口；如果再次发生，请报告。',
    },
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
        causes: ['窗口与控制台进程的版本不同（控制台更新时窗口仍开着），窗口因此请求了进程不认识的文件类型。', '控制台窗口代码的缺陷，与站点无关。'],
        next: ['重新加载窗口（Ctrl+R），然后重新选择文件。', '如果反复出现，请记下信息中的文件类型，连同控制台版本（关于与诊断）一起发给控制台维护人员。'],
      },
    },
    guide: 'first-visit',
  },
  NO_VALIDATOR: {
    category: 'internal',
    words: {
      en: 'The console cannot check the request of this window ({message}). Reload the window after updating the console; report it if it repeats.',
      'zh-CN': '控制台无法检查此窗口的请求（{message}）。请在更新控制台后重新加载窗口；如果重复出现，请报告。',
    },
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
        causes: ['窗口来自与当前运行的进程不同（更旧或更新）的控制台版本，因此该请求在进程中没有对应的检查。', '控制台的某个部分未完整构建或安装。'],
        next: ['更新或重启控制台后重新加载窗口（Ctrl+R）。', '如果反复出现，请把信息和控制台版本（关于与诊断）发给控制台维护人员。'],
      },
    },
    guide: 'first-visit',
  },
  INTERNAL: {
    category: 'internal',
    words: {
      en: 'The console hit an internal fault: {message}. Try again; report it if it repeats.',
      'zh-CN': '控制台出现内部故障：{message}。请重试；如果重复出现，请报告。',
    },
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
        causes: ['控制台自身的缺陷，并非站点或输入内容导致。', '本机上的异常情况（文件在控制台运行时被改动、内存一时不足）触发了控制台未处理的情形。'],
        next: ['再执行一次相同操作。', '如果反复出现，请把信息和操作步骤复制到站点报告中，连同控制台版本（关于与诊断）发给控制台维护人员。'],
      },
    },
    guide: 'first-visit',
  },
  CLI_USAGE: {
    category: 'usage',
    words: {
      en: 'The command was not given as it expects: {message}. Run it with --help for its options.',
      'zh-CN': '命令的用法不正确：{message}。请使用 --help 查看其选项。',
    },
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
        causes: ['选项拼写错误、缺少取值，或传给了不接受该选项的命令（例如给 license 传 --profile）。', '缺少必需的参数，例如 validate 的文件或 person 的人员编号。', '为其他版本控制台编写的脚本使用了已变更的选项。'],
        next: ['使用 --help 运行该命令，把用法说明与输入的内容对比。', '修正命令行后重新运行；退出状态 2 表示未执行任何操作。'],
      },
    },
    guide: 'first-visit',
  },
  PART_NOT_LOADED: {
    category: 'transport',
    words: {
      en: 'The configuration checker could not be loaded ({message}), so the document you chose has not been opened. Choose it again; if this keeps happening, reload the window (Ctrl+R).',
      'zh-CN': '配置检查器未能加载（{message}），所选文档尚未打开。请重新选择；如果反复出现，请重新加载窗口（Ctrl+R）。',
    },
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
        causes: ['窗口中检查配置文档的部分只在首次需要时加载，而它没有加载成功：窗口打开期间控制台被更新或重启。', '笔记本负载过高或内存不足，导致加载失败。'],
        next: ['在“配置”视图中用“打开…”重新选择文档。', '如果反复出现，请重新加载窗口（Ctrl+R）；仍无效时重启控制台。'],
      },
    },
    guide: 'configuration',
  },
  PAYLOAD_INVALID: {
    category: 'validation',
    words: {
      en: 'The console refused a request from this window: {message}. Reload the window; if it happens again, report it.',
      'zh-CN': '控制台拒绝了本窗口的一个请求：{message}。请重新加载窗口；如再次出现，请上报。',
    },
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
        causes: ['窗口与控制台进程版本不同，窗口发送的请求格式已不被进程接受。', '窗口中输入的值属于控制台拒绝的类型（过长或类型不对），而窗口没有事先拦下。'],
        next: ['重新加载窗口（Ctrl+R）后再操作一次。', '如果反复出现，请把信息和输入内容（绝不包括密钥）复制到站点报告中，发给控制台维护人员。'],
      },
    },
    guide: 'first-visit',
  },
  UNKNOWN_OPERATION: {
    category: 'validation',
    details: ['op'],
    words: {
      en: 'This window asked for an operation the console does not have ({op}). Reload the window after updating the console.',
      'zh-CN': '本窗口请求了控制台没有的操作（{op}）。请更新控制台后重新加载窗口。',
    },
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
    category: 'internal',
    words: {
      en: 'The console hit an internal fault: {message}. Your input is kept; try again, and report it if it repeats.',
      'zh-CN': '控制台内部出错：{message}。您输入的内容已保留；请重试，如反复出现请上报。',
    },
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
        causes: ['控制台在执行请求时自身出错，并非站点或输入内容导致。', '本机上的异常情况（文件在控制台运行时被改动、磁盘已满）触发了控制台未处理的情形。'],
        next: ['重试；已输入的内容都保留着。', '如果反复出现，请把信息和操作步骤复制到站点报告中，连同控制台版本（关于与诊断）发给控制台维护人员。'],
      },
    },
    guide: 'first-visit',
  },
  TOKEN_REQUIRED: {
    category: 'transport',
    words: {
      en: 'This page was opened without its access token. Open the exact address the console printed when it started (it ends in #token=…).',
      'zh-CN': '打开本页面时缺少访问令牌。请打开控制台启动时打印的完整地址（以 #token=… 结尾）。',
    },
    explain: {
      en: {
        causes: [
          'The console’s web address was typed by hand or copied without its end (#token=…), or opened from a bookmark or the browser’s history.',
        ],
        next: ['Look at the terminal where the console was started and open the whole address it printed, including #token=….'],
      },
      'zh-CN': {
        causes: ['控制台的网页地址是手工输入的，或复制时漏掉了结尾的 #token=…，或是从书签、浏览记录中打开的。'],
        next: ['查看启动控制台的终端，打开其打印的完整地址（包括 #token=…）。'],
      },
    },
    guide: 'first-visit',
  },
  TOKEN_REFUSED: {
    category: 'transport',
    words: {
      en: 'The console no longer takes this page’s access token: it has been restarted since this page was opened. Open the address it printed this time (it ends in #token=…).',
      'zh-CN': '控制台已不再接受本页面的访问令牌：本页面打开后控制台已重启。请打开控制台这次打印的地址（以 #token=… 结尾）。',
    },
    explain: {
      en: {
        causes: [
          'The console was restarted (or the laptop rebooted) while this browser tab stayed open; each start prints a new token.',
          'The tab was opened from an old bookmark or from an address a colleague sent.',
        ],
        next: ['Open the address the console printed at its last start (it ends in #token=…) and close the old tab.'],
      },
      'zh-CN': {
        causes: ['浏览器标签页打开期间控制台重启过（或笔记本重启过）；每次启动都会打印新的令牌。', '标签页是从旧书签或同事发来的地址打开的。'],
        next: ['打开控制台最近一次启动时打印的地址（以 #token=… 结尾），并关闭旧标签页。'],
      },
    },
    guide: 'first-visit',
  },
  FOREIGN_ORIGIN: {
    category: 'transport',
    words: {
      en: 'The console refused a request from another site. Open the console from the address it printed.',
      'zh-CN': '控制台拒绝了来自其他网站的请求。请从控制台打印的地址打开。',
    },
    explain: {
      en: {
        causes: [
          'Another web page open in the browser (a site’s management page, a vendor portal) tried to send a request to the console; the console only answers its own page.',
          'The console’s page was opened through another address (a proxy, a different host name) than the one it printed.',
        ],
        next: [
          'Open the console from the exact address it printed in the terminal.',
          'If the refusals continue, close other tabs that may call the laptop’s local addresses.',
        ],
      },
      'zh-CN': {
        causes: ['浏览器中打开的其他网页（站点管理页面、厂商门户）试图向控制台发送请求；控制台只响应自己的页面。', '控制台页面是通过其他地址（代理、不同的主机名）打开的，而不是控制台打印的地址。'],
        next: ['从终端中控制台打印的完整地址打开控制台。', '如果仍被拒绝，请关闭其他可能访问本机地址的标签页。'],
      },
    },
    guide: 'first-visit',
  },
  FOREIGN_HOST: {
    category: 'transport',
    words: {
      en: 'The console refused a request addressed to another host. Open the console from the address it printed.',
      'zh-CN': '控制台拒绝了发往其他主机名的请求。请从控制台打印的地址打开。',
    },
    explain: {
      en: {
        causes: [
          'The console’s page was opened with another host name than the one printed (for example the laptop’s name or IP address instead of 127.0.0.1), or through a proxy.',
          'A web page used a DNS trick to reach the console; the console refuses requests not addressed to itself.',
        ],
        next: ['Open the console from the exact address it printed in the terminal.', 'Turn off a browser proxy for local addresses if one is set.'],
      },
      'zh-CN': {
        causes: ['控制台页面是用与打印的不同的主机名打开的（例如用笔记本名称或 IP 地址代替 127.0.0.1），或经过了代理。', '有网页利用 DNS 手段访问控制台；控制台拒绝不是发给它自己的请求。'],
        next: ['从终端中控制台打印的完整地址打开控制台。', '如果浏览器设置了代理，请对本地地址关闭代理。'],
      },
    },
    guide: 'first-visit',
  },
  CONSOLE_UNREACHABLE: {
    category: 'transport',
    words: {
      en: 'The console process does not answer. Check that it is still running, then try again.',
      'zh-CN': '控制台进程没有响应。请确认它仍在运行，然后重试。',
    },
    explain: {
      en: {
        causes: [
          'The console process was closed, crashed or was stopped (the terminal was closed, the laptop went to sleep) while the window stayed open.',
          'In a browser, the console is running on another port than the page’s address.',
        ],
        next: ['Check that the console is still running; start it again if not.', 'Open the address it printed at its start, then try again.'],
      },
      'zh-CN': {
        causes: ['窗口仍开着，但控制台进程已关闭、崩溃或被停止（终端被关闭、笔记本进入睡眠）。', '在浏览器中，控制台运行的端口与页面地址中的不同。'],
        next: ['确认控制台仍在运行；如未运行请重新启动。', '打开其启动时打印的地址，然后重试。'],
      },
    },
    guide: 'first-visit',
  },
  BAD_RESPONSE: {
    category: 'transport',
    words: {
      en: 'The console gave an answer this window cannot read ({message}). Reload the window.',
      'zh-CN': '控制台返回了本窗口无法识别的应答（{message}）。请重新加载窗口。',
    },
    explain: {
      en: {
        causes: [
          'The window and the console process are from different versions, so the window cannot read the process’s answer.',
          'Something between the browser and the console (a proxy, a browser extension) changed the answer.',
        ],
        next: [
          'Reload the window (Ctrl+R).',
          'In a browser, open the console’s address directly, without a proxy, and turn off extensions that rewrite pages.',
        ],
      },
      'zh-CN': {
        causes: ['窗口与控制台进程版本不同，窗口无法读取进程的应答。', '浏览器与控制台之间的某个环节（代理、浏览器扩展）改动了应答。'],
        next: ['重新加载窗口（Ctrl+R）。', '在浏览器中不经代理直接打开控制台地址，并关闭会改写网页的扩展。'],
      },
    },
    guide: 'first-visit',
  },
  BRIDGE_FAILED: {
    category: 'transport',
    words: {
      en: 'The connection to the console failed: {message}. Restart the console.',
      'zh-CN': '与控制台的连接失败：{message}。请重启控制台。',
    },
    explain: {
      en: {
        causes: [
          'The link between the window and the console process broke: the process was restarted, crashed or is shutting down.',
          'The laptop resumed from sleep and the connection did not come back.',
        ],
        next: [
          'Restart the console, then open its window again.',
          'If it keeps failing, send the message and the console’s version (About & diagnostics) to the console’s maintainers.',
        ],
      },
      'zh-CN': {
        causes: ['窗口与控制台进程之间的连接断开：进程已重启、崩溃或正在退出。', '笔记本从睡眠中恢复后连接没有恢复。'],
        next: ['重启控制台，然后重新打开其窗口。', '如果仍然失败，请把信息和控制台版本（关于与诊断）发给控制台维护人员。'],
      },
    },
    guide: 'first-visit',
  },
  UNTRUSTED_SENDER: {
    category: 'transport',
    words: {
      en: 'The console refused a request from an untrusted frame.',
      'zh-CN': '控制台拒绝了来自不受信任框架的请求。',
    },
    explain: {
      en: {
        causes: [
          'A frame inside the console window that is not the console’s own page (an embedded page or a navigated-away window) tried to call the console.',
          'The window navigated to another address than the console’s page, for example by following a link.',
        ],
        next: [
          'Reload the window (Ctrl+R) so that it shows the console’s own page.',
          'If it repeats, send the message to the console’s maintainers.',
        ],
      },
      'zh-CN': {
        causes: ['控制台窗口中不属于控制台自身页面的框架（嵌入的页面，或已跳转的窗口）试图调用控制台。', '窗口跳转到了控制台页面以外的地址，例如点击了某个链接。'],
        next: ['重新加载窗口（Ctrl+R），让其显示控制台自己的页面。', '如果反复出现，请把信息发给控制台维护人员。'],
      },
    },
    guide: 'first-visit',
  },
  REQUEST_TOO_LARGE: {
    category: 'transport',
    words: {
      en: 'The request was too large for the console ({message}). A configuration document this large is not supported.',
      'zh-CN': '请求超出了控制台的上限（{message}）。不支持这么大的配置文档。',
    },
    explain: {
      en: {
        causes: [
          'The configuration document or text sent from the window is far larger than any real one: a wrong file was pasted or opened (a log, an export, a binary).',
        ],
        next: ['Check that the document is the site’s configuration document, not another file.', 'Remove what it does not need, then try again.'],
      },
      'zh-CN': {
        causes: ['从窗口发送的配置文档或文本远大于真实文档：粘贴或打开了错误的文件（日志、导出文件、二进制文件）。'],
        next: ['确认该文档是站点的配置文档，而不是其他文件。', '删掉不需要的内容后重试。'],
      },
    },
    guide: 'configuration',
  },
  REQUEST_TIMEOUT: {
    category: 'transport',
    words: {
      en: 'The request did not reach the console in time, so it was not carried out. Try again; if it keeps happening, restart the console.',
      'zh-CN': '请求没有及时到达控制台，因此没有执行。请重试；如果一再出现，请重新启动控制台。',
    },
    explain: {
      en: {
        causes: [
          'The laptop was very busy (a large batch, an antivirus scan) or the browser was throttled in the background, so the request arrived too slowly.',
          'A proxy or VPN between the browser and the console held the request.',
        ],
        next: [
          'Try again.',
          'If it keeps happening, close other heavy programs, open the console’s address without a proxy, or restart the console.',
        ],
      },
      'zh-CN': {
        causes: ['笔记本负载过高（大批量任务、杀毒扫描），或浏览器在后台被限速，请求到达太慢。', '浏览器与控制台之间的代理或 VPN 拖住了请求。'],
        next: ['重试。', '如果反复出现，请关闭其他占用资源的程序，不经代理打开控制台地址，或重启控制台。'],
      },
    },
    guide: 'first-visit',
  },
  BAD_REQUEST: {
    category: 'transport',
    words: {
      en: 'The console could not read a request from this window ({message}). Reload the window.',
      'zh-CN': '控制台无法读取本窗口的请求（{message}）。请重新加载窗口。',
    },
    explain: {
      en: {
        causes: ['The window and the console process are from different versions, or a proxy or browser extension changed the request on its way.'],
        next: [
          'Reload the window (Ctrl+R).',
          'In a browser, open the console’s address directly, without a proxy; restart the console if it repeats.',
        ],
      },
      'zh-CN': {
        causes: ['窗口与控制台进程版本不同，或代理、浏览器扩展在途中改动了请求。'],
        next: ['重新加载窗口（Ctrl+R）。', '在浏览器中不经代理直接打开控制台地址；如果反复出现，请重启控制台。'],
      },
    },
    guide: 'first-visit',
  },
  TRANSPORT_FAILED: {
    category: 'transport',
    words: {
      en: 'The console failed to answer: {message}. Try again; restart the console if it repeats.',
      'zh-CN': '控制台未能应答：{message}。请重试；如反复出现，请重启控制台。',
    },
    explain: {
      en: {
        causes: [
          'The console process failed while answering the window, for example because it is shutting down or ran out of memory.',
          'The connection between the browser and the console was cut (sleep, network change).',
        ],
        next: [
          'Try again.',
          'If it repeats, restart the console and send the message with its version (About & diagnostics) to the console’s maintainers.',
        ],
      },
      'zh-CN': {
        causes: ['控制台进程在应答窗口时出错，例如正在退出或内存不足。', '浏览器与控制台之间的连接被切断（睡眠、网络切换）。'],
        next: ['重试。', '如果反复出现，请重启控制台，并把信息和版本（关于与诊断）发给控制台维护人员。'],
      },
    },
    guide: 'first-visit',
  },
  NO_SUCH_ROUTE: {
    category: 'transport',
    words: {
      en: 'This window asked the console for an address it does not serve. Reload the window after updating the console.',
      'zh-CN': '本窗口向控制台请求了一个不存在的地址。请更新控制台后重新加载窗口。',
    },
    explain: {
      en: {
        causes: ['The window is from another version of the console than the process now running, or an address was typed by hand in the browser.'],
        next: ['Reload the window (Ctrl+R); in a browser, open the address the console printed.', 'Restart the console after an update.'],
      },
      'zh-CN': {
        causes: ['窗口与当前运行的控制台进程版本不同，或在浏览器中手工输入了地址。'],
        next: ['重新加载窗口（Ctrl+R）；在浏览器中打开控制台打印的地址。', '更新后请重启控制台。'],
      },
    },
    guide: 'first-visit',
  },
  JSON_TOO_DEEP: {
    category: 'malformed',
    details: ['what', 'limit'],
    words: {
      en: '{what} is nested more than {limit} levels deep, which no site answer or console file needs, so it was not read (malformed). Check where it comes from: the address in the profile, or the file.',
      'zh-CN': '{what} 的嵌套超过 {limit} 层，任何站点应答或控制台文件都不需要这么深，因此未读取（格式异常）。请检查其来源：配置档中的地址，或该文件。',
    },
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
        causes: ['站点配置档中的地址指向的不是站点服务（Web 应用、调试接口），它返回了嵌套极深的 JSON。', '在控制台中打开的文件是出错的程序生成的，或者根本不是应打开的文件。'],
        next: ['在“站点”视图中检查配置档的服务地址，并点击“检查当前配置档”。', '如果是文件，请确认文件正确，并用文本编辑器打开查看。', '如果站点服务确实这样应答，请用“导出 HAR…”导出该调用并发给站点厂商。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  JSON_TOO_LARGE: {
    category: 'malformed',
    details: ['what', 'limit'],
    words: {
      en: '{what} is larger than {limit} characters, so it was not read (malformed). Check where it comes from: the address in the profile, or the file.',
      'zh-CN': '{what} 超过 {limit} 个字符，因此未读取（格式异常）。请检查其来源：配置档中的地址，或该文件。',
    },
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
        causes: ['站点配置档中的地址指向的不是站点服务（文件服务器、日志页面），它返回了巨大的正文。', '在控制台中打开的文件远大于配置文档或配置档：选错了文件。'],
        next: ['在“站点”视图中检查配置档的服务地址，并点击“检查当前配置档”。', '如果是文件，请确认文件正确。', '如果站点服务确实返回这么多内容，请用“导出 HAR…”导出该调用并发给站点厂商。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  BUSY: {
    category: 'transport',
    words: {
      en: 'The console is still saving the previous change; this one was not started. Wait until the save finishes, then try again.',
      'zh-CN': '控制台仍在保存上一次的修改，本次操作没有开始。请等保存完成后再试。',
    },
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
