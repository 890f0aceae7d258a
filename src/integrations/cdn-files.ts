import type { AstroIntegration } from 'astro';
import { cp, writeFile } from 'node:fs/promises';
import { createReadStream, existsSync } from 'node:fs';
import { join, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteUrl } from '../site-config.ts';
import { securityHeaders, runtimeRewrites, cspHeader, deskRedirect } from './cdn-rules.ts';
import { regionCodes } from '../i18n/regions.ts';
import { builtPages, headOf } from './built-pages.ts';

const mediaSource = fileURLToPath(new URL('../../content-cache/media/', import.meta.url));

/** Collects the script and style hashes Astro put in each page's CSP meta (in its head), for the site-wide header. */
function collectCspHashes(dist: string): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of builtPages(dist)) {
    const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(headOf(file))?.[1];
    if (!meta) continue;
    for (const directive of meta.split(';')) {
      const [name, ...values] = directive.trim().split(/\s+/);
      const target = name === 'script-src' ? scripts : name === 'style-src' ? styles : undefined;
      for (const v of values) if (target && /^'sha(256|384|512)-/.test(v)) target.add(v);
    }
  }
  return { scripts, styles };
}

/**
 * Writes what a CDN needs beside the pages: `_headers` (security headers, a site-wide CSP, caching),
 * `_redirects` (rewrites for the runtime shells), robots.txt, and the snapshot's media files.
 */
export function cdnFiles(): AstroIntegration {
  return {
    name: 'cdn-files',
    hooks: {
      'astro:server:setup': ({ server }) => {
        // The dev server serves snapshot media from where the snapshot keeps it.
        server.middlewares.use('/media', (req, res, next) => {
          const file = join(mediaSource, decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
          if (!file.startsWith(mediaSource) || !existsSync(file)) return next();
          res.setHeader('Content-Type', extname(file) === '.svg' ? 'image/svg+xml' : 'application/octet-stream');
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        if (existsSync(mediaSource)) await cp(mediaSource, join(dist, 'media'), { recursive: true });
        const hashes = collectCspHashes(dist);
        await writeFile(join(dist, '_headers'), securityHeaders(cspHeader(hashes)));
        const rewrites = runtimeRewrites(regionCodes).filter((rule) => existsSync(join(dist, rule.target)));
        const desk = deskRedirect(process.env['HELPDESK_URL']);
        await writeFile(join(dist, '_redirects'), [...(desk ? [desk] : []), ...rewrites.map((r) => `${r.from} ${r.to} ${r.status}`)].join('\n') + '\n');
        await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /auth/\nDisallow: /web/\n\nSitemap: ${new URL('/sitemap-index.xml', siteUrl).href}\n`);
        logger.info(`_headers (CSP with ${hashes.scripts.size} script hashes), _redirects (${rewrites.length + (desk ? 1 : 0)} rules${desk ? ', /hc/* to the desk' : ''}), robots.txt, media`);
      },
    },
  };
}
