// The command line fills the same words tables as the window (vue-i18n): a placeholder from the
// values, and a vue-i18n literal ({'@'}: Excel's Text format) as its character, never as written.
import { describe, expect, it } from 'vitest';
import { rowProblemWords } from '../../../shared/batch-report-words';
import { fillWords } from '../../../shared/words';

describe('fillWords', () => {
  it('fills placeholders, leaves an unknown one, joins a list, and writes a literal as its character', () => {
    expect(fillWords("Row {row} of {file}: {ids}; format it as Text ({'@'}) {'|'} {missing}", { row: 3, ids: ['A', 'B'] })).toBe(
      'Row 3 of {file}: A, B; format it as Text (@) | {missing}',
    );
  });

  it('says a cell problem with Excel’s @ in Chinese on the command line', () => {
    const words = rowProblemWords(
      { row: 5, column: 'visitorId', code: 'BATCH_CELL_DATE', message: 'row 5: a date', details: { value: '2024-01-05' } },
      'zh-CN',
    );
    expect(words).toBe('第 5 行，访客编号（visitorId）列：单元格是日期（“2024-01-05”），不是编号。请将该列设为文本格式（@）后输入编号。');
  });
});
