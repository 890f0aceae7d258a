import { describe, expect, it } from 'vitest';
import { searchCountries } from '../../../src/domain/calculator-country-search.ts';

const countries = [
  { name: 'United Kingdom', localName: 'Vereinigtes Königreich', synonym: 'UK, Great Britain, England', currencies: [{ code: 'GBP' }] },
  { name: 'Philippines', localName: 'Philippinen', synonym: '', currencies: [{ code: 'PHP' }] },
  { name: 'Vietnam', localName: 'Vietnam', synonym: 'Viet Nam', currencies: [{ code: 'VND' }, { code: 'USD' }] },
  { name: 'United States', localName: 'Vereinigte Staaten', synonym: 'USA, America', currencies: [{ code: 'USD' }] },
  { name: 'Côte d’Ivoire', synonym: 'Ivory Coast', currencies: [{ code: 'XOF' }] },
];
const names = (query: string) => searchCountries(countries, query).map((c) => c.name);

describe('sender-flows §5 Country search (calculator)', () => {
  it.each([
    ['', ['United Kingdom', 'Philippines', 'Vietnam', 'United States', 'Côte d’Ivoire']],
    ['   ', ['United Kingdom', 'Philippines', 'Vietnam', 'United States', 'Côte d’Ivoire']],
    ['phil', ['Philippines']],
    ['PHIL', ['Philippines']], // case-insensitive
    ['ppin', ['Philippines']], // a substring anywhere
    ['united', ['United Kingdom', 'United States']],
    ['great britain', ['United Kingdom']], // synonym
    ['america', ['United States']],
    ['usd', ['Vietnam', 'United States']], // currency code
    ['gbp', ['United Kingdom']],
    ['königreich', ['United Kingdom']], // the name in the page's language
    ['ivory', ['Côte d’Ivoire']],
    ['côte', ['Côte d’Ivoire']],
    ['cote', ['Côte d’Ivoire']], // accents folded, as in the invite phone picker
    ['VIET  NAM', ['Vietnam']], // runs of spaces folded
    ['atlantis', []], // the 'no results' state
  ] as const)('%j finds %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });
});
