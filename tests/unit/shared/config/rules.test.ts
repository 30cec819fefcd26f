// The rule table is complete: every check the schema can fail has a rule id of its own, every id is
// documented in the README, and every summary exists in both languages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_RULES, isConfigRuleId } from '../../../../shared/config/rules';
import { configSchema } from '../../../../shared/config/schema';

interface Node {
  type?: string;
  properties?: Record<string, Node | boolean>;
  additionalProperties?: Node | boolean;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  format?: string;
  required?: string[];
}

/** Every rule id the schema's keywords can produce, derived from the schema itself. */
function schemaRuleIds(node: Node, location: string[]): string[] {
  const id = location.length === 0 ? 'root' : location.join('.');
  const ids: string[] = [];
  if (node.type) ids.push(`${id}.type`);
  if (node.enum) ids.push(`${id}.enum`);
  if (node.const !== undefined) ids.push(`${id}.value`);
  if (node.minLength !== undefined) ids.push(`${id}.min-length`);
  if (node.format) ids.push(`${id}.format`);
  if (node.additionalProperties === false) ids.push(`${id}.unknown-property`);
  for (const name of node.required ?? []) ids.push(`${name}.required`);
  for (const [name, child] of Object.entries(node.properties ?? {}))
    if (typeof child === 'object') ids.push(...schemaRuleIds(child, [...location, name]));
  if (typeof node.additionalProperties === 'object') ids.push(...schemaRuleIds(node.additionalProperties, [...location, '*']));
  return ids;
}

describe('rules', () => {
  it('cover every keyword of the schema, and every conditional rule of 2.8', () => {
    const ids = [
      ...schemaRuleIds(configSchema as unknown as Node, []),
      'licensevendor.required',
      'licensevendor.url.required',
      'selfhosted.required',
      'selfhosted.baseUrl.required',
      'floating.required',
      'floating.projectId.required',
    ];
    expect(ids.filter((id) => !isConfigRuleId(id))).toEqual([]);
    expect(configSchema.allOf).toHaveLength(3);
  });

  it('are all documented in shared/config/README.md', () => {
    const readme = readFileSync(new URL('../../../../shared/config/README.md', import.meta.url), 'utf8');
    for (const id of Object.keys(CONFIG_RULES)) expect(readme, id).toContain(`| \`${id}\` |`);
  });

  it('have a summary in both languages', () => {
    for (const [id, rule] of Object.entries(CONFIG_RULES)) {
      expect(rule.summary.en, id).toMatch(/\.$/);
      expect(rule.summary['zh-CN'], id).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
