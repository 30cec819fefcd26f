// Types of the configuration document (spec 2.1–2.7) and of what the checker reports about it.
// The document types are written out rather than derived from the schema so that they read like
// the spec; tests/unit/shared/config/templates.test.ts checks that documents of these types pass.
import type { LocalizedText } from '../language';
import type { ConfigRuleId, FindingSeverity } from './rules';
import type { Provider, Scenario, SCHEMA_VERSION, WharfTopology } from './choices';
import type { TextRange } from './json-text';

/** A text in every language the console speaks (shared/language.ts; still exported here for the config modules). */
export type { LocalizedText };

/** Settings of the license vendor's backend (spec 2.2). */
export interface LicensevendorSection {
  /** Login address: http(s)://…, <group_scheme>://<host>:<port> or <local_scheme>://…; required when provider is licensevendor. */
  url?: string;
  loginMode?: string;
  rootPath?: string;
  sn?: string;
  applicationData?: string;
}

/** Settings of the self-hosted authorization service (spec 2.3). */
export interface SelfhostedSection {
  /** Root URL; required when provider is selfhosted. */
  baseUrl?: string;
  tenantKey?: string;
}

/** The vendor feature item behind one logical feature key (spec 2.4). */
export interface FeatureMapping {
  vendorFeatureId?: number;
  vendorFeatureName?: string;
}

/** Settings of the wharf scenario (spec 2.5). */
export interface WharfSection {
  topology?: WharfTopology;
  groupServiceUrl?: string;
  notes?: string;
}

/** Settings of the school scenario (spec 2.6). */
export interface SchoolSection {
  edgeDeviceId?: string;
  tenantId?: string;
}

/** Settings of the floating scenario (spec 2.7). */
export interface FloatingSection {
  /** Project-level authorization anchor; required when scenario is floating. */
  projectId?: string;
  projectName?: string;
  contractRef?: string;
}

/** The configuration document passed to `initialize(config_json)` (spec 2.1). */
export interface ConfigDocument {
  schemaVersion: typeof SCHEMA_VERSION;
  provider: Provider;
  scenario: Scenario;
  licensevendor?: LicensevendorSection;
  selfhosted?: SelfhostedSection;
  features?: Record<string, FeatureMapping>;
  wharf?: WharfSection;
  school?: SchoolSection;
  floating?: FloatingSection;
}

/** A text edit in UTF-16 offsets: replace [from, to) with `insert`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/** One error or warning about a document, with its exact place in the text. */
export interface ConfigFinding {
  severity: FindingSeverity;
  /** Stable id of the broken rule (rules.ts). */
  rule: ConfigRuleId;
  /** JSON pointer of the value concerned; for a missing property, where it would be. */
  pointer: string;
  /** 1-based line of `range.from`. */
  line: number;
  /** 1-based column of `range.from`, in UTF-16 code units. */
  column: number;
  /** The text to mark: the value, or the key for an unknown property and an unused section. */
  range: TextRange;
  /** What is wrong, where, and what to do next. */
  message: LocalizedText;
  /** A close allowed name or value, for an unknown property or a value outside an enum. */
  suggestion?: string;
  /** The edit that applies `suggestion`. */
  fix?: TextEdit;
}

/** Everything the checker says about one text. */
export interface ConfigReport {
  /** No errors (warnings do not count). */
  valid: boolean;
  /** The text is JSON (possibly with duplicate keys); `value` is then what JSON.parse made of it. */
  parsed: boolean;
  /** The parsed value, for a form view; undefined when the text is not JSON. */
  value: unknown;
  /** The document, typed, when it is valid; otherwise null. */
  document: ConfigDocument | null;
  /** Errors, in text order, one per cause; the first MAX_REPORTED_FINDINGS of them. */
  errors: ConfigFinding[];
  /** Warnings, in text order; the first MAX_REPORTED_FINDINGS of them. */
  warnings: ConfigFinding[];
  /** How many errors there are in all (more than `errors` lists only for a pathological document). */
  errorCount: number;
  /** How many warnings there are in all. */
  warningCount: number;
}
