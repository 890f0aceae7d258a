import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crawlSite } from '../../../scripts/publish/site-checks.ts';

const SITE = 'https://www.sendora.example';
let dist = '';

/** A built page: its canonical (its own path unless given) and its links. */
function page(path: string, links: string[], canonical = path): void {
  const dir = join(dist, path);
  mkdirSync(dir, { recursive: true });
  const body = links.map((href) => `<a class="x" href="${href}">link</a>`).join('');
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><link rel="canonical" href="${SITE}${canonical}"></head><body>${body}</body></html>`);
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'crawl-'));
  page('/', ['/rules', '/de-de?x=1', '/en-gb/rules', '/login', '/hc/en-gb/requests/new', '/gone']);
  page('/rules', ['/']);
  page('/de-de', ['/de-de/rules#top', '/help-mobile']);
  page('/de-de/rules', ['/de-de']);
  page('/en-gb/rules', ['/'], '/rules');
  page('/help-mobile', ['/help-mobile/category/1'], '/en-gb/help');
  page('/help-mobile/category/1', ['/help-mobile'], '/help/category/1');
  page('/en-gb/help', [], '/help');
  page('/help', []);
  page('/help/category/1', []);
  page('/auth', []);
  writeFileSync(join(dist, '_redirects'), '/login /auth 200\n');
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('public-site §2 link crawl of the built site', () => {
  it('follows links from the start pages, reporting 404s, links to non-canonical URLs and canonical chains', () => {
    const crawl = crawlSite(dist, { from: ['/'] });
    expect(crawl.pages).toBe(7);
    expect(crawl.broken).toEqual(['/gone (linked from /)']);
    // /de-de/help-mobile → /help-mobile is a link into the mobile view from a desktop page; within the view, links stay.
    expect(crawl.nonCanonical).toEqual(['/en-gb/rules → /rules (linked from /)', '/help-mobile → /en-gb/help (linked from /de-de)']);
    expect(crawl.nonCanonicalLinks).toBe(2);
    expect(crawl.canonicalChains).toEqual(['/help-mobile → /en-gb/help → /help']);
  });

  it('visits only the pages admitted, and counts every link and distinct target', () => {
    const crawl = crawlSite(dist, { from: ['/'], admit: () => false });
    expect(crawl.pages).toBe(1);
    expect(crawl.links).toBe(5);
    expect(crawl.targets).toBe(5);
  });
});
