// The HTTP client's TLS codes: a CA file or client certificate that cannot be used, a certificate not trusted.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { httpTlsCodes } from '../codes/http-tls';

export const httpTlsExplanations = defineExplanations<typeof httpTlsCodes>()({
  HTTP_CA_FILE: {
    explain: {
      en: {
        causes: [
          'The CA file named in the profile was moved, renamed or is on a USB stick that is not plugged in.',
          'The file is not a PEM certificate: the site gave a .cer in DER form, a .p7b bundle, or a private key by mistake.',
        ],
        next: [
          'Choose the CA file again in the site profile (Choose the CA file), from a folder that stays on the laptop.',
          'If the site gave it in DER or .p7b form, ask the site administrator for the CA certificate in PEM form (text beginning with BEGIN CERTIFICATE).',
        ],
      },
      'zh-CN': {
        causes: [
          '配置档中指定的 CA 文件已被移动、重命名，或位于未插入的 U 盘上。',
          '该文件不是 PEM 证书：站点给的是 DER 格式的 .cer、.p7b 证书包，或误给了私钥。',
        ],
        next: [
          '在站点配置档中重新选择 CA 文件，放在笔记本上固定的文件夹中。',
          '如果站点给的是 DER 或 .p7b 格式，请向站点管理员索取 PEM 格式（以 BEGIN CERTIFICATE 开头的文本）的 CA 证书。',
        ],
      },
    },
    guide: 'first-visit',
  },
  HTTP_CLIENT_CERT_FILE: {
    explain: {
      en: {
        causes: [
          'The client certificate or its key file was moved, or is on a USB stick that is not plugged in.',
          'The certificate and key do not belong together, the key’s passphrase is wrong, or the PKCS#12 file’s passphrase is wrong.',
          'The file is in a form the profile does not expect (a .pfx chosen as PEM, or the other way round).',
        ],
        next: [
          'Choose the certificate and key again in the site profile, with the right kind (PEM certificate and key, or PKCS#12).',
          'Enter the passphrase of the key or PKCS#12 file again, exactly as the site gave it.',
          'If they still do not match, ask the site administrator for the certificate and key issued to you as one pair.',
        ],
      },
      'zh-CN': {
        causes: [
          '客户端证书或其私钥文件已被移动，或位于未插入的 U 盘上。',
          '证书与私钥不配对、私钥口令错误，或 PKCS#12 文件的口令错误。',
          '文件格式与配置档中选择的不符（把 .pfx 当作 PEM 选择，或反之）。',
        ],
        next: [
          '在站点配置档中按正确的类型（PEM 证书和私钥，或 PKCS#12）重新选择证书和私钥。',
          '按站点提供的原样重新输入私钥或 PKCS#12 文件的口令。',
          '如果仍不匹配，请向站点管理员索取发给您的成对的证书和私钥。',
        ],
      },
    },
    guide: 'first-visit',
  },
  HTTP_TLS_UNTRUSTED: {
    explain: {
      en: {
        causes: [
          'The site’s services use certificates from the site’s own CA (or self-signed ones), which the laptop does not trust.',
          'A proxy or security appliance on the site’s network intercepts https with its own certificate.',
        ],
        next: [
          'Ask the site administrator for the site’s CA certificate (PEM) and set it as the CA file in the site profile; or pin the service certificate’s SHA-256 fingerprint there, read to you by the site.',
          'For the license server, check that selfhosted.baseUrl is the authorization service and ask the site which CA issued its certificate.',
          'Then run Check the active profile.',
        ],
      },
      'zh-CN': {
        causes: [
          '站点服务使用的是站点自己的 CA 签发（或自签名）的证书，笔记本不信任。',
          '站点网络中的代理或安全设备用自己的证书拦截了 https。',
        ],
        next: [
          '向站点管理员索取站点的 CA 证书（PEM），并在站点配置档中设为 CA 文件；或在那里填写站点告知的服务证书 SHA-256 指纹作为固定证书。',
          '对于授权服务器，请确认 selfhosted.baseUrl 是授权服务，并询问站点其证书由哪个 CA 签发。',
          '然后点击“检查当前配置档”。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_TLS_PIN_MISMATCH: {
    explain: {
      en: {
        causes: [
          'The site renewed or replaced the service’s certificate (a yearly renewal, a new gateway), so the pinned fingerprint is old.',
          'The address now reaches another machine or a proxy that intercepts https: this is exactly what the pin is there to catch.',
        ],
        next: [
          'Do not connect until you know why.',
          'Ask the site administrator, by phone or in person, whether the certificate was renewed and what its SHA-256 fingerprint is.',
          'If it matches the one in the message, pin the new fingerprint in the site profile; otherwise report it to the site’s security contact.',
        ],
      },
      'zh-CN': {
        causes: [
          '站点更新或更换了服务证书（每年续期、新网关），因此固定的指纹已过时。',
          '地址现在指向了另一台机器或拦截 https 的代理：这正是固定证书要发现的情况。',
        ],
        next: [
          '在弄清原因之前不要连接。',
          '通过电话或当面询问站点管理员证书是否已续期，以及其 SHA-256 指纹。',
          '如果与信息中的指纹一致，请在站点配置档中固定新指纹；否则请报告站点的安全负责人。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_TLS_HOSTNAME: {
    explain: {
      en: {
        causes: [
          'The profile uses the service’s IP address, but its certificate names a host name (or the other way round).',
          'The certificate was issued for the gateway’s name while the profile calls the service directly, or for another site’s name.',
        ],
        next: [
          'Use the host name the certificate names in the site profile (add a hosts entry if the site’s DNS does not resolve it).',
          'Or ask the site administrator for a certificate that includes the name or IP address you use.',
        ],
      },
      'zh-CN': {
        causes: [
          '配置档使用的是服务的 IP 地址，而其证书中写的是主机名（或反之）。',
          '证书是为网关的名称签发的，而配置档直接调用服务；或证书属于其他站点的名称。',
        ],
        next: [
          '在站点配置档中使用证书所写的主机名（如果站点 DNS 无法解析，请添加 hosts 条目）。',
          '或向站点管理员索取包含您所用名称或 IP 地址的证书。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_TLS_CLIENT_CERT_REQUIRED: {
    explain: {
      en: {
        causes: [
          'The site’s gateway or service requires mutual TLS and no client certificate is set in the site profile.',
          'For the license server: selfhosted.baseUrl points at a gateway that requires client certificates, rather than at the authorization service.',
        ],
        next: [
          'Ask the site administrator for the client certificate issued to you (PEM certificate and key, or PKCS#12) and add it to the site profile.',
          'For the license server, check selfhosted.baseUrl with the site: the console presents no client certificate to the authorization service.',
        ],
      },
      'zh-CN': {
        causes: [
          '站点的网关或服务要求双向 TLS，而站点配置档中未设置客户端证书。',
          '对于授权服务器：selfhosted.baseUrl 指向的是要求客户端证书的网关，而不是授权服务本身。',
        ],
        next: [
          '向站点管理员索取发给您的客户端证书（PEM 证书和私钥，或 PKCS#12），并添加到站点配置档中。',
          '对于授权服务器，请与站点核对 selfhosted.baseUrl：控制台不会向授权服务出示客户端证书。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_TLS_CLIENT_CERT_REFUSED: {
    explain: {
      en: {
        causes: [
          'The client certificate was issued by a CA the server does not accept (a test CA, another site’s CA).',
          'It has expired, was revoked, or is not yet enrolled on the server.',
        ],
        next: [
          'Tell the site administrator the certificate’s subject and expiry date, and ask which CA the server accepts client certificates from.',
          'Add the certificate they issue or re-enrol to the site profile, then run Check the active profile.',
        ],
      },
      'zh-CN': {
        causes: ['客户端证书由服务器不接受的 CA 签发（测试 CA、其他站点的 CA）。', '证书已过期、已吊销，或尚未在服务器上登记。'],
        next: [
          '把证书的主题和到期日期告诉站点管理员，询问服务器接受哪个 CA 签发的客户端证书。',
          '把他们签发或重新登记的证书添加到站点配置档中，然后点击“检查当前配置档”。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_TLS_EXPIRED: {
    explain: {
      en: {
        causes: [
          'The laptop’s clock is wrong (a flat battery, a wrong time zone, no NTP on the site network).',
          'The site’s certificate has really expired, which often happens on sites that renew by hand.',
        ],
        next: [
          'Check the laptop’s date, time and time zone; the Site view’s connectivity check shows how far the site’s clock is off.',
          'If the clock is right, ask the site administrator to renew the service’s certificate.',
        ],
      },
      'zh-CN': {
        causes: ['笔记本时钟不对（电池没电、时区错误、站点网络没有 NTP）。', '站点证书确实已过期，这在手工续期证书的站点上很常见。'],
        next: [
          '检查笔记本的日期、时间和时区；“站点”视图中的连通性检查会显示站点时钟的偏差。',
          '如果时钟正确，请站点管理员续期该服务的证书。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_TLS_FAILED: {
    explain: {
      en: {
        causes: [
          'The address uses https against a port that speaks plain http (or the other way round).',
          'The server offers only old TLS versions or ciphers the console refuses, or a proxy interferes with the handshake.',
        ],
        next: [
          'Check whether the service expects http or https, and correct the address in the site profile (or selfhosted.baseUrl).',
          'If https is right, export the call with Export HAR… and send it with the message to the site administrator, asking which TLS versions the server offers.',
        ],
      },
      'zh-CN': {
        causes: ['对只支持普通 http 的端口使用了 https（或反之）。', '服务器只提供控制台拒绝的旧版 TLS 或加密套件，或代理干扰了握手。'],
        next: [
          '确认服务使用 http 还是 https，并在站点配置档（或 selfhosted.baseUrl）中修正地址。',
          '如果 https 没错，请用“导出 HAR…”导出该调用，连同信息发给站点管理员，询问服务器支持哪些 TLS 版本。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_TLS_FAILED_NO_CLIENT_CERTIFICATE: {
    explain: {
      en: {
        causes: [
          'The server requires a client certificate and, over TLS 1.2, simply breaks the handshake when none is presented.',
          'Or the address is wrong for https, as for any failed handshake.',
        ],
        next: [
          'Ask the site administrator whether the service requires client certificates; if so, add the one issued to you to the site profile.',
          'Otherwise check that the address should use https.',
        ],
      },
      'zh-CN': {
        causes: ['服务器要求客户端证书，在 TLS 1.2 下未出示证书时会直接中断握手。', '或者与其他握手失败一样，地址不应使用 https。'],
        next: [
          '询问站点管理员该服务是否要求客户端证书；如果要求，请把发给您的证书添加到站点配置档中。',
          '否则请确认地址是否应使用 https。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
});
