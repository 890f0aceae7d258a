import { getCollection, type CollectionEntry } from 'astro:content';
import { languages } from '../i18n/languages.ts';
import type { Region } from '../i18n/regions.ts';
import { fillReferralAmounts } from '../domain/referral-amounts.ts';
import { country, sendCurrencyOf } from './corridors.ts';

type Collection = 'pages' | 'headerMenus' | 'footers';
const indexes = new Map<Collection, Promise<Map<string, unknown>>>();

/** Entries by id, read once per build (getEntry would warn on every English fallback). */
function index<C extends Collection>(collection: C): Promise<Map<string, CollectionEntry<C>['data']>> {
  let found = indexes.get(collection);
  if (!found) {
    found = getCollection(collection).then((entries) => new Map(entries.map((e) => [e.id, e.data])));
    indexes.set(collection, found);
  }
  return found as Promise<Map<string, CollectionEntry<C>['data']>>;
}

/**
 * A CMS entry in the region's language, falling back to English (public-site §1: English is the
 * fallback). `fallback` tells the page to mark the content `lang="en"` for screen readers.
 */
async function localized<C extends Collection>(collection: C, key: string, region: Region) {
  const entries = await index(collection);
  const own = entries.get(`${key}/${languages[region.lang].cmsLocale}`);
  if (own) return { data: own, fallback: false };
  const english = entries.get(`${key}/en`);
  return english ? { data: english, fallback: true } : undefined;
}

export async function getPage(key: string, region: Region) {
  const found = await localized('pages', key, region);
  return found && { page: withRegionAmounts(found.data, region), fallback: found.fallback };
}

const holdsAmounts = new WeakMap<object, boolean>();

/** The entry with its amount placeholders written in the region's currency and language. */
function withRegionAmounts<T extends object>(data: T, region: Region): T {
  let holds = holdsAmounts.get(data);
  if (holds === undefined) holdsAmounts.set(data, (holds = JSON.stringify(data).includes('{referral')));
  if (!holds) return data;
  const currency = sendCurrencyOf(country(region.country)).code;
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return fillReferralAmounts(value, currency, region.tag);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(data) as T;
}

export async function getHeaderMenu(region: Region) {
  return (await localized('headerMenus', 'header-menu', region))?.data;
}

export async function getFooter(region: Region) {
  return (await localized('footers', 'footer', region))?.data;
}

/** Keys of page resources present in the snapshot (in any locale). */
export async function availablePageKeys(): Promise<Set<string>> {
  return new Set([...(await index('pages')).values()].map((page) => page.resource));
}
