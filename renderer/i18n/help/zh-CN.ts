// 帮助区域（现场指南和错误目录）的中文文本。键与 help/en.ts 一致；renderer/i18n/zh-CN.ts 以 `help`
// 引入 `helpTexts`。指南正文是 docs/guide/zh-CN/ 的 Markdown，错误码的说明来自错误目录（shared/catalogue）。
import shell from '../shell/zh-CN';
import type { helpTexts as enTexts } from './en';

/** 帮助视图。 */
export const helpTexts: typeof enTexts = {
  title: shell.nav.help,
  intro: '现场指南按到场作业的顺序逐页说明，另有控制台可能显示的每个错误码：它的含义和下一步做什么。这里的内容全部保存在本机上。',
  search: '搜索指南和错误码',
  searchHint: '错误码，或中文、英文词语：PERSON_NOT_FOUND、楼层、离线激活',
  results: '搜索结果',
  resultCount: '“{query}”共有 {n} 条结果。',
  noResults: '没有与“{query}”相符的指南页面或错误码。请少输入几个词，或输入错误码。',
  kinds: { page: '指南页面', code: '错误码', 'site-code': '站点应答代码' },
  pages: '现场指南的页面',
  back: '返回原来的位置',
  code: {
    category: '故障类型：{category}',
    siteCode: '这是站点自己的代码，由站点服务在应答中返回；控制台显示对应的说明。',
    happened: '发生了什么',
    causes: '现场常见的原因',
    next: '下一步做什么',
    guide: '现场指南中的说明',
    noExplanation: '对于此错误码，目录中只有上面这句说明。如果反复出现，请把提示信息和错误码复制到现场报告中。',
    unknown: '控制台没有错误码 {code}。',
    closest: '相近的错误码：',
    cli: '命令行：site-console explain {code}',
  },
  pageMissing: '现场指南中没有“{page}”这一页。',
};
