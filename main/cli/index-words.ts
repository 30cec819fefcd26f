// What `site-console` says of its commands, in every language the console speaks.
import type { Language } from '../../shared/language';

/** Each command's line in the command list. */
export const COMMAND_SUMMARIES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    validate: 'validate <file>... [--json]   check configuration documents',
    site: 'site [--data <file>] [--host <ip>] [--port-base <n>]   run the reference site',
    person: 'person <personId> --profile <file> [--route direct|gateway] [--json]   look up a person and their floors (L1)',
    'visitor-access':
      'visitor-access <visitorId> [--floors <id,…>] --profile <file> [--route …] [--json]   open elevator access (L2); --batch <file.csv|xlsx> for many',
    calls:
      'calls export --har <file.har> | --curl <file.sh|-> [--id <trace>]… [--operation …] [--route …] [--outcome …] [--text …] [--secrets-in-clear] [--json]   site calls for the vendor’s support',
    license:
      'license activate|check|status --config <file> [--key-file <f> | --key-stdin] [--state-dir <dir>] [--json]   use the authorization client',
    evidence:
      'evidence export --out <file.zip> | verify <file.zip> [--expect <fp>] | trust <file.zip|fp> --name <n> | key show|export|import   the signed handover evidence pack and the keys it trusts',
    handover: 'handover report --pack <pack.zip> --out <report.html> [--lang zh-CN|en|both]   the report the customer signs',
    explain: 'explain <CODE> [--json] | explain --list [--json]   what an error code means and what to do (offline)',
  },
  'zh-CN': {
    validate: 'validate <文件>... [--json]   检查配置文档',
    site: 'site [--data <文件>] [--host <ip>] [--port-base <n>]   运行参考站点',
    person: 'person <人员编号> --profile <文件> [--route direct|gateway] [--json]   查询人员及其楼层（L1）',
    'visitor-access':
      'visitor-access <访客编号> [--floors <编号,…>] --profile <文件> [--route …] [--json]   开通电梯通行（L2）；多个访客用 --batch <文件.csv|xlsx>',
    calls:
      'calls export --har <文件.har> | --curl <文件.sh|-> [--id <追踪编号>]… [--operation …] [--route …] [--outcome …] [--text …] [--secrets-in-clear] [--json]   导出站点调用，供厂商支持使用',
    license: 'license activate|check|status --config <文件> [--key-file <f> | --key-stdin] [--state-dir <目录>] [--json]   使用授权客户端',
    evidence:
      'evidence export --out <文件.zip> | verify <文件.zip> [--expect <指纹>] | trust <文件.zip|指纹> --name <名称> | key show|export|import   签名的交接证据包及其信任的密钥',
    handover: 'handover report --pack <证据包.zip> --out <报告.html> [--lang zh-CN|en|both]   供客户签收的报告',
    explain: 'explain <代码> [--json] | explain --list [--json]   错误代码的含义和处理方法（离线可用）',
  },
};

/** The frame of the command list, and the refusal of a command it does not have. */
export const INDEX_WORDS = {
  en: {
    usage: 'usage: site-console <command> [arguments]',
    commands: 'commands:',
    unknown: (name: string): string => `unknown command "${name}"`,
  },
  'zh-CN': { usage: '用法：site-console <命令> [参数]', commands: '命令：', unknown: (name: string): string => `未知命令“${name}”` },
};
