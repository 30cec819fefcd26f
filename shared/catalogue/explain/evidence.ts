// The evidence pack's and the known keys' codes.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { evidenceCodes } from '../codes/evidence';

export const evidenceExplanations = defineExplanations<typeof evidenceCodes>()({
  EVIDENCE_NOT_ZIP: {
    explain: {
      en: {
        causes: ['The file name for the evidence pack was typed without .zip, or with another extension.'],
        next: ['End the file name with .zip, then Export evidence again (command line: site-console evidence export --out <file.zip>).'],
      },
      'zh-CN': {
        causes: ['证据包的文件名没有以 .zip 结尾，或用了其他扩展名。'],
        next: ['以 .zip 结尾命名文件，然后再次导出证据（命令行：site-console evidence export --out <文件.zip>）。'],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_UNREADABLE: {
    explain: {
      en: {
        causes: [
          'The pack is on a USB stick that was removed, or was damaged while being copied or sent by chat.',
          'The path was mistyped.',
        ],
        next: [
          'Check the path and that the USB stick is plugged in, then Open evidence again.',
          'If the copy is damaged, ask the engineer to send the pack again.',
        ],
      },
      'zh-CN': {
        causes: ['证据包位于已拔出的 U 盘上，或在复制、通过聊天发送时损坏。', '路径输入有误。'],
        next: ['核对路径并确认 U 盘已插好，然后再次打开证据。', '如果副本已损坏，请让工程师重新发送证据包。'],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_WRITE: {
    explain: {
      en: {
        causes: ['The folder chosen is read-only, belongs to another user, or is on a USB stick that is full, write-protected or removed.'],
        next: [
          'Choose a folder you can write to (documents, the desktop) and Export evidence again; copy the pack to the USB stick afterwards.',
        ],
      },
      'zh-CN': {
        causes: ['所选文件夹为只读、属于其他用户，或位于已满、写保护或已拔出的 U 盘上。'],
        next: ['选择可写入的文件夹（文档、桌面）后再次导出证据，之后再把证据包复制到 U 盘。'],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_NOT_FOUND: {
    explain: {
      en: {
        causes: ['The path was mistyped, the pack was moved or renamed, or the USB stick is not plugged in.'],
        next: ['Check the path, or choose the pack again with Choose a pack….'],
      },
      'zh-CN': {
        causes: ['路径输入有误、证据包已被移动或重命名，或 U 盘未插入。'],
        next: ['核对路径，或用“选择证据包…”重新选择。'],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_DENIED: {
    explain: {
      en: {
        causes: [
          'The pack was saved by another user account (a colleague on this laptop, or an administrator), and yours may not read it.',
        ],
        next: ['Copy the pack to a folder of your own and open the copy.'],
      },
      'zh-CN': {
        causes: ['证据包由其他用户账户保存（本机上的同事或管理员），您的账户无权读取。'],
        next: ['把证据包复制到自己的文件夹中，打开副本。'],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_NOT_A_FILE: {
    explain: {
      en: {
        causes: ['A folder was chosen (for example the folder a zip was unpacked into) instead of the .zip itself.'],
        next: ['Give the path of the evidence pack (.zip) itself; do not unpack it.'],
      },
      'zh-CN': {
        causes: ['选择的是文件夹（例如 zip 解压后的文件夹），而不是 .zip 文件本身。'],
        next: ['提供证据包（.zip）本身的路径；不要解压。'],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_TOO_LARGE: {
    explain: {
      en: {
        causes: ['Another file was chosen: a backup, a video, or a zip of a whole project folder rather than the console’s pack.'],
        next: ['Check that this is the evidence pack written by Export evidence, and choose that one.'],
      },
      'zh-CN': {
        causes: ['选错了文件：备份、视频，或整个项目文件夹的 zip，而不是控制台的证据包。'],
        next: ['确认这是“导出证据”写出的证据包，并选择它。'],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_WRITE_LINK: {
    explain: {
      en: {
        causes: ['The name chosen for the pack is a symbolic link, for example in a synced or shared folder.'],
        next: ['Choose another file name in a real folder and Export evidence again.'],
      },
      'zh-CN': {
        causes: ['为证据包选择的名称是符号链接，例如位于同步或共享文件夹中。'],
        next: ['在实际的文件夹中换一个文件名，然后再次导出证据。'],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_KEYS_UNREADABLE: {
    explain: {
      en: {
        causes: [
          'The list of known signers’ keys in the console’s data directory was locked, removed mid-read, or belongs to another user (a portable copy used by two accounts).',
        ],
        next: [
          'Check that the file named is in the data directory and readable by your account, then try again.',
          'If it is lost, trust the colleagues’ keys again (Trust this engineer’s key, after comparing fingerprints by phone).',
        ],
      },
      'zh-CN': {
        causes: ['控制台数据目录中的已知签名者密钥列表被锁定、在读取时被删除，或属于其他用户（两个账户共用的便携副本）。'],
        next: [
          '确认所指文件在数据目录中且您的账户可读取，然后重试。',
          '如果已丢失，请重新信任同事的密钥（通过电话核对指纹后点击“信任此工程师的密钥”）。',
        ],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_KEYS_INVALID: {
    explain: {
      en: {
        causes: [
          'The list of known keys was edited by hand, copied from another console version, or damaged (power lost while saving).',
          'Someone changed it to make a key look trusted; the console does not accept a list it did not write.',
        ],
        next: [
          'Restore the file from a backup, or remove it.',
          'Then trust your colleagues’ keys again, comparing each fingerprint by phone.',
        ],
      },
      'zh-CN': {
        causes: [
          '已知密钥列表被手工编辑过、从其他版本的控制台复制而来，或已损坏（保存时断电）。',
          '有人改动它以使某个密钥看起来可信；控制台不接受不是它写出的列表。',
        ],
        next: ['从备份恢复该文件，或将其删除。', '然后重新信任同事的密钥，并逐一通过电话核对指纹。'],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_TRUST_NAME: {
    explain: {
      en: {
        causes: ['The engineer’s name was left empty when trusting a key, or is longer than the console keeps.'],
        next: [
          'Type the engineer’s name (as your team knows them) in Engineer’s name, then Trust this engineer’s key (command line: --name <engineer>).',
        ],
      },
      'zh-CN': {
        causes: ['信任密钥时工程师姓名为空，或超过控制台允许的长度。'],
        next: ['在“工程师姓名”中输入工程师的姓名（团队熟悉的称呼），然后点击“信任此工程师的密钥”（命令行：--name <工程师>）。'],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_FINGERPRINT: {
    explain: {
      en: {
        causes: ['Only part of the fingerprint was given (the short form read aloud, or a copy cut off in a chat).'],
        next: [
          'Trust the pack itself (site-console evidence trust <file.zip> --name <engineer>), after comparing its fingerprint with the engineer by phone.',
          'Or ask the engineer for the whole fingerprint (site-console evidence key show).',
        ],
      },
      'zh-CN': {
        causes: ['只提供了部分指纹（朗读用的短格式，或在聊天中被截断的副本）。'],
        next: [
          '通过电话与工程师核对指纹后，直接信任证据包本身（site-console evidence trust <文件.zip> --name <工程师>）。',
          '或请工程师提供完整指纹（site-console evidence key show）。',
        ],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_KEY_FILE: {
    explain: {
      en: {
        causes: [
          'The file is not a key file written by evidence key export: a pack, a certificate or another JSON file was given.',
          'The key file was changed on its way (edited, or its text re-encoded by a mail program).',
        ],
        next: [
          'Ask the engineer to run site-console evidence key export --out <file.json> and send that file unchanged, then import it with site-console evidence key import.',
        ],
      },
      'zh-CN': {
        causes: [
          '该文件不是 evidence key export 写出的密钥文件：给的是证据包、证书或其他 JSON 文件。',
          '密钥文件在传递途中被改动（被编辑，或被邮件程序重新编码）。',
        ],
        next: [
          '请工程师运行 site-console evidence key export --out <文件.json> 并原样发送该文件，然后用 site-console evidence key import 导入。',
        ],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_NOT_A_PACK: {
    explain: {
      en: {
        causes: [
          'Another file was given: the batch results, a handover report or a zip of something else.',
          'The pack was cut short or changed on its way (a USB stick pulled out early, a mail program that repacked it).',
        ],
        next: [
          'Check the path: it is the .zip that Export evidence or site-console evidence export wrote.',
          'If it is that file, ask the engineer for the pack again, copied whole.',
        ],
      },
      'zh-CN': {
        causes: [
          '给出的是其他文件：批量结果、交接报告或其他内容的 zip。',
          '证据包在传递途中被截断或改动（U 盘过早拔出，邮件程序重新打包）。',
        ],
        next: [
          '检查路径：应是“导出证据”或 site-console evidence export 写出的 .zip 文件。',
          '如果确是该文件，请工程师重新完整地发送证据包。',
        ],
      },
    },
    guide: 'hand-over',
  },
  EVIDENCE_NOT_INTACT: {
    explain: {
      en: {
        causes: [
          'A file in the pack was changed, added or removed after it was signed (opened and saved by another program, or edited).',
          'The pack was damaged in transfer (a cut-off download, a USB stick pulled too early).',
        ],
        next: [
          'Do not trust its key; ask the engineer to send the pack again, unchanged.',
          'Open the new pack with Open evidence and check that it is intact before trusting its signer.',
        ],
      },
      'zh-CN': {
        causes: [
          '签名后证据包中的文件被改动、添加或删除（被其他程序打开并保存，或被编辑）。',
          '证据包在传输中损坏（下载中断、U 盘过早拔出）。',
        ],
        next: ['不要信任其密钥；请工程师原样重新发送证据包。', '用“打开证据”打开新证据包，确认完好后再信任其签名者。'],
      },
    },
    guide: 'hand-over',
  },
});
