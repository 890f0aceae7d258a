import { describe, it, expect } from 'vitest';
import { paymentRegions, optionsInRegion, ALL_REGIONS } from '../../../src/domain/payment-options.ts';

const option = (name: string, region: string) => ({ name, country: { country_region: { region } } });
const options = [option('GB', 'Europe'), option('IN', 'Asia'), option('DE', 'Europe'), option('MX', 'Americas')];

describe('public-site §4 payment options region filter', () => {
  it('offers each region once, sorted', () => {
    expect(paymentRegions(options)).toEqual(['Americas', 'Asia', 'Europe']);
    expect(paymentRegions([])).toEqual([]);
  });

  it.each([
    [ALL_REGIONS, ['GB', 'IN', 'DE', 'MX']],
    ['Europe', ['GB', 'DE']],
    ['Asia', ['IN']],
    ['Antarctica', []],
  ])('region %j shows %j', (region, names) => {
    expect(optionsInRegion(options, region).map((o) => o.name)).toEqual(names);
  });

  it('starts on all regions', () => {
    expect(ALL_REGIONS).toBe('');
  });
});
