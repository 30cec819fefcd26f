// The ABI profile: how one vendor build of the licensevendor runtime names its exports, which values
// its login modes take, which URL schemes it speaks and which extra status codes it returns. Real
// builds rename what tests/native/licensevendor_abi.h declares; a profile file lets the
// console drive such a build without a code change. Every field is optional: the defaults are the
// header's names and values.
import type { JsonSchema } from '../api/schema';
import type { StatusEntry } from './catalogue';

/** Every function of the header, by its header name. */
export const LV_FUNCTIONS = [
  'lv_login',
  'lv_logout',
  'lv_update_online',
  'lv_get_request_info',
  'lv_apply_update_info',
  'lv_set_root_path',
  'lv_get_version',
  'lv_test_feature',
  'lv_read_feature',
  'lv_feature_id_by_name',
  'lv_get_session_info',
  'lv_get_info',
] as const;

/** A function of the header, by its header name. */
export type LvFunction = (typeof LV_FUNCTIONS)[number];

/** A profile with every default filled in: what the binding works from. */
export interface AbiProfile {
  /** Shown in diagnostics, e.g. `header defaults` or the vendor build's name. */
  name: string;
  /** Exported symbol of each header function. */
  symbols: Record<LvFunction, string>;
  /** Login mode name → the value the library expects; `loginMode` in the document picks one by name. */
  loginModes: Record<string, number>;
  /** Scheme of group service URLs (`bit` in the header). */
  groupScheme: string;
  /** Schemes of local license sources (`root`, `lic` in the header). */
  localSchemes: string[];
  /** Default client port of a group service. */
  groupPort: number;
  /** Status codes of this build beyond the header's, or better words for the header's. */
  statusCodes: StatusEntry[];
}

/** The profile of a library that uses exactly the header's names and values. */
export const DEFAULT_ABI_PROFILE: AbiProfile = {
  name: 'licensevendor_abi.h',
  symbols: Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f])) as Record<LvFunction, string>,
  loginModes: { LOCAL: 1, REMOTE: 2, AUTO: 3 },
  groupScheme: 'bit',
  localSchemes: ['root', 'lic'],
  groupPort: 8273,
  statusCodes: [],
};

const localized: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['en', 'zh-CN'],
  properties: { en: { type: 'string', minLength: 1 }, 'zh-CN': { type: 'string', minLength: 1 } },
};

const scheme: JsonSchema = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9+.-]*$' };

/** JSON Schema of a profile file; everything optional, nothing unknown. */
export const abiProfileSchema: JsonSchema = {
  title: 'licensevendor ABI profile',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    symbols: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(
        LV_FUNCTIONS.map((f) => [f, { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_@$.?]*$', maxLength: 256 }]),
      ),
    },
    loginModes: {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
      additionalProperties: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
    },
    groupScheme: scheme,
    localSchemes: { type: 'array', minItems: 1, uniqueItems: true, items: scheme },
    groupPort: { type: 'integer', minimum: 1, maximum: 65535 },
    statusCodes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'name', 'explanation', 'nextStep'],
        properties: {
          code: { type: 'integer', minimum: 1, maximum: 4294967295 },
          name: { type: 'string', minLength: 1, maxLength: 100 },
          explanation: localized,
          nextStep: localized,
        },
      },
    },
  },
};

/** A profile file's content after schema validation. */
export type AbiProfileFile = Partial<Omit<AbiProfile, 'symbols'>> & { symbols?: Partial<Record<LvFunction, string>> };

/** Fills a validated profile file with the defaults. */
export function resolveAbiProfile(file: AbiProfileFile): AbiProfile {
  const d = DEFAULT_ABI_PROFILE;
  return {
    name: file.name ?? d.name,
    symbols: { ...d.symbols, ...file.symbols },
    loginModes: file.loginModes ? { ...file.loginModes } : { ...d.loginModes },
    groupScheme: file.groupScheme ?? d.groupScheme,
    localSchemes: file.localSchemes ? [...file.localSchemes] : [...d.localSchemes],
    groupPort: file.groupPort ?? d.groupPort,
    statusCodes: (file.statusCodes ?? []).map((e) => ({ ...e, explanation: { ...e.explanation }, nextStep: { ...e.nextStep } })),
  };
}
