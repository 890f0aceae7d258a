// Where corridor pages live and where the calculator points (public-site §2 Landing pages, §4
// Landing calculator). The build and the island both use these rules, so every address the
// calculator writes is a page that was built (or the /send/{from}/{to} shell that serves any pair).

export type LandingKind = 'send' | 'request';

/** What the rules need of a region (src/i18n/regions.ts), small enough to hand to the island. */
export interface RegionRef {
  /** `de-de`. */
  code: string;
  /** ISO alpha-2, upper case. */
  country: string;
  /** The default region's pages are the unprefixed ones. */
  isDefault: boolean;
  /** The region language's URL words of the two landings (src/i18n/languages.ts). */
  sendWord: string;
  requestWord: string;
}

/** `{fromTo}`: built from the countries' seoNameFrom and seoNameTo ("germany-to-turkey"). */
export const corridorSlug = (seoNameFrom: string, seoNameTo: string): string => `${seoNameFrom}-to-${seoNameTo}`;

const regionPrefix = (region: RegionRef): string => (region.isDefault ? '' : `/${region.code}`);

const landingWord = (kind: LandingKind, region: RegionRef): string => (kind === 'send' ? region.sendWord : region.requestWord);

/**
 * Whether a region hosts the corridor pages of a sending country: a region hosts its own country's
 * corridors; the default region also hosts those of sending countries that have no region, so
 * every corridor of the snapshot has a page (public-site §2; the "region whose country sends").
 */
export function hostsCorridorPages(region: RegionRef, from: string, regionCountries: readonly string[]): boolean {
  const sender = from.toUpperCase();
  return region.country === sender || (region.isDefault && !regionCountries.includes(sender));
}

/** `/{region}/{send-money word}/{fromTo}`, unprefixed in the default region. */
export function corridorPagePath(kind: LandingKind, region: RegionRef, slug: string): string {
  return `${regionPrefix(region)}/${landingWord(kind, region)}/${slug}`;
}

/** `/send/{from}/{to}` (or `/request/…`) under the region: the landing shell that serves any pair. */
export function pairPath(kind: LandingKind, region: RegionRef, from: string, to: string): string {
  return `${regionPrefix(region)}/${kind}/${from.toLowerCase()}/${to.toLowerCase()}`;
}

interface CorridorEnds {
  from: { code: string; seoNameFrom: string };
  to: { code: string; seoNameTo: string };
}

/**
 * The address after a country or currency choice on a landing (public-site §4: /{lang}/{country}{uri}
 * ?toCurrId={id}): the pair's corridor page in this region when the region hosts it, otherwise the
 * region's /send/{from}/{to} shell; always with the chosen payout currency.
 */
export function addressAfterChoice(kind: LandingKind, region: RegionRef, regionCountries: readonly string[], ends: CorridorEnds, toCurrId: number): string {
  const path = hostsCorridorPages(region, ends.from.code, regionCountries)
    ? corridorPagePath(kind, region, corridorSlug(ends.from.seoNameFrom, ends.to.seoNameTo))
    : pairPath(kind, region, ends.from.code, ends.to.code);
  return `${path}?toCurrId=${toCurrId}`;
}
