// The batch's words that are not a code's (those are in shared/catalogue/codes/batch-*.ts): why an
// encoding is doubtful, the columns' names, and the facts a row problem's words are filled with.

import type { BatchColumn, RowProblem } from './batch';
import type { LocalizedText } from './language';

/**
 * Why a text file's encoding is doubtful (the `why` of BATCH_ENCODING_DOUBTFUL, a detail given in
 * every language): `{encoding}` the byte order mark's, `{likely}` the encoding it looks like,
 * `{row}` and `{id}` the first visitor id read from a reading that nothing confirmed.
 */
export const encodingDoubtWords = {
  en: {
    'bom-not-well-formed': 'it starts with a {encoding} byte order mark, but its bytes are not well-formed {encoding}',
    'nul-bytes': 'it holds NUL bytes, as UTF-16 without a byte order mark does',
    'utf8-bom-bad-bytes': 'it starts with a UTF-8 byte order mark, but holds bytes that are not UTF-8',
    'beyond-gb2312':
      'it is not UTF-8, and as GB18030 it holds characters outside GB2312 with no Chinese header to confirm it (another legacy encoding, such as Big5, is as likely)',
    legacy: 'it is neither UTF-8, UTF-16 nor GB18030; it looks like {likely}, which the console does not read',
    'ids-unconfirmed':
      'it is not UTF-8, and with no Chinese header to confirm GB18030, the visitor id of row {row} reads “{id}” in it, which {likely} reads as other characters',
  },
  'zh-CN': {
    'bom-not-well-formed': '文件以 {encoding} 字节顺序标记开头，但其字节不是有效的 {encoding}',
    'nul-bytes': '文件含有 NUL 字节，像是没有字节顺序标记的 UTF-16',
    'utf8-bom-bad-bytes': '文件以 UTF-8 字节顺序标记开头，但含有不属于 UTF-8 的字节',
    'beyond-gb2312': '文件不是 UTF-8；按 GB18030 读取时含有 GB2312 以外的字符，且没有中文表头可以确认（也可能是 Big5 等其他旧编码）',
    legacy: '文件既不是 UTF-8、UTF-16，也不是 GB18030；看起来是 {likely}，控制台不读取该编码',
    'ids-unconfirmed':
      '文件不是 UTF-8，且没有中文表头确认 GB18030；按 GB18030 读取时第 {row} 行的访客编号为“{id}”，而按 {likely} 读取则是其他字符',
  },
} as const;

/** Why an encoding is doubtful. */
export type EncodingDoubt = keyof (typeof encodingDoubtWords)['en'];

/**
 * A batch column as the words name it: Chinese names it by the header a Chinese sheet has, with the
 * English one beside it, since the file may have either (访客编号 or visitorId).
 */
export const columnWords: Readonly<Record<BatchColumn, LocalizedText>> = {
  visitorId: { en: 'visitorId', 'zh-CN': '访客编号（visitorId）' },
  floorIds: { en: 'floorIds', 'zh-CN': '楼层编号（floorIds）' },
};

/** The values a row problem's words are filled with: its row, its column (and that column's name in each language), and its facts. */
export const rowProblemFacts = (problem: RowProblem): Record<string, unknown> => ({
  row: problem.row,
  column: problem.column,
  columnName: columnWords[problem.column],
  ...problem.details,
});
