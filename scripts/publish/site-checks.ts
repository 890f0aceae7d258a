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
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** Pages built only under region prefixes: no unprefixed version to be x-default. */
const REGION_ONLY = /\/(apple-pay|samsung-pay)$/;

export function htmlFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** `/de-de/rules` for `{dist}/de-de/rules/index.html`. */
export function pagePath(dist: string, file: string): string {
  return '/' + file.slice(dist.length).replace(/^\/+/, '').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}

/** Whether a site path is answered by a built file or a `_redirects` 200 rewrite to one. */
export function builtChecker(dist: string): (path: string) => boolean {
  const redirects = join(dist, '_redirects');
  const rewrites = (existsSync(redirects) ? readFileSync(redirects, 'utf8') : '').split('\n').filter((l) => l.trim() && !l.startsWith('#')).flatMap((line) => {
    const [from = '', to = '', status = ''] = line.trim().split(/\s+/);
    // `*` matches anything, `:name` one path segment (the Netlify pattern syntax scripts/serve reads).
    return status === '200' ? [{ re: new RegExp('^' + from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+') + '$'), to }] : [];
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
