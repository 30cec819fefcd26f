// The site client's and the site profiles' codes: answers that are not a site's, routes and secrets a profile lacks.
import { defineCodes } from '../entry';

export const siteCodes = defineCodes({
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
  SITE_CALL_NOT_FOUND: {
    category: 'not-found',
    words: {
      en: 'The site call log no longer holds this E2 call, so its chain cannot be drawn. Send the visitor access again, then show its chain.',
      'zh-CN': '站点调用日志中已没有这次 E2 调用，无法绘制其调用链。请重新发送访客授权，然后查看其调用链。',
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
      'zh-CN': '配置档“{profile}”的密钥 {field} 在第 {position} 个字符处含有换行、控制字符或 Latin-1 以外的字符，HTTP 请求头无法携带；未发送任何内容。请在站点配置档中按站点签发的原样重新输入。',
    },
  },
  SITE_NOT_JSON: {
    category: 'malformed',
    details: ['status', 'contentType', 'preview', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with something that is not JSON (content type {contentType}: “{preview}”; {route}, {url}). Check that the address points at the site service, not at a web page or a proxy login.',
      'zh-CN': '服务以 HTTP {status} 返回了非 JSON 内容（内容类型 {contentType}：“{preview}”；{route}，{url}）。请确认地址指向站点服务，而不是网页或代理登录页。',
    },
  },
  SITE_JSON_CUT_SHORT: {
    category: 'malformed',
    details: ['status', 'contentType', 'contentEncoding', 'bytes', 'ending', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with JSON that stops before it ends (content type {contentType}, content encoding {contentEncoding}, {bytes} bytes, ending “{ending}”; {route}, {url}): the answer was cut short by the service or by something in between, such as a gateway’s buffering or timeouts. Try again, and check the service’s logs.',
      'zh-CN': '服务返回 HTTP {status}，但其 JSON 在结束前中断（内容类型 {contentType}，内容编码 {contentEncoding}，{bytes} 字节，结尾为“{ending}”；{route}，{url}）：应答被服务本身或中间环节（例如网关的缓冲或超时设置）截断。请重试，并查看该服务的日志。',
    },
  },
  SITE_NOT_JSON_DECODED: {
    category: 'malformed',
    details: ['status', 'contentEncoding', 'contentType', 'preview', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with a {contentEncoding}-compressed body that is still not JSON once decompressed (content type {contentType}: “{preview}”; {route}, {url}). Check what the gateway in between compresses and relays.',
      'zh-CN': '服务以 HTTP {status} 返回了 {contentEncoding} 压缩的内容，解压后仍不是 JSON（内容类型 {contentType}：“{preview}”；{route}，{url}）。请检查中间网关压缩和转发的内容。',
    },
  },
  SITE_ENCODING_UNSUPPORTED: {
    category: 'malformed',
    details: ['status', 'contentEncoding', 'contentType', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with a body compressed as {contentEncoding}, which the console does not decode (it asks for gzip, deflate or br; content type {contentType}; {route}, {url}). Configure the gateway to send gzip or no compression.',
      'zh-CN': '服务以 HTTP {status} 返回了 {contentEncoding} 压缩的内容，控制台无法解码（控制台只接受 gzip、deflate 或 br；内容类型 {contentType}；{route}，{url}）。请将网关配置为发送 gzip 或不压缩。',
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
      'zh-CN': '服务对探测用的虚构编号（任何站点都没有）返回了成功（{route}，{url}）：正常工作的服务会回答没有该人员，或请求缺少访客。该地址上是别的东西（健康检查页、桩服务或网关的兜底路由）：请检查地址。',
    },
  },
  SITE_PROFILE_INVALID: {
    category: 'validation',
    details: ['count', 'first'],
    words: {
      en: 'The site profile has {count} problem(s); the first: {first}',
      'zh-CN': '站点配置档有 {count} 个问题；第一个：{first}',
    },
  },
  SITE_PROFILE_NOT_JSON: {
    category: 'validation',
    details: ['source', 'reason'],
    words: {
      en: '{source} is not JSON ({reason}). A site profile is one JSON object.',
      'zh-CN': '{source} 不是 JSON（{reason}）。站点配置档是一个 JSON 对象。',
    },
  },
  SITE_PROFILE_NOT_FOUND: {
    category: 'not-found',
    words: {
      en: 'This site profile no longer exists (deleted in another window?). Reload the list.',
      'zh-CN': '该站点配置档已不存在（可能已在其他窗口删除）。请重新加载列表。',
    },
  },
  SITE_PROFILE_NAME_TAKEN: {
    category: 'usage',
    details: ['name'],
    words: {
      en: 'Another site profile is already named “{name}”. Give this one a name of its own: every call is logged under its profile’s name.',
      'zh-CN': '已有另一个站点配置档名为“{name}”。请为此配置档另起名称：每次调用都按其配置档名称记入日志。',
    },
  },
  SITE_NO_PROFILE: {
    category: 'usage',
    words: {
      en: 'No site profile is active. Create one in the Site view, or start the demo site, then try again.',
      'zh-CN': '没有启用的现场配置。请在“现场”视图中创建一个，或启动演示现场，然后重试。',
    },
  },
  SITE_CALL_LOG_FAILED: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The site call log {path} could not be written: calls still work, but some are missing from the log. Free disk space.',
      'zh-CN': '无法写入站点调用记录 {path}：调用仍可进行，但记录中缺少部分调用。请释放磁盘空间。',
    },
  },
  SITE_PROFILES_UNREADABLE: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The site profiles file {path} cannot be read. Its previous version is kept as {path}.bak.',
      'zh-CN': '无法读取站点配置档文件 {path}。上一版本保存在 {path}.bak。',
    },
  },
  SITE_EXPORT_TYPE: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} does not end in the export’s file type: a HAR file ends in .har, cURL command lines in .sh (or .txt). Change the name.',
      'zh-CN': '{path} 的扩展名与导出类型不符：HAR 文件以 .har 结尾，cURL 命令行以 .sh（或 .txt）结尾。请修改文件名。',
    },
  },
  SITE_EXPORT_RESERVED_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is one of the console’s own files. Choose a file elsewhere.',
      'zh-CN': '{path} 是控制台自己的文件。请选择其他位置的文件。',
    },
  },
  SITE_EXPORT_LINK: {
    category: 'io',
    details: ['path'],
    words: {
      en: '{path} is a symbolic link or not a file: the console does not write exports through links. Choose another file name.',
      'zh-CN': '{path} 是符号链接或不是普通文件：控制台不会通过链接写入导出文件。请换一个文件名。',
    },
  },
  SITE_EXPORT_IO: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The export cannot be written to {path}. Choose a folder you can write to.',
      'zh-CN': '无法将导出写入 {path}。请选择您有写入权限的文件夹。',
    },
  },
  SITE_EXPORT_NOTHING: {
    category: 'not-found',
    words: {
      en: 'No site call matches the filter, so there is nothing to export. Change the filter, or make a call first.',
      'zh-CN': '没有符合筛选条件的站点调用，无可导出。请修改筛选条件，或先发起一次调用。',
    },
  },
  SITE_EXPORT_CALL_NOT_FOUND: {
    category: 'not-found',
    details: ['id'],
    words: {
      en: 'The site call log no longer holds call {id} (it keeps the last 4 to 8 MiB of calls). Make the call again, then export it.',
      'zh-CN': '站点调用记录中已没有调用 {id}（记录只保留最近 4 到 8 MiB 的调用）。请重新发起该调用，再导出。',
    },
  },
  SITE_EXPORT_SECRET_UNKNOWN: {
    category: 'usage',
    details: ['profile', 'id'],
    words: {
      en: 'The secret of the site profile “{profile}”, which made call {id}, is not in the secrets store (no stored profile has that name, or its secret is not set). Export without secrets in clear.',
      'zh-CN': '发起调用 {id} 的站点配置档“{profile}”的密钥不在密钥存储中（没有同名的已保存配置档，或其密钥未设置）。请不以明文导出密钥。',
    },
  },
  SITE_EXPORT_SECRET_AMBIGUOUS: {
    category: 'usage',
    details: ['count', 'profile', 'id'],
    words: {
      en: '{count} stored site profiles are named “{profile}” (the profile of call {id}), so which secret it sent is not certain. Rename all but one, or export without secrets in clear.',
      'zh-CN': '有 {count} 个已保存的站点配置档名为“{profile}”（调用 {id} 所用的配置档），无法确定当时发送的是哪个密钥。请只保留一个同名配置档，或不以明文导出密钥。',
    },
  },
  SITE_EXPORT_SECRET_CHANGED: {
    category: 'usage',
    details: ['count', 'ids'],
    words: {
      en: '{count} call(s) cannot be exported with secrets in clear ({ids}): the secret each was sent with is no longer the one its site profile holds (changed, or the profile renamed and another made under its name), or the call was logged before the console recorded which secret a call sent. Nothing was written. Export without secrets in clear, or send those calls again and export the new ones.',
      'zh-CN': '有 {count} 个调用无法以明文导出密钥（{ids}）：其站点配置档现在保存的密钥已不是当时发送的密钥（密钥已更改，或配置档已改名、并有另一个配置档使用了原名），或该调用记录于控制台开始记录调用所用密钥之前。未写入任何文件。请不以明文导出密钥，或重新发送这些调用后导出新的调用。',
    },
  },
  SITE_EXPORT_NOT_WARNED: {
    category: 'usage',
    words: {
      en: 'An export with secrets in clear needs the console’s warning first, confirmed within 10 minutes. Nothing was written. Choose the export again and confirm the warning.',
      'zh-CN': '以明文导出密钥前须先由控制台给出警告，并在 10 分钟内确认。未写入任何文件。请重新选择导出并确认警告。',
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
