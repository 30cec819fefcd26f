// The words of the authorization client's and its selfhosted backend's error codes, in every
// language the console speaks: the License view's (renderer/i18n/license/) and the command line's
// (`license … --lang`), from one table. Placeholders are vue-i18n's named ones, filled from the
// error's details (fillWords, shared/words.ts).

/** English. */
const en = {
  AUTH_CONFIG_INVALID: 'The configuration document has {errorCount} error(s), so it was not initialized. Fix them in the configuration editor, then initialize again.',
  AUTH_NOT_INITIALIZED: 'No configuration document is initialized. Initialize one first.',
  AUTH_PROVIDER_UNAVAILABLE: 'This console has no {provider} backend set up, so the document cannot be initialized. For licensevendor, set the “Vendor library” field under the document in this view.',
  AUTH_LICENSE_KEY_EMPTY: 'The license key is empty. Paste the key from the license certificate.',
  AUTH_SELFHOSTED_URL: 'selfhosted.baseUrl is not an http:// or https:// address. Correct it in the configuration editor.',
  AUTH_SERVICE_HTTP_STATUS: 'The authorization service answered HTTP {status} without a result ({url}). {advice}',
  AUTH_SERVICE_MALFORMED: 'The answer from {url} is not one of the authorization service. Check that selfhosted.baseUrl points at the authorization service.',
  AUTH_SERVICE_ERROR: 'The authorization service could not do it: {serviceCode} ({serviceMessage}). Try again; if it repeats, check the service’s logs.',
  LICENSE_KEY_INPUT: 'The license key could not be read. On the command line, give it with --key-file <file> (one line) or --key-stdin, or type it when asked; never as --key, which stays in the shell history.',
  LICENSE_KEY_UNKNOWN: 'The authorization service does not know this license key. Check the key on the license certificate (and that the address is the right service).',
  TENANT_KEY_REQUIRED: 'This license belongs to a tenant, and the document has no tenant key. Add selfhosted.tenantKey to the document and initialize again.',
  TENANT_KEY_MISMATCH: 'The tenant key of the document does not match the license. Check selfhosted.tenantKey with the license certificate.',
  SCENARIO_MISMATCH: 'The license is for another scenario ({serviceMessage}). Use a license for this scenario, or correct "scenario" in the document.',
  PROJECT_MISMATCH: 'The license is bound to another project ({serviceMessage}). Check floating.projectId, or use the license of this project.',
  LICENSE_EXPIRED: 'The license has expired ({serviceMessage}). Ask for a renewed license key.',
  ACTIVATIONS_EXHAUSTED: 'Every activation of this license is in use by other consoles ({serviceMessage}). Release one, or ask for more activations.',
  NOT_ACTIVATED: 'This console has not activated the license (or its activation was withdrawn). Activate the license key again.',
  AUTH_OFFLINE_UNSUPPORTED: 'The {provider} backend has no offline activation. Activate a license key online instead.',
  AUTH_OFFLINE_UPDATE_EMPTY: 'Nothing to apply: {where} is empty. Paste the update code the vendor sent back for the request code, or load their file.',
  AUTH_OFFLINE_UPDATE_INVALID: 'Not an update code: {where} has a character that no update code has, at position {position}: it is not an update code, or it was changed on the way. Paste it again, unchanged, from the vendor’s answer.',
  AUTH_OFFLINE_UPDATE_TOO_LARGE: 'Too large: {where} is {size} bytes; an update code is at most {limit} bytes. Check that this is the update code the vendor sent.',
  AUTH_OFFLINE_ALREADY_APPLIED: 'An update code was already applied ({appliedAt}). To make a new request, choose “Start over” first.',
  AUTH_OFFLINE_FILE: 'The file {path} could not be used ({reason}). {next}',
  AUTH_OFFLINE_NOT_TXT_PATH: '{path} does not end in .txt. The request code is saved as a .txt file: end the file name with .txt.',
  AUTH_OFFLINE_RESERVED_PATH: '{path} is one of the console’s own files. Choose a file elsewhere (a USB stick, the desktop).',
};

/** 中文。 */
const zhCN: Record<keyof typeof en, string> = {
  AUTH_CONFIG_INVALID: '配置文档有 {errorCount} 个错误，未能初始化。请在配置编辑器中修正后重新初始化。',
  AUTH_NOT_INITIALIZED: '尚未初始化配置文档。请先初始化。',
  AUTH_PROVIDER_UNAVAILABLE: '此控制台未设置 {provider} 后端，无法初始化该文档。若是 licensevendor，请在本视图文档下方的“厂商库”字段中指定。',
  AUTH_LICENSE_KEY_EMPTY: '许可证密钥为空。请粘贴许可证书上的密钥。',
  AUTH_SELFHOSTED_URL: 'selfhosted.baseUrl 不是 http:// 或 https:// 地址。请在配置编辑器中修正。',
  AUTH_SERVICE_HTTP_STATUS: '授权服务返回 HTTP {status}，但没有结果（{url}）。{advice}',
  AUTH_SERVICE_MALFORMED: '{url} 的应答不是授权服务的应答。请确认 selfhosted.baseUrl 指向授权服务。',
  AUTH_SERVICE_ERROR: '授权服务无法完成：{serviceCode}（{serviceMessage}）。请重试；若反复出现，请查看该服务的日志。',
  LICENSE_KEY_INPUT: '无法读取许可证密钥。在命令行中请用 --key-file <文件>（一行）或 --key-stdin 提供，或在提示时输入；不要用 --key，它会留在命令历史中。',
  LICENSE_KEY_UNKNOWN: '授权服务不认识此许可证密钥。请核对许可证书上的密钥（以及地址是否为正确的服务）。',
  TENANT_KEY_REQUIRED: '此许可证属于某个租户，而文档中没有租户密钥。请在文档中添加 selfhosted.tenantKey 后重新初始化。',
  TENANT_KEY_MISMATCH: '文档的租户密钥与许可证不符。请对照许可证书核对 selfhosted.tenantKey。',
  SCENARIO_MISMATCH: '此许可证用于其他场景（{serviceMessage}）。请使用本场景的许可证，或修正文档中的 "scenario"。',
  PROJECT_MISMATCH: '此许可证绑定到其他项目（{serviceMessage}）。请核对 floating.projectId，或使用本项目的许可证。',
  LICENSE_EXPIRED: '许可证已过期（{serviceMessage}）。请申请续期的许可证密钥。',
  ACTIVATIONS_EXHAUSTED: '此许可证的激活数已被其他控制台用完（{serviceMessage}）。请释放一个，或申请更多激活数。',
  NOT_ACTIVATED: '此控制台尚未激活该许可证（或激活已被撤销）。请重新激活许可证密钥。',
  AUTH_OFFLINE_UNSUPPORTED: '{provider} 后端不支持离线激活。请改为在线激活许可证密钥。',
  AUTH_OFFLINE_UPDATE_EMPTY: '没有可应用的内容：{where}为空。请粘贴厂商针对请求码返回的更新码，或载入厂商的文件。',
  AUTH_OFFLINE_UPDATE_INVALID: '{where}在第 {position} 个字符处含有更新码中不会出现的字符：它不是更新码，或在传递中被改动。请从厂商的答复中原样重新粘贴。',
  AUTH_OFFLINE_UPDATE_TOO_LARGE: '{where}有 {size} 字节；更新码最多 {limit} 字节。请确认这是厂商发送的更新码。',
  AUTH_OFFLINE_ALREADY_APPLIED: '已应用过更新码（{appliedAt}）。如需新的请求，请先选择“重新开始”。',
  AUTH_OFFLINE_FILE: '无法使用文件 {path}（{reason}）。{next}',
  AUTH_OFFLINE_NOT_TXT_PATH: '{path} 的扩展名不是 .txt。请求码保存为 .txt 文件：请以 .txt 结尾命名。',
  AUTH_OFFLINE_RESERVED_PATH: '{path} 是控制台自身的文件。请选择其他位置的文件（U 盘、桌面）。',
};

/** The words of the authorization client's codes, by language. */
export const licenseErrorWords = { en, 'zh-CN': zhCN } as const;

/** English: the HTTP client's codes said of a call to the license server. */
const serverEn = {
  HTTP_BAD_URL: '"{url}" is not an http:// or https:// address. Correct selfhosted.baseUrl in the configuration document.',
  HTTP_DNS: 'The name {host} cannot be resolved ({method} {url}). Check selfhosted.baseUrl in the configuration document, and the laptop’s DNS or hosts file.',
  HTTP_RESPONSE_TIMEOUT: '{host} did not answer within {requestMs} ms ({method} {url}). The authorization service may be overloaded or stuck: try again, and check its logs.',
  HTTP_TLS_UNTRUSTED: 'The certificate of {host} is not trusted ({url}). Check that selfhosted.baseUrl is the authorization service’s address, and ask the site which CA issued its certificate.',
  HTTP_TLS_FAILED: 'The TLS handshake with {host} failed ({reason}). Check that selfhosted.baseUrl should use https.',
  HTTP_TLS_FAILED_NO_CLIENT_CERTIFICATE: 'The TLS handshake with {host} failed ({reason}). A server that requires a client certificate (mutual TLS) refuses this way over TLS 1.2 when none is presented, and the console presents none to the authorization service: check that selfhosted.baseUrl should use https, and ask the site whether its authorization service requires client certificates.',
  HTTP_TLS_CLIENT_CERT_REQUIRED: '{host} requires a client certificate (mutual TLS) ({reason}; {url}), which the console does not present to the authorization service. Check that selfhosted.baseUrl is the authorization service’s address, not a gateway that requires client certificates.',
  HTTP_TOO_LARGE: '{host} answered more than 8 MiB ({url}): this is not an answer of the authorization service. Check selfhosted.baseUrl in the configuration document.',
  HTTP_DECOMPRESSION_BOMB: '{host} answered {encodedBytes} bytes of {coding} that would decompress to more than 8 MiB ({url}): a decompression bomb, refused. This is not an answer of the authorization service: check selfhosted.baseUrl and the gateway in between.',
  HTTP_HEADERS_TOO_LARGE: '{host} answered, but the headers of its answer were too large to read (over {limitKiB} KiB; {url}). The authorization service sends a few: check selfhosted.baseUrl, or a proxy in between that adds headers.',
};

/** 中文。 */
const serverZhCN: Record<keyof typeof serverEn, string> = {
  HTTP_BAD_URL: '“{url}”不是 http:// 或 https:// 地址。请在配置文档中改正 selfhosted.baseUrl。',
  HTTP_DNS: '无法解析主机名 {host}（{method} {url}）。请检查配置文档中的 selfhosted.baseUrl，以及本机的 DNS 或 hosts 文件。',
  HTTP_RESPONSE_TIMEOUT: '{host} 在 {requestMs} 毫秒内没有应答（{method} {url}）。授权服务可能过载或卡住：请重试，并查看其日志。',
  HTTP_TLS_UNTRUSTED: '{host} 的证书不受信任（{url}）。请确认 selfhosted.baseUrl 是授权服务的地址，并向站点询问其证书由哪个 CA 签发。',
  HTTP_TLS_FAILED: '与 {host} 的 TLS 握手失败（{reason}）。请确认 selfhosted.baseUrl 应使用 https。',
  HTTP_TLS_FAILED_NO_CLIENT_CERTIFICATE: '与 {host} 的 TLS 握手失败（{reason}）。要求客户端证书（双向 TLS）的服务器在 TLS 1.2 下未收到证书时会这样拒绝，而控制台不向授权服务出示客户端证书：请确认 selfhosted.baseUrl 应使用 https，并向站点询问其授权服务是否要求客户端证书。',
  HTTP_TLS_CLIENT_CERT_REQUIRED: '{host} 要求客户端证书（双向 TLS）（{reason}；{url}），而控制台不向授权服务出示客户端证书。请确认 selfhosted.baseUrl 是授权服务的地址，而不是要求客户端证书的网关。',
  HTTP_TOO_LARGE: '{host} 的应答超过 8 MiB（{url}）：这不是授权服务的应答。请检查配置文档中的 selfhosted.baseUrl。',
  HTTP_DECOMPRESSION_BOMB: '{host} 返回了 {encodedBytes} 字节的 {coding} 压缩内容，解压后将超过 8 MiB（{url}）：这是解压炸弹，已拒绝。这不是授权服务的应答，请检查 selfhosted.baseUrl 以及中间的网关。',
  HTTP_HEADERS_TOO_LARGE: '{host} 已应答，但应答头过大（超过 {limitKiB} KiB；{url}），无法读取。授权服务只发送少量应答头：请检查 selfhosted.baseUrl，或中间添加应答头的代理。',
};

/**
 * The HTTP client's codes said of a call to the license server, whose address is the configuration
 * document's `selfhosted.baseUrl` (not a site profile's, which the site words name): every code
 * whose site words would send the engineer to a site profile. Used before the site words by the
 * license command and by the License view (`errors.licenseServer`, describeError's place).
 */
export const licenseServerHttpWords = { en: serverEn, 'zh-CN': serverZhCN } as const;
