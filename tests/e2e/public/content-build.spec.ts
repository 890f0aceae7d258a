// Checks of the built content pages that need no browser (public-site §2, design.md JS budget).
import { test, expect } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dist = new URL('../../../dist/', import.meta.url).pathname;
const html = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');
const externalScripts = (page: string) => [...page.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);

const contentPages = [
  'careers', 'terms', 'payment-options', 'marketing-terms', 'licenses', 'browsers', 'leadership', 'culture', 'business',
  'news', 'blog', 'blog/category/guides', 'news/upi-payouts-to-india', 'referral', 'de-de/referral', 'help/transfers/india', 'cash-pickup-in-mexico', 'es-us/uvn',
];

test.describe('design.md JavaScript budget on content pages', () => {
  for (const page of contentPages) {
    test(`/${page} ships no external JavaScript before interaction`, () => {
      expect(externalScripts(html(page))).toEqual([]);
      expect(html(page)).not.toMatch(/<astro-island[^>]+client="(load|idle|visible)"/);
    });
  }

  test('the shell\'s behaviour is one module that every page imports on interaction, and it is built', () => {
    const urls = new Set(contentPages.concat('', 'de-de', 'auth').map((page) => /\}\)\("(\/_astro\/shell\.[\w-]+\.js)"\);<\/script>/.exec(html(page))?.[1]));
    expect(urls.size).toBe(1);
    const [url] = [...urls];
    expect(url).toBeDefined();
    expect(existsSync(join(dist, url ?? ''))).toBe(true);
    expect(readFileSync(join(dist, url ?? ''), 'utf8')).toMatch(/export\s*\{[^}]*\breplay\b/);
  });

  test('the invite page hydrates only its form island at load', () => {
    const page = html('invite');
    const islands = [...page.matchAll(/<astro-island[^>]+component-url="([^"]+)"[^>]+client="(\w+)"/g)].map((m) => [m[1]?.replace(/\.[\w-]+\.js$/, ''), m[2]]);
    expect(islands.filter(([, when]) => when === 'load')).toEqual([['/_astro/InviteForm', 'load']]);
  });
});

test.describe('public-site §2 runtime shells of invite and referral', () => {
  test('_redirects serves every invite and referral code from its shell, under every region, before that region\'s 404 rule', () => {
    const rules = readFileSync(join(dist, '_redirects'), 'utf8').split('\n');
    for (const rule of ['/invite/* /invite 200', '/referral/* /referral 200', '/dl/referral/* /referral 200', '/de-de/invite/* /de-de/invite 200', '/de-de/dl/referral/* /de-de/referral 200']) {
      expect(rules).toContain(rule);
    }
    expect(rules.indexOf('/de-de/invite/* /de-de/invite 200')).toBeLessThan(rules.indexOf('/de-de/* /de-de/404 404'));
    expect(existsSync(join(dist, 'zh-cn', 'invite', 'index.html'))).toBe(true);
  });

  test('the invite shell and the aliases stay out of the sitemap', () => {
    const sitemap = readFileSync(join(dist, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).not.toMatch(/\/invite</);
    expect(sitemap).not.toMatch(/\/help\/info\/supported_countries</);
    expect(sitemap).not.toMatch(/sendora\.example\/cash-pickup-in-mexico</);
    expect(sitemap).toMatch(/\/help\/transfers\/cash-pickup-in-mexico</);
    expect(sitemap).toMatch(/\/referral</);
  });
});

test.describe('public-site §2 news and blog: Open Graph type', () => {
  test('a news or blog post is an og:type article; its listing and other pages are a website', () => {
    const ogType = (path: string) => /<meta property="og:type" content="([^"]+)"/.exec(html(path))?.[1];
    expect(ogType('news/upi-payouts-to-india')).toBe('article');
    expect(ogType('news')).toBe('website');
    expect(ogType('terms')).toBe('website');
  });
});
