import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticImportClosure } from '../../scripts/first-javascript.ts';

/**
 * Module preloads for the island shells that hydrate at once (the /auth app): the browser fetches
 * every chunk the island imports statically while it reads the HTML, instead of discovering them
 * one import level at a time. Vite's preload helper only starts when a lazy import runs, after the
 * island's code has loaded, so the first screen's links are written into the built page.
 */
export function modulePreload(pages: readonly string[]): AstroIntegration {
  return {
    name: 'module-preload',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        for (const page of pages) {
          const file = join(dist, page);
          if (!existsSync(file)) continue;
          const html = await readFile(file, 'utf8');
          const entries = new Set<string>();
          for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
            if (!/ client="load"/.test(tag)) continue;
            for (const m of tag.matchAll(/ (?:component-url|renderer-url)="(\/[^"]+)"/g)) entries.add(m[1]!);
          }
          const links = [...staticImportClosure(dist, entries)]
            .sort()
            .map((url) => `<link rel="modulepreload" href="${url}">`)
            .join('');
          if (!links || !html.includes('</head>')) continue;
          await writeFile(file, html.replace('</head>', `${links}</head>`));
          logger.info(`${page}: ${links.split('<link').length - 1} module preloads`);
        }
      },
    },
  };
}
