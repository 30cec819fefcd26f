// The file dialog's codes: a folder it cannot list.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { fileDialogCodes } from '../codes/file-dialog';

export const fileDialogExplanations = defineExplanations<typeof fileDialogCodes>()({
  FOLDER_NOT_FOUND: {
    explain: {
      en: {
        causes: ['The folder was removed, renamed, or was on a USB stick or network folder that is no longer connected.'],
        next: ['Choose another place in the file dialog, or reconnect the USB stick and look again.'],
      },
      'zh-CN': {
        causes: ['文件夹已被删除、重命名，或位于已拔出的 U 盘或已断开的网络文件夹上。'],
        next: ['在文件对话框中选择其他位置，或重新插入 U 盘后再查看。'],
      },
    },
    guide: 'configuration',
  },
  FOLDER_DENIED: {
    explain: {
      en: {
        causes: ['The folder belongs to another user or to the system, and your account may not list it.'],
        next: ['Choose a folder of your own in the file dialog (documents, desktop, a USB stick).'],
      },
      'zh-CN': {
        causes: ['该文件夹属于其他用户或系统，您的账户无权列出其内容。'],
        next: ['在文件对话框中选择自己的文件夹（文档、桌面、U 盘）。'],
      },
    },
    guide: 'configuration',
  },
  FOLDER_READ_FAILED: {
    explain: {
      en: {
        causes: ['The USB stick or network folder dropped while the folder was listed, or the disk has a fault.'],
        next: ['Reconnect the USB stick or network folder and look again, or choose another place.'],
      },
      'zh-CN': {
        causes: ['列出文件夹内容时 U 盘或网络文件夹断开，或磁盘有故障。'],
        next: ['重新连接 U 盘或网络文件夹后再查看，或选择其他位置。'],
      },
    },
    guide: 'configuration',
  },
});
