// The configuration document of the authorization client (spec sections 2.1–2.8, 9), stated once as
// JSON Schema. scripts/gen-validators.ts compiles it to standalone code at build time; the editor
// reads it at run time for completion and hover text (schema-navigation.ts). The rule ids that
// findings carry are keyed to its structure (rules.ts), so a property added here needs a rule there.

import { PROVIDERS, SCENARIOS, SCHEMA_VERSION, WHARF_TOPOLOGIES } from './choices';

const text = (description: string) => ({ type: 'string', description }) as const;

// "When <key> = <value>, the <section> object must be present and its <field> must be a non-empty
// string": the field's own schema already demands a string of length ≥ 1, so the rule only has to
// demand presence. `properties: { [field]: true }` is there for ajv's strictRequired check.
const conditionalRule = (key: string, value: string, section: string, field: string) => ({
  if: { required: [key], properties: { [key]: { const: value } } },
  then: {
    required: [section],
    properties: { [section]: { type: 'object', required: [field], properties: { [field]: true } } },
  },
});

/** JSON Schema of the authorization client's configuration document (spec sections 2.1–2.8). */
export const configSchema = {
  type: 'object',
  description: 'Configuration document passed to the authorization client by initialize(config_json).',
  additionalProperties: false,
  required: ['schemaVersion', 'provider', 'scenario'],
  properties: {
    schemaVersion: {
      type: 'integer',
      const: SCHEMA_VERSION,
      description: `Version of this document's format. Must be ${SCHEMA_VERSION}, the version this client understands.`,
    },
    provider: {
      type: 'string',
      enum: [...PROVIDERS],
      description:
        "Authorization backend: 'licensevendor' (the license vendor's native backend) or 'selfhosted' (a self-hosted HTTP authorization service).",
    },
    scenario: {
      type: 'string',
      enum: [...SCENARIOS],
      description:
        "Business scenario: 'wharf' (central authorization), 'school' (authorization per edge device) or 'floating' (authorization per project).",
    },
    licensevendor: {
      type: 'object',
      description: "Settings of the license vendor's backend. Required when provider is 'licensevendor'.",
      additionalProperties: false,
      properties: {
        url: {
          type: 'string',
          minLength: 1,
          description:
            'Login address of the vendor backend. Cloud: http(s)://…; group service: <group_scheme>://<host>:<port>; local license: <local_scheme>://…',
        },
        loginMode: text('Name of one of the vendor’s login modes, e.g. AUTO, REMOTE, LOCAL.'),
        rootPath: text('Optional root path for the vendor client.'),
        sn: text('Serial number fixed before activation. Leave it out to activate later with activate(licenseKey).'),
        applicationData: text('Application data bound to the product (base64), when it is not compiled into the library.'),
      },
    },
    selfhosted: {
      type: 'object',
      description: "Settings of the self-hosted HTTP authorization service. Required when provider is 'selfhosted'.",
      additionalProperties: false,
      properties: {
        baseUrl: {
          type: 'string',
          minLength: 1,
          format: 'uri',
          description: 'Root URL of the self-hosted authorization service, e.g. https://auth.example.net/api.',
        },
        tenantKey: text('Tenant or caller identifier.'),
      },
    },
    features: {
      type: 'object',
      description: 'Logical feature keys (free text, used by hasFeature) mapped to vendor feature items.',
      additionalProperties: {
        type: 'object',
        description: 'The vendor feature item behind this logical key: by id, by name, or both.',
        additionalProperties: false,
        properties: {
          vendorFeatureId: { type: 'integer', description: 'Vendor feature-item id (an integer).' },
          vendorFeatureName: text('Vendor feature-item name.'),
        },
      },
    },
    wharf: {
      type: 'object',
      description: "Settings of the wharf scenario (central authorization). Recommended when scenario is 'wharf'.",
      additionalProperties: false,
      properties: {
        topology: {
          type: 'string',
          enum: [...WHARF_TOPOLOGIES],
          description: "Authorization topology hint: 'cloud', 'group' (group service) or 'local_float' (single-machine floating).",
        },
        groupServiceUrl: text("Group service address <group_scheme>://<host>:<port>; meant for topology 'group'."),
        notes: text('Free text.'),
      },
    },
    school: {
      type: 'object',
      description: "Settings of the school scenario (authorization per edge device). Recommended when scenario is 'school'.",
      additionalProperties: false,
      properties: {
        edgeDeviceId: text(
          'Edge device instance identifier, for operations reconciliation (telemetry and logs only; never sent to the vendor).',
        ),
        tenantId: text('Tenant identifier.'),
      },
    },
    floating: {
      type: 'object',
      description: "Settings of the floating scenario (authorization per project). Required when scenario is 'floating'.",
      additionalProperties: false,
      properties: {
        projectId: { type: 'string', minLength: 1, description: 'Project-level authorization anchor.' },
        projectName: text('Project name.'),
        contractRef: text('Contract or order reference.'),
      },
    },
  },
  // Spec 2.8, rules 1–3 in this order (findings.ts maps `allOf/<n>` to the rule). Rule 4 (missing
  // wharf or school is fine) needs nothing.
  allOf: [
    conditionalRule('provider', 'licensevendor', 'licensevendor', 'url'),
    conditionalRule('provider', 'selfhosted', 'selfhosted', 'baseUrl'),
    conditionalRule('scenario', 'floating', 'floating', 'projectId'),
  ],
} as const;

/**
 * zh-CN hover text, keyed like the schema's locations (`/licensevendor/url`, `/features/*`); the
 * English text is the schema's own `description`.
 */
export const configDescriptionsZh: Readonly<Record<string, string>> = {
  '': '授权客户端初始化 initialize(config_json) 时传入的配置文档。',
  '/schemaVersion': `配置文档格式的版本号，必须为 ${SCHEMA_VERSION}（即本客户端支持的版本）。`,
  '/provider': "授权后端：'licensevendor'（授权厂商原生后端）或 'selfhosted'（自建 HTTP 授权服务）。",
  '/scenario': "业务场景：'wharf'（集中授权）、'school'（按边缘设备授权）或 'floating'（按项目授权）。",
  '/licensevendor': "授权厂商后端的设置。provider 为 'licensevendor' 时必填。",
  '/licensevendor/url': '授权厂商后端的登录地址。云端：http(s)://…；集团服务：<group_scheme>://<主机>:<端口>；本地授权：<local_scheme>://…',
  '/licensevendor/loginMode': '厂商登录模式的名称，例如 AUTO、REMOTE、LOCAL。',
  '/licensevendor/rootPath': '厂商客户端的根路径（可选）。',
  '/licensevendor/sn': '激活前预先固定的序列号。不填则之后通过 activate(licenseKey) 激活。',
  '/licensevendor/applicationData': '与产品绑定的应用数据（base64），库中未内置该常量时使用。',
  '/selfhosted': "自建 HTTP 授权服务的设置。provider 为 'selfhosted' 时必填。",
  '/selfhosted/baseUrl': '自建授权服务的根 URL，例如 https://auth.example.net/api。',
  '/selfhosted/tenantKey': '租户或调用方标识。',
  '/features': '逻辑功能键（自由文本，供 hasFeature 使用）到厂商功能项的映射。',
  '/features/*': '该逻辑功能键对应的厂商功能项：按 id、按名称，或两者都填。',
  '/features/*/vendorFeatureId': '厂商功能项 id（整数）。',
  '/features/*/vendorFeatureName': '厂商功能项名称。',
  '/wharf': "wharf 场景（集中授权）的设置。scenario 为 'wharf' 时建议填写。",
  '/wharf/topology': "授权拓扑提示：'cloud'（云端）、'group'（集团服务）或 'local_float'（单机浮动）。",
  '/wharf/groupServiceUrl': "集团服务地址 <group_scheme>://<主机>:<端口>，用于 topology 为 'group' 时。",
  '/wharf/notes': '备注（自由文本）。',
  '/school': "school 场景（按边缘设备授权）的设置。scenario 为 'school' 时建议填写。",
  '/school/edgeDeviceId': '边缘设备实例标识，用于运维对账（仅用于遥测或日志，不会传给厂商接口）。',
  '/school/tenantId': '租户标识。',
  '/floating': "floating 场景（按项目授权）的设置。scenario 为 'floating' 时必填。",
  '/floating/projectId': '项目级授权锚点。',
  '/floating/projectName': '项目名称。',
  '/floating/contractRef': '合同或订单编号。',
};
