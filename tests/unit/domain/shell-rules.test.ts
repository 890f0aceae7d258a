import { describe, it, expect } from 'vitest';
import { visitorItems, signedInItems, splitMenu, hasSessionHint, type MenuEntry } from '../../../src/domain/menu.ts';
import { pathKind } from '../../../src/domain/language-switch.ts';
import { footerParts } from '../../../src/domain/footer.ts';
import { resolveTheme, themeFromCookie, themeCookie } from '../../../src/domain/theme.ts';

const item = (id: number, extra: Partial<MenuEntry> = {}) => ({ id, authorised_user: false, position: id, ...extra });

describe('public-site §6 header items by role and page kind', () => {
  const items = [
    item(3, { authorised_user: true, additional_info: 'landing' }),
    item(2),
    item(1),
    item(4, { authorised_user: true }),
    item(5, { authorised_user: true, additional_info: 'other' }),
    item(6, { color: 'primary' }),
  ];

  it('shows visitors the items not marked authorised_user, by position', () => {
    expect(visitorItems(items).map((i) => i.id)).toEqual([1, 2, 6]);
  });

  it.each([
    ['landing', [3, 4]],
    ['other', [4, 5]],
  ] as const)('shows signed-in users the authorised items of a %s page', (kind, ids) => {
    expect(signedInItems(items, kind).map((i) => i.id)).toEqual(ids);
  });

  it('puts coloured items among the buttons and the rest in the navigation', () => {
    const { nav, actions } = splitMenu(visitorItems(items));
    expect(nav.map((i) => i.id)).toEqual([1, 2]);
    expect(actions.map((i) => i.id)).toEqual([6]);
  });

  it.each([
    ['authUser=1', true],
    ['a=b; authUser=1; c=d', true],
    ['authUser=0', false],
    ['xauthUser=1', false],
    ['', false],
  ])('session hint in cookie "%s": %s', (cookie, signedIn) => {
    expect(hasSessionHint(cookie)).toBe(signedIn);
  });
});

// Where the picker and the select-region page lead: tests/unit/content/region-switch.test.ts.
describe('public-site §2 page kind', () => {
  it.each([
    ['/', 'landing'],
    ['/alipay', 'landing'],
    ['/guatemala', 'request'],
    ['/help', 'other'],
  ])('%s is a %s page', (rest, kind) => {
    expect(pathKind(rest)).toBe(kind);
  });
});

describe('public-site §2 footer variants', () => {
  it('shows everything by default', () => {
    const { dark, allLanguages, ...shown } = footerParts();
    expect({ dark, allLanguages }).toEqual({ dark: false, allLanguages: false });
    expect(Object.values(shown).every(Boolean)).toBe(true);
  });
  it('compact (/auth) keeps legal links, every language and the theme; no link lists, country link, social, badges or licence', () => {
    expect(footerParts('compact')).toMatchObject({ legalLinks: true, locale: true, allLanguages: true, linkLists: false, country: false, social: false, badges: false, licence: false, dark: false });
  });
  it.each(['business-connect', 'hr'] as const)('%s has no social links and no licence', (variant) => {
    expect(footerParts(variant)).toMatchObject({ social: false, licence: false, legalLinks: true, badges: true });
  });
  it('reduced (Libre) keeps legal links and licence only', () => {
    expect(footerParts('reduced')).toMatchObject({ linkLists: false, social: false, badges: false, locale: false, legalLinks: true, licence: true });
  });
  it('dark promo is dark', () => {
    expect(footerParts('dark-promo').dark).toBe(true);
  });
  it('can hide the country and language selectors on any variant', () => {
    expect(footerParts('default', true).locale).toBe(false);
    expect(footerParts('hr', true)).toMatchObject({ locale: false, badges: true });
  });
});

describe('sender-flows §1 theme choice', () => {
  it.each([
    [{ mode: 'dark', stored: 'light', systemDark: false }, 'dark'],
    [{ mode: 'nonsense', stored: 'dark', systemDark: false }, 'dark'],
    [{ stored: 'light', systemDark: true }, 'light'],
    [{ stored: 'system', systemDark: true }, 'dark'],
    [{ stored: null, cookie: 'userTheme=dark', systemDark: false }, 'dark'],
    [{ stored: 'bogus', cookie: 'userTheme=light', systemDark: true }, 'light'],
    [{ systemDark: false }, 'light'],
  ])('%o shows %s', (input, theme) => {
    expect(resolveTheme(input)).toBe(theme);
  });

  it('reads and writes the userTheme cookie', () => {
    expect(themeFromCookie('a=1; userTheme=system')).toBe('system');
    expect(themeFromCookie('userTheme=purple')).toBeNull();
    expect(themeCookie('dark')).toMatch(/^userTheme=dark; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });
});
