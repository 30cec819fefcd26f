// The HTTP client's codes: a configured address that did not answer, a certificate not trusted, an answer too large.
import { defineCodes } from '../entry';

export const httpCodes = defineCodes({
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
  HTTP_CA_FILE: {
    category: 'usage',
    details: ['reason'],
    words: {
      en: 'The CA file of the profile cannot be used ({reason}). Choose a PEM certificate file that exists.',
      'zh-CN': '配置档中的 CA 文件无法使用（{reason}）。请选择一个存在的 PEM 证书文件。',
    },
  },
  HTTP_CLIENT_CERT_FILE: {
    category: 'usage',
    details: ['reason', 'host'],
    words: {
      en: 'The client certificate of the profile cannot be used: {reason}. Nothing was sent to {host}.',
      'zh-CN': '配置档中的客户端证书无法使用：{reason}。未向 {host} 发送任何内容。',
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
  HTTP_TLS_UNTRUSTED: {
    category: 'tls',
    details: ['host', 'url'],
    words: {
      en: 'The certificate of {host} is not trusted ({url}). Add the site’s CA file to the profile, or pin the certificate’s SHA-256 fingerprint.',
      'zh-CN': '{host} 的证书不受信任（{url}）。请在配置档中添加站点的 CA 文件，或固定该证书的 SHA-256 指纹。',
    },
    licenseServer: {
      en: 'The certificate of {host} is not trusted ({url}). Check that selfhosted.baseUrl is the authorization service’s address, and ask the site which CA issued its certificate.',
      'zh-CN': '{host} 的证书不受信任（{url}）。请确认 selfhosted.baseUrl 是授权服务的地址，并向站点询问其证书由哪个 CA 签发。',
    },
  },
  HTTP_TLS_PIN_MISMATCH: {
    category: 'tls',
    details: ['host', 'presented'],
    words: {
      en: 'The certificate of {host} (SHA-256 {presented}) does not match the fingerprint pinned in the profile. If the site renewed its certificate, pin the new one; otherwise do not connect.',
      'zh-CN': '{host} 的证书（SHA-256 {presented}）与配置档中固定的指纹不符。如果站点更换了证书，请固定新指纹；否则不要连接。',
    },
  },
  HTTP_TLS_HOSTNAME: {
    category: 'tls',
    details: ['host', 'url'],
    words: {
      en: 'The certificate of {host} is not issued for that name ({url}). Use the host name the certificate names, or ask the site for a certificate that includes it.',
      'zh-CN': '{host} 的证书不是为该名称签发的（{url}）。请使用证书中的主机名，或请站点提供包含该名称的证书。',
    },
  },
  HTTP_TLS_CLIENT_CERT_REQUIRED: {
    category: 'tls',
    details: ['host', 'reason', 'url'],
    words: {
      en: '{host} requires a client certificate (mutual TLS), and the profile presents none ({reason}; {url}). The server’s own certificate was trusted: add the client certificate the site issued you to the profile (PEM certificate and key, or PKCS#12).',
      'zh-CN': '{host} 要求客户端证书（双向 TLS），但配置档没有提供（{reason}；{url}）。服务器自身的证书已通过验证：请把站点为您签发的客户端证书加入配置档（PEM 证书和私钥，或 PKCS#12）。',
    },
    licenseServer: {
      en: '{host} requires a client certificate (mutual TLS) ({reason}; {url}), which the console does not present to the authorization service. Check that selfhosted.baseUrl is the authorization service’s address, not a gateway that requires client certificates.',
      'zh-CN': '{host} 要求客户端证书（双向 TLS）（{reason}；{url}），而控制台不向授权服务出示客户端证书。请确认 selfhosted.baseUrl 是授权服务的地址，而不是要求客户端证书的网关。',
    },
  },
  HTTP_TLS_CLIENT_CERT_REFUSED: {
    category: 'tls',
    details: ['host', 'reason', 'url'],
    words: {
      en: '{host} refused the profile’s client certificate ({reason}; {url}). The server’s own certificate was trusted: ask the site which CA its server accepts client certificates from, and whether this one is enrolled, expired or revoked.',
      'zh-CN': '{host} 拒绝了配置档中的客户端证书（{reason}；{url}）。服务器自身的证书已通过验证：请向站点确认其服务器接受哪个 CA 签发的客户端证书，以及此证书是否已登记、过期或被吊销。',
    },
  },
  HTTP_TLS_EXPIRED: {
    category: 'tls',
    details: ['host', 'url'],
    words: {
      en: 'The certificate of {host} is expired or not yet valid ({url}). Check the laptop’s clock, or ask the site for a renewed certificate.',
      'zh-CN': '{host} 的证书已过期或尚未生效（{url}）。请检查本机时钟，或请站点更新证书。',
    },
  },
  HTTP_TLS_FAILED: {
    category: 'tls',
    details: ['host', 'reason'],
    words: {
      en: 'The TLS handshake with {host} failed ({reason}). Check that the address should use https, and the profile’s TLS settings.',
      'zh-CN': '与 {host} 的 TLS 握手失败（{reason}）。请确认该地址应使用 https，并检查配置档的 TLS 设置。',
    },
    licenseServer: {
      en: 'The TLS handshake with {host} failed ({reason}). Check that selfhosted.baseUrl should use https.',
      'zh-CN': '与 {host} 的 TLS 握手失败（{reason}）。请确认 selfhosted.baseUrl 应使用 https。',
    },
  },
  HTTP_TLS_FAILED_NO_CLIENT_CERTIFICATE: {
    category: 'tls',
    details: ['host', 'reason'],
    words: {
      en: 'The TLS handshake with {host} failed ({reason}). A server that requires a client certificate (mutual TLS) refuses this way over TLS 1.2 when none is presented, and the profile presents none: if the site issued you a client certificate, add it to the profile; otherwise check that the address should use https, and the profile’s TLS settings.',
      'zh-CN': '与 {host} 的 TLS 握手失败（{reason}）。要求客户端证书（双向 TLS）的服务器在 TLS 1.2 下若未收到证书就会这样拒绝，而该配置档未出示客户端证书：如果现场给您签发了客户端证书，请将其添加到配置档；否则请确认该地址应使用 https，并检查配置档的 TLS 设置。',
    },
    licenseServer: {
      en: 'The TLS handshake with {host} failed ({reason}). A server that requires a client certificate (mutual TLS) refuses this way over TLS 1.2 when none is presented, and the console presents none to the authorization service: check that selfhosted.baseUrl should use https, and ask the site whether its authorization service requires client certificates.',
      'zh-CN': '与 {host} 的 TLS 握手失败（{reason}）。要求客户端证书（双向 TLS）的服务器在 TLS 1.2 下未收到证书时会这样拒绝，而控制台不向授权服务出示客户端证书：请确认 selfhosted.baseUrl 应使用 https，并向站点询问其授权服务是否要求客户端证书。',
    },
  },
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
      'zh-CN': '{host} 返回了 {encodedBytes} 字节的 {coding} 压缩内容，解压后将超过 8 MiB（{url}）：这是解压炸弹，已拒绝。这不是站点服务的应答，请检查地址以及中间的网关。',
    },
    licenseServer: {
      en: '{host} answered {encodedBytes} bytes of {coding} that would decompress to more than 8 MiB ({url}): a decompression bomb, refused. This is not an answer of the authorization service: check selfhosted.baseUrl and the gateway in between.',
      'zh-CN': '{host} 返回了 {encodedBytes} 字节的 {coding} 压缩内容，解压后将超过 8 MiB（{url}）：这是解压炸弹，已拒绝。这不是授权服务的应答，请检查 selfhosted.baseUrl 以及中间的网关。',
    },
  },
  HTTP_BAD_CONTENT_CODING: {
    category: 'malformed',
    details: ['host', 'status', 'coding', 'contentType', 'reason', 'url'],
    words: {
      en: '{host} answered HTTP {status} labelled {coding} (content type {contentType}) but the bytes are not {coding} ({reason}; {url}). Check the gateway’s compression settings (nginx gzip, gunzip) or a proxy that rewrites bodies.',
      'zh-CN': '{host} 返回 HTTP {status}，声明应答为 {coding} 压缩（内容类型 {contentType}），但内容并不是 {coding}（{reason}；{url}）。请检查网关的压缩设置（nginx gzip、gunzip）或改写应答内容的代理。',
    },
  },
  HTTP_BODY_CUT_SHORT: {
    category: 'malformed',
    details: ['host', 'status', 'encodedBytes', 'coding', 'contentType', 'reason', 'url'],
    words: {
      en: '{host} answered HTTP {status} with {encodedBytes} bytes of {coding} (content type {contentType}) that stop before the compressed data ends ({reason}; {url}): the answer was cut short on its way. Check the gateway’s buffering and timeouts (nginx proxy_buffering, proxy_read_timeout), then try again.',
      'zh-CN': '{host} 返回 HTTP {status}，其 {encodedBytes} 字节的 {coding} 压缩数据在结束前中断（内容类型 {contentType}；{reason}；{url}）：应答在途中被截断。请检查网关的缓冲和超时设置（nginx proxy_buffering、proxy_read_timeout）后重试。',
    },
  },
  HTTP_HEADERS_TOO_LARGE: {
    category: 'malformed',
    details: ['host', 'limitKiB', 'url'],
    words: {
      en: '{host} answered, but the headers of its answer were too large to read (over {limitKiB} KiB; {url}). A site service sends a few: check the address, or a proxy in between that adds headers.',
      'zh-CN': '{host} 已应答，但应答头过大（超过 {limitKiB} KiB；{url}），无法读取。站点服务只发送少量应答头：请检查地址，或中间添加应答头的代理。',
    },
    licenseServer: {
      en: '{host} answered, but the headers of its answer were too large to read (over {limitKiB} KiB; {url}). The authorization service sends a few: check selfhosted.baseUrl, or a proxy in between that adds headers.',
      'zh-CN': '{host} 已应答，但应答头过大（超过 {limitKiB} KiB；{url}），无法读取。授权服务只发送少量应答头：请检查 selfhosted.baseUrl，或中间添加应答头的代理。',
    },
  },
  HTTP_INTERIM_ANSWER: {
    category: 'http',
    details: ['host', 'method', 'url'],
    words: {
      en: '{host} answered with an interim status (1xx, such as 100 Continue) where a final answer was due ({method} {url}). The console did not ask for one: check the service, or a proxy in between.',
      'zh-CN': '{host} 在应给出最终应答时返回了临时状态（1xx，例如 100 Continue）（{method} {url}）。控制台并未请求临时应答：请检查该服务，或中间的代理。',
    },
  },
});
