// The site client's codes: a call's route and secrets, and answers that are not a site's.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { siteCallCodes } from '../codes/site-call';

export const siteCallExplanations = defineExplanations<typeof siteCallCodes>()({
  DATA_FALSE: {
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
        causes: [
          '电梯应用接收了请求，但拒绝写入规则：访客或楼层不被接受（例如其不管理的楼栋的楼层）。',
          '站点电梯应用有自己的规则（访客数量限制、锁定的楼层），只以 data false 返回。',
        ],
        next: [
          '用“人员查询”核对访客，并对照那里显示的楼层检查所选楼层。',
          '重试；如果仍为 false，请在“站点调用记录”中用“导出 HAR…”导出该调用，询问站点厂商其电梯应用为何拒绝。',
        ],
      },
    },
    guide: 'visitor-floors',
  },
  SITE_ROUTE_NOT_FOR_OPERATION: {
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
        causes: [
          '人员查询选择了中间件路由，但站点的中间件只转发访客通行（E2）；人员查询应走直连或网关。',
          '配置档的默认路由是中间件，查询使用了它。',
        ],
        next: ['人员查询请选择直连或网关路由（命令行中为 --route direct|gateway）。', '中间件只用于访客通行。'],
      },
    },
    guide: 'visitor-floors',
  },
  SITE_NO_ZONE_SERVICE: {
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
        causes: [
          '站点配置档创建时未填写公共组件服务（E4）；它对查询是可选的，但楼层名称和区域页面需要它。',
          '配置档是从不使用楼层名称的同事那里导入的。',
        ],
        next: [
          '向站点管理员索取公共组件服务（E4）的地址。',
          '在“站点”视图中把它填入站点配置档（公共组件服务地址），然后点击“检查当前配置档”。',
        ],
      },
    },
    guide: 'visitor-floors',
  },
  SITE_ROUTE_NOT_CONFIGURED: {
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
        causes: [
          '所选路由（网关或中间件）在当前站点配置档中没有地址：该配置档只为直连而建。',
          '命令行的 --route 指定了该配置档没有的路由。',
        ],
        next: ['在“站点”视图中为站点配置档填写网关根地址或中间件根地址。', '或选择配置档已有的路由（其默认路由）。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_SECRET_MISSING: {
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
        causes: [
          '配置档是在没有密钥的情况下导入或复制的：共享配置档时会有意去掉密钥。',
          '密钥存储已重置，或换了笔记本、新的便携副本，因此令牌或头部值不在本机。',
        ],
        next: ['向站点管理员获取令牌或头部值（不要通过公开聊天传送）。', '在“站点”视图中将其填入站点配置档，然后重试。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_SECRET_UNSENDABLE: {
    explain: {
      en: {
        causes: [
          'The token was pasted with a line break at its end, or from a document that turned characters into full-width or typographic ones.',
          'A Chinese input method was active while typing the header value.',
        ],
        next: [
          'Enter the secret again in the site profile, pasting it from a plain text file or typing it with the input method set to English.',
        ],
      },
      'zh-CN': {
        causes: ['令牌粘贴时末尾带了换行，或来源文档把字符变成了全角或排版符号。', '输入头部值时中文输入法处于开启状态。'],
        next: ['在站点配置档中重新输入密钥：从纯文本文件粘贴，或把输入法切换为英文后输入。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_NOT_JSON: {
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
        causes: [
          '地址指向的是网页（网关欢迎页、管理界面），而不是站点服务的 API 路径。',
          '站点网络的认证门户或代理登录页面代替服务作了应答。',
        ],
        next: [
          '对照站点的服务清单核对站点配置档中服务的路径（例如 /organization 或网关前缀）。',
          '在浏览器中打开该地址，看是什么在应答；如果显示登录页面，请先登录站点网络。',
          '点击“检查当前配置档”。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_JSON_CUT_SHORT: {
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
        next: [
          '用“导出 HAR…”导出该调用，请站点管理员把该路由上的网关配置为 gzip 或不压缩。',
          '在此期间，如果配置档有直连路由，可以试试直连。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_NOT_ENVELOPE: {
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
        causes: [
          '地址指向的是其他 JSON 服务（健康检查、其他厂商的 API），而不是站点服务。',
          '站点服务使用的信封字段名不是 success、code、msg 和 data（其他厂商的平台）。',
        ],
        next: ['核对站点配置档中的地址。', '如果地址正确，请把应答（查看调用链）与站点的 API 说明对照，并在站点配置档中设置信封字段名。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_HTTP_STATUS: {
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
        causes: [
          '网关或 Web 服务器自己返回了错误状态（路径或前缀错误时为 404，认证缺失或错误时为 401 或 403，后端服务停止时为 502 或 503）。',
          '配置档中的路径或网关前缀与服务实际发布的位置不符。',
        ],
        next: [
          '阅读信息中针对该状态的建议，并检查站点配置档中的路径、前缀和认证。',
          '点击“检查当前配置档”；如果状态来自站点网关，请用“导出 HAR…”导出该调用发给站点管理员。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_UNEXPECTED_DATA: {
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
        causes: [
          '配置档中某个服务的地址指向了另一个服务（把电梯应用地址填进了组织服务字段，或反之）。',
          '站点运行的服务版本不同，其数据与站点 API 不一致。',
        ],
        next: ['检查站点配置档中每个字段（E1 组织服务、E2 电梯应用）填的地址。', '如果地址正确，请用“导出 HAR…”导出该调用发给站点厂商。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  SITE_PROBE_SUCCESS: {
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
        causes: [
          '该地址对任何请求都返回成功：健康检查页面、集成商留下的桩或模拟服务，或吞掉请求的网关。',
          '路径指向服务的根，而不是其 API。',
        ],
        next: ['对照站点的服务清单核对站点配置档中的服务路径。', '询问站点管理员该地址运行的是什么，然后再次点击“检查当前配置档”。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_DATA_FALSE: {
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
        next: [
          '用“人员查询”核对访客，并对照那里显示的楼层检查所选楼层，然后重试。',
          '如果仍为 false，请在“站点调用记录”中用“导出 HAR…”导出该调用，询问站点厂商其电梯应用为何拒绝。',
        ],
      },
    },
    guide: 'visitor-floors',
  },
});
