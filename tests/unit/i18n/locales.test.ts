import { describe, it, expect } from 'vitest';
import { languages, langs } from '../../../src/i18n/languages.ts';
import { regions, defaultRegion, getRegion } from '../../../src/i18n/regions.ts';
import { splitRegion, regionPath, localizeHref, alternatesFor, canonicalFor, pageHref, pagePath } from '../../../src/i18n/paths.ts';

const site = new URL('https://www.sendora.example');

describe('public-site §2 locale registry', () => {
  it('has the 17 site languages of the spec', () => {
    expect(langs).toEqual(['en', 'ru', 'uk', 'de', 'cs', 'it', 'pl', 'fr', 'ro', 'tr', 'es', 'zh', 'in', 'vi', 'uz', 'tl', 'pt']);
  });

  it('derives at least 24 regions from the select-region content, at least one per language', () => {
    expect(regions.length).toBeGreaterThanOrEqual(24);
    for (const lang of langs)
      expect(
        regions.some((r) => r.lang === lang),
        lang,
      ).toBe(true);
  });

  it('uses en-gb as the default region (footer defaults: language en, country gb)', () => {
    expect(defaultRegion.code).toBe('en-gb');
  });

  it('gives every region a well-formed BCP 47 tag: language, optional script, region', () => {
    for (const region of regions) {
      expect(region.tag).toMatch(/^[a-z]{2,3}(-[A-Z][a-z]{3})?-[A-Z]{2}$/);
      // Valid per Intl; only CLDR aliases differ in canonical form (tl is an alias of fil).
      expect(Intl.getCanonicalLocales(region.tag)[0]?.toLowerCase().replace(/^fil/, 'tl')).toBe(region.tag.toLowerCase());
    }
  });

  it.each([
    ['in-id', 'id-ID'],
    ['zh-cn', 'zh-Hans-CN'],
    ['es-us', 'es-US'],
    ['tl-ph', 'tl-PH'],
  ])('tags region %s as %s (Indonesian is id, not in)', (code, tag) => {
    expect(getRegion(code)?.tag).toBe(tag);
  });

  it('has unique region codes', () => {
    expect(new Set(regions.map((r) => r.code)).size).toBe(regions.length);
  });
});

describe('public-site §2 route words', () => {
  it('gives every language ASCII slug words for send and request', () => {
    for (const lang of langs) {
      expect(languages[lang].sendWord, lang).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(languages[lang].requestWord, lang).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('never uses one word for both send and request, nor a word twice across languages', () => {
    const words = langs.flatMap((l) => [languages[l].sendWord, languages[l].requestWord]);
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('public-site §2 region paths', () => {
  it.each([
    ['/de-de/rules/', '/de-de/rules'],
    ['/de-de/rules', '/de-de/rules'],
    ['/de-de/', '/de-de'],
    ['/', '/'],
    ['', '/'],
  ])("a page's address %s is the page %s", (pathname, path) => {
    expect(pagePath(pathname)).toBe(path);
  });

  it.each([
    ['/de-de/rules', 'de-de', '/rules', true],
    ['/de-de', 'de-de', '/', true],
    ['/rules', 'en-gb', '/rules', false],
    ['/', 'en-gb', '/', false],
    ['/xx-yy/rules', 'en-gb', '/xx-yy/rules', false],
    ['/in-id/help', 'in-id', '/help', true],
  ])('splits %s into region %s and %s', (path, region, rest, prefixed) => {
    expect(splitRegion(path)).toMatchObject({ region: { code: region }, rest, prefixed });
  });

  it.each([
    ['/rules', 'de-de', '/de-de/rules'],
    ['/', 'de-de', '/de-de'],
    ['/auth/profile', 'de-de', '/auth/profile'],
    ['/login', 'fr-fr', '/login'],
    ['/rules?x=1#top', 'fr-fr', '/fr-fr/rules?x=1#top'],
    ['/de-de/rules', 'fr-fr', '/de-de/rules'],
    // Links point at canonical URLs: the /en-gb/ twin is the unprefixed page, an alias its page.
    ['/rules', 'en-gb', '/rules'],
    ['/en-gb/rules?x=1', 'de-de', '/rules?x=1'],
    ['/help/info/supported_countries', 'de-de', '/de-de/supported-countries'],
    ['/cash-pickup-in-mexico', 'en-gb', '/help/transfers/cash-pickup-in-mexico'],
    ['/apple-pay', 'en-gb', '/en-gb/apple-pay'],
    ['https://example.org/x', 'fr-fr', 'https://example.org/x'],
    // public-site §3 content links: what the URL rule refuses never leaves as an href.
    ['//evil.example/x', 'fr-fr', '#'],
    ['/\t/evil.example', 'fr-fr', '#'],
    ['javascript:alert(1)', 'fr-fr', '#'],
    ['tel:+442071234567', 'fr-fr', 'tel:+442071234567'],
    ['#faq', 'fr-fr', '#faq'],
    ['mailto:help@sendora.example', 'fr-fr', 'mailto:help@sendora.example'],
  ])('localizes content link %s in %s as %s', (href, region, expected) => {
    expect(localizeHref(href, getRegion(region)!)).toBe(expected);
  });

  it('keeps links unprefixed without a region', () => {
    expect(regionPath('/rules', null)).toBe('/rules');
  });

  it('lists an alternate per region plus x-default, the default region unprefixed', () => {
    const alternates = alternatesFor('/rules', site);
    expect(alternates).toHaveLength(regions.length + 1);
    expect(alternates).toContainEqual({ hreflang: 'en-GB', href: 'https://www.sendora.example/rules' });
    expect(alternates).toContainEqual({ hreflang: 'id-ID', href: 'https://www.sendora.example/in-id/rules' });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://www.sendora.example/rules' });
  });

  it('canonicalises the /en-gb/ twin to the unprefixed page, and other regions to themselves', () => {
    expect(canonicalFor('/rules', defaultRegion, site)).toBe('https://www.sendora.example/rules');
    expect(canonicalFor('/rules', getRegion('de-de')!, site)).toBe('https://www.sendora.example/de-de/rules');
    expect(canonicalFor('/apple-pay', defaultRegion, site)).toBe('https://www.sendora.example/en-gb/apple-pay');
  });

  it.each([
    ['/rules', 'en-gb', '/rules'],
    ['/', 'en-gb', '/'],
    ['/', 'de-de', '/de-de'],
    ['/rules/privacy-policy', 'fr-fr', '/fr-fr/privacy-policy'],
    ['/help/info/supported-countries', 'en-gb', '/supported-countries'],
    ['/samsung-pay', 'en-gb', '/en-gb/samsung-pay'],
    ['/samsung-pay', 'de-de', '/de-de/samsung-pay'],
    ['/auth/profile', 'de-de', '/auth/profile'],
  ])('the canonical href of %s in %s is %s', (path, region, expected) => {
    expect(pageHref(path, getRegion(region)!)).toBe(expected);
  });

  it('treats no region as the default region', () => {
    expect(pageHref('/rules', null)).toBe('/rules');
    expect(pageHref('/apple-pay', null)).toBe('/en-gb/apple-pay');
  });
});
