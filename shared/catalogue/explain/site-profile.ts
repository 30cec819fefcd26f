// The site profiles' codes: a profile that cannot be read, imported or named, or none active.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { siteProfileCodes } from '../codes/site-profile';

export const siteProfileExplanations = defineExplanations<typeof siteProfileCodes>()({
  SITE_PROFILE_INVALID: {
    explain: {
      en: {
        causes: [
          'A field of the profile was left empty or holds a value the console does not accept (an address without http://, a timeout of zero).',
          'A profile imported from a colleague or an older console lacks fields or has extra ones.',
        ],
        next: ['Correct the first problem named in the message in the site profile form, then save; the rest show in turn.'],
      },
      'zh-CN': {
        causes: [
          '配置档的某个字段为空，或取值不被控制台接受（地址缺少 http://、超时为零）。',
          '从同事或旧版控制台导入的配置档缺少字段或多了字段。',
        ],
        next: ['在站点配置档表单中修正信息中指出的第一个问题，然后保存；其余问题会依次显示。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_FILE_NOT_FOUND: {
    explain: {
      en: {
        causes: ['The path after --profile was mistyped, or the file was moved, renamed or left on another machine.'],
        next: [
          'Check the path. The profile is the JSON that `site-console site` prints under "profile", or a profile exported from the Site view.',
        ],
      },
      'zh-CN': {
        causes: ['--profile 后的路径输入有误，或文件已被移动、重命名或留在另一台电脑上。'],
        next: ['核对路径。配置档是 `site-console site` 在 "profile" 下输出的 JSON，或从“站点”视图导出的配置档。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_FILE_DENIED: {
    explain: {
      en: {
        causes: [
          'The profile was saved by another user account (a colleague on this laptop, or an administrator), and yours may not read it.',
        ],
        next: ['Copy the profile to a folder of your own and give the copy.'],
      },
      'zh-CN': {
        causes: ['配置档由其他用户账户保存（本机上的同事或管理员），您的账户无权读取。'],
        next: ['把配置档复制到自己的文件夹中，改用副本。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_FILE_NOT_A_FILE: {
    explain: {
      en: {
        causes: ['The path names a folder (or a device or pipe) rather than the profile inside it.'],
        next: ['Give the path of the .json file itself.'],
      },
      'zh-CN': {
        causes: ['路径指向的是文件夹（或设备、管道），而不是其中的配置档。'],
        next: ['给出 .json 文件本身的路径。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_FILE_TOO_LARGE: {
    explain: {
      en: {
        causes: ['Another file was given after --profile (a log, an export, a workbook).'],
        next: ['Give the profile itself: one small JSON object.'],
      },
      'zh-CN': {
        causes: ['--profile 后给出的是另一个文件（日志、导出文件、工作簿）。'],
        next: ['给出配置档本身：一个很小的 JSON 对象。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_FILE_UNREADABLE: {
    explain: {
      en: {
        causes: ['The disk or USB stick holding the profile failed while it was read, or was removed.'],
        next: ['Copy the profile to the laptop and try again with the copy.'],
      },
      'zh-CN': {
        causes: ['读取时存放配置档的磁盘或 U 盘出错，或已被拔出。'],
        next: ['把配置档复制到本机，再用副本重试。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_NOT_JSON: {
    explain: {
      en: {
        causes: [
          'Only part of the profile was copied from a chat or email, or the chat turned quotes into typographic ones.',
          'A file that is not a profile was chosen for import.',
        ],
        next: ['Ask for the profile as a file (it is one JSON object) and import it with Import in the Site view.'],
      },
      'zh-CN': {
        causes: ['从聊天或邮件中只复制了配置档的一部分，或聊天软件把引号变成了排版引号。', '导入时选择的文件不是配置档。'],
        next: ['请对方以文件形式发送配置档（它是一个 JSON 对象），并在“站点”视图中用“导入”导入。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_NOT_FOUND: {
    explain: {
      en: {
        causes: ['The profile was deleted or renamed in another window or browser tab of the console while this one showed it.'],
        next: ['Reload the list of site profiles and choose the profile again.'],
      },
      'zh-CN': {
        causes: ['本窗口显示该配置档期间，它在控制台的另一个窗口或浏览器标签页中被删除或重命名。'],
        next: ['重新加载站点配置档列表，然后重新选择该配置档。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILE_NAME_TAKEN: {
    explain: {
      en: {
        causes: [
          'A profile with the same name was imported or duplicated earlier (a colleague’s profile for the same site, the demo profile).',
        ],
        next: ['Give this profile a name of its own, for example the site’s name with the route or the date.'],
      },
      'zh-CN': {
        causes: ['之前已导入或复制过同名的配置档（同事为同一站点做的配置档、演示配置档）。'],
        next: ['为该配置档另取一个名称，例如站点名称加上路由或日期。'],
      },
    },
    guide: 'first-visit',
  },
  SITE_NO_PROFILE: {
    explain: {
      en: {
        causes: [
          'This is the console’s first start on this laptop, or the active profile was deleted.',
          'On the command line, the data directory is another one than the window’s, or --profile was not given.',
        ],
        next: [
          'Create a site profile in the Site view (New profile) or import one from a colleague.',
          'Or press Start the demo site to try the console first.',
          'On the command line, give --profile <file>.',
        ],
      },
      'zh-CN': {
        causes: ['这是控制台在本机上的首次启动，或当前配置档已被删除。', '在命令行中，数据目录与窗口使用的不同，或未提供 --profile。'],
        next: [
          '在“站点”视图中新建站点配置档（新建配置档），或导入同事的配置档。',
          '或点击“启动演示站点”，先试用控制台。',
          '在命令行中使用 --profile <文件>。',
        ],
      },
    },
    guide: 'first-visit',
  },
  SITE_PROFILES_UNREADABLE: {
    explain: {
      en: {
        causes: [
          'The site profiles file was damaged: the laptop lost power or the console was killed while saving, or the disk has a fault.',
          'The file was edited by hand or copied in from another console version.',
        ],
        next: [
          'Close the console; the previous version of the file is kept beside it, ending in .bak.',
          'Copy the .bak file over the damaged one, then start the console again; or import the profiles again from your colleagues’ or your own exports.',
        ],
      },
      'zh-CN': {
        causes: [
          '站点配置档文件已损坏：保存时笔记本断电或控制台被强制结束，或磁盘有故障。',
          '文件被手工编辑过，或是从其他版本的控制台复制来的。',
        ],
        next: [
          '关闭控制台；该文件的上一个版本保留在其旁边，以 .bak 结尾。',
          '用 .bak 文件覆盖损坏的文件，然后重新启动控制台；或从同事或自己导出的文件重新导入配置档。',
        ],
      },
    },
    guide: 'first-visit',
  },
});
