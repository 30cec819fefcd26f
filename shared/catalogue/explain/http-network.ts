// The HTTP client's network codes: a configured address that is wrong, did not answer or answered too late.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { httpNetworkCodes } from '../codes/http-network';

export const httpNetworkExplanations = defineExplanations<typeof httpNetworkCodes>()({
  HTTP_BAD_URL: {
    explain: {
      en: {
        causes: [
          'The address was typed without http:// or https://, with a typo in the scheme, or with spaces or full-width characters copied from a chat or a PDF.',
          'The address was copied from the site’s documentation with a placeholder still in it.',
        ],
        next: [
          'Correct the address in the site profile (Site view), or selfhosted.baseUrl in the configuration document, writing it as http://host:port/path.',
          'Then run Check the active profile.',
        ],
      },
      'zh-CN': {
        causes: [
          '地址缺少 http:// 或 https://、协议拼写有误，或带有从聊天记录或 PDF 中复制来的空格、全角字符。',
          '地址是从站点文档中复制的，其中仍留有占位内容。',
        ],
        next: [
          '在“站点”视图中修正站点配置档的地址，或在配置文档中修正 selfhosted.baseUrl，格式为 http://主机:端口/路径。',
          '然后点击“检查当前配置档”。',
        ],
      },
    },
    guide: 'first-visit',
  },
  HTTP_CANCELLED: {
    explain: {
      en: {
        causes: [
          'The call was cancelled in the console (Cancel pressed on a call, or the batch cancelled) before the site answered.',
          'The console was closing while the call was under way.',
        ],
        next: [
          'Nothing needs fixing: make the call again when you want it.',
          'For visitor access, check its outcome by sending it again: a repeat of the same floors changes nothing.',
        ],
      },
      'zh-CN': {
        causes: ['站点应答前，调用已在控制台中被取消（对调用点击了取消，或批次被取消）。', '调用进行期间控制台正在退出。'],
        next: ['无需修复：需要时重新发起调用即可。', '对于访客通行，可再次发送以确认结果：重复发送相同楼层不会改变任何内容。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_DNS: {
    explain: {
      en: {
        causes: [
          'The site’s host names resolve only on the site’s own network or DNS server, and the laptop is on another network (a phone hotspot, the office Wi-Fi) or not on the site’s VPN.',
          'The host name in the profile or in selfhosted.baseUrl is misspelt, or was copied from another site.',
          'The site expects entries in the laptop’s hosts file that have not been added.',
        ],
        next: [
          'Connect the laptop to the site’s network or VPN, then run Check the active profile in the Site view.',
          'Check the host name in the site profile (or selfhosted.baseUrl) letter by letter.',
          'Ask the site administrator for the IP address or the hosts entries of the service, and add them.',
        ],
      },
      'zh-CN': {
        causes: [
          '站点的主机名只能在站点自己的网络或 DNS 服务器上解析，而笔记本连在其他网络上（手机热点、办公室 Wi-Fi），或未连接站点 VPN。',
          '配置档或 selfhosted.baseUrl 中的主机名拼写错误，或是从其他站点复制来的。',
          '站点要求在笔记本的 hosts 文件中添加条目，但尚未添加。',
        ],
        next: [
          '把笔记本接入站点网络或 VPN，然后在“站点”视图中点击“检查当前配置档”。',
          '逐字核对站点配置档（或 selfhosted.baseUrl）中的主机名。',
          '向站点管理员索取该服务的 IP 地址或 hosts 条目并添加。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_REFUSED: {
    explain: {
      en: {
        causes: [
          'The service is not running on that host, or listens on another port than the one in the address (a common mix-up between the service port and the gateway port).',
          'The service is restarting, or a local firewall on the server rejects the laptop.',
          'For the demo site: it was stopped, or the console was restarted and the demo site not started again.',
        ],
        next: [
          'Check the port in the site profile (or selfhosted.baseUrl) against the site’s service list.',
          'Ask the site administrator whether the service is running; for the demo site, press Start the demo site.',
          'Then run Check the active profile in the Site view.',
        ],
      },
      'zh-CN': {
        causes: [
          '该主机上服务未运行，或监听的端口与地址中的不同（服务端口和网关端口常被混淆）。',
          '服务正在重启，或服务器上的本地防火墙拒绝了笔记本。',
          '对于演示站点：它已停止，或控制台重启后没有再次启动演示站点。',
        ],
        next: [
          '对照站点的服务清单核对站点配置档（或 selfhosted.baseUrl）中的端口。',
          '询问站点管理员服务是否在运行；演示站点请点击“启动演示站点”。',
          '然后在“站点”视图中点击“检查当前配置档”。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_RESET: {
    explain: {
      en: {
        causes: [
          'A firewall, proxy or gateway between the laptop and the service cut the connection (idle timeout, request size limit, a security appliance).',
          'The service crashed or restarted while answering.',
          'http was used against a port that speaks https, or the other way round.',
        ],
        next: [
          'Try again once; then run Check the active profile in the Site view.',
          'Check that the address uses http or https as the service expects.',
          'If it repeats, export the call with Export HAR… from the Site call log and ask the site administrator to check the service’s and gateway’s logs at that time.',
        ],
      },
      'zh-CN': {
        causes: [
          '笔记本与服务之间的防火墙、代理或网关切断了连接（空闲超时、请求大小限制、安全设备）。',
          '服务在应答期间崩溃或重启。',
          '对使用 https 的端口用了 http，或反之。',
        ],
        next: [
          '先重试一次，然后在“站点”视图中点击“检查当前配置档”。',
          '确认地址使用的是服务所要求的 http 或 https。',
          '如果反复出现，请在“站点调用记录”中用“导出 HAR…”导出该调用，请站点管理员检查该时间点的服务和网关日志。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_NETWORK: {
    explain: {
      en: {
        causes: [
          'The laptop is not on the site’s network: the cable is out, the Wi-Fi joined is the wrong one, or the VPN dropped.',
          'No route leads to that address from here (a site-internal IP seen from outside, a wrong subnet).',
        ],
        next: [
          'Check the cable, Wi-Fi or VPN, and that the laptop has an address in the site’s network.',
          'Run Check the active profile in the Site view to see which services are reachable.',
        ],
      },
      'zh-CN': {
        causes: [
          '笔记本不在站点网络中：网线未插、连错了 Wi-Fi，或 VPN 已断开。',
          '从当前位置没有到达该地址的路由（从外部访问站点内网 IP、子网不对）。',
        ],
        next: ['检查网线、Wi-Fi 或 VPN，并确认笔记本在站点网络中有地址。', '在“站点”视图中点击“检查当前配置档”，查看哪些服务可达。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_CONNECT_TIMEOUT: {
    explain: {
      en: {
        causes: [
          'A firewall silently drops the laptop’s connections (the laptop’s address is not on the site’s allow list).',
          'The address points at a machine that is off, or at an IP of another network segment.',
          'The site network is slow or the VPN is congested, and the profile’s connect timeout is short.',
        ],
        next: [
          'Check the address, and ask the site administrator whether the laptop’s IP address is allowed through the firewall.',
          'Run Check the active profile in the Site view; if the network is only slow, raise the Connect timeout (ms) in the site profile.',
        ],
      },
      'zh-CN': {
        causes: [
          '防火墙静默丢弃了笔记本的连接（笔记本地址不在站点的白名单中）。',
          '地址指向已关机的机器，或其他网段的 IP。',
          '站点网络较慢或 VPN 拥堵，而配置档的连接超时较短。',
        ],
        next: [
          '核对地址，并询问站点管理员笔记本的 IP 地址是否已在防火墙上放行。',
          '在“站点”视图中点击“检查当前配置档”；如果只是网络较慢，请在站点配置档中调高“连接超时（毫秒）”。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_RESPONSE_TIMEOUT: {
    explain: {
      en: {
        causes: [
          'The service is overloaded or stuck, often waiting on a service behind it (the elevator application waiting on the organization service or the face library).',
          'A gateway holds requests, or the profile’s request timeout is shorter than the site’s services need at busy times.',
        ],
        next: [
          'Try again after a moment.',
          'Press Show chain on the call to see which hop was slow.',
          'If the site is only slow, raise the Request timeout (ms) in the site profile; if it is stuck, send the call (Export HAR…) to the site administrator to check the service’s logs.',
        ],
      },
      'zh-CN': {
        causes: [
          '服务过载或卡住，常见于等待其后端服务（电梯应用等待组织服务或人脸库）。',
          '网关滞留了请求，或配置档的请求超时比站点服务在忙时所需的更短。',
        ],
        next: [
          '稍后重试。',
          '对该调用点击“查看调用链”，查看哪一跳较慢。',
          '如果站点只是较慢，请在站点配置档中调高“请求超时（毫秒）”；如果服务卡住，请用“导出 HAR…”导出调用发给站点管理员，请其检查服务日志。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_BODY_TIMEOUT: {
    explain: {
      en: {
        causes: [
          'The service began to answer and then stopped sending: it is stuck while writing, or a proxy or gateway buffers and stalls the answer.',
          'The network to the site is unstable (weak Wi-Fi, a dropping VPN).',
        ],
        next: [
          'Try again, on a steadier network if you can.',
          'If it repeats, export the call with Export HAR… and ask the site administrator to check the service’s and gateway’s logs at that time.',
        ],
      },
      'zh-CN': {
        causes: [
          '服务开始应答后停止发送：写入时卡住，或代理、网关缓冲并拖住了应答。',
          '到站点的网络不稳定（Wi-Fi 信号弱、VPN 时断时续）。',
        ],
        next: ['重试，尽量使用更稳定的网络。', '如果反复出现，请用“导出 HAR…”导出该调用，请站点管理员检查该时间点的服务和网关日志。'],
      },
    },
    guide: 'when-a-call-fails',
  },
});
