// Checks of the built site that need no browser: links, sitemaps, head tags, CDN files, JS and HTML budgets.
import { test, expect } from '@playwright/test';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { firstJavaScript } from '../../../scripts/first-javascript.ts';
// The checks the publish verification applies too (scripts/publish/site-checks.ts).
import { builtChecker, canonicalReader, crawlSite, htmlFiles as listHtml, pageFile, pagePath as pathOf, scanPages, scanSitemaps } from '../../../scripts/publish/site-checks.ts';

const dist = new URL('../../../dist/', import.meta.url).pathname;
const htmlFiles = listHtml(dist);
const pagePath = (file: string) => pathOf(dist, file);
const built = builtChecker(dist);
let pageScan: ReturnType<typeof scanPages> | undefined;
// HTML budgets (gzip -9): a page's shell (head, header, footer, inline scripts, islands' props)
// plus its text; legal pages carry the longest texts.
const CONTENT_PAGE_BUDGET = 10 * 1024;
const LEGAL_PAGE_BUDGET = 13 * 1024;
const LANDING_BUDGET = 21.5 * 1024;
const scan = () => (pageScan ??= scanPages(dist, built, htmlFiles));

test.describe('public-site §2 built site', () => {
  test('no page links to a path that was not built', () => {
    expect(scan().brokenLinks).toEqual([]);
  });

  test('every indexable page has a canonical link, hreflang alternates with x-default, and a CSP', () => {
    expect(scan().missingHead).toEqual([]);
  });

  test('sitemaps stay under 50,000 URLs and 50 MB per file, list only built indexable pages', () => {
    const sitemaps = scanSitemaps(dist, built);
    expect(sitemaps.files).toBeGreaterThan(0);
    expect(sitemaps.problems).toEqual([]);
  });

  test('_headers sets a site-wide CSP and immutable caching of hashed assets', () => {
    const headers = readFileSync(join(dist, '_headers'), 'utf8');
    expect(headers).toMatch(/Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/);
    expect(headers).toMatch(/frame-ancestors 'none'/);
    expect(headers).toMatch(/\/_astro\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/);
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toMatch(/Sitemap: https:\/\/.+\/sitemap-index\.xml/);
  });

  test('_redirects sends the signed-in area to its static shell', () => {
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).toMatch(/^\/auth\/\* \/auth 200$/m);
  });

  test('_redirects answers unknown paths under each region with its 404 page (public-site §2)', () => {
    const rules = readFileSync(join(dist, '_redirects'), 'utf8');
    for (const code of ['de-de', 'zh-cn', 'in-id']) {
      expect(rules).toContain(`/${code}/* /${code}/404 404`);
      expect(existsSync(join(dist, code, '404', 'index.html'))).toBe(true);
    }
  });

  test('content pages ship no external JavaScript before interaction', () => {
    const heavy = htmlFiles
      .filter((f) => /\/(rules|privacy-policy|cookie-policy|supported-countries|about-us|select-region)\/index\.html$/.test(f))
      .filter((f) => /<script[^>]+src=/.test(readFileSync(f, 'utf8')));
    expect(heavy.map(pagePath)).toEqual([]);
  });

  test('all 17 languages and at least 24 regions are built', () => {
    const prefixes = new Set(htmlFiles.map((f) => /^\/([a-z]{2}-[a-z]{2})(\/|$)/.exec(pagePath(f))?.[1]).filter(Boolean));
    expect(prefixes.size).toBeGreaterThanOrEqual(24);
    const langs = new Set([...prefixes].map((p) => p?.slice(0, 2)));
    expect(langs.size).toBe(17);
  });
});

/** The first built page under `{dist}/{dir}` that matches `pattern` (an article of a listing). */
function firstPage(dir: string, pattern: RegExp): string {
  const path = htmlFiles.map(pagePath).find((p) => p.startsWith(dir) && pattern.test(p));
  if (!path) throw new Error(`no page under ${dir} matches ${pattern}`);
  return path;
}

const gzipBytes = (path: string) => gzipSync(readFileSync(pageFile(dist, path) ?? join(dist, path, 'index.html')), { level: 9 }).length;

test.describe('public-site §2 what every page repeats stays small (HTML, gzip level 9)', () => {
  const article = firstPage('/news/', /^\/news\/(?!category\/)[^/]+$/).replace(/^\/news\//, '');
  const help = firstPage('/help/', /^\/help\/category\/\d+\/section\/\d+\/article\/\d+$/).replace(/^\/help\//, '');

  test(`content pages are at most ${CONTENT_PAGE_BUDGET / 1024} KB and legal pages ${LEGAL_PAGE_BUDGET / 1024} KB, in two languages`, () => {
    const over: string[] = [];
    for (const prefix of ['', '/de-de']) {
      for (const page of ['/about-us', `/news/${article}`, `/help/${help}`]) {
        const bytes = gzipBytes(prefix + page);
        if (bytes > CONTENT_PAGE_BUDGET) over.push(`${prefix + page}: ${bytes}`);
      }
      for (const page of ['/rules', '/privacy-policy', '/cookie-policy']) {
        const bytes = gzipBytes(prefix + page);
        if (bytes > LEGAL_PAGE_BUDGET) over.push(`${prefix + page}: ${bytes}`);
      }
    }
    expect(over).toEqual([]);
  });

  test(`the landing is at most ${LANDING_BUDGET / 1024} KB, in two languages`, () => {
    for (const page of ['/', '/de-de']) expect(gzipBytes(page), page).toBeLessThanOrEqual(LANDING_BUDGET);
  });

  test("a page's CSP meta allows exactly the inline scripts the page carries", () => {
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    for (const page of ['/', '/about-us', '/de-de/rules', `/news/${article}`, `/help/${help}`, '/auth']) {
      const html = readFileSync(pageFile(dist, page) ?? '', 'utf8');
      const inline = new Set([...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => hash(m[1] ?? '')));
      const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const allowed = new Set(/script-src ([^;]*)/.exec(policy)?.[1]?.split(' ').filter((t) => t.startsWith("'sha")));
      expect([...inline].filter((h) => !allowed.has(h)), `${page}: inline scripts without a hash`).toEqual([]);
      expect([...allowed].filter((h) => !inline.has(h)), `${page}: hashes of scripts not on the page`).toEqual([]);
    }
  });
});

/** A page's region (`''` unprefixed) and its family: the first path word and the depth (`help 7`, `geld-senden 2`). */
function family(path: string): { region: string; family: string } {
  const prefix = /^\/([a-z]{2}-[a-z]{2})(?=\/|$)/.exec(path);
  const segments = path.slice(prefix ? prefix[0].length : 0).split('/').filter(Boolean);
  return { region: prefix?.[1] ?? '', family: `${segments[0] ?? ''} ${segments.length}` };
}

test.describe('public-site §2 every internal link lands on a canonical page', () => {
  test('a crawl from /, /de-de and /zh-cn, seeded with one page of every family, finds no 404, no link to a non-canonical URL, no canonical chain', () => {
    const roots = ['/', '/de-de', '/zh-cn'];
    // One page of every family, so families no link reaches (help-mobile, /uvn, short help paths) are read too.
    const seeds = [...new Map(htmlFiles.map((f) => pagePath(f)).map((p) => [family(p).family, p])).values()];
    // Up to two pages per family in each of the three regions and the /en-gb/ twins, two more in all other regions.
    const visits = new Map<string, number>();
    const admit = (path: string) => {
      const { region, family: kind } = family(path);
      const key = `${['', 'en-gb', 'de-de', 'zh-cn'].includes(region) ? region : '*'} ${kind}`;
      visits.set(key, (visits.get(key) ?? 0) + 1);
      return (visits.get(key) ?? 0) <= 2;
    };
    const crawl = crawlSite(dist, { from: [...roots, ...seeds], admit, built });
    expect(crawl.pages).toBeGreaterThan(seeds.length);
    expect(crawl.broken).toEqual([]);
    expect(crawl.nonCanonical).toEqual([]);
    expect(crawl.canonicalChains).toEqual([]);
  });

  test('switching region or language from one page of every family in every region lands on a built, canonical page', () => {
    const samples = [...new Map(htmlFiles.map((f) => pagePath(f)).map((p) => { const { region, family: kind } = family(p); return [`${region} ${kind}`, p]; })).values()];
    const canonicalOf = canonicalReader(dist);
    const problems: string[] = [];
    let switches = 0;
    for (const page of samples) {
      const html = readFileSync(pageFile(dist, page)!, 'utf8');
      // Where the select-region page leads (saved by the footer's country link) and the language picker's choices.
      const regionTargets = (/data-region-targets="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter((_, n) => n % 2 === 1);
      const picker = /<astro-island\b[^>]*component-url="[^"]*LanguagePicker[^"]*"[^>]*props="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"') ?? '';
      const choices = [...picker.matchAll(/"href":\[0,"([^"]+)"\]/g)].map((m) => m[1]!);
      for (const target of [...regionTargets, ...choices]) {
        switches++;
        if (!built(target)) problems.push(`${page} → ${target}: not built`);
        else if (canonicalOf(target) !== target) problems.push(`${page} → ${target}: canonical is ${canonicalOf(target)}`);
      }
    }
    // Most families carry the footer (every region) and the picker (the country's languages).
    expect(switches).toBeGreaterThan(samples.length * 20);
    expect(problems).toEqual([]);
  });
});

test.describe('public-site §2 landings, calculator and corridor pages', () => {
  test('the landing with the calculator loads at most 75 KB (75 × 1024 bytes) of JavaScript, gzip, before interaction', () => {
    for (const page of ['index.html', 'send/index.html', 'de-de/index.html', 'request/index.html']) {
      const { bytes, files } = firstJavaScript(dist, page);
      expect(files.some((f) => /Calculator\./.test(f.url)), `${page} hydrates the calculator`).toBe(true);
      expect(bytes, `${page}: ${files.map((f) => `${f.url} ${f.bytes}`).join(', ')}`).toBeLessThanOrEqual(75 * 1024);
    }
  });

  test('corridor pages render the calculator\'s first state and hydrate it only when visible or touched', () => {
    const html = readFileSync(join(dist, 'send-money/united-kingdom-to-philippines/index.html'), 'utf8');
    const island = /<astro-island\b[^>]*component-url="[^"]*Calculator\.[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
    expect(island).toContain('client="reveal"');
    expect(island).toContain(' ssr ');
    // The first state is in the HTML: the fee of the default 100 GBP and the rate as of the snapshot.
    expect(html).toMatch(/<dd>GBP\s0\.99<\/dd>/u);
    expect(html).toMatch(/1 GBP = 76\.5163 PHP/);
    expect(html).toMatch(/Rate as of [^<]*2026[^<]*UTC/);
  });

  test('every snapshot corridor has static JSON and a page; at least 40 sending countries and 120 receiving ones', () => {
    const dir = join(dist, 'data/calculator/corridors');
    const pairs = readdirSync(dir).filter((f) => f.endsWith('.json'));
    const slugs = new Set(htmlFiles.map((f) => pagePath(f).split('/').at(-1)));
    const senders = new Set<string>();
    const receivers = new Set<string>();
    for (const file of pairs) {
      const pair = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { from: { code: string; seoNameFrom: string }; to: { code: string; seoNameTo: string }; lanes: unknown[] };
      expect(pair.lanes.length, file).toBeGreaterThan(0);
      expect(slugs.has(`${pair.from.seoNameFrom}-to-${pair.to.seoNameTo}`), `${file} has a corridor page`).toBe(true);
      senders.add(pair.from.code);
      receivers.add(pair.to.code);
    }
    expect(senders.size).toBeGreaterThanOrEqual(40);
    expect(receivers.size).toBeGreaterThanOrEqual(120);
  });

  test('sitemap alternates point to built pages and carry x-default', () => {
    // Alternates and x-default are among the sitemap checks (scripts/publish/site-checks.ts).
    const sitemaps = scanSitemaps(dist, built);
    expect(sitemaps.urls).toBeGreaterThan(1000);
    expect(sitemaps.problems).toEqual([]);
  });

  test('_redirects serves /send/{from}/{to} and the payment-request keys from their shells', () => {
    const rules = readFileSync(join(dist, '_redirects'), 'utf8');
    for (const rule of ['/send/:from/:to /send 200', '/request/:from/:to /request 200', '/de-de/send/:from/:to /de-de/send 200', '/b-* /request-page 200', '/new/b-* /request-page 200', '/l-* /libre 200', '/ml-* /libre 200', '/libre/* /libre 200']) {
      expect(rules).toContain(rule);
    }
    expect(built('/send/gb/ph')).toBe(true);
    expect(built('/b-7Qm2Xk')).toBe(true);
    expect(readFileSync(join(dist, 'request-page/index.html'), 'utf8')).toContain('<meta name="robots" content="noindex"');
  });
});

test.describe('public-site §6 header and §2 footer of the /auth shell', () => {
  test('every header and footer text the app relabels has a text in every language, and public pages carry no relabel keys', () => {
    const html = readFileSync(join(dist, 'auth/index.html'), 'utf8');
    const keys = new Set([...html.matchAll(/data-shell-(?:text|label|status)="([^"]+)"/g)].map((m) => m[1] ?? ''));
    for (const m of html.matchAll(/data-shell-burger="([^"]+)"/g)) for (const k of (m[1] ?? '').split(' ')) keys.add(k);
    expect(keys.size).toBeGreaterThan(20);
    for (const lang of ['en', 'ru', 'uk', 'de', 'cs', 'it', 'pl', 'fr', 'ro', 'tr', 'es', 'zh', 'in', 'vi', 'uz', 'tl', 'pt']) {
      const texts = JSON.parse(readFileSync(join(dist, 'data/shell', `${lang}.json`), 'utf8')) as Record<string, string>;
      expect([...keys].filter((k) => !texts[k]), lang).toEqual([]);
    }
    expect(readFileSync(join(dist, 'rules/index.html'), 'utf8')).not.toContain('data-shell-');
  });
});

test.describe('sender-flows §2 the /auth app', () => {
  test('the /auth shell loads at most 90 KB (90 × 1024 bytes) of JavaScript, gzip, in at most 4 files, before interaction', () => {
    const { bytes, files } = firstJavaScript(dist, 'auth/index.html');
    const list = files.map((f) => `${f.url} ${f.bytes}`).join(', ');
    expect(files.some((f) => /AuthApp\./.test(f.url)), 'the shell hydrates the app').toBe(true);
    expect(bytes, list).toBeLessThanOrEqual(90 * 1024);
    expect(files.length, list).toBeLessThanOrEqual(4);
    // The sign-in screen reads its answers without zod (src/api/schemas/light.ts): neither zod's
    // full build nor its small one (zod/mini, whose schemas all carry `_zod`) is in the shell.
    for (const f of files) expect(readFileSync(join(dist, f.url), 'utf8'), f.url).not.toMatch(/[`"']ZodObject[`"']|\._zod\b/);
  });

  test("the phone rules' metadata is built one calling code at a time, each with all the countries of its code", () => {
    const built = readdirSync(join(dist, 'data/phone')).filter((f) => f.endsWith('.json'));
    expect(built.length).toBeGreaterThan(200);
    const part = JSON.parse(readFileSync(join(dist, 'data/phone/44.json'), 'utf8')) as { code: string; metadata: { countries: Record<string, unknown> } };
    expect(part.code).toBe('44');
    expect(Object.keys(part.metadata.countries).sort()).toEqual(['GB', 'GG', 'IM', 'JE']);
  });

  test('the /auth shell preloads every chunk it imports, so they load in parallel with the HTML', () => {
    const html = readFileSync(join(dist, 'auth/index.html'), 'utf8');
    const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]));
    for (const f of firstJavaScript(dist, 'auth/index.html').files) expect(preloaded.has(f.url), f.url).toBe(true);
  });

  test('the /auth shell is noindex, under the strict CSP, and serves login and registration too', () => {
    const html = readFileSync(join(dist, 'auth/index.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toMatch(/http-equiv="content-security-policy"[^>]*frame-src 'self'/i);
    // No inline event handlers (the CSP would refuse them).
    expect(html).not.toMatch(/\son[a-z]+="/);
    const rules = readFileSync(join(dist, '_redirects'), 'utf8');
    for (const rule of ['/auth/* /auth 200', '/login /auth 200', '/registration /auth 200']) expect(rules).toContain(rule);
    expect(built('/auth/send/main.page')).toBe(true);
  });
});
