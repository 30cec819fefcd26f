// The secrets store's codes: the keyring, the passphrase that seals the secrets.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { secretsCodes } from '../codes/secrets';

export const secretsExplanations = defineExplanations<typeof secretsCodes>()({
  SECRETS_UNAVAILABLE: {
    explain: {
      en: {
        causes: [
          'The laptop’s keyring (GNOME Keyring, KWallet or the Windows credential store) is locked, not running or refused the console, which is common on a fresh site laptop or over remote desktop.',
          'The secrets file in the console’s data directory cannot be read or written: the data directory is on a full disk, a read-only USB stick or a folder owned by another user.',
        ],
        next: [
          'Unlock or start the system keyring (log in to the desktop session, not only over SSH), then try again.',
          'Check that the console’s data directory is writable and the disk is not full.',
          'Where no keyring can work, seal the secrets with a passphrase in the Site view (Passphrase to seal the secrets); on the command line give --passphrase-file <file> or set SITE_CONSOLE_SECRETS_PASSPHRASE.',
        ],
      },
      'zh-CN': {
        causes: [
          '本机的系统钥匙串（GNOME Keyring、KWallet 或 Windows 凭据管理器）已锁定、未运行或拒绝了控制台；在新的现场笔记本或远程桌面中很常见。',
          '控制台数据目录中的密钥文件无法读写：数据目录所在磁盘已满、位于只读 U 盘上，或属于其他用户。',
        ],
        next: [
          '解锁或启动系统钥匙串（登录桌面会话，而不只是通过 SSH 登录），然后重试。',
          '确认控制台的数据目录可写，磁盘未满。',
          '如钥匙串无法使用，请在“站点”视图中用口令加密密钥（用于加密密钥的口令）；在命令行中使用 --passphrase-file <文件> 或设置 SITE_CONSOLE_SECRETS_PASSPHRASE。',
        ],
      },
    },
    guide: 'secrets',
  },
  SECRETS_LOCKED: {
    explain: {
      en: {
        causes: [
          'No keyring answers on this laptop, so the secrets were sealed with a passphrase, and the console was restarted since: the passphrase is kept in memory only, never on disk.',
          'A portable copy of the console (on a USB stick) was started on another laptop, where its secrets are sealed rather than in a keyring.',
        ],
        next: [
          'Type the passphrase in the field shown and press Unlock for this session; the work goes on.',
          'On the command line, give --passphrase-file <file> (first line is the passphrase) or set SITE_CONSOLE_SECRETS_PASSPHRASE.',
          'If nobody remembers the passphrase, the sealed secrets are lost: enter the site tokens and license keys again.',
        ],
      },
      'zh-CN': {
        causes: [
          '本机没有可用的钥匙串，因此密钥已用口令加密；控制台此后重启过，而口令只保存在内存中，从不写入磁盘。',
          '在另一台笔记本上启动了便携版控制台（在 U 盘上），其密钥是用口令加密的，而不是保存在钥匙串中。',
        ],
        next: [
          '在显示的输入框中输入口令，然后点击“在本次会话中解锁”，工作即可继续。',
          '在命令行中使用 --passphrase-file <文件>（文件第一行为口令），或设置 SITE_CONSOLE_SECRETS_PASSPHRASE。',
          '如果没人记得口令，加密的密钥就无法恢复：请重新输入站点令牌和许可证密钥。',
        ],
      },
    },
    guide: 'secrets',
  },
  SECRETS_PASSPHRASE_WRONG: {
    explain: {
      en: {
        causes: [
          'The passphrase was mistyped, or typed with another keyboard layout or input method active (a Chinese IME turns punctuation full-width).',
          'The secrets were sealed by a colleague or by another copy of the console with a different passphrase.',
          'The passphrase file given with --passphrase-file holds another passphrase, or an extra space at the end of its first line.',
        ],
        next: [
          'Switch the input method to English and type the passphrase again, slowly.',
          'Ask the colleague who sealed these secrets which passphrase they used.',
          'Check the passphrase file: only the passphrase on its first line.',
        ],
      },
      'zh-CN': {
        causes: [
          '口令输入有误，或输入时使用了其他键盘布局或输入法（中文输入法会把标点变成全角）。',
          '这些密钥是同事或另一份控制台用不同口令加密的。',
          '通过 --passphrase-file 指定的口令文件中是另一个口令，或第一行末尾多了空格。',
        ],
        next: [
          '把输入法切换为英文，再慢慢输入一次口令。',
          '向加密这些密钥的同事确认所用的口令。',
          '检查口令文件：第一行只应包含口令本身。',
        ],
      },
    },
    guide: 'secrets',
  },
  SECRETS_PASSPHRASE_FILE_NOT_FOUND: {
    explain: {
      en: {
        causes: ['The path after --passphrase-file was mistyped, or the file was moved or removed.'],
        next: ['Check the path, or write the passphrase alone on the first line of a new file readable only by you.'],
      },
      'zh-CN': {
        causes: ['--passphrase-file 后的路径输入有误，或文件已被移动或删除。'],
        next: ['核对路径，或把口令单独写在一个只有您可读的新文件的第一行。'],
      },
    },
    guide: 'secrets',
  },
  SECRETS_PASSPHRASE_FILE_DENIED: {
    explain: {
      en: {
        causes: ['The file was made by another user account, and yours may not read it.'],
        next: ['Make the passphrase file again under your own account.'],
      },
      'zh-CN': { causes: ['该文件由其他用户账户创建，您的账户无权读取。'], next: ['用自己的账户重新创建口令文件。'] },
    },
    guide: 'secrets',
  },
  SECRETS_PASSPHRASE_FILE_NOT_A_FILE: {
    explain: {
      en: {
        causes: ['The path names a folder, a device or a pipe rather than a file.'],
        next: ['Give the path of the file that holds the passphrase.'],
      },
      'zh-CN': { causes: ['路径指向的是文件夹、设备或管道，而不是文件。'], next: ['给出存放口令的文件的路径。'] },
    },
    guide: 'secrets',
  },
  SECRETS_PASSPHRASE_FILE_TOO_LARGE: {
    explain: {
      en: {
        causes: ['Another file was given after --passphrase-file.'],
        next: ['Give a file whose first line is the passphrase, and nothing much else.'],
      },
      'zh-CN': { causes: ['--passphrase-file 后给出的是另一个文件。'], next: ['给出第一行即为口令的文件，其中不要有多余内容。'] },
    },
    guide: 'secrets',
  },
  SECRETS_PASSPHRASE_FILE_UNREADABLE: {
    explain: {
      en: {
        causes: ['The disk or USB stick holding the file failed while it was read, or was removed.'],
        next: ['Copy the file to the laptop and try again with the copy.'],
      },
      'zh-CN': { causes: ['读取时存放该文件的磁盘或 U 盘出错，或已被拔出。'], next: ['把文件复制到本机，再用副本重试。'] },
    },
    guide: 'secrets',
  },
  SECRETS_PASSPHRASE_LENGTH: {
    explain: {
      en: {
        causes: [
          'The passphrase chosen to seal the secrets is too short to resist guessing, or longer than the console accepts.',
          'The passphrase file is empty, or its first line is not the passphrase.',
        ],
        next: [
          'Choose a longer passphrase (a few words make a good one) and type it again in the Site view.',
          'On the command line, put the passphrase alone on the first line of the --passphrase-file file.',
        ],
      },
      'zh-CN': {
        causes: ['用于加密密钥的口令太短，容易被猜出；或超过了控制台允许的长度。', '口令文件为空，或其第一行不是口令。'],
        next: [
          '选择更长的口令（几个单词组成的短语就很好），在“站点”视图中重新输入。',
          '在命令行中，把口令单独写在 --passphrase-file 文件的第一行。',
        ],
      },
    },
    guide: 'secrets',
  },
});
