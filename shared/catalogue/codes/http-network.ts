// The HTTP client's network codes: a configured address that is wrong, did not answer or answered too late.
import { defineCodes } from '../entry';

export const httpNetworkCodes = defineCodes({
  HTTP_BAD_URL: {
    category: 'usage',
    details: ['url'],
    words: {
      en: '"{url}" is not an http:// or https:// address. Correct it in the site profile.',
      'zh-CN': '“{url}”不是 http:// 或 https:// 地址。请在站点配置档中改正。',
    },
    licenseServer: {
      en: '"{url}" is not an http:// or https:// address. Correct selfhosted.baseUrl in the configuration document.',
      'zh-CN': '“{url}”不是 http:// 或 https:// 地址。请在配置文档中改正 selfhosted.baseUrl。',
    },
  },
  HTTP_CANCELLED: {
    category: 'usage',
    details: ['url'],
    words: {
      en: 'The call to {url} was cancelled before an answer arrived.',
      'zh-CN': '对 {url} 的调用在收到应答前已取消。',
    },
  },
  HTTP_DNS: {
    category: 'network',
    details: ['host', 'method', 'url'],
    words: {
      en: 'The name {host} cannot be resolved ({method} {url}). Check the address in the profile and the laptop’s DNS or hosts file.',
      'zh-CN': '无法解析主机名 {host}（{method} {url}）。请检查配置档中的地址以及本机的 DNS 或 hosts 文件。',
    },
    licenseServer: {
      en: 'The name {host} cannot be resolved ({method} {url}). Check selfhosted.baseUrl in the configuration document, and the laptop’s DNS or hosts file.',
      'zh-CN': '无法解析主机名 {host}（{method} {url}）。请检查配置文档中的 selfhosted.baseUrl，以及本机的 DNS 或 hosts 文件。',
    },
  },
  HTTP_REFUSED: {
    category: 'network',
    details: ['host', 'method', 'url'],
    words: {
      en: '{host} refused the connection ({method} {url}). Check that the service is running and listening on that port.',
      'zh-CN': '{host} 拒绝了连接（{method} {url}）。请确认该服务正在运行并监听该端口。',
    },
  },
  HTTP_RESET: {
    category: 'network',
    details: ['host', 'method', 'url'],
    words: {
      en: '{host} closed or reset the connection before the answer was complete ({method} {url}). Check the service’s logs, or a proxy or firewall in between.',
      'zh-CN': '{host} 在应答完成前关闭或重置了连接（{method} {url}）。请查看该服务的日志，或检查中间的代理和防火墙。',
    },
  },
  HTTP_NETWORK: {
    category: 'network',
    details: ['host', 'reason', 'method', 'url'],
    words: {
      en: '{host} could not be reached ({reason}; {method} {url}). Check the cable, Wi-Fi or VPN and the address.',
      'zh-CN': '无法连接 {host}（{reason}；{method} {url}）。请检查网线、Wi-Fi 或 VPN 以及地址。',
    },
  },
  HTTP_CONNECT_TIMEOUT: {
    category: 'timeout',
    details: ['host', 'connectMs', 'method', 'url'],
    words: {
      en: '{host} did not accept a connection within {connectMs} ms ({method} {url}). Check the address, the network path and any firewall.',
      'zh-CN': '{host} 在 {connectMs} 毫秒内未接受连接（{method} {url}）。请检查地址、网络路径和防火墙。',
    },
  },
  HTTP_RESPONSE_TIMEOUT: {
    category: 'timeout',
    details: ['host', 'requestMs', 'method', 'url'],
    words: {
      en: '{host} did not answer within {requestMs} ms ({method} {url}). The service may be overloaded or stuck: try again, or raise the profile’s request timeout.',
      'zh-CN': '{host} 在 {requestMs} 毫秒内没有应答（{method} {url}）。服务可能过载或卡住：请重试，或调大配置档中的请求超时。',
    },
    licenseServer: {
      en: '{host} did not answer within {requestMs} ms ({method} {url}). The authorization service may be overloaded or stuck: try again, and check its logs.',
      'zh-CN': '{host} 在 {requestMs} 毫秒内没有应答（{method} {url}）。授权服务可能过载或卡住：请重试，并查看其日志。',
    },
  },
  HTTP_BODY_TIMEOUT: {
    category: 'timeout',
    details: ['host', 'requestMs', 'method', 'url'],
    words: {
      en: '{host} started an answer and then stalled; it was not complete after {requestMs} ms ({method} {url}). Try again and check the service’s logs.',
      'zh-CN': '{host} 开始应答后中断，{requestMs} 毫秒后仍未完成（{method} {url}）。请重试并查看该服务的日志。',
    },
  },
});
