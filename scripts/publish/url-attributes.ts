/**
 * URL attributes of built HTML that a browser follows or loads (href, src, srcset, action,
 * formaction, poster, and the other URL attributes of HTML and SVG), plus `data-*` attributes that
 * scripts turn into URLs. Used by the build-output checks: no built page may carry a scheme outside
 * the URL rule's allowlist (src/domain/url-rule.ts), whatever the content held.
 */

/** Schemes that run script or open a document of the attacker's making. */
const SCRIPT_CAPABLE = /^(javascript|vbscript|data|livescript|mocha|blob|filesystem):/i;

/** Schemes a built page may link to; site paths, fragments and relative paths have none. */
const ALLOWED_SCHEMES = new Set(['https:', 'mailto:', 'tel:']);

export interface UnsafeAttribute {
  attribute: string;
  value: string;
  why: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', sol: '/', bsol: '\\', nbsp: '\u00a0' };

/** The attribute value as the browser sees it: character references decoded. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[ref.toLowerCase()] ?? match;
  });
}

/** The URL as the browser parses it: tab and newline removed anywhere, C0 controls and spaces trimmed. */
function browserForm(url: string): string {
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** Why a URL attribute value is unsafe, or null. */
export function unsafeUrl(attribute: string, raw: string): string | null {
  const name = attribute.toLowerCase();
  const decoded = decodeAttribute(raw);
  if (name.startsWith('data-')) {
    const url = browserForm(decoded);
    return SCRIPT_CAPABLE.test(url) ? 'script-capable scheme in a data attribute' : null;
  }
  // A frame's inline document is never something a built page carries.
  if (name === 'srcdoc') return 'inline frame document';
  // <meta http-equiv="refresh" content="0;url=…">: the URL after `url=`.
  if (name === 'content') {
    const target = /^\s*\d*\s*[;,]\s*url\s*=\s*['"]?([^'"]*)/i.exec(decoded)?.[1];
    return target === undefined ? null : unsafeUrl('href', target);
  }
  const candidates =
    name === 'srcset' || name === 'imagesrcset' ? decoded.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : name === 'values' ? decoded.split(';').map((c) => c.trim()) : [decoded];
  for (const candidate of candidates) {
    const url = browserForm(candidate);
    if (/^[/\\]{2}/.test(url)) return 'protocol-relative URL (another site)';
    if (/\\/.test(url) && /^\//.test(url)) return 'backslash in a site path';
    const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(url)?.[1]?.toLowerCase();
    if (scheme && !ALLOWED_SCHEMES.has(scheme)) return `scheme ${scheme} outside the allowlist`;
  }
  return null;
}

/** URL and data-* attributes with their value (double-quoted, single-quoted or bare, as HTML allows). */
const ATTRIBUTE =
  /[\s"'/](href|src|srcset|imagesrcset|action|formaction|poster|cite|background|ping|xlink:href|manifest|lowsrc|longdesc|usemap|codebase|archive|data|srcdoc|content|values|to|from|data-[\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/**
 * Every unsafe URL attribute in an HTML document. One flat pass over the text (29,000 pages must
 * scan in seconds): a match inside a script's text is reported too, which errs on the safe side.
 */
export function unsafeUrlAttributes(html: string): UnsafeAttribute[] {
  const found: UnsafeAttribute[] = [];
  for (const m of html.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    const why = unsafeUrl(name, value);
    if (why) found.push({ attribute: name, value, why });
  }
  return found;
}
