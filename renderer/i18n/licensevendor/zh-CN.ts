// 授权视图中厂商库设置的中文文本。键与 licensevendor/en.ts 一致；renderer/i18n/zh-CN.ts
// 以 `licensevendor` 引入 `licensevendorTexts`。错误说明在错误目录（shared/catalogue）中。

/** 授权视图中的厂商库设置。 */
export const licensevendorTexts = {
  libraryIntro: '授权厂商后端会调用本机上的厂商库。请指定其位置（若该版本的函数名不同，还需指定其 ABI 配置文件）；更改后请重新初始化。',
  library: '厂商库',
  libraryHint: '/opt/vendor/lib/liblicensevendor.so 或 C:\\vendor\\licensevendor.dll',
  abiProfile: 'ABI 配置文件（可选）',
  abiProfileHint: '留空：使用 licensevendor_abi.h 中的名称和取值',
  save: '保存库设置',
  saved: '已保存。请初始化以使用。',
  confirm: '确认库',
  approved: '已在本机确认：{path}（SHA-256 {sha256}…）。请初始化以使用。',
  approvedInUse: '已在本机确认：{path}（SHA-256 {sha256}…）。',
  declined: '未确认：控制台不会加载此库。点击“确认库”可再次确认。',
  codeIntro:
    '控制台已在其运行的终端中打印一个代码，并附有路径 {path} 和该库的 SHA-256。请在终端中核对后，在此输入该代码。若不是您发起的，请不要操作。',
  code: '控制台终端中的代码',
  codeSubmit: '确认',
};
