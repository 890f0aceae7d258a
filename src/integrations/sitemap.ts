import type { AstroIntegration } from 'astro';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteUrl, sitemapEntryLimit, isIndexable } from '../site-config.ts';
import { builtPages, headOf } from './built-pages.ts';

/**
 * Sitemaps written from the built pages themselves (replacing @astrojs/sitemap): each page's own
 * canonical and hreflang links are read from its head, so the sitemap says exactly what the pages
 * say, localized URL words included; the plugin derived alternates by swapping the locale prefix
 * (wrong for /de-de/geld-senden and every corridor page) and compared every URL with every other,
 * quadratic at corridor scale. Pages are streamed: memory stays flat however many there are.
 * A page is listed when it is indexable (site-config.ts), not noindex, and its own canonical.
 */

/** The protocol's limits are 50,000 URLs and 50 MB per file; the byte cap keeps a margin. */
const MAX_BYTES = 45 * 1024 * 1024;

interface PageHead {
  canonical: string | null;
  noindex: boolean;
  alternates: Array<{ hreflang: string; href: string }>;
}

/** The head facts of a page's HTML. */
function readHead(html: string): PageHead {
  const head = html.slice(0, html.indexOf('</head>') >>> 0);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? null;
  const alternates = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => ({ hreflang: m[1]!, href: m[2]! }));
  return {
    canonical: canonical && decode(canonical),
    noindex: /<meta name="robots" content="[^"]*noindex/.test(head),
    alternates: alternates.map((a) => ({ hreflang: a.hreflang, href: decode(a.href) })),
  };
}

const decode = (text: string) => text.replace(/&amp;/g, '&');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** One <url> entry with its alternates. */
function urlEntry(loc: string, alternates: PageHead['alternates']): string {
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escape(a.hreflang)}" href="${escape(a.href)}"/>`).join('');
  return `<url><loc>${escape(loc)}</loc>${links}</url>\n`;
}

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

interface SitemapStats {
  files: number;
  urls: number;
  largestBytes: number;
  largestUrls: number;
}

/** Writes sitemap-0.xml, sitemap-1.xml… and sitemap-index.xml into `dist`. */
export async function writeSitemaps(dist: string, site = siteUrl, perFile = sitemapEntryLimit): Promise<SitemapStats> {
  for (const old of (await readdir(dist)).filter((f) => /^sitemap-(\d+|index)\.xml$/.test(f))) await rm(join(dist, old));
  const stats: SitemapStats = { files: 0, urls: 0, largestBytes: 0, largestUrls: 0 };
  let out: WriteStream | null = null;
  let bytes = 0;
  let count = 0;
  const close = async () => {
    if (!out) return;
    const stream = out;
    stream.end(URLSET_CLOSE);
    await new Promise((resolve, reject) => stream.on('finish', resolve).on('error', reject));
    stats.largestBytes = Math.max(stats.largestBytes, bytes + URLSET_CLOSE.length);
    stats.largestUrls = Math.max(stats.largestUrls, count);
    out = null;
  };
  for (const file of builtPages(dist)) {
    const path =
      '/' +
      file
        .slice(dist.length)
        .replace(/^\//, '')
        .replace(/(^|\/)index\.html$/, '')
        .replace(/\.html$/, '');
    const url = new URL(path, site).href;
    if (!isIndexable(url)) continue;
    const head = readHead(headOf(file));
    if (head.noindex || head.canonical !== url) continue;
    const entry = urlEntry(url, head.alternates);
    const size = Buffer.byteLength(entry);
    if (out && (count >= perFile || bytes + size + URLSET_CLOSE.length > MAX_BYTES)) await close();
    if (!out) {
      out = createWriteStream(join(dist, `sitemap-${stats.files}.xml`));
      out.write(URLSET_OPEN);
      stats.files += 1;
      bytes = URLSET_OPEN.length;
      count = 0;
    }
    // Backpressure: wait for the stream to drain rather than buffer a whole file in memory.
    if (!out.write(entry)) await new Promise((resolve) => out!.once('drain', resolve));
    bytes += size;
    count += 1;
    stats.urls += 1;
  }
  await close();
  const index = Array.from({ length: stats.files }, (_, i) => `<sitemap><loc>${escape(new URL(`/sitemap-${i}.xml`, site).href)}</loc></sitemap>`).join('\n');
  const indexStream = createWriteStream(join(dist, 'sitemap-index.xml'));
  indexStream.end(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}\n</sitemapindex>\n`);
  await new Promise((resolve, reject) => indexStream.on('finish', resolve).on('error', reject));
  return stats;
}

export function sitemaps(): AstroIntegration {
  return {
    name: 'sitemaps',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const stats = await writeSitemaps(fileURLToPath(dir));
        logger.info(
          `${stats.urls} URLs in ${stats.files} sitemaps (largest ${(stats.largestBytes / 2 ** 20).toFixed(1)} MiB, ${stats.largestUrls} URLs) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
