// The site client's codes: a call's route and secrets, and answers that are not a site's.
import { defineCodes } from '../entry';

export const siteCallCodes = defineCodes({
  DATA_FALSE: {
    category: 'envelope',
    words: {
      en: 'The elevator application answered data false: no access was written. Check the visitor and the floors, then try again.',
      'zh-CN': '电梯应用返回 data false：未开通任何权限。请检查访客和楼层后重试。',
    },
  },
  SITE_ROUTE_NOT_FOR_OPERATION: {
    category: 'usage',
    words: {
      en: 'Person lookup (L1) is not offered over the intermediary: it forwards only visitor access (L2). Choose direct or gateway.',
      'zh-CN': '中间件不提供人员查询（L1），它只转发访客通行（L2）。请选择直连或网关。',
    },
  },
  SITE_NO_ZONE_SERVICE: {
    category: 'usage',
    details: ['profile'],
    words: {
      en: 'The profile “{profile}” names no common component service, so the site’s zone pages (E4) cannot be read. Add its address in the site profile.',
      'zh-CN': '配置档“{profile}”没有填写公共组件服务，无法读取站点的区域分页（E4）。请在站点配置档中填写其地址。',
    },
  },
  SITE_ROUTE_NOT_CONFIGURED: {
    category: 'usage',
    details: ['route'],
    words: {
      en: 'The active profile has no {route} route. Add its address in the site profile, or choose another route.',
      'zh-CN': '当前配置档没有 {route} 路由。请在站点配置档中填写其地址，或选择其他路由。',
    },
  },
  SITE_SECRET_MISSING: {
    category: 'usage',
    details: ['profile', 'auth'],
    words: {
      en: 'The profile “{profile}” uses {auth} authentication but its secret is not set. Enter it in the site profile, then try again.',
      'zh-CN': '配置档“{profile}”使用 {auth} 认证，但尚未设置密钥。请在站点配置档中填写后重试。',
    },
  },
  SITE_SECRET_UNSENDABLE: {
    category: 'usage',
    details: ['field', 'profile', 'position'],
    words: {
      en: 'The secret {field} of the profile “{profile}” holds, at character {position}, a line break, a control character or a character beyond Latin-1, which an HTTP header cannot carry; nothing was sent. Enter it again in the site profile, exactly as the site issued it.',
      'zh-CN':
        '配置档“{profile}”的密钥 {field} 在第 {position} 个字符处含有换行、控制字符或 Latin-1 以外的字符，HTTP 请求头无法携带；未发送任何内容。请在站点配置档中按站点签发的原样重新输入。',
    },
  },
  SITE_NOT_JSON: {
    category: 'malformed',
    details: ['status', 'contentType', 'preview', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with something that is not JSON (content type {contentType}: “{preview}”; {route}, {url}). Check that the address points at the site service, not at a web page or a proxy login.',
      'zh-CN':
        '服务以 HTTP {status} 返回了非 JSON 内容（内容类型 {contentType}：“{preview}”；{route}，{url}）。请确认地址指向站点服务，而不是网页或代理登录页。',
    },
  },
  SITE_JSON_CUT_SHORT: {
    category: 'malformed',
    details: ['status', 'contentType', 'contentEncoding', 'bytes', 'ending', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with JSON that stops before it ends (content type {contentType}, content encoding {contentEncoding}, {bytes} bytes, ending “{ending}”; {route}, {url}): the answer was cut short by the service or by something in between, such as a gateway’s buffering or timeouts. Try again, and check the service’s logs.',
      'zh-CN':
        '服务返回 HTTP {status}，但其 JSON 在结束前中断（内容类型 {contentType}，内容编码 {contentEncoding}，{bytes} 字节，结尾为“{ending}”；{route}，{url}）：应答被服务本身或中间环节（例如网关的缓冲或超时设置）截断。请重试，并查看该服务的日志。',
    },
  },
  SITE_NOT_JSON_DECODED: {
    category: 'malformed',
    details: ['status', 'contentEncoding', 'contentType', 'preview', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with a {contentEncoding}-compressed body that is still not JSON once decompressed (content type {contentType}: “{preview}”; {route}, {url}). Check what the gateway in between compresses and relays.',
      'zh-CN':
        '服务以 HTTP {status} 返回了 {contentEncoding} 压缩的内容，解压后仍不是 JSON（内容类型 {contentType}：“{preview}”；{route}，{url}）。请检查中间网关压缩和转发的内容。',
    },
  },
  SITE_ENCODING_UNSUPPORTED: {
    category: 'malformed',
    details: ['status', 'contentEncoding', 'contentType', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with a body compressed as {contentEncoding}, which the console does not decode (it asks for gzip, deflate or br; content type {contentType}; {route}, {url}). Configure the gateway to send gzip or no compression.',
      'zh-CN':
        '服务以 HTTP {status} 返回了 {contentEncoding} 压缩的内容，控制台无法解码（控制台只接受 gzip、deflate 或 br；内容类型 {contentType}；{route}，{url}）。请将网关配置为发送 gzip 或不压缩。',
    },
  },
  SITE_NOT_ENVELOPE: {
    category: 'malformed',
    details: ['route', 'url'],
    words: {
      en: 'The service answered JSON that is not a site envelope ({route}, {url}). Check the address, or set the envelope field names in the profile.',
      'zh-CN': '服务返回的 JSON 不是站点响应信封（{route}，{url}）。请检查地址，或在配置档中设置信封字段名。',
    },
  },
  SITE_HTTP_STATUS: {
    category: 'http',
    details: ['status', 'preview', 'route', 'url', 'advice'],
    words: {
      en: 'The service answered HTTP {status} without a site answer (“{preview}”; {route}, {url}). {advice}',
      'zh-CN': '服务返回 HTTP {status}，但不是站点的应答（“{preview}”；{route}，{url}）。{advice}',
    },
  },
  SITE_UNEXPECTED_DATA: {
    category: 'malformed',
    details: ['route', 'url'],
    words: {
      en: 'The service answered success, but not with the data this operation returns ({route}, {url}). Check that the address points at the right service.',
      'zh-CN': '服务返回成功，但数据不是该操作应返回的内容（{route}，{url}）。请确认地址指向正确的服务。',
    },
  },
  SITE_PROBE_SUCCESS: {
    category: 'malformed',
    details: ['route', 'url'],
    words: {
      en: 'The service answered success to the probe’s made-up id, which no site has ({route}, {url}): a working service answers that it knows no such person, or that the request lacks a visitor. This is something else at that address (a health page, a stub, a gateway’s catch-all): check the address.',
      'zh-CN':
        '服务对探测用的虚构编号（任何站点都没有）返回了成功（{route}，{url}）：正常工作的服务会回答没有该人员，或请求缺少访客。该地址上是别的东西（健康检查页、桩服务或网关的兜底路由）：请检查地址。',
    },
  },
  SITE_DATA_FALSE: {
    category: 'envelope',
    words: {
      en: 'The elevator application answered success with data false: nothing was granted.',
      'zh-CN': '电梯应用返回成功但 data 为 false：未开通任何楼层。',
    },
  },
});
