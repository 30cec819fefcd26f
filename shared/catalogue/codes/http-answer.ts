// The HTTP client's answer codes: an answer too large, cut short or not decodable.
import { defineCodes } from '../entry';

export const httpAnswerCodes = defineCodes({
  HTTP_TOO_LARGE: {
    category: 'malformed',
    details: ['host', 'url'],
    words: {
      en: '{host} answered more than 8 MiB ({url}): this is not an answer of a site service. Check the address.',
      'zh-CN': '{host} 的应答超过 8 MiB（{url}），不是站点服务的应答。请检查地址。',
    },
    licenseServer: {
      en: '{host} answered more than 8 MiB ({url}): this is not an answer of the authorization service. Check selfhosted.baseUrl in the configuration document.',
      'zh-CN': '{host} 的应答超过 8 MiB（{url}）：这不是授权服务的应答。请检查配置文档中的 selfhosted.baseUrl。',
    },
  },
  HTTP_DECOMPRESSION_BOMB: {
    category: 'malformed',
    details: ['host', 'encodedBytes', 'coding', 'url'],
    words: {
      en: '{host} answered {encodedBytes} bytes of {coding} that would decompress to more than 8 MiB ({url}): a decompression bomb, refused. This is not an answer of a site service: check the address and the gateway in between.',
      'zh-CN':
        '{host} 返回了 {encodedBytes} 字节的 {coding} 压缩内容，解压后将超过 8 MiB（{url}）：这是解压炸弹，已拒绝。这不是站点服务的应答，请检查地址以及中间的网关。',
    },
    licenseServer: {
      en: '{host} answered {encodedBytes} bytes of {coding} that would decompress to more than 8 MiB ({url}): a decompression bomb, refused. This is not an answer of the authorization service: check selfhosted.baseUrl and the gateway in between.',
      'zh-CN':
        '{host} 返回了 {encodedBytes} 字节的 {coding} 压缩内容，解压后将超过 8 MiB（{url}）：这是解压炸弹，已拒绝。这不是授权服务的应答，请检查 selfhosted.baseUrl 以及中间的网关。',
    },
  },
  HTTP_BAD_CONTENT_CODING: {
    category: 'malformed',
    details: ['host', 'status', 'coding', 'contentType', 'reason', 'url'],
    words: {
      en: '{host} answered HTTP {status} labelled {coding} (content type {contentType}) but the bytes are not {coding} ({reason}; {url}). Check the gateway’s compression settings (nginx gzip, gunzip) or a proxy that rewrites bodies.',
      'zh-CN':
        '{host} 返回 HTTP {status}，声明应答为 {coding} 压缩（内容类型 {contentType}），但内容并不是 {coding}（{reason}；{url}）。请检查网关的压缩设置（nginx gzip、gunzip）或改写应答内容的代理。',
    },
  },
  HTTP_BODY_CUT_SHORT: {
    category: 'malformed',
    details: ['host', 'status', 'encodedBytes', 'coding', 'contentType', 'reason', 'url'],
    words: {
      en: '{host} answered HTTP {status} with {encodedBytes} bytes of {coding} (content type {contentType}) that stop before the compressed data ends ({reason}; {url}): the answer was cut short on its way. Check the gateway’s buffering and timeouts (nginx proxy_buffering, proxy_read_timeout), then try again.',
      'zh-CN':
        '{host} 返回 HTTP {status}，其 {encodedBytes} 字节的 {coding} 压缩数据在结束前中断（内容类型 {contentType}；{reason}；{url}）：应答在途中被截断。请检查网关的缓冲和超时设置（nginx proxy_buffering、proxy_read_timeout）后重试。',
    },
  },
  HTTP_HEADERS_TOO_LARGE: {
    category: 'malformed',
    details: ['host', 'limitKiB', 'url'],
    words: {
      en: '{host} answered, but the headers of its answer were too large to read (over {limitKiB} KiB; {url}). A site service sends a few: check the address, or a proxy in between that adds headers.',
      'zh-CN':
        '{host} 已应答，但应答头过大（超过 {limitKiB} KiB；{url}），无法读取。站点服务只发送少量应答头：请检查地址，或中间添加应答头的代理。',
    },
    licenseServer: {
      en: '{host} answered, but the headers of its answer were too large to read (over {limitKiB} KiB; {url}). The authorization service sends a few: check selfhosted.baseUrl, or a proxy in between that adds headers.',
      'zh-CN':
        '{host} 已应答，但应答头过大（超过 {limitKiB} KiB；{url}），无法读取。授权服务只发送少量应答头：请检查 selfhosted.baseUrl，或中间添加应答头的代理。',
    },
  },
  HTTP_INTERIM_ANSWER: {
    category: 'http',
    details: ['host', 'method', 'url'],
    words: {
      en: '{host} answered with an interim status (1xx, such as 100 Continue) where a final answer was due ({method} {url}). The console did not ask for one: check the service, or a proxy in between.',
      'zh-CN':
        '{host} 在应给出最终应答时返回了临时状态（1xx，例如 100 Continue）（{method} {url}）。控制台并未请求临时应答：请检查该服务，或中间的代理。',
    },
  },
});
