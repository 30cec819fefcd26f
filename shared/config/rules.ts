// Every rule a finding can name. Ids are stable: tools and people match on them (the CLI's --json
// output, bug reports), so an id is never renamed or reused for another meaning. The id says where
// (the field, `features.*` for any feature entry, `root` for the document) and what.
import type { LocalizedText } from '../language';

/** Whether a rule makes the document invalid or only advises. */
export type FindingSeverity = 'error' | 'warning';

/** One rule: its severity, the spec section it comes from, and a one-line summary. */
export interface RuleInfo {
  severity: FindingSeverity;
  /** Spec section, e.g. `2.8-1`, or `JSON` for the JSON grammar, `advice` for warnings of our own. */
  section: string;
  summary: LocalizedText;
}

const error = (section: string, en: string, zh: string): RuleInfo => ({ severity: 'error', section, summary: { en, 'zh-CN': zh } });
const warning = (section: string, en: string, zh: string): RuleInfo => ({ severity: 'warning', section, summary: { en, 'zh-CN': zh } });

const typeRule = (section: string, field: string, type: string, typeZh: string): RuleInfo =>
  error(section, `${field} must be ${type}.`, `${field} 必须是${typeZh}。`);
const unknownRule = (section: string, where: string, whereZh: string): RuleInfo =>
  error(section, `${where} has only the properties the spec names (case-sensitive).`, `${whereZh}只能包含规范列出的属性（区分大小写）。`);

/** Every rule, by id. */
export const CONFIG_RULES = {
  // The text itself.
  'json.syntax': error(
    'JSON',
    'The document must be JSON (RFC 8259): no comments, no trailing commas, double quotes.',
    '文档必须是标准 JSON（RFC 8259）：不能有注释或尾随逗号，字符串必须用双引号。',
  ),
  'json.duplicate-key': error('JSON', 'A key may appear only once in an object.', '同一对象中的键不能重复。'),

  // 2.1 root
  'root.type': typeRule('2.1', 'The document', 'an object', '对象'),
  'root.unknown-property': unknownRule('2.1', 'The document', '文档'),
  'schemaVersion.required': error('2.1', 'schemaVersion is required.', 'schemaVersion 为必填项。'),
  'schemaVersion.type': typeRule('2.1', 'schemaVersion', 'an integer', '整数'),
  'schemaVersion.value': error('9', `schemaVersion must equal the client's schema version.`, 'schemaVersion 必须等于客户端的架构版本号。'),
  'provider.required': error('2.1', 'provider is required.', 'provider 为必填项。'),
  'provider.type': typeRule('2.1', 'provider', 'a string', '字符串'),
  'provider.enum': error('2.1', 'provider is licensevendor or selfhosted.', 'provider 只能是 licensevendor 或 selfhosted。'),
  'scenario.required': error('2.1', 'scenario is required.', 'scenario 为必填项。'),
  'scenario.type': typeRule('2.1', 'scenario', 'a string', '字符串'),
  'scenario.enum': error('2.1', 'scenario is wharf, school or floating.', 'scenario 只能是 wharf、school 或 floating。'),

  // 2.2 licensevendor
  'licensevendor.type': typeRule('2.2', 'licensevendor', 'an object', '对象'),
  'licensevendor.unknown-property': unknownRule('2.2', 'licensevendor', 'licensevendor '),
  'licensevendor.url.type': typeRule('2.2', 'licensevendor.url', 'a string', '字符串'),
  'licensevendor.url.min-length': error('2.2', 'licensevendor.url is not empty.', 'licensevendor.url 不能为空。'),
  'licensevendor.loginMode.type': typeRule('2.2', 'licensevendor.loginMode', 'a string', '字符串'),
  'licensevendor.rootPath.type': typeRule('2.2', 'licensevendor.rootPath', 'a string', '字符串'),
  'licensevendor.sn.type': typeRule('2.2', 'licensevendor.sn', 'a string', '字符串'),
  'licensevendor.applicationData.type': typeRule('2.2', 'licensevendor.applicationData', 'a string', '字符串'),

  // 2.3 selfhosted
  'selfhosted.type': typeRule('2.3', 'selfhosted', 'an object', '对象'),
  'selfhosted.unknown-property': unknownRule('2.3', 'selfhosted', 'selfhosted '),
  'selfhosted.baseUrl.type': typeRule('2.3', 'selfhosted.baseUrl', 'a string', '字符串'),
  'selfhosted.baseUrl.min-length': error('2.3', 'selfhosted.baseUrl is not empty.', 'selfhosted.baseUrl 不能为空。'),
  'selfhosted.baseUrl.format': error(
    '2.3',
    'selfhosted.baseUrl is a URI (RFC 3986), with a scheme.',
    'selfhosted.baseUrl 必须是带协议的 URI（RFC 3986）。',
  ),
  'selfhosted.tenantKey.type': typeRule('2.3', 'selfhosted.tenantKey', 'a string', '字符串'),

  // 2.4 features
  'features.type': typeRule('2.4', 'features', 'an object (a map of feature keys)', '对象（功能键映射）'),
  'features.*.type': typeRule('2.4', 'Each features entry', 'an object', '对象'),
  'features.*.unknown-property': unknownRule('2.4', 'A features entry', 'features 条目'),
  'features.*.vendorFeatureId.type': typeRule('2.4', 'vendorFeatureId', 'an integer', '整数'),
  'features.*.vendorFeatureName.type': typeRule('2.4', 'vendorFeatureName', 'a string', '字符串'),

  // 2.5 wharf
  'wharf.type': typeRule('2.5', 'wharf', 'an object', '对象'),
  'wharf.unknown-property': unknownRule('2.5', 'wharf', 'wharf '),
  'wharf.topology.type': typeRule('2.5', 'wharf.topology', 'a string', '字符串'),
  'wharf.topology.enum': error(
    '2.5',
    'wharf.topology is cloud, group or local_float.',
    'wharf.topology 只能是 cloud、group 或 local_float。',
  ),
  'wharf.groupServiceUrl.type': typeRule('2.5', 'wharf.groupServiceUrl', 'a string', '字符串'),
  'wharf.notes.type': typeRule('2.5', 'wharf.notes', 'a string', '字符串'),

  // 2.6 school
  'school.type': typeRule('2.6', 'school', 'an object', '对象'),
  'school.unknown-property': unknownRule('2.6', 'school', 'school '),
  'school.edgeDeviceId.type': typeRule('2.6', 'school.edgeDeviceId', 'a string', '字符串'),
  'school.tenantId.type': typeRule('2.6', 'school.tenantId', 'a string', '字符串'),

  // 2.7 floating
  'floating.type': typeRule('2.7', 'floating', 'an object', '对象'),
  'floating.unknown-property': unknownRule('2.7', 'floating', 'floating '),
  'floating.projectId.type': typeRule('2.7', 'floating.projectId', 'a string', '字符串'),
  'floating.projectId.min-length': error('2.7', 'floating.projectId is not empty.', 'floating.projectId 不能为空。'),
  'floating.projectName.type': typeRule('2.7', 'floating.projectName', 'a string', '字符串'),
  'floating.contractRef.type': typeRule('2.7', 'floating.contractRef', 'a string', '字符串'),

  // 2.8 conditional rules (rule 4, "a missing wharf or school is fine", has no finding)
  'licensevendor.required': error(
    '2.8-1',
    'provider licensevendor needs a licensevendor object.',
    'provider 为 licensevendor 时必须有 licensevendor 对象。',
  ),
  'licensevendor.url.required': error(
    '2.8-1',
    'provider licensevendor needs licensevendor.url.',
    'provider 为 licensevendor 时必须有 licensevendor.url。',
  ),
  'selfhosted.required': error(
    '2.8-2',
    'provider selfhosted needs a selfhosted object.',
    'provider 为 selfhosted 时必须有 selfhosted 对象。',
  ),
  'selfhosted.baseUrl.required': error(
    '2.8-2',
    'provider selfhosted needs selfhosted.baseUrl.',
    'provider 为 selfhosted 时必须有 selfhosted.baseUrl。',
  ),
  'floating.required': error('2.8-3', 'scenario floating needs a floating object.', 'scenario 为 floating 时必须有 floating 对象。'),
  'floating.projectId.required': error(
    '2.8-3',
    'scenario floating needs floating.projectId.',
    'scenario 为 floating 时必须有 floating.projectId。',
  ),

  // A safety net that should never fire: a schema keyword this table does not know yet.
  'schema.violation': error('2', 'The document breaks the schema.', '文档不符合架构。'),

  // Warnings: never change validity.
  'licensevendor.unused': warning(
    'advice',
    'A licensevendor section is ignored unless provider is licensevendor.',
    'provider 不是 licensevendor 时，licensevendor 部分不会被使用。',
  ),
  'selfhosted.unused': warning(
    'advice',
    'A selfhosted section is ignored unless provider is selfhosted.',
    'provider 不是 selfhosted 时，selfhosted 部分不会被使用。',
  ),
  'wharf.unused': warning(
    'advice',
    'A wharf section is ignored unless scenario is wharf.',
    'scenario 不是 wharf 时，wharf 部分不会被使用。',
  ),
  'school.unused': warning(
    'advice',
    'A school section is ignored unless scenario is school.',
    'scenario 不是 school 时，school 部分不会被使用。',
  ),
  'floating.unused': warning(
    'advice',
    'A floating section is ignored unless scenario is floating.',
    'scenario 不是 floating 时，floating 部分不会被使用。',
  ),
  'licensevendor.url.form': warning(
    '2.2',
    'licensevendor.url has one of the three address forms.',
    'licensevendor.url 应符合三种地址形式之一。',
  ),
  'licensevendor.url.topology': warning(
    '2.5',
    'wharf.topology fits the form of licensevendor.url.',
    'wharf.topology 应与 licensevendor.url 的地址形式相符。',
  ),
  'licensevendor.applicationData.base64': warning(
    '2.2',
    'licensevendor.applicationData is base64.',
    'licensevendor.applicationData 应为 base64。',
  ),
  'selfhosted.baseUrl.scheme': warning(
    '2.3',
    'selfhosted.baseUrl is an http or https address.',
    'selfhosted.baseUrl 应为 http 或 https 地址。',
  ),
  'wharf.groupServiceUrl.topology': warning(
    '2.5',
    'wharf.groupServiceUrl is meant for topology group.',
    'wharf.groupServiceUrl 仅用于 topology 为 group 的情况。',
  ),
  'wharf.groupServiceUrl.form': warning(
    '2.5',
    'wharf.groupServiceUrl has the form <scheme>://<host>:<port>.',
    'wharf.groupServiceUrl 应为 <scheme>://<主机>:<端口> 形式。',
  ),
  // Placeholders (placeholders.ts): a template's documentation address or a REPLACE-ME token.
  'licensevendor.url.placeholder': warning(
    'advice',
    "licensevendor.url is the site's address, not a placeholder (replace me).",
    'licensevendor.url 应为现场的地址，而不是占位地址（请替换）。',
  ),
  'selfhosted.baseUrl.placeholder': warning(
    'advice',
    "selfhosted.baseUrl is the site's address, not a placeholder (replace me).",
    'selfhosted.baseUrl 应为现场的地址，而不是占位地址（请替换）。',
  ),
  'wharf.groupServiceUrl.placeholder': warning(
    'advice',
    "wharf.groupServiceUrl is the site's address, not a placeholder (replace me).",
    'wharf.groupServiceUrl 应为现场的地址，而不是占位地址（请替换）。',
  ),
  'features.*.empty': warning(
    '2.4',
    'A features entry names a vendorFeatureId or a vendorFeatureName.',
    'features 条目应填写 vendorFeatureId 或 vendorFeatureName。',
  ),
} as const satisfies Record<string, RuleInfo>;

/** Id of a rule, e.g. `provider.enum` or `licensevendor.required`. */
export type ConfigRuleId = keyof typeof CONFIG_RULES;

/** Whether a string is the id of a rule. */
export const isConfigRuleId = (id: string): id is ConfigRuleId => Object.hasOwn(CONFIG_RULES, id);
