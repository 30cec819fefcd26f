// Floor names as a site's people write them ("3F", "B1", "负一层", "Tower A 3F", "A座3F") matched to
// the site's floors: one matcher for the batch preview (main, against E4's zone pages) and the
// Visitor access view's floor picker (renderer, against E1's floor list), so that a name finds the
// same floor in both.
//
// Matching goes in tiers, and the first tier that finds anything decides: the exact floor id; then
// the id or the name compared normalised (NFKC, so full-width "３Ｆ" is "3F"; case and white space
// ignored); then the floor number the text states ("3F", "F3", "3层", "三楼", "B1", "负一层",
// "地下一层", "-1"). Each may be prefixed by a building ("Tower A 3F", "B-A 3F", "A座3F"). A floor's
// number is the one its own name states, else the site's floorNo: a site that skips 4 and names its
// fourth floor "5F" is read as people read the button, not as the database counts.

/** A floor to match against: E1's `Floor` is one; from E4, a floor zone with its building's name. */
export interface NamedFloor {
  /** Floor id (the zone id). */
  floorId: string;
  /** The floor's name as the site shows it, e.g. `3F`. */
  floorName: string;
  /** Floor number, negative below ground; null when the site gives none. */
  floorNo: number | null;
  /** Id of its building; null when the site gives none. */
  buildingId: string | null;
  /** Name of its building; null when the site gives none. */
  buildingName: string | null;
}

/** What one typed entry resolved to. */
export type FloorResolution<F extends NamedFloor = NamedFloor> =
  { kind: 'found'; floor: F; by: 'id' | 'name' | 'number' } | { kind: 'ambiguous'; candidates: F[] } | { kind: 'unknown'; close: F[] };

/** Close candidates offered for an unknown entry, at most. */
const MAX_CLOSE = 5;

/** Characters that may stand between a building and its floor ("Tower A / 3F", "A座·3F"). */
const SEPARATOR = /^[-_/·,，、:：]+/;

/** Endings of a building written short in Chinese: "A座", "2栋", "3号楼". */
const BUILDING_SUFFIXES = ['座', '栋', '幢', '号楼', '号'];

/**
 * Text as compared: NFKC (full-width to half-width), lower case, no white space. Taking out a space
 * can bring two combining marks together that NFKC then orders, and NFKC can give a space (¨ is
 * " ̈"): the steps are repeated until the text no longer changes, so that a normalised text is its
 * own normal form (a few rounds at most; real floor names take one).
 */
export function normaliseFloorText(text: string): string {
  let current = text;
  for (let round = 0; round < 8; round++) {
    const next = current.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
    if (next === current) break;
    current = next;
  }
  return current;
}

const DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** "三" 3, "十二" 12, "二十" 20, "九十九" 99; null for anything else. */
function chineseNumber(text: string): number | null {
  const m = /^([一二两三四五六七八九])?(十)?([一二三四五六七八九])?$/u.exec(text);
  if (!m || text === '') return null;
  const [, tens, ten, units] = m;
  if (!ten) return tens && !units ? (DIGITS[tens] ?? null) : null;
  return (tens ? (DIGITS[tens] ?? 0) : 1) * 10 + (units ? (DIGITS[units] ?? 0) : 0);
}

function wholeNumber(text: string): number | null {
  if (/^\d{1,3}$/.test(text)) return Number(text);
  return chineseNumber(text);
}

const LEVEL = '(?:f|fl|floor|/f|层|層|楼|樓|階)';
const NUMBER_FORMS: { pattern: RegExp; sign: 1 | -1 }[] = [
  { pattern: /^(-?\d{1,3})$/u, sign: 1 },
  { pattern: new RegExp(`^第?(\\d{1,3}|[一二两三四五六七八九十]{1,3})${LEVEL}$`, 'u'), sign: 1 },
  { pattern: /^(?:f|l|floor|level|lvl)(\d{1,3})$/u, sign: 1 },
  { pattern: /^(\d{1,3})(?:st|nd|rd|th)(?:floor|fl|f)?$/u, sign: 1 },
  { pattern: new RegExp(`^-(\\d{1,3})${LEVEL}$`, 'u'), sign: -1 },
  { pattern: new RegExp(`^b(\\d{1,3})${LEVEL}?$`, 'u'), sign: -1 },
  { pattern: new RegExp(`^(?:负|負|地下)(\\d{1,3}|[一二两三四五六七八九十]{1,3})${LEVEL}?$`, 'u'), sign: -1 },
];

/** The floor number a normalised text states ("3f" 3, "b1" -1, "负一层" -1), or null. */
export function floorNumberOf(normalised: string): number | null {
  for (const { pattern, sign } of NUMBER_FORMS) {
    const m = pattern.exec(normalised);
    if (!m?.[1]) continue;
    const n = m[1].startsWith('-') ? Number(m[1]) : wholeNumber(m[1]);
    if (n === null) continue;
    return sign * n;
  }
  return null;
}

/** "Tower A 3F (A-03)": how a floor is named to the engineer in both languages (the site's own words). */
export function floorLabel(floor: NamedFloor): string {
  return `${floor.buildingName ?? floor.buildingId ?? ''} ${floor.floorName} (${floor.floorId})`.trim();
}

/** Levenshtein distance, stopping early once over `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** A way to read the text: what remains to match, and the floors it may match (null: all). */
interface Reading<F> {
  rest: string;
  within: ReadonlySet<F> | null;
  /**
   * Whether the rest may be a floor id written loosely (case, full-width). Not when the engineer
   * put a space inside the whole text: "B-B 1" is building B-B's floor 1, not the floor id B-B1
   * that the same letters make without the space.
   */
  ids: boolean;
}

interface Building<F> {
  keys: string[];
  floors: Set<F>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The keys a building answers to: its name, its id, and its name's last word with a Chinese ending ("Tower A" → "a座"). */
function buildingKeys(buildingId: string | null, buildingName: string | null): string[] {
  const keys = new Set<string>();
  if (buildingId) keys.add(normaliseFloorText(buildingId));
  if (buildingName) {
    keys.add(normaliseFloorText(buildingName));
    const last = /\s([\p{L}\p{N}]{1,3})$/u.exec(buildingName.normalize('NFKC').trim())?.[1];
    if (last) for (const suffix of BUILDING_SUFFIXES) keys.add(`${last.toLowerCase()}${suffix}`);
  }
  keys.delete('');
  return [...keys];
}

/** A site's floors, indexed once for matching many entries (a batch) or many keystrokes (a picker). */
export class FloorDirectory<F extends NamedFloor = NamedFloor> {
  readonly floors: readonly F[];
  readonly #byId = new Map<string, F>();
  /** Floors by their name normalised, and by their id normalised (apart: a spaced text is not taken for an id). */
  readonly #byName = new Map<string, F[]>();
  readonly #byIdKey = new Map<string, F[]>();
  readonly #byNumber = new Map<number, F[]>();
  readonly #buildings: Building<F>[] = [];
  readonly #memo = new Map<string, FloorResolution<F>>();
  #closeForms: Map<string, number[]> | undefined;

  constructor(floors: readonly F[]) {
    this.floors = floors;
    const buildings = new Map<string, Building<F>>();
    for (const floor of floors) {
      this.#byId.set(floor.floorId, floor);
      const idKey = normaliseFloorText(floor.floorId);
      const nameKey = normaliseFloorText(floor.floorName);
      push(this.#byIdKey, idKey, floor);
      push(this.#byName, nameKey, floor);
      const number = floorNumberOf(nameKey) ?? floor.floorNo;
      if (number !== null) push(this.#byNumber, number, floor);
      if (floor.buildingId === null && floor.buildingName === null) continue;
      const buildingKey = `${floor.buildingId ?? ''}\u0000${floor.buildingName ?? ''}`;
      const building = buildings.get(buildingKey) ?? { keys: buildingKeys(floor.buildingId, floor.buildingName), floors: new Set<F>() };
      building.floors.add(floor);
      buildings.set(buildingKey, building);
    }
    this.#buildings.push(...buildings.values());
  }

  /** Whether the site has a floor of this exact id. */
  has(floorId: string): boolean {
    return this.#byId.has(floorId);
  }

  /** One typed entry (a floor id or name) resolved to a floor, to several, or to none with close ones. */
  resolve(typed: string): FloorResolution<F> {
    const text = typed.trim();
    const known = this.#memo.get(text);
    if (known) return known;
    const resolution = this.#resolve(text);
    this.#memo.set(text, resolution);
    return resolution;
  }

  /**
   * The floors a picker shows for what is typed: every floor the text names (several for "3F" on a
   * site with several towers), else every floor whose building, name or id contains it ("Tower A",
   * "A-1"); all of them for an empty text.
   */
  filter(typed: string): F[] {
    const key = normaliseFloorText(typed);
    if (key === '') return [...this.floors];
    const resolution = this.resolve(typed);
    if (resolution.kind === 'found') return [resolution.floor];
    if (resolution.kind === 'ambiguous') return resolution.candidates;
    return this.floors.filter(
      (floor) =>
        [floor.buildingName ?? '', floor.buildingId ?? '', floor.floorName, floor.floorId].some((part) =>
          normaliseFloorText(part).includes(key),
        ) || normaliseFloorText(floorLabel(floor)).includes(key),
    );
  }

  #resolve(text: string): FloorResolution<F> {
    const exact = this.#byId.get(text);
    if (exact) return { kind: 'found', floor: exact, by: 'id' };
    const key = normaliseFloorText(text);
    if (key === '') return { kind: 'unknown', close: [] };
    // The text whole, then the text after each building it may start with (the floors of that
    // building only); a separator after the building is read as one only when the text with it
    // finds nothing, since "-1" is itself a floor (basement 1): "Tower A-1" is A's B1, "Tower A-3F" its 3F.
    const readings: Reading<F>[] = [{ rest: key, within: null, ids: !/\s/u.test(text.normalize('NFKC')) }];
    const afterSeparator: Reading<F>[] = [];
    for (const building of this.#buildings) {
      for (const buildingKey of building.keys) {
        if (!key.startsWith(buildingKey) || key.length === buildingKey.length) continue;
        const rest = key.slice(buildingKey.length);
        readings.push({ rest, within: building.floors, ids: true });
        const bare = rest.replace(SEPARATOR, '');
        if (bare !== rest && bare !== '') afterSeparator.push({ rest: bare, within: building.floors, ids: true });
      }
    }
    const match = this.#match(readings) ?? this.#match(afterSeparator);
    if (match) return match;
    return { kind: 'unknown', close: this.#close(key) };
  }

  /** The first tier (name, then number) in which the readings find floors: one found, or several. */
  #match(readings: readonly Reading<F>[]): FloorResolution<F> | null {
    for (const by of ['name', 'number'] as const) {
      const found = new Set<F>();
      for (const { rest, within, ids } of readings) {
        const number = by === 'number' ? floorNumberOf(rest) : null;
        const floors =
          by === 'name'
            ? [...(this.#byName.get(rest) ?? []), ...((ids && this.#byIdKey.get(rest)) || [])]
            : number === null
              ? undefined
              : this.#byNumber.get(number);
        for (const floor of floors ?? []) if (!within || within.has(floor)) found.add(floor);
      }
      const [first, ...others] = found;
      if (first && others.length === 0) return { kind: 'found', floor: first, by };
      if (first) return { kind: 'ambiguous', candidates: [first, ...others] };
    }
    return null;
  }

  /** Floors whose id, name or building-and-name is one or two edits from the text. */
  #close(key: string): F[] {
    const limit = key.length <= 4 ? 1 : 2;
    // Each text normalised once per directory and measured once per entry, however many floors
    // share it: 200 unknown names on a site of 20,000 floors took 40 s normalising the same texts again.
    this.#closeForms ??= this.#formsOfFloors();
    const best = new Map<number, number>();
    for (const [form, indexes] of this.#closeForms) {
      const score = distance(key, form, limit);
      if (score > limit) continue;
      for (const index of indexes) if ((best.get(index) ?? limit + 1) > score) best.set(index, score);
    }
    return [...best]
      .sort(([a, scoreA], [b, scoreB]) => scoreA - scoreB || a - b)
      .slice(0, MAX_CLOSE)
      .map(([index]) => this.floors[index] as F);
  }

  /** Every floor's id, name and building-and-name, normalised, with the floors (by index) that have it. */
  #formsOfFloors(): Map<string, number[]> {
    const forms = new Map<string, number[]>();
    this.floors.forEach((floor, index) => {
      for (const form of new Set(
        [
          floor.floorId,
          floor.floorName,
          `${floor.buildingName ?? ''}${floor.floorName}`,
          `${floor.buildingId ?? ''}${floor.floorName}`,
        ].map(normaliseFloorText),
      ))
        push(forms, form, index);
    });
    return forms;
  }
}
