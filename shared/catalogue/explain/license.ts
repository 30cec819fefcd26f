// The authorization client's and its selfhosted backend's codes: the document, the key, the license server's answers.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { licenseCodes } from '../codes/license';

export const licenseExplanations = defineExplanations<typeof licenseCodes>()({
  AUTH_CONFIG_INVALID: {
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
        causes: [
          '配置文档仍有错误：缺少其业务场景所需的字段、键名拼写错误，或取值类型不对。',
          '文档在上次检查后被手工修改过，或来自旧模板。',
        ],
        next: ['在“配置”视图中打开文档并修正列出的错误（或运行 site-console validate <文件>）。', '然后在“授权”视图中再次点击“初始化”。'],
      },
    },
    guide: 'configuration',
  },
  AUTH_NOT_INITIALIZED: {
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
        next: [
          '在“授权”视图中选择文档（来自配置编辑器或模板），点击“初始化”，然后重试。',
          '在命令行中使用 --config <文件>；每个 license 操作都会先用它初始化。',
        ],
      },
    },
    guide: 'license',
  },
  AUTH_PROVIDER_UNAVAILABLE: {
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
        next: [
          '对于授权厂商后端，请在“授权”视图的“厂商库”字段中设置厂商库（命令行：--vendor-library <路径>），然后再次初始化。',
          '否则请与许可厂商核对文档中的 provider 字段。',
        ],
      },
    },
    guide: 'license',
  },
  AUTH_LICENSE_KEY_EMPTY: {
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
        next: [
          '把许可证书上的密钥粘贴到许可证密钥字段中，然后点击“激活”。',
          '在命令行中，把密钥单独写在 --key-file 文件的第一行，或使用 --key-stdin。',
        ],
      },
    },
    guide: 'license',
  },
  AUTH_SELFHOSTED_URL: {
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
        next: [
          '在“配置”视图中用站点提供的授权服务地址（http://主机:端口/路径）修正 selfhosted.baseUrl。',
          '保存后在“授权”视图中再次初始化。',
        ],
      },
    },
    guide: 'configuration',
  },
  AUTH_SERVICE_HTTP_STATUS: {
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
        causes: [
          'selfhosted.baseUrl 指向的网关或 Web 服务器自己返回了错误状态（路径错误时为 404，网关要求登录时为 401 或 403，后端服务停止时为 502 或 503）。',
          '授权服务正在重启或升级。',
        ],
        next: [
          '阅读信息中针对该状态的建议，并与站点核对 selfhosted.baseUrl（主机、端口和路径）。',
          '如果地址正确，请站点管理员检查授权服务及其前面的网关。',
        ],
      },
    },
    guide: 'license',
  },
  AUTH_SERVICE_MALFORMED: {
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
        causes: [
          'selfhosted.baseUrl 指向的是其他服务（站点服务、网页、健康检查），而不是授权服务。',
          '站点运行的是其他版本的授权服务，或代理改动了其应答。',
        ],
        next: [
          '对照站点的服务清单核对 selfhosted.baseUrl，并在“配置”视图中修正。',
          '在演示站点上，可在“站点”视图中点击“用于授权检查”自动填写。',
        ],
      },
    },
    guide: 'license',
  },
  AUTH_SERVICE_ERROR: {
    explain: {
      en: {
        causes: [
          'The authorization service failed on its side (its database or storage), or refused with a code the console has no words for.',
        ],
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
    explain: {
      en: {
        causes: [
          '--key was given on the command line (refused, so that the key does not stay in the shell history).',
          'The command ran without a terminal (in a script) and neither --key-file nor --key-stdin was given.',
        ],
        next: [
          'Put the key on the first line of a file and give --key-file <file>, or pipe it in with --key-stdin.',
          'Delete the key file afterwards if it was on a shared laptop.',
        ],
      },
      'zh-CN': {
        causes: [
          '在命令行中使用了 --key（为避免密钥留在 shell 历史中而被拒绝）。',
          '命令在没有终端的情况下运行（在脚本中），且未提供 --key-file 或 --key-stdin。',
        ],
        next: ['把密钥写在文件第一行并使用 --key-file <文件>，或通过 --key-stdin 管道输入。', '如果是在共用笔记本上，用完后删除密钥文件。'],
      },
    },
    guide: 'license',
  },
  LICENSE_KEY_FILE_NOT_FOUND: {
    explain: {
      en: {
        causes: ['The path after --key-file was mistyped, or the file was moved, removed or is on a USB stick that is not plugged in.'],
        next: ['Check the path, or write the key alone on the first line of a new file readable only by you.'],
      },
      'zh-CN': {
        causes: ['--key-file 后的路径输入有误，或文件已被移动、删除，或所在的 U 盘未插入。'],
        next: ['核对路径，或把密钥单独写在一个只有您可读的新文件的第一行。'],
      },
    },
    guide: 'license',
  },
  LICENSE_KEY_FILE_DENIED: {
    explain: {
      en: {
        causes: ['The file was made by another user account, and yours may not read it.'],
        next: ['Copy the key into a file made under your own account.'],
      },
      'zh-CN': { causes: ['该文件由其他用户账户创建，您的账户无权读取。'], next: ['把密钥复制到用自己的账户创建的文件中。'] },
    },
    guide: 'license',
  },
  LICENSE_KEY_FILE_NOT_A_FILE: {
    explain: {
      en: {
        causes: ['The path names a folder, a device or a pipe rather than a file.'],
        next: ['Give the path of the file that holds the key.'],
      },
      'zh-CN': { causes: ['路径指向的是文件夹、设备或管道，而不是文件。'], next: ['给出存放密钥的文件的路径。'] },
    },
    guide: 'license',
  },
  LICENSE_KEY_FILE_TOO_LARGE: {
    explain: {
      en: {
        causes: ['Another file was given after --key-file (a document, an export) instead of the one-line key file.'],
        next: ['Give a file whose first line is the license key, and nothing much else.'],
      },
      'zh-CN': {
        causes: ['--key-file 后给出的是另一个文件（文档或导出文件），而不是只含一行的密钥文件。'],
        next: ['给出第一行即为许可证密钥的文件，其中不要有多余内容。'],
      },
    },
    guide: 'license',
  },
  LICENSE_KEY_FILE_UNREADABLE: {
    explain: {
      en: {
        causes: [
          'The file is not UTF-8 text: saved as UTF-16 ("Unicode" in Notepad) or a binary file.',
          'The disk or USB stick holding the file failed while it was read, or was removed.',
        ],
        next: ['Save the key as UTF-8 text on the first line of a file on the laptop, and give that file.'],
      },
      'zh-CN': {
        causes: [
          '文件不是 UTF-8 文本：保存为 UTF-16（记事本中的“Unicode”）或是二进制文件。',
          '读取时存放该文件的磁盘或 U 盘出错，或已被拔出。',
        ],
        next: ['把密钥以 UTF-8 文本写在本机上一个文件的第一行，再给出该文件。'],
      },
    },
    guide: 'license',
  },
  LICENSE_KEY_FILE_EMPTY: {
    explain: {
      en: {
        causes: ['The file is empty, or the key is not on its first line (an empty first line, or only spaces).'],
        next: ['Write the license key alone on the first line of the file.'],
      },
      'zh-CN': { causes: ['文件为空，或密钥不在第一行（第一行为空或只有空格）。'], next: ['把许可证密钥单独写在文件的第一行。'] },
    },
    guide: 'license',
  },
});
