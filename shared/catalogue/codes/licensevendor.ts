// The licensevendor backend's codes at work: the vendor runtime's status, its host process, its session.
import { defineCodes } from '../entry';

export const licensevendorCodes = defineCodes({
  LICENSEVENDOR_STATUS: {
    category: 'license',
    details: ['name', 'status', 'hex', 'operation', 'explanation', 'nextStep'],
    words: {
      en: 'The license library answered {name} {status} ({hex}) to {operation}: {explanation} Next: {nextStep}',
      'zh-CN': '授权库对 {operation} 返回 {name} {status}（{hex}）：{explanation} 下一步：{nextStep}',
    },
  },
  LICENSEVENDOR_HOST_CRASHED: {
    category: 'internal',
    details: ['operation', 'exitStatus'],
    words: {
      en: 'The license library crashed during {operation} ({exitStatus}). The console kept running and starts the library again on the next call; if it keeps crashing, send the call log to the vendor.',
      'zh-CN':
        '授权库在 {operation} 时崩溃（{exitStatus}）。控制台仍在运行，下次调用时会重新启动授权库；若反复崩溃，请把调用日志发给厂商。',
    },
  },
  LICENSEVENDOR_HOST_TIMEOUT: {
    category: 'timeout',
    details: ['operation', 'limitMs'],
    words: {
      en: 'The license library did not finish {operation} within {limitMs} ms and was stopped; it starts again on the next call. Check the network to the license server.',
      'zh-CN': '授权库在 {limitMs} 毫秒内未完成 {operation}，已被停止；下次调用时会重新启动。请检查到授权服务器的网络。',
    },
  },
  LICENSEVENDOR_HOST_FAULT: {
    category: 'internal',
    details: ['operation'],
    words: {
      en: 'The process that runs the license library failed during {operation}: {message}. Try again; if it repeats, copy this message into your site report.',
      'zh-CN': '运行授权库的进程在 {operation} 时出错：{message}。请重试；若再次出现，请把此消息复制到现场报告中。',
    },
  },
  LICENSEVENDOR_HOST_CLOSED: {
    category: 'internal',
    words: {
      en: 'The license library was already closed (the console is quitting or the document was unloaded). Initialize the document again.',
      'zh-CN': '授权库已关闭（控制台正在退出或文档已卸载）。请重新初始化文档。',
    },
  },
  LICENSEVENDOR_SYMBOL_MISSING: {
    category: 'usage',
    details: ['symbol', 'fn', 'profile'],
    words: {
      en: 'The license library has no function "{symbol}" (for {fn}, profile "{profile}"). This build names its functions differently: set its ABI profile in the “ABI profile” field of the License view (command line: --abi-profile <path>).',
      'zh-CN':
        '授权库中没有函数“{symbol}”（用于 {fn}，配置文件“{profile}”）。该版本的函数名不同：请在授权视图的“ABI 配置文件”字段中指定（命令行：--abi-profile <路径>）。',
    },
  },
  LICENSEVENDOR_LOGIN_MODE_UNKNOWN: {
    category: 'validation',
    details: ['value', 'allowed'],
    words: {
      en: 'licensevendor.loginMode "{value}" is not a login mode of this library. Use one of: {allowed}.',
      'zh-CN': 'licensevendor.loginMode“{value}”不是该授权库的登录模式。请使用以下之一：{allowed}。',
    },
  },
  LICENSEVENDOR_APPLICATION_DATA_INVALID: {
    category: 'validation',
    words: {
      en: 'licensevendor.applicationData is not base64. Copy it exactly from the product delivery note, or remove it if the library has it built in.',
      'zh-CN': 'licensevendor.applicationData 不是 base64。请从产品交付单中原样复制；若授权库已内置，则删除该字段。',
    },
  },
  LICENSEVENDOR_NO_SESSION: {
    category: 'license',
    words: {
      en: 'No license session is open. Activate a license key, or set licensevendor.sn in the document and initialize again.',
      'zh-CN': '没有打开的授权会话。请激活许可密钥，或在文档中设置 licensevendor.sn 后重新初始化。',
    },
  },
});
