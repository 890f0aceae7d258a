import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** The import query that turns a browser entry into its bundled, minified text. */
const INLINE_SCRIPT_QUERY = 'inline-script';
/** The import query that turns a browser entry into one ES module file and gives its URL. */
const SCRIPT_FILE_QUERY = 'script-file';

/**
 * Bundles one entry (src/lib/inline/*.ts) into a self-contained, minified script: the domain rules
 * it imports travel inside it, so the code the unit tests pin is the code pages run. A classic
 * script to inline, or an ES module to load by URL. Returns the text and the files it was built from
 * (watched in dev).
 */
async function bundleScript(entry: string, format: 'iife' | 'es'): Promise<{ code: string; files: string[] }> {
  const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format, minify: true, comments: { legal: false, annotation: false, jsdoc: false } });
    const [chunk] = output;
    return { code: chunk.code.trim(), files: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
  } finally {
    await bundle.close();
  }
}

/** The script files the pages load by URL, by their path under the site's root (`_astro/shell.{hash}.js`). */
const scriptFiles = new Map<string, string>();

/** The file's name carries its content's hash, so a CDN and the browser may keep it for good. */
const scriptFileName = (entry: string, code: string): string => `_astro/${basename(entry).replace(/\.ts$/, '')}.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;

/**
 * `import code from './inline/theme.ts?inline-script'` gives the entry's bundled text as a string,
 * which the layouts inline and hash for the CSP (src/lib/inline-scripts.ts).
 * `import url from './inline/shell.ts?script-file'` gives the URL of the entry bundled as an ES
 * module, which an inline script imports when it is first needed; the dev server serves it, and
 * `scriptFileOutput` writes it beside the built pages.
 */
export function inlineScriptBundle(): Plugin {
  return {
    name: 'inline-script-bundle',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (!file || (query !== INLINE_SCRIPT_QUERY && query !== SCRIPT_FILE_QUERY)) return null;
      const { code, files } = await bundleScript(file, query === INLINE_SCRIPT_QUERY ? 'iife' : 'es');
      for (const f of files) this.addWatchFile(f);
      if (query === INLINE_SCRIPT_QUERY) return `export default ${JSON.stringify(code)};`;
      const name = scriptFileName(file, code);
      scriptFiles.set(name, code);
      return `export default ${JSON.stringify(`/${name}`)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const code = scriptFiles.get((req.url ?? '').split('?')[0]?.slice(1) ?? '');
        if (code === undefined) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(code);
      });
    },
  };
}

/** Writes the script files the build's pages load by URL (see `inlineScriptBundle`) into the output. */
export function scriptFileOutput(): AstroIntegration {
  return {
    name: 'script-file-output',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (scriptFiles.size === 0) throw new Error('No script file was bundled: the pages would load a missing shell script');
        for (const [name, code] of scriptFiles) {
          const file = join(fileURLToPath(dir), name);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, code);
        }
        logger.info([...scriptFiles.keys()].join(', '));
      },
    },
  };
}
