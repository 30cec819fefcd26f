// The generators of the configuration checker's property tests: valid documents of every provider and
// scenario (the sections they require, and any of the others), and the layouts they are written in.
import fc from 'fast-check';
import { PROVIDERS, SCENARIOS, WHARF_TOPOLOGIES } from '../../../../shared/config';

export type Doc = Record<string, unknown>;
export type Section = Record<string, unknown>;

/** How many documents each property is tried with. */
export const runs = { numRuns: 300 };

const anyText = fc.string({ maxLength: 24, unit: 'binary' });
const nonEmpty = fc.string({ minLength: 1, maxLength: 24, unit: 'binary' });
const optionalStrings = (names: string[]) => fc.record(Object.fromEntries(names.map((n) => [n, anyText])), { requiredKeys: [] });

const feature = fc.record({ vendorFeatureId: fc.integer(), vendorFeatureName: anyText }, { requiredKeys: [] });
const features = fc.dictionary(fc.string({ maxLength: 16, unit: 'binary' }), feature, { maxKeys: 6 });

const licensevendor = (required: boolean) =>
  fc
    .tuple(
      required ? nonEmpty.map((url) => ({ url })) : fc.record({ url: nonEmpty }, { requiredKeys: [] }),
      optionalStrings(['loginMode', 'rootPath', 'sn', 'applicationData']),
    )
    .map(([a, b]): Section => ({ ...a, ...b }));
const selfhosted = (required: boolean) =>
  fc
    .tuple(
      required ? fc.webUrl().map((baseUrl) => ({ baseUrl })) : fc.record({ baseUrl: fc.webUrl() }, { requiredKeys: [] }),
      optionalStrings(['tenantKey']),
    )
    .map(([a, b]): Section => ({ ...a, ...b }));
const wharf = fc.record({ topology: fc.constantFrom(...WHARF_TOPOLOGIES), groupServiceUrl: anyText, notes: anyText }, { requiredKeys: [] });
const school = optionalStrings(['edgeDeviceId', 'tenantId']);
const floating = (required: boolean) =>
  fc
    .tuple(
      required ? nonEmpty.map((projectId) => ({ projectId })) : fc.record({ projectId: nonEmpty }, { requiredKeys: [] }),
      optionalStrings(['projectName', 'contractRef']),
    )
    .map(([a, b]): Section => ({ ...a, ...b }));

/** Any valid document: the sections its provider and scenario require, and any of the others. */
export const validDocument: fc.Arbitrary<Doc> = fc
  .tuple(fc.constantFrom(...PROVIDERS), fc.constantFrom(...SCENARIOS))
  .chain(([provider, scenario]) =>
    fc.record(
      {
        schemaVersion: fc.constant(1),
        provider: fc.constant(provider),
        scenario: fc.constant(scenario),
        licensevendor: licensevendor(provider === 'licensevendor'),
        selfhosted: selfhosted(provider === 'selfhosted'),
        features,
        wharf,
        school,
        floating: floating(scenario === 'floating'),
      },
      {
        requiredKeys: [
          'schemaVersion',
          'provider',
          'scenario',
          ...(provider === 'licensevendor' ? (['licensevendor'] as const) : (['selfhosted'] as const)),
          ...(scenario === 'floating' ? (['floating'] as const) : []),
        ],
      },
    ),
  );

/** How a document is written: its indent and its line ends. */
export const layout = fc.record({ indent: fc.constantFrom(0, 2, 4, '\t'), crlf: fc.boolean() });
export const render = (doc: unknown, { indent, crlf }: { indent: number | string; crlf: boolean }): string => {
  const text = JSON.stringify(doc, null, indent);
  return crlf ? text.replace(/\n/g, '\r\n') : text;
};
