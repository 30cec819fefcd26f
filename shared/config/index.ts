// The configuration document's public surface, for main, renderer and CLI alike.
export { checkConfigText, MAX_REPORTED_FINDINGS } from './check';
export { completeAt, hoverAt, pointerAt, type CompletionOption, type CompletionSet, type Hover } from './completion';
export { applyTextEdits, detectStyle, formatConfigText, formatEdits, setValueEdits, setValueInText, type TextStyle } from './editing';
export {
  escapePointerToken,
  formatPointer,
  LineIndex,
  locatePointer,
  locatePointers,
  parsePointer,
  type LineColumn,
  type LocatedPointer,
  type PointerLocation,
  type TextRange,
} from './json-text';
export { fieldLabel } from './messages';
export { CONFIG_RULES, isConfigRuleId, type ConfigRuleId, type FindingSeverity, type RuleInfo } from './rules';
export { PROVIDERS, SCENARIOS, SCHEMA_VERSION, WHARF_TOPOLOGIES, type Provider, type Scenario, type WharfTopology } from './choices';
export { configDescriptionsZh, configSchema } from './schema';
export { descriptionAt, enumValuesAt, expectedTypeAt, propertyNamesAt, requiredPropertiesAt, schemaLocation } from './schema-navigation';
export { CONFIG_TEMPLATES, findTemplate, templateText, type ConfigTemplate } from './templates';
export type * from './types';
