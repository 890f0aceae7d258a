import type { RegionRef } from '../domain/calculator-address.ts';
import { languages } from '../i18n/languages.ts';
import { regions, defaultRegion, type Region } from '../i18n/regions.ts';

/** The `[...region]` route parameter: unprefixed (undefined) for the default region, then every prefix. */
export function regionParams(): Array<{ region: string | undefined; regionData: Region }> {
  return [{ region: undefined, regionData: defaultRegion }, ...regions.map((r) => ({ region: r.code, regionData: r }))];
}

/** A region as the calculator's address rules see it (src/domain/calculator-address.ts). */
export const regionRef = (r: Region): RegionRef => ({
  code: r.code,
  country: r.country,
  isDefault: r.code === defaultRegion.code,
  sendWord: languages[r.lang].sendWord,
  requestWord: languages[r.lang].requestWord,
});

/** Countries with a region of their own: corridor pages are built under them (calculator-address.ts). */
export const regionCountries: string[] = [...new Set(regions.map((r) => r.country))];
