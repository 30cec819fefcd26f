// What `site-console explain` says, in every language the console speaks.
import type { LocalizedText } from '../../../shared/language';

/** The usage text. */
export const EXPLAIN_USAGE: LocalizedText = {
  en: `usage: site-console explain <CODE> [--lang en|zh-CN] [--json]
       site-console explain --list [--json]

Says what an error code means, in the engineer's language: its words (a ‹placeholder› stands for
the fact the console fills in), its usual causes on a site, what to do, and the field guide's page
about it. Every failure the console prints ends with its code; this is the index of them all, and
it needs no network. --list lists every code (the console's own, then the site services' own).
Exit status: 0 found; 2 no such code (the closest ones are named) or wrong arguments.
`,
  'zh-CN': `用法：site-console explain <代码> [--lang en|zh-CN] [--json]
      site-console explain --list [--json]

用工程师的语言说明一个错误代码的含义：它的说明文字（‹占位符› 表示控制台填入的具体信息）、
它在现场的常见原因、应该怎么做，以及现场手册中相关的页面。控制台输出的每个失败都以其代码结尾；
这里是所有代码的索引，无需网络。--list 列出所有代码（先是控制台自己的，再是站点服务的）。
退出状态：0 已找到；2 没有该代码（会给出最接近的代码）或参数有误。
`,
};

const both = (en: string, zh: string): LocalizedText => ({ en, 'zh-CN': zh });

/** The command's refusals. */
export const EXPLAIN_REFUSALS = {
  oneCode: both(
    'give one code, e.g. site-console explain HTTP_CONNECT_TIMEOUT, or --list',
    '请给出一个代码，例如 site-console explain HTTP_CONNECT_TIMEOUT，或使用 --list',
  ),
  unknown: (code: string, closest: readonly string[]): LocalizedText =>
    both(`there is no code ${code}; the closest: ${closest.join(', ')}`, `没有代码 ${code}；最接近的：${closest.join('、')}`),
};

/** The command's sentences. */
export const EXPLAIN_WORDS = {
  en: {
    heading: (code: string, category: string, source: 'console' | 'site'): string =>
      `${code} (${category}${source === 'site' ? ", a site service's own code" : ''})`,
    causes: 'Usual causes on a site:',
    next: 'What to do:',
    noExplanation: 'No usual causes are recorded for this code yet; its words above say what to do.',
    guide: (path: string): string => `Field guide: ${path}`,
  },
  'zh-CN': {
    heading: (code: string, category: string, source: 'console' | 'site'): string =>
      `${code}（${category}${source === 'site' ? '，站点服务自己的代码' : ''}）`,
    causes: '现场的常见原因：',
    next: '应该怎么做：',
    noExplanation: '尚未记录此代码的常见原因；上面的说明文字已经说明了应该怎么做。',
    guide: (path: string): string => `现场手册：${path}`,
  },
};
