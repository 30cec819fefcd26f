// Generates ajv standalone validators at build time. The renderer runs under a CSP without
// 'unsafe-eval', so ajv may never compile a schema at run time there; main and the CLI use the
// same generated modules so that there is exactly one validator per schema.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { events, operations } from '../shared/api';
import { configSchema } from '../shared/config/schema';
import { siteProfileSchema } from '../shared/site-profile-schema';
import { abiProfileSchema } from '../shared/licensevendor/abi-profile';
import { cliFailureSchema, cliOutputs } from '../shared/api/cli';

// ajv and ajv-formats are CommonJS; under tsx their default export arrives wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule;
const standaloneCode = ((standaloneCodeModule as unknown as { default?: unknown }).default ??
  standaloneCodeModule) as typeof standaloneCodeModule;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Target {
  /** Output module, relative to the repository root. */
  file: string;
  /** Export name → schema. */
  schemas: Record<string, object>;
  options: Options;
  /** Name of an exported map from contract name to validator, if the target has one. */
  map?: { name: string; entries: Record<string, string> };
}

/** Export name of the payload validator of one bridge operation. */
const payloadExport = (op: string): string => `payload_${op.replace(/[^A-Za-z0-9]/g, '_')}`;

/** Export name of the result validator of one bridge operation. */
const resultExport = (op: string): string => `result_${op.replace(/[^A-Za-z0-9]/g, '_')}`;

/** Export name of the validator of one command's --json answers. */
const cliExport = (command: string): string => `cli_${command.replace(/[^A-Za-z0-9]/g, '_')}`;

/** Export name of the data validator of one bridge event. */
const eventExport = (event: string): string => `event_${event.replace(/[^A-Za-z0-9]/g, '_')}`;

const targets: Target[] = [
  {
    file: 'shared/generated/config-validator.js',
    schemas: { validateConfigDocument: configSchema },
    options: { allErrors: true, strict: true, allowUnionTypes: true },
  },
  {
    file: 'shared/generated/payload-validators.js',
    schemas: Object.fromEntries(Object.entries(operations).map(([op, spec]) => [payloadExport(op), spec.payload])),
    options: { allErrors: false, strict: true, allowUnionTypes: true },
    map: { name: 'payloadValidators', entries: Object.fromEntries(Object.keys(operations).map((op) => [op, payloadExport(op)])) },
  },
  {
    // Results are not checked in the shipped console (a result it already has must not turn into a
    // failure); a console made with `checkResults` (the tests) checks each against its schema.
    file: 'shared/generated/result-validators.js',
    schemas: Object.fromEntries(Object.entries(operations).map(([op, spec]) => [resultExport(op), spec.result])),
    options: { allErrors: false, strict: true, allowUnionTypes: true },
    map: { name: 'resultValidators', entries: Object.fromEntries(Object.keys(operations).map((op) => [op, resultExport(op)])) },
  },
  {
    file: 'shared/generated/event-validators.js',
    schemas: Object.fromEntries(Object.entries(events).map(([event, spec]) => [eventExport(event), spec.data])),
    options: { allErrors: false, strict: true, allowUnionTypes: true },
    map: { name: 'eventValidators', entries: Object.fromEntries(Object.keys(events).map((event) => [event, eventExport(event)])) },
  },
  {
    // The command line's --json answers: each command's successes or the one failure envelope. Only
    // the tests load these (the command line loads no validator to print its answer).
    file: 'shared/generated/cli-output-validators.js',
    schemas: {
      ...Object.fromEntries(
        Object.entries(cliOutputs).map(([command, spec]) => [cliExport(command), { anyOf: [spec.success, cliFailureSchema] }]),
      ),
      cliFailure: cliFailureSchema,
    },
    options: { allErrors: false, strict: true, allowUnionTypes: true },
    map: {
      name: 'cliOutputValidators',
      entries: Object.fromEntries(Object.keys(cliOutputs).map((command) => [command, cliExport(command)])),
    },
  },
  {
    file: 'shared/generated/site-profile-validator.js',
    schemas: { validateSiteProfile: sharedSubschemas(siteProfileSchema) },
    options: { allErrors: true, strict: true, allowUnionTypes: true, inlineRefs: false },
  },
  {
    file: 'shared/generated/abi-profile-validator.js',
    schemas: { validateAbiProfile: abiProfileSchema },
    options: { allErrors: true, strict: true, allowUnionTypes: true },
  },
];

// ajv's ESM output still says require(...) for its runtime helpers and for formats
// (ajv-validator/ajv#2209); turn each into an import that yields what require would have returned.
// A default import is not enough: Node gives module.exports as the default of a CommonJS module,
// while Vite and vitest (for modules flagged __esModule, as ajv's are) give module.exports.default,
// so `require("ajv/dist/runtime/ucs2length").default` would be undefined under one or the other.
// `__cjs` takes the namespace and returns module.exports in both.
const CJS_INTEROP = 'const __cjs = (ns) => { const d = ns.default; return d !== null && typeof d === "object" && d.__esModule ? d : ns; };';

function toEsm(code: string): string {
  const imports = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
    const file = spec.endsWith('.js') ? spec : `${spec}.js`;
    let name = imports.get(file);
    if (!name) {
      name = `__dep${imports.size}`;
      imports.set(file, name);
    }
    return name;
  });
  const head = [
    ...[...imports].map(([file, name]) => `import * as ${name}_ns from ${JSON.stringify(file)};`),
    ...(imports.size > 0 ? [CJS_INTEROP] : []),
    ...[...imports.values()].map((name) => `const ${name} = __cjs(${name}_ns);`),
  ].join('\n');
  return `// Generated by scripts/gen-validators.ts. Do not edit.\n/* eslint-disable */\n${head}\n${body.replace(/^"use strict";/, '')}\n`;
}

/**
 * The schema with each object subschema that occurs more than once (a service URL, a client
 * certificate) moved to `$defs` and referred to: with `inlineRefs: false`, ajv then writes its
 * checks once, as a function, instead of once per occurrence. The site profile's validator was
 * 112 KB of code, compiled at every start of a command that reads a profile (issue 34).
 */
function sharedSubschemas(schema: object): object {
  const seen = new Map<string, number>();
  const count = (node: unknown, top: boolean): void => {
    if (node === null || typeof node !== 'object') return;
    const key = JSON.stringify(node);
    // Only a schema of its own (with a type) can stand as a definition; an `if` or a `properties` map cannot.
    if (!top && !Array.isArray(node) && typeof (node as { type?: unknown }).type === 'string') seen.set(key, (seen.get(key) ?? 0) + 1);
    for (const value of Object.values(node)) count(value, false);
  };
  count(schema, true);
  // Only what ajv turns into code worth a function call.
  const shared = new Set([...seen].filter(([key, n]) => n > 1 && key.length > 120).map(([key]) => key));
  if (shared.size === 0) return schema;
  const defs: Record<string, unknown> = {};
  const names = new Map<string, string>();
  const replace = (node: unknown, top: boolean): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const key = JSON.stringify(node);
    if (!top && names.has(key)) return { $ref: `#/$defs/${names.get(key)}` };
    if (!top && shared.has(key)) {
      const name = `shared${names.size}`;
      names.set(key, name);
      defs[name] = replace(JSON.parse(key), true);
      return { $ref: `#/$defs/${name}` };
    }
    return Array.isArray(node)
      ? node.map((v) => replace(v, false))
      : Object.fromEntries(Object.entries(node).map(([k, v]) => [k, replace(v, false)]));
  };
  const body = replace(schema, true) as Record<string, unknown>;
  return { ...body, $defs: defs };
}

for (const target of targets) {
  const ajv = new Ajv({ ...target.options, code: { source: true, esm: true } });
  addFormats(ajv);
  // A clone each: ajv caches by object identity and would emit one function twice for a shared schema.
  for (const [name, schema] of Object.entries(target.schemas)) ajv.addSchema(structuredClone(schema), name);
  const code = standaloneCode(ajv, Object.fromEntries(Object.keys(target.schemas).map((n) => [n, n])));
  const out = resolve(root, target.file);
  mkdirSync(dirname(out), { recursive: true });
  const map = target.map
    ? `export const ${target.map.name} = {${Object.entries(target.map.entries)
        .map(([name, fn]) => `${JSON.stringify(name)}: ${fn}`)
        .join(', ')}};\n`
    : '';
  writeFileSync(out, toEsm(code) + map);
  const dts = [
    '// Generated by scripts/gen-validators.ts. Do not edit.',
    "import type { GeneratedValidator } from '../validation';",
    ...Object.keys(target.schemas).map((n) => `export declare const ${n}: GeneratedValidator;`),
    ...(target.map ? [`export declare const ${target.map.name}: Record<string, GeneratedValidator>;`] : []),
    '',
  ].join('\n');
  writeFileSync(out.replace(/\.js$/, '.d.ts'), dts);
}
console.log(`validators generated: ${targets.map((t) => t.file).join(', ')}`);
