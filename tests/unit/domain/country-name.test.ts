import { describe, expect, it } from 'vitest';
import { countryName, countryNamer } from '../../../src/domain/country-name.ts';
import { languages, langs } from '../../../src/i18n/languages.ts';

describe("sender-flows §2 pay and §4 result, decision 013: country names in the page's language", () => {
  it.each([
    ['PH', 'de', 'Philippinen'],
    ['ph', 'de', 'Philippinen'],
    ['PH', 'en', 'Philippines'],
    ['PH', 'fr', 'Philippines'],
    ['PH', 'es', 'Filipinas'],
    ['PH', 'ru', 'Филиппины'],
    ['GB', 'de', 'Vereinigtes Königreich'],
    ['IN', 'id', 'India'],
    ['CN', 'zh-Hans', '中国'],
  ])('%s in %s is %s', (code, tag, name) => expect(countryName(code, tag, 'English name')).toBe(name));

  it.each([
    [undefined, 'an answer without a code'],
    [null, 'no code'],
    ['', 'an empty code'],
    ['PHL', 'an alpha-3 code'],
    ['608', 'a numeric code'],
    ['AA', 'a code the engine does not know'],
  ])("%j (%s) keeps the backend's English name", (code, _why) => expect(countryName(code, 'de', 'Philippines')).toBe('Philippines'));

  it('names the Philippines in every site language without throwing, not in English where the language has its own name', () => {
    const names = langs.map((lang) => countryName('PH', languages[lang].tag, 'Philippines'));
    expect(names.every((n) => n.length > 0)).toBe(true);
    expect(countryName('PH', languages.uk.tag, 'Philippines')).toBe('Філіппіни');
  });
});

describe("public-site §2 footer, select region, country lists; decision 013: a page language's country names", () => {
  const russian = new Map([['US', 'США']]);
  it.each([
    ['DE', 'de', undefined, 'Deutschland'],
    ['CN', 'zh-Hans', undefined, '中国'],
    ['DE', 'zh-Hans', undefined, '德国'],
    ['DE', 'ru', russian, 'Германия'],
    ['US', 'ru', russian, 'США'],
    ['us', 'ru', russian, 'США'],
    ['FR', 'fr', undefined, 'France'],
    ['VN', 'vi', undefined, 'Việt Nam'],
    ['GB', 'uk', undefined, 'Велика Британія'],
    ['XK', 'de', undefined, 'Kosovo'],
    ['', 'de', undefined, 'English name'],
  ] as const)('%s in %s is %s', (code, tag, own, name) => {
    expect(countryNamer(tag, own)(code, 'English name')).toBe(name);
  });
});
