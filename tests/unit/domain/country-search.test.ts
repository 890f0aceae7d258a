import { describe, it, expect } from 'vitest';
import { searchCountries, foldForSearch, type SearchableCountry } from '../../../src/domain/country-search.ts';

const country = (code_a2: string, name: string, phone_prefix: string, currencies: string[], synonym = '', alias = ''): SearchableCountry => ({
  code_a2,
  name,
  phone_prefix,
  currencies,
  synonym,
  alias,
});

const countries = [
  country('AE', 'United Arab Emirates', '971', ['AED'], 'UAE, Emirates, Dubai', 'الإمارات'),
  country('CI', 'Côte d’Ivoire', '225', ['XOF'], 'Ivory Coast'),
  country('DE', 'Germany', '49', ['EUR'], 'Deutschland'),
  country('DZ', 'Algeria', '213', ['DZD']),
  country('GB', 'United Kingdom', '44', ['GBP'], 'UK, Britain, England'),
  country('NE', 'Niger', '227', ['XOF']),
  country('TR', 'Türkiye', '90', ['TRY'], 'Turkey'),
  country('US', 'United States', '1', ['USD'], 'USA, America'),
];
const codes = (query: string) => searchCountries(countries, query).map((c) => c.code_a2);

describe('public-site §5 country search', () => {
  it.each([
    ['', ['AE', 'CI', 'DE', 'DZ', 'GB', 'NE', 'TR', 'US']],
    ['   ', ['AE', 'CI', 'DE', 'DZ', 'GB', 'NE', 'TR', 'US']],
    ['germ', ['DE']],
    ['GERM', ['DE']],
    ['cote', ['CI']],
    ['CÔTE', ['CI']],
    ['turkiye', ['TR']],
    ['ger', ['DE', 'DZ', 'NE']],
    ['kingdom', ['GB']],
    ['united', ['AE', 'GB', 'US']],
  ])('matches the name case- and accent-insensitively, starts of names first: %j → %j', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  it.each([
    ['deutschland', ['DE']],
    ['turkey', ['TR']],
    ['ivory', ['CI']],
    ['dubai', ['AE']],
    ['uk', ['GB']],
    ['usa', ['US']],
  ])('matches synonyms: %j → %j', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  it('matches the alias in its own script', () => {
    expect(codes('الإمارات')).toEqual(['AE']);
  });

  it.each([
    ['gbp', ['GB']],
    ['eur', ['DE']],
    ['xof', ['CI', 'NE']],
    ['TRY', ['TR']],
  ])('matches currency codes: %j → %j', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  it.each([
    ['44', ['GB']],
    ['+44', ['GB']],
    ['+ 4', ['DE', 'GB']],
    ['22', ['CI', 'NE']],
    ['1', ['US']],
    ['9', ['AE', 'TR']],
    ['0', []],
  ])('matches the dialling prefix, with or without +: %j → %j', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  it('does not match synonyms with a one-character query', () => {
    // Germany has 'd' only in its synonym "Deutschland"; Algeria matches by its currency DZD.
    expect(codes('d')).toEqual(['CI', 'AE', 'DZ', 'GB', 'US']);
    expect(codes('du')).toEqual(['AE']);
  });

  it('finds nothing for an unknown query (the picker then shows its not-found state)', () => {
    expect(codes('atlantis')).toEqual([]);
  });

  it.each([
    ['Côte d’Ivoire', 'cote d’ivoire'],
    ['İSTANBUL', 'istanbul'],
    ['  São   Tomé ', 'sao tome'],
    ['Ｄｅｕｔｓｃｈ', 'deutsch'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});
