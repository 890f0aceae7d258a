import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { regionSwitchPath, regionSwitchPaths, inLanguage } from '../../../src/domain/language-switch.ts';
import { pagePaths, pathOf, routePattern } from '../../../src/content/page-set.ts';
import { landingEntries, corridorEntries } from '../../../src/content/landing-routes.ts';
import { pageRoutes } from '../../../src/i18n/page-routes.ts';
import { helpPath, type HelpLevel } from '../../../src/domain/help-links.ts';
import { regionRef } from '../../../src/content/region-params.ts';
import { regions, defaultRegion, getRegion, type Region } from '../../../src/i18n/regions.ts';
import { regionPath, splitRegion, pageHref } from '../../../src/i18n/paths.ts';

const region = (code: string) => getRegion(code)!;
/** The `[...region]` parameter of every page that exists unprefixed and under each region. */
const everyRegion = [{ region: undefined as string | undefined, data: defaultRegion }, ...regions.map((r) => ({ region: r.code, data: r }))];

// The page routes as the build has them (src/pages), each with getStaticPaths built from the same
// route data where it is pure (landings, corridors, CMS pages) and a small help centre and newsroom
// where the build reads content: an article only in German, and a second listing page only in German.
const help: HelpLevel[] = [{ kind: 'home' }, { kind: 'category', categoryId: 1 }, { kind: 'section', categoryId: 1, sectionId: 2 }, { kind: 'article', categoryId: 1, sectionId: 2, articleId: 3 }];
const german = (r: Region) => r.lang === 'de';
const routes = {
  '../pages/[...landing].astro': () => [
    ...landingEntries().map((l) => ({ landing: (l.prefixed ? regionPath(l.rest, l.region) : l.rest).slice(1) || undefined })),
    ...corridorEntries('sender').map((c) => ({ landing: (regionRef(c.region).isDefault ? c.rest : regionPath(c.rest, c.region)).slice(1) })),
  ],
  '../pages/[...path].astro': () =>
    pageRoutes.flatMap((route) => {
      const inRegions = route.onlyRegions ? regions.filter((r) => route.onlyRegions?.includes(r.code)) : regions;
      const unprefixed = !route.regionOnly && !route.onlyRegions;
      return route.paths.flatMap((rest) => [...(unprefixed ? [{ path: rest.slice(1) }] : []), ...inRegions.map((r) => ({ path: regionPath(rest, r).slice(1) }))]);
    }),
  '../pages/[...region]/help/[...level].astro': () => everyRegion.flatMap(({ region }) => help.map((level) => ({ region, level: helpPath('help', level).slice('/help/'.length) || undefined }))),
  '../pages/[...region]/help-mobile/[...level].astro': () =>
    everyRegion.flatMap(({ region }) => help.flatMap((level) => [false, true].map((chat) => ({ region, level: helpPath('help-mobile', level, chat).slice('/help-mobile/'.length) || undefined })))),
  '../pages/[region]/help/[category]/[article].astro': () => regions.map((r) => ({ region: r.code, category: 1, article: 3 })),
  '../pages/[...region]/help/transfers/[slug].astro': () => everyRegion.map(({ region }) => ({ region, slug: 'cash-pickup-in-mexico' })),
  '../pages/[helpSlug].astro': () => [{ helpSlug: 'cash-pickup-in-mexico' }],
  '../pages/[...region]/[kind]/index.astro': () => everyRegion.flatMap(({ region }) => ['news', 'blog'].map((kind) => ({ region, kind }))),
  '../pages/[...region]/[kind]/[slug].astro': () =>
    everyRegion.flatMap(({ region, data }) => ['half-year-update', ...(german(data) ? ['nur-auf-deutsch'] : [])].map((slug) => ({ region, kind: 'news', slug }))),
  '../pages/[...region]/[kind]/category/[category]/[...page].astro': () =>
    everyRegion.flatMap(({ region, data }) => [undefined, ...(german(data) ? ['2'] : [])].map((page) => ({ region, kind: 'news', category: 'all-articles', page }))),
  '../pages/[...region]/invite.astro': () => everyRegion.map(({ region }) => ({ region })),
  '../pages/[...region]/referral.astro': () => everyRegion.map(({ region }) => ({ region })),
  '../pages/[region]/404.astro': () => regions.map((r) => ({ region: r.code })),
  '../pages/404.astro': () => [],
  '../pages/libre.astro': () => [],
  '../pages/request-page.astro': () => [],
  '../pages/auth/index.astro': () => [],
};
const pages = await pagePaths(Object.fromEntries(Object.entries(routes).map(([file, params]) => [file, async () => ({ getStaticPaths: () => params().map((p) => ({ params: p })) })])));

describe('public-site §2 the page set is read from the routes', () => {
  it.each([
    ['../pages/[...region]/help/[...level].astro', '/[...region]/help/[...level]'],
    ['../pages/auth/index.astro', '/auth'],
    ['../pages/404.astro', '/404'],
    ['../pages/[...landing].astro', '/[...landing]'],
  ])('%s is the route %s', (file, pattern) => {
    expect(routePattern(file)).toBe(pattern);
  });

  it.each([
    ['/[...region]/help/[...level]', { region: undefined, level: undefined }, '/help'],
    ['/[...region]/help/[...level]', { region: 'de-de', level: 'category/1/section/2' }, '/de-de/help/category/1/section/2'],
    ['/[...landing]', { landing: undefined }, '/'],
    ['/[region]/help/[category]/[article]', { region: 'fr-fr', category: 1, article: 3 }, '/fr-fr/help/1/3'],
  ])('%s with %o is %s', (pattern, params, path) => {
    expect(pathOf(pattern, params)).toBe(path);
  });

  it('holds every family: landings, corridors, CMS pages, help, news, static routes', () => {
    for (const path of [
      '/',
      '/de-de',
      '/de-de/geld-senden',
      '/en-de/send-money/germany-to-turkey',
      '/send-money/united-kingdom-to-india',
      '/de-at/rules',
      '/en-gb/apple-pay',
      '/es-us/uvn',
      '/help/category/1',
      '/de-de/news/nur-auf-deutsch',
      '/fr-fr/404',
      '/auth',
      '/404',
    ]) {
      expect(pages.has(path), path).toBe(true);
    }
    expect(pages.has('/apple-pay')).toBe(false);
    expect(pages.has('/de-at/geld-senden/germany-to-turkey')).toBe(false);
  });
});

describe('public-site §2 region and language switch', () => {
  it.each([
    // The equivalent page where the target region has it, its landing word in the target's language.
    ['/de-de/geld-senden/germany-to-turkey', 'en-de', '/en-de/send-money/germany-to-turkey'],
    ['/de-de/geld-senden/germany-to-turkey', 'tr-de', '/tr-de/para-gonder/germany-to-turkey'],
    ['/de-de/geld-anfordern/germany-to-turkey', 'ru-de', '/ru-de/zaprosit-dengi/germany-to-turkey'],
    ['/de-de/geld-senden', 'en-de', '/en-de/send-money'],
    ['/en-de/geld-senden', 'en-de', '/en-de/send-money'],
    ['/fr-fr/envoyer-de-l-argent', 'en-gb', '/send-money'],
    ['/de-de/rules', 'fr-fr', '/fr-fr/rules'],
    ['/de-de/rules/', 'fr-fr', '/fr-fr/rules'],
    ['/rules', 'de-de', '/de-de/rules'],
    ['/de-de/privacy-policy', 'en-gb', '/privacy-policy'],
    ['/de-de/rules/privacy-policy', 'it-it', '/it-it/privacy-policy'],
    ['/de-de/apple-pay', 'en-gb', '/en-gb/apple-pay'],
    ['/en-gb/apple-pay', 'de-at', '/de-at/apple-pay'],
    ['/', 'de-de', '/de-de'],
    ['/de-de', 'en-gb', '/'],
    ['/de-de/alipay', 'fr-fr', '/fr-fr/alipay'],
    // The help centre's new-request page is per region at the desk's own path.
    ['/hc/de-de/requests/new', 'en-gb', '/hc/en-gb/requests/new'],
    ['/hc/en-gb/requests/new', 'fr-fr', '/hc/fr-fr/requests/new'],
    ['/de-de/help/category/1/section/2/article/3', 'zh-cn', '/zh-cn/help/category/1/section/2/article/3'],
    ['/help-mobile/category/1/showChat', 'de-de', '/de-de/help-mobile/category/1/showChat'],
    ['/de-de/news/half-year-update', 'en-gb', '/news/half-year-update'],
    // Else the nearest parent the target region has.
    ['/de-de/geld-senden/germany-to-turkey', 'de-at', '/de-at/geld-senden'],
    ['/send-money/united-kingdom-to-india', 'de-de', '/de-de/geld-senden'],
    ['/request-money/united-kingdom-to-india', 'fr-fr', '/fr-fr/demander-de-l-argent'],
    ['/send/gb/in', 'de-de', '/de-de/send'],
    ['/de-de/news/nur-auf-deutsch', 'fr-fr', '/fr-fr/news'],
    ['/de-de/news/category/all-articles/2', 'en-gb', '/news/category/all-articles'],
    ['/es-us/uvn', 'es-mx', '/es-mx'],
    ['/de-de/help/1/3', 'en-gb', '/help'],
    ['/de-de/no-such-page/at/all', 'pl-pl', '/pl-pl'],
  ])('from %s to %s goes to %s', (path, target, expected) => {
    expect(regionSwitchPath(path, region(target), pages)).toBe(expected);
  });

  it.each([
    ['/geld-senden/germany-to-turkey', 'en', '/send-money/germany-to-turkey'],
    ['/send-money', 'zh', '/huikuan'],
    ['/zaprosit-dengi/x', 'pl', '/popros-o-pieniadze/x'],
    ['/send', 'de', '/send'],
    ['/rules', 'de', '/rules'],
    ['/', 'de', '/'],
  ] as const)('%s in %s is %s', (rest, lang, expected) => {
    expect(inLanguage(rest, lang)).toBe(expected);
  });

  // One page of every family the routes generate, in every region it exists in.
  const families = [...pages].filter((p) => !/^\/(auth|libre|request-page|404)/.test(p));
  const family = (path: string) => splitRegion(path).rest.replace(/\/[^/]+/g, (segment, at: number) => (at === 0 ? segment : '/*'));
  const samples = [...new Map(families.map((p) => [`${splitRegion(p).region.code} ${family(p)}`, p])).values()];

  it('for every page family × every region, the target is a built page', () => {
    expect(samples.length).toBeGreaterThan(300);
    const missing = samples.flatMap((from) => regions.map((r) => [from, r.code, regionSwitchPath(from, r, pages)] as const)).filter(([, , to]) => !pages.has(to));
    expect(missing).toEqual([]);
  });

  it('every region at once: the same targets, in the order of the regions, from paths asked in any order', () => {
    const one = samples.map((from) => regions.map((r) => regionSwitchPath(from, r, pages)));
    expect(samples.map((from) => regionSwitchPaths(from, pages))).toEqual(one);
    expect([...samples].reverse().map((from) => regionSwitchPaths(from, pages))).toEqual([...one].reverse());
  });

  it('never leads to a page that was not built, from any path to any region (property)', () => {
    const vocabulary = [...new Set([...pages].flatMap((p) => p.split('/')))];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary), { maxLength: 8 }), fc.constantFrom(...regions), fc.boolean(), (segments, target, slash) => {
        const from = `/${segments.filter(Boolean).join('/')}${slash ? '/' : ''}`;
        expect(pages.has(regionSwitchPath(from, target, pages))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('from a built page to its own region stays on it when it is canonical (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...families), (from) => {
        const { region: own, rest } = splitRegion(from);
        const to = regionSwitchPath(from, own, pages);
        if (pageHref(rest, own) === from) expect(to).toBe(from);
        else expect(pages.has(to)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
