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
        causes: ['地址缺少 http:// 或 https://、协议拼写有误，或带有从聊天记录或 PDF 中复制来的空格、全角字符。', '地址是从站点文档中复制的，其中仍留有占位内容。'],
        next: ['在“站点”视图中修正站点配置档的地址，或在配置文档中修正 selfhosted.baseUrl，格式为 http://主机:端口/路径。', '然后点击“检查当前配置档”。'],
      },
    },
    guide: 'first-visit',
  },
  HTTP_CA_FILE: {
    category: 'usage',
    details: ['reason'],
    words: {
      en: 'The CA file of the profile cannot be used ({reason}). Choose a PEM certificate file that exists.',
      'zh-CN': '配置档中的 CA 文件无法使用（{reason}）。请选择一个存在的 PEM 证书文件。',
    },
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
        causes: ['配置档中指定的 CA 文件已被移动、重命名，或位于未插入的 U 盘上。', '该文件不是 PEM 证书：站点给的是 DER 格式的 .cer、.p7b 证书包，或误给了私钥。'],
        next: ['在站点配置档中重新选择 CA 文件，放在笔记本上固定的文件夹中。', '如果站点给的是 DER 或 .p7b 格式，请向站点管理员索取 PEM 格式（以 BEGIN CERTIFICATE 开头的文本）的 CA 证书。'],
      },
    },
    guide: 'first-visit',
  },
  HTTP_CLIENT_CERT_FILE: {
    category: 'usage',
    details: ['reason', 'host'],
    words: {
      en: 'The client certificate of the profile cannot be used: {reason}. Nothing was sent to {host}.',
      'zh-CN': '配置档中的客户端证书无法使用：{reason}。未向 {host} 发送任何内容。',
    },
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
        causes: ['客户端证书或其私钥文件已被移动，或位于未插入的 U 盘上。', '证书与私钥不配对、私钥口令错误，或 PKCS#12 文件的口令错误。', '文件格式与配置档中选择的不符（把 .pfx 当作 PEM 选择，或反之）。'],
        next: ['在站点配置档中按正确的类型（PEM 证书和私钥，或 PKCS#12）重新选择证书和私钥。', '按站点提供的原样重新输入私钥或 PKCS#12 文件的口令。', '如果仍不匹配，请向站点管理员索取发给您的成对的证书和私钥。'],
      },
    },
    guide: 'first-visit',
  },
  HTTP_CANCELLED: {
    category: 'usage',
    details: ['url'],
    words: {
      en: 'The call to {url} was cancelled before an answer arrived.',
      'zh-CN': '对 {url} 的调用在收到应答前已取消。',
    },
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
        next: ['把笔记本接入站点网络或 VPN，然后在“站点”视图中点击“检查当前配置档”。', '逐字核对站点配置档（或 selfhosted.baseUrl）中的主机名。', '向站点管理员索取该服务的 IP 地址或 hosts 条目并添加。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_REFUSED: {
    category: 'network',
    details: ['host', 'method', 'url'],
    words: {
      en: '{host} refused the connection ({method} {url}). Check that the service is running and listening on that port.',
      'zh-CN': '{host} 拒绝了连接（{method} {url}）。请确认该服务正在运行并监听该端口。',
    },
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
        causes: ['该主机上服务未运行，或监听的端口与地址中的不同（服务端口和网关端口常被混淆）。', '服务正在重启，或服务器上的本地防火墙拒绝了笔记本。', '对于演示站点：它已停止，或控制台重启后没有再次启动演示站点。'],
        next: ['对照站点的服务清单核对站点配置档（或 selfhosted.baseUrl）中的端口。', '询问站点管理员服务是否在运行；演示站点请点击“启动演示站点”。', '然后在“站点”视图中点击“检查当前配置档”。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_RESET: {
    category: 'network',
    details: ['host', 'method', 'url'],
    words: {
      en: '{host} closed or reset the connection before the answer was complete ({method} {url}). Check the service’s logs, or a proxy or firewall in between.',
      'zh-CN': '{host} 在应答完成前关闭或重置了连接（{method} {url}）。请查看该服务的日志，或检查中间的代理和防火墙。',
    },
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
        causes: ['笔记本与服务之间的防火墙、代理或网关切断了连接（空闲超时、请求大小限制、安全设备）。', '服务在应答期间崩溃或重启。', '对使用 https 的端口用了 http，或反之。'],
        next: ['先重试一次，然后在“站点”视图中点击“检查当前配置档”。', '确认地址使用的是服务所要求的 http 或 https。', '如果反复出现，请在“站点调用记录”中用“导出 HAR…”导出该调用，请站点管理员检查该时间点的服务和网关日志。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_NETWORK: {
    category: 'network',
    details: ['host', 'reason', 'method', 'url'],
    words: {
      en: '{host} could not be reached ({reason}; {method} {url}). Check the cable, Wi-Fi or VPN and the address.',
      'zh-CN': '无法连接 {host}（{reason}；{method} {url}）。请检查网线、Wi-Fi 或 VPN 以及地址。',
    },
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
        causes: ['笔记本不在站点网络中：网线未插、连错了 Wi-Fi，或 VPN 已断开。', '从当前位置没有到达该地址的路由（从外部访问站点内网 IP、子网不对）。'],
        next: ['检查网线、Wi-Fi 或 VPN，并确认笔记本在站点网络中有地址。', '在“站点”视图中点击“检查当前配置档”，查看哪些服务可达。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_CONNECT_TIMEOUT: {
    category: 'timeout',
    details: ['host', 'connectMs', 'method', 'url'],
    words: {
      en: '{host} did not accept a connection within {connectMs} ms ({method} {url}). Check the address, the network path and any firewall.',
      'zh-CN': '{host} 在 {connectMs} 毫秒内未接受连接（{method} {url}）。请检查地址、网络路径和防火墙。',
    },
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
        causes: ['防火墙静默丢弃了笔记本的连接（笔记本地址不在站点的白名单中）。', '地址指向已关机的机器，或其他网段的 IP。', '站点网络较慢或 VPN 拥堵，而配置档的连接超时较短。'],
        next: ['核对地址，并询问站点管理员笔记本的 IP 地址是否已在防火墙上放行。', '在“站点”视图中点击“检查当前配置档”；如果只是网络较慢，请在站点配置档中调高“连接超时（毫秒）”。'],
      },
    },
    guide: 'when-a-call-fails',
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
        causes: ['服务过载或卡住，常见于等待其后端服务（电梯应用等待组织服务或人脸库）。', '网关滞留了请求，或配置档的请求超时比站点服务在忙时所需的更短。'],
        next: ['稍后重试。', '对该调用点击“查看调用链”，查看哪一跳较慢。', '如果站点只是较慢，请在站点配置档中调高“请求超时（毫秒）”；如果服务卡住，请用“导出 HAR…”导出调用发给站点管理员，请其检查服务日志。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_BODY_TIMEOUT: {
    category: 'timeout',
    details: ['host', 'requestMs', 'method', 'url'],
    words: {
      en: '{host} started an answer and then stalled; it was not complete after {requestMs} ms ({method} {url}). Try again and check the service’s logs.',
      'zh-CN': '{host} 开始应答后中断，{requestMs} 毫秒后仍未完成（{method} {url}）。请重试并查看该服务的日志。',
    },
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
        causes: ['服务开始应答后停止发送：写入时卡住，或代理、网关缓冲并拖住了应答。', '到站点的网络不稳定（Wi-Fi 信号弱、VPN 时断时续）。'],
        next: ['重试，尽量使用更稳定的网络。', '如果反复出现，请用“导出 HAR…”导出该调用，请站点管理员检查该时间点的服务和网关日志。'],
      },
    },
    guide: 'when-a-call-fails',
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
        causes: ['站点服务使用的是站点自己的 CA 签发（或自签名）的证书，笔记本不信任。', '站点网络中的代理或安全设备用自己的证书拦截了 https。'],
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
    category: 'tls',
    details: ['host', 'presented'],
    words: {
      en: 'The certificate of {host} (SHA-256 {presented}) does not match the fingerprint pinned in the profile. If the site renewed its certificate, pin the new one; otherwise do not connect.',
      'zh-CN': '{host} 的证书（SHA-256 {presented}）与配置档中固定的指纹不符。如果站点更换了证书，请固定新指纹；否则不要连接。',
    },
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
        causes: ['站点更新或更换了服务证书（每年续期、新网关），因此固定的指纹已过时。', '地址现在指向了另一台机器或拦截 https 的代理：这正是固定证书要发现的情况。'],
        next: ['在弄清原因之前不要连接。', '通过电话或当面询问站点管理员证书是否已续期，以及其 SHA-256 指纹。', '如果与信息中的指纹一致，请在站点配置档中固定新指纹；否则请报告站点的安全负责人。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_TLS_HOSTNAME: {
    category: 'tls',
    details: ['host', 'url'],
    words: {
      en: 'The certificate of {host} is not issued for that name ({url}). Use the host name the certificate names, or ask the site for a certificate that includes it.',
      'zh-CN': '{host} 的证书不是为该名称签发的（{url}）。请使用证书中的主机名，或请站点提供包含该名称的证书。',
    },
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
        causes: ['配置档使用的是服务的 IP 地址，而其证书中写的是主机名（或反之）。', '证书是为网关的名称签发的，而配置档直接调用服务；或证书属于其他站点的名称。'],
        next: ['在站点配置档中使用证书所写的主机名（如果站点 DNS 无法解析，请添加 hosts 条目）。', '或向站点管理员索取包含您所用名称或 IP 地址的证书。'],
      },
    },
    guide: 'when-a-call-fails',
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
        causes: ['站点的网关或服务要求双向 TLS，而站点配置档中未设置客户端证书。', '对于授权服务器：selfhosted.baseUrl 指向的是要求客户端证书的网关，而不是授权服务本身。'],
        next: ['向站点管理员索取发给您的客户端证书（PEM 证书和私钥，或 PKCS#12），并添加到站点配置档中。', '对于授权服务器，请与站点核对 selfhosted.baseUrl：控制台不会向授权服务出示客户端证书。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_TLS_CLIENT_CERT_REFUSED: {
    category: 'tls',
    details: ['host', 'reason', 'url'],
    words: {
      en: '{host} refused the profile’s client certificate ({reason}; {url}). The server’s own certificate was trusted: ask the site which CA its server accepts client certificates from, and whether this one is enrolled, expired or revoked.',
      'zh-CN': '{host} 拒绝了配置档中的客户端证书（{reason}；{url}）。服务器自身的证书已通过验证：请向站点确认其服务器接受哪个 CA 签发的客户端证书，以及此证书是否已登记、过期或被吊销。',
    },
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
        next: ['把证书的主题和到期日期告诉站点管理员，询问服务器接受哪个 CA 签发的客户端证书。', '把他们签发或重新登记的证书添加到站点配置档中，然后点击“检查当前配置档”。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_TLS_EXPIRED: {
    category: 'tls',
    details: ['host', 'url'],
    words: {
      en: 'The certificate of {host} is expired or not yet valid ({url}). Check the laptop’s clock, or ask the site for a renewed certificate.',
      'zh-CN': '{host} 的证书已过期或尚未生效（{url}）。请检查本机时钟，或请站点更新证书。',
    },
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
        next: ['检查笔记本的日期、时间和时区；“站点”视图中的连通性检查会显示站点时钟的偏差。', '如果时钟正确，请站点管理员续期该服务的证书。'],
      },
    },
    guide: 'when-a-call-fails',
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
        next: ['确认服务使用 http 还是 https，并在站点配置档（或 selfhosted.baseUrl）中修正地址。', '如果 https 没错，请用“导出 HAR…”导出该调用，连同信息发给站点管理员，询问服务器支持哪些 TLS 版本。'],
      },
    },
    guide: 'when-a-call-fails',
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
        next: ['询问站点管理员该服务是否要求客户端证书；如果要求，请把发给您的证书添加到站点配置档中。', '否则请确认地址是否应使用 https。'],
      },
    },
    guide: 'when-a-call-fails',
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
    explain: {
      en: {
        causes: [
          'The address points at something other than the site service: a file download, a web application, a log viewer.',
          'A gateway answers with a large error page or a redirect target in place of the service.',
        ],
        next: [
          'Check the address in the site profile (or selfhosted.baseUrl) against the site’s service list.',
          'Run Check the active profile; export the call with Export HAR… if the site vendor needs to see it.',
        ],
      },
      'zh-CN': {
        causes: ['地址指向的不是站点服务：文件下载、Web 应用、日志查看器。', '网关返回了大的错误页面或跳转目标，而不是服务本身。'],
        next: ['对照站点的服务清单核对站点配置档（或 selfhosted.baseUrl）中的地址。', '点击“检查当前配置档”；如果站点厂商需要查看，请用“导出 HAR…”导出该调用。'],
      },
    },
    guide: 'when-a-call-fails',
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
    explain: {
      en: {
        causes: [
          'A gateway or proxy compresses something that is not the service’s answer (a large file, a broken page), or the address is not the site service.',
          'Something on the path is hostile; the console refuses such answers to protect the laptop.',
        ],
        next: [
          'Check the address in the site profile (or selfhosted.baseUrl).',
          'Export the call with Export HAR… and send it to the site administrator, asking what the gateway in between serves at that address.',
        ],
      },
      'zh-CN': {
        causes: ['网关或代理压缩的不是服务的应答（大文件、损坏的页面），或者地址不是站点服务。', '链路上有恶意内容；控制台拒绝此类应答以保护笔记本。'],
        next: ['核对站点配置档（或 selfhosted.baseUrl）中的地址。', '用“导出 HAR…”导出该调用发给站点管理员，询问中间的网关在该地址提供的是什么。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_BAD_CONTENT_CODING: {
    category: 'malformed',
    details: ['host', 'status', 'coding', 'contentType', 'reason', 'url'],
    words: {
      en: '{host} answered HTTP {status} labelled {coding} (content type {contentType}) but the bytes are not {coding} ({reason}; {url}). Check the gateway’s compression settings (nginx gzip, gunzip) or a proxy that rewrites bodies.',
      'zh-CN': '{host} 返回 HTTP {status}，声明应答为 {coding} 压缩（内容类型 {contentType}），但内容并不是 {coding}（{reason}；{url}）。请检查网关的压缩设置（nginx gzip、gunzip）或改写应答内容的代理。',
    },
    explain: {
      en: {
        causes: [
          'A gateway (nginx with gzip or gunzip, a load balancer) labels the answer as compressed but sends it plain, or compresses it twice.',
          'A proxy on the site’s network rewrites bodies and keeps the old header.',
        ],
        next: [
          'Export the call with Export HAR… from the Site call log.',
          'Send it to the site administrator, asking them to check the gateway’s compression settings for that route.',
          'Meanwhile try the direct route if the profile has one.',
        ],
      },
      'zh-CN': {
        causes: ['网关（启用 gzip 或 gunzip 的 nginx、负载均衡器）把应答标记为压缩，实际却未压缩，或压缩了两次。', '站点网络中的代理改写了正文却保留了原来的头部。'],
        next: ['在“站点调用记录”中用“导出 HAR…”导出该调用。', '发给站点管理员，请其检查该路由上网关的压缩设置。', '在此期间，如果配置档有直连路由，可以试试直连。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_BODY_CUT_SHORT: {
    category: 'malformed',
    details: ['host', 'status', 'encodedBytes', 'coding', 'contentType', 'reason', 'url'],
    words: {
      en: '{host} answered HTTP {status} with {encodedBytes} bytes of {coding} (content type {contentType}) that stop before the compressed data ends ({reason}; {url}): the answer was cut short on its way. Check the gateway’s buffering and timeouts (nginx proxy_buffering, proxy_read_timeout), then try again.',
      'zh-CN': '{host} 返回 HTTP {status}，其 {encodedBytes} 字节的 {coding} 压缩数据在结束前中断（内容类型 {contentType}；{reason}；{url}）：应答在途中被截断。请检查网关的缓冲和超时设置（nginx proxy_buffering、proxy_read_timeout）后重试。',
    },
    explain: {
      en: {
        causes: [
          'A gateway or proxy cut the compressed answer off (a buffer or size limit, a timeout while relaying).',
          'The network dropped during the answer (weak Wi-Fi, a VPN reconnect).',
        ],
        next: [
          'Try again on a steady network.',
          'If it repeats, export the call with Export HAR… and ask the site administrator to check the gateway’s buffer and timeout settings.',
        ],
      },
      'zh-CN': {
        causes: ['网关或代理截断了压缩的应答（缓冲区或大小限制、转发超时）。', '应答期间网络中断（Wi-Fi 信号弱、VPN 重连）。'],
        next: ['在稳定的网络下重试。', '如果反复出现，请用“导出 HAR…”导出该调用，请站点管理员检查网关的缓冲区和超时设置。'],
      },
    },
    guide: 'when-a-call-fails',
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
    explain: {
      en: {
        causes: [
          'A proxy or single sign-on gateway in between adds many or very long headers (cookies, tracing), or the address is a web application rather than the service.',
        ],
        next: [
          'Check the address in the site profile (or selfhosted.baseUrl).',
          'Export the call with Export HAR… and ask the site administrator which proxy adds headers on that path.',
        ],
      },
      'zh-CN': {
        causes: ['中间的代理或单点登录网关添加了大量或很长的头部（Cookie、跟踪信息），或者地址是 Web 应用而不是服务。'],
        next: ['核对站点配置档（或 selfhosted.baseUrl）中的地址。', '用“导出 HAR…”导出该调用，询问站点管理员该路径上哪个代理添加了头部。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_INTERIM_ANSWER: {
    category: 'http',
    details: ['host', 'method', 'url'],
    words: {
      en: '{host} answered with an interim status (1xx, such as 100 Continue) where a final answer was due ({method} {url}). The console did not ask for one: check the service, or a proxy in between.',
      'zh-CN': '{host} 在应给出最终应答时返回了临时状态（1xx，例如 100 Continue）（{method} {url}）。控制台并未请求临时应答：请检查该服务，或中间的代理。',
    },
    explain: {
      en: {
        causes: [
          'A proxy or old gateway sends 100 Continue or 102 Processing where the console expects the final answer.',
          'The service’s web server is set up to send interim answers that the site API does not use.',
        ],
        next: [
          'Export the call with Export HAR… and send it to the site administrator, naming the proxy or gateway on that route.',
          'Meanwhile try another route (direct or gateway) if the profile has one.',
        ],
      },
      'zh-CN': {
        causes: ['代理或旧网关在控制台等待最终应答时发送了 100 Continue 或 102 Processing。', '服务的 Web 服务器被配置为发送站点 API 不使用的中间应答。'],
        next: ['用“导出 HAR…”导出该调用发给站点管理员，并说明该路由上的代理或网关。', '在此期间，如果配置档有其他路由（直连或网关），可以换一个试试。'],
      },
    },
    guide: 'when-a-call-fails',
  },
});
