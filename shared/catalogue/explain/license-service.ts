// The license service's own codes: a key, tenant, scenario or project it refuses, an activation it lacks.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { licenseServiceCodes } from '../codes/license-service';

export const licenseServiceExplanations = defineExplanations<typeof licenseServiceCodes>()({
  LICENSE_KEY_UNKNOWN: {
    explain: {
      en: {
        causes: [
          'The key was mistyped (O for 0, I for 1) or copied with a character missing from the license certificate.',
          'The key belongs to another site, or the address is another authorization service (a test or demo one).',
        ],
        next: [
          'Compare the key character by character with the license certificate, then Activate again.',
          'Check that selfhosted.baseUrl is this site’s authorization service; if both are right, send the last four characters of the key to the license vendor.',
        ],
      },
      'zh-CN': {
        causes: [
          '密钥输入有误（O 与 0、I 与 1 混淆），或从许可证书复制时漏了字符。',
          '该密钥属于其他站点，或地址是另一个授权服务（测试或演示服务）。',
        ],
        next: [
          '逐字符对照许可证书核对密钥，然后再次激活。',
          '确认 selfhosted.baseUrl 是本站点的授权服务；如果两者都正确，请把密钥的最后四个字符发给许可厂商。',
        ],
      },
    },
    guide: 'license',
  },
  TENANT_KEY_REQUIRED: {
    explain: {
      en: {
        causes: [
          'The license was issued to a tenant (a company on a shared site), and the document was written without selfhosted.tenantKey.',
        ],
        next: [
          'Take the tenant key from the license certificate or the site administrator, add selfhosted.tenantKey in the Configuration view, and Initialize again.',
        ],
      },
      'zh-CN': {
        causes: ['该许可证是签发给租户的（共享站点中的某家公司），而文档中没有 selfhosted.tenantKey。'],
        next: ['从许可证书或站点管理员处获取租户密钥，在“配置”视图中添加 selfhosted.tenantKey，然后再次初始化。'],
      },
    },
    guide: 'configuration',
  },
  TENANT_KEY_MISMATCH: {
    explain: {
      en: {
        causes: [
          'The tenant key in the document belongs to another tenant of the site, or was mistyped.',
          'The license key is another tenant’s.',
        ],
        next: [
          'Check selfhosted.tenantKey against the license certificate, correct it in the Configuration view, and Initialize again.',
          'If both match the certificate, ask the license vendor which tenant the license belongs to.',
        ],
      },
      'zh-CN': {
        causes: ['文档中的租户密钥属于站点的另一个租户，或输入有误。', '许可证密钥属于另一个租户。'],
        next: [
          '对照许可证书核对 selfhosted.tenantKey，在“配置”视图中修正，然后再次初始化。',
          '如果两者都与证书一致，请询问许可厂商该许可证属于哪个租户。',
        ],
      },
    },
    guide: 'configuration',
  },
  SCENARIO_MISMATCH: {
    explain: {
      en: {
        causes: [
          'The document’s scenario (wharf, school or floating) is not the one the license was sold for: a template of another scenario was used.',
          'The license key is from another project of another scenario.',
        ],
        next: [
          'Check the scenario on the license certificate, correct "scenario" in the Configuration view (or start from the right template), and Initialize again.',
          'If the scenario is right, ask the license vendor for a license of this scenario.',
        ],
      },
      'zh-CN': {
        causes: [
          '文档的业务场景（wharf、school 或 floating）与许可证售出时的不同：使用了其他场景的模板。',
          '许可证密钥来自其他场景的其他项目。',
        ],
        next: [
          '核对许可证书上的场景，在“配置”视图中修正 "scenario"（或从正确的模板开始），然后再次初始化。',
          '如果场景没错，请向许可厂商索取本场景的许可证。',
        ],
      },
    },
    guide: 'configuration',
  },
  PROJECT_MISMATCH: {
    explain: {
      en: {
        causes: [
          'floating.projectId in the document is another project’s (copied from a previous site’s document).',
          'The license key is bound to another project of the same customer.',
        ],
        next: [
          'Check floating.projectId against the license certificate, correct it in the Configuration view, and Initialize again.',
          'If it is right, ask the license vendor for the license of this project.',
        ],
      },
      'zh-CN': {
        causes: ['文档中的 floating.projectId 属于其他项目（从以前站点的文档中复制来的）。', '许可证密钥绑定到同一客户的另一个项目。'],
        next: ['对照许可证书核对 floating.projectId，在“配置”视图中修正，然后再次初始化。', '如果无误，请向许可厂商索取本项目的许可证。'],
      },
    },
    guide: 'configuration',
  },
  LICENSE_EXPIRED: {
    explain: {
      en: {
        causes: ['The license’s term has ended (trial or yearly licenses), or the laptop’s or the server’s clock is far ahead.'],
        next: [
          'Check the laptop’s date and time.',
          'If they are right, send the license’s end date and the site’s name to the license vendor and ask for a renewed key; then Activate it.',
        ],
      },
      'zh-CN': {
        causes: ['许可证期限已到（试用或年度许可证），或笔记本、服务器的时钟严重超前。'],
        next: ['检查笔记本的日期和时间。', '如果时间正确，请把许可证的到期日期和站点名称发给许可厂商，索取续期密钥，然后激活。'],
      },
    },
    guide: 'license',
  },
  ACTIVATIONS_EXHAUSTED: {
    explain: {
      en: {
        causes: [
          'Other consoles (colleagues’ laptops, an old laptop, a reinstalled one) still hold every activation of this license.',
          'Each reinstall or new data directory counted as a new activation.',
        ],
        next: [
          'Release an activation on a laptop that no longer needs it, or ask the site administrator to withdraw one in the authorization service.',
          'Otherwise ask the license vendor for more activations, naming the license and how many consoles the site needs.',
        ],
      },
      'zh-CN': {
        causes: [
          '其他控制台（同事的笔记本、旧笔记本、重装过的笔记本）仍占用着该许可证的全部激活数。',
          '每次重装或使用新的数据目录都算作一次新的激活。',
        ],
        next: [
          '在不再需要的笔记本上释放激活，或请站点管理员在授权服务中撤销一个。',
          '否则请向许可厂商申请更多激活数，说明许可证以及站点需要的控制台数量。',
        ],
      },
    },
    guide: 'license',
  },
  NOT_ACTIVATED: {
    explain: {
      en: {
        causes: [
          'This console has not activated the license yet, or its state directory is another one (a portable copy, --state-dir).',
          'The site administrator withdrew this console’s activation in the authorization service.',
        ],
        next: ['Activate the license key again in the License view (command line: site-console license activate).'],
      },
      'zh-CN': {
        causes: [
          '本控制台尚未激活许可证，或使用的是另一个状态目录（便携副本、--state-dir）。',
          '站点管理员在授权服务中撤销了本控制台的激活。',
        ],
        next: ['在“授权”视图中重新激活许可证密钥（命令行：site-console license activate）。'],
      },
    },
    guide: 'license',
  },
});
