// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { regions, defaultRegionCode } from './src/i18n/regions.ts';
import { siteUrl } from './src/site-config.ts';
import { sitemaps } from './src/integrations/sitemap.ts';
import { cdnFiles } from './src/integrations/cdn-files.ts';
import { interactionDirective } from './src/islands/directives/integration.ts';
import { thirdPartyOrigins } from './src/lib/third-party.ts';
import { helpSearchOrigins } from './src/lib/help-search-config.ts';
import { mediaHosts, videoEmbedHosts } from './src/content/url-hosts.ts';

// Configured third-party services (none by default) are the only other hosts scripts may come from.
const thirdParty = thirdPartyOrigins();
const extra = thirdParty.map((origin) => ` ${origin}`).join('');

// Everything locale-related derives from the one registry in src/i18n.
export default defineConfig({
  site: siteUrl,
  trailingSlash: 'never',
  build: { format: 'directory' },
  i18n: {
    locales: regions.map((r) => r.code),
    defaultLocale: defaultRegionCode,
    // Pages build their own region paths (unprefixed = default region, plus every prefix).
    routing: 'manual',
  },
  integrations: [
    react(),
    interactionDirective(),
    // Sitemaps from the built pages' own canonical and hreflang links (src/integrations/sitemap.ts).
    sitemaps(),
    cdnFiles(),
  ],
  security: {
    csp: {
      ...(thirdParty.length ? { scriptDirective: { resources: ["'self'", ...thirdParty] } } : {}),
      directives: ["default-src 'self'", `img-src 'self' data:${mediaHosts.map((h) => ` https://${h}`).join('')}`, "font-src 'self'", `connect-src 'self'${extra}${helpSearchOrigins().map((o) => ` ${o}`).join('')}`, `frame-src 'self'${videoEmbedHosts.map((h) => ` https://${h}`).join('')}${extra}`, "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
    },
  },
  // No Shiki: its inline styles would break the strict CSP, and no page shows code.
  markdown: { syntaxHighlight: false },
  prefetch: false,
  // Issue 11: ASTRO_INCREMENTAL=1 reuses unchanged pages of the previous build (cacheKey per page; measured in scripts/bench/publish.ts).
  experimental: { incrementalBuild: process.env['ASTRO_INCREMENTAL'] === '1' },
  ...(process.env['ASTRO_CACHE_DIR'] ? { cacheDir: process.env['ASTRO_CACHE_DIR'] } : {}),
  devToolbar: { enabled: false },
  // No modulepreload helper: islands import their lazy chunks plainly (the landing's JS budget).
  // React, react-dom and the renderer travel as one chunk: every island needs all three, and one
  // file compresses better and costs one request instead of four.
  vite: {
    build: { assetsInlineLimit: 0 },
    environments: {
      client: {
        build: {
          modulePreload: false,
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ }] } } },
        },
      },
    },
  },
});
