// What `site-console person` and `site-console visitor-access` say, in every language the console
// speaks (a failure's words come from the error catalogue, shared/catalogue).
import type { LocalizedText } from '../../../shared/language';
import { personTypeWords } from '../../../shared/person-words';

/** The usage text of `person`. */
export const PERSON_USAGE: LocalizedText = {
  en: `usage: site-console person <personId> --profile <file> [--route direct|gateway] [--json] [--lang en|zh-CN]

Looks up a person and the floors they may reach (E1, chain L1).
Exit status: 0 found; 1 the site said no (e.g. PERSON_NOT_FOUND); 2 usage or a bad profile;
3 the site could not be reached or answered something that is not an envelope.
--lang is the language of what it prints (default: the locale, LC_ALL, LC_MESSAGES or LANG).
`,
  'zh-CN': `用法：site-console person <人员编号> --profile <文件> [--route direct|gateway] [--json] [--lang en|zh-CN]

查询一个人员及其可到达的楼层（E1，链路 L1）。
退出状态：0 已找到；1 站点拒绝（例如 PERSON_NOT_FOUND）；2 用法错误或配置档有误；
3 无法连接站点，或站点的应答不是信封格式。
--lang 是输出的语言（默认取区域设置 LC_ALL、LC_MESSAGES 或 LANG）。
`,
};

/** The usage text of `visitor-access`. */
export const VISITOR_USAGE: LocalizedText = {
  en: `usage: site-console visitor-access <visitorId> [--floors <id,id,...>] --profile <file> [--route direct|gateway|intermediary] [--json] [--lang en|zh-CN]
       site-console visitor-access --batch <file.csv|file.xlsx> --profile <file> …   (see visitor-access --batch x --help)

Opens elevator access for an existing visitor (E2, chain L2). Without --floors (or with an empty
list) the elevator application completes the floors from the visitor's floor list (rule 3).
Exit status: 0 access written (data true); 1 the site said no, or data false; 2 usage or a bad
profile; 3 the site could not be reached or answered something that is not an envelope.
--lang is the language of what it prints (default: the locale, LC_ALL, LC_MESSAGES or LANG).
`,
  'zh-CN': `用法：site-console visitor-access <访客编号> [--floors <编号,编号,...>] --profile <文件> [--route direct|gateway|intermediary] [--json] [--lang en|zh-CN]
      site-console visitor-access --batch <文件.csv|文件.xlsx> --profile <文件> …（见 visitor-access --batch x --help）

为已有访客开通电梯通行（E2，链路 L2）。不给 --floors（或给出空列表）时，电梯应用按访客自己的
楼层列表补全楼层（规则 3）。
退出状态：0 已写入通行权限（data true）；1 站点拒绝，或 data false；2 用法错误或配置档有误；
3 无法连接站点，或站点的应答不是信封格式。
--lang 是输出的语言（默认取区域设置 LC_ALL、LC_MESSAGES 或 LANG）。
`,
};

/** The commands' refusals. */
export const SITE_CALL_REFUSALS = {
  floorsForVisitors: {
    en: '--floors belongs to visitor-access, not to person',
    'zh-CN': '--floors 属于 visitor-access，而不是 person',
  } as LocalizedText,
  oneId: (kind: 'person' | 'visitor-access'): LocalizedText =>
    kind === 'person'
      ? { en: 'give exactly one person id', 'zh-CN': '请给出且只给出一个人员编号' }
      : { en: 'give exactly one visitor id', 'zh-CN': '请给出且只给出一个访客编号' },
  route: (allowed: string, value: string | undefined): LocalizedText => ({
    en: `--route takes ${allowed}, not "${value}"`,
    'zh-CN': `--route 只接受 ${allowed}，而不是“${value}”`,
  }),
};

/** What the commands print, in each language. */
export const SITE_CALL_WORDS = {
  en: {
    clockOff: (origin: string, seconds: string, limit: number): string =>
      `warning: the clock of the service at ${origin} is ${seconds} s off the laptop's (over ${limit} s, by its Date header): certificates, tokens and the times in records may be judged wrong; check the laptop's date, time and time zone, and the site's time (NTP)`,
    dateUnreadable: (origin: string, date: string): string =>
      `warning: the service at ${origin} sent a Date header that is not an HTTP date ("${date}"), so its clock cannot be compared with the laptop's`,
    dataFalse: (visitor: string): string => `The elevator application answered data false for visitor ${visitor}: no access was written`,
    written: (visitor: string, floors: string[] | undefined): string =>
      `Elevator access written for visitor ${visitor} on ${floors?.length ? `floors ${floors.join(', ')}` : "the floors of the visitor's own floor list"}`,
    tail: (route: string, ms: number, id: string): string => `(${route}, ${ms} ms, trace ${id})`,
    // English prints E1's own term (staff, visitor), as scripts and the docs have it.
    personTypes: {} as Readonly<Record<string, string>>,
    noName: '(no name)',
    noFloors: 'no floors',
    separator: ', ',
    /** Between a sentence and the call's facts in brackets. */
    gap: ' ',
    open: ' (',
    close: ')',
    colon: ':',
  },
  'zh-CN': {
    clockOff: (origin: string, seconds: string, limit: number): string =>
      `警告：${origin} 上服务的时钟与本机相差 ${seconds} 秒（超过 ${limit} 秒，依据其 Date 头）：证书、令牌和记录中的时间可能被误判；请检查本机的日期、时间和时区，以及站点的时间（NTP）`,
    dateUnreadable: (origin: string, date: string): string =>
      `警告：${origin} 上的服务发送的 Date 头不是 HTTP 日期（“${date}”），无法与本机时钟比较`,
    dataFalse: (visitor: string): string => `电梯应用对访客 ${visitor} 返回了 data false：未写入任何通行权限`,
    written: (visitor: string, floors: string[] | undefined): string =>
      `已为访客 ${visitor} 写入电梯通行：${floors?.length ? `楼层 ${floors.join('、')}` : '访客自己的楼层列表中的楼层'}`,
    tail: (route: string, ms: number, id: string): string => `（${route}，${ms} 毫秒，追踪 ${id}）`,
    personTypes: personTypeWords['zh-CN'],
    noName: '（无姓名）',
    noFloors: '无楼层',
    separator: '，',
    gap: '',
    open: '（',
    close: '）',
    colon: '：',
  },
};
