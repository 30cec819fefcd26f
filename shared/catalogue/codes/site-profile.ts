// The site profiles' codes: a profile that cannot be read, imported or named, or none active.
import { defineCodes } from '../entry';

export const siteProfileCodes = defineCodes({
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
  // A --profile file the command line cannot read (main/site/profile-file.ts): a usage error, exit 2.
  SITE_PROFILE_FILE_NOT_FOUND: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'There is no site profile {path}. Check the path.',
      'zh-CN': '站点配置档 {path} 不存在。请检查路径。',
    },
  },
  SITE_PROFILE_FILE_DENIED: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'You have no permission to read the site profile {path}. Give your account read access, or copy the file somewhere you can read.',
      'zh-CN': '没有读取站点配置档 {path} 的权限。请为您的账户授予读取权限，或把文件复制到可读取的位置。',
    },
  },
  SITE_PROFILE_FILE_NOT_A_FILE: {
    category: 'usage',
    details: ['path', 'fileType'],
    words: {
      en: '{path} is a {fileType}, not a regular file. Give the path of the site profile (.json) itself.',
      'zh-CN': '{path} 是{fileType}，不是普通文件。请给出站点配置档（.json）本身的路径。',
    },
  },
  SITE_PROFILE_FILE_TOO_LARGE: {
    category: 'usage',
    details: ['path', 'size', 'limit'],
    words: {
      en: '{path} is {size} bytes or more (the limit is {limit}); a site profile is far smaller. Check that this is the profile.',
      'zh-CN': '{path} 至少有 {size} 字节（上限为 {limit}）；站点配置档远小于此。请确认这是站点配置档。',
    },
  },
  SITE_PROFILE_FILE_UNREADABLE: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'The site profile {path} cannot be read. Check the path.',
      'zh-CN': '无法读取站点配置档 {path}。请检查路径。',
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
  SITE_PROFILES_UNREADABLE: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The site profiles file {path} cannot be read. Its previous version is kept as {path}.bak.',
      'zh-CN': '无法读取站点配置档文件 {path}。上一版本保存在 {path}.bak。',
    },
  },
});
