// Advice on a parsed document: things the spec allows but that are almost certainly not what the
// engineer meant. Warnings never change validity. Each check reads only values of the type it
// expects, because it also runs on invalid documents (whose errors are reported beside it).
import { PROVIDERS, SCENARIOS, WHARF_TOPOLOGIES, type WharfTopology } from './choices';
import { escapePointerToken } from './json-text';
import type { UrlForm } from './messages';
import { placeholderIn } from './placeholders';
import type { PendingFinding } from './schema-findings';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const oneOf = <T extends string>(values: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (values as readonly string[]).includes(v);

const GROUP_FORM = /^[a-z][a-z0-9+.-]*:\/\/(?:\[[0-9a-f:.]+\]|[^/\\:?#\s[\]@]+):\d{1,5}\/?$/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:\/\/\S*$/i;

/** Which of spec 2.2's address forms a licensevendor.url has. */
export function urlForm(url: string): UrlForm {
  if (/^https?:\/\//i.test(url)) return 'cloud';
  if (GROUP_FORM.test(url)) return 'group';
  if (ANY_SCHEME.test(url)) return 'local';
  return 'none';
}

const TOPOLOGY_FORM: Record<WharfTopology, UrlForm> = { cloud: 'cloud', group: 'group', local_float: 'local' };

/** The first character that keeps a string from being base64, `null` for a bad length, undefined if it is base64. */
export function base64Problem(s: string): string | null | undefined {
  const bad = /[^A-Za-z0-9+/=]/.exec(s);
  if (bad) {
    const c = bad[0];
    const code = c.charCodeAt(0);
    return code <= 0x20 || code === 0x7f ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : c;
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(s)) return '=';
  return s.length % 4 === 0 ? undefined : null;
}

const warn = (
  rule: PendingFinding['rule'],
  pointer: string,
  part: 'key' | 'value',
  problem: PendingFinding['problem'],
): PendingFinding => ({ rule, pointer, anchor: { pointer, part }, problem });

/**
 * Warnings about a parsed document (of any shape). The feature entries that name no vendor feature
 * come from the census (census.ts), which finds them in the pass it makes anyway.
 */
export function collectWarnings(doc: unknown, unnamedFeatures: readonly string[]): PendingFinding[] {
  if (!isObject(doc)) return [];
  const out: PendingFinding[] = [];
  const { provider, scenario } = doc;

  const unused = new Set<string>();
  if (oneOf(PROVIDERS, provider))
    for (const section of PROVIDERS)
      if (section !== provider && Object.hasOwn(doc, section)) {
        unused.add(section);
        out.push(
          warn(`${section}.unused`, `/${section}`, 'key', { kind: 'unused-section', section, trigger: 'provider', actual: provider }),
        );
      }
  if (oneOf(SCENARIOS, scenario))
    for (const section of SCENARIOS)
      if (section !== scenario && Object.hasOwn(doc, section)) {
        unused.add(section);
        out.push(
          warn(`${section}.unused`, `/${section}`, 'key', { kind: 'unused-section', section, trigger: 'scenario', actual: scenario }),
        );
      }

  const wharf = !unused.has('wharf') && isObject(doc['wharf']) ? doc['wharf'] : undefined;
  const topology = oneOf(WHARF_TOPOLOGIES, wharf?.['topology']) ? (wharf?.['topology'] as WharfTopology) : undefined;

  const lv = !unused.has('licensevendor') && isObject(doc['licensevendor']) ? doc['licensevendor'] : undefined;
  if (lv) {
    const url = lv['url'];
    if (nonEmptyString(url)) {
      const form = urlForm(url);
      if (form === 'none') out.push(warn('licensevendor.url.form', '/licensevendor/url', 'value', { kind: 'url-form', url }));
      else if (topology && TOPOLOGY_FORM[topology] !== form)
        out.push(warn('licensevendor.url.topology', '/licensevendor/url', 'value', { kind: 'url-topology', url, topology, form }));
    }
    const data = lv['applicationData'];
    if (typeof data === 'string') {
      const offending = base64Problem(data);
      if (offending !== undefined)
        out.push(
          warn('licensevendor.applicationData.base64', '/licensevendor/applicationData', 'value', { kind: 'application-data', offending }),
        );
    }
  }

  const sh = !unused.has('selfhosted') && isObject(doc['selfhosted']) ? doc['selfhosted'] : undefined;
  const baseUrl = sh?.['baseUrl'];
  if (nonEmptyString(baseUrl) && /^[a-z][a-z0-9+.-]*:/i.test(baseUrl) && !/^https?:/i.test(baseUrl))
    out.push(warn('selfhosted.baseUrl.scheme', '/selfhosted/baseUrl', 'value', { kind: 'base-url-scheme', url: baseUrl }));

  const groupServiceUrl = wharf?.['groupServiceUrl'];
  if (typeof groupServiceUrl === 'string') {
    if (topology !== undefined && topology !== 'group')
      out.push(warn('wharf.groupServiceUrl.topology', '/wharf/groupServiceUrl', 'key', { kind: 'group-service-topology', topology }));
    else if (groupServiceUrl.length > 0 && !GROUP_FORM.test(groupServiceUrl))
      out.push(warn('wharf.groupServiceUrl.form', '/wharf/groupServiceUrl', 'value', { kind: 'group-service-form', url: groupServiceUrl }));
  }

  // Replace me: a template's documentation address (or REPLACE-ME) left in an address field.
  const placeholders: [PendingFinding['rule'], string, unknown, boolean][] = [
    ['licensevendor.url.placeholder', 'licensevendor.url', lv?.['url'], true],
    ['selfhosted.baseUrl.placeholder', 'selfhosted.baseUrl', baseUrl, false],
    ['wharf.groupServiceUrl.placeholder', 'wharf.groupServiceUrl', groupServiceUrl, false],
  ];
  for (const [rule, field, value, list] of placeholders) {
    if (!nonEmptyString(value)) continue;
    // licensevendor.url may name several sources; the first placeholder among them is reported.
    const found = (list ? value.split(',') : [value])
      .map((source) => [source.trim(), placeholderIn(source)] as const)
      .find(([, what]) => what !== null);
    if (found)
      out.push(warn(rule, `/${field.replace('.', '/')}`, 'value', { kind: 'placeholder', field, url: found[0], what: found[1] as string }));
  }

  for (const key of unnamedFeatures)
    out.push(warn('features.*.empty', `/features/${escapePointerToken(key)}`, 'value', { kind: 'feature-empty', key }));
  return out;
}
