// Reading the schema by JSON pointer: what the editor needs for completion and hover, and what the
// checker needs to name allowed properties. Everything is derived from configSchema, so completion
// can never offer a name that validation would then reject.
import type { Language } from '../language';
import { configDescriptionsZh, configSchema } from './schema';
import { parsePointer } from './json-text';

/** The parts of a JSON Schema node this module reads. */
interface SchemaNode {
  readonly type?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, SchemaNode | boolean>>;
  readonly additionalProperties?: SchemaNode | boolean;
  readonly required?: readonly string[];
  readonly enum?: readonly (string | number)[];
  readonly const?: string | number;
  readonly minLength?: number;
  readonly format?: string;
}

const root: SchemaNode = configSchema;

/** The schema location of a pointer: its tokens, with any feature key replaced by `*`. */
export function schemaLocation(pointer: string): string | undefined {
  const tokens = parsePointer(pointer);
  if (!tokens) return undefined;
  let node: SchemaNode = root;
  const location: string[] = [];
  for (const token of tokens) {
    const named = node.properties && Object.hasOwn(node.properties, token) ? node.properties[token] : undefined;
    if (typeof named === 'object') {
      node = named;
      location.push(token);
    } else if (typeof node.additionalProperties === 'object') {
      node = node.additionalProperties;
      location.push('*');
    } else return undefined;
  }
  return location.map((t) => `/${t}`).join('');
}

function nodeAt(pointer: string): SchemaNode | undefined {
  const location = schemaLocation(pointer);
  if (location === undefined) return undefined;
  let node: SchemaNode = root;
  for (const token of parsePointer(location) ?? []) {
    const next = token === '*' ? node.additionalProperties : node.properties?.[token];
    if (typeof next !== 'object') return undefined;
    node = next;
  }
  return node;
}

/** Property names the object at `pointer` may hold, in schema order; [] for the free-text features map. */
export function propertyNamesAt(pointer: string): readonly string[] {
  return Object.keys(nodeAt(pointer)?.properties ?? {});
}

/** Properties the object at `pointer` must always hold (2.8's conditional ones are not listed). */
export function requiredPropertiesAt(pointer: string): readonly string[] {
  return nodeAt(pointer)?.required ?? [];
}

/** The values allowed at `pointer` when the schema lists them (an enum, or schemaVersion's constant). */
export function enumValuesAt(pointer: string): readonly (string | number)[] {
  const node = nodeAt(pointer);
  if (!node) return [];
  if (node.enum) return node.enum;
  return node.const === undefined ? [] : [node.const];
}

/** The JSON type the schema expects at `pointer` (`string`, `integer`, `object`…), if it knows one. */
export function expectedTypeAt(pointer: string): string | undefined {
  return nodeAt(pointer)?.type;
}

/** Hover text of the field at `pointer`, in the given language. */
export function descriptionAt(pointer: string, language: Language = 'en'): string | undefined {
  const node = nodeAt(pointer);
  if (!node) return undefined;
  if (language === 'zh-CN') {
    const zh = configDescriptionsZh[schemaLocation(pointer) ?? ''];
    if (zh !== undefined) return zh;
  }
  return node.description;
}

/** The sections (top-level objects) whose schema has a property of this exact name. */
export function sectionsWithProperty(name: string): readonly string[] {
  return Object.entries(root.properties ?? {})
    .filter(([, node]) => typeof node === 'object' && node.properties !== undefined && Object.hasOwn(node.properties, name))
    .map(([section]) => section);
}
