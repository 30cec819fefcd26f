// The catalogue against the header itself: every code the vendor documents has words in both
// languages, and nothing is invented.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStatus, HEADER_STATUS_CATALOGUE, statusCatalogue, statusHex } from '../../../../shared/licensevendor/catalogue';

const headerPath = resolve(process.env.LICENSEVENDOR_ABI_DIR ?? resolve(__dirname, '../../../native'), 'licensevendor_abi.h');

/** The codes of the header's "Error catalogue" comment. */
function headerCodes(): number[] {
  const header = readFileSync(headerPath, 'utf8');
  const block = header.slice(header.indexOf('Error catalogue'), header.indexOf('Any other code'));
  return [...block.matchAll(/^\s*\*?\s*(\d{3,4})\s|\s{2,}(\d{3,4})\s{2}/gm)].map((m) => Number(m[1] ?? m[2])).filter((n) => n >= 257);
}

describe('licensevendor status catalogue', () => {
  it('has every code of the header, and only those, each with words in en and zh-CN', () => {
    const codes = headerCodes();
    expect(codes.length).toBeGreaterThanOrEqual(25);
    expect(HEADER_STATUS_CATALOGUE.map((e) => e.code).sort((a, b) => a - b)).toEqual([...new Set(codes)].sort((a, b) => a - b));
    for (const e of HEADER_STATUS_CATALOGUE) {
      for (const text of [e.explanation.en, e.explanation['zh-CN'], e.nextStep.en, e.nextStep['zh-CN']])
        expect(text.length, e.name).toBeGreaterThan(5);
      expect(e.explanation['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(new Set(HEADER_STATUS_CATALOGUE.map((e) => e.name)).size).toBe(HEADER_STATUS_CATALOGUE.length);
  });

  it('prints hex as vendor tools do', () => {
    expect(statusHex(264)).toBe('0x00000108');
    expect(statusHex(0xffffffff)).toBe('0xFFFFFFFF');
    expect(describeStatus(1810)).toMatchObject({ name: 'LV_ERR_SEATS_EXHAUSTED', hex: '0x00000712', known: true });
  });

  it('shows an unknown code verbatim in decimal and hex, in both languages', () => {
    const d = describeStatus(70000);
    expect(d).toMatchObject({ known: false, hex: '0x00011170' });
    expect(d.explanation.en).toContain('70000 (0x00011170)');
    expect(d.explanation['zh-CN']).toContain('70000（0x00011170）');
  });

  it('takes codes from a profile, which may also reword a header code', () => {
    const extra = [
      {
        code: 4242,
        name: 'ACME_DONGLE_MISSING',
        explanation: { en: 'The dongle is missing.', 'zh-CN': '加密狗缺失。' },
        nextStep: { en: 'Plug it in.', 'zh-CN': '插入加密狗。' },
      },
      {
        code: 264,
        name: 'ACME_SERVER_DOWN',
        explanation: { en: 'Acme server down.', 'zh-CN': 'Acme 服务器宕机。' },
        nextStep: { en: 'Start it.', 'zh-CN': '启动它。' },
      },
    ];
    expect(describeStatus(4242, extra)).toMatchObject({ name: 'ACME_DONGLE_MISSING', known: true, hex: '0x00001092' });
    expect(describeStatus(264, extra).name).toBe('ACME_SERVER_DOWN');
    const all = statusCatalogue(extra);
    expect(all).toHaveLength(HEADER_STATUS_CATALOGUE.length + 1);
    expect(all.map((e) => e.code)).toEqual([...all.map((e) => e.code)].sort((a, b) => a - b));
  });
});
