// The allowlist for server HTML shown at run time (sender-flows §5: "rich html in errors is
// rendered with only a whitelist of tags and attributes"; design.md: errorText, errorTextLong).
// The browser side of src/lib/sanitize-html.ts: the same idea, a narrower list fit for a message.

/** Tags kept; any other element is dropped and its text kept. */
export const ERROR_HTML_TAGS: ReadonlySet<string> = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'ul', 'ol', 'li', 'a', 'sup', 'sub', 'code']);

/** Elements dropped with everything inside them (their text is code or styling, not message). */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript', 'title', 'head']);

/** Attributes kept, by tag: links only, nothing else (no style, class, id or event handler). */
export const ERROR_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href', 'title'] };

/**
 * A link target kept in error HTML: https, mailto and tel URLs, and paths of this site; anything
 * else (javascript:, data:, protocol-relative, http) is dropped.
 */
export function safeHref(href: string): string | null {
  const text = href.trim();
  if (/[\u0000-\u001f\\]/.test(text)) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return /^(https:\/\/|mailto:|tel:)/i.test(text) ? text : null;
}
