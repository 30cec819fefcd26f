// The offline activation's codes: the request code, the vendor's update code and their files.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { licenseOfflineCodes } from '../codes/license-offline';

export const licenseOfflineExplanations = defineExplanations<typeof licenseOfflineCodes>()({
  AUTH_OFFLINE_UNSUPPORTED: {
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
        causes: [
          '粘贴的不是更新码：可能是请求码本身、厂商的整封邮件，或被邮件程序插入了换行的文本。',
          '更新码在传递途中被改动（手工重新输入、自动更正、U 盘文件丢失字符）。',
        ],
        next: ['按厂商发送的原样重新粘贴更新码，或直接加载其文件。', '如果仍然失败，请让厂商以文件形式发送。'],
      },
    },
    guide: 'license',
  },
  AUTH_OFFLINE_UPDATE_TOO_LARGE: {
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
    explain: {
      en: {
        causes: ['The update code for this request was already applied, and a new request was asked for without starting over.'],
        next: [
          'Check the license status first: it may already be activated.',
          'To make a new request, press Start over, then Create request code.',
        ],
      },
      'zh-CN': {
        causes: ['本次请求的更新码已应用过，又在未重新开始的情况下请求了新的请求码。'],
        next: ['先查看许可证状态：可能已经激活。', '如需生成新的请求码，请点击“重新开始”，再点击“生成请求码”。'],
      },
    },
    guide: 'license',
  },
  AUTH_OFFLINE_FILE: {
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
    explain: {
      en: {
        causes: [
          'The file name for the request code was typed without .txt, or with another extension the vendor’s portal may not accept.',
        ],
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
