// hreflang alternates of the landings and corridor pages (public-site §2; README Locales and URLs).
// Their URL words are localized, so each region's alternate has its own path, not one shared rest.
import { corridorPagePath, corridorSlug } from '../../domain/calculator-address.ts';
import { alternatesFor, type Alternate } from '../../i18n/paths.ts';
import { languages } from '../../i18n/languages.ts';
import { regions, type Region } from '../../i18n/regions.ts';
import { country } from '../../content/corridors.ts';
import type { CorridorEntry, LandingEntry } from '../../content/landing-routes.ts';
import { regionRef } from '../../content/region-params.ts';

const localizedWord = (entry: LandingEntry): 'sendWord' | 'requestWord' | null => {
  const word = entry.rest.slice(1);
  if (word === languages.en.sendWord || word === languages.en.requestWord) return null;
  return word === languages[entry.region.lang].sendWord ? 'sendWord' : word === languages[entry.region.lang].requestWord ? 'requestWord' : null;
};

/**
 * A landing at a localized word (/de-de/geld-senden) is one of a cluster: every region's landing at
 * its own language's word, x-default the English one. The other landings share their path in every region.
 */
export function landingAlternates(entry: LandingEntry, site: URL): Alternate[] {
  const word = localizedWord(entry);
  if (!word) return alternatesFor(entry.rest, site);
  const english = `/${languages.en[word]}`;
  return [
    ...regions.map((r) => ({ hreflang: r.tag, href: new URL(regionRef(r).isDefault ? english : `/${r.code}/${languages[r.lang][word]}`, site).href })),
    { hreflang: 'x-default', href: new URL(english, site).href },
  ];
}

/** A corridor page's alternates: its page in every region hosting it; x-default the English one (or the first). */
export function corridorAlternates(entry: CorridorEntry, site: URL): Alternate[] {
  const slug = corridorSlug(country(entry.from).seoNameFrom, country(entry.to).seoNameTo);
  const href = (r: Region) => new URL(corridorPagePath(entry.kind, regionRef(r), slug), site).href;
  const fallback = entry.hosts.find((r) => r.lang === 'en') ?? entry.hosts[0]!;
  return [...entry.hosts.map((r) => ({ hreflang: r.tag, href: href(r) })), { hreflang: 'x-default', href: href(fallback) }];
}
