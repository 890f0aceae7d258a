/**
 * Help-centre paths (public-site §2): four levels under the desktop base `/help` and the mobile
 * base `/help-mobile`, each mobile level also with a trailing `/showChat`; the region prefix is added
 * by src/i18n/paths.ts. Pure, so pages, islands and tests build the same URLs.
 */
import { splitRegionPrefix } from './select-region.ts';

export type HelpBase = 'help' | 'help-mobile';

export type HelpLevel =
  | { kind: 'home' }
  | { kind: 'category'; categoryId: number }
  | { kind: 'section'; categoryId: number; sectionId: number }
  | { kind: 'article'; categoryId: number; sectionId: number; articleId: number };

/** The chat suffix the native app watches for (public-site §2 mobile). */
const SHOW_CHAT = 'showChat';

/** Path of a level without region prefix: `/help/category/1/section/2/article/3[/showChat]`. */
export function helpPath(base: HelpBase, level: HelpLevel, showChat = false): string {
  let path = `/${base}`;
  if (level.kind !== 'home') path += `/category/${level.categoryId}`;
  if (level.kind === 'section' || level.kind === 'article') path += `/section/${level.sectionId}`;
  if (level.kind === 'article') path += `/article/${level.articleId}`;
  return showChat ? `${path}/${SHOW_CHAT}` : path;
}

/** The level one up, for back links and breadcrumbs; the home has none. */
export function parentLevel(level: HelpLevel): HelpLevel | null {
  switch (level.kind) {
    case 'home':
      return null;
    case 'category':
      return { kind: 'home' };
    case 'section':
      return { kind: 'category', categoryId: level.categoryId };
    case 'article':
      return { kind: 'section', categoryId: level.categoryId, sectionId: level.sectionId };
  }
}

/** Every level from the home down to this one (breadcrumbs). */
export function levelTrail(level: HelpLevel): HelpLevel[] {
  const trail: HelpLevel[] = [];
  for (let at: HelpLevel | null = level; at; at = parentLevel(at)) trail.unshift(at);
  return trail;
}

type Platform = 'ios' | 'android';

/** The native app's platform from a query string (public-site §2: `platform=ios|android`). */
export function platformOf(search: string): Platform | null {
  const value = new URLSearchParams(search).get('platform');
  return value === 'ios' || value === 'android' ? value : null;
}

/** A link carrying the platform, keeping its own query and hash; other links stay as they are. */
export function withPlatform(href: string, platform: Platform | null): string {
  if (!platform || !href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = '', query = '', hash = ''] = /^([^?#]*)(?:\?([^#]*))?(#.*)?$/.exec(href) ?? [];
  const params = new URLSearchParams(query);
  params.set('platform', platform);
  return `${path}?${params.toString()}${hash}`;
}

/** Whether a site path is a help-centre page (region prefix optional), so it keeps the platform. */
export function isHelpHref(href: string): boolean {
  return /^\/help(?:-mobile)?(?:[/?#]|$)/.test(splitRegionPrefix(href).rest);
}

/** The same page with the chat suffix (the app opens its chat there); idempotent. */
export function showChatPath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '');
  return clean.endsWith(`/${SHOW_CHAT}`) ? clean : `${clean}/${SHOW_CHAT}`;
}

/** The support desk's new-request page for a region (public-site §2 links): `/hc/{lang}-{country}/requests/new`. */
export function newRequestPath(regionCode: string): string {
  return `/hc/${regionCode.toLowerCase()}/requests/new`;
}
