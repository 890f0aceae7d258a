import { describe, expect, it } from 'vitest';
import { addressAfterChoice, corridorPagePath, corridorSlug, hostsCorridorPages, pairPath, type RegionRef } from '../../../src/domain/calculator-address.ts';
import { pairFromPath, startPath } from '../../../src/domain/calculator-start.ts';
import { startAfterSignIn, startCountry, startQuery } from '../../../src/domain/calculator-resume.ts';

const enGb: RegionRef = { code: 'en-gb', country: 'GB', isDefault: true, sendWord: 'send-money', requestWord: 'request-money' };
const deDe: RegionRef = { code: 'de-de', country: 'DE', isDefault: false, sendWord: 'geld-senden', requestWord: 'geld-anfordern' };
const trDe: RegionRef = { code: 'tr-de', country: 'DE', isDefault: false, sendWord: 'para-gonder', requestWord: 'para-iste' };
const regionCountries = ['GB', 'DE', 'FR', 'PH'];
const germany = { code: 'DE', seoNameFrom: 'germany' };
const norway = { code: 'NO', seoNameFrom: 'norway' };
const turkey = { code: 'TR', seoNameTo: 'turkey' };

describe('public-site §2 corridor pages: {fromTo} and where they are built', () => {
  it('builds {fromTo} from seoNameFrom and seoNameTo', () => {
    expect(corridorSlug('united-kingdom', 'philippines')).toBe('united-kingdom-to-philippines');
  });

  it.each([
    [deDe, 'DE', true],
    [trDe, 'de', true],
    [deDe, 'GB', false],
    [enGb, 'GB', true],
    [enGb, 'NO', true], // a sending country without a region: the default region hosts it
    [deDe, 'NO', false],
    [enGb, 'DE', false],
  ] as const)('region %o hosts the corridors sent from %s: %s', (region, from, hosts) => {
    expect(hostsCorridorPages(region, from, regionCountries)).toBe(hosts);
  });

  it.each([
    ['send', enGb, '/send-money/united-kingdom-to-philippines'],
    ['send', deDe, '/de-de/geld-senden/united-kingdom-to-philippines'],
    ['request', trDe, '/tr-de/para-iste/united-kingdom-to-philippines'],
    ['request', enGb, '/request-money/united-kingdom-to-philippines'],
  ] as const)('a %s corridor page in %o is at %s', (kind, region, path) => {
    expect(corridorPagePath(kind, region, 'united-kingdom-to-philippines')).toBe(path);
  });
});

describe('public-site §4 Landing calculator: the address after a choice', () => {
  it.each([
    ['send', deDe, germany, '/de-de/geld-senden/germany-to-turkey?toCurrId=949'],
    ['request', trDe, germany, '/tr-de/para-iste/germany-to-turkey?toCurrId=949'],
    ['send', deDe, norway, '/de-de/send/no/tr?toCurrId=949'], // not built in de-de: the pair shell
    ['send', enGb, norway, '/send-money/norway-to-turkey?toCurrId=949'],
    ['request', enGb, germany, '/request/de/tr?toCurrId=949'],
  ] as const)('%s in %o from %o goes to %s', (kind, region, from, address) => {
    expect(addressAfterChoice(kind, region, regionCountries, { from, to: turkey }, 949)).toBe(address);
  });

  it('names the pair shell path with lower-case codes', () => {
    expect(pairPath('send', deDe, 'NO', 'TR')).toBe('/de-de/send/no/tr');
  });

  it.each([
    ['/send/gb/ph', { kind: 'send', from: 'gb', to: 'ph' }],
    ['/de-de/request/de/tr/', { kind: 'request', from: 'de', to: 'tr' }],
    ['/send', null],
    ['/send-money/germany-to-turkey', null],
    ['/send/gbr/ph', null],
    ['/xx/send/gb/ph', null],
  ] as const)('%s names the pair %j', (path, pair) => {
    expect(pairFromPath(path)).toEqual(pair);
  });
});

describe('public-site §2 the calculator button goes to the start path with from_page', () => {
  const base = { from: 'GB', to: 'PH', fromCurrId: 826, toCurrId: 608, amount: '100.00', isFrom: true };
  it('sends a visitor to registration with from_page=send and the corridor', () => {
    expect(startPath({ ...base, kind: 'send', signedIn: false })).toBe('/registration?fromCurrId=826&toCurrId=608&amount=100.00&isFrom=true&from_page=send&from=gb&to=ph');
  });
  it('sends a signed-in sender to the request form with from_page=request', () => {
    expect(startPath({ ...base, kind: 'request', signedIn: true, isFrom: false })).toBe('/auth/request/gb/ph?fromCurrId=826&toCurrId=608&amount=100.00&isFrom=false&from_page=request');
  });
});

describe('public-site §2 the start path survives registration and sign-in', () => {
  const base = { from: 'GB', to: 'PH', fromCurrId: 826, toCurrId: 608, amount: '50.50', isFrom: true };
  it.each([
    ['send', true],
    ['send', false],
    ['request', true],
    ['request', false],
  ] as const)('a %s start path (isFrom %s) continues to the signed-in form of the same corridor and amount', (kind, isFrom) => {
    const visitor = startPath({ ...base, kind, isFrom, signedIn: false });
    const search = visitor.slice(visitor.indexOf('?'));
    expect(startAfterSignIn(search)).toBe(startPath({ ...base, kind, isFrom, signedIn: true }));
    expect(startQuery(search)).toBe(search);
  });
  it('keeps the delivery method chosen, so the signed-in form opens on it', () => {
    const visitor = startPath({ ...base, kind: 'send', signedIn: false, deliveryMethod: 'HOME_DELIVERY' });
    expect(visitor).toContain('deliveryMethod=HOME_DELIVERY');
    expect(startAfterSignIn(visitor.slice(visitor.indexOf('?')))).toBe(startPath({ ...base, kind: 'send', signedIn: true, deliveryMethod: 'HOME_DELIVERY' }));
  });
  it('keeps the page language, so registration and the signed-in form speak it', () => {
    const visitor = startPath({ ...base, kind: 'send', signedIn: false, lang: 'fr-FR' });
    expect(visitor).toContain('lang=fr-FR');
    expect(startAfterSignIn(visitor.slice(visitor.indexOf('?')))).toBe(startPath({ ...base, kind: 'send', signedIn: true, lang: 'fr-FR' }));
  });
  it.each([
    ['', null],
    ['?from_page=send', null],
    ['?from_page=pay&from=gb&to=ph', null],
    ['?from_page=send&from=gb&to=//evil.example', null],
    ['?from_page=send&from=gb&to=ph&amount=1%3Cscript%3E', '/auth/send/gb/ph?from_page=send'],
  ])('%s continues to %s (foreign or broken queries are dropped)', (search, next) => {
    expect(startAfterSignIn(search)).toBe(next);
    if (next === null) expect(startQuery(search)).toBe('');
  });
  it.each([
    ['?from_page=send&from=de&to=tr&amount=50.50', 'de'],
    ['?from_page=request&from=gb&to=ph', 'gb'],
    ['?from=de&to=tr', null],
    ['?from_page=send&from=//evil&to=tr', null],
  ])('%s preselects the sending country %s at registration', (search, country) => {
    expect(startCountry(search)).toBe(country);
  });
});
