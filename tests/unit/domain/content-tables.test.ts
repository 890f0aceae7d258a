import { describe, it, expect } from 'vitest';
import { paymentRegions, optionsInRegion, isShownForRegion, ALL_REGIONS } from '../../../src/domain/payment-options.ts';
import { tileLink, tileSpan } from '../../../src/domain/tiles.ts';
import { avatarSymbol } from '../../../src/domain/avatar.ts';
import { reviewsWidgetLocale, JOBS_LIMIT, REVIEWS_STARS, REVIEWS_HEIGHT_PX } from '../../../src/domain/widgets.ts';

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

  it.each([
    ['Europe', ALL_REGIONS, true],
    ['Europe', 'Europe', true],
    ['Asia', 'Europe', false],
    ['', 'Europe', false],
  ])('a country of %j is shown for the choice %j → %s', (region, choice, shown) => {
    expect(isShownForRegion(region, choice)).toBe(shown);
  });
});

describe('public-site §9 reviews widget language', () => {
  it.each([
    ['uk', 'UA', 'uk'],
    ['uz', 'UZ', 'uz'],
    ['fr', 'FR', 'fr'],
    ['fr', 'CA', 'fr'],
    ['de', 'AT', 'de'],
    ['zh', 'CN', 'zh-cn'],
    ['es', 'MX', 'es-419'],
    ['es', 'ES', 'es-419'],
    ['en', 'US', 'en-us'],
    ['en', 'us', 'en-us'],
    ['en', 'GB', 'en-gb'],
    ['en', 'PH', 'en-gb'],
    ['ru', 'LV', 'en-gb'],
    ['ru', 'US', 'en-us'],
    ['it', 'IT', 'en-gb'],
    ['pt', 'BR', 'en-gb'],
    ['in', 'ID', 'en-gb'],
    ['tl', 'PH', 'en-gb'],
  ])('%s in %s → %s', (lang, country, locale) => {
    expect(reviewsWidgetLocale(lang, country)).toBe(locale);
  });

  it('keeps the spec constants: 5 stars, 250 px, job widget limit 20', () => {
    expect([REVIEWS_STARS, REVIEWS_HEIGHT_PX, JOBS_LIMIT]).toEqual([5, 250, 20]);
  });
});

describe('public-site §3 tiles', () => {
  const prefix = (href: string) => `/de-de${href}`;
  it.each([
    [
      { url: '/send', btn_title: 'Send', add_country_lang_inside_link: true },
      { href: '/de-de/send', label: 'Send', external: false },
    ],
    [
      { url: '/send', btn_title: 'Send', add_country_lang_inside_link: false },
      { href: '/send', label: 'Send', external: false },
    ],
    [
      { url: '/send?x=1#a', btn_title: 'Send', add_country_lang_inside_link: true },
      { href: '/de-de/send?x=1#a', label: 'Send', external: false },
    ],
    [
      { url: 'https://partner.example/x', btn_title: 'Partner', add_country_lang_inside_link: true },
      { href: 'https://partner.example/x', label: 'Partner', external: true },
    ],
    [
      { url: '/rules', btn_title: 'Rules', isExternalButton: true, add_country_lang_inside_link: true },
      { href: '/rules', label: 'Rules', external: true },
    ],
    [
      { url: '//cdn.example/x', btn_title: 'X', add_country_lang_inside_link: true },
      { href: '//cdn.example/x', label: 'X', external: false },
    ],
    [
      { url: 'mailto:hi@sendora.example', btn_title: 'Mail', add_country_lang_inside_link: true },
      { href: 'mailto:hi@sendora.example', label: 'Mail', external: false },
    ],
  ])('%j links to %j', (tile, link) => {
    expect(tileLink(tile, (h) => prefix(h.split(/[?#]/)[0] ?? h) + h.slice((h.split(/[?#]/)[0] ?? h).length))).toEqual(link);
  });

  it.each([[{ url: null, btn_title: 'x' }], [{ url: '/x', btn_title: null }], [{ url: '  ', btn_title: 'x' }], [{ url: '/x', btn_title: ' ' }]])('has no link for %j', (tile) => {
    expect(tileLink(tile, prefix)).toBeNull();
  });

  it.each([
    ['xs', false, 3],
    ['sm', false, 4],
    ['md', false, 6],
    ['lg', false, 8],
    ['xs', true, 12],
    ['lg', true, 12],
  ] as const)('size %s, full width %s spans %d of 12', (size, full, span) => {
    expect(tileSpan(size, full)).toBe(span);
  });
});

describe('public-site §8 broken avatar text symbol', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Amara  Okafor', 'AO'],
    ['Mei-Lin Chow', 'MC'],
    ['Prince', 'P'],
    ['  ', '?'],
    ['', '?'],
    ['Çağla Şahin', 'ÇŞ'],
    ['Олена Коваль', 'ОК'],
    ['José María de la Cruz', 'JC'],
    ['(Dr.) Grace Mensah', 'DM'],
    ['李 明', '李明'],
  ])('%j → %j', (name, symbol) => {
    expect(avatarSymbol(name)).toBe(symbol);
  });
});
