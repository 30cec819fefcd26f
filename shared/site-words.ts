// The words of the HTTP client's, the secrets store's and the site client's error codes, and of the
// site's own envelope codes, in every language the console speaks: the window's (renderer/i18n/site/)
// and the command line's (a batch run's failed rows in --lang, and its results file), from one table.
// Placeholders are vue-i18n's named ones, `{host}`, filled from the error's details (fillWords).
import type { Language, LocalizedText } from './language';
import { fillWords, wordValues } from './words';

/** English. */
const en = {
  HTTP_BAD_URL: '"{url}" is not an http:// or https:// address. Correct it in the site profile.',
  HTTP_CA_FILE: 'The CA file of the profile cannot be used ({reason}). Choose a PEM certificate file that exists.',
  HTTP_CLIENT_CERT_FILE: 'The client certificate of the profile cannot be used: {reason}. Nothing was sent to {host}.',
  HTTP_CANCELLED: 'The call to {url} was cancelled before an answer arrived.',
  HTTP_DNS: 'The name {host} cannot be resolved ({method} {url}). Check the address in the profile and the laptop’s DNS or hosts file.',
  HTTP_REFUSED: '{host} refused the connection ({method} {url}). Check that the service is running and listening on that port.',
  HTTP_RESET: '{host} closed or reset the connection before the answer was complete ({method} {url}). Check the service’s logs, or a proxy or firewall in between.',
  HTTP_NETWORK: '{host} could not be reached ({reason}; {method} {url}). Check the cable, Wi-Fi or VPN and the address.',
  HTTP_CONNECT_TIMEOUT: '{host} did not accept a connection within {connectMs} ms ({method} {url}). Check the address, the network path and any firewall.',
  HTTP_RESPONSE_TIMEOUT: '{host} did not answer within {requestMs} ms ({method} {url}). The service may be overloaded or stuck: try again, or raise the profile’s request timeout.',
  HTTP_BODY_TIMEOUT: '{host} started an answer and then stalled; it was not complete after {requestMs} ms ({method} {url}). Try again and check the service’s logs.',
  HTTP_TLS_UNTRUSTED: 'The certificate of {host} is not trusted ({url}). Add the site’s CA file to the profile, or pin the certificate’s SHA-256 fingerprint.',
  HTTP_TLS_PIN_MISMATCH: 'The certificate of {host} (SHA-256 {presented}) does not match the fingerprint pinned in the profile. If the site renewed its certificate, pin the new one; otherwise do not connect.',
  HTTP_TLS_HOSTNAME: 'The certificate of {host} is not issued for that name ({url}). Use the host name the certificate names, or ask the site for a certificate that includes it.',
  HTTP_TLS_CLIENT_CERT_REQUIRED: '{host} requires a client certificate (mutual TLS), and the profile presents none ({reason}; {url}). The server’s own certificate was trusted: add the client certificate the site issued you to the profile (PEM certificate and key, or PKCS#12).',
  HTTP_TLS_CLIENT_CERT_REFUSED: '{host} refused the profile’s client certificate ({reason}; {url}). The server’s own certificate was trusted: ask the site which CA its server accepts client certificates from, and whether this one is enrolled, expired or revoked.',
  HTTP_TLS_EXPIRED: 'The certificate of {host} is expired or not yet valid ({url}). Check the laptop’s clock, or ask the site for a renewed certificate.',
  HTTP_TLS_FAILED: 'The TLS handshake with {host} failed ({reason}). Check that the address should use https, and the profile’s TLS settings.',
  /** HTTP_TLS_FAILED by a handshake_failure alert with no client certificate presented (details.maybeClientCertificate). */
  HTTP_TLS_FAILED_NO_CLIENT_CERTIFICATE: 'The TLS handshake with {host} failed ({reason}). A server that requires a client certificate (mutual TLS) refuses this way over TLS 1.2 when none is presented, and the profile presents none: if the site issued you a client certificate, add it to the profile; otherwise check that the address should use https, and the profile’s TLS settings.',
  HTTP_TOO_LARGE: '{host} answered more than 8 MiB ({url}): this is not an answer of a site service. Check the address.',
  HTTP_DECOMPRESSION_BOMB: '{host} answered {encodedBytes} bytes of {coding} that would decompress to more than 8 MiB ({url}): a decompression bomb, refused. This is not an answer of a site service: check the address and the gateway in between.',
  HTTP_BAD_CONTENT_CODING: '{host} answered HTTP {status} labelled {coding} (content type {contentType}) but the bytes are not {coding} ({reason}; {url}). Check the gateway’s compression settings (nginx gzip, gunzip) or a proxy that rewrites bodies.',
  HTTP_BODY_CUT_SHORT: '{host} answered HTTP {status} with {encodedBytes} bytes of {coding} (content type {contentType}) that stop before the compressed data ends ({reason}; {url}): the answer was cut short on its way. Check the gateway’s buffering and timeouts (nginx proxy_buffering, proxy_read_timeout), then try again.',
  HTTP_HEADERS_TOO_LARGE: '{host} answered, but the headers of its answer were too large to read (over {limitKiB} KiB; {url}). A site service sends a few: check the address, or a proxy in between that adds headers.',
  HTTP_INTERIM_ANSWER: '{host} answered with an interim status (1xx, such as 100 Continue) where a final answer was due ({method} {url}). The console did not ask for one: check the service, or a proxy in between.',
  SECRETS_UNAVAILABLE: 'The secrets store ({holder}) failed: {message}',
  SECRETS_LOCKED: 'The secrets are sealed with a passphrase ({path}), and the console has not been given it since it started, so this cannot go on. Give the passphrase here to unlock them for this session; the work then goes on.',
  SECRETS_PASSPHRASE_WRONG: 'This passphrase does not open the secrets sealed in {path}. Give the passphrase they were sealed with.',
  SECRETS_PASSPHRASE_LENGTH: 'The secrets passphrase must have {min} to {max} characters.',
  SITE_ROUTE_NOT_FOR_OPERATION: 'Person lookup (L1) is not offered over the intermediary: it forwards only visitor access (L2). Choose direct or gateway.',
  SITE_CALL_NOT_FOUND: 'The site call log no longer holds this E2 call, so its chain cannot be drawn. Send the visitor access again, then show its chain.',
  SITE_NO_ZONE_SERVICE: 'The profile “{profile}” names no common component service, so the site’s zone pages (E4) cannot be read. Add its address in the site profile.',
  SITE_ROUTE_NOT_CONFIGURED: 'The active profile has no {route} route. Add its address in the site profile, or choose another route.',
  SITE_SECRET_MISSING: 'The profile “{profile}” uses {auth} authentication but its secret is not set. Enter it in the site profile, then try again.',
  SITE_SECRET_UNSENDABLE: 'The secret {field} of the profile “{profile}” holds, at character {position}, a line break, a control character or a character beyond Latin-1, which an HTTP header cannot carry; nothing was sent. Enter it again in the site profile, exactly as the site issued it.',
  SITE_NOT_JSON: 'The service answered HTTP {status} with something that is not JSON (content type {contentType}: “{preview}”; {route}, {url}). Check that the address points at the site service, not at a web page or a proxy login.',
  SITE_JSON_CUT_SHORT: 'The service answered HTTP {status} with JSON that stops before it ends (content type {contentType}, content encoding {contentEncoding}, {bytes} bytes, ending “{ending}”; {route}, {url}): the answer was cut short by the service or by something in between, such as a gateway’s buffering or timeouts. Try again, and check the service’s logs.',
  SITE_NOT_JSON_DECODED: 'The service answered HTTP {status} with a {contentEncoding}-compressed body that is still not JSON once decompressed (content type {contentType}: “{preview}”; {route}, {url}). Check what the gateway in between compresses and relays.',
  SITE_ENCODING_UNSUPPORTED: 'The service answered HTTP {status} with a body compressed as {contentEncoding}, which the console does not decode (it asks for gzip, deflate or br; content type {contentType}; {route}, {url}). Configure the gateway to send gzip or no compression.',
  SITE_NOT_ENVELOPE: 'The service answered JSON that is not a site envelope ({route}, {url}). Check the address, or set the envelope field names in the profile.',
  SITE_HTTP_STATUS: 'The service answered HTTP {status} without a site answer (“{preview}”; {route}, {url}). {advice}',
  SITE_UNEXPECTED_DATA: 'The service answered success, but not with the data this operation returns ({route}, {url}). Check that the address points at the right service.',
  SITE_PROBE_SUCCESS: 'The service answered success to the probe’s made-up id, which no site has ({route}, {url}): a working service answers that it knows no such person, or that the request lacks a visitor. This is something else at that address (a health page, a stub, a gateway’s catch-all): check the address.',
  SITE_PROFILE_INVALID: 'The site profile has {count} problem(s); the first: {first}',
  SITE_PROFILE_NOT_JSON: '{source} is not JSON ({reason}). A site profile is one JSON object.',
  SITE_PROFILE_NOT_FOUND: 'This site profile no longer exists (deleted in another window?). Reload the list.',
  SITE_PROFILE_NAME_TAKEN: 'Another site profile is already named “{name}”. Give this one a name of its own: every call is logged under its profile’s name.',
  SITE_NO_PROFILE: 'No site profile is active. Create one in the Site view, or start the demo site.',
  SITE_CALL_LOG_FAILED: 'The site call log {path} could not be written: calls still work, but some are missing from the log. Free disk space.',
  SITE_PROFILES_UNREADABLE: 'The site profiles file {path} cannot be read. Its previous version is kept as {path}.bak.',
  SITE_EXPORT_TYPE: '{path} does not end in the export’s file type: a HAR file ends in .har, cURL command lines in .sh (or .txt). Change the name.',
  SITE_EXPORT_RESERVED_PATH: '{path} is one of the console’s own files. Choose a file elsewhere.',
  SITE_EXPORT_LINK: '{path} is a symbolic link or not a file: the console does not write exports through links. Choose another file name.',
  SITE_EXPORT_IO: 'The export cannot be written to {path}. Choose a folder you can write to.',
  SITE_EXPORT_NOTHING: 'No site call matches the filter, so there is nothing to export. Change the filter, or make a call first.',
  SITE_EXPORT_CALL_NOT_FOUND: 'The site call log no longer holds call {id} (it keeps the last 4 to 8 MiB of calls). Make the call again, then export it.',
  SITE_EXPORT_SECRET_UNKNOWN: 'The secret of the site profile “{profile}”, which made call {id}, is not in the secrets store (no stored profile has that name, or its secret is not set). Export without secrets in clear.',
  SITE_EXPORT_SECRET_AMBIGUOUS: '{count} stored site profiles are named “{profile}” (the profile of call {id}), so which secret it sent is not certain. Rename all but one, or export without secrets in clear.',
  SITE_EXPORT_SECRET_CHANGED: '{count} call(s) cannot be exported with secrets in clear ({ids}): the secret each was sent with is no longer the one its site profile holds (changed, or the profile renamed and another made under its name), or the call was logged before the console recorded which secret a call sent. Nothing was written. Export without secrets in clear, or send those calls again and export the new ones.',
  SITE_EXPORT_NOT_WARNED: 'An export with secrets in clear needs the console’s warning first, confirmed within 10 minutes. Nothing was written. Choose the export again and confirm the warning.',
  JSON_TOO_DEEP: '{what} is nested more than {limit} levels deep, which no site answer or console file needs, so it was not read (malformed). Check where it comes from: the address in the profile, or the file.',
  JSON_TOO_LARGE: '{what} is larger than {limit} characters, so it was not read (malformed). Check where it comes from: the address in the profile, or the file.',

};

/** 中文。 */
const zhCN: Record<keyof typeof en, string> = {
  HTTP_BAD_URL: '“{url}”不是 http:// 或 https:// 地址。请在站点配置档中改正。',
  HTTP_CA_FILE: '配置档中的 CA 文件无法使用（{reason}）。请选择一个存在的 PEM 证书文件。',
  HTTP_CLIENT_CERT_FILE: '配置档中的客户端证书无法使用：{reason}。未向 {host} 发送任何内容。',
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
  HTTP_TLS_CLIENT_CERT_REQUIRED: '{host} 要求客户端证书（双向 TLS），但配置档没有提供（{reason}；{url}）。服务器自身的证书已通过验证：请把站点为您签发的客户端证书加入配置档（PEM 证书和私钥，或 PKCS#12）。',
  HTTP_TLS_CLIENT_CERT_REFUSED: '{host} 拒绝了配置档中的客户端证书（{reason}；{url}）。服务器自身的证书已通过验证：请向站点确认其服务器接受哪个 CA 签发的客户端证书，以及此证书是否已登记、过期或被吊销。',
  HTTP_TLS_EXPIRED: '{host} 的证书已过期或尚未生效（{url}）。请检查本机时钟，或请站点更新证书。',
  HTTP_TLS_FAILED: '与 {host} 的 TLS 握手失败（{reason}）。请确认该地址应使用 https，并检查配置档的 TLS 设置。',
  HTTP_TLS_FAILED_NO_CLIENT_CERTIFICATE: '与 {host} 的 TLS 握手失败（{reason}）。要求客户端证书（双向 TLS）的服务器在 TLS 1.2 下若未收到证书就会这样拒绝，而该配置档未出示客户端证书：如果现场给您签发了客户端证书，请将其添加到配置档；否则请确认该地址应使用 https，并检查配置档的 TLS 设置。',
  HTTP_TOO_LARGE: '{host} 的应答超过 8 MiB（{url}），不是站点服务的应答。请检查地址。',
  HTTP_DECOMPRESSION_BOMB: '{host} 返回了 {encodedBytes} 字节的 {coding} 压缩内容，解压后将超过 8 MiB（{url}）：这是解压炸弹，已拒绝。这不是站点服务的应答，请检查地址以及中间的网关。',
  HTTP_BAD_CONTENT_CODING: '{host} 返回 HTTP {status}，声明应答为 {coding} 压缩（内容类型 {contentType}），但内容并不是 {coding}（{reason}；{url}）。请检查网关的压缩设置（nginx gzip、gunzip）或改写应答内容的代理。',
  HTTP_BODY_CUT_SHORT: '{host} 返回 HTTP {status}，其 {encodedBytes} 字节的 {coding} 压缩数据在结束前中断（内容类型 {contentType}；{reason}；{url}）：应答在途中被截断。请检查网关的缓冲和超时设置（nginx proxy_buffering、proxy_read_timeout）后重试。',
  HTTP_HEADERS_TOO_LARGE: '{host} 已应答，但应答头过大（超过 {limitKiB} KiB；{url}），无法读取。站点服务只发送少量应答头：请检查地址，或中间添加应答头的代理。',
  HTTP_INTERIM_ANSWER: '{host} 在应给出最终应答时返回了临时状态（1xx，例如 100 Continue）（{method} {url}）。控制台并未请求临时应答：请检查该服务，或中间的代理。',
  SECRETS_UNAVAILABLE: '密钥存储（{holder}）出错：{message}',
  SECRETS_LOCKED: '密钥已用口令加密（{path}），而控制台本次启动后尚未获得该口令，因此无法继续。请在此输入口令，为本次会话解锁密钥，随后即可继续。',
  SECRETS_PASSPHRASE_WRONG: '此口令无法打开 {path} 中加密的密钥。请输入加密时使用的口令。',
  SECRETS_PASSPHRASE_LENGTH: '密钥口令须为 {min} 到 {max} 个字符。',
  SITE_ROUTE_NOT_FOR_OPERATION: '中间件不提供人员查询（L1），它只转发访客通行（L2）。请选择直连或网关。',
  SITE_NO_ZONE_SERVICE: '配置档“{profile}”没有填写公共组件服务，无法读取站点的区域分页（E4）。请在站点配置档中填写其地址。',
  SITE_ROUTE_NOT_CONFIGURED: '当前配置档没有 {route} 路由。请在站点配置档中填写其地址，或选择其他路由。',
  SITE_CALL_NOT_FOUND: '站点调用日志中已没有这次 E2 调用，无法绘制其调用链。请重新发送访客授权，然后查看其调用链。',
  SITE_SECRET_MISSING: '配置档“{profile}”使用 {auth} 认证，但尚未设置密钥。请在站点配置档中填写后重试。',
  SITE_SECRET_UNSENDABLE: '配置档“{profile}”的密钥 {field} 在第 {position} 个字符处含有换行、控制字符或 Latin-1 以外的字符，HTTP 请求头无法携带；未发送任何内容。请在站点配置档中按站点签发的原样重新输入。',
  SITE_NOT_JSON: '服务以 HTTP {status} 返回了非 JSON 内容（内容类型 {contentType}：“{preview}”；{route}，{url}）。请确认地址指向站点服务，而不是网页或代理登录页。',
  SITE_JSON_CUT_SHORT: '服务返回 HTTP {status}，但其 JSON 在结束前中断（内容类型 {contentType}，内容编码 {contentEncoding}，{bytes} 字节，结尾为“{ending}”；{route}，{url}）：应答被服务本身或中间环节（例如网关的缓冲或超时设置）截断。请重试，并查看该服务的日志。',
  SITE_NOT_JSON_DECODED: '服务以 HTTP {status} 返回了 {contentEncoding} 压缩的内容，解压后仍不是 JSON（内容类型 {contentType}：“{preview}”；{route}，{url}）。请检查中间网关压缩和转发的内容。',
  SITE_ENCODING_UNSUPPORTED: '服务以 HTTP {status} 返回了 {contentEncoding} 压缩的内容，控制台无法解码（控制台只接受 gzip、deflate 或 br；内容类型 {contentType}；{route}，{url}）。请将网关配置为发送 gzip 或不压缩。',
  SITE_NOT_ENVELOPE: '服务返回的 JSON 不是站点响应信封（{route}，{url}）。请检查地址，或在配置档中设置信封字段名。',
  SITE_HTTP_STATUS: '服务返回 HTTP {status}，但不是站点的应答（“{preview}”；{route}，{url}）。{advice}',
  SITE_UNEXPECTED_DATA: '服务返回成功，但数据不是该操作应返回的内容（{route}，{url}）。请确认地址指向正确的服务。',
  SITE_PROBE_SUCCESS: '服务对探测用的虚构编号（任何站点都没有）返回了成功（{route}，{url}）：正常工作的服务会回答没有该人员，或请求缺少访客。该地址上是别的东西（健康检查页、桩服务或网关的兜底路由）：请检查地址。',
  SITE_PROFILE_INVALID: '站点配置档有 {count} 个问题；第一个：{first}',
  SITE_PROFILE_NOT_JSON: '{source} 不是 JSON（{reason}）。站点配置档是一个 JSON 对象。',
  SITE_PROFILE_NOT_FOUND: '该站点配置档已不存在（可能已在其他窗口删除）。请重新加载列表。',
  SITE_PROFILE_NAME_TAKEN: '已有另一个站点配置档名为“{name}”。请为此配置档另起名称：每次调用都按其配置档名称记入日志。',
  SITE_NO_PROFILE: '没有启用的站点配置档。请在“站点”页创建一个，或启动演示站点。',
  SITE_CALL_LOG_FAILED: '无法写入站点调用记录 {path}：调用仍可进行，但记录中缺少部分调用。请释放磁盘空间。',
  SITE_PROFILES_UNREADABLE: '无法读取站点配置档文件 {path}。上一版本保存在 {path}.bak。',
  SITE_EXPORT_TYPE: '{path} 的扩展名与导出类型不符：HAR 文件以 .har 结尾，cURL 命令行以 .sh（或 .txt）结尾。请修改文件名。',
  SITE_EXPORT_RESERVED_PATH: '{path} 是控制台自己的文件。请选择其他位置的文件。',
  SITE_EXPORT_LINK: '{path} 是符号链接或不是普通文件：控制台不会通过链接写入导出文件。请换一个文件名。',
  SITE_EXPORT_IO: '无法将导出写入 {path}。请选择您有写入权限的文件夹。',
  SITE_EXPORT_NOTHING: '没有符合筛选条件的站点调用，无可导出。请修改筛选条件，或先发起一次调用。',
  SITE_EXPORT_CALL_NOT_FOUND: '站点调用记录中已没有调用 {id}（记录只保留最近 4 到 8 MiB 的调用）。请重新发起该调用，再导出。',
  SITE_EXPORT_SECRET_UNKNOWN: '发起调用 {id} 的站点配置档“{profile}”的密钥不在密钥存储中（没有同名的已保存配置档，或其密钥未设置）。请不以明文导出密钥。',
  SITE_EXPORT_SECRET_AMBIGUOUS: '有 {count} 个已保存的站点配置档名为“{profile}”（调用 {id} 所用的配置档），无法确定当时发送的是哪个密钥。请只保留一个同名配置档，或不以明文导出密钥。',
  SITE_EXPORT_SECRET_CHANGED: '有 {count} 个调用无法以明文导出密钥（{ids}）：其站点配置档现在保存的密钥已不是当时发送的密钥（密钥已更改，或配置档已改名、并有另一个配置档使用了原名），或该调用记录于控制台开始记录调用所用密钥之前。未写入任何文件。请不以明文导出密钥，或重新发送这些调用后导出新的调用。',
  SITE_EXPORT_NOT_WARNED: '以明文导出密钥前须先由控制台给出警告，并在 10 分钟内确认。未写入任何文件。请重新选择导出并确认警告。',
  JSON_TOO_DEEP: '{what} 的嵌套超过 {limit} 层，任何站点应答或控制台文件都不需要这么深，因此未读取（格式异常）。请检查其来源：配置档中的地址，或该文件。',
  JSON_TOO_LARGE: '{what} 超过 {limit} 个字符，因此未读取（格式异常）。请检查其来源：配置档中的地址，或该文件。',

};

/** The console's words for its site and HTTP codes. */
export const siteErrorWords: Readonly<Record<Language, Readonly<Record<keyof typeof en, string>>>> = { en, 'zh-CN': zhCN };

/** A site's own envelope codes (INVALID_REQUEST…), and `unknown` for a code the console does not know: the site's vocabulary, apart from the console's. */
const answersEn = {
  unknown: 'The site answered {code}: “{siteMessage}” ({route}, {url}).',
  INVALID_REQUEST: 'The site refused the request as invalid: “{siteMessage}” ({route}). Check the ids you entered.',
  PERSON_NOT_FOUND: 'The organization service has no such person: “{siteMessage}” ({route}). Check the id.',
  VISITOR_NOT_FOUND: 'The site has no such visitor: “{siteMessage}” ({route}). No access was written. Register the visitor first, or check the id.',
  FLOOR_NOT_FOUND: 'A floor is unknown to the site: “{siteMessage}” ({route}). Nothing was written. Pick floors from the person’s floor list.',
  NO_FLOORS: 'The visitor has no floors of their own, so the site cannot complete them: “{siteMessage}” ({route}). Choose floors explicitly.',
  IMAGE_STORE_NOT_FOUND: 'The site’s image store is missing: “{siteMessage}” ({route}). Ask the site administrator to check the building’s face library.',
  UPSTREAM_UNAVAILABLE: 'A service behind the one called did not answer: “{siteMessage}” ({route}). Nothing was written. Run the connectivity check in the Site view.',
  INTERNAL_ERROR: 'The site service reported an internal fault: “{siteMessage}” ({route}). Try again later, and check the service’s logs.',
};
const answersZhCN: Record<keyof typeof answersEn, string> = {
  unknown: '站点返回 {code}：“{siteMessage}”（{route}，{url}）。',
  INVALID_REQUEST: '站点认为请求无效：“{siteMessage}”（{route}）。请检查输入的编号。',
  PERSON_NOT_FOUND: '组织服务中没有该人员：“{siteMessage}”（{route}）。请检查编号。',
  VISITOR_NOT_FOUND: '站点中没有该访客：“{siteMessage}”（{route}）。未开通任何权限。请先登记访客，或检查编号。',
  FLOOR_NOT_FOUND: '站点不认识其中某个楼层：“{siteMessage}”（{route}）。未写入任何内容。请从人员的楼层列表中选择。',
  NO_FLOORS: '该访客本身没有楼层，站点无法补全：“{siteMessage}”（{route}）。请明确选择楼层。',
  IMAGE_STORE_NOT_FOUND: '站点的人脸库缺失：“{siteMessage}”（{route}）。请站点管理员检查该楼栋的人脸库。',
  UPSTREAM_UNAVAILABLE: '被调用服务的下游服务没有响应：“{siteMessage}”（{route}）。未写入任何内容。请在“站点”页运行连通性检查。',
  INTERNAL_ERROR: '站点服务报告内部故障：“{siteMessage}”（{route}）。请稍后重试，并查看该服务的日志。',
};
export const siteAnswerWords: Readonly<Record<Language, Readonly<Record<keyof typeof answersEn, string>>>> = { en: answersEn, 'zh-CN': answersZhCN };

/**
 * A failure's words in `language`: a site's envelope code by the site's table, a console code by
 * the caller's tables (`extra`: the batch's, the license's), then the console's site and HTTP words;
 * null when no table has the code.
 */
export function failureWords(failure: { category?: string; code: string; message: string; details?: Record<string, unknown> }, language: Language, extra: readonly Readonly<Record<Language, Readonly<Record<string, string>>>>[] = []): string | null {
  const values = wordValues(failure, language);
  if (failure.category === 'envelope') {
    const answers = siteAnswerWords[language] as Readonly<Record<string, string>>;
    const own = answers[failure.code];
    if (own !== undefined || !extra.some((table) => table[language][failure.code] !== undefined)) return fillWords(own ?? answers.unknown!, { siteMessage: '', route: '', url: '', ...values });
  }
  // A handshake refused with no client certificate presented may be a server requiring one (TLS 1.2): its words say so.
  const code = failure.code === 'HTTP_TLS_FAILED' && failure.details?.maybeClientCertificate === true ? 'HTTP_TLS_FAILED_NO_CLIENT_CERTIFICATE' : failure.code;
  // The caller's own tables first: they say a code in its context (the license server's address is not a profile's).
  for (const table of [...extra, siteErrorWords as Readonly<Record<Language, Readonly<Record<string, string>>>>]) {
    const words = table[language][code];
    if (words !== undefined) return fillWords(words, values);
  }
  return null;
}

/** A failure's words in every language (for --json, which carries both); null when a language has none for its code. */
export function failureWordsInEvery(failure: { category?: string; code: string; message: string; details?: Record<string, unknown> }, extra: readonly Readonly<Record<Language, Readonly<Record<string, string>>>>[] = []): LocalizedText | null {
  const en = failureWords(failure, 'en', extra);
  const zhCN = failureWords(failure, 'zh-CN', extra);
  return en === null || zhCN === null ? null : { en, 'zh-CN': zhCN };
}
