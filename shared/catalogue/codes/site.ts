// The site client's and the site profiles' codes: answers that are not a site's, routes and secrets a profile lacks.
import { defineCodes } from '../entry';

export const siteCodes = defineCodes({
  DATA_FALSE: {
    category: 'envelope',
    words: {
      en: 'The elevator application answered data false: no access was written. Check the visitor and the floors, then try again.',
      'zh-CN': '电梯应用返回 data false：未开通任何权限。请检查访客和楼层后重试。',
    },
    explain: {
      en: {
        causes: [
          'The elevator application took the request but declined to write the rules: the visitor or floors are not ones it accepts (for example floors of a building it does not serve).',
          'The site’s elevator application has a rule of its own (a visitor limit, a locked floor) that it reports only as data false.',
        ],
        next: [
          'Check the visitor with Person lookup and the floors against the floors shown there.',
          'Try again; if it is still false, export the call with Export HAR… from the Site call log and ask the site vendor why their elevator application declined.',
        ],
      },
      'zh-CN': {
        causes: ['电梯应用接收了请求，但拒绝写入规则：访客或楼层不被接受（例如其不管理的楼栋的楼层）。', '站点电梯应用有自己的规则（访客数量限制、锁定的楼层），只以 data false 返回。'],
        next: ['用“人员查询”核对访客，并对照那里显示的楼层检查所选楼层。', '重试；如果仍为 false，请在“站点调用记录”中用“导出 HAR…”导出该调用，询问站点厂商其电梯应用为何拒绝。'],
      },
    },
    guide: 'visitor-floors',
  },
  SITE_ROUTE_NOT_FOR_OPERATION: {
    category: 'usage',
    words: {
      en: 'Person lookup (L1) is not offered over the intermediary: it forwards only visitor access (L2). Choose direct or gateway.',
      'zh-CN': '中间件不提供人员查询（L1），它只转发访客通行（L2）。请选择直连或网关。',
    },
    explain: {
      en: {
        causes: [
          'The intermediary route was chosen for Person lookup, but the site’s intermediary only forwards visitor access (E2); person lookups go direct or through the gateway.',
          'The profile’s default route is intermediary, and the lookup used it.',
        ],
        next: [
          'Choose the direct or gateway route for Person lookup (or --route direct|gateway on the command line).',
          'Keep the intermediary for Visitor access only.',
        ],
      },
      'zh-CN': {
        causes: ['人员查询选择了中间件路由，但站点的中间件只转发访客通行（E2）；人员查询应走直连或网关。', '配置档的默认路由是中间件，查询使用了它。'],
        next: ['人员查询请选择直连或网关路由（命令行中为 --route direct|gateway）。', '中间件只用于访客通行。'],
      },
    },
    guide: 'visitor-floors',
  },
  SITE_CALL_NOT_FOUND: {
    category: 'not-found',
    words: {
      en: 'The site call log no longer holds this E2 call, so its chain cannot be drawn. Send the visitor access again, then show its chain.',
      'zh-CN': '站点调用日志中已没有这次 E2 调用，无法绘制其调用链。请重新发送访客授权，然后查看其调用链。',
    },
    explain: {
      en: {
        causes: [
          'The console’s Site call log keeps only its last few megabytes of calls, and newer calls (a batch, many lookups) pushed this one out.',
          'The call was made from another window’s data directory or on another laptop, or it was not a visitor access (E2) call.',
        ],
        next: ['Send the visitor access again (the same floors change nothing), then press Show chain on the new call.'],
      },
      'zh-CN': {
        causes: ['控制台的“站点调用记录”只保留最近几 MB 的调用，较新的调用（批量、大量查询）把这次挤掉了。', '该调用是在其他数据目录或其他笔记本上发起的，或者它不是访客通行（E2）调用。'],
        next: ['再次发送访客通行（相同楼层不会改变任何内容），然后对新调用点击“查看调用链”。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_NO_ZONE_SERVICE: {
    category: 'usage',
    details: ['profile'],
    words: {
      en: 'The profile “{profile}” names no common component service, so the site’s zone pages (E4) cannot be read. Add its address in the site profile.',
      'zh-CN': '配置档“{profile}”没有填写公共组件服务，无法读取站点的区域分页（E4）。请在站点配置档中填写其地址。',
    },
    explain: {
      en: {
        causes: [
          'The site profile was made without the common component service (E4), which is optional for lookups but needed for floor names and zone pages.',
          'The profile was imported from a colleague who did not use floor names.',
        ],
        next: [
          'Ask the site administrator for the address of the common component service (E4).',
          'Add it to the site profile in the Site view (Common component service URL), then run Check the active profile.',
        ],
      },
      'zh-CN': {
        causes: ['站点配置档创建时未填写公共组件服务（E4）；它对查询是可选的，但楼层名称和区域页面需要它。', '配置档是从不使用楼层名称的同事那里导入的。'],
        next: ['向站点管理员索取公共组件服务（E4）的地址。', '在“站点”视图中把它填入站点配置档（公共组件服务地址），然后点击“检查当前配置档”。'],
      },
    },
    guide: 'visitor-floors',
  },
  SITE_ROUTE_NOT_CONFIGURED: {
    category: 'usage',
    details: ['route'],
    words: {
      en: 'The active profile has no {route} route. Add its address in the site profile, or choose another route.',
      'zh-CN': '当前配置档没有 {route} 路由。请在站点配置档中填写其地址，或选择其他路由。',
    },
    explain: {
      en: {
        causes: [
          'The route chosen (gateway or intermediary) has no address in the active site profile: the profile was made for direct calls only.',
          'The command line’s --route names a route this profile does not have.',
        ],
        next: [
          'Add the gateway base URL or intermediary base URL to the site profile in the Site view.',
          'Or choose a route the profile has (its default route).',
        ],
      },
      'zh-CN': {
        causes: ['所选路由（网关或中间件）在当前站点配置档中没有地址：该配置档只为直连而建。', '命令行的 --route 指定了该配置档没有的路由。'],
        next: ['在“站点”视图中为站点配置档填写网关根地址或中间件根地址。', '或选择配置档已有的路由（其默认路由）。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_SECRET_MISSING: {
    category: 'usage',
    details: ['profile', 'auth'],
    words: {
      en: 'The profile “{profile}” uses {auth} authentication but its secret is not set. Enter it in the site profile, then try again.',
      'zh-CN': '配置档“{profile}”使用 {auth} 认证，但尚未设置密钥。请在站点配置档中填写后重试。',
    },
    explain: {
      en: {
        causes: [
          'The profile was imported or copied without its secret: profiles are shared without secrets on purpose.',
          'The secrets store was reset, or this is another laptop or a fresh portable copy, so the token or header value is not here.',
        ],
        next: [
          'Get the token or header value from the site administrator (never over an open chat).',
          'Enter it in the site profile (Site view), then try again.',
        ],
      },
      'zh-CN': {
        causes: ['配置档是在没有密钥的情况下导入或复制的：共享配置档时会有意去掉密钥。', '密钥存储已重置，或换了笔记本、新的便携副本，因此令牌或头部值不在本机。'],
        next: ['向站点管理员获取令牌或头部值（不要通过公开聊天传送）。', '在“站点”视图中将其填入站点配置档，然后重试。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_SECRET_UNSENDABLE: {
    category: 'usage',
    details: ['field', 'profile', 'position'],
    words: {
      en: 'The secret {field} of the profile “{profile}” holds, at character {position}, a line break, a control character or a character beyond Latin-1, which an HTTP header cannot carry; nothing was sent. Enter it again in the site profile, exactly as the site issued it.',
      'zh-CN': '配置档“{profile}”的密钥 {field} 在第 {position} 个字符处含有换行、控制字符或 Latin-1 以外的字符，HTTP 请求头无法携带；未发送任何内容。请在站点配置档中按站点签发的原样重新输入。',
    },
    explain: {
      en: {
        causes: [
          'The token was pasted with a line break at its end, or from a document that turned characters into full-width or typographic ones.',
          'A Chinese input method was active while typing the header value.',
        ],
        next: ['Enter the secret again in the site profile, pasting it from a plain text file or typing it with the input method set to English.'],
      },
      'zh-CN': {
        causes: ['令牌粘贴时末尾带了换行，或来源文档把字符变成了全角或排版符号。', '输入头部值时中文输入法处于开启状态。'],
        next: ['在站点配置档中重新输入密钥：从纯文本文件粘贴，或把输入法切换为英文后输入。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_NOT_JSON: {
    category: 'malformed',
    details: ['status', 'contentType', 'preview', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with something that is not JSON (content type {contentType}: “{preview}”; {route}, {url}). Check that the address points at the site service, not at a web page or a proxy login.',
      'zh-CN': '服务以 HTTP {status} 返回了非 JSON 内容（内容类型 {contentType}：“{preview}”；{route}，{url}）。请确认地址指向站点服务，而不是网页或代理登录页。',
    },
    explain: {
      en: {
        causes: [
          'The address points at a web page (a gateway’s welcome page, a management UI) rather than the site service’s API path.',
          'A captive portal or proxy login page on the site’s network answered in its place.',
        ],
        next: [
          'Check the service’s path in the site profile (for example /organization or a gateway prefix) against the site’s service list.',
          'Open the address in a browser to see what answers there; sign in to the site’s network if a login page shows.',
          'Run Check the active profile.',
        ],
      },
      'zh-CN': {
        causes: ['地址指向的是网页（网关欢迎页、管理界面），而不是站点服务的 API 路径。', '站点网络的认证门户或代理登录页面代替服务作了应答。'],
        next: ['对照站点的服务清单核对站点配置档中服务的路径（例如 /organization 或网关前缀）。', '在浏览器中打开该地址，看是什么在应答；如果显示登录页面，请先登录站点网络。', '点击“检查当前配置档”。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_JSON_CUT_SHORT: {
    category: 'malformed',
    details: ['status', 'contentType', 'contentEncoding', 'bytes', 'ending', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with JSON that stops before it ends (content type {contentType}, content encoding {contentEncoding}, {bytes} bytes, ending “{ending}”; {route}, {url}): the answer was cut short by the service or by something in between, such as a gateway’s buffering or timeouts. Try again, and check the service’s logs.',
      'zh-CN': '服务返回 HTTP {status}，但其 JSON 在结束前中断（内容类型 {contentType}，内容编码 {contentEncoding}，{bytes} 字节，结尾为“{ending}”；{route}，{url}）：应答被服务本身或中间环节（例如网关的缓冲或超时设置）截断。请重试，并查看该服务的日志。',
    },
    explain: {
      en: {
        causes: [
          'A gateway or proxy cut the answer off (a buffer or size limit, a timeout while relaying).',
          'The service crashed while writing its answer, or the network dropped.',
        ],
        next: [
          'Try again on a steady network.',
          'If it repeats, export the call with Export HAR… and ask the site administrator to check the gateway’s and service’s logs at that time.',
        ],
      },
      'zh-CN': {
        causes: ['网关或代理截断了应答（缓冲区或大小限制、转发超时）。', '服务在写应答时崩溃，或网络中断。'],
        next: ['在稳定的网络下重试。', '如果反复出现，请用“导出 HAR…”导出该调用，请站点管理员检查该时间点的网关和服务日志。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_NOT_JSON_DECODED: {
    category: 'malformed',
    details: ['status', 'contentEncoding', 'contentType', 'preview', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with a {contentEncoding}-compressed body that is still not JSON once decompressed (content type {contentType}: “{preview}”; {route}, {url}). Check what the gateway in between compresses and relays.',
      'zh-CN': '服务以 HTTP {status} 返回了 {contentEncoding} 压缩的内容，解压后仍不是 JSON（内容类型 {contentType}：“{preview}”；{route}，{url}）。请检查中间网关压缩和转发的内容。',
    },
    explain: {
      en: {
        causes: ['A gateway compresses an error or web page in place of the service’s answer, or the address is not the service.'],
        next: [
          'Check the address in the site profile.',
          'Export the call with Export HAR… and ask the site administrator what the gateway relays at that path.',
        ],
      },
      'zh-CN': {
        causes: ['网关压缩的是错误页或网页，而不是服务的应答；或者地址不是该服务。'],
        next: ['核对站点配置档中的地址。', '用“导出 HAR…”导出该调用，询问站点管理员网关在该路径转发的是什么。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_ENCODING_UNSUPPORTED: {
    category: 'malformed',
    details: ['status', 'contentEncoding', 'contentType', 'route', 'url'],
    words: {
      en: 'The service answered HTTP {status} with a body compressed as {contentEncoding}, which the console does not decode (it asks for gzip, deflate or br; content type {contentType}; {route}, {url}). Configure the gateway to send gzip or no compression.',
      'zh-CN': '服务以 HTTP {status} 返回了 {contentEncoding} 压缩的内容，控制台无法解码（控制台只接受 gzip、deflate 或 br；内容类型 {contentType}；{route}，{url}）。请将网关配置为发送 gzip 或不压缩。',
    },
    explain: {
      en: {
        causes: [
          'The site’s gateway is set to compress with a method the console does not decode (such as zstd), ignoring what the console asks for.',
        ],
        next: [
          'Export the call with Export HAR… and ask the site administrator to configure the gateway to send gzip or no compression on this route.',
          'Meanwhile try the direct route if the profile has one.',
        ],
      },
      'zh-CN': {
        causes: ['站点网关被配置为使用控制台无法解码的压缩方式（例如 zstd），而不理会控制台的请求。'],
        next: ['用“导出 HAR…”导出该调用，请站点管理员把该路由上的网关配置为 gzip 或不压缩。', '在此期间，如果配置档有直连路由，可以试试直连。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_NOT_ENVELOPE: {
    category: 'malformed',
    details: ['route', 'url'],
    words: {
      en: 'The service answered JSON that is not a site envelope ({route}, {url}). Check the address, or set the envelope field names in the profile.',
      'zh-CN': '服务返回的 JSON 不是站点响应信封（{route}，{url}）。请检查地址，或在配置档中设置信封字段名。',
    },
    explain: {
      en: {
        causes: [
          'The address points at another JSON service (a health check, another vendor’s API), not the site service.',
          'The site’s services use other envelope field names than success, code, msg and data (another vendor’s platform).',
        ],
        next: [
          'Check the address in the site profile.',
          'If the address is right, compare the answer (Show chain) with the site’s API description and set the envelope field names in the site profile.',
        ],
      },
      'zh-CN': {
        causes: ['地址指向的是其他 JSON 服务（健康检查、其他厂商的 API），而不是站点服务。', '站点服务使用的信封字段名不是 success、code、msg 和 data（其他厂商的平台）。'],
        next: ['核对站点配置档中的地址。', '如果地址正确，请把应答（查看调用链）与站点的 API 说明对照，并在站点配置档中设置信封字段名。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_HTTP_STATUS: {
    category: 'http',
    details: ['status', 'preview', 'route', 'url', 'advice'],
    words: {
      en: 'The service answered HTTP {status} without a site answer (“{preview}”; {route}, {url}). {advice}',
      'zh-CN': '服务返回 HTTP {status}，但不是站点的应答（“{preview}”；{route}，{url}）。{advice}',
    },
    explain: {
      en: {
        causes: [
          'The gateway or web server answered an error status itself (404 for a wrong path or prefix, 401 or 403 for missing or wrong authentication, 502 or 503 when the service behind it is down).',
          'The profile’s path or gateway prefix does not match where the service is published.',
        ],
        next: [
          'Read the advice in the message for this status, and check the path, prefix and authentication in the site profile.',
          'Run Check the active profile; export the call with Export HAR… for the site administrator if the status comes from their gateway.',
        ],
      },
      'zh-CN': {
        causes: ['网关或 Web 服务器自己返回了错误状态（路径或前缀错误时为 404，认证缺失或错误时为 401 或 403，后端服务停止时为 502 或 503）。', '配置档中的路径或网关前缀与服务实际发布的位置不符。'],
        next: ['阅读信息中针对该状态的建议，并检查站点配置档中的路径、前缀和认证。', '点击“检查当前配置档”；如果状态来自站点网关，请用“导出 HAR…”导出该调用发给站点管理员。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_UNEXPECTED_DATA: {
    category: 'malformed',
    details: ['route', 'url'],
    words: {
      en: 'The service answered success, but not with the data this operation returns ({route}, {url}). Check that the address points at the right service.',
      'zh-CN': '服务返回成功，但数据不是该操作应返回的内容（{route}，{url}）。请确认地址指向正确的服务。',
    },
    explain: {
      en: {
        causes: [
          'The profile’s address for one service points at another (the elevator application’s address in the organization service field, or the other way round).',
          'The site runs another version of the service whose data differs from the site API.',
        ],
        next: [
          'Check which address is in which field of the site profile (E1 organization, E2 elevator application).',
          'If they are right, export the call with Export HAR… and send it to the site vendor.',
        ],
      },
      'zh-CN': {
        causes: ['配置档中某个服务的地址指向了另一个服务（把电梯应用地址填进了组织服务字段，或反之）。', '站点运行的服务版本不同，其数据与站点 API 不一致。'],
        next: ['检查站点配置档中每个字段（E1 组织服务、E2 电梯应用）填的地址。', '如果地址正确，请用“导出 HAR…”导出该调用发给站点厂商。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_PROBE_SUCCESS: {
    category: 'malformed',
    details: ['route', 'url'],
    words: {
      en: 'The service answered success to the probe’s made-up id, which no site has ({route}, {url}): a working service answers that it knows no such person, or that the request lacks a visitor. This is something else at that address (a health page, a stub, a gateway’s catch-all): check the address.',
      'zh-CN': '服务对探测用的虚构编号（任何站点都没有）返回了成功（{route}，{url}）：正常工作的服务会回答没有该人员，或请求缺少访客。该地址上是别的东西（健康检查页、桩服务或网关的兜底路由）：请检查地址。',
    },
    explain: {
      en: {
        causes: [
          'The address answers success to anything: a health page, a stub or mock left by the integrator, or a gateway that swallows requests.',
          'The path points at the service’s root rather than its API.',
        ],
        next: [
          'Check the service paths in the site profile against the site’s service list.',
          'Ask the site administrator what runs at that address, then run Check the active profile again.',
        ],
      },
      'zh-CN': {
        causes: ['该地址对任何请求都返回成功：健康检查页面、集成商留下的桩或模拟服务，或吞掉请求的网关。', '路径指向服务的根，而不是其 API。'],
        next: ['对照站点的服务清单核对站点配置档中的服务路径。', '询问站点管理员该地址运行的是什么，然后再次点击“检查当前配置档”。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_INVALID: {
    category: 'validation',
    details: ['count', 'first'],
    words: {
      en: 'The site profile has {count} problem(s); the first: {first}',
      'zh-CN': '站点配置档有 {count} 个问题；第一个：{first}',
    },
    explain: {
      en: {
        causes: [
          'A field of the profile was left empty or holds a value the console does not accept (an address without http://, a timeout of zero).',
          'A profile imported from a colleague or an older console lacks fields or has extra ones.',
        ],
        next: ['Correct the first problem named in the message in the site profile form, then save; the rest show in turn.'],
      },
      'zh-CN': {
        causes: ['配置档的某个字段为空，或取值不被控制台接受（地址缺少 http://、超时为零）。', '从同事或旧版控制台导入的配置档缺少字段或多了字段。'],
        next: ['在站点配置档表单中修正信息中指出的第一个问题，然后保存；其余问题会依次显示。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_NOT_JSON: {
    category: 'validation',
    details: ['source', 'reason'],
    words: {
      en: '{source} is not JSON ({reason}). A site profile is one JSON object.',
      'zh-CN': '{source} 不是 JSON（{reason}）。站点配置档是一个 JSON 对象。',
    },
    explain: {
      en: {
        causes: [
          'Only part of the profile was copied from a chat or email, or the chat turned quotes into typographic ones.',
          'A file that is not a profile was chosen for import.',
        ],
        next: ['Ask for the profile as a file (it is one JSON object) and import it with Import in the Site view.'],
      },
      'zh-CN': {
        causes: ['从聊天或邮件中只复制了配置档的一部分，或聊天软件把引号变成了排版引号。', '导入时选择的文件不是配置档。'],
        next: ['请对方以文件形式发送配置档（它是一个 JSON 对象），并在“站点”视图中用“导入”导入。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_NOT_FOUND: {
    category: 'not-found',
    words: {
      en: 'This site profile no longer exists (deleted in another window?). Reload the list.',
      'zh-CN': '该站点配置档已不存在（可能已在其他窗口删除）。请重新加载列表。',
    },
    explain: {
      en: {
        causes: ['The profile was deleted or renamed in another window or browser tab of the console while this one showed it.'],
        next: ['Reload the list of site profiles and choose the profile again.'],
      },
      'zh-CN': {
        causes: ['本窗口显示该配置档期间，它在控制台的另一个窗口或浏览器标签页中被删除或重命名。'],
        next: ['重新加载站点配置档列表，然后重新选择该配置档。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_NAME_TAKEN: {
    category: 'usage',
    details: ['name'],
    words: {
      en: 'Another site profile is already named “{name}”. Give this one a name of its own: every call is logged under its profile’s name.',
      'zh-CN': '已有另一个站点配置档名为“{name}”。请为此配置档另起名称：每次调用都按其配置档名称记入日志。',
    },
    explain: {
      en: {
        causes: ['A profile with the same name was imported or duplicated earlier (a colleague’s profile for the same site, the demo profile).'],
        next: ['Give this profile a name of its own, for example the site’s name with the route or the date.'],
      },
      'zh-CN': {
        causes: ['之前已导入或复制过同名的配置档（同事为同一站点做的配置档、演示配置档）。'],
        next: ['为该配置档另取一个名称，例如站点名称加上路由或日期。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_NO_PROFILE: {
    category: 'usage',
    words: {
      en: 'No site profile is active. Create one in the Site view, or start the demo site, then try again.',
      'zh-CN': '没有启用的现场配置。请在“现场”视图中创建一个，或启动演示现场，然后重试。',
    },
    explain: {
      en: {
        causes: [
          'This is the console’s first start on this laptop, or the active profile was deleted.',
          'On the command line, the data directory is another one than the window’s, or --profile was not given.',
        ],
        next: [
          'Create a site profile in the Site view (New profile) or import one from a colleague.',
          'Or press Start the demo site to try the console first.',
          'On the command line, give --profile <file>.',
        ],
      },
      'zh-CN': {
        causes: ['这是控制台在本机上的首次启动，或当前配置档已被删除。', '在命令行中，数据目录与窗口使用的不同，或未提供 --profile。'],
        next: ['在“站点”视图中新建站点配置档（新建配置档），或导入同事的配置档。', '或点击“启动演示站点”，先试用控制台。', '在命令行中使用 --profile <文件>。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_CALL_LOG_FAILED: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The site call log {path} could not be written: calls still work, but some are missing from the log. Free disk space.',
      'zh-CN': '无法写入站点调用记录 {path}：调用仍可进行，但记录中缺少部分调用。请释放磁盘空间。',
    },
    explain: {
      en: {
        causes: [
          'The laptop’s disk is full, or the console’s data directory became read-only (a USB stick for a portable copy was write-protected or removed).',
        ],
        next: [
          'Free disk space, or check that the data directory is writable.',
          'Calls still work; redo the ones you need for the evidence pack afterwards, since the log is missing them.',
        ],
      },
      'zh-CN': {
        causes: ['笔记本磁盘已满，或控制台的数据目录变为只读（便携副本所在的 U 盘开启了写保护或被拔出）。'],
        next: ['释放磁盘空间，或确认数据目录可写。', '调用仍可正常进行；之后请重新执行证据包需要的调用，因为记录中缺少它们。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_PROFILES_UNREADABLE: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The site profiles file {path} cannot be read. Its previous version is kept as {path}.bak.',
      'zh-CN': '无法读取站点配置档文件 {path}。上一版本保存在 {path}.bak。',
    },
    explain: {
      en: {
        causes: [
          'The site profiles file was damaged: the laptop lost power or the console was killed while saving, or the disk has a fault.',
          'The file was edited by hand or copied in from another console version.',
        ],
        next: [
          'Close the console; the previous version of the file is kept beside it, ending in .bak.',
          'Copy the .bak file over the damaged one, then start the console again; or import the profiles again from your colleagues’ or your own exports.',
        ],
      },
      'zh-CN': {
        causes: ['站点配置档文件已损坏：保存时笔记本断电或控制台被强制结束，或磁盘有故障。', '文件被手工编辑过，或是从其他版本的控制台复制来的。'],
        next: ['关闭控制台；该文件的上一个版本保留在其旁边，以 .bak 结尾。', '用 .bak 文件覆盖损坏的文件，然后重新启动控制台；或从同事或自己导出的文件重新导入配置档。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_EXPORT_TYPE: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} does not end in the export’s file type: a HAR file ends in .har, cURL command lines in .sh (or .txt). Change the name.',
      'zh-CN': '{path} 的扩展名与导出类型不符：HAR 文件以 .har 结尾，cURL 命令行以 .sh（或 .txt）结尾。请修改文件名。',
    },
    explain: {
      en: {
        causes: ['The file name was typed without its extension, or with the extension of the other export (.har for cURL, .sh for HAR).'],
        next: ['End the name with .har for Export HAR…, or .sh (or .txt) for Export cURL….'],
      },
      'zh-CN': {
        causes: ['输入文件名时漏掉了扩展名，或用了另一种导出的扩展名（cURL 用了 .har，HAR 用了 .sh）。'],
        next: ['“导出 HAR…”的文件名以 .har 结尾，“导出 cURL…”以 .sh（或 .txt）结尾。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_RESERVED_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is one of the console’s own files. Choose a file elsewhere.',
      'zh-CN': '{path} 是控制台自己的文件。请选择其他位置的文件。',
    },
    explain: {
      en: {
        causes: ['The export was pointed at the console’s own data directory, for example at the call log itself.'],
        next: ['Choose a file in a folder of your own (documents, a USB stick).'],
      },
      'zh-CN': {
        causes: ['导出目标指向了控制台自己的数据目录，例如调用记录文件本身。'],
        next: ['在自己的文件夹（文档、U 盘）中选择文件。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_LINK: {
    category: 'io',
    details: ['path'],
    words: {
      en: '{path} is a symbolic link or not a file: the console does not write exports through links. Choose another file name.',
      'zh-CN': '{path} 是符号链接或不是普通文件：控制台不会通过链接写入导出文件。请换一个文件名。',
    },
    explain: {
      en: {
        causes: ['The name chosen is a symbolic link or a folder, for example a shortcut made on a shared laptop.'],
        next: ['Choose another file name in a real folder.'],
      },
      'zh-CN': {
        causes: ['所选名称是符号链接或文件夹，例如共用笔记本上创建的快捷方式。'],
        next: ['在实际的文件夹中换一个文件名。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_IO: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The export cannot be written to {path}. Choose a folder you can write to.',
      'zh-CN': '无法将导出写入 {path}。请选择您有写入权限的文件夹。',
    },
    explain: {
      en: {
        causes: ['The folder is read-only, belongs to another user, or is on a USB stick that was removed or is full.'],
        next: ['Choose a folder you can write to and export again.'],
      },
      'zh-CN': {
        causes: ['文件夹为只读、属于其他用户，或位于已拔出或已满的 U 盘上。'],
        next: ['选择可写入的文件夹后重新导出。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_NOTHING: {
    category: 'not-found',
    words: {
      en: 'No site call matches the filter, so there is nothing to export. Change the filter, or make a call first.',
      'zh-CN': '没有符合筛选条件的站点调用，无可导出。请修改筛选条件，或先发起一次调用。',
    },
    explain: {
      en: {
        causes: [
          'The filter in the Site call log (operation, route, outcome or search text) matches no call, or no call has been made yet with this console.',
        ],
        next: ['Clear or change the filter so that the calls you want are shown, or make the call first, then export.'],
      },
      'zh-CN': {
        causes: ['“站点调用记录”中的筛选条件（操作、路由、结果或搜索文字）没有匹配的调用，或本控制台还没有发起过调用。'],
        next: ['清除或修改筛选条件，使所需调用显示出来；或先发起调用，再导出。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_CALL_NOT_FOUND: {
    category: 'not-found',
    details: ['id'],
    words: {
      en: 'The site call log no longer holds call {id} (it keeps the last 4 to 8 MiB of calls). Make the call again, then export it.',
      'zh-CN': '站点调用记录中已没有调用 {id}（记录只保留最近 4 到 8 MiB 的调用）。请重新发起该调用，再导出。',
    },
    explain: {
      en: {
        causes: [
          'The call log keeps only its last few megabytes of calls, and newer calls (a batch, many lookups) pushed this one out.',
          'The trace id given with --id was mistyped or comes from another laptop.',
        ],
        next: ['Make the call again, then export it right away.', 'Export calls for the site vendor soon after they happen, before a batch runs.'],
      },
      'zh-CN': {
        causes: ['调用记录只保留最近几 MB 的调用，较新的调用（批量、大量查询）把这次挤掉了。', '通过 --id 提供的跟踪编号输错了，或来自其他笔记本。'],
        next: ['重新发起该调用，然后立即导出。', '为站点厂商导出调用时，请在调用后尽快导出，不要等批量运行之后。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_SECRET_UNKNOWN: {
    category: 'usage',
    details: ['profile', 'id'],
    words: {
      en: 'The secret of the site profile “{profile}”, which made call {id}, is not in the secrets store (no stored profile has that name, or its secret is not set). Export without secrets in clear.',
      'zh-CN': '发起调用 {id} 的站点配置档“{profile}”的密钥不在密钥存储中（没有同名的已保存配置档，或其密钥未设置）。请不以明文导出密钥。',
    },
    explain: {
      en: {
        causes: ['The profile that made the call was deleted or renamed since, or its secret was never stored on this laptop (an imported profile).'],
        next: [
          'Export without secrets in clear: the vendor can still replay the calls with their own token.',
          'If the vendor must have the secret, give it to them another way, not in the export.',
        ],
      },
      'zh-CN': {
        causes: ['发起该调用的配置档此后已被删除或重命名，或其密钥从未保存在本机（导入的配置档）。'],
        next: ['不含明文密钥导出：厂商仍可用自己的令牌重放这些调用。', '如果厂商确实需要密钥，请通过其他途径提供，而不要放在导出文件中。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_SECRET_AMBIGUOUS: {
    category: 'usage',
    details: ['count', 'profile', 'id'],
    words: {
      en: '{count} stored site profiles are named “{profile}” (the profile of call {id}), so which secret it sent is not certain. Rename all but one, or export without secrets in clear.',
      'zh-CN': '有 {count} 个已保存的站点配置档名为“{profile}”（调用 {id} 所用的配置档），无法确定当时发送的是哪个密钥。请只保留一个同名配置档，或不以明文导出密钥。',
    },
    explain: {
      en: {
        causes: [
          'Two or more stored site profiles share the same name (duplicated or imported twice), so which secret the call used is not certain.',
        ],
        next: ['Rename all but one of the profiles of that name in the Site view, then export again.', 'Or export without secrets in clear.'],
      },
      'zh-CN': {
        causes: ['有两个或更多已保存的站点配置档同名（复制或重复导入），因此无法确定调用用的是哪个密钥。'],
        next: ['在“站点”视图中把同名的配置档只保留一个名称，其余改名，然后重新导出。', '或不含明文密钥导出。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_SECRET_CHANGED: {
    category: 'usage',
    details: ['count', 'ids'],
    words: {
      en: '{count} call(s) cannot be exported with secrets in clear ({ids}): the secret each was sent with is no longer the one its site profile holds (changed, or the profile renamed and another made under its name), or the call was logged before the console recorded which secret a call sent. Nothing was written. Export without secrets in clear, or send those calls again and export the new ones.',
      'zh-CN': '有 {count} 个调用无法以明文导出密钥（{ids}）：其站点配置档现在保存的密钥已不是当时发送的密钥（密钥已更改，或配置档已改名、并有另一个配置档使用了原名），或该调用记录于控制台开始记录调用所用密钥之前。未写入任何文件。请不以明文导出密钥，或重新发送这些调用后导出新的调用。',
    },
    explain: {
      en: {
        causes: [
          'The site’s token was changed in the profile after these calls were made (rotated by the site, or typed again), so the secret they carried is no longer known.',
          'The profile was renamed and another profile was made under its old name, or the calls were logged before a console restart.',
        ],
        next: ['Export these calls without secrets in clear, or make them again with the current secret and export the new ones.'],
      },
      'zh-CN': {
        causes: ['发起这些调用后，配置档中的站点令牌已更改（站点更换了令牌，或重新输入过），它们所用的密钥已不可知。', '配置档被重命名后又用原名新建了配置档，或这些调用是在控制台重启前记录的。'],
        next: ['不含明文密钥导出这些调用，或用当前密钥重新发起调用后导出新调用。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_EXPORT_NOT_WARNED: {
    category: 'usage',
    words: {
      en: 'An export with secrets in clear needs the console’s warning first, confirmed within 10 minutes. Nothing was written. Choose the export again and confirm the warning.',
      'zh-CN': '以明文导出密钥前须先由控制台给出警告，并在 10 分钟内确认。未写入任何文件。请重新选择导出并确认警告。',
    },
    explain: {
      en: {
        causes: [
          'An export with secrets in clear was asked for without the console’s warning being confirmed, or the confirmation is more than 10 minutes old.',
        ],
        next: [
          'Choose the export again, read the warning and press Export with secrets within 10 minutes.',
          'Prefer an export without secrets when it is enough for the vendor.',
        ],
      },
      'zh-CN': {
        causes: ['请求了明文包含密钥的导出，但没有确认控制台的警告，或确认已超过 10 分钟。'],
        next: ['重新选择导出，阅读警告，并在 10 分钟内点击“包含密钥导出”。', '如果不含密钥的导出对厂商已足够，请优先使用它。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_DATA_FALSE: {
    category: 'envelope',
    words: {
      en: 'The elevator application answered success with data false: nothing was granted.',
      'zh-CN': '电梯应用返回成功但 data 为 false：未开通任何楼层。',
    },
    explain: {
      en: {
        causes: [
          'The elevator application answered success but with data false: it accepted the request and granted nothing, for reasons it does not say (a visitor or floor it declines, a rule of its own).',
        ],
        next: [
          'Check the visitor with Person lookup and the floors against those shown there, then try again.',
          'If it stays false, export the call with Export HAR… from the Site call log and ask the site vendor why their elevator application declined.',
        ],
      },
      'zh-CN': {
        causes: ['电梯应用返回成功但 data 为 false：接受了请求却没有开通任何内容，也未说明原因（拒绝的访客或楼层、其自身的规则）。'],
        next: ['用“人员查询”核对访客，并对照那里显示的楼层检查所选楼层，然后重试。', '如果仍为 false，请在“站点调用记录”中用“导出 HAR…”导出该调用，询问站点厂商其电梯应用为何拒绝。'],
      },
    },
    guide: 'visitor-floors',
  },
});
