// The transports' codes: the window's way to the console (the token, the origin, the host, the connection and its answers).
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { transportCodes } from '../codes/transport';

export const transportExplanations = defineExplanations<typeof transportCodes>()({
  TOKEN_REQUIRED: {
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
    explain: {
      en: {
        causes: [
          'The console was restarted (or the laptop rebooted) while this browser tab stayed open; each start prints a new token.',
          'The tab was opened from an old bookmark or from an address a colleague sent.',
        ],
        next: ['Open the address the console printed at its last start (it ends in #token=…) and close the old tab.'],
      },
      'zh-CN': {
        causes: [
          '浏览器标签页打开期间控制台重启过（或笔记本重启过）；每次启动都会打印新的令牌。',
          '标签页是从旧书签或同事发来的地址打开的。',
        ],
        next: ['打开控制台最近一次启动时打印的地址（以 #token=… 结尾），并关闭旧标签页。'],
      },
    },
    guide: 'first-visit',
  },
  FOREIGN_ORIGIN: {
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
        causes: [
          '浏览器中打开的其他网页（站点管理页面、厂商门户）试图向控制台发送请求；控制台只响应自己的页面。',
          '控制台页面是通过其他地址（代理、不同的主机名）打开的，而不是控制台打印的地址。',
        ],
        next: ['从终端中控制台打印的完整地址打开控制台。', '如果仍被拒绝，请关闭其他可能访问本机地址的标签页。'],
      },
    },
    guide: 'first-visit',
  },
  FOREIGN_HOST: {
    explain: {
      en: {
        causes: [
          'The console’s page was opened with another host name than the one printed (for example the laptop’s name or IP address instead of 127.0.0.1), or through a proxy.',
          'A web page used a DNS trick to reach the console; the console refuses requests not addressed to itself.',
        ],
        next: [
          'Open the console from the exact address it printed in the terminal.',
          'Turn off a browser proxy for local addresses if one is set.',
        ],
      },
      'zh-CN': {
        causes: [
          '控制台页面是用与打印的不同的主机名打开的（例如用笔记本名称或 IP 地址代替 127.0.0.1），或经过了代理。',
          '有网页利用 DNS 手段访问控制台；控制台拒绝不是发给它自己的请求。',
        ],
        next: ['从终端中控制台打印的完整地址打开控制台。', '如果浏览器设置了代理，请对本地地址关闭代理。'],
      },
    },
    guide: 'first-visit',
  },
  CONSOLE_UNREACHABLE: {
    explain: {
      en: {
        causes: [
          'The console process was closed, crashed or was stopped (the terminal was closed, the laptop went to sleep) while the window stayed open.',
          'In a browser, the console is running on another port than the page’s address.',
        ],
        next: [
          'Check that the console is still running; start it again if not.',
          'Open the address it printed at its start, then try again.',
        ],
      },
      'zh-CN': {
        causes: [
          '窗口仍开着，但控制台进程已关闭、崩溃或被停止（终端被关闭、笔记本进入睡眠）。',
          '在浏览器中，控制台运行的端口与页面地址中的不同。',
        ],
        next: ['确认控制台仍在运行；如未运行请重新启动。', '打开其启动时打印的地址，然后重试。'],
      },
    },
    guide: 'first-visit',
  },
  BAD_RESPONSE: {
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
        causes: [
          '控制台窗口中不属于控制台自身页面的框架（嵌入的页面，或已跳转的窗口）试图调用控制台。',
          '窗口跳转到了控制台页面以外的地址，例如点击了某个链接。',
        ],
        next: ['重新加载窗口（Ctrl+R），让其显示控制台自己的页面。', '如果反复出现，请把信息发给控制台维护人员。'],
      },
    },
    guide: 'first-visit',
  },
  REQUEST_TOO_LARGE: {
    explain: {
      en: {
        causes: [
          'The configuration document or text sent from the window is far larger than any real one: a wrong file was pasted or opened (a log, an export, a binary).',
        ],
        next: [
          'Check that the document is the site’s configuration document, not another file.',
          'Remove what it does not need, then try again.',
        ],
      },
      'zh-CN': {
        causes: ['从窗口发送的配置文档或文本远大于真实文档：粘贴或打开了错误的文件（日志、导出文件、二进制文件）。'],
        next: ['确认该文档是站点的配置文档，而不是其他文件。', '删掉不需要的内容后重试。'],
      },
    },
    guide: 'configuration',
  },
  REQUEST_TIMEOUT: {
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
        causes: [
          '笔记本负载过高（大批量任务、杀毒扫描），或浏览器在后台被限速，请求到达太慢。',
          '浏览器与控制台之间的代理或 VPN 拖住了请求。',
        ],
        next: ['重试。', '如果反复出现，请关闭其他占用资源的程序，不经代理打开控制台地址，或重启控制台。'],
      },
    },
    guide: 'first-visit',
  },
  BAD_REQUEST: {
    explain: {
      en: {
        causes: [
          'The window and the console process are from different versions, or a proxy or browser extension changed the request on its way.',
        ],
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
    explain: {
      en: {
        causes: [
          'The window is from another version of the console than the process now running, or an address was typed by hand in the browser.',
        ],
        next: ['Reload the window (Ctrl+R); in a browser, open the address the console printed.', 'Restart the console after an update.'],
      },
      'zh-CN': {
        causes: ['窗口与当前运行的控制台进程版本不同，或在浏览器中手工输入了地址。'],
        next: ['重新加载窗口（Ctrl+R）；在浏览器中打开控制台打印的地址。', '更新后请重启控制台。'],
      },
    },
    guide: 'first-visit',
  },
});
