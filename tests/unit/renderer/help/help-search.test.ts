// Help's search over the real guide and catalogue, in both languages: Chinese words are found
// inside longer runs (楼层 in 访客楼层), codes whole or in part, English words by their beginning.
import { describe, expect, it } from 'vitest';
import { createHelpIndex, helpTerms } from '../../../../renderer/help/help-search';

describe('help search', () => {
  const index = createHelpIndex();
  const ids = (query: string): string[] => index.search(query).map((hit) => `${hit.kind}:${hit.id}`);

  it('splits a run of Chinese into character pairs, so 楼层 is a term of 访客楼层', () => {
    expect(helpTerms('访客楼层')).toEqual(['访客', '客楼', '楼层']);
    expect(helpTerms('楼')).toEqual(['楼']);
    expect(helpTerms('查看 PERSON_NOT_FOUND 3F')).toEqual(['查看', 'PERSON_NOT_FOUND', 'PERSON', 'NOT', 'FOUND', '3F']);
  });

  it('finds 楼层 inside 访客楼层 and other runs of the guide and the catalogue', () => {
    const found = ids('楼层');
    expect(found).toContain('page:visitor-floors');
    // The catalogue's Chinese words: a floor the site does not know.
    expect(found).toContain('site-code:FLOOR_NOT_FOUND');
  });

  it('puts the page about a Chinese task first', () => {
    expect(ids('离线激活')[0]).toBe('page:license');
    expect(ids('证据包')[0]).toBe('page:hand-over');
    expect(ids('口令')).toContain('page:secrets');
  });

  it('finds a code whole, by its beginning, and by a word of it', () => {
    expect(ids('PERSON_NOT_FOUND')[0]).toBe('site-code:PERSON_NOT_FOUND');
    expect(ids('license_exp')[0]).toBe('code:LICENSE_EXPIRED');
    expect(ids('offline activation')[0]).toBe('page:license');
  });

  it('finds nothing for words in neither language', () => {
    expect(ids('zzqxv')).toEqual([]);
    expect(ids('  ')).toEqual([]);
  });
});
