// The secrets store's codes: the keyring, the passphrase that seals the secrets.
import { defineCodes } from '../entry';

export const secretsCodes = defineCodes({
  SECRETS_UNAVAILABLE: {
    category: 'io',
    details: ['holder'],
    words: {
      en: 'The secrets store ({holder}) failed: {message}',
      'zh-CN': '密钥存储（{holder}）出错：{message}',
    },
  },
  SECRETS_LOCKED: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'The secrets are sealed with a passphrase ({path}), and the console has not been given it since it started, so this cannot go on. Give the passphrase here to unlock them for this session; the work then goes on.',
      'zh-CN':
        '密钥已用口令加密（{path}），而控制台本次启动后尚未获得该口令，因此无法继续。请在此输入口令，为本次会话解锁密钥，随后即可继续。',
    },
  },
  SECRETS_PASSPHRASE_WRONG: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'This passphrase does not open the secrets sealed in {path}. Give the passphrase they were sealed with.',
      'zh-CN': '此口令无法打开 {path} 中加密的密钥。请输入加密时使用的口令。',
    },
  },
  // A --passphrase-file the command line cannot read (main/secrets/cli-secrets.ts): a usage error, exit 2.
  SECRETS_PASSPHRASE_FILE_NOT_FOUND: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'There is no passphrase file {path}. Check the path given to --passphrase-file.',
      'zh-CN': '口令文件 {path} 不存在。请检查 --passphrase-file 后的路径。',
    },
  },
  SECRETS_PASSPHRASE_FILE_DENIED: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'You have no permission to read the passphrase file {path}. Give your account read access to it.',
      'zh-CN': '没有读取口令文件 {path} 的权限。请为您的账户授予读取权限。',
    },
  },
  SECRETS_PASSPHRASE_FILE_NOT_A_FILE: {
    category: 'usage',
    details: ['path', 'fileType'],
    words: {
      en: '{path} is a {fileType}, not a regular file. Give the path of the passphrase file itself.',
      'zh-CN': '{path} 是{fileType}，不是普通文件。请给出口令文件本身的路径。',
    },
  },
  SECRETS_PASSPHRASE_FILE_TOO_LARGE: {
    category: 'usage',
    details: ['path', 'size', 'limit'],
    words: {
      en: '{path} is {size} bytes or more (the limit is {limit}); a passphrase file holds one line. Check that this is the file.',
      'zh-CN': '{path} 至少有 {size} 字节（上限为 {limit}）；口令文件只含一行。请确认这是口令文件。',
    },
  },
  SECRETS_PASSPHRASE_FILE_UNREADABLE: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'The passphrase file {path} cannot be read. Check the path.',
      'zh-CN': '无法读取口令文件 {path}。请检查路径。',
    },
  },
  SECRETS_PASSPHRASE_LENGTH: {
    category: 'usage',
    details: ['min', 'max'],
    words: {
      en: 'The secrets passphrase must have {min} to {max} characters.',
      'zh-CN': '密钥口令须为 {min} 到 {max} 个字符。',
    },
  },
});
