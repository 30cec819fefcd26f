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
  },
  AUTH_NOT_INITIALIZED: {
    category: 'usage',
    words: {
      en: 'No configuration document is initialized. Initialize one first.',
      'zh-CN': '尚未初始化配置文档。请先初始化。',
    },
  },
  AUTH_PROVIDER_UNAVAILABLE: {
    category: 'usage',
    details: ['provider'],
    words: {
      en: 'This console has no {provider} backend set up, so the document cannot be initialized. For licensevendor, set the “Vendor library” field under the document in this view.',
      'zh-CN': '此控制台未设置 {provider} 后端，无法初始化该文档。若是 licensevendor，请在本视图文档下方的“厂商库”字段中指定。',
    },
  },
  AUTH_LICENSE_KEY_EMPTY: {
    category: 'validation',
    words: {
      en: 'The license key is empty. Paste the key from the license certificate.',
      'zh-CN': '许可证密钥为空。请粘贴许可证书上的密钥。',
    },
  },
  AUTH_SELFHOSTED_URL: {
    category: 'validation',
    words: {
      en: 'selfhosted.baseUrl is not an http:// or https:// address. Correct it in the configuration editor.',
      'zh-CN': 'selfhosted.baseUrl 不是 http:// 或 https:// 地址。请在配置编辑器中修正。',
    },
  },
  AUTH_SERVICE_HTTP_STATUS: {
    category: 'http',
    details: ['status', 'url', 'advice'],
    words: {
      en: 'The authorization service answered HTTP {status} without a result ({url}). {advice}',
      'zh-CN': '授权服务返回 HTTP {status}，但没有结果（{url}）。{advice}',
    },
  },
  AUTH_SERVICE_MALFORMED: {
    category: 'malformed',
    details: ['url'],
    words: {
      en: 'The answer from {url} is not one of the authorization service. Check that selfhosted.baseUrl points at the authorization service.',
      'zh-CN': '{url} 的应答不是授权服务的应答。请确认 selfhosted.baseUrl 指向授权服务。',
    },
  },
  AUTH_SERVICE_ERROR: {
    category: 'envelope',
    details: ['serviceCode', 'serviceMessage'],
    words: {
      en: 'The authorization service could not do it: {serviceCode} ({serviceMessage}). Try again; if it repeats, check the service’s logs.',
      'zh-CN': '授权服务无法完成：{serviceCode}（{serviceMessage}）。请重试；若反复出现，请查看该服务的日志。',
    },
  },
  LICENSE_KEY_INPUT: {
    category: 'usage',
    words: {
      en: 'The license key could not be read. On the command line, give it with --key-file <file> (one line) or --key-stdin, or type it when asked; never as --key, which stays in the shell history.',
      'zh-CN': '无法读取许可证密钥。在命令行中请用 --key-file <文件>（一行）或 --key-stdin 提供，或在提示时输入；不要用 --key，它会留在命令历史中。',
    },
  },
  LICENSE_KEY_UNKNOWN: {
    category: 'license',
    words: {
      en: 'The authorization service does not know this license key. Check the key on the license certificate (and that the address is the right service).',
      'zh-CN': '授权服务不认识此许可证密钥。请核对许可证书上的密钥（以及地址是否为正确的服务）。',
    },
  },
  TENANT_KEY_REQUIRED: {
    category: 'license',
    words: {
      en: 'This license belongs to a tenant, and the document has no tenant key. Add selfhosted.tenantKey to the document and initialize again.',
      'zh-CN': '此许可证属于某个租户，而文档中没有租户密钥。请在文档中添加 selfhosted.tenantKey 后重新初始化。',
    },
  },
  TENANT_KEY_MISMATCH: {
    category: 'license',
    words: {
      en: 'The tenant key of the document does not match the license. Check selfhosted.tenantKey with the license certificate.',
      'zh-CN': '文档的租户密钥与许可证不符。请对照许可证书核对 selfhosted.tenantKey。',
    },
  },
  SCENARIO_MISMATCH: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'The license is for another scenario ({serviceMessage}). Use a license for this scenario, or correct "scenario" in the document.',
      'zh-CN': '此许可证用于其他场景（{serviceMessage}）。请使用本场景的许可证，或修正文档中的 "scenario"。',
    },
  },
  PROJECT_MISMATCH: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'The license is bound to another project ({serviceMessage}). Check floating.projectId, or use the license of this project.',
      'zh-CN': '此许可证绑定到其他项目（{serviceMessage}）。请核对 floating.projectId，或使用本项目的许可证。',
    },
  },
  LICENSE_EXPIRED: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'The license has expired ({serviceMessage}). Ask for a renewed license key.',
      'zh-CN': '许可证已过期（{serviceMessage}）。请申请续期的许可证密钥。',
    },
  },
  ACTIVATIONS_EXHAUSTED: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'Every activation of this license is in use by other consoles ({serviceMessage}). Release one, or ask for more activations.',
      'zh-CN': '此许可证的激活数已被其他控制台用完（{serviceMessage}）。请释放一个，或申请更多激活数。',
    },
  },
  NOT_ACTIVATED: {
    category: 'license',
    words: {
      en: 'This console has not activated the license (or its activation was withdrawn). Activate the license key again.',
      'zh-CN': '此控制台尚未激活该许可证（或激活已被撤销）。请重新激活许可证密钥。',
    },
  },
  AUTH_OFFLINE_UNSUPPORTED: {
    category: 'usage',
    details: ['provider'],
    words: {
      en: 'The {provider} backend has no offline activation. Activate a license key online instead.',
      'zh-CN': '{provider} 后端不支持离线激活。请改为在线激活许可证密钥。',
    },
  },
  AUTH_OFFLINE_UPDATE_EMPTY: {
    category: 'validation',
    details: ['where'],
    words: {
      en: 'Nothing to apply: {where} is empty. Paste the update code the vendor sent back for the request code, or load their file.',
      'zh-CN': '没有可应用的内容：{where}为空。请粘贴厂商针对请求码返回的更新码，或载入厂商的文件。',
    },
  },
  AUTH_OFFLINE_UPDATE_INVALID: {
    category: 'validation',
    details: ['where', 'position'],
    words: {
      en: 'Not an update code: {where} has a character that no update code has, at position {position}: it is not an update code, or it was changed on the way. Paste it again, unchanged, from the vendor’s answer.',
      'zh-CN': '{where}在第 {position} 个字符处含有更新码中不会出现的字符：它不是更新码，或在传递中被改动。请从厂商的答复中原样重新粘贴。',
    },
  },
  AUTH_OFFLINE_UPDATE_TOO_LARGE: {
    category: 'validation',
    details: ['where', 'size', 'limit'],
    words: {
      en: 'Too large: {where} is {size} bytes; an update code is at most {limit} bytes. Check that this is the update code the vendor sent.',
      'zh-CN': '{where}有 {size} 字节；更新码最多 {limit} 字节。请确认这是厂商发送的更新码。',
    },
  },
  AUTH_OFFLINE_ALREADY_APPLIED: {
    category: 'usage',
    details: ['appliedAt'],
    words: {
      en: 'An update code was already applied ({appliedAt}). To make a new request, choose “Start over” first.',
      'zh-CN': '已应用过更新码（{appliedAt}）。如需新的请求，请先选择“重新开始”。',
    },
  },
  AUTH_OFFLINE_FILE: {
    category: 'io',
    details: ['path', 'reason', 'next'],
    words: {
      en: 'The file {path} could not be used ({reason}). {next}',
      'zh-CN': '无法使用文件 {path}（{reason}）。{next}',
    },
  },
  AUTH_OFFLINE_NOT_TXT_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} does not end in .txt. The request code is saved as a .txt file: end the file name with .txt.',
      'zh-CN': '{path} 的扩展名不是 .txt。请求码保存为 .txt 文件：请以 .txt 结尾命名。',
    },
  },
  AUTH_OFFLINE_RESERVED_PATH: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is one of the console’s own files. Choose a file elsewhere (a USB stick, the desktop).',
      'zh-CN': '{path} 是控制台自身的文件。请选择其他位置的文件（U 盘、桌面）。',
    },
  },
});
