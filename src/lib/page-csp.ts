import { createHash } from 'node:crypto';

/**
 * Astro's CSP meta lists the hash of every inline script the site has, on every page (the layout
 * registers them all before the body renders). A page only needs the hashes of the scripts it
 * carries: the rest cost about 1 KB gzip a page and allow nothing the page runs. The site-wide
 * header (`_headers`) is built from these lists, so it still holds every script some page carries.
 */
const META = /<meta http-equiv="content-security-policy" content="([^"]*)">/i;
// Inline scripts only: an external script is allowed by 'self', not by a hash.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

function hashOf(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/** The page with its CSP meta's script-src narrowed to the hashes of the inline scripts it carries. */
export function narrowScriptHashes(html: string): string {
  const meta = META.exec(html);
  if (!meta?.[1]) return html;
  const present = new Set([...html.matchAll(INLINE_SCRIPT)].map((m) => hashOf(m[1] ?? '')));
  const policy = meta[1]
    .split(';')
    .map((directive) => {
      const tokens = directive.trim().split(/\s+/);
      if (tokens[0] !== 'script-src') return directive;
      return tokens.filter((t) => !/^'sha(256|384|512)-/.test(t) || present.has(t)).join(' ');
    })
    .join(';');
  return html.slice(0, meta.index) + meta[0].replace(meta[1], policy) + html.slice(meta.index + meta[0].length);
}
