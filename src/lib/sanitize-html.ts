import sanitize from 'sanitize-html';
import { localizeHref } from '../i18n/paths.ts';
import { allowedMediaUrl, allowedUrl, contentLinkPolicy } from '../domain/url-rule.ts';
import { mediaHosts } from '../content/url-hosts.ts';
import { CONTENT_ATTRIBUTES, CONTENT_TAGS, URL_SCHEMES } from '../domain/html-allowlist.ts';
import type { Region } from '../i18n/regions.ts';

/**
 * Sanitizer for untrusted HTML (CMS bodies, help articles) at build time, through the content
 * allowlist of src/domain/html-allowlist.ts.
 */

// The same short texts (the footer's licence, heroes, steps) are sanitized on every page of a
// region: their results are kept for the build. Long bodies are sanitized once a page anyway and
// would only hold memory; a custom `rewriteSrc` is not part of the key, so it is never kept.
const MEMO_TEXT_LIMIT = 4096;
const MEMO_LIMIT = 4096;
const memo = new Map<string, string>();

export function sanitizeHtml(html: string, region: Region | null = null, rewriteSrc?: (src: string) => string): string {
  if (rewriteSrc || html.length > MEMO_TEXT_LIMIT) return sanitizeOnce(html, region, rewriteSrc);
  const key = `${region?.code ?? ''}\u0000${html}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const clean = sanitizeOnce(html, region);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, clean);
  return clean;
}

function sanitizeOnce(html: string, region: Region | null, rewriteSrc: (src: string) => string = (s) => s): string {
  return sanitize(html, {
    allowedTags: [...CONTENT_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(CONTENT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: [...URL_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs['href'] ?? '';
        const external = /^https?:/i.test(href);
        const attrs: Record<string, string> = { ...attribs, href: localizeHref(href, region) };
        // The one URL rule of content links holds in bodies too: a link it refuses loses its href.
        if (href && !href.startsWith('#') && allowedUrl(href, contentLinkPolicy) === null) delete attrs['href'];
        // New tabs never get a handle on this page.
        if (attrs['target'] === '_blank' || external) attrs['rel'] = 'noopener noreferrer';
        if (attrs['target'] && attrs['target'] !== '_blank') delete attrs['target'];
        return { tagName, attribs: attrs };
      },
      // Images in bodies obey the media rule like every other image: this site's media or MEDIA_HOSTS.
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: allowedMediaUrl(rewriteSrc(attribs['src'] ?? ''), mediaHosts) ?? '', alt: attribs['alt'] ?? '' } }),
    },
    // An image whose source the rule refused is dropped whole.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
  });
}
