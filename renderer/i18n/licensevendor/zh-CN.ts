import { licensevendorErrorWords } from '../../../shared/licensevendor/words';

// 授权厂商后端（licensevendor）错误的中文说明。键与 licensevendor/en.ts 一致；renderer/i18n/zh-CN.ts
// 把 `licensevendorErrors` 并入 `errors`，并以 `licensevendor` 引入 `licensevendorTexts`。授权库状态码的说明（shared/licensevendor/catalogue.ts）以两种语言随错误详情一起传来。

/** 授权厂商后端各错误代码的说明。 */
export const licensevendorErrors = licensevendorErrorWords['zh-CN'];

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
