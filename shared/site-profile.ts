// The words for what breaks a site profile (its schema: shared/site-profile-schema.ts). Main checks
// every profile with the generated validator `validateSiteProfile` on load, import and save and
// turns its errors into these problems; the renderer shows the same problems beside the form fields.
import type { LocalizedText } from './language';
import type { GeneratedError } from './validation';

/** One problem of a profile: where (JSON pointer) and what, in both languages. */
export interface ProfileProblem {
  /** JSON pointer of the value, e.g. `/services/organization`. */
  pointer: string;
  /** The message in each language. */
  text: LocalizedText;
}

const both = (en: string, zh: string): LocalizedText => ({ en, 'zh-CN': zh });

/** The field a pointer names, as people read it: `services.organization`. */
export const fieldOfPointer = (pointer: string): string => pointer.split('/').slice(1).join('.') || '(profile)';

/** Turns the validator's errors into one problem per field, in en and zh-CN, with what to do. */
export function describeProfileErrors(errors: readonly GeneratedError[] | null | undefined): ProfileProblem[] {
  const seen = new Set<string>();
  const problems: ProfileProblem[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue;
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : null;
    const extra = error.keyword === 'additionalProperties' ? String(error.params.additionalProperty) : null;
    const pointer = missing || extra ? `${error.instancePath}/${missing ?? extra}` : error.instancePath;
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    const field = fieldOfPointer(pointer);
    problems.push({ pointer, text: wordsFor(error, field) });
  }
  return problems;
}

function wordsFor(error: GeneratedError, field: string): LocalizedText {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return both(`${field} is missing: fill it in.`, `缺少 ${field}：请填写。`);
    case 'additionalProperties':
      return both(
        `${field} is not a field of a site profile: remove it or check its spelling.`,
        `${field} 不是站点配置档的字段：请删除或检查拼写。`,
      );
    case 'const':
      return both(
        `${field} must be ${JSON.stringify(p.allowedValue)}, the profile version this console reads.`,
        `${field} 必须为 ${JSON.stringify(p.allowedValue)}（本控制台读取的配置档版本）。`,
      );
    case 'enum':
      return both(
        `${field} must be one of ${(p.allowedValues as unknown[]).join(', ')}.`,
        `${field} 必须是以下之一：${(p.allowedValues as unknown[]).join('、')}。`,
      );
    case 'type':
      return both(`${field} must be of type ${String(p.type)}.`, `${field} 的类型必须为 ${String(p.type)}。`);
    case 'minLength':
      return both(`${field} is empty: fill it in.`, `${field} 为空：请填写。`);
    case 'maxLength':
      return both(`${field} is too long (at most ${String(p.limit)} characters).`, `${field} 过长（最多 ${String(p.limit)} 个字符）。`);
    case 'minimum':
    case 'maximum':
      return both(`${field} must be a whole number of milliseconds from 1 to 600000.`, `${field} 必须是 1 到 600000 之间的整数毫秒。`);
    case 'pattern':
      if (field.endsWith('pinSha256'))
        return both(
          `${field} must be a SHA-256 fingerprint: 64 hex digits, colons allowed (AB:CD:…).`,
          `${field} 必须是 SHA-256 指纹：64 位十六进制数字，可含冒号（AB:CD:…）。`,
        );
      if (field.includes('prefixes'))
        return both(
          `${field} must be a path starting with "/" (e.g. /gw/organization), or empty.`,
          `${field} 必须是以“/”开头的路径（如 /gw/organization），或留空。`,
        );
      if (field === 'auth.name')
        return both(
          `${field} must be an HTTP header name (letters, digits and - only).`,
          `${field} 必须是 HTTP 头名称（仅字母、数字和 -）。`,
        );
      return both(
        `${field} must be an http:// or https:// address, e.g. http://10.0.0.5:8080/organization.`,
        `${field} 必须是 http:// 或 https:// 地址，例如 http://10.0.0.5:8080/organization。`,
      );
    case 'not':
      return both(
        `${field} holds a user name or password (user:password@ before the host): remove it from the address and put the credential in the profile's authentication (bearer token or header), which is kept in the secrets store.`,
        `${field} 含有用户名或密码（主机前的 user:password@）：请从地址中删除，并把凭据填入配置档的认证（Bearer 令牌或请求头），它保存在密钥存储中。`,
      );
    default:
      return both(`${field} is not valid (${error.message ?? error.keyword}).`, `${field} 无效（${error.message ?? error.keyword}）。`);
  }
}
