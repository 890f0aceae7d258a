// The geography block's countries (public-site §3 Geography block): the destinations of a landing's
// sending country, by letter in the page's language, each linking to its corridor page.
import { corridorPagePath, corridorSlug, hostsCorridorPages, pairPath, type LandingKind } from '../../domain/calculator-address.ts';
import { groupByLetter, type LetterGroup } from '../../domain/geography-letters.ts';
import type { Region } from '../../i18n/regions.ts';
import { country, destinationsOf } from '../../content/corridors.ts';
import { regionCountries, regionRef } from '../../content/region-params.ts';

interface GeographyItem {
  code: string;
  name: string;
  href: string;
}

const cache = new Map<string, Array<LetterGroup<GeographyItem>>>();

export function geographyGroups(kind: LandingKind, region: Region, from: string): Array<LetterGroup<GeographyItem>> {
  const key = `${kind}|${region.code}|${from}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const ref = regionRef(region);
  const names = new Intl.DisplayNames([region.tag], { type: 'region' });
  const hosted = hostsCorridorPages(ref, from, regionCountries);
  const sender = country(from);
  const items = destinationsOf(from).map((c) => ({
    code: c.code,
    english: c.name,
    name: names.of(c.code) ?? c.name,
    href: hosted ? corridorPagePath(kind, ref, corridorSlug(sender.seoNameFrom, c.seoNameTo)) : pairPath(kind, ref, from, c.code),
  }));
  // Chinese names are not alphabetic: their letters follow the English names.
  const groups = groupByLetter(items, (i) => (region.lang === 'zh' ? i.english : i.name), region.tag).map((g) => ({
    letter: g.letter,
    items: g.items.map(({ code, name, href }) => ({ code, name, href })),
  }));
  cache.set(key, groups);
  return groups;
}
