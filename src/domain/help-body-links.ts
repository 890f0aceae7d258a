/**
 * Links and images of support-desk article bodies, rewritten at build time (public-site §2: bodies
 * are prebuilt; no request leaves the site at page load). Desk links (`/hc/{locale}/articles/{id}-…`,
 * sections, categories, the new-request page, on the desk's own host or root-relative) become the
 * site's help paths; attachments become the local copies the snapshot keeps; any other image on
 * another host is dropped rather than loaded from there.
 */
export interface DeskLinkTargets {
  /** Site path of an article, section or category (unprefixed), or undefined when the snapshot lacks it. */
  article(id: number): string | undefined;
  section(id: number): string | undefined;
  category(id: number): string | undefined;
  home: string;
  newRequest: string;
  /** Hosts of the support desk (`sendora.zendesk.com`): their `/hc/…` links are the desk's. */
  deskHosts: readonly string[];
}

/** The desk path of a link, or null when it is not the desk's. */
function deskPath(href: string, deskHosts: readonly string[]): string | null {
  if (href.startsWith('/hc/') || href === '/hc') return href;
  const match = /^https?:\/\/([^/?#]+)(\/hc(?:[/?#].*)?)$/i.exec(href);
  return match && deskHosts.includes(match[1]!.toLowerCase()) ? match[2]! : null;
}

export function rewriteDeskHref(href: string, targets: DeskLinkTargets): string {
  const path = deskPath(href.trim(), targets.deskHosts);
  if (path === null) return href;
  const [, rest = '', hash = ''] = /^([^#]*)(#.*)?$/.exec(path) ?? [];
  const clean = rest.split('?')[0]!.replace(/\/+$/, '');
  const found = /^\/hc(?:\/[a-z]{2}(?:-[a-z]{2,4})?)?\/(articles|sections|categories)\/(\d+)/i.exec(clean);
  if (found) {
    const id = Number(found[2]);
    const kind = found[1]!.toLowerCase();
    const target = kind === 'articles' ? targets.article(id) : kind === 'sections' ? targets.section(id) : targets.category(id);
    // An anchor inside the same article stays useful; a target the snapshot lacks goes to the help home.
    return target ? target + (kind === 'articles' ? hash : '') : targets.home;
  }
  if (/^\/hc(?:\/[a-z]{2}(?:-[a-z]{2,4})?)?\/requests\/new$/i.test(clean)) return targets.newRequest;
  return targets.home;
}

/**
 * An image source: the local copy of a desk attachment (by its full or root-relative URL), a
 * site-relative path as it is, or '' (the image is dropped) for anything on another host.
 */
export function rewriteDeskSrc(src: string, attachments: Readonly<Record<string, string>>, deskHosts: readonly string[]): string {
  const value = src.trim();
  const direct = attachments[value];
  if (direct) return direct;
  const path = deskPath(value, deskHosts);
  if (path !== null) return attachments[path] ?? '';
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return '';
}
