import selectRegion from '../../content-cache/cms/select-region/en.json' with { type: 'json' };
import { regionSectionsBlock } from './region-sections.ts';
import { languages, isLang, type Lang } from './languages.ts';

/**
 * Regions are the `{lang}-{country}` prefixes of the site (en-gb, de-de, in-id…). They come from the
 * English select-region content of the snapshot, so an editor adding a country there adds a region.
 */
export interface Region {
  /** URL prefix, lowercase: `de-at`. */
  code: string;
  lang: Lang;
  /** ISO 3166-1 alpha-2, uppercase. */
  country: string;
  countryName: string;
  /** BCP 47 tag for hreflang and `lang`: `de-AT`, `id-ID`, `zh-Hans-CN`. */
  tag: string;
}

/** The unprefixed pages are this region's (public-site §2: default footer language en, country gb). */
export const defaultRegionCode = 'en-gb';

function readRegions(): Region[] {
  const block = (selectRegion.data.blocks as unknown[]).find((b): b is { __component: 'blocks.region-sections' } => (b as { __component?: string }).__component === 'blocks.region-sections');
  if (!block) throw new Error('content-cache/cms/select-region/en.json: no blocks.region-sections block, so no regions can be derived');
  const sections = regionSectionsBlock.parse(block).sections;
  const regions: Region[] = [];
  for (const country of sections.flatMap((s) => s.countries)) {
    for (const { lang } of country.languages) {
      if (!isLang(lang)) throw new Error(`select-region: ${country.code_a2} lists unknown language "${lang}"`);
      regions.push({
        code: `${lang}-${country.code_a2.toLowerCase()}`,
        lang,
        country: country.code_a2,
        countryName: country.name,
        tag: `${languages[lang].tag}-${country.code_a2}`,
      });
    }
  }
  return regions;
}

export const regions: Region[] = readRegions();
export const regionCodes = regions.map((r) => r.code);
const byCode = new Map(regions.map((r) => [r.code, r]));

export function getRegion(code: string): Region | undefined {
  return byCode.get(code.toLowerCase());
}

export const defaultRegion: Region = (() => {
  const region = byCode.get(defaultRegionCode);
  if (!region) throw new Error(`select-region must list the default region ${defaultRegionCode}`);
  return region;
})();

/** Regions of one language, e.g. for the language picker's choices in a country. */
export function regionsOfCountry(country: string): Region[] {
  return regions.filter((r) => r.country === country.toUpperCase());
}
