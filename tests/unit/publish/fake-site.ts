/**
 * A small, real builder for the publish tests: renders a site from a snapshot folder (the sync's
 * output) the way the Astro build shapes it, in milliseconds: `/` and `/de-de` homes linking every
 * news article, `/news/{slug}` and `/de-de/news/{slug}` per published English news entry of
 * `cms/news-articles/en/`, each page with canonical, hreflang alternates with x-default and a CSP
 * meta; 404.html, `_redirects`, `_headers`; and the sitemaps by the site's own writer
 * (src/integrations/sitemap.ts). `tweak` changes the output before the builder returns (a broken
 * page, a slow build…).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Builder } from '../../../scripts/publish/build.ts';
import { writeSitemaps } from '../../../src/integrations/sitemap.ts';

const SITE = 'https://www.sendora.example';

export interface News {
  slug: string;
  title: string;
}

export function newsOf(snapshot: string): News[] {
  const dir = join(snapshot, 'cms/news-articles/en');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^page-\d+\.json$/.test(f))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { data: Array<{ slug: string; title: string; publishedAt: string | null }> }).data)
    .filter((n) => n.publishedAt !== null)
    .map((n) => ({ slug: n.slug, title: n.title }));
}

function page(path: string, lang: string, title: string, body: string, alternates: Array<[string, string]>): string {
  const links = alternates.map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${SITE}${href}">`).join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self'"><title>${title}</title><link rel="canonical" href="${SITE}${path}">${links}</head><body><main><h1>${title}</h1>${body}</main></body></html>\n`;
}

function write(out: string, path: string, html: string): void {
  const dir = join(out, path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
}

/** Renders the site into `out` from `snapshot` (synchronously). */
export function renderFakeSite(snapshot: string, out: string): void {
  const news = newsOf(snapshot);
  mkdirSync(out, { recursive: true });
  const pair = (rest: string): Array<[string, string]> => [
    ['en-GB', rest || '/'],
    ['de-DE', `/de-de${rest}`],
    ['x-default', rest || '/'],
  ];
  const list = (prefix: string) => `<ul>${news.map((n) => `<li><a href="${prefix}/news/${n.slug}">${n.title}</a></li>`).join('')}</ul>`;
  write(out, '', page('/', 'en', 'Sendora', list(''), pair('')));
  write(out, 'de-de', page('/de-de', 'de', 'Sendora', list('/de-de'), pair('')));
  for (const n of news) {
    write(out, `news/${n.slug}`, page(`/news/${n.slug}`, 'en', n.title, `<p>${n.title}</p><a href="/">Home</a>`, pair(`/news/${n.slug}`)));
    write(out, `de-de/news/${n.slug}`, page(`/de-de/news/${n.slug}`, 'de', n.title, `<p lang="en">${n.title}</p><a href="/de-de">Start</a>`, pair(`/news/${n.slug}`)));
  }
  writeFileSync(join(out, '404.html'), page('/404', 'en', 'Not found', '<p>Not found</p>', []).replace('<head>', '<head><meta name="robots" content="noindex">'));
  writeFileSync(join(out, '_redirects'), '');
  writeFileSync(join(out, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
}

/** A Builder over renderFakeSite; `tweak` runs on the output before the build reports success. */
export function fakeSiteBuilder(snapshot: string, tweak?: (out: string) => void | Promise<void>): Builder & { builds: number } {
  const builder = Object.assign(
    async (out: string) => {
      builder.builds++;
      const started = performance.now();
      renderFakeSite(snapshot, out);
      await tweak?.(out);
      await writeSitemaps(out, SITE);
      return { ok: true, log: '', ms: Math.round(performance.now() - started) };
    },
    { builds: 0 },
  );
  return builder;
}
