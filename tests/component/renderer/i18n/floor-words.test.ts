// The batch preview's floor problems in words, through the renderer's one words table, from the
// problems the preview itself builds: an ambiguous name with its candidates, an unknown floor with
// no close floor and with some, in both languages.
import { describe, expect, it } from 'vitest';
import { findRowProblems } from '../../../../main/batch/preview';
import { describeRowProblem } from '../../../../renderer/i18n/error-words';
import { i18n } from '../../../../renderer/i18n/index';
import type { RowProblem } from '../../../../shared/batch';
import { FloorDirectory } from '../../../../shared/floor-names';

const directory = new FloorDirectory([
  { floorId: 'A-03', floorName: '3F', floorNo: 3, buildingId: 'B-A', buildingName: 'Tower A' },
  { floorId: 'B-03', floorName: '3F', floorNo: 3, buildingId: 'B-B', buildingName: 'Tower B' },
  { floorId: 'B-04', floorName: '4F', floorNo: 4, buildingId: 'B-B', buildingName: 'Tower B' },
]);
const problemsOf = (floors: string[]): RowProblem[] => findRowProblems([{ row: 2, visitorId: 'V1', floorIds: floors }], directory);
const say = (language: 'en' | 'zh-CN', problem: RowProblem | undefined): string => {
  i18n.global.locale.value = language;
  if (!problem) throw new Error('no problem');
  return describeRowProblem(problem);
};

describe('floor problems in words', () => {
  it('list the candidates of an ambiguous name and how to write one of them', () => {
    const [problem] = problemsOf(['3F']);
    expect(say('en', problem)).toBe(
      'Row 2, column floorIds: more than one floor has this name: “3F” → Tower A 3F (A-03), Tower B 3F (B-03). Write the floor id, or the building before the floor (“Tower A 3F”).',
    );
    expect(say('zh-CN', problem)).toBe(
      '第 2 行，楼层编号（floorIds）列：不止一个楼层叫这个名字：“3F” → Tower A 3F (A-03)、Tower B 3F (B-03)。请填写楼层编号，或在楼层前写上楼栋（“Tower A 3F”）。',
    );
  });

  it('name the close floors of an unknown one, when there are any', () => {
    const [none] = problemsOf(['Z-999999']);
    expect(say('en', none)).toBe(
      "Row 2, column floorIds: the site's zone pages know no floor Z-999999. Check the floor ids against the site.",
    );
    expect(say('zh-CN', none)).toBe('第 2 行，楼层编号（floorIds）列：现场的区域分页中没有楼层 Z-999999。请对照现场核对楼层编号。');
    const [one] = problemsOf(['A-3']);
    expect(say('en', one)).toBe(
      "Row 2, column floorIds: the site's zone pages know no floor A-3. Check the floor ids against the site. Close to it: Tower A 3F (A-03).",
    );
    const [several] = problemsOf(['B-0']);
    expect(say('en', several)).toContain('Close to it: Tower B 3F (B-03), Tower B 4F (B-04).');
    expect(say('zh-CN', several)).toBe(
      '第 2 行，楼层编号（floorIds）列：现场的区域分页中没有楼层 B-0。请对照现场核对楼层编号。相近的楼层：Tower B 3F (B-03), Tower B 4F (B-04)。',
    );
  });
});
