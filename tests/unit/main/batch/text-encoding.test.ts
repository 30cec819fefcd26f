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
    expect(decodeSpreadsheetText(Buffer.from('访客编号,x'), 'x.csv')).toEqual({
      text: '访客编号,x',
      encoding: 'utf-8',
      byteOrderMark: false,
    });
    expect(decodeSpreadsheetText(Buffer.from('\uFEFF访客编号', 'utf8'), 'x.csv')).toEqual({
      text: '访客编号',
      encoding: 'utf-8',
      byteOrderMark: true,
    });
    const be = Buffer.from([0xfe, 0xff, ...Buffer.from('V1\t楼', 'utf16le').swap16()]);
    expect(decodeSpreadsheetText(be, 'x.csv')).toEqual({ text: 'V1\t楼', encoding: 'utf-16be', byteOrderMark: true });
  });

  it('takes GB18030 only for GB2312 characters; anything else is doubtful, with the first line as it would read', () => {
    // Nothing confirms it but the bytes' range: good for names, not for ids (batch-file.ts).
    expect(decodeSpreadsheetText(Buffer.from([0xb7, 0xc3, 0xbf, 0xcd]), 'x.csv')).toEqual({
      text: '访客',
      encoding: 'gb18030',
      byteOrderMark: false,
      unconfirmed: true,
    });
    const big5 = doubt(Buffer.from([0xb3, 0x58, 0x0d, 0x0a])); // 訪 in Big5: its trail byte is outside GB2312
    expect(big5.guess).toBe('gb18030');
    expect(big5.firstLine).toHaveLength(1);
  });

  it('takes GBK names beyond GB2312 (张喆, 王堃) when the first line is a Chinese header that GB18030 reads', () => {
    const gbk = Buffer.from([...Buffer.from('访客编号,楼层编号,姓名\r\nV1,A-02,张喆\r\nV2,A-03,王堃\r\n', 'utf8')]);
    // The same text in GBK, made with the decoder's inverse: every character looked up once.
    const encode = (text: string): number[] =>
      [...text].flatMap((ch) => {
        if (ch.charCodeAt(0) < 0x80) return [ch.charCodeAt(0)];
        for (let lead = 0x81; lead <= 0xfe; lead += 1) {
          for (let trail = 0x40; trail <= 0xfe; trail += 1) {
            if (trail !== 0x7f && new TextDecoder('gb18030').decode(Uint8Array.of(lead, trail)) === ch) return [lead, trail];
          }
        }
        throw new Error(`no GBK code for ${ch}`);
      });
    const text = gbk.toString('utf8');
    const bytes = Buffer.from(encode(text));
    expect(decodeSpreadsheetText(bytes, 'x.csv', ['访客编号', '楼层编号'])).toEqual({ text, encoding: 'gb18030', byteOrderMark: false });
    // Without a Chinese header to confirm it, characters beyond GB2312 stay doubtful.
    expect(doubt(Buffer.from(encode('visitorId,floorIds,name\r\nV1,A-02,张喆\r\n'))).guess).toBe('gb18030');
  });

  it('names the legacy encoding a file is likely in: Windows-1252 (Latin-1), Shift-JIS', () => {
    const latin1 = doubt(Buffer.from('visitorId,floorIds,name\r\nV1,A-02,José Müller\r\n', 'latin1'));
    expect(latin1.guess).toBe('windows-1252');
    expect(latin1.message).toContain('Windows-1252 (Latin-1)');
    expect(latin1.firstLine).toBe('visitorId,floorIds,name');
    // 訪問者 (visitor) and ひらがな in Shift-JIS.
    const sjis = doubt(Buffer.from([0x96, 0x4b, 0x96, 0xe2, 0x8e, 0xd2, 0x2c, 0x82, 0xd0, 0x82, 0xe7, 0x82, 0xaa, 0x82, 0xc8, 0x0d, 0x0a]));
    expect(sjis.guess).toBe('shift_jis');
    expect(sjis.firstLine).toBe('訪問者,ひらがな');
  });

  it('doubts UTF-16 without its mark, and a UTF-8 mark before bytes that are not UTF-8', () => {
    expect(doubt(Buffer.from('visitorId', 'utf16le')).guess).toBe('utf-16le');
    const marked = doubt(Buffer.from([0xef, 0xbb, 0xbf, 0x56, 0xb7, 0xc3]));
    expect(marked.guess).toBe('utf-8');
    expect(marked.message).toContain('byte order mark');
  });
});
