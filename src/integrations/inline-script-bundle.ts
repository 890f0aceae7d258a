import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** The import query that turns a browser entry into its bundled, minified text. */
const INLINE_SCRIPT_QUERY = 'inline-script';

/**
 * Bundles one entry (src/lib/inline/*.ts) into a self-contained, minified classic script: the
 * domain rules it imports travel inside it, so the code the unit tests pin is the code pages run.
 * Returns the text and the files it was built from (watched in dev).
 */
async function bundleInlineScript(entry: string): Promise<{ code: string; files: string[] }> {
  const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true, comments: { legal: false, annotation: false, jsdoc: false } });
    const [chunk] = output;
    return { code: chunk.code.trim(), files: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
  } finally {
    await bundle.close();
  }
}

/**
 * `import code from './inline/theme.ts?inline-script'` gives the entry's bundled text as a string,
 * which the layouts inline and hash for the CSP (src/lib/inline-scripts.ts).
 */
export function inlineScriptBundle(): Plugin {
  return {
    name: 'inline-script-bundle',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (query !== INLINE_SCRIPT_QUERY || !file) return null;
      const { code, files } = await bundleInlineScript(file);
      for (const f of files) this.addWatchFile(f);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
