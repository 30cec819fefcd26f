// The area whose view starts downloading before the shell has mounted: the one the address
// names, else the first. Fetching a wrong one would cost a slow laptop a chunk it does not need.
import { describe, expect, it } from 'vitest';
import { areas, openingArea } from '../../../../renderer/router';

describe('openingArea', () => {
  it('is the area the address names', () => {
    expect(openingArea('#/license')?.name).toBe('license');
    expect(openingArea('#/visitor-access?visitor=V1')?.name).toBe('visitor-access');
  });

  it('is the first area for the bare address, the token fragment or an unknown path', () => {
    for (const hash of ['', '#', '#/', '#token=abc123', '#/no-such-area', '#/license/extra'])
      expect(openingArea(hash)?.name, hash).toBe(areas[0]?.name);
  });
});
