import { describe, it, expect } from 'vitest';
import { fillReferralAmounts, referralAmounts } from '../../../src/domain/referral-amounts.ts';
import { regions } from '../../../src/i18n/regions.ts';
import { country, sendCurrencyOf } from '../../../src/content/corridors.ts';

// Intl separates a currency code from its number with a no-break space.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('public-site §2 referral amounts in the region currency', () => {
  it.each([
    ['Earn up to {referralBonus} per friend', 'GBP', 'en-GB', 'Earn up to GBP 20 per friend'],
    ['Bis zu {referralBonus} ab {referralMinimum}', 'EUR', 'de-DE', 'Bis zu 25 EUR ab 120 EUR'],
    ['do {referralBonus} za przelew od {referralMinimum}', 'PLN', 'pl-PL', 'do 100 PLN za przelew od 500 PLN'],
    ['{referralMinimum}', 'IDR', 'id-ID', 'IDR 2.000.000'],
    ['no amounts here', 'XXX', 'en-GB', 'no amounts here'],
    ['{year} stays', 'GBP', 'en-GB', '{year} stays'],
  ])('%s in %s (%s)', (text, currency, locale, expected) => {
    expect(plain(fillReferralAmounts(text, currency, locale))).toBe(expected);
  });

  it('a currency with no amounts fails the build instead of publishing a placeholder', () => {
    expect(() => fillReferralAmounts('{referralBonus}', 'XXX', 'en-GB')).toThrow(/XXX/);
  });

  it('every region’s sending currency has amounts', () => {
    const missing = [...new Set(regions.map((r) => sendCurrencyOf(country(r.country)).code))].filter((c) => !referralAmounts[c]);
    expect(missing).toEqual([]);
  });
});
