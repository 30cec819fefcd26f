// The built-in site: what a newcomer sees first, so it should look like a real campus. Three
// buildings with their face libraries, staff and visitors with Chinese and English names, a few
// visitors already assigned floors (E2 with empty floorIds works for them), one with none
// (NO_FLOORS), and a floor policy that is written down but off (turn it on with
// PUT /__sim/floor-policy to see rule 1 at work).
import { DEMO_LICENSES } from './demo-licenses';
import type { SiteData, SiteFloorData } from './site-data';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Floors `prefix-01`… named `1F`…; basements `prefix-B1`… named `B1`… with negative numbers. */
function floors(prefix: string, above: number, below = 0): SiteFloorData[] {
  const list: SiteFloorData[] = [];
  for (let b = below; b >= 1; b -= 1) list.push({ floorId: `${prefix}-B${b}`, floorName: `B${b}`, floorNo: -b });
  for (let n = 1; n <= above; n += 1) list.push({ floorId: `${prefix}-${pad(n)}`, floorName: `${n}F`, floorNo: n });
  return list;
}

const range = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${pad(from + i)}`);

/** The site every `site-console site` starts with unless `--data` replaces it. */
export const DEMO_SITE_DATA: SiteData = {
  buildings: [
    { buildingId: 'B-A', buildingName: 'Tower A', imageStoreId: 'IS-A', floors: floors('A', 24, 2) },
    { buildingId: 'B-B', buildingName: 'Tower B', imageStoreId: 'IS-B', floors: floors('B', 18, 1) },
    { buildingId: 'B-C', buildingName: 'Podium C', imageStoreId: 'IS-C', floors: floors('C', 10) },
  ],
  persons: [
    { personId: 'P1001', personName: 'Li Wei', personType: 'staff', orgUnitId: 'OU-ENG', floorIds: ['A-01', ...range('A', 10, 14)] },
    { personId: 'P1002', personName: '王芳', personType: 'staff', orgUnitId: 'OU-ENG', floorIds: ['A-01', ...range('A', 10, 12)] },
    { personId: 'P1003', personName: 'Emily Carter', personType: 'staff', orgUnitId: 'OU-ENG', floorIds: ['A-01', 'A-12', 'A-13'] },
    { personId: 'P1004', personName: '张敏', personType: 'staff', orgUnitId: 'OU-ENG', floorIds: ['A-01', 'A-14', 'C-03'] },
    { personId: 'P1005', personName: 'James Wong', personType: 'staff', orgUnitId: 'OU-ENG', floorIds: ['A-01', 'A-11'] },
    { personId: 'P1006', personName: '陈静', personType: 'staff', orgUnitId: 'OU-FIN', floorIds: ['A-01', ...range('A', 20, 22)] },
    { personId: 'P1007', personName: 'Sarah Johnson', personType: 'staff', orgUnitId: 'OU-FIN', floorIds: ['A-01', 'A-21'] },
    { personId: 'P1008', personName: '刘洋', personType: 'staff', orgUnitId: 'OU-FIN', floorIds: ['A-01', 'A-20', 'A-24'] },
    { personId: 'P1009', personName: 'Michael Chen', personType: 'staff', orgUnitId: 'OU-FIN', floorIds: ['A-01', 'A-22'] },
    { personId: 'P1010', personName: '赵磊', personType: 'staff', orgUnitId: 'OU-OPS', floorIds: ['B-01', ...range('B', 3, 6), 'C-01'] },
    { personId: 'P1011', personName: 'Olivia Smith', personType: 'staff', orgUnitId: 'OU-OPS', floorIds: ['B-01', 'B-04', 'B-05'] },
    { personId: 'P1012', personName: '黄晓明', personType: 'staff', orgUnitId: 'OU-OPS', floorIds: ['B-01', 'B-B1', 'B-03'] },
    { personId: 'P1013', personName: 'Daniel Lee', personType: 'staff', orgUnitId: 'OU-OPS', floorIds: ['B-01', 'B-06', 'C-01', 'C-02'] },
    { personId: 'P1014', personName: '周婷', personType: 'staff', orgUnitId: 'OU-HR', floorIds: ['B-01', 'B-10', 'B-11'] },
    { personId: 'P1015', personName: 'Grace Liu', personType: 'staff', orgUnitId: 'OU-HR', floorIds: ['B-01', 'B-10'] },
    { personId: 'P1016', personName: '孙丽', personType: 'staff', orgUnitId: 'OU-HR', floorIds: ['B-01', 'B-11', 'B-12'] },
    {
      personId: 'P1017',
      personName: 'Wu Hao',
      personType: 'staff',
      orgUnitId: 'OU-SEC',
      floorIds: ['A-B2', 'A-B1', 'A-01', 'B-B1', 'B-01', 'C-01'],
    },
    { personId: 'P1018', personName: '马超', personType: 'staff', orgUnitId: 'OU-SEC', floorIds: ['A-B1', 'A-01', 'B-01', 'C-01'] },
    { personId: 'P1019', personName: 'David Brown', personType: 'staff', orgUnitId: 'OU-SEC', floorIds: ['A-01', 'B-01', 'C-01'] },
    { personId: 'P1020', personName: '胡静怡', personType: 'staff', orgUnitId: 'OU-ADM', floorIds: ['C-01', ...range('C', 5, 8)] },
    { personId: 'P1021', personName: 'He Jun', personType: 'staff', orgUnitId: 'OU-ADM', floorIds: ['C-01', 'C-05', 'A-24'] },
    { personId: 'P1022', personName: '郭佳', personType: 'staff', orgUnitId: 'OU-ADM', floorIds: ['C-01', 'C-06'] },
    { personId: 'P1023', personName: 'Hannah Müller', personType: 'staff', orgUnitId: null, floorIds: ['C-01', 'C-09', 'C-10'] },
    { personId: 'P1024', personName: '林晓', personType: 'staff', orgUnitId: null, floorIds: [] },
    { personId: 'V2001', personName: 'Tom Baker', personType: 'visitor', orgUnitId: null, floorIds: ['A-03', 'A-05'] },
    { personId: 'V2002', personName: '王小明', personType: 'visitor', orgUnitId: null, floorIds: ['A-11', 'B-04'] },
    { personId: 'V2003', personName: 'Anna Schmidt', personType: 'visitor', orgUnitId: null, floorIds: ['C-05'] },
    { personId: 'V2004', personName: '李娜', personType: 'visitor', orgUnitId: null, floorIds: ['A-20', 'A-21', 'C-02'] },
    { personId: 'V2005', personName: 'Carlos Diaz', personType: 'visitor', orgUnitId: null, floorIds: [] },
    { personId: 'V2006', personName: '陈浩', personType: 'visitor', orgUnitId: null, floorIds: ['B-10'] },
    { personId: 'V2007', personName: 'Yuki Tanaka', personType: 'visitor', orgUnitId: null, floorIds: ['A-12', 'A-13'] },
    { personId: 'V2008', personName: '杨帆', personType: 'visitor', orgUnitId: 'OU-ENG', floorIds: ['A-10'] },
    { personId: 'V2009', personName: 'Priya Sharma', personType: 'visitor', orgUnitId: null, floorIds: ['B-05', 'B-06'] },
    { personId: 'V2010', personName: '徐磊', personType: 'visitor', orgUnitId: null, floorIds: [] },
    { personId: 'V2011', personName: 'Lucas Martin', personType: 'visitor', orgUnitId: null, floorIds: ['C-07'] },
    { personId: 'V2012', personName: '吴倩', personType: 'visitor', orgUnitId: null, floorIds: ['A-22', 'B-11'] },
  ],
  floorPolicy: {
    enabled: false,
    rules: [
      { personType: 'visitor', floorIds: ['A-01', 'B-01', 'C-01'] },
      { orgUnitId: 'OU-SEC', floorIds: ['A-B2', 'A-B1', 'A-01', 'B-B1', 'B-01', 'C-01'] },
      { personType: 'staff', orgUnitId: 'OU-ENG', floorIds: ['A-01', ...range('A', 10, 14)] },
      { personType: 'staff', orgUnitId: 'OU-FIN', floorIds: ['A-01', ...range('A', 20, 22)] },
    ],
  },
  licenses: DEMO_LICENSES,
};
