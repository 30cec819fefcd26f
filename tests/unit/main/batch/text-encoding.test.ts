import { describe, expect, it } from 'vitest';
import { decodeSpreadsheetText, DoubtfulEncodingError } from '../../../../main/batch/text-encoding';

const doubt = (bytes: Uint8Array): DoubtfulEncodingError => {
  try {
    decodeSpreadsheetText(bytes, 'x.csv');
  } catch (error) {
    expect(error).toBeInstanceOf(DoubtfulEncodingError);
    return error as DoubtfulEncodingError;
  }
  throw new Error('decoded without doubt');
};

describe('the encoding of a spreadsheet’s text export', () => {
  it('reads UTF-8 with and without BOM, UTF-16 BE and LE by their BOM', () => {
    expect(decodeSpreadsheetText(Buffer.from('访客编号,x'), 'x.csv')).toEqual({ text: '访客编号,x', encoding: 'utf-8', byteOrderMark: false });
    expect(decodeSpreadsheetText(Buffer.from('\uFEFF访客编号', 'utf8'), 'x.csv')).toEqual({ text: '访客编号', encoding: 'utf-8', byteOrderMark: true });
    const be = Buffer.from([0xfe, 0xff, ...Buffer.from('V1\t楼', 'utf16le').swap16()]);
    expect(decodeSpreadsheetText(be, 'x.csv')).toEqual({ text: 'V1\t楼', encoding: 'utf-16be', byteOrderMark: true });
  });

  it('takes GB18030 only for GB2312 characters; anything else is doubtful, with the first line as it would read', () => {
    expect(decodeSpreadsheetText(Buffer.from([0xb7, 0xc3, 0xbf, 0xcd]), 'x.csv')).toEqual({ text: '访客', encoding: 'gb18030', byteOrderMark: false });
    const big5 = doubt(Buffer.from([0xb3, 0x58, 0x0d, 0x0a])); // 訪 in Big5: its trail byte is outside GB2312
    expect(big5.guess).toBe('gb18030');
    expect(big5.firstLine).toHaveLength(1);
  });

  it('doubts UTF-16 without its mark, and a UTF-8 mark before bytes that are not UTF-8', () => {
    expect(doubt(Buffer.from('visitorId', 'utf16le')).guess).toBe('utf-16le');
    const marked = doubt(Buffer.from([0xef, 0xbb, 0xbf, 0x56, 0xb7, 0xc3]));
    expect(marked.guess).toBe('utf-8');
    expect(marked.message).toContain('byte order mark');
  });
});
