/**
 * Checks of a built site that need no browser, shared by the publish verification
 * (scripts/publish/verify.ts) and the build-output browser-suite spec, so both apply the same rules:
 * - internal links: every `href`/`src` to a site path names a built file, or a `_redirects` 200 rewrite
 *   whose target is built (the help centre's `/hc/{region}/requests/new` pages are built too);
 * - head tags: every page that is not noindex has a canonical link, hreflang alternates with
 *   x-default (region-only pages have no unprefixed twin to be x-default) and a CSP meta;
 * - sitemaps: under 50,000 URLs and 50 MB per file, only built indexable pages, every alternate built.
 * Each page is read once; built-path answers are cached (a page links the same header paths as the next).
 */
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** Pages built only under region prefixes: no unprefixed version to be x-default. */
const REGION_ONLY = /\/(apple-pay|samsung-pay)$/;

export function htmlFiles(dist: string): string[] {
  return siteFiles(dist).pages;
}

/** One listing of a built site: its pages (.html) and every other file, as absolute paths. */
export function siteFiles(dist: string): { pages: string[]; others: string[] } {
  const pages: string[] = [];
  const others: string[] = [];
  for (const e of readdirSync(dist, { recursive: true, withFileTypes: true })) if (e.isFile()) (e.name.endsWith('.html') ? pages : others).push(join(e.parentPath, e.name));
  return { pages, others };
}

/** `/de-de/rules` for `{dist}/de-de/rules/index.html`. */
export function pagePath(dist: string, file: string): string {
  return (
    '/' +
    file
      .slice(dist.length)
      .replace(/^\/+/, '')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')
  );
}

/** Whether a site path is answered by a built file or a `_redirects` 200 rewrite to one. */
export function builtChecker(dist: string): (path: string) => boolean {
  const redirects = join(dist, '_redirects');
  const rewrites = (existsSync(redirects) ? readFileSync(redirects, 'utf8') : '')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .flatMap((line) => {
      const [from = '', to = '', status = ''] = line.trim().split(/\s+/);
      // `*` matches anything, `:name` one path segment (the Netlify pattern syntax scripts/serve reads).
      return status === '200'
        ? [
            {
              re: new RegExp(
                '^' +
                  from
                    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
                    .replace(/\*/g, '.*')
                    .replace(/:\w+/g, '[^/]+') +
                  '$',
              ),
              to,
            },
          ]
        : [];
    });
  const isFile = (rel: string) => existsSync(join(dist, rel)) && statSync(join(dist, rel)).isFile();
  const cache = new Map<string, boolean>();
  return (path) => {
    let clean: string;
    try {
      clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '/').replace(/\/$/, '') || '/';
    } catch {
      return false;
    }
    const hit = cache.get(clean);
    if (hit !== undefined) return hit;
    let answer = [clean, `${clean}.html`, join(clean, 'index.html')].some(isFile);
    if (!answer) {
      const rule = rewrites.find((r) => r.re.test(clean));
      answer = !!rule && existsSync(join(dist, rule.to, 'index.html'));
    }
    cache.set(clean, answer);
    return answer;
  };
}

export interface PageScan {
  pages: number;
  /** `url (linked from page)` */
  brokenLinks: string[];
  /** `page: what` */
  missingHead: string[];
}

/** One pass over every page: broken internal links and missing head tags. */
export function scanPages(dist: string, built = builtChecker(dist), files = htmlFiles(dist)): PageScan {
  const broken = new Map<string, string>();
  const missingHead: string[] = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const page = pagePath(dist, file);
    for (const [, url] of html.matchAll(/\s(?:href|src)="(\/(?!\/)[^"]*)"/g)) {
      if (url && !broken.has(url) && !built(url.replace(/&amp;/g, '&'))) broken.set(url, page);
    }
    const head = html.slice(0, html.indexOf('</head>') >>> 0);
    if (/<meta name="robots" content="noindex"/.test(head)) continue;
    if (!/<link rel="canonical" href="https:\/\//.test(head)) missingHead.push(`${page}: canonical`);
    if (!/hreflang="x-default"/.test(head) && !REGION_ONLY.test(page)) missingHead.push(`${page}: x-default`);
    if (!/http-equiv="content-security-policy"/i.test(head)) missingHead.push(`${page}: CSP`);
  }
  return { pages: files.length, brokenLinks: [...broken].map(([url, from]) => `${url} (linked from ${from})`), missingHead };
}

export interface SitemapScan {
  files: number;
  urls: number;
  problems: string[];
}

/** The sitemaps: limits, every listed page built and indexable, every alternate built, x-default present. */
export function scanSitemaps(dist: string, built = builtChecker(dist)): SitemapScan {
  const files = readdirSync(dist).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const problems: string[] = [];
  if (files.length === 0) problems.push('no sitemap-{n}.xml written');
  if (!existsSync(join(dist, 'sitemap-index.xml'))) problems.push('no sitemap-index.xml written');
  let urls = 0;
  for (const f of files) {
    const xml = readFileSync(join(dist, f), 'utf8');
    const bytes = Buffer.byteLength(xml);
    const entries = [...xml.matchAll(/<url>.*?<\/url>/gs)].map((m) => m[0]);
    urls += entries.length;
    if (entries.length >= SITEMAP_MAX_URLS) problems.push(`${f}: ${entries.length} URLs (limit ${SITEMAP_MAX_URLS})`);
    if (bytes >= SITEMAP_MAX_BYTES) problems.push(`${f}: ${bytes} bytes (limit 50 MB)`);
    for (const entry of entries) {
      const loc = new URL(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1]?.replace(/&amp;/g, '&') ?? '').pathname;
      if (!built(loc)) problems.push(`${f}: ${loc} is listed but not built`);
      if (/^\/en-gb(\/|$)/.test(loc)) problems.push(`${f}: ${loc} is a non-canonical /en-gb/ twin`);
      if (/\/(uvn|unsupported-browser|auth)(\/|$)/.test(loc)) problems.push(`${f}: ${loc} is a noindex page`);
      if (!entry.includes('hreflang="x-default"') && !REGION_ONLY.test(loc)) problems.push(`${f}: ${loc} has no x-default alternate`);
      for (const [, href] of entry.matchAll(/ href="([^"]+)"/g)) {
        const path = new URL(href!.replace(/&amp;/g, '&')).pathname;
        if (!built(path)) problems.push(`${f}: alternate ${path} of ${loc} is not built`);
      }
    }
  }
  return { files: files.length, urls, problems: [...new Set(problems)] };
}

/** The mobile help centre is a view of the desktop one (its canonical): its own links stay in that view. */
const MOBILE_VIEW = /^(\/[a-z]{2}-[a-z]{2})?\/help-mobile(\/|$)/;

export interface CrawlOptions {
  /** Pages to start from. */
  from: string[];
  /** Whether a page reached by a link is visited too (its own links followed); every page by default. */
  admit?: (path: string) => boolean;
  built?: (path: string) => boolean;
}

export interface CrawlReport {
  /** Pages read. */
  pages: number;
  /** Internal `<a href>` links on them, and how many distinct targets. */
  links: number;
  targets: number;
  /** `url (linked from page)`: the target was not built. */
  broken: string[];
  /** `url → its canonical (linked from page)`: the link names a page whose canonical is another URL. */
  nonCanonical: string[];
  /** How many links (not targets) name such a page. */
  nonCanonicalLinks: number;
  /** `page → canonical → its canonical`: a canonical that is not its own page's canonical. */
  canonicalChains: string[];
}

/**
 * Follows the internal links of the built site from `from`: every `<a href>` on a visited page must
 * name a built page (or a `_redirects` 200 rewrite, `/hc/…` aside) and, when it names a built page,
 * that page's canonical URL; every visited page's canonical must be canonical itself.
 */
/** The built HTML file of a page path (`/de-de/rules` → …/de-de/rules/index.html), if any. */
export function pageFile(dist: string, path: string): string | undefined {
  return [join(dist, path, 'index.html'), join(dist, `${path}.html`)].find((f) => existsSync(f) && statSync(f).isFile());
}

/** The canonical path a page's HTML names (relative to the site), or the page's own path without one. */
function canonicalIn(html: string, path: string): string {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html.slice(0, html.indexOf('</head>') >>> 0))?.[1];
  return href ? new URL(href.replace(/&amp;/g, '&'), 'https://site.invalid').pathname : path;
}

/**
 * A cached reader of pages' canonical paths: a page without a canonical link is its own; a path that
 * is not a built page (a `_redirects` rewrite, a file) gives null. Reads a page's first 32 KB (the
 * head) unless the head is longer.
 */
export function canonicalReader(dist: string, known = new Map<string, string | null>()): (path: string) => string | null {
  return (path) => {
    const cached = known.get(path);
    if (cached !== undefined) return cached;
    const file = pageFile(dist, path);
    let canonical: string | null = null;
    if (file) {
      const fd = openSync(file, 'r');
      const buffer = Buffer.alloc(32 * 1024);
      const head = buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0));
      closeSync(fd);
      canonical = canonicalIn(head.includes('</head>') ? head : readFileSync(file, 'utf8'), path);
    }
    known.set(path, canonical);
    return canonical;
  };
}

export function crawlSite(dist: string, { from, admit = () => true, built = builtChecker(dist) }: CrawlOptions): CrawlReport {
  const known = new Map<string, string | null>();
  const canonicalOf = canonicalReader(dist, known);
  const queue = [...new Set(from)];
  const seen = new Set(queue);
  const broken = new Map<string, string>();
  const nonCanonical = new Map<string, string>();
  const chains = new Set<string>();
  const targets = new Set<string>();
  let links = 0;
  let pages = 0;
  let nonCanonicalLinks = 0;
  for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
    const file = pageFile(dist, page);
    if (!file) continue;
    pages++;
    const html = readFileSync(file, 'utf8');
    if (!known.has(page)) known.set(page, canonicalIn(html, page));
    const own = canonicalOf(page);
    if (own && own !== page && canonicalOf(own) !== own) chains.add(`${page} → ${own} → ${canonicalOf(own) ?? 'not built'}`);
    for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="(\/(?!\/)[^"]*)"/g)) {
      const url = raw!.replace(/&amp;/g, '&');
      if (url.startsWith('/hc/')) continue;
      links++;
      const path = url.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
      targets.add(path);
      if (!built(path)) {
        if (!broken.has(url)) broken.set(url, page);
        continue;
      }
      const canonical = canonicalOf(path);
      if (canonical && canonical !== path && !(MOBILE_VIEW.test(page) && MOBILE_VIEW.test(path))) {
        nonCanonicalLinks++;
        if (!nonCanonical.has(path)) nonCanonical.set(path, `${path} → ${canonical} (linked from ${page})`);
      }
      if (canonical && !seen.has(path) && admit(path)) {
        seen.add(path);
        queue.push(path);
      }
    }
  }
  return {
    pages,
    links,
    targets: targets.size,
    broken: [...broken].map(([url, page]) => `${url} (linked from ${page})`),
    nonCanonical: [...nonCanonical.values()],
    nonCanonicalLinks,
    canonicalChains: [...chains],
  };
}
