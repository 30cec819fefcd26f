// 授权厂商后端（licensevendor）错误的中文说明。键与 licensevendor/en.ts 一致；renderer/i18n/zh-CN.ts
// 把 `licensevendorErrors` 并入 `errors`，并以 `licensevendor` 引入 `licensevendorTexts`。授权库状态码的说明（shared/licensevendor/catalogue.ts）以两种语言随错误详情一起传来。

/** 授权厂商后端各错误代码的说明。 */
export const licensevendorErrors = {
  LICENSEVENDOR_STATUS: '授权库对 {operation} 返回 {name} {status}（{hex}）：{explanation} 下一步：{nextStep}',
  LICENSEVENDOR_HOST_CRASHED: '授权库在 {operation} 时崩溃（{exitStatus}）。控制台仍在运行，下次调用时会重新启动授权库；若反复崩溃，请把调用日志发给厂商。',
  LICENSEVENDOR_HOST_TIMEOUT: '授权库在 {limitMs} 毫秒内未完成 {operation}，已被停止；下次调用时会重新启动。请检查到授权服务器的网络。',
  LICENSEVENDOR_HOST_FAULT: '运行授权库的进程在 {operation} 时出错：{message}。请重试；若再次出现，请把此消息复制到现场报告中。',
  LICENSEVENDOR_HOST_CLOSED: '授权库已关闭（控制台正在退出或文档已卸载）。请重新初始化文档。',
  LICENSEVENDOR_LIBRARY_NOT_SET: '尚未设置授权厂商库。请在设置中填写厂商库的路径（命令行：--vendor-library <路径>），然后重新初始化。',
  LICENSEVENDOR_LIBRARY_LOAD: '无法加载授权库 {path}（{reason}）。请检查设置中的库路径：必须是适用于本机的厂商库。',
  LICENSEVENDOR_SYMBOL_MISSING: '授权库中没有函数“{symbol}”（用于 {fn}，配置文件“{profile}”）。该版本的函数名不同：请在设置中指定其 ABI 配置文件（命令行：--abi-profile <路径>）。',
  LICENSEVENDOR_PROFILE_UNREADABLE: '无法读取 ABI 配置文件 {path}。请检查设置中的路径。',
  LICENSEVENDOR_PROFILE_INVALID: 'ABI 配置文件 {path} 在 {pointer} 处无效：{problem}。请修正该文件，或向厂商索取正确的配置文件。',
  LICENSEVENDOR_LOGIN_MODE_UNKNOWN: 'licensevendor.loginMode“{value}”不是该授权库的登录模式。请使用以下之一：{allowed}。',
  LICENSEVENDOR_APPLICATION_DATA_INVALID: 'licensevendor.applicationData 不是 base64。请从产品交付单中原样复制；若授权库已内置，则删除该字段。',
  LICENSEVENDOR_NO_SESSION: '没有打开的授权会话。请激活许可密钥，或在文档中设置 licensevendor.sn 后重新初始化。',
};

/** 授权视图中的厂商库设置。 */
export const licensevendorTexts = {
  libraryIntro: '授权厂商后端会调用本机上的厂商库。请指定其位置（若该版本的函数名不同，还需指定其 ABI 配置文件）；更改后请重新初始化。',
  library: '厂商库',
  libraryHint: '/opt/vendor/lib/liblicensevendor.so 或 C:\\vendor\\licensevendor.dll',
  abiProfile: 'ABI 配置文件（可选）',
  abiProfileHint: '留空：使用 licensevendor_abi.h 中的名称和取值',
  save: '保存库设置',
  saved: '已保存。请初始化以使用。',
};
