/**
 * Tile rules (public-site §3 Tile): where a tile links and how much of the row it takes.
 */
interface TileLinkSetting {
  url?: string | null | undefined;
  btn_title?: string | null | undefined;
  /** The editor asks for the visitor's /{lang}-{country} prefix on an internal link. */
  add_country_lang_inside_link?: boolean | undefined;
  isExternalButton?: boolean | undefined;
}

interface TileLink {
  href: string;
  label: string;
  /** Opens in a new tab, without a handle on this page. */
  external: boolean;
}

/**
 * The tile's link, or null when it has no url or no button title. An internal link gets the region
 * prefix only when the tile asks (`add_country_lang_inside_link`); an external button is left as
 * it is and opens in a new tab.
 */
export function tileLink(tile: TileLinkSetting, withRegion: (href: string) => string): TileLink | null {
  const url = tile.url?.trim();
  const label = tile.btn_title?.trim();
  if (!url || !label) return null;
  const external = tile.isExternalButton === true || /^https?:\/\//i.test(url);
  const internal = url.startsWith('/') && !url.startsWith('//');
  const href = !external && internal && tile.add_country_lang_inside_link ? withRegion(url) : url;
  return { href, label, external };
}

/** Columns of a 12-column row a tile spans from the tablet width up; full width spans all. */
export function tileSpan(size: 'xs' | 'sm' | 'md' | 'lg', fullwidth: boolean): number {
  if (fullwidth) return 12;
  return { xs: 3, sm: 4, md: 6, lg: 8 }[size];
}
