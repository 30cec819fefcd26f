// The data a reference site starts with: buildings and their floors and image stores, persons, the
// organization's floor policy and faults. It comes from the built-in demo (demo-data.ts) or from a
// file (`--data`), checked against sim/site-data.schema.json and then against the rules a schema
// cannot state. Every problem is reported with the JSON pointer of the value and what is wrong.
import { FileReadError, readTextFile } from '../shared/node/regular-file';
import type { LicenseRecord } from '../shared/auth-service';
import type { PersonType } from '../shared/site';
import type { FaultSettings } from './faults';
import type { ServiceName } from './service-names';
import siteDataSchema from './site-data.schema.json';
import { describeSchemaErrors, formatSchemaIssue, MAX_REPORTED_ISSUES, siteDataValidator, type SchemaIssue } from './validator';

/** One floor of a building. */
export interface SiteFloorData {
  /** Floor id; unique among all buildings and floors (E4 zone ids share one namespace). */
  floorId: string;
  /** Display name, e.g. `3F`, `B1`. */
  floorName: string;
  /** Floor number; negative below ground; unique within its building. */
  floorNo: number;
}

/** One building. */
export interface SiteBuildingData {
  /** Building id. */
  buildingId: string;
  /** Display name. */
  buildingName: string;
  /** The image store (face library) its elevator terminals use. */
  imageStoreId: string;
  /** Its floors. */
  floors: SiteFloorData[];
}

/** One person of the organization. */
export interface SitePersonData {
  /** Person id (a visitor's id is its visitorId in E2). */
  personId: string;
  /** Display name. */
  personName: string;
  /** Staff or visitor. */
  personType: PersonType;
  /** Organization unit; absent or null for none. */
  orgUnitId?: string | null;
  /** The person's own floors (E1's floorList while the floor policy is off). */
  floorIds: string[];
}

/** One rule of the floor policy: whom it matches and which floors it grants. */
export interface FloorPolicyRule {
  /** Matches persons of this type only. */
  personType?: PersonType;
  /** Matches persons of this unit only. */
  orgUnitId?: string;
  /** Floors granted. */
  floorIds: string[];
}

/** The organization's floor policy (SITE-API.md E1; spec rule 1). */
export interface FloorPolicy {
  /** When on, floorList is the union of the matching rules' floors, not the person's own. */
  enabled: boolean;
  /** The rules. */
  rules: FloorPolicyRule[];
}

/** Everything a reference site starts with (the shape of a `--data` file). */
export interface SiteData {
  /** Lets an editor find the schema; ignored. */
  $schema?: string;
  /** Buildings with their floors and image stores. */
  buildings: SiteBuildingData[];
  /** Staff and visitors. */
  persons: SitePersonData[];
  /** The floor policy; absent means off. */
  floorPolicy?: FloorPolicy;
  /** Faults each service injects from the start. */
  faults?: Partial<Record<ServiceName, FaultSettings>>;
  /** Licenses of the self-hosted authorization service; absent means none. */
  licenses?: LicenseRecord[];
}

/** Top-level sections this version reads; a file with any other section is refused, not half-read. */
export const SITE_DATA_SECTIONS: readonly string[] = Object.keys(siteDataSchema.properties);

/** A data file or value that cannot be used, with every problem found. */
export class SiteDataError extends Error {
  /** Where the data came from (a file path, or a label). */
  readonly source: string;
  /** The first problems (at most MAX_REPORTED_ISSUES), each with the JSON pointer of the offending value. */
  readonly issues: SchemaIssue[];
  /** How many problems there are in all. */
  readonly issueCount: number;

  constructor(source: string, issues: SchemaIssue[]) {
    const [first] = issues;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    super(`${source}: ${first ? formatSchemaIssue(first) : 'unusable'}${more}`);
    this.name = 'SiteDataError';
    this.source = source;
    this.issues = issues.slice(0, MAX_REPORTED_ISSUES);
    this.issueCount = issues.length;
  }
}

/** Largest data file read: a site of 100,000 persons fits several times over. */
export const MAX_SITE_DATA_BYTES = 32 * 1024 * 1024;

function unreadable(error: FileReadError): string {
  switch (error.kind) {
    case 'not-found':
      return 'cannot be read: no such file';
    case 'denied':
      return 'cannot be read: permission denied';
    case 'not-a-file':
      return error.fileType === 'folder'
        ? 'cannot be read: it is a directory'
        : `cannot be read: it is a ${error.fileType ?? 'special file'}, not a regular file`;
    case 'too-large':
      return `cannot be read: it is larger than the limit (${error.size ?? 0} bytes; the limit is ${MAX_SITE_DATA_BYTES}); it is not a site data file`;
    case 'not-text':
    case 'encoding':
      return `cannot be read: ${error.message.startsWith(error.path) ? error.message.slice(error.path.length + 1) : error.message}`;
    case 'failed':
      return `cannot be read: ${error.message}`;
  }
}

/**
 * Reads (with the console's own reader: regular files only, under the limit, UTF-8), parses and checks a data
 * file; throws SiteDataError with the pointer and the reason.
 */
export async function loadSiteData(file: string): Promise<SiteData> {
  let text: string;
  try {
    text = (await readTextFile(file, MAX_SITE_DATA_BYTES)).text;
  } catch (error) {
    if (!(error instanceof FileReadError)) throw error;
    throw new SiteDataError(file, [{ pointer: '', reason: unreadable(error) }]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SiteDataError(file, [{ pointer: '', reason: `is not valid JSON: ${jsonErrorWords(text, error as Error)}` }]);
  }
  return parseSiteData(value, file);
}

/** Checks a value against the data schema and the cross-reference rules; returns it typed or throws SiteDataError. */
export function parseSiteData(value: unknown, source = 'site data'): SiteData {
  const issues: SchemaIssue[] = [];
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const key of Object.keys(value)) {
      if (!SITE_DATA_SECTIONS.includes(key)) {
        issues.push({
          pointer: `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
          reason: `is a section this version of the reference site does not know (it reads ${SITE_DATA_SECTIONS.filter((s) => s !== '$schema').join(', ')}); the file may be meant for a newer Site Console: update Site Console, or remove the section`,
        });
      }
    }
  }
  const validate = siteDataValidator();
  if (!validate(value)) {
    // The unknown sections are already worded above, better than ajv words them.
    const schemaIssues = describeSchemaErrors(validate.errors).filter((i) => !issues.some((u) => u.pointer === i.pointer));
    issues.push(...schemaIssues);
  }
  if (issues.length === 0) issues.push(...crossReferenceIssues(value as SiteData));
  if (issues.length > 0) throw new SiteDataError(source, issues);
  return value as SiteData;
}

function crossReferenceIssues(data: SiteData): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const zoneIds = new Map<string, string>();
  data.buildings.forEach((building, b) => {
    const at = `/buildings/${b}`;
    const previous = zoneIds.get(building.buildingId);
    if (previous !== undefined)
      issues.push({
        pointer: `${at}/buildingId`,
        reason: `"${building.buildingId}" is already used at ${previous} (building and floor ids share one namespace, E4's zone ids)`,
      });
    else zoneIds.set(building.buildingId, `${at}/buildingId`);
    const floorNos = new Map<number, number>();
    building.floors.forEach((floor, f) => {
      const floorAt = `${at}/floors/${f}`;
      const used = zoneIds.get(floor.floorId);
      if (used !== undefined)
        issues.push({
          pointer: `${floorAt}/floorId`,
          reason: `"${floor.floorId}" is already used at ${used} (building and floor ids share one namespace, E4's zone ids)`,
        });
      else zoneIds.set(floor.floorId, `${floorAt}/floorId`);
      const sameNo = floorNos.get(floor.floorNo);
      if (sameNo !== undefined)
        issues.push({
          pointer: `${floorAt}/floorNo`,
          reason: `${floor.floorNo} is already the number of ${at}/floors/${sameNo} in this building`,
        });
      else floorNos.set(floor.floorNo, f);
    });
  });
  const floorIds = new Set(data.buildings.flatMap((b) => b.floors.map((f) => f.floorId)));
  const checkFloors = (ids: string[], at: string): void => {
    ids.forEach((id, i) => {
      if (!floorIds.has(id)) issues.push({ pointer: `${at}/${i}`, reason: `floor "${id}" is not a floor of any building in /buildings` });
    });
  };
  const personIds = new Map<string, number>();
  data.persons.forEach((person, p) => {
    const at = `/persons/${p}`;
    const previous = personIds.get(person.personId);
    if (previous !== undefined)
      issues.push({ pointer: `${at}/personId`, reason: `"${person.personId}" is already the id of /persons/${previous}` });
    else personIds.set(person.personId, p);
    checkFloors(person.floorIds, `${at}/floorIds`);
  });
  data.floorPolicy?.rules.forEach((rule, r) => checkFloors(rule.floorIds, `/floorPolicy/rules/${r}/floorIds`));
  issues.push(...licenseIssues(data.licenses ?? []));
  return issues;
}

function licenseIssues(licenses: readonly LicenseRecord[]): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const keys = new Map<string, number>();
  licenses.forEach((license, l) => {
    const previous = keys.get(license.licenseKey);
    // The key itself is a secret even here: the message names where, not what.
    if (previous !== undefined)
      issues.push({
        pointer: `/licenses/${l}/licenseKey`,
        reason: `is the same key as /licenses/${previous}/licenseKey; license keys must be unique`,
      });
    else keys.set(license.licenseKey, l);
    if (license.expiresAt !== undefined && Number.isNaN(Date.parse(license.expiresAt)))
      issues.push({ pointer: `/licenses/${l}/expiresAt`, reason: 'is not a date and time that exists' });
  });
  return issues;
}

// V8 words some JSON errors with a character position and some with a snippet; people need a line
// and a column where there is one, and the reason must stay on one line.
function jsonErrorWords(text: string, error: Error): string {
  const oneLine = (words: string): string => words.replace(/\s*\n\s*/g, ' ');
  const position = /position (\d+)/.exec(error.message);
  const offset =
    position?.[1] !== undefined ? Number(position[1]) : /Unexpected end of JSON input/.test(error.message) ? text.length : null;
  if (offset === null) return oneLine(error.message);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `${oneLine(error.message.replace(/ in JSON at position \d+.*$/, ''))} at line ${line}, column ${column}`;
}
