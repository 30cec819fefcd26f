// The site's data: the built-in demo is a good first impression, and a bad --data file is refused
// with the JSON pointer of what is wrong and why.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_DATA, loadSiteData, parseSiteData, SiteDataError, type SiteData } from '../../../sim/index';
import { SMALL_SITE } from './site-helpers';

const fixture = (name: string): string => fileURLToPath(new URL(`../../fixtures/sim/${name}`, import.meta.url));

function issuesOf(value: unknown): Array<{ pointer: string; reason: string }> {
  try {
    parseSiteData(value, 'test data');
  } catch (error) {
    expect(error).toBeInstanceOf(SiteDataError);
    return (error as SiteDataError).issues;
  }
  throw new Error('the data was accepted');
}

const edited = (edit: (data: SiteData) => void): SiteData => {
  const copy = structuredClone(SMALL_SITE);
  edit(copy);
  return copy;
};

describe('the built-in demo data', () => {
  it('passes its own checks', () => {
    expect(() => parseSiteData(DEMO_SITE_DATA)).not.toThrow();
  });

  it('looks like a real campus: 2–3 buildings of 10–30 floors, dozens of staff and visitors, Chinese and English names, policy off', () => {
    const { buildings, persons, floorPolicy } = DEMO_SITE_DATA;
    expect(buildings.length).toBeGreaterThanOrEqual(2);
    expect(buildings.length).toBeLessThanOrEqual(3);
    for (const building of buildings) {
      expect(building.floors.length).toBeGreaterThanOrEqual(10);
      expect(building.floors.length).toBeLessThanOrEqual(30);
    }
    expect(new Set(buildings.map((b) => b.imageStoreId)).size).toBe(buildings.length);
    expect(persons.length).toBeGreaterThanOrEqual(24);
    expect(persons.filter((p) => p.personType === 'staff').length).toBeGreaterThanOrEqual(12);
    expect(persons.filter((p) => p.personType === 'visitor').length).toBeGreaterThanOrEqual(6);
    expect(persons.some((p) => /\p{Script=Han}/u.test(p.personName))).toBe(true);
    expect(persons.some((p) => /^[A-Za-z][A-Za-z .'-]+$/.test(p.personName))).toBe(true);
    expect(floorPolicy?.enabled).toBe(false);
    // A demo visitor with floors (E2 with empty floorIds works) and one without (NO_FLOORS).
    expect(persons.some((p) => p.personType === 'visitor' && p.floorIds.length > 0)).toBe(true);
    expect(persons.some((p) => p.personType === 'visitor' && p.floorIds.length === 0)).toBe(true);
  });
});

describe('loadSiteData', () => {
  it('reads a good file', async () => {
    const data = await loadSiteData(fixture('small-site.json'));
    expect(data.buildings.map((b) => b.buildingId)).toEqual(['B-A', 'B-B']);
  });

  it('refuses a section of a later version, naming it and saying what to do', async () => {
    const load = loadSiteData(fixture('future-section.json'));
    await expect(load).rejects.toThrow(SiteDataError);
    const error = (await load.catch((e: unknown) => e)) as SiteDataError;
    expect(error.issues).toEqual([
      {
        pointer: '/visitorBadges',
        reason:
          'is a section this version of the reference site does not know (it reads buildings, persons, floorPolicy, faults, licenses); the file may be meant for a newer Site Console: update Site Console, or remove the section',
      },
    ]);
    expect(error.message).toMatch(/future-section\.json: \/visitorBadges: is a section this version/);
  });

  it('points at a floor that does not exist', async () => {
    await expect(loadSiteData(fixture('unknown-floor.json'))).rejects.toThrow(
      /unknown-floor\.json: \/persons\/1\/floorIds\/1: floor "A-09" is not a floor of any building in \/buildings$/,
    );
  });

  it('says where a file is not JSON', async () => {
    await expect(loadSiteData(fixture('not-json.json'))).rejects.toThrow(
      /not-json\.json: \(document\): is not valid JSON: .*at line 3, column 28/,
    );
  });

  it('says when a file cannot be read', async () => {
    await expect(loadSiteData(fixture('no-such-file.json'))).rejects.toThrow(
      /no-such-file\.json: \(document\): cannot be read: no such file$/,
    );
    await expect(loadSiteData(fixture(''))).rejects.toThrow(/cannot be read: it is a directory$/);
  });
});

describe('parseSiteData reports every problem with its pointer', () => {
  it('schema problems', () => {
    expect(issuesOf([])).toEqual([{ pointer: '', reason: 'must be an object, found an array' }]);
    expect(issuesOf({ persons: [] })).toEqual([{ pointer: '/buildings', reason: 'is required but missing' }]);
    const issues = issuesOf(
      edited((d) => {
        (d.persons[0] as unknown as Record<string, unknown>).personType = 'guest';
        (d.buildings[1]?.floors[0] as unknown as Record<string, unknown>).floorNo = '2';
        (d.buildings[0] as unknown as Record<string, unknown>).floorCount = 5;
        (d.persons[1] as unknown as Record<string, unknown>).floorIds = undefined;
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { pointer: '/persons/0/personType', reason: 'must be one of "staff", "visitor", found string "guest"' },
        { pointer: '/buildings/1/floors/0/floorNo', reason: 'must be a whole number, found string "2"' },
        {
          pointer: '/buildings/0/floorCount',
          reason: 'is not a known property; known properties here: buildingId, buildingName, imageStoreId, floors',
        },
        { pointer: '/persons/1/floorIds', reason: 'is required but missing' },
      ]),
    );
    expect(issues).toHaveLength(4);
  });

  it('fault settings, checked like POST /__sim/faults', () => {
    const issues = issuesOf(edited((d) => Object.assign(d, { faults: { common: { errorRate: 2 }, parking: {} } })));
    expect(issues).toEqual([
      {
        pointer: '/faults/parking',
        reason: 'is not an allowed name here; allowed names: organization, elevator, common, intermediary, gateway',
      },
      { pointer: '/faults/common/errorRate', reason: 'must be <= 1, found number 2' },
    ]);
  });

  it('ids must be unique, floor numbers unique per building, and every floor id must exist', () => {
    const issues = issuesOf(
      edited((d) => {
        d.persons.push({ personId: 'V1', personName: 'Again', personType: 'visitor', floorIds: [] });
        d.buildings[1]?.floors.push(
          { floorId: 'A-02', floorName: 'X', floorNo: 9 },
          { floorId: 'B-09', floorName: 'Y', floorNo: 3 },
          { floorId: 'B-A', floorName: 'Z', floorNo: 7 },
        );
        d.floorPolicy?.rules.push({ floorIds: ['NOPE'] });
      }),
    );
    expect(issues).toEqual([
      {
        pointer: '/buildings/1/floors/3/floorId',
        reason: '"A-02" is already used at /buildings/0/floors/2/floorId (building and floor ids share one namespace, E4\'s zone ids)',
      },
      { pointer: '/buildings/1/floors/4/floorNo', reason: '3 is already the number of /buildings/1/floors/2 in this building' },
      {
        pointer: '/buildings/1/floors/5/floorId',
        reason: '"B-A" is already used at /buildings/0/buildingId (building and floor ids share one namespace, E4\'s zone ids)',
      },
      { pointer: '/persons/6/personId', reason: '"V1" is already the id of /persons/2' },
      { pointer: '/floorPolicy/rules/3/floorIds/0', reason: 'floor "NOPE" is not a floor of any building in /buildings' },
    ]);
  });

  it('sums up in one line: the first problem and how many more', () => {
    expect(() => parseSiteData({ buildings: [], persons: [{}] }, 'x.json')).toThrow(
      /^x\.json: \/buildings: must NOT have fewer than 1 items, found an array \(and 4 more problems\)$/,
    );
  });
});
