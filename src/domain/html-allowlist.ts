/**
 * The one allowlist of HTML this site shows from elsewhere: content bodies (CMS pages, help
 * articles), sanitized at build time by src/lib/sanitize-html.ts, and server messages (sender-flows
 * §5: "rich html in errors is rendered with only a whitelist of tags and attributes"; design.md:
 * errorText, errorTextLong), rebuilt tag by tag at run time by the forms engine's RichText. Anything
 * not listed is dropped: scripts, styles, event handlers, iframes, forms, javascript: URLs.
 */

/** Tags a content body keeps. */
export const CONTENT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'blockquote',
  'code',
  'pre',
  'hr',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'sup',
  'sub',
] as const;
type ContentTag = (typeof CONTENT_TAGS)[number];

/** Attributes a content body keeps, by tag. */
export const CONTENT_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
} as const satisfies Partial<Record<ContentTag, readonly string[]>>;

/** Tags a server message keeps: the content list narrowed to what fits a message; any other element is dropped and its text kept. */
export const MESSAGE_TAGS: ReadonlySet<string> = new Set<ContentTag>(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'ul', 'ol', 'li', 'a', 'sup', 'sub', 'code']);

/** Attributes a server message keeps, by tag: links only, nothing else (no style, class, id or event handler). */
export const MESSAGE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href', 'title'] } satisfies Partial<Record<ContentTag, readonly string[]>>;

/** Elements a server message drops with everything inside them (their text is code or styling, not message). */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript', 'title', 'head']);

/** URL schemes a link or image may use; https only with an authority (`https://`). */
export const URL_SCHEMES = ['https', 'mailto', 'tel'] as const;

const allowedScheme = new RegExp(`^(?:${URL_SCHEMES.map((scheme) => (scheme === 'https' ? 'https://' : `${scheme}:`)).join('|')})`, 'i');

/**
 * A link target kept in a server message: a URL of an allowed scheme, or a path of this site;
 * anything else (javascript:, data:, protocol-relative, http) is dropped.
 */
export function safeHref(href: string): string | null {
  const text = href.trim();
  if (/[\u0000-\u001f\\]/.test(text)) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return allowedScheme.test(text) ? text : null;
}
