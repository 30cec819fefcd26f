// The authorization client's and its selfhosted backend's codes: the document, the key, the license server's answers.
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
      'zh-CN':
        '无法读取许可证密钥。在命令行中请用 --key-file <文件>（一行）或 --key-stdin 提供，或在提示时输入；不要用 --key，它会留在命令历史中。',
    },
  },
  // A --key-file the command line cannot read (main/auth/license-key-input.ts): a usage error, exit 2.
  LICENSE_KEY_FILE_NOT_FOUND: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'There is no license key file {path}. Check the path given to --key-file.',
      'zh-CN': '许可证密钥文件 {path} 不存在。请检查 --key-file 后的路径。',
    },
  },
  LICENSE_KEY_FILE_DENIED: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'You have no permission to read the license key file {path}. Give your account read access to it.',
      'zh-CN': '没有读取许可证密钥文件 {path} 的权限。请为您的账户授予读取权限。',
    },
  },
  LICENSE_KEY_FILE_NOT_A_FILE: {
    category: 'usage',
    details: ['path', 'fileType'],
    words: {
      en: '{path} is a {fileType}, not a regular file. Give the path of the license key file itself.',
      'zh-CN': '{path} 是{fileType}，不是普通文件。请给出许可证密钥文件本身的路径。',
    },
  },
  LICENSE_KEY_FILE_TOO_LARGE: {
    category: 'usage',
    details: ['path', 'size', 'limit'],
    words: {
      en: '{path} is {size} bytes or more (the limit is {limit}); a license key file holds one line. Check that this is the file.',
      'zh-CN': '{path} 至少有 {size} 字节（上限为 {limit}）；许可证密钥文件只含一行。请确认这是密钥文件。',
    },
  },
  LICENSE_KEY_FILE_UNREADABLE: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'The license key file {path} cannot be read as text. Save it as UTF-8 text with the key on its first line, then try again.',
      'zh-CN': '无法以文本读取许可证密钥文件 {path}。请将其另存为 UTF-8 文本，密钥写在第一行，然后重试。',
    },
  },
  LICENSE_KEY_FILE_EMPTY: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'The first line of the license key file {path} is empty. Write the key on its first line, then try again.',
      'zh-CN': '许可证密钥文件 {path} 的第一行是空的。请把密钥写在第一行，然后重试。',
    },
  },
});
