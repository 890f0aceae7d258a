import sanitize from 'sanitize-html';
import { localizeHref } from '../i18n/paths.ts';
import { allowedMediaUrl, allowedUrl, contentLinkPolicy } from '../domain/url-rule.ts';
import { mediaHosts } from '../content/url-hosts.ts';
import type { Region } from '../i18n/regions.ts';

/**
 * Allowlist sanitizer for untrusted HTML (CMS bodies, help articles) at build time. Anything not
 * listed is dropped: scripts, styles, event handlers, iframes, forms, javascript: URLs.
 */
export const allowedTags = ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'u', 'blockquote', 'code', 'pre', 'hr', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span', 'sup', 'sub'];

export function sanitizeHtml(html: string, region: Region | null = null, rewriteSrc: (src: string) => string = (s) => s): string {
  return sanitize(html, {
    allowedTags,
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
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
