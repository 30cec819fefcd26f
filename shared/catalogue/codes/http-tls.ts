// The HTTP client's TLS codes: a CA file or client certificate that cannot be used, a certificate not trusted.
import { defineCodes } from '../entry';

export const httpTlsCodes = defineCodes({
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
      'zh-CN':
        '{host} 要求客户端证书（双向 TLS），但配置档没有提供（{reason}；{url}）。服务器自身的证书已通过验证：请把站点为您签发的客户端证书加入配置档（PEM 证书和私钥，或 PKCS#12）。',
    },
    licenseServer: {
      en: '{host} requires a client certificate (mutual TLS) ({reason}; {url}), which the console does not present to the authorization service. Check that selfhosted.baseUrl is the authorization service’s address, not a gateway that requires client certificates.',
      'zh-CN':
        '{host} 要求客户端证书（双向 TLS）（{reason}；{url}），而控制台不向授权服务出示客户端证书。请确认 selfhosted.baseUrl 是授权服务的地址，而不是要求客户端证书的网关。',
    },
  },
  HTTP_TLS_CLIENT_CERT_REFUSED: {
    category: 'tls',
    details: ['host', 'reason', 'url'],
    words: {
      en: '{host} refused the profile’s client certificate ({reason}; {url}). The server’s own certificate was trusted: ask the site which CA its server accepts client certificates from, and whether this one is enrolled, expired or revoked.',
      'zh-CN':
        '{host} 拒绝了配置档中的客户端证书（{reason}；{url}）。服务器自身的证书已通过验证：请向站点确认其服务器接受哪个 CA 签发的客户端证书，以及此证书是否已登记、过期或被吊销。',
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
      'zh-CN':
        '与 {host} 的 TLS 握手失败（{reason}）。要求客户端证书（双向 TLS）的服务器在 TLS 1.2 下若未收到证书就会这样拒绝，而该配置档未出示客户端证书：如果现场给您签发了客户端证书，请将其添加到配置档；否则请确认该地址应使用 https，并检查配置档的 TLS 设置。',
    },
    licenseServer: {
      en: 'The TLS handshake with {host} failed ({reason}). A server that requires a client certificate (mutual TLS) refuses this way over TLS 1.2 when none is presented, and the console presents none to the authorization service: check that selfhosted.baseUrl should use https, and ask the site whether its authorization service requires client certificates.',
      'zh-CN':
        '与 {host} 的 TLS 握手失败（{reason}）。要求客户端证书（双向 TLS）的服务器在 TLS 1.2 下未收到证书时会这样拒绝，而控制台不向授权服务出示客户端证书：请确认 selfhosted.baseUrl 应使用 https，并向站点询问其授权服务是否要求客户端证书。',
    },
  },
});
