// Where the send and request landings and the corridor pages are published (public-site §2 Landing
// pages), for every region. Bare landings exist in every region; corridor pages only in the regions
// that host their sending country (src/domain/calculator-address.ts), unless CORRIDOR_REGIONS=all
// asks for every region (the bench's full set) or CORRIDOR_REGIONS=none for none (quick local builds);
// CORRIDOR_PAIR_LIMIT=N keeps the first N pairs (the bench's generated set).
import { corridorPagePath, corridorSlug, hostsCorridorPages, type LandingKind } from '../domain/calculator-address.ts';
import { languages } from '../i18n/languages.ts';
import { regions, defaultRegion, type Region } from '../i18n/regions.ts';
import { regionCountries, regionRef } from './region-params.ts';
import { country, defaultDestination, pairs, senders } from './corridors.ts';

type LandingCmsKey = 'home' | 'send-landing' | 'request-landing';

export interface LandingEntry {
  kind: LandingKind;
  region: Region;
  /** Path without the region prefix. */
  rest: string;
  /** Published under the region prefix (false: the default region's unprefixed page). */
  prefixed: boolean;
  cmsKey: LandingCmsKey;
  /** A landing about one destination or method: /alipay (China, Alipay), /guatemala. */
  preset?: { to: string; deliveryMethod?: string };
}

const sendPaths = (r: Region) => [...new Set(['/', '/send', '/send-money', '/alipay', `/${languages[r.lang].sendWord}`])];
const requestPaths = (r: Region) => [...new Set(['/request', '/request-money', '/guatemala', `/${languages[r.lang].requestWord}`])];
const presets: Record<string, LandingEntry['preset']> = { '/alipay': { to: 'CN', deliveryMethod: 'ALIPAY' }, '/guatemala': { to: 'GT' } };

/** Every bare landing: unprefixed (the default region) and under every region prefix. */
export function landingEntries(): LandingEntry[] {
  const placed = [{ region: defaultRegion, prefixed: false }, ...regions.map((region) => ({ region, prefixed: true }))];
  return placed.flatMap(({ region, prefixed }) => [
    ...sendPaths(region).map((rest): LandingEntry => ({ kind: 'send', region, rest, prefixed, cmsKey: rest === '/' ? 'home' : 'send-landing', ...(presets[rest] ? { preset: presets[rest] } : {}) })),
    ...requestPaths(region).map((rest): LandingEntry => ({ kind: 'request', region, rest, prefixed, cmsKey: 'request-landing', ...(presets[rest] ? { preset: presets[rest] } : {}) })),
  ]);
}

/** The sending country of a region's landings: its own when it sends, else the default region's. */
function landingSender(region: Region): string {
  return senders.some((s) => s.code === region.country) ? region.country : defaultRegion.country;
}

/** A landing's first corridor: its preset destination when the sender serves it, else a popular one. */
export function landingPair(entry: Pick<LandingEntry, 'region' | 'preset'>): { from: string; to: string; deliveryMethod?: string } {
  const from = landingSender(entry.region);
  const preset = entry.preset && pairs.has(`${from}-${entry.preset.to}`) ? entry.preset : undefined;
  return { from, to: preset?.to ?? defaultDestination(from), ...(preset?.deliveryMethod ? { deliveryMethod: preset.deliveryMethod } : {}) };
}

export interface CorridorEntry {
  kind: LandingKind;
  region: Region;
  rest: string;
  from: string;
  to: string;
  /** The regions this corridor page exists in (hreflang alternates). */
  hosts: Region[];
}

type CorridorScale = 'sender' | 'all' | 'none';

function corridorScale(value = process.env['CORRIDOR_REGIONS']): CorridorScale {
  return value === 'all' || value === 'none' ? value : 'sender';
}

/** The regions hosting a sending country's corridor pages. */
function corridorHosts(from: string, scale: CorridorScale = 'sender'): Region[] {
  if (scale === 'none') return [];
  return scale === 'all' ? regions : regions.filter((r) => hostsCorridorPages(regionRef(r), from, regionCountries));
}

/** Every corridor page of the snapshot, for both landing kinds. */
export function corridorEntries(scale: CorridorScale = corridorScale()): CorridorEntry[] {
  const entries: CorridorEntry[] = [];
  // The bench's generated sets: the first N pairs of the snapshot (every pair unless set).
  const limit = Number(process.env['CORRIDOR_PAIR_LIMIT']) || Infinity;
  for (const key of [...pairs.keys()].slice(0, limit)) {
    const [from = '', to = ''] = key.split('-');
    const slug = corridorSlug(country(from).seoNameFrom, country(to).seoNameTo);
    const hosts = corridorHosts(from, scale);
    for (const kind of ['send', 'request'] as const) {
      for (const region of hosts) entries.push({ kind, region, rest: stripPrefix(corridorPagePath(kind, regionRef(region), slug), region), from, to, hosts });
    }
  }
  return entries;
}

const stripPrefix = (path: string, region: Region) => (path.startsWith(`/${region.code}/`) ? path.slice(region.code.length + 1) : path);
