// The words of the licensevendor backend's error codes in every language the console speaks: the
// License view's (renderer/i18n/licensevendor/) and the command line's (`license … --json` carries
// them with a problem, and the pre-flight says them in Chinese), from one table. A status of the
// vendor library has the catalogue's own words (catalogue.ts); placeholders such as `{path}` are
// filled from the error's details (fillWords).

/** English. */
const en = {
  LICENSEVENDOR_STATUS: 'The license library answered {name} {status} ({hex}) to {operation}: {explanation} Next: {nextStep}',
  LICENSEVENDOR_HOST_CRASHED: 'The license library crashed during {operation} ({exitStatus}). The console kept running and starts the library again on the next call; if it keeps crashing, send the call log to the vendor.',
  LICENSEVENDOR_HOST_TIMEOUT: 'The license library did not finish {operation} within {limitMs} ms and was stopped; it starts again on the next call. Check the network to the license server.',
  LICENSEVENDOR_HOST_FAULT: 'The process that runs the license library failed during {operation}: {message}. Try again; if it repeats, copy this message into your site report.',
  LICENSEVENDOR_HOST_CLOSED: 'The license library was already closed (the console is quitting or the document was unloaded). Initialize the document again.',
  LICENSEVENDOR_LIBRARY_NOT_SET: 'No license vendor library is set. Set the path of the vendor’s library in the “Vendor library” field of the License view, under the document (command line: --vendor-library <path>), then initialize again.',
  LICENSEVENDOR_LIBRARY_LOAD: 'The license library {path} could not be loaded ({reason}). Check the “Vendor library” field of the License view (command line: --vendor-library <path>): it must be the vendor’s library for this computer.',
  LICENSEVENDOR_LIBRARY_NOT_A_FILE: 'The license library path {path} is {kind}, not a file, so nothing was loaded. Set the path of the vendor’s library file (.so, .dll or .dylib) in the “Vendor library” field of the License view (command line: --vendor-library <path>).',
  LICENSEVENDOR_SYMBOL_MISSING: 'The license library has no function "{symbol}" (for {fn}, profile "{profile}"). This build names its functions differently: set its ABI profile in the “ABI profile” field of the License view (command line: --abi-profile <path>).',
  LICENSEVENDOR_PROFILE_UNREADABLE: 'The ABI profile {path} cannot be read. Check the “ABI profile” field of the License view (command line: --abi-profile <path>).',
  LICENSEVENDOR_PROFILE_INVALID: 'The ABI profile {path} is invalid at {pointer}: {problem}. Correct the file or ask the vendor for the right profile.',
  LICENSEVENDOR_LOGIN_MODE_UNKNOWN: 'licensevendor.loginMode "{value}" is not a login mode of this library. Use one of: {allowed}.',
  LICENSEVENDOR_APPLICATION_DATA_INVALID: 'licensevendor.applicationData is not base64. Copy it exactly from the product delivery note, or remove it if the library has it built in.',
  LICENSEVENDOR_NO_SESSION: 'No license session is open. Activate a license key, or set licensevendor.sn in the document and initialize again.',
};

/** 中文。 */
const zhCN: Record<keyof typeof en, string> = {
  LICENSEVENDOR_STATUS: '授权库对 {operation} 返回 {name} {status}（{hex}）：{explanation} 下一步：{nextStep}',
  LICENSEVENDOR_HOST_CRASHED: '授权库在 {operation} 时崩溃（{exitStatus}）。控制台仍在运行，下次调用时会重新启动授权库；若反复崩溃，请把调用日志发给厂商。',
  LICENSEVENDOR_HOST_TIMEOUT: '授权库在 {limitMs} 毫秒内未完成 {operation}，已被停止；下次调用时会重新启动。请检查到授权服务器的网络。',
  LICENSEVENDOR_HOST_FAULT: '运行授权库的进程在 {operation} 时出错：{message}。请重试；若再次出现，请把此消息复制到现场报告中。',
  LICENSEVENDOR_HOST_CLOSED: '授权库已关闭（控制台正在退出或文档已卸载）。请重新初始化文档。',
  LICENSEVENDOR_LIBRARY_NOT_SET: '尚未设置授权厂商库。请在授权视图文档下方的“厂商库”字段中填写厂商库的路径（命令行：--vendor-library <路径>），然后重新初始化。',
  LICENSEVENDOR_LIBRARY_LOAD: '无法加载授权库 {path}（{reason}）。请检查授权视图中的“厂商库”字段（命令行：--vendor-library <路径>）：必须是适用于本机的厂商库。',
  LICENSEVENDOR_LIBRARY_NOT_A_FILE: '授权库路径 {path} 是{kind}，不是文件，因此未加载。请在授权视图的“厂商库”字段中填写厂商库文件（.so、.dll 或 .dylib）的路径（命令行：--vendor-library <路径>）。',
  LICENSEVENDOR_SYMBOL_MISSING: '授权库中没有函数“{symbol}”（用于 {fn}，配置文件“{profile}”）。该版本的函数名不同：请在授权视图的“ABI 配置文件”字段中指定（命令行：--abi-profile <路径>）。',
  LICENSEVENDOR_PROFILE_UNREADABLE: '无法读取 ABI 配置文件 {path}。请检查授权视图中的“ABI 配置文件”字段（命令行：--abi-profile <路径>）。',
  LICENSEVENDOR_PROFILE_INVALID: 'ABI 配置文件 {path} 在 {pointer} 处无效：{problem}。请修正该文件，或向厂商索取正确的配置文件。',
  LICENSEVENDOR_LOGIN_MODE_UNKNOWN: 'licensevendor.loginMode“{value}”不是该授权库的登录模式。请使用以下之一：{allowed}。',
  LICENSEVENDOR_APPLICATION_DATA_INVALID: 'licensevendor.applicationData 不是 base64。请从产品交付单中原样复制；若授权库已内置，则删除该字段。',
  LICENSEVENDOR_NO_SESSION: '没有打开的授权会话。请激活许可密钥，或在文档中设置 licensevendor.sn 后重新初始化。',
};

/** The words of each licensevendor code, by language. */
export const licensevendorErrorWords = { en, 'zh-CN': zhCN } as const;
