// What `site-console visitor-access --batch` says of itself, in every language the console speaks
// (its report's sentences are the window's too: shared/batch-report-words.ts).
import type { LocalizedText } from '../../../shared/language';

/** The usage text. */
export const BATCH_USAGE: LocalizedText = {
  en: `usage: site-console visitor-access --batch <file.csv|file.xlsx> --profile <file> [--route direct|gateway|intermediary]
         [--journal <file>] [--concurrency <n>] [--results <file.csv|file.xlsx>] [--lang en|zh-CN] [--retry-business] [--dry-run] [--json]

Opens elevator access (E2) for every row of a batch file with the columns visitorId and floorIds
(or 访客编号 and 楼层编号; floors separated by ; or |; empty: the site completes them). A floor is
its id or its name (3F, B1, 负一层, Tower A 3F), resolved through the site's zone pages (E4) when
the profile names services.common; a name that fits several floors is a row problem. When the zone
pages cannot be read, an entry with spaces or characters beyond ASCII (Tower A 3F, 负一层) is a row
problem, and any other (A-03, but also 3F) is sent as a floor id for the site to judge. Rows with a
problem are skipped with their reason. Every outcome goes to the journal (default
<file>.journal.jsonl); run again with the same journal to send only the rows not yet granted.
A journal is bound to the batch file's content and to the site (profile name, E2 addresses): one
kept for another file or site is never used to skip rows; the run then keeps its journal beside it
(<file>.journal.2.jsonl, …) and says so.
--dry-run reads the file and checks its rows against the site's floors, then says how it read the
file and every row as it would be sent, and sends nothing (no journal is written).
--lang is the language of the report and of --results' header line (default: the locale of the
environment, LC_ALL, LC_MESSAGES or LANG; Chinese for zh_*, else English).
Exit status: 0 every row granted (now or before); 1 a business failure or a row problem;
2 usage, an unreadable file or a header without visitorId; 3 transport failures remain after retries.
`,
  'zh-CN': `用法：site-console visitor-access --batch <文件.csv|文件.xlsx> --profile <文件> [--route direct|gateway|intermediary]
         [--journal <文件>] [--concurrency <n>] [--results <文件.csv|文件.xlsx>] [--lang en|zh-CN] [--retry-business] [--dry-run] [--json]

为批量文件的每一行开通电梯通行（E2），文件包含 visitorId 和 floorIds 两列（或“访客编号”和“楼层编号”；
楼层以 ; 或 | 分隔；为空时由站点补全）。楼层可以是编号或名称（3F、B1、负一层、Tower A 3F），
当配置档给出 services.common 时，通过站点的区域分页（E4）解析；对应多个楼层的名称是行问题。
区域分页无法读取时，含空格或非 ASCII 字符的条目（Tower A 3F、负一层）是行问题，其他条目（A-03，以及 3F）
作为楼层编号发送，由站点判断。有问题的行会被跳过并注明原因。每个结果都写入日志（默认
<文件>.journal.jsonl）；用同一日志再次运行，只发送尚未开通的行。
日志绑定批量文件的内容和站点（配置档名称、E2 地址）：为其他文件或站点保存的日志绝不会用来跳过行；
此时运行会在其旁边另存日志（<文件>.journal.2.jsonl，…）并加以说明。
--dry-run 读取文件并按站点的楼层检查各行，然后说明文件是如何读取的以及每一行将如何发送，不发送任何内容（不写日志）。
--lang 是报告和 --results 表头的语言（默认取环境的区域设置 LC_ALL、LC_MESSAGES 或 LANG；zh_* 为中文，否则为英文）。
退出状态：0 每一行都已开通（本次或之前）；1 有业务失败或行问题；
2 用法错误、文件无法读取或表头没有 visitorId；3 重试后仍有传输失败。
`,
};

/** The command's refusals. */
export const BATCH_REFUSALS = {
  batchRequired: { en: '--batch <file.csv|file.xlsx> is required', 'zh-CN': '需要 --batch <文件.csv|文件.xlsx>' } as LocalizedText,
  noPositionals: (given: string): LocalizedText => ({
    en: `a batch takes its visitors from the file; remove "${given}"`,
    'zh-CN': `批量运行从文件中读取访客；请去掉“${given}”`,
  }),
  route: (value: string | undefined): LocalizedText => ({
    en: `--route takes direct, gateway or intermediary, not "${value}"`,
    'zh-CN': `--route 只接受 direct、gateway 或 intermediary，而不是“${value}”`,
  }),
};
