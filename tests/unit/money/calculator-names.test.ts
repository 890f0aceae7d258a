// The landing calculator's country names (public-site §4, decision 013): the names the build wrote
// in the page's language stay; the browser's Intl.DisplayNames names only the countries it adds.
import { describe, expect, it } from 'vitest';
import { knownNames, localizer } from '../../../src/ui/calculator/calculator-api.ts';
import type { MenuCountry } from '../../../src/ui/calculator/calculator-data.ts';

const country = (code: string, name: string, localName?: string): MenuCountry => ({
  id: 1,
  code,
  name,
  ...(localName === undefined ? {} : { localName }),
  synonym: '',
  seoNameFrom: '',
  seoNameTo: '',
  currencies: [{ id: 1, code: 'XXX' }],
});

describe('public-site §4 calculator hydration: country names of the landing calculator', () => {
  // The props of /uz-uz: the build's full ICU named both countries in Uzbek.
  const known = knownNames([country('uz', 'Uzbekistan', 'Oʻzbekiston'), country('ph', 'Philippines', 'Filippin')]);

  it.each([
    ["a known name wins over the backend's English one", 'uz', country('uz', 'Uzbekistan'), 'Oʻzbekiston'],
    ['a known name is found by code in any case', 'uz', country('UZ', 'Uzbekistan'), 'Oʻzbekiston'],
    ['a known name wins over a name already given', 'uz', country('ph', 'Philippines', 'Philippines'), 'Filippin'],
    ["an unknown code gets the browser's name", 'de', country('pt', 'Portugal'), 'Portugal'],
    ["an unknown code gets the browser's name in its language", 'de', country('gb', 'United Kingdom'), 'Vereinigtes Königreich'],
    ['an unknown country keeps a name it already has', 'de', country('gb', 'United Kingdom', 'Großbritannien'), 'Großbritannien'],
    ['a code the browser does not know keeps the English name', 'de', country('aa', 'Nowhere'), 'Nowhere'],
  ])('%s', (_rule, tag, c, expected) => {
    expect(localizer(tag, known)(c).localName).toBe(expected);
  });

  it("a backend answer does not replace a known name with the browser's (English in Chromium for uz)", () => {
    // Chromium answers Uzbek region names in English; Node's full ICU would say "Oʻzbekiston" anyway.
    const english = localizer('en', known);
    expect(english(country('uz', 'Uzbekistan')).localName).toBe('Oʻzbekiston');
    expect(english(country('ph', 'Philippines')).localName).toBe('Filippin');
    expect(english(country('pt', 'Portugal')).localName).toBe('Portugal');
  });

  it('knows only the names the props carry', () => {
    expect([...knownNames([country('gb', 'United Kingdom'), country('DE', 'Germany', 'Deutschland')])]).toEqual([['DE', 'Deutschland']]);
  });

  it('without known names, names every country by the browser (the signed-in calculator)', () => {
    expect(localizer('de')(country('ph', 'Philippines')).localName).toBe('Philippinen');
  });
});
