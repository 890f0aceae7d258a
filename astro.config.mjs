// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { regions, defaultRegionCode } from './src/i18n/regions.ts';
import { incrementalBuild, siteUrl } from './src/site-config.ts';
import { sitemaps } from './src/integrations/sitemap.ts';
import { cdnFiles } from './src/integrations/cdn-files.ts';
import { appCopies, appSchemas, authShell, sendRoute } from './src/integrations/app-chunks.ts';
import { modulePreload } from './src/integrations/module-preload.ts';
import { inlineScriptBundle, scriptFileOutput } from './src/integrations/inline-script-bundle.ts';
import { stringParts } from './src/integrations/string-parts.ts';
import { interactionDirective } from './src/integrations/directives/integration.ts';
import { thirdPartyOrigins } from './src/lib/third-party.ts';
import { helpSearchOrigins } from './src/lib/help-search-config.ts';
import { mediaHosts, videoEmbedHosts } from './src/content/url-hosts.ts';

// Configured third-party services (none by default) are the only other hosts scripts may come from.
const thirdParty = thirdPartyOrigins();
const extra = thirdParty.map((origin) => ` ${origin}`).join('');

// ASTRO_INCREMENTAL=1 reuses unchanged pages of the previous build (cacheKey per page; measured in scripts/bench/publish.ts).
const incremental = incrementalBuild();

// Everything locale-related derives from the one registry in src/i18n.
export default defineConfig({
  site: siteUrl,
  trailingSlash: 'never',
  // An incremental build mostly copies reused pages, one file-system call after another: eight at
  // a time keep the file system's threads busy (the main thread waited 15 of 41 s; 41 → 38 s for
  // one news edit). A full build renders, which is the main thread's own work: one at a time.
  build: { format: 'directory', concurrency: incremental ? 8 : 1 },
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
    // The shell's module, which every page's inline loader imports on first interaction.
    scriptFileOutput(),
    // The /auth shell's chunks load in parallel with its HTML (the app hydrates at once).
    modulePreload(['auth/index.html']),
  ],
  security: {
    csp: {
      ...(thirdParty.length ? { scriptDirective: { resources: ["'self'", ...thirdParty] } } : {}),
      directives: [
        "default-src 'self'",
        `img-src 'self' data:${mediaHosts.map((h) => ` https://${h}`).join('')}`,
        "font-src 'self'",
        `connect-src 'self'${extra}${helpSearchOrigins()
          .map((o) => ` ${o}`)
          .join('')}`,
        `frame-src 'self'${videoEmbedHosts.map((h) => ` https://${h}`).join('')}${extra}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  // No Shiki: its inline styles would break the strict CSP, and no page shows code.
  markdown: { syntaxHighlight: false },
  prefetch: false,
  experimental: { incrementalBuild: incremental },
  ...(process.env['ASTRO_CACHE_DIR'] ? { cacheDir: process.env['ASTRO_CACHE_DIR'] } : {}),
  devToolbar: { enabled: false },
  // No module preload polyfill (the landing's JS budget). Vite's small preload helper stays: when a
  // lazy chunk is imported it fetches that chunk's own imports and stylesheet beside it.
  // React, react-dom and the renderer travel as one chunk: every island needs all three, and one
  // file compresses better and costs one request instead of four.
  vite: {
    // Every page links the whole site's CSS anyway: one stylesheet is one request and one link
    // instead of two dozen of each.
    build: { assetsInlineLimit: 0, cssCodeSplit: false },
    // The /auth shell group takes modules without their shared dependencies, which Rolldown allows
    // when entry chunks may export more than their module (Astro asks for exactly their exports;
    // islands import their component by name either way).
    // The static pages' inline scripts, bundled from their entries (src/lib/inline-scripts.ts).
    plugins: [
      inlineScriptBundle(),
      // The forms engine's English strings split by the part that shows them (src/i18n/string-parts.ts).
      stringParts(),
      // The pages link the CSS of the build that renders them; the islands' build keeps its split
      // (its CSS is in the pages' stylesheet already).
      { name: 'client-css-split', configEnvironment: (name) => (name === 'client' ? { build: { cssCodeSplit: true } } : undefined) },
      // The /auth app's own copies of the modules it shares with other islands (src/integrations/app-chunks.ts).
      appCopies(),
      { name: 'entry-signatures', applyToEnvironment: (env) => env.name === 'client', options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }) },
    ],
    environments: {
      client: {
        build: {
          modulePreload: false,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Rolldown's runtime helpers and the i18n runtime (a few hundred bytes, no imports) too:
                  // most islands' chunks need them, and alone they would cost the /auth shell a request.
                  {
                    name: 'react',
                    priority: 2,
                    test: (id) =>
                      id === '\0rolldown/runtime.js' || /[\\/]src[\\/]i18n[\\/]runtime\.ts$/.test(id) || /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/.test(id),
                  },
                  // Decimal arithmetic travels with its formatting: nearly every reader of one reads the
                  // other, and split by sharer they cost the send page a request.
                  { name: 'money-format', priority: 2, test: /[\\/]src[\\/]domain[\\/](decimal|money-format)\.ts$/ },
                  // The /auth app's shell in one chunk, and what it shares with other islands in one
                  // chunk per set of islands sharing it (src/integrations/app-chunks.ts).
                  { name: authShell(), priority: 1, includeDependenciesRecursively: false },
                  // The signed-in home's lazy route in one chunk, the schemas it reads included (src/integrations/app-chunks.ts).
                  { name: sendRoute(), priority: 1, includeDependenciesRecursively: false },
                  // The app's answer schemas beyond its shell in one chunk, for the screens that load them without the send route (src/integrations/app-chunks.ts).
                  { name: appSchemas(), priority: 1, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      },
    },
  },
});
