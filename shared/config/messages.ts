// The words of every configuration finding, in English and Chinese: the one table that turns a
// problem into what the engineer reads. Each message says what is wrong, where (the field in the
// engineer's own terms; line and column travel beside it) and what to do next.
import type { LocalizedText } from './types';
import type { WharfTopology } from './choices';
import { PLACEHOLDER_TOKEN } from './placeholders';

/** Kinds of JSON syntax problems, named for what the engineer did rather than for the parser. */
export type SyntaxProblem =
  | 'empty-document'
  | 'byte-order-mark'
  | 'single-quotes'
  | 'unquoted-key'
  | 'literal-case'
  | 'not-a-json-value'
  | 'unexpected-character'
  | 'bad-number'
  | 'property-name-expected'
  | 'trailing-comma'
  | 'value-expected'
  | 'colon-expected'
  | 'comma-expected'
  | 'unclosed-object'
  | 'unclosed-array'
  | 'text-after-end'
  | 'comment'
  | 'unterminated-string'
  | 'bad-unicode-escape'
  | 'bad-escape'
  | 'control-character';

/** The address forms of licensevendor.url (spec 2.2). */
export type UrlForm = 'cloud' | 'group' | 'local' | 'none';

/** A problem found in a document, with the facts its message needs. */
export type Problem =
  | { kind: 'syntax'; problem: SyntaxProblem; token: string }
  | { kind: 'duplicate-key'; key: string; firstLine: number }
  | {
      kind: 'unknown-property';
      key: string;
      where: readonly string[];
      allowed: readonly string[];
      suggestion?: string;
      required?: boolean;
      belongsIn?: string;
    }
  | { kind: 'missing'; field: string }
  | { kind: 'conditional-section'; trigger: string; section: string; field: string }
  | { kind: 'conditional-field'; trigger: string; section: string; field: string }
  | { kind: 'type'; path: readonly string[]; expected: string; actual: unknown }
  | { kind: 'version'; expected: number; actual: unknown }
  | { kind: 'enum'; path: readonly string[]; allowed: readonly string[]; actual: unknown; suggestion?: string }
  | { kind: 'empty'; path: readonly string[] }
  | { kind: 'format'; path: readonly string[]; actual: string }
  | { kind: 'unused-section'; section: string; trigger: string; actual: string }
  | { kind: 'url-form'; url: string }
  | { kind: 'url-topology'; url: string; topology: WharfTopology; form: UrlForm }
  | { kind: 'application-data'; offending: string | null }
  | { kind: 'base-url-scheme'; url: string }
  | { kind: 'group-service-topology'; topology: WharfTopology }
  | { kind: 'group-service-form'; url: string }
  | { kind: 'feature-empty'; key: string }
  | { kind: 'placeholder'; field: string; url: string; what: string };

const both = (en: string, zh: string): LocalizedText => ({ en, 'zh-CN': zh });

const q = (s: string): string => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}…` : s);

/** How a field is named in messages: `licensevendor.url`, `features["door.open"].vendorFeatureId`. */
export function fieldLabel(path: readonly string[]): string {
  return path
    .map((token, i) => (i === 1 && path[0] === 'features' ? `[${JSON.stringify(token)}]` : i === 0 ? token : `.${token}`))
    .join('');
}

// Chinese puts a space between a Latin field name and the Chinese words around it, none after 文档.
const whereLabel = (where: readonly string[]): LocalizedText =>
  where.length === 0 ? both('the document', '文档') : both(fieldLabel(where), `${fieldLabel(where)} `);

const listEn = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
const listZh = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')} 或 ${items[items.length - 1] ?? ''}`;
const quoted = (items: readonly string[]): string[] => items.map((s) => JSON.stringify(s));

/** Describes a JSON value for "but it is …". */
function valueWords(value: unknown): LocalizedText {
  if (value === null) return both('null', '空值 null');
  if (typeof value === 'string') return both(`the string ${q(value)}`, `字符串 ${q(value)}`);
  if (typeof value === 'number') return both(`the number ${value}`, `数字 ${value}`);
  if (typeof value === 'boolean') return both(String(value), `布尔值 ${value}`);
  if (Array.isArray(value)) return both('an array', '数组');
  return both('an object', '对象');
}

const typeWords: Record<string, LocalizedText> = {
  string: both('a string', '字符串'),
  integer: both('an integer', '整数'),
  number: both('a number', '数字'),
  boolean: both('true or false', '布尔值'),
  object: both('an object', '对象'),
  array: both('an array', '数组'),
  null: both('null', 'null'),
};

/** What to type for a field that must not be empty, or is missing. */
const fieldHints: Record<string, LocalizedText> = {
  'licensevendor.url': both(
    "the vendor backend's login address, e.g. https://…, bit://192.0.2.10:8273 or root://…",
    '授权厂商后端的登录地址，例如 https://…、bit://192.0.2.10:8273 或 root://…',
  ),
  'selfhosted.baseUrl': both(
    'the root URL of the authorization service, e.g. https://auth.example.net/api',
    '授权服务的根 URL，例如 https://auth.example.net/api',
  ),
  'floating.projectId': both("the project's authorization anchor (its project id)", '项目的授权锚点（项目编号）'),
};

const addExamples: Record<string, LocalizedText> = {
  schemaVersion: both('"schemaVersion": 1', '"schemaVersion": 1'),
  provider: both('"provider": "licensevendor" (or "selfhosted")', '"provider": "licensevendor"（或 "selfhosted"）'),
  scenario: both('"scenario": "wharf" (or "school", "floating")', '"scenario": "wharf"（或 "school"、"floating"）'),
};

const syntaxWords: Record<SyntaxProblem, (token: string) => LocalizedText> = {
  'empty-document': () =>
    both(
      'The document is empty. A configuration document is a JSON object, e.g. { "schemaVersion": 1, "provider": …, "scenario": … }; start from a template.',
      '文档为空。配置文档是一个 JSON 对象，例如 { "schemaVersion": 1, "provider": …, "scenario": … }；可以从模板开始。',
    ),
  'byte-order-mark': () =>
    both(
      'The document starts with an invisible byte order mark (BOM). Remove it; saving from the console does.',
      '文档开头有一个不可见的字节顺序标记（BOM）。请删除它；用控制台保存时会自动去掉。',
    ),
  'single-quotes': (t) =>
    both(
      `${t} uses single quotes. JSON strings and property names need double quotes: "…".`,
      `${t} 使用了单引号。JSON 的字符串和属性名必须用双引号 "…"。`,
    ),
  'unquoted-key': (t) => both(`The property name ${t} needs double quotes: "${t}".`, `属性名 ${t} 必须加双引号："${t}"。`),
  'literal-case': (t) =>
    both(`${t} is not JSON: write true, false and null in lower case.`, `${t} 不是合法的 JSON：true、false、null 必须小写。`),
  'not-a-json-value': (t) =>
    both(
      `${t} is not a JSON value. JSON has no NaN, Infinity or undefined; use a number, a string or null.`,
      `${t} 不是 JSON 值。JSON 中没有 NaN、Infinity 或 undefined，请改用数字、字符串或 null。`,
    ),
  'unexpected-character': (t) =>
    both(
      `Unexpected ${q(t)}. Outside strings JSON allows only { } [ ] : , numbers, true, false and null; put text in double quotes.`,
      `此处出现了意外的 ${q(t)}。字符串之外只能出现 { } [ ] : ,、数字、true、false 和 null；文本请用双引号括起来。`,
    ),
  'bad-number': (t) =>
    both(
      `${t} is not a valid JSON number. Write numbers like 8273, -1 or 2.5 (no leading +, no leading zeros, digits on both sides of the point).`,
      `${t} 不是合法的 JSON 数字。数字应写成 8273、-1 或 2.5 这样的形式（不能以 + 开头，不能有前导零，小数点两边都要有数字）。`,
    ),
  'property-name-expected': () =>
    both('A property name in double quotes is expected here, e.g. "url": …', '此处应为带双引号的属性名，例如 "url": …'),
  'trailing-comma': () =>
    both(
      'A comma must be followed by another entry. Remove the trailing comma before the closing bracket.',
      '逗号后面必须还有一项。请删除右括号前多余的逗号。',
    ),
  'value-expected': () =>
    both(
      'A value is expected here: a string in double quotes, a number, true, false, null, an object or an array.',
      '此处应为一个值：带双引号的字符串、数字、true、false、null、对象或数组。',
    ),
  'colon-expected': () => both('A colon (:) is expected between the property name and its value.', '属性名和值之间缺少冒号（:）。'),
  'comma-expected': () => both('A comma (,) is missing before this entry.', '此项前面缺少逗号（,）。'),
  'unclosed-object': (line) =>
    both(
      `The object ${line ? `opened on line ${line} ` : ''}is not closed: a } is missing here. Check that every { has its }.`,
      `${line ? `第 ${line} 行开始的` : ''}对象没有闭合，此处缺少 }。请检查每个 { 是否都有对应的 }。`,
    ),
  'unclosed-array': (line) =>
    both(
      `The array ${line ? `opened on line ${line} ` : ''}is not closed: a ] is missing here. Check that every [ has its ].`,
      `${line ? `第 ${line} 行开始的` : ''}数组没有闭合，此处缺少 ]。请检查每个 [ 是否都有对应的 ]。`,
    ),
  'text-after-end': () =>
    both(
      'Text follows the end of the document. A configuration document is exactly one JSON object; remove what follows its closing }.',
      '文档结束后还有多余内容。配置文档只能是一个 JSON 对象；请删除最后一个 } 之后的内容。',
    ),
  comment: () =>
    both(
      'Comments are not allowed in JSON. Remove the comment (put notes in wharf.notes if they must stay).',
      'JSON 中不允许注释。请删除注释（需要保留的说明可以写在 wharf.notes 中）。',
    ),
  'unterminated-string': () =>
    both('This string is not closed: a double quote (") is missing at its end.', '字符串没有结束，末尾缺少双引号（"）。'),
  'bad-unicode-escape': () =>
    both(
      'Bad \\u escape: \\u must be followed by four hexadecimal digits, e.g. \\u00e9.',
      '\\u 转义不正确：\\u 后面必须是四位十六进制数字，例如 \\u00e9。',
    ),
  'bad-escape': () =>
    both(
      'Bad escape in a string: after a backslash only " \\ / b f n r t u may follow. Write a backslash as \\\\ (e.g. in Windows paths: C:\\\\licenses).',
      '字符串中的转义不正确：反斜杠后只能跟 " \\ / b f n r t u。反斜杠本身要写成 \\\\（例如 Windows 路径 C:\\\\licenses）。',
    ),
  'control-character': () =>
    both(
      'A tab or line break inside a string must be escaped: write \\t or \\n, or keep the string on one line.',
      '字符串中的制表符或换行必须转义：写成 \\t 或 \\n，或让字符串保持在一行内。',
    ),
};

/** The English and Chinese words for a problem. */
export function describeProblem(p: Problem): LocalizedText {
  switch (p.kind) {
    case 'syntax':
      return syntaxWords[p.problem](p.token);
    case 'duplicate-key':
      return both(
        `${q(p.key)} appears more than once in this object (first on line ${p.firstLine}). JSON keeps only the last one and silently drops the others; delete the one you do not want.`,
        `此对象中 ${q(p.key)} 出现了不止一次（第一次在第 ${p.firstLine} 行）。JSON 只保留最后一个，其余的会被悄悄丢弃；请删除不需要的那个。`,
      );
    case 'unknown-property': {
      const where = whereLabel(p.where);
      const en = `${q(p.key)} is not a property of ${where.en}.`;
      const zh = `${where['zh-CN']}中没有 ${q(p.key)} 这个属性。`;
      if (p.suggestion !== undefined) {
        const sameLetters = p.suggestion.toLowerCase() === p.key.toLowerCase();
        return both(
          `${en} Did you mean ${q(p.suggestion)}?${sameLetters ? ' Property names are case-sensitive.' : ''}${p.required ? ` ${p.suggestion} is required.` : ''}`,
          `${zh}是否应为 ${q(p.suggestion)}？${sameLetters ? '属性名区分大小写。' : ''}${p.required ? `${p.suggestion} 为必填项。` : ''}`,
        );
      }
      if (p.belongsIn !== undefined)
        return both(
          `${en} It belongs in ${p.belongsIn}; move it into the ${p.belongsIn} object.`,
          `${zh}它属于 ${p.belongsIn}，请把它移到 ${p.belongsIn} 对象中。`,
        );
      if (p.allowed.length === 0) return both(`${en} Remove it.`, `${zh}请删除它。`);
      return both(
        `${en} Allowed: ${p.allowed.join(', ')}. Remove it or correct the name.`,
        `${zh}可用的属性有：${p.allowed.join('、')}。请删除它或改正名称。`,
      );
    }
    case 'missing': {
      const example = addExamples[p.field] ?? both(`"${p.field}"`, `"${p.field}"`);
      return both(`${p.field} is missing. Add ${example.en} to the document.`, `缺少 ${p.field}。请在文档中添加 ${example['zh-CN']}。`);
    }
    case 'conditional-section':
      return both(
        `${p.trigger} is ${p.section}, so a ${p.section} object with a ${p.field} is required. Add "${p.section}": { "${p.field}": "…" }, or change ${p.trigger}.`,
        `${p.trigger} 为 ${p.section}，因此必须有 ${p.section} 对象并填写 ${p.field}。请添加 "${p.section}": { "${p.field}": "…" }，或更改 ${p.trigger}。`,
      );
    case 'conditional-field': {
      const hint = fieldHints[`${p.section}.${p.field}`];
      return both(
        `${p.trigger} is ${p.section}, so ${p.section} needs a ${p.field}. Add "${p.field}"${hint ? ` with ${hint.en}` : ''}.`,
        `${p.trigger} 为 ${p.section}，因此 ${p.section} 中必须有 ${p.field}。请添加 "${p.field}"${hint ? `，填写${hint['zh-CN']}` : ''}。`,
      );
    }
    case 'type': {
      const field = p.path.length === 0 ? both('The document', '文档') : both(fieldLabel(p.path), `${fieldLabel(p.path)} `);
      const expected = typeWords[p.expected] ?? both(p.expected, p.expected);
      const actual = valueWords(p.actual);
      const next = typeHint(p);
      return both(
        `${field.en} must be ${expected.en}, but it is ${actual.en}.${next.en ? ` ${next.en}` : ''}`,
        `${field['zh-CN']}必须是${expected['zh-CN']}，当前是${actual['zh-CN']}。${next['zh-CN']}`,
      );
    }
    case 'version':
      return both(
        `schemaVersion must be ${p.expected}, the only version this client understands, but it is ${valueWords(p.actual).en}.${typeof p.actual === 'number' && p.actual > p.expected ? ' The document may be meant for a newer client; check it against this version of the spec.' : ''}`,
        `schemaVersion 必须为 ${p.expected}（本客户端只支持这一版本），当前是${valueWords(p.actual)['zh-CN']}。${typeof p.actual === 'number' && p.actual > p.expected ? '该文档可能是为更新版本的客户端编写的，请对照本版规范检查。' : ''}`,
      );
    case 'enum': {
      const field = fieldLabel(p.path);
      const sameLetters = typeof p.actual === 'string' && p.suggestion?.toLowerCase() === p.actual.toLowerCase();
      const en = `${field} must be ${listEn(quoted(p.allowed))}, but it is ${valueWords(p.actual).en}.`;
      const zh = `${field} 只能是 ${listZh(quoted(p.allowed))}，当前是${valueWords(p.actual)['zh-CN']}。`;
      if (p.suggestion === undefined) return both(en, zh);
      return both(
        `${en} Did you mean ${q(p.suggestion)}?${sameLetters ? ' Values are case-sensitive.' : ''}`,
        `${zh}是否应为 ${q(p.suggestion)}？${sameLetters ? '取值区分大小写。' : ''}`,
      );
    }
    case 'empty': {
      const field = fieldLabel(p.path);
      const hint = fieldHints[field];
      return both(
        `${field} must not be empty.${hint ? ` Enter ${hint.en}.` : ''}`,
        `${field} 不能为空。${hint ? `请填写${hint['zh-CN']}。` : ''}`,
      );
    }
    case 'format':
      return both(
        `${fieldLabel(p.path)} is not a valid URI: ${q(p.actual)}. Write a full address with its scheme, e.g. https://auth.example.net/api (spaces and other special characters must be percent-encoded).`,
        `${fieldLabel(p.path)} 不是有效的 URI：${q(p.actual)}。请填写带协议的完整地址，例如 https://auth.example.net/api（空格等特殊字符需要进行百分号编码）。`,
      );
    case 'unused-section':
      return both(
        `${p.trigger} is ${p.actual}, so the ${p.section} section is not used. Remove it, or set ${p.trigger} to ${p.section} if that is what you meant.`,
        `${p.trigger} 为 ${p.actual}，因此 ${p.section} 部分不会被使用。可以删除它；如果本意是 ${p.section}，请把 ${p.trigger} 改为 ${p.section}。`,
      );
    case 'url-form':
      return both(
        `licensevendor.url ${q(p.url)} has none of the vendor's address forms: http(s)://… (cloud), <group_scheme>://<host>:<port> (group service) or <local_scheme>://… (local license). Check for a missing scheme.`,
        `licensevendor.url ${q(p.url)} 不符合厂商的任何一种地址形式：http(s)://…（云端）、<group_scheme>://<主机>:<端口>（集团服务）或 <local_scheme>://…（本地授权）。请检查是否漏写了协议。`,
      );
    case 'url-topology': {
      const expected = topologyForms[p.topology];
      const actual = formWords[p.form];
      return both(
        `wharf.topology is ${p.topology}, which expects ${expected.en} in licensevendor.url, but ${q(p.url)} is ${actual.en}. Check the url or the topology.`,
        `wharf.topology 为 ${p.topology}，licensevendor.url 应为${expected['zh-CN']}，但 ${q(p.url)} 是${actual['zh-CN']}。请检查 url 或 topology。`,
      );
    }
    case 'application-data':
      return both(
        `licensevendor.applicationData is not base64${p.offending === null ? ' (its length is not a multiple of 4; padding = may be missing)' : ` (it contains ${q(p.offending)})`}. Paste the application data exactly as the vendor issued it.`,
        `licensevendor.applicationData 不是 base64${p.offending === null ? '（长度不是 4 的倍数，可能缺少填充符 =）' : `（包含 ${q(p.offending)}）`}。请按厂商提供的原样粘贴应用数据。`,
      );
    case 'base-url-scheme':
      return both(
        `selfhosted.baseUrl ${q(p.url)} is not an http or https address, but the self-hosted authorization service is reached over HTTP. Check the scheme.`,
        `selfhosted.baseUrl ${q(p.url)} 不是 http 或 https 地址，而自建授权服务是通过 HTTP 访问的。请检查协议。`,
      );
    case 'group-service-topology':
      return both(
        `wharf.groupServiceUrl is meant for topology group, but topology is ${p.topology}, so it will not be used. Set topology to "group" or remove groupServiceUrl.`,
        `wharf.groupServiceUrl 仅用于 topology 为 group 的情况，而当前 topology 为 ${p.topology}，因此它不会被使用。请把 topology 改为 "group"，或删除 groupServiceUrl。`,
      );
    case 'group-service-form':
      return both(
        `wharf.groupServiceUrl ${q(p.url)} is not of the form <group_scheme>://<host>:<port>, e.g. bit://192.0.2.10:8273.`,
        `wharf.groupServiceUrl ${q(p.url)} 不符合 <group_scheme>://<主机>:<端口> 的形式，例如 bit://192.0.2.10:8273。`,
      );
    case 'placeholder':
      return p.what === PLACEHOLDER_TOKEN
        ? both(
            `Replace me: ${p.field} ${q(p.url)} still holds ${PLACEHOLDER_TOKEN}. Write the site's address here; the console does not connect to it until then.`,
            `请替换：${p.field} ${q(p.url)} 仍含有 ${PLACEHOLDER_TOKEN}。请在此填写现场的地址；在此之前控制台不会连接它。`,
          )
        : both(
            `Replace me: ${p.field} ${q(p.url)} is a placeholder (${p.what} is reserved for documentation and is no site's server). Write the site's address here; the console does not connect to it until then.`,
            `请替换：${p.field} ${q(p.url)} 是占位地址（${p.what} 是文档专用地址，不属于任何现场的服务器）。请在此填写现场的地址；在此之前控制台不会连接它。`,
          );
    case 'feature-empty':
      return both(
        `features[${JSON.stringify(p.key)}] has neither a vendorFeatureId nor a vendorFeatureName, so hasFeature cannot match it to a vendor feature. Add one of them.`,
        `features[${JSON.stringify(p.key)}] 既没有 vendorFeatureId 也没有 vendorFeatureName，hasFeature 无法把它对应到厂商功能项。请至少填写其中一个。`,
      );
  }
}

const topologyForms: Record<WharfTopology, LocalizedText> = {
  cloud: both('a cloud address http(s)://…', '云端地址 http(s)://…'),
  group: both('a group service address <group_scheme>://<host>:<port>', '集团服务地址 <group_scheme>://<主机>:<端口>'),
  local_float: both('a local license address <local_scheme>://…', '本地授权地址 <local_scheme>://…'),
};

const formWords: Record<UrlForm, LocalizedText> = {
  cloud: both('a cloud address', '云端地址'),
  group: both('a group service address', '集团服务地址'),
  local: both('a local license address', '本地授权地址'),
  none: both('none of the known forms', '无法识别的地址形式'),
};

function typeHint(p: Extract<Problem, { kind: 'type' }>): LocalizedText {
  const { expected, actual, path } = p;
  if (expected === 'integer' && typeof actual === 'string' && /^-?\d+$/.test(actual.trim()))
    return both('Remove the quotes around the number.', '请去掉数字两边的引号。');
  if (expected === 'integer' && typeof actual === 'number') return both('Use a whole number.', '请使用整数。');
  if (expected === 'string' && (typeof actual === 'number' || typeof actual === 'boolean'))
    return both('Put the value in double quotes.', '请用双引号把值括起来。');
  if (actual === null && path.length > 1)
    return both(
      `To leave ${path[path.length - 1] ?? ''} out, delete the property; null is not allowed.`,
      `如果不需要 ${path[path.length - 1] ?? ''}，请直接删除该属性；不允许使用 null。`,
    );
  if (expected === 'object' && path.length === 0)
    return both(
      'A configuration document is one JSON object: { "schemaVersion": 1, "provider": …, "scenario": … }.',
      '配置文档是一个 JSON 对象：{ "schemaVersion": 1, "provider": …, "scenario": … }。',
    );
  if (expected === 'object' && path[0] === 'features' && path.length === 2)
    return both(
      'Write it as { "vendorFeatureId": 1001 } or { "vendorFeatureName": "…" }.',
      '请写成 { "vendorFeatureId": 1001 } 或 { "vendorFeatureName": "…" }。',
    );
  if (expected === 'object') return both('Write it as an object: { … }.', '请写成对象形式：{ … }。');
  return both('', '');
}
