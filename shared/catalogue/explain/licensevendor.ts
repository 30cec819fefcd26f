// The licensevendor backend's codes at work: the vendor runtime's status, its host process, its session.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { licensevendorCodes } from '../codes/licensevendor';

export const licensevendorExplanations = defineExplanations<typeof licensevendorCodes>()({
  LICENSEVENDOR_STATUS: {
    explain: {
      en: {
        causes: [
          'The vendor’s runtime refused or failed: the license server is down or unreachable, the serial number (sn) is wrong or disabled, the seats are used up, or the laptop’s clock is off.',
          'The license was expired, revoked or moved to another machine by the vendor, or the laptop runs in a virtual machine the license does not allow.',
        ],
        next: [
          'Follow the next step the message gives for this status.',
          'If it is not yours to fix, send the vendor’s support the status name, its number in decimal and hex (as shown), the operation and the time, together with licensevendor.sn (never the license key).',
        ],
      },
      'zh-CN': {
        causes: [
          '厂商运行库拒绝或出错：许可服务器停止或无法访问、序列号（sn）错误或已停用、座席已用完，或笔记本时钟不准。',
          '厂商已使许可证过期、吊销或转移到其他机器，或笔记本运行在许可证不允许的虚拟机中。',
        ],
        next: [
          '按信息中针对该状态给出的下一步操作。',
          '如果不在您的处理范围内，请把状态名称、十进制和十六进制的数值（按显示）、操作和时间，连同 licensevendor.sn（绝不包括许可证密钥）发给厂商支持。',
        ],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_HOST_CRASHED: {
    explain: {
      en: {
        causes: [
          'The vendor’s library crashed inside its own code: a build for another system version, a missing dependency, or a bug in the vendor’s build.',
          'Antivirus or endpoint protection on the laptop killed the process that runs the library.',
        ],
        next: [
          'Try again: the console starts the library afresh on the next call.',
          'If it keeps crashing, send the operation, the time and the exit status shown, with the library’s version and the laptop’s system version, to the license vendor.',
        ],
      },
      'zh-CN': {
        causes: [
          '厂商库在其自身代码中崩溃：为其他系统版本构建、缺少依赖，或厂商构建有缺陷。',
          '笔记本上的杀毒软件或终端防护软件结束了运行该库的进程。',
        ],
        next: [
          '重试：下次调用时控制台会重新启动该库。',
          '如果反复崩溃，请把操作、时间、显示的退出状态，以及库的版本和笔记本系统版本发给许可厂商。',
        ],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_HOST_TIMEOUT: {
    explain: {
      en: {
        causes: [
          'The vendor’s library waited on its license server, which is slow or unreachable from the site’s network (a firewall, no route to the vendor’s or the site’s license server).',
          'The library hung on a dongle or a local service it expects on this laptop.',
        ],
        next: [
          'Check the network path to the license server named in the document (licensevendor.url), and whether the site’s firewall lets the laptop reach it.',
          'Try again; if it keeps timing out, send the operation, the time and licensevendor.sn to the license vendor.',
        ],
      },
      'zh-CN': {
        causes: [
          '厂商库在等待其许可服务器，而该服务器较慢或从站点网络无法访问（防火墙、没有到厂商或站点许可服务器的路由）。',
          '厂商库在等待其期望的加密狗或本机服务时卡住。',
        ],
        next: [
          '检查到文档中许可服务器（licensevendor.url）的网络路径，以及站点防火墙是否允许笔记本访问。',
          '重试；如果一直超时，请把操作、时间和 licensevendor.sn 发给许可厂商。',
        ],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_HOST_FAULT: {
    explain: {
      en: {
        causes: [
          'The helper process that runs the vendor’s library could not be started or talked to: the laptop is short of memory, or security software blocks it.',
          'A fault in the console’s handling of the library.',
        ],
        next: [
          'Try again.',
          'If it repeats, copy the message into your site report and send it with the console’s version (About & diagnostics) to the console’s maintainers.',
        ],
      },
      'zh-CN': {
        causes: ['运行厂商库的辅助进程无法启动或通信：笔记本内存不足，或安全软件拦截了它。', '控制台处理该库时出错。'],
        next: ['重试。', '如果反复出现，请把信息复制到站点报告中，连同控制台版本（关于与诊断）发给控制台维护人员。'],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_HOST_CLOSED: {
    explain: {
      en: {
        causes: [
          'The document was unloaded (another document initialized, or the License view’s document closed) or the console is quitting while a call to the library was due.',
        ],
        next: ['Initialize the document again in the License view, then repeat the action.'],
      },
      'zh-CN': {
        causes: ['在需要调用厂商库时，文档已被卸载（初始化了其他文档，或关闭了“授权”视图中的文档），或控制台正在退出。'],
        next: ['在“授权”视图中重新初始化文档，然后重复该操作。'],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_SYMBOL_MISSING: {
    explain: {
      en: {
        causes: [
          'This build of the vendor’s library names its functions differently from licensevendor_abi.h, and no ABI profile (or another build’s profile) is set.',
        ],
        next: [
          'Ask the vendor for the ABI profile of this build, set it in the ABI profile field of the License view (command line: --abi-profile <path>), and Initialize again.',
        ],
      },
      'zh-CN': {
        causes: ['此版本的厂商库的函数名与 licensevendor_abi.h 不同，而未设置 ABI 配置文件（或设置的是其他版本的配置文件）。'],
        next: ['向厂商索取此版本的 ABI 配置文件，在“授权”视图的“ABI 配置文件”字段中设置（命令行：--abi-profile <路径>），然后再次初始化。'],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_LOGIN_MODE_UNKNOWN: {
    explain: {
      en: {
        causes: [
          'licensevendor.loginMode was copied from another vendor build’s documentation, or misspelt.',
          'The ABI profile of this build names other login modes than the standard ones.',
        ],
        next: ['Set licensevendor.loginMode in the Configuration view to one of the modes the message lists, then Initialize again.'],
      },
      'zh-CN': {
        causes: [
          'licensevendor.loginMode 是从其他厂商版本的文档中复制来的，或拼写有误。',
          '此版本的 ABI 配置文件使用的登录方式名称与标准的不同。',
        ],
        next: ['在“配置”视图中把 licensevendor.loginMode 设为信息中列出的方式之一，然后再次初始化。'],
      },
    },
    guide: 'configuration',
  },
  LICENSEVENDOR_APPLICATION_DATA_INVALID: {
    explain: {
      en: {
        causes: [
          'licensevendor.applicationData was retyped or copied with a character missing or a line break from the delivery note or a PDF.',
        ],
        next: [
          'Copy licensevendor.applicationData again, exactly, from the product delivery note into the Configuration view; or remove it if the library has it built in.',
          'Then Initialize again.',
        ],
      },
      'zh-CN': {
        causes: ['licensevendor.applicationData 是手工重新输入的，或从交付说明、PDF 复制时丢失了字符或带了换行。'],
        next: ['在“配置”视图中从产品交付说明原样重新复制 licensevendor.applicationData；如果库已内置，可将其删除。', '然后再次初始化。'],
      },
    },
    guide: 'configuration',
  },
  LICENSEVENDOR_NO_SESSION: {
    explain: {
      en: {
        causes: [
          'A feature was checked before any license session was opened: no license key was activated and the document has no licensevendor.sn.',
          'The session ended (the library was restarted, the document initialized again) since the last activation.',
        ],
        next: ['Activate the license key in the License view, or set licensevendor.sn in the Configuration view and Initialize again.'],
      },
      'zh-CN': {
        causes: [
          '在打开任何许可会话之前就检查了功能：未激活许可证密钥，文档中也没有 licensevendor.sn。',
          '自上次激活以来会话已结束（库被重启、文档重新初始化）。',
        ],
        next: ['在“授权”视图中激活许可证密钥，或在“配置”视图中设置 licensevendor.sn 后再次初始化。'],
      },
    },
    guide: 'license',
  },
});
