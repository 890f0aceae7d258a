import { regions, defaultRegion, type Region } from '../i18n/regions.ts';

/** The `[...region]` route parameter: unprefixed (undefined) for the default region, then every prefix. */
export function regionParams(): Array<{ region: string | undefined; regionData: Region }> {
  return [{ region: undefined, regionData: defaultRegion }, ...regions.map((r) => ({ region: r.code, regionData: r }))];
}
