// `npm run bench:config`: how fast the checker is, against the ceiling of bare ajv validation.
// The pipeline (checkConfigText) is parse + duplicate keys + generated validator + warnings +
// position mapping of the findings; the ceiling is the same generated validator on an object that
// is already parsed. Aims (issue 3): the typical document at ≥ 25% of the ceiling; the document with
// 10,000 features in under 16 ms (one frame), so that the editor can check on every keystroke.
import { checkConfigText } from '../../shared/config/check';
import { findTemplate, templateText } from '../../shared/config/templates';
import { validateConfigDocument } from '../../shared/generated/config-validator';

let sink = 0;

/** Operations per second of one round of about `ms`. */
function round(run: () => unknown, ms: number): number {
  let n = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < 8; i++) sink ^= run() ? 1 : 0;
    n += 8;
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return (n / elapsed) * 1000;
}

/**
 * Operations per second of each contender: the median of `rounds` rounds, the contenders taking
 * turns round by round, so that a burst of load on a shared machine hits all of them alike.
 */
function measure(contenders: (() => unknown)[], ms = 250, rounds = 7): number[] {
  for (const run of contenders) round(run, ms);
  const results = contenders.map((): number[] => []);
  for (let r = 0; r < rounds; r++) contenders.forEach((run, i) => results[i]?.push(round(run, ms)));
  return results.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0);
}

const fmt = (ops: number): string => `${Math.round(ops).toLocaleString('en-US').padStart(10)} ops/s`;
const ms = (ops: number): string => `${(1000 / ops).toFixed(2).padStart(7)} ms`;
const pct = (a: number, b: number): string => `${((a / b) * 100).toFixed(1)}%`;

function compare(label: string, text: string): { pipeline: number; ceiling: number; floor: number } {
  const parsed: unknown = JSON.parse(text);
  const report = checkConfigText(text);
  const [pipeline = 0, ceiling = 0, floor = 0] = measure([
    () => checkConfigText(text).valid,
    () => validateConfigDocument(parsed),
    () => validateConfigDocument(JSON.parse(text)),
  ]);
  console.log(
    `\n${label} (${text.length.toLocaleString('en-US')} chars; ${report.valid ? 'valid' : 'invalid'}, ${report.errors.length} errors, ${report.warnings.length} warnings)`,
  );
  console.log(`  pipeline  checkConfigText             ${fmt(pipeline)}  ${ms(pipeline)}`);
  console.log(
    `  ceiling   ajv on the parsed object    ${fmt(ceiling)}  ${ms(ceiling)}   pipeline = ${pct(pipeline, ceiling)} of the ceiling`,
  );
  console.log(`  floor     JSON.parse + ajv            ${fmt(floor)}  ${ms(floor)}   pipeline = ${pct(pipeline, floor)} of parse + ajv`);
  return { pipeline, ceiling, floor };
}

function bigDocument(features: number, change?: (doc: Record<string, unknown>) => void): string {
  const doc = JSON.parse(templateText(findTemplate('licensevendor', 'wharf'))) as Record<string, unknown>;
  const map: Record<string, unknown> = {};
  for (let i = 0; i < features; i++)
    map[`building.${Math.floor(i / 100)}.feature.${i}`] = { vendorFeatureId: 100_000 + i, vendorFeatureName: `Feature ${i}` };
  doc['features'] = map;
  change?.(doc);
  return JSON.stringify(doc, null, 2);
}

console.log(`Node ${process.version}, ${process.platform} ${process.arch}`);

const typical = templateText(findTemplate('licensevendor', 'wharf'));
const typicalResult = compare('typical document: template licensevendor × wharf', typical);
compare(
  'typical document: template selfhosted × floating (baseUrl checked as a URI)',
  templateText(findTemplate('selfhosted', 'floating')),
);
compare(
  'typical document with 2 errors and 1 warning (position mapping)',
  typical.replace('"REMOTE"', '5').replace('"wharf": {', '"Wharf": {').replace('"person.detail": {', '"person.detail": {}, "x": {'),
);

const big = bigDocument(10_000);
const bigResult = compare('10,000 features', big);
compare(
  '10,000 features, an error in the last one (position mapping)',
  bigDocument(10_000, (doc) => {
    (doc['features'] as Record<string, Record<string, unknown>>)['building.99.feature.9999'] = { vendorFeatureId: '109999' };
  }),
);
compare(
  '10,000 features, 100 of them with errors',
  bigDocument(10_000, (doc) => {
    const features = doc['features'] as Record<string, Record<string, unknown>>;
    for (let i = 0; i < 10_000; i += 100) features[`building.${i / 100}.feature.${i}`] = { vendorFeatureID: i };
  }),
);

// A pathological document (issue 11, finding 6): 700,000 repeats of one key. The checker lists the
// first MAX_REPORTED_FINDINGS and counts the rest; its cost is set against JSON.parse of the same
// text (the floor of any checker), one run at a time, median of three.
{
  const repeats = 700_000;
  const text = `{"schemaVersion":1,"provider":"selfhosted","scenario":"school","selfhosted":{"baseUrl":"https://a.example"},"features":{${Array.from({ length: repeats + 1 }, () => '"k":{}').join(',')}}}`;
  const once = (run: () => unknown): number => {
    const start = performance.now();
    sink ^= run() ? 1 : 0;
    return performance.now() - start;
  };
  const median = (run: () => unknown): number => [once(run), once(run), once(run)].sort((x, y) => x - y)[1] ?? 0;
  const check = median(() => checkConfigText(text).valid);
  const parse = median(() => JSON.parse(text));
  const report = checkConfigText(text);
  console.log(`
${repeats.toLocaleString('en-US')} repeated keys (${(text.length / 1e6).toFixed(1)} MB): ${report.errors.length} errors listed of ${report.errorCount.toLocaleString('en-US')}`);
  console.log(
    `  checkConfigText ${check.toFixed(0)} ms, JSON.parse ${parse.toFixed(0)} ms: ${(check / parse).toFixed(1)}× the parse; report ${(JSON.stringify(report.errors).length / 1024).toFixed(0)} KiB`,
  );
}

const typicalShare = typicalResult.pipeline / typicalResult.ceiling;
const bigMs = 1000 / bigResult.pipeline;
console.log('\nAims');
console.log(
  `  typical document at ≥ 25% of the bare-ajv ceiling: ${pct(typicalResult.pipeline, typicalResult.ceiling)} ${typicalShare >= 0.25 ? 'MET' : 'NOT MET'}`,
);
const parseOnly = measure([() => JSON.parse(typical)])[0] ?? 0;
console.log(
  `    JSON.parse of the text alone runs at ${fmt(parseOnly).trim()}, ${pct(parseOnly, typicalResult.ceiling)} of the ceiling: no pipeline that`,
);
console.log(
  `    starts from text can reach 25% of it; against JSON.parse + ajv the pipeline runs at ${pct(typicalResult.pipeline, typicalResult.floor)}.`,
);
console.log(`  10,000 features in < 16 ms: ${bigMs.toFixed(2)} ms ${bigMs < 16 ? 'MET' : 'NOT MET'}`);
if (sink === 2) console.log('');
