/**
 * Parts of the page shell that are the same on many pages (a region's header, its footer's link
 * lists and legal lines, the app popup) are rendered once per build for each key and written again
 * on every later page with that key: Astro renders every page's component tree anew, and these
 * parts were a third of a build's rendering. The key names everything the part depends on.
 */
const reused = new Map<string, Promise<string>>();

// React islands number their useIds per page (`prefix="r3"`, ids like `_r3R_1_`). A reused part's
// islands take its own prefixes instead, so they never meet those of a page it is written into.
const ISLAND_PREFIX = /<astro-island\b[^>]*?\sprefix="(r\d+)"/g;

/** FNV-1a of `text`, in base 36. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** `html` with its islands' React prefixes (and the ids made from them) moved into `namespace`. */
export function ownIslandPrefixes(html: string, namespace: string): string {
  const prefixes = new Set([...html.matchAll(ISLAND_PREFIX)].map((m) => m[1]!));
  if (prefixes.size === 0) return html;
  const own = (prefix: string) => `${namespace}${prefix.slice(1)}`;
  return html.replace(/(\sprefix=")(r\d+)"|_(r\d+)R_/g, (whole, attribute: string | undefined, inAttribute: string | undefined, inId: string | undefined) => {
    const prefix = inAttribute ?? inId!;
    if (!prefixes.has(prefix)) return whole;
    return attribute ? `${attribute}${own(prefix)}"` : `_${own(prefix)}R_`;
  });
}

/**
 * The HTML of the part named `key` (its kind, then what it depends on: `header:en-gb:landing`),
 * rendered by `render` the first time the build asks for it. `fresh` renders every time (the dev
 * server, whose content changes while it runs).
 */
export function reusedHtml(key: string, render: () => Promise<string>, fresh = false): Promise<string> {
  if (!/^[a-z]+/.test(key)) throw new Error(`a reused part's key starts with its kind in lowercase letters: ${key}`);
  // A hash of the whole key: two parts on one page never share a namespace.
  const namespace = `s${hash(key)}-`;
  const rendered = () => render().then((html) => ownIslandPrefixes(html, namespace));
  if (fresh) return rendered();
  let found = reused.get(key);
  if (!found) reused.set(key, (found = rendered()));
  return found;
}

/** Forgets every part (tests). */
export function forgetReused(): void {
  reused.clear();
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `html` with its links to `href` marked as the page itself (`aria-current="page"`). */
export function markCurrentLink(html: string, href: string): string {
  const link = `<a href="${attribute(href)}"`;
  const parts = html.split(link);
  // A part starting with more of an address is a link to another page (`/send-money/uk-to-indo` is not `/send-money/uk-to-indonesia`).
  return parts.reduce((marked, part) => `${marked}${link}${/^[\s>]/.test(part) ? ` aria-current="page"` : ''}${part}`);
}
