// The transports' codes: the window's way to the console (the token, the origin, the host, the connection and its answers).
import { defineCodes } from '../entry';

export const transportCodes = defineCodes({
  TOKEN_REQUIRED: {
    category: 'transport',
    words: {
      en: 'This page was opened without its access token. Open the exact address the console printed when it started (it ends in #token=…).',
      'zh-CN': '打开本页面时缺少访问令牌。请打开控制台启动时打印的完整地址（以 #token=… 结尾）。',
    },
  },
  TOKEN_REFUSED: {
    category: 'transport',
    words: {
      en: 'The console no longer takes this page’s access token: it has been restarted since this page was opened. Open the address it printed this time (it ends in #token=…).',
      'zh-CN': '控制台已不再接受本页面的访问令牌：本页面打开后控制台已重启。请打开控制台这次打印的地址（以 #token=… 结尾）。',
    },
  },
  FOREIGN_ORIGIN: {
    category: 'transport',
    words: {
      en: 'The console refused a request from another site. Open the console from the address it printed.',
      'zh-CN': '控制台拒绝了来自其他网站的请求。请从控制台打印的地址打开。',
    },
  },
  FOREIGN_HOST: {
    category: 'transport',
    words: {
      en: 'The console refused a request addressed to another host. Open the console from the address it printed.',
      'zh-CN': '控制台拒绝了发往其他主机名的请求。请从控制台打印的地址打开。',
    },
  },
  CONSOLE_UNREACHABLE: {
    category: 'transport',
    words: {
      en: 'The console process does not answer. Check that it is still running, then try again.',
      'zh-CN': '控制台进程没有响应。请确认它仍在运行，然后重试。',
    },
  },
  BAD_RESPONSE: {
    category: 'transport',
    words: {
      en: 'The console gave an answer this window cannot read ({message}). Reload the window.',
      'zh-CN': '控制台返回了本窗口无法识别的应答（{message}）。请重新加载窗口。',
    },
  },
  BRIDGE_FAILED: {
    category: 'transport',
    words: {
      en: 'The connection to the console failed: {message}. Restart the console.',
      'zh-CN': '与控制台的连接失败：{message}。请重启控制台。',
    },
  },
  UNTRUSTED_SENDER: {
    category: 'transport',
    words: {
      en: 'The console refused a request from an untrusted frame.',
      'zh-CN': '控制台拒绝了来自不受信任框架的请求。',
    },
  },
  REQUEST_TOO_LARGE: {
    category: 'transport',
    words: {
      en: 'The request was too large for the console ({message}). A configuration document this large is not supported.',
      'zh-CN': '请求超出了控制台的上限（{message}）。不支持这么大的配置文档。',
    },
  },
  REQUEST_TIMEOUT: {
    category: 'transport',
    words: {
      en: 'The request did not reach the console in time, so it was not carried out. Try again; if it keeps happening, restart the console.',
      'zh-CN': '请求没有及时到达控制台，因此没有执行。请重试；如果一再出现，请重新启动控制台。',
    },
  },
  BAD_REQUEST: {
    category: 'transport',
    words: {
      en: 'The console could not read a request from this window ({message}). Reload the window.',
      'zh-CN': '控制台无法读取本窗口的请求（{message}）。请重新加载窗口。',
    },
  },
  TRANSPORT_FAILED: {
    category: 'transport',
    words: {
      en: 'The console failed to answer: {message}. Try again; restart the console if it repeats.',
      'zh-CN': '控制台未能应答：{message}。请重试；如反复出现，请重启控制台。',
    },
  },
  NO_SUCH_ROUTE: {
    category: 'transport',
    words: {
      en: 'This window asked the console for an address it does not serve. Reload the window after updating the console.',
      'zh-CN': '本窗口向控制台请求了一个不存在的地址。请更新控制台后重新加载窗口。',
    },
  },
});
