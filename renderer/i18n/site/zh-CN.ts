// 站点区域的中文文本（站点客户端、配置档、人员、访客权限、调用记录）。键与 site/en.ts 一致。

/** HTTP 客户端、密钥存储和站点客户端的错误码说明。 */
export const siteErrors = {
  HTTP_BAD_URL: '“{url}”不是 http:// 或 https:// 地址。请在站点配置档中改正。',
  HTTP_CA_FILE: '配置档中的 CA 文件无法使用（{reason}）。请选择一个存在的 PEM 证书文件。',
  HTTP_CANCELLED: '对 {url} 的调用在收到应答前已取消。',
  HTTP_DNS: '无法解析主机名 {host}（{method} {url}）。请检查配置档中的地址以及本机的 DNS 或 hosts 文件。',
  HTTP_REFUSED: '{host} 拒绝了连接（{method} {url}）。请确认该服务正在运行并监听该端口。',
  HTTP_RESET: '{host} 在应答完成前关闭或重置了连接（{method} {url}）。请查看该服务的日志，或检查中间的代理和防火墙。',
  HTTP_NETWORK: '无法连接 {host}（{reason}；{method} {url}）。请检查网线、Wi-Fi 或 VPN 以及地址。',
  HTTP_CONNECT_TIMEOUT: '{host} 在 {connectMs} 毫秒内未接受连接（{method} {url}）。请检查地址、网络路径和防火墙。',
  HTTP_RESPONSE_TIMEOUT: '{host} 在 {requestMs} 毫秒内没有应答（{method} {url}）。服务可能过载或卡住：请重试，或调大配置档中的请求超时。',
  HTTP_BODY_TIMEOUT: '{host} 开始应答后中断，{requestMs} 毫秒后仍未完成（{method} {url}）。请重试并查看该服务的日志。',
  HTTP_TLS_UNTRUSTED: '{host} 的证书不受信任（{url}）。请在配置档中添加站点的 CA 文件，或固定该证书的 SHA-256 指纹。',
  HTTP_TLS_PIN_MISMATCH: '{host} 的证书（SHA-256 {presented}）与配置档中固定的指纹不符。如果站点更换了证书，请固定新指纹；否则不要连接。',
  HTTP_TLS_HOSTNAME: '{host} 的证书不是为该名称签发的（{url}）。请使用证书中的主机名，或请站点提供包含该名称的证书。',
  HTTP_TLS_EXPIRED: '{host} 的证书已过期或尚未生效（{url}）。请检查本机时钟，或请站点更新证书。',
  HTTP_TLS_FAILED: '与 {host} 的 TLS 握手失败（{reason}）。请确认该地址应使用 https，并检查配置档的 TLS 设置。',
  HTTP_TOO_LARGE: '{host} 的应答超过 8 MiB（{url}），不是站点服务的应答。请检查地址。',
  SECRETS_UNAVAILABLE: '密钥存储（{holder}）出错：{message}',
};

