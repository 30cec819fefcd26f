// The floor-name matcher the batch preview and the Visitor access picker share, on the reference
// site's own demo buildings (Tower A with B2..24F, Tower B with B1..18F, Podium C with 1F..10F:
// "3F" is in all three, "B1" in two).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FloorDirectory, floorLabel, floorNumberOf, normaliseFloorText, type NamedFloor } from '../../../shared/floor-names';
import { DEMO_SITE_DATA } from '../../../sim/demo-data';

const demoFloors: NamedFloor[] = DEMO_SITE_DATA.buildings.flatMap((b) =>
  b.floors.map((f) => ({
    floorId: f.floorId,
    floorName: f.floorName,
    floorNo: f.floorNo,
    buildingId: b.buildingId,
    buildingName: b.buildingName,
  })),
);
const demo = new FloorDirectory(demoFloors);

const found = (typed: string, directory = demo): string | null => {
  const r = directory.resolve(typed);
  return r.kind === 'found' ? r.floor.floorId : null;
};
const candidates = (typed: string, directory = demo): string[] => {
  const r = directory.resolve(typed);
  return r.kind === 'ambiguous' ? r.candidates.map((f) => f.floorId).sort() : [];
};

describe('floor numbers people write', () => {
  it.each([
    ['3f', 3],
    ['f3', 3],
    ['3层', 3],
    ['3楼', 3],
    ['三层', 3],
    ['三楼', 3],
    ['第三层', 3],
    ['十二楼', 12],
    ['二十层', 20],
    ['二十四楼', 24],
    ['3/f', 3],
    ['l3', 3],
    ['3rd', 3],
    ['3rdfloor', 3],
    ['floor3', 3],
    ['3', 3],
    ['b1', -1],
    ['b1f', -1],
    ['b2', -2],
    ['-1', -1],
    ['-1f', -1],
    ['负一层', -1],
    ['负1层', -1],
    ['負一層', -1],
    ['地下一层', -1],
    ['地下2层', -2],
    ['负一', -1],
  ] as const)('%s is floor %s', (text, n) => {
    expect(floorNumberOf(text)).toBe(n);
  });

  it('reads nothing into text that states no floor', () => {
    for (const text of ['lobby', 'a-03', 'tower', '3fx', 'bb1', '', '十十层']) expect(floorNumberOf(text), text).toBeNull();
  });
});

describe('a floor id or name resolved on the reference site', () => {
  it('takes an exact floor id first, whatever its name would match', () => {
    expect(demo.resolve('A-03')).toMatchObject({ kind: 'found', by: 'id', floor: { floorId: 'A-03' } });
    expect(found('  B-B1 ')).toBe('B-B1');
  });

  it('finds a floor by its name and building, in the forms engineers type', () => {
    for (const typed of [
      'Tower A 3F',
      'tower a 3f',
      'TowerA3F',
      'Tower A 3层',
      'Tower A F3',
      'A座3F',
      'A座 三楼',
      'B-A 3F',
      'Tower A / 3F',
      'Ｔｏｗｅｒ Ａ ３Ｆ',
      'a-03',
    ])
      expect(found(typed), typed).toBe('A-03');
    for (const typed of ['Tower B B1', 'Tower B 负一层', 'B座地下一层', 'Tower B -1']) expect(found(typed), typed).toBe('B-B1');
    // A space the engineer typed parts the building from the floor: "B-B 1" is building B-B's 1F, as "B-A 1" is A's, never the floor id B-B1.
    for (const [typed, id] of [
      ['B-B 1', 'B-01'],
      ['B-A 1', 'A-01'],
      ['B-B B1', 'B-B1'],
      ['b-b1', 'B-B1'],
    ])
      expect(found(typed!), typed).toBe(id);
    expect(found('Tower A B2')).toBe('A-B2');
    // A dash after the building is a minus sign when that finds a floor, else a separator.
    expect(found('Tower A-1')).toBe('A-B1');
    expect(found('Tower A-3F')).toBe('A-03');
    // Only Tower A goes down two levels and up to 24F.
    expect(found('负二层')).toBe('A-B2');
    expect(found('24F')).toBe('A-24');
  });

  it('refuses a name that fits several floors, listing every one', () => {
    expect(candidates('3F')).toEqual(['A-03', 'B-03', 'C-03']);
    expect(candidates('三楼')).toEqual(['A-03', 'B-03', 'C-03']);
    expect(candidates('B1')).toEqual(['A-B1', 'B-B1']);
    expect(candidates('负一层')).toEqual(['A-B1', 'B-B1']);
    expect(candidates('-1')).toEqual(['A-B1', 'B-B1']);
  });

  it('finds nothing for a floor the site lacks, offering the floors one edit away', () => {
    const unknown = demo.resolve('A-3');
    expect(unknown.kind).toBe('unknown');
    expect(unknown.kind === 'unknown' ? unknown.close.map((f) => f.floorId) : []).toContain('A-03');
    expect(demo.resolve('Podium C 11F')).toMatchObject({ kind: 'unknown' });
    expect(demo.resolve('XYZ-123456')).toEqual({ kind: 'unknown', close: [] });
  });

  it('prefers the name a floor shows over the number the site stores', () => {
    // A site that skips 4: the fourth storey is named 5F; "5F" is that button, "4F" is no floor's name.
    const skipping = new FloorDirectory([
      { floorId: 'F3', floorName: '3F', floorNo: 3, buildingId: null, buildingName: null },
      { floorId: 'F5', floorName: '5F', floorNo: 4, buildingId: null, buildingName: null },
      { floorId: 'LOBBY', floorName: 'Lobby', floorNo: 1, buildingId: null, buildingName: null },
    ]);
    expect(found('5F', skipping)).toBe('F5');
    expect(found('4F', skipping)).toBeNull();
    // A floor whose name states no number is found by the site's number.
    expect(found('1F', skipping)).toBe('LOBBY');
    expect(found('lobby', skipping)).toBe('LOBBY');
  });

  it('labels a floor with its building, name and id', () => {
    expect(floorLabel(demoFloors.find((f) => f.floorId === 'B-B1') as NamedFloor)).toBe('Tower B B1 (B-B1)');
  });
});

describe('normalisation', () => {
  const floorName = fc.constantFrom(...demoFloors.map((f) => `${f.buildingName} ${f.floorName}`));
  const toFullWidth = (s: string): string =>
    s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/ /g, '\u3000');

  it('finds the same floor whatever the case, width and white space of the text', () => {
    fc.assert(
      fc.property(floorName, fc.boolean(), fc.boolean(), fc.constantFrom('', ' ', '  ', '\t'), (name, upper, wide, pad) => {
        let typed = upper ? name.toUpperCase() : name.toLowerCase();
        if (wide) typed = toFullWidth(typed);
        expect(found(`${pad}${typed}${pad}`)).toBe(found(name));
        expect(found(name)).not.toBeNull();
      }),
    );
  });

  it('is its own normal form when taking out a space brings combining marks together (a case fast-check found)', () => {
    const typed = '\u{1D15E} \u064C\u0651';
    expect(normaliseFloorText(normaliseFloorText(typed))).toBe(normaliseFloorText(typed));
  });

  it('is idempotent and never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const once = normaliseFloorText(text);
        expect(normaliseFloorText(once)).toBe(once);
        const r = demo.resolve(text);
        expect(['found', 'ambiguous', 'unknown']).toContain(r.kind);
        if (r.kind === 'ambiguous') expect(r.candidates.length).toBeGreaterThan(1);
      }),
    );
  });
});

describe('the picker filter', () => {
  it('shows every floor a name fits, then what contains the text, and all for nothing typed', () => {
    expect(demo.filter('').length).toBe(demoFloors.length);
    expect(
      demo
        .filter('3F')
        .map((f) => f.floorId)
        .sort(),
    ).toEqual(['A-03', 'B-03', 'C-03']);
    expect(demo.filter('Tower B 负一层').map((f) => f.floorId)).toEqual(['B-B1']);
    expect(demo.filter('Podium').every((f) => f.buildingId === 'B-C')).toBe(true);
    expect(demo.filter('Podium').length).toBe(10);
    expect(demo.filter('no such floor anywhere')).toEqual([]);
  });
});
