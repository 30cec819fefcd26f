// The authorization client's and its selfhosted backend's codes, the license service's own among them.
import { defineCodes } from '../entry';

export const licenseCodes = defineCodes({
  AUTH_CONFIG_INVALID: {
    category: 'validation',
    details: ['errorCount'],
    words: {
      en: 'The configuration document has {errorCount} error(s), so it was not initialized. Fix them in the configuration editor, then initialize again.',
      'zh-CN': '配置文档有 {errorCount} 个错误，未能初始化。请在配置编辑器中修正后重新初始化。',
    },
    explain: {
      en: {
        causes: [
          'The configuration document still has errors: a required field for its scenario is missing, a key is misspelt, or a value has the wrong type.',
          'The document was edited by hand after it was last checked, or comes from an older template.',
        ],
        next: [
          'Open the document in the Configuration view and fix the errors listed there (or run site-console validate <file>).',
          'Then press Initialize again in the License view.',
        ],
      },
      'zh-CN': {
        causes: ['配置文档仍有错误：缺少其业务场景所需的字段、键名拼写错误，或取值类型不对。', '文档在上次检查后被手工修改过，或来自旧模板。'],
        next: ['在“配置”视图中打开文档并修正列出的错误（或运行 site-console validate <文件>）。', '然后在“授权”视图中再次点击“初始化”。'],
      },
    },
    guide: 'configuration',
  },
  AUTH_NOT_INITIALIZED: {
    category: 'usage',
    words: {
      en: 'No configuration document is initialized. Initialize one first.',
      'zh-CN': '尚未初始化配置文档。请先初始化。',
    },
    explain: {
      en: {
        causes: [
          'Activate, check or status was used before a configuration document was initialized in this session.',
          'The console was restarted, or the document was closed, since it was last initialized.',
        ],
        next: [
          'In the License view, choose the document (from the configuration editor or a template) and press Initialize, then try again.',
          'On the command line, give --config <file>; every license action initializes with it first.',
        ],
      },
      'zh-CN': {
        causes: ['在本次会话中尚未初始化配置文档，就执行了激活、检查或状态查询。', '自上次初始化以来，控制台已重启，或文档已被关闭。'],
        next: ['在“授权”视图中选择文档（来自配置编辑器或模板），点击“初始化”，然后重试。', '在命令行中使用 --config <文件>；每个 license 操作都会先用它初始化。'],
      },
    },
    guide: 'license',
  },
  AUTH_PROVIDER_UNAVAILABLE: {
    category: 'usage',
    details: ['provider'],
    words: {
      en: 'This console has no {provider} backend set up, so the document cannot be initialized. For licensevendor, set the “Vendor library” field under the document in this view.',
      'zh-CN': '此控制台未设置 {provider} 后端，无法初始化该文档。若是 licensevendor，请在本视图文档下方的“厂商库”字段中指定。',
    },
    explain: {
      en: {
        causes: [
          'The document names the licensevendor backend, and no vendor library is set on this laptop (a fresh install or another laptop).',
          'The document names a backend this build of the console does not have.',
        ],
        next: [
          'For licensevendor, set the vendor’s library in the Vendor library field of the License view (command line: --vendor-library <path>), then Initialize again.',
          'Otherwise check the provider field of the document with the license vendor.',
        ],
      },
      'zh-CN': {
        causes: ['文档使用的是授权厂商后端，而本机尚未设置厂商库（新安装或换了笔记本）。', '文档指定的后端在此版本的控制台中不存在。'],
        next: ['对于授权厂商后端，请在“授权”视图的“厂商库”字段中设置厂商库（命令行：--vendor-library <路径>），然后再次初始化。', '否则请与许可厂商核对文档中的 provider 字段。'],
      },
    },
    guide: 'license',
  },
  AUTH_LICENSE_KEY_EMPTY: {
    category: 'validation',
    words: {
      en: 'The license key is empty. Paste the key from the license certificate.',
      'zh-CN': '许可证密钥为空。请粘贴许可证书上的密钥。',
    },
    explain: {
      en: {
        causes: ['The license key field was left empty, or the key file given with --key-file is empty or its first line is blank.'],
        next: [
          'Paste the key from the license certificate into the license key field and press Activate.',
          'On the command line, put the key alone on the first line of the --key-file file, or use --key-stdin.',
        ],
      },
      'zh-CN': {
        causes: ['许可证密钥字段为空，或 --key-file 指定的密钥文件为空、第一行是空行。'],
        next: ['把许可证书上的密钥粘贴到许可证密钥字段中，然后点击“激活”。', '在命令行中，把密钥单独写在 --key-file 文件的第一行，或使用 --key-stdin。'],
      },
    },
    guide: 'license',
  },
  AUTH_SELFHOSTED_URL: {
    category: 'validation',
    words: {
      en: 'selfhosted.baseUrl is not an http:// or https:// address. Correct it in the configuration editor.',
      'zh-CN': 'selfhosted.baseUrl 不是 http:// 或 https:// 地址。请在配置编辑器中修正。',
    },
    explain: {
      en: {
        causes: [
          'selfhosted.baseUrl was written without http:// or https://, with a typo, or with spaces copied from a document.',
          'The template’s example address was left in place.',
        ],
        next: [
          'Correct selfhosted.baseUrl in the Configuration view with the authorization service’s address from the site (http://host:port/path).',
          'Save, then Initialize again in the License view.',
        ],
      },
      'zh-CN': {
        causes: ['selfhosted.baseUrl 缺少 http:// 或 https://、有拼写错误，或带有从文档中复制来的空格。', '仍保留着模板中的示例地址。'],
        next: ['在“配置”视图中用站点提供的授权服务地址（http://主机:端口/路径）修正 selfhosted.baseUrl。', '保存后在“授权”视图中再次初始化。'],
      },
    },
    guide: 'configuration',
  },
  AUTH_SERVICE_HTTP_STATUS: {
    category: 'http',
    details: ['status', 'url', 'advice'],
    words: {
      en: 'The authorization service answered HTTP {status} without a result ({url}). {advice}',
      'zh-CN': '授权服务返回 HTTP {status}，但没有结果（{url}）。{advice}',
    },
    explain: {
      en: {
        causes: [
          'selfhosted.baseUrl points at a gateway or web server that answers an error status itself (404 for a wrong path, 401 or 403 for a gateway that wants a login, 502 or 503 when the service behind it is down).',
          'The authorization service is being restarted or upgraded.',
        ],
        next: [
          'Read the advice in the message for this status, and check selfhosted.baseUrl (host, port and path) with the site.',
          'If the address is right, ask the site administrator to check the authorization service and the gateway in front of it.',
        ],
      },
      'zh-CN': {
        causes: ['selfhosted.baseUrl 指向的网关或 Web 服务器自己返回了错误状态（路径错误时为 404，网关要求登录时为 401 或 403，后端服务停止时为 502 或 503）。', '授权服务正在重启或升级。'],
        next: ['阅读信息中针对该状态的建议，并与站点核对 selfhosted.baseUrl（主机、端口和路径）。', '如果地址正确，请站点管理员检查授权服务及其前面的网关。'],
      },
    },
    guide: 'license',
  },
  AUTH_SERVICE_MALFORMED: {
    category: 'malformed',
    details: ['url'],
    words: {
      en: 'The answer from {url} is not one of the authorization service. Check that selfhosted.baseUrl points at the authorization service.',
      'zh-CN': '{url} 的应答不是授权服务的应答。请确认 selfhosted.baseUrl 指向授权服务。',
    },
    explain: {
      en: {
        causes: [
          'selfhosted.baseUrl points at another service (a site service, a web page, a health check) rather than the authorization service.',
          'The site runs another version of the authorization service, or a proxy changes its answers.',
        ],
        next: [
          'Check selfhosted.baseUrl with the site’s list of services, and correct it in the Configuration view.',
          'On the demo site, press Use for license check in the Site view to fill it in.',
        ],
      },
      'zh-CN': {
        causes: ['selfhosted.baseUrl 指向的是其他服务（站点服务、网页、健康检查），而不是授权服务。', '站点运行的是其他版本的授权服务，或代理改动了其应答。'],
        next: ['对照站点的服务清单核对 selfhosted.baseUrl，并在“配置”视图中修正。', '在演示站点上，可在“站点”视图中点击“用于授权检查”自动填写。'],
      },
    },
    guide: 'license',
  },
  AUTH_SERVICE_ERROR: {
    category: 'envelope',
    details: ['serviceCode', 'serviceMessage'],
    words: {
      en: 'The authorization service could not do it: {serviceCode} ({serviceMessage}). Try again; if it repeats, check the service’s logs.',
      'zh-CN': '授权服务无法完成：{serviceCode}（{serviceMessage}）。请重试；若反复出现，请查看该服务的日志。',
    },
    explain: {
      en: {
        causes: ['The authorization service failed on its side (its database or storage), or refused with a code the console has no words for.'],
        next: [
          'Try again after a moment.',
          'If it repeats, note the service code and message shown and the time, and ask the site administrator to check the authorization service’s logs.',
        ],
      },
      'zh-CN': {
        causes: ['授权服务自身出错（其数据库或存储），或以控制台没有对应说明的代码拒绝。'],
        next: ['稍后重试。', '如果反复出现，请记下显示的服务代码、消息和时间，请站点管理员检查授权服务的日志。'],
      },
    },
    guide: 'license',
  },
  LICENSE_KEY_INPUT: {
    category: 'usage',
    words: {
      en: 'The license key could not be read. On the command line, give it with --key-file <file> (one line) or --key-stdin, or type it when asked; never as --key, which stays in the shell history.',
      'zh-CN': '无法读取许可证密钥。在命令行中请用 --key-file <文件>（一行）或 --key-stdin 提供，或在提示时输入；不要用 --key，它会留在命令历史中。',
    },
    explain: {
      en: {
        causes: [
          '--key was given on the command line (refused, so that the key does not stay in the shell history), or the key file could not be read.',
          'The command ran without a terminal (in a script) and neither --key-file nor --key-stdin was given.',
        ],
        next: [
          'Put the key on the first line of a file and give --key-file <file>, or pipe it in with --key-stdin.',
          'Delete the key file afterwards if it was on a shared laptop.',
        ],
      },
      'zh-CN': {
        causes: ['在命令行中使用了 --key（为避免密钥留在 shell 历史中而被拒绝），或密钥文件无法读取。', '命令在没有终端的情况下运行（在脚本中），且未提供 --key-file 或 --key-stdin。'],
        next: ['把密钥写在文件第一行并使用 --key-file <文件>，或通过 --key-stdin 管道输入。', '如果是在共用笔记本上，用完后删除密钥文件。'],
      },
    },
    guide: 'license',
  },
  LICENSE_KEY_UNKNOWN: {
    category: 'license',
    words: {
      en: 'The authorization service does not know this license key. Check the key on the license certificate (and that the address is the right service).',
      'zh-CN': '授权服务不认识此许可证密钥。请核对许可证书上的密钥（以及地址是否为正确的服务）。',
    },
    explain: {
      en: {
        causes: [
          'The key was mistyped (O for 0, I for 1) or copied with a character missing from the license certificate.',
          'The key belongs to another site, or the address is another authorization service (a test or demo one).',
        ],
        next: [
          'Compare the key character by character with the license certificate, then Activate again.',
          'Check that selfhosted.baseUrl is this site’s authorization service; if both are right, send the last four characters of the key to the license vendor.',
        ],
      },
      'zh-CN': {
        causes: ['密钥输入有误（O 与 0、I 与 1 混淆），或从许可证书复制时漏了字符。', '该密钥属于其他站点，或地址是另一个授权服务（测试或演示服务）。'],
        next: ['逐字符对照许可证书核对密钥，然后再次激活。', '确认 selfhosted.baseUrl 是本站点的授权服务；如果两者都正确，请把密钥的最后四个字符发给许可厂商。'],
      },
    },
    guide: 'license',
  },
  TENANT_KEY_REQUIRED: {
    category: 'license',
    words: {
      en: 'This license belongs to a tenant, and the document has no tenant key. Add selfhosted.tenantKey to the document and initialize again.',
      'zh-CN': '此许可证属于某个租户，而文档中没有租户密钥。请在文档中添加 selfhosted.tenantKey 后重新初始化。',
    },
    explain: {
      en: {
        causes: ['The license was issued to a tenant (a company on a shared site), and the document was written without selfhosted.tenantKey.'],
        next: [
          'Take the tenant key from the license certificate or the site administrator, add selfhosted.tenantKey in the Configuration view, and Initialize again.',
        ],
      },
      'zh-CN': {
        causes: ['该许可证是签发给租户的（共享站点中的某家公司），而文档中没有 selfhosted.tenantKey。'],
        next: ['从许可证书或站点管理员处获取租户密钥，在“配置”视图中添加 selfhosted.tenantKey，然后再次初始化。'],
      },
    },
    guide: 'configuration',
  },
  TENANT_KEY_MISMATCH: {
    category: 'license',
    words: {
      en: 'The tenant key of the document does not match the license. Check selfhosted.tenantKey with the license certificate.',
      'zh-CN': '文档的租户密钥与许可证不符。请对照许可证书核对 selfhosted.tenantKey。',
    },
    explain: {
      en: {
        causes: ['The tenant key in the document belongs to another tenant of the site, or was mistyped.', 'The license key is another tenant’s.'],
        next: [
          'Check selfhosted.tenantKey against the license certificate, correct it in the Configuration view, and Initialize again.',
          'If both match the certificate, ask the license vendor which tenant the license belongs to.',
        ],
      },
      'zh-CN': {
        causes: ['文档中的租户密钥属于站点的另一个租户，或输入有误。', '许可证密钥属于另一个租户。'],
        next: ['对照许可证书核对 selfhosted.tenantKey，在“配置”视图中修正，然后再次初始化。', '如果两者都与证书一致，请询问许可厂商该许可证属于哪个租户。'],
      },
    },
    guide: 'configuration',
  },
  SCENARIO_MISMATCH: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'The license is for another scenario ({serviceMessage}). Use a license for this scenario, or correct "scenario" in the document.',
      'zh-CN': '此许可证用于其他场景（{serviceMessage}）。请使用本场景的许可证，或修正文档中的 "scenario"。',
    },
    explain: {
      en: {
        causes: [
          'The document’s scenario (wharf, school or floating) is not the one the license was sold for: a template of another scenario was used.',
          'The license key is from another project of another scenario.',
        ],
        next: [
          'Check the scenario on the license certificate, correct "scenario" in the Configuration view (or start from the right template), and Initialize again.',
          'If the scenario is right, ask the license vendor for a license of this scenario.',
        ],
      },
      'zh-CN': {
        causes: ['文档的业务场景（wharf、school 或 floating）与许可证售出时的不同：使用了其他场景的模板。', '许可证密钥来自其他场景的其他项目。'],
        next: ['核对许可证书上的场景，在“配置”视图中修正 "scenario"（或从正确的模板开始），然后再次初始化。', '如果场景没错，请向许可厂商索取本场景的许可证。'],
      },
    },
    guide: 'configuration',
  },
  PROJECT_MISMATCH: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'The license is bound to another project ({serviceMessage}). Check floating.projectId, or use the license of this project.',
      'zh-CN': '此许可证绑定到其他项目（{serviceMessage}）。请核对 floating.projectId，或使用本项目的许可证。',
    },
    explain: {
      en: {
        causes: [
          'floating.projectId in the document is another project’s (copied from a previous site’s document).',
          'The license key is bound to another project of the same customer.',
        ],
        next: [
          'Check floating.projectId against the license certificate, correct it in the Configuration view, and Initialize again.',
          'If it is right, ask the license vendor for the license of this project.',
        ],
      },
      'zh-CN': {
        causes: ['文档中的 floating.projectId 属于其他项目（从以前站点的文档中复制来的）。', '许可证密钥绑定到同一客户的另一个项目。'],
        next: ['对照许可证书核对 floating.projectId，在“配置”视图中修正，然后再次初始化。', '如果无误，请向许可厂商索取本项目的许可证。'],
      },
    },
    guide: 'configuration',
  },
  LICENSE_EXPIRED: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'The license has expired ({serviceMessage}). Ask for a renewed license key.',
      'zh-CN': '许可证已过期（{serviceMessage}）。请申请续期的许可证密钥。',
    },
    explain: {
      en: {
        causes: ['The license’s term has ended (trial or yearly licenses), or the laptop’s or the server’s clock is far ahead.'],
        next: [
          'Check the laptop’s date and time.',
          'If they are right, send the license’s end date and the site’s name to the license vendor and ask for a renewed key; then Activate it.',
        ],
      },
      'zh-CN': {
        causes: ['许可证期限已到（试用或年度许可证），或笔记本、服务器的时钟严重超前。'],
        next: ['检查笔记本的日期和时间。', '如果时间正确，请把许可证的到期日期和站点名称发给许可厂商，索取续期密钥，然后激活。'],
      },
    },
    guide: 'license',
  },
  ACTIVATIONS_EXHAUSTED: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'Every activation of this license is in use by other consoles ({serviceMessage}). Release one, or ask for more activations.',
      'zh-CN': '此许可证的激活数已被其他控制台用完（{serviceMessage}）。请释放一个，或申请更多激活数。',
    },
    explain: {
      en: {
        causes: [
          'Other consoles (colleagues’ laptops, an old laptop, a reinstalled one) still hold every activation of this license.',
          'Each reinstall or new data directory counted as a new activation.',
        ],
        next: [
          'Release an activation on a laptop that no longer needs it, or ask the site administrator to withdraw one in the authorization service.',
          'Otherwise ask the license vendor for more activations, naming the license and how many consoles the site needs.',
        ],
      },
      'zh-CN': {
        causes: ['其他控制台（同事的笔记本、旧笔记本、重装过的笔记本）仍占用着该许可证的全部激活数。', '每次重装或使用新的数据目录都算作一次新的激活。'],
        next: ['在不再需要的笔记本上释放激活，或请站点管理员在授权服务中撤销一个。', '否则请向许可厂商申请更多激活数，说明许可证以及站点需要的控制台数量。'],
      },
    },
    guide: 'license',
  },
  NOT_ACTIVATED: {
    category: 'license',
    words: {
      en: 'This console has not activated the license (or its activation was withdrawn). Activate the license key again.',
      'zh-CN': '此控制台尚未激活该许可证（或激活已被撤销）。请重新激活许可证密钥。',
    },
    explain: {
      en: {
        causes: [
          'This console has not activated the license yet, or its state directory is another one (a portable copy, --state-dir).',
          'The site administrator withdrew this console’s activation in the authorization service.',
        ],
        next: ['Activate the license key again in the License view (command line: site-console license activate).'],
      },
      'zh-CN': {
        causes: ['本控制台尚未激活许可证，或使用的是另一个状态目录（便携副本、--state-dir）。', '站点管理员在授权服务中撤销了本控制台的激活。'],
        next: ['在“授权”视图中重新激活许可证密钥（命令行：site-console license activate）。'],
      },
    },
    guide: 'license',
  },
  AUTH_OFFLINE_UNSUPPORTED: {
    category: 'usage',
    details: ['provider'],
    words: {
      en: 'The {provider} backend has no offline activation. Activate a license key online instead.',
      'zh-CN': '{provider} 后端不支持离线激活。请改为在线激活许可证密钥。',
    },
    explain: {
      en: {
        causes: [
          'Offline activation was started for a backend that has none, typically the selfhosted authorization service, which is activated online on the site’s network.',
        ],
        next: ['Activate the license key online in the License view, with the laptop on the site’s network.'],
      },
      'zh-CN': {
        causes: ['对不支持离线激活的后端发起了离线激活，通常是自建授权服务，它应在站点网络中在线激活。'],
        next: ['把笔记本接入站点网络，在“授权”视图中在线激活许可证密钥。'],
      },
    },
    guide: 'license',
  },
  AUTH_OFFLINE_UPDATE_EMPTY: {
    category: 'validation',
    details: ['where'],
    words: {
      en: 'Nothing to apply: {where} is empty. Paste the update code the vendor sent back for the request code, or load their file.',
      'zh-CN': '没有可应用的内容：{where}为空。请粘贴厂商针对请求码返回的更新码，或载入厂商的文件。',
    },
    explain: {
      en: {
        causes: ['Apply update code was pressed before the vendor’s update code was pasted, or the file loaded is empty.'],
        next: ['Paste the update code the vendor sent back for this request code, or load their file with Load from file…, then apply.'],
      },
      'zh-CN': {
        causes: ['在粘贴厂商的更新码之前就点击了“应用更新码”，或加载的文件为空。'],
        next: ['粘贴厂商针对本请求码返回的更新码，或用“从文件载入…”载入其文件，然后应用。'],
      },
    },
    guide: 'license',
  },
  AUTH_OFFLINE_UPDATE_INVALID: {
    category: 'validation',
    details: ['where', 'position'],
    words: {
      en: 'Not an update code: {where} has a character that no update code has, at position {position}: it is not an update code, or it was changed on the way. Paste it again, unchanged, from the vendor’s answer.',
      'zh-CN': '{where}在第 {position} 个字符处含有更新码中不会出现的字符：它不是更新码，或在传递中被改动。请从厂商的答复中原样重新粘贴。',
    },
    explain: {
      en: {
        causes: [
          'Something other than the update code was pasted: the request code itself, the vendor’s whole email, or text with line breaks added by the mail program.',
          'The code was changed on its way (retyped by hand, autocorrected, a character lost from a USB stick file).',
        ],
        next: [
          'Paste the update code again, exactly as the vendor sent it, or load their file directly.',
          'If it still fails, ask the vendor to send it as a file.',
        ],
      },
      'zh-CN': {
        causes: ['粘贴的不是更新码：可能是请求码本身、厂商的整封邮件，或被邮件程序插入了换行的文本。', '更新码在传递途中被改动（手工重新输入、自动更正、U 盘文件丢失字符）。'],
        next: ['按厂商发送的原样重新粘贴更新码，或直接加载其文件。', '如果仍然失败，请让厂商以文件形式发送。'],
      },
    },
    guide: 'license',
  },
  AUTH_OFFLINE_UPDATE_TOO_LARGE: {
    category: 'validation',
    details: ['where', 'size', 'limit'],
    words: {
      en: 'Too large: {where} is {size} bytes; an update code is at most {limit} bytes. Check that this is the update code the vendor sent.',
      'zh-CN': '{where}有 {size} 字节；更新码最多 {limit} 字节。请确认这是厂商发送的更新码。',
    },
    explain: {
      en: {
        causes: ['The file loaded is not the update code: a zip, the vendor’s whole email export or another document was chosen.'],
        next: ['Choose the vendor’s update code file itself, or paste just the update code.'],
      },
      'zh-CN': {
        causes: ['加载的文件不是更新码：选了 zip、厂商整封邮件的导出或其他文档。'],
        next: ['选择厂商的更新码文件本身，或只粘贴更新码。'],
      },
    },
    guide: 'license',
  },
  AUTH_OFFLINE_ALREADY_APPLIED: {
    category: 'usage',
    details: ['appliedAt'],
    words: {
      en: 'An update code was already applied ({appliedAt}). To make a new request, choose “Start over” first.',
      'zh-CN': '已应用过更新码（{appliedAt}）。如需新的请求，请先选择“重新开始”。',
    },
    explain: {
      en: {
        causes: ['The update code for this request was already applied, and a new request was asked for without starting over.'],
        next: ['Check the license status first: it may already be activated.', 'To make a new request, press Start over, then Create request code.'],
      },
      'zh-CN': {
        causes: ['本次请求的更新码已应用过，又在未重新开始的情况下请求了新的请求码。'],
        next: ['先查看许可证状态：可能已经激活。', '如需生成新的请求码，请点击“重新开始”，再点击“生成请求码”。'],
      },
    },
    guide: 'license',
  },
  AUTH_OFFLINE_FILE: {
    category: 'io',
    details: ['path', 'reason', 'next'],
    words: {
      en: 'The file {path} could not be used ({reason}). {next}',
      'zh-CN': '无法使用文件 {path}（{reason}）。{next}',
    },
    explain: {
      en: {
        causes: [
          'The USB stick was removed or is write-protected while the request code was saved or the update code read.',
          'The folder is read-only or belongs to another user, or the file is not where the path says.',
        ],
        next: [
          'Check the USB stick or folder, and that the file is there, then try again.',
          'Otherwise copy the request or update code with the clipboard instead of a file.',
        ],
      },
      'zh-CN': {
        causes: ['保存请求码或读取更新码时，U 盘被拔出或处于写保护状态。', '文件夹为只读或属于其他用户，或文件不在路径所指的位置。'],
        next: ['检查 U 盘或文件夹，以及文件是否存在，然后重试。', '否则请通过剪贴板复制请求码或更新码，而不用文件。'],
      },
    },
    guide: 'license',
  },
  AUTH_OFFLINE_NOT_TXT_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} does not end in .txt. The request code is saved as a .txt file: end the file name with .txt.',
      'zh-CN': '{path} 的扩展名不是 .txt。请求码保存为 .txt 文件：请以 .txt 结尾命名。',
    },
    explain: {
      en: {
        causes: ['The file name for the request code was typed without .txt, or with another extension the vendor’s portal may not accept.'],
        next: ['End the file name with .txt, for example request.txt on the USB stick.'],
      },
      'zh-CN': {
        causes: ['请求码的文件名未以 .txt 结尾，或使用了厂商门户可能不接受的其他扩展名。'],
        next: ['以 .txt 结尾命名文件，例如 U 盘上的 request.txt。'],
      },
    },
    guide: 'license',
  },
  AUTH_OFFLINE_RESERVED_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is one of the console’s own files. Choose a file elsewhere (a USB stick, the desktop).',
      'zh-CN': '{path} 是控制台自身的文件。请选择其他位置的文件（U 盘、桌面）。',
    },
    explain: {
      en: {
        causes: ['The file was pointed at the console’s own data directory.'],
        next: ['Choose a file elsewhere: the USB stick you carry to the vendor, or the desktop.'],
      },
      'zh-CN': {
        causes: ['文件指向了控制台自己的数据目录。'],
        next: ['选择其他位置的文件：带给厂商的 U 盘，或桌面。'],
      },
    },
    guide: 'license',
  },
});
