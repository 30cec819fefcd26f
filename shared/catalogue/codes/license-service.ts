// The license service's own codes: a key, tenant, scenario or project it refuses, an activation it lacks.
import { defineCodes } from '../entry';

export const licenseServiceCodes = defineCodes({
  LICENSE_KEY_UNKNOWN: {
    category: 'license',
    words: {
      en: 'The authorization service does not know this license key. Check the key on the license certificate (and that the address is the right service).',
      'zh-CN': '授权服务不认识此许可证密钥。请核对许可证书上的密钥（以及地址是否为正确的服务）。',
    },
  },
  TENANT_KEY_REQUIRED: {
    category: 'license',
    words: {
      en: 'This license belongs to a tenant, and the document has no tenant key. Add selfhosted.tenantKey to the document and initialize again.',
      'zh-CN': '此许可证属于某个租户，而文档中没有租户密钥。请在文档中添加 selfhosted.tenantKey 后重新初始化。',
    },
  },
  TENANT_KEY_MISMATCH: {
    category: 'license',
    words: {
      en: 'The tenant key of the document does not match the license. Check selfhosted.tenantKey with the license certificate.',
      'zh-CN': '文档的租户密钥与许可证不符。请对照许可证书核对 selfhosted.tenantKey。',
    },
  },
  SCENARIO_MISMATCH: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'The license is for another scenario ({serviceMessage}). Use a license for this scenario, or correct "scenario" in the document.',
      'zh-CN': '此许可证用于其他场景（{serviceMessage}）。请使用本场景的许可证，或修正文档中的 "scenario"。',
    },
  },
  PROJECT_MISMATCH: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'The license is bound to another project ({serviceMessage}). Check floating.projectId, or use the license of this project.',
      'zh-CN': '此许可证绑定到其他项目（{serviceMessage}）。请核对 floating.projectId，或使用本项目的许可证。',
    },
  },
  LICENSE_EXPIRED: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'The license has expired ({serviceMessage}). Ask for a renewed license key.',
      'zh-CN': '许可证已过期（{serviceMessage}）。请申请续期的许可证密钥。',
    },
  },
  ACTIVATIONS_EXHAUSTED: {
    category: 'license',
    details: ['serviceMessage'],
    words: {
      en: 'Every activation of this license is in use by other consoles ({serviceMessage}). Release one, or ask for more activations.',
      'zh-CN': '此许可证的激活数已被其他控制台用完（{serviceMessage}）。请释放一个，或申请更多激活数。',
    },
  },
  NOT_ACTIVATED: {
    category: 'license',
    words: {
      en: 'This console has not activated the license (or its activation was withdrawn). Activate the license key again.',
      'zh-CN': '此控制台尚未激活该许可证（或激活已被撤销）。请重新激活许可证密钥。',
    },
  },
});
