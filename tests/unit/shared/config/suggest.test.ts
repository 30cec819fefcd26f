import { describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../../../shared/config/suggest';

describe('suggestions', () => {
  it('measures edits, counting a swap of neighbours as one', () => {
    expect(editDistance('provider', 'provider')).toBe(0);
    expect(editDistance('provder', 'provider')).toBe(1);
    expect(editDistance('porvider', 'provider')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it.each([
    ['Provider', ['schemaVersion', 'provider', 'scenario'], 'provider'],
    ['Wharf', ['wharf', 'school', 'floating'], 'wharf'],
    ['local-float', ['cloud', 'group', 'local_float'], 'local_float'],
    ['licencevendor', ['licensevendor', 'selfhosted'], 'licensevendor'],
    ['self-hosted', ['licensevendor', 'selfhosted'], 'selfhosted'],
    ['vendorFeatureID', ['vendorFeatureId', 'vendorFeatureName'], 'vendorFeatureId'],
    ['scenaro', ['schemaVersion', 'provider', 'scenario'], 'scenario'],
    ['vendorFeature', ['vendorFeatureId', 'vendorFeatureName'], 'vendorFeatureId'],
  ])('%s → %s', (input, candidates, expected) => {
    expect(closest(input, candidates)).toBe(expected);
  });

  it.each([
    ['color', ['schemaVersion', 'provider', 'scenario']],
    ['uri', ['url', 'sn']],
    ['feature', ['vendorFeatureId', 'vendorFeatureName']],
    ['cloud', ['cloud2', 'cloud3']],
    ['', ['a']],
  ])('no suggestion for %s', (input, candidates) => {
    expect(closest(input, candidates)).toBeUndefined();
  });
});
