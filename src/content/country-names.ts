import { countryNamer } from '../domain/country-name.ts';
import type { Region } from '../i18n/regions.ts';
import { getPage } from './get-page.ts';

/**
 * Country names in a region's language (decision 013) for build-time pages: the select-region
 * content's names when that content is in the page's language, Intl.DisplayNames for the rest.
 */
const namers = new Map<string, Promise<(code: string, fallback: string) => string>>();

export function countryNamesFor(region: Region): Promise<(code: string, fallback: string) => string> {
  let namer = namers.get(region.tag);
  if (!namer) {
    namer = getPage('select-region', region).then((found) => {
      const blocks = found && !found.fallback ? found.page.blocks : [];
      const countries = blocks.flatMap((b) => (b.__component === 'blocks.region-sections' ? b.sections.flatMap((s) => s.countries) : []));
      return countryNamer(region.tag, new Map(countries.map((c) => [c.code_a2, c.name])));
    });
    namers.set(region.tag, namer);
  }
  return namer;
}
