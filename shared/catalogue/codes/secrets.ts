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
  SECRETS_PASSPHRASE_LENGTH: {
    category: 'usage',
    details: ['min', 'max'],
    words: {
      en: 'The secrets passphrase must have {min} to {max} characters.',
      'zh-CN': '密钥口令须为 {min} 到 {max} 个字符。',
    },
  },
});
