// One word for "licensed" (许可有效) and another for "access granted" (已开通): the engineer must never
// read a batch or visitor result as a license verdict or the other way round (#21).
import { describe, expect, it } from 'vitest';
import zhCN from '../../../../renderer/i18n/zh-CN';
import { batchReportWords } from '../../../../shared/batch-report-texts';
import { handoverWords } from '../../../../shared/evidence-words';
import { reportWords } from '../../../../main/evidence/handover-words';

/** Every string under a message tree, with its key path. */
function strings(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree && typeof tree === 'object') return Object.entries(tree).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

describe('zh-CN words for access granted and for licensed', () => {
  it('say 开通, never 授权, wherever a visitor, floor or batch row is granted', () => {
    const granting = [
      ...strings(zhCN.batch, 'batch'),
      ...strings(zhCN.site.visitor, 'site.visitor'),
      ...strings(zhCN.evidence.batchLine, 'evidence.batchLine'),
      ...strings(zhCN.evidence.failedRows, 'evidence.failedRows'),
      ['report.batchLine', reportWords('zh-CN').batchLine] as [string, string],
      ['words.failedRows', handoverWords['zh-CN'].failedRows] as [string, string],
      // The command line's batch report says it with the same word.
      ...strings(batchReportWords['zh-CN'].cli, 'cli'),
    ];
    expect(granting.length).toBeGreaterThan(20);
    for (const [key, text] of granting) expect(text, key).not.toMatch(/授权(?!服务|库|厂商|检查|客户端)/);
    expect(zhCN.batch.states.granted).toBe('已开通');
  });

  it('say 许可有效 for licensed, and nothing the batch words use for its opposite', () => {
    expect(zhCN.license.licensed).toBe('许可有效');
    expect(zhCN.license.notLicensed).not.toMatch(/授权|开通/);
  });
});
