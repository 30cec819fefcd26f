// Starting points for a new document: one per provider × scenario. Each is valid and free of
// warnings (tests/unit/shared/config/templates.test.ts), uses documentation addresses
// (192.0.2.0/24, example.net) so that a forgotten placeholder never reaches a real host, and shows
// the fields an engineer usually fills in on site.
import { PROVIDERS, SCENARIOS, SCHEMA_VERSION, type Provider, type Scenario } from './choices';
import type { ConfigDocument, FeatureMapping, LocalizedText } from './types';

/** A ready-made document for one provider and scenario. */
export interface ConfigTemplate {
  /** `<provider>-<scenario>`, e.g. `licensevendor-wharf`. */
  id: string;
  provider: Provider;
  scenario: Scenario;
  title: LocalizedText;
  /** When to pick it. */
  description: LocalizedText;
  document: ConfigDocument;
}

const features: Record<string, FeatureMapping> = {
  'visitor.elevator': { vendorFeatureId: 1001, vendorFeatureName: 'VisitorElevatorAccess' },
  'person.detail': { vendorFeatureId: 1002 },
  'floor.assign': { vendorFeatureName: 'FloorAssignment' },
};

const sections = {
  licensevendor: {
    wharf: { url: 'bit://192.0.2.10:8273', loginMode: 'REMOTE' },
    school: { url: 'root://licenses/edge', loginMode: 'LOCAL', rootPath: '/opt/site-console/licensevendor' },
    floating: { url: 'https://license.example.net/login', loginMode: 'AUTO' },
  },
  selfhosted: { baseUrl: 'https://auth.example.net/api/v1', tenantKey: 'site-north' },
  wharf: { wharf: { topology: 'group', groupServiceUrl: 'bit://192.0.2.10:8273', notes: 'Group service in the gate house rack.' } },
  wharfSelfhosted: { wharf: { notes: 'Central authorization through the self-hosted service.' } },
  school: { school: { edgeDeviceId: 'edge-gate-01', tenantId: 'campus-north' } },
  floating: { floating: { projectId: 'PRJ-2025-0417', projectName: 'Harbour Tower B', contractRef: 'CT-88213' } },
} as const;

const scenarioWords: Record<Scenario, LocalizedText> = {
  wharf: { en: 'wharf (central authorization)', 'zh-CN': 'wharf（集中授权）' },
  school: { en: 'school (per edge device)', 'zh-CN': 'school（按边缘设备授权）' },
  floating: { en: 'floating (per project)', 'zh-CN': 'floating（按项目授权）' },
};

const providerWords: Record<Provider, LocalizedText> = {
  licensevendor: { en: 'License vendor backend', 'zh-CN': '授权厂商后端' },
  selfhosted: { en: 'Self-hosted authorization service', 'zh-CN': '自建授权服务' },
};

const descriptions: Record<Provider, Record<Scenario, LocalizedText>> = {
  licensevendor: {
    wharf: {
      en: 'Vendor group service on the site network (bit://host:port), group topology.',
      'zh-CN': '现场网络中的厂商集团服务（bit://主机:端口），group 拓扑。',
    },
    school: {
      en: 'A local license on each edge device (root://…), identified by edgeDeviceId.',
      'zh-CN': '每台边缘设备使用本地授权（root://…），以 edgeDeviceId 区分。',
    },
    floating: {
      en: "Project authorization through the vendor's cloud (https://…), anchored on projectId.",
      'zh-CN': '通过厂商云端（https://…）按项目授权，以 projectId 为锚点。',
    },
  },
  selfhosted: {
    wharf: {
      en: "Central authorization through the site's own HTTP authorization service.",
      'zh-CN': '通过现场自建的 HTTP 授权服务集中授权。',
    },
    school: {
      en: 'Self-hosted service, authorization per edge device.',
      'zh-CN': '自建授权服务，按边缘设备授权。',
    },
    floating: {
      en: 'Self-hosted service, authorization per project.',
      'zh-CN': '自建授权服务，按项目授权。',
    },
  },
};

function templateDocument(provider: Provider, scenario: Scenario): ConfigDocument {
  const backend =
    provider === 'licensevendor' ? { licensevendor: { ...sections.licensevendor[scenario] } } : { selfhosted: { ...sections.selfhosted } };
  const scenarioSection =
    scenario === 'wharf'
      ? provider === 'licensevendor'
        ? sections.wharf
        : sections.wharfSelfhosted
      : scenario === 'school'
        ? sections.school
        : sections.floating;
  // A deep copy, so that an editor changing one template's document cannot change another's.
  return JSON.parse(
    JSON.stringify({ schemaVersion: SCHEMA_VERSION, provider, scenario, ...backend, features, ...scenarioSection }),
  ) as ConfigDocument;
}

/** The six templates, provider by provider, scenario by scenario. */
export const CONFIG_TEMPLATES: readonly ConfigTemplate[] = PROVIDERS.flatMap((provider) =>
  SCENARIOS.map((scenario) => ({
    id: `${provider}-${scenario}`,
    provider,
    scenario,
    title: {
      en: `${providerWords[provider].en}, ${scenarioWords[scenario].en}`,
      'zh-CN': `${providerWords[provider]['zh-CN']}，${scenarioWords[scenario]['zh-CN']}`,
    },
    description: descriptions[provider][scenario],
    document: templateDocument(provider, scenario),
  })),
);

/** The template for a provider and scenario. */
export function findTemplate(provider: Provider, scenario: Scenario): ConfigTemplate {
  const found = CONFIG_TEMPLATES.find((t) => t.provider === provider && t.scenario === scenario);
  if (!found) throw new Error(`no template for ${provider}-${scenario}`);
  return found;
}

/** A template as the text of a new document: two-space indent, final newline. */
export const templateText = (template: ConfigTemplate): string => `${JSON.stringify(template.document, null, 2)}\n`;
