// The evidence pack's and the known keys' codes.
import { defineCodes } from '../entry';

export const evidenceCodes = defineCodes({
  EVIDENCE_NOT_ZIP: {
    category: 'validation',
    words: {
      en: 'An evidence pack is a .zip file. End the file name with .zip.',
      'zh-CN': '证据包是 .zip 文件。请以 .zip 结尾命名。',
    },
  },
  EVIDENCE_UNREADABLE: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The file {path} cannot be read. Check the path.',
      'zh-CN': '无法读取文件 {path}。请检查路径。',
    },
  },
  EVIDENCE_WRITE: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The evidence pack cannot be written to {path}. Choose a folder you can write to.',
      'zh-CN': '无法将证据包写入 {path}。请选择有写权限的文件夹。',
    },
  },
  EVIDENCE_NOT_FOUND: {
    category: 'not-found',
    details: ['path'],
    words: {
      en: 'There is no file {path}. Check the path.',
      'zh-CN': '文件 {path} 不存在。请检查路径。',
    },
  },
  EVIDENCE_DENIED: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'You have no permission to read {path}. Give your account read access, or copy the pack somewhere you can read.',
      'zh-CN': '没有读取 {path} 的权限。请为您的账户授予读取权限，或把证据包复制到可读取的位置。',
    },
  },
  EVIDENCE_NOT_A_FILE: {
    category: 'io',
    details: ['path', 'fileType'],
    words: {
      en: '{path} is a {fileType}, not a regular file. Give the path of the evidence pack (.zip) itself.',
      'zh-CN': '{path} 是{fileType}，不是普通文件。请给出证据包（.zip）本身的路径。',
    },
  },
  EVIDENCE_TOO_LARGE: {
    category: 'io',
    details: ['path', 'size', 'limit'],
    words: {
      en: '{path} is {size} bytes or more (the limit is {limit}); an evidence pack is far smaller. Check that this is the pack.',
      'zh-CN': '{path} 至少有 {size} 字节（上限为 {limit}）；证据包远小于此。请确认这是证据包。',
    },
  },
  EVIDENCE_WRITE_LINK: {
    category: 'io',
    details: ['path'],
    words: {
      en: '{path} is a symbolic link; the console does not write evidence packs through links. Choose another file name.',
      'zh-CN': '{path} 是符号链接；控制台不会通过链接写入证据包。请换一个文件名。',
    },
  },
  EVIDENCE_KEYS_UNREADABLE: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The list of known keys {path} cannot be read. Check the file in the data directory.',
      'zh-CN': '无法读取已知密钥列表 {path}。请检查数据目录中的该文件。',
    },
  },
  EVIDENCE_KEYS_INVALID: {
    category: 'validation',
    details: ['path'],
    words: {
      en: 'The list of known keys {path} is not one this console wrote. Restore it from a backup, or remove it and trust the keys again.',
      'zh-CN': '已知密钥列表 {path} 不是本控制台写入的。请从备份恢复，或删除后重新信任这些密钥。',
    },
  },
  EVIDENCE_TRUST_NAME: {
    category: 'usage',
    details: ['max'],
    words: {
      en: 'Give the name of the engineer whose key this is (1 to {max} characters).',
      'zh-CN': '请填写该密钥所属工程师的姓名（1 到 {max} 个字符）。',
    },
  },
  EVIDENCE_FINGERPRINT: {
    category: 'usage',
    details: ['fingerprint'],
    words: {
      en: '{fingerprint} is not a whole fingerprint. Trust the pack itself, or ask for the whole fingerprint.',
      'zh-CN': '{fingerprint} 不是完整的指纹。请直接信任证据包，或索取完整指纹。',
    },
  },
  EVIDENCE_KEY_FILE: {
    category: 'validation',
    details: ['path'],
    words: {
      en: '{path} is not a key file written by "evidence key export". Ask for that file again.',
      'zh-CN': '{path} 不是 "evidence key export" 写出的密钥文件。请重新索取该文件。',
    },
  },
  EVIDENCE_NOT_A_PACK: {
    category: 'validation',
    details: ['path', 'reason'],
    words: {
      en: '{path} is not an evidence pack ({reason}). Give the .zip that "evidence export" or "Export evidence" wrote.',
      'zh-CN': '{path} 不是证据包（{reason}）。请给出“evidence export”或“导出证据”写出的 .zip 文件。',
    },
  },
  EVIDENCE_NOT_INTACT: {
    category: 'validation',
    details: ['path'],
    words: {
      en: 'The pack {path} is not intact, so its key is not trusted. Ask the engineer for the pack again.',
      'zh-CN': '证据包 {path} 不完整，因此不信任其密钥。请向工程师重新索取证据包。',
    },
  },
});
