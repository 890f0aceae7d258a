// The calculator island's props for one page: its first state, the strings it shows, and the
// locale facts computed here so server and browser render the same characters.
import { separatorsFor } from '../../domain/amount-input.ts';
import { numberShape } from '../../domain/money-format.ts';
import type { LandingKind } from '../../domain/calculator-address.ts';
import type { Region } from '../../i18n/regions.ts';
import { dictionary, translate } from '../../i18n/translate.ts';
import type { CalculatorProps } from '../../islands/calculator/Calculator.tsx';
import type { CalculatorData } from '../../ui/calculator/calculator-data.ts';
import { snapshotTime } from '../../content/corridors.ts';
import { regionCountries, regionRef } from '../../content/region-params.ts';

/** Key families of the landing namespace the island reads. */
const islandKeys = /^(calculator|fresh|amount|tariff|menu|method|special)\./;

const stringCache = new Map<string, Record<string, string>>();
function islandStrings(region: Region): Record<string, string> {
  const cached = stringCache.get(region.lang);
  if (cached) return cached;
  const keys = Object.keys(dictionary('en', 'landing') ?? {}).filter((k) => islandKeys.test(k));
  const strings = Object.fromEntries(keys.map((k) => [k, translate(region.lang, `landing::${k}`)]));
  stringCache.set(region.lang, strings);
  return strings;
}

// Building an Intl formatter costs far more than using one, and every corridor page of a region
// asks for the same ones: one per locale for the build.
const snapshotFormats = new Map<string, Intl.DateTimeFormat>();
const separatorsByTag = new Map<string, ReturnType<typeof separatorsFor>>();

/** "20 Nov 2026, 06:00 UTC" in the page's language: the time static fees and rates are quoted at. */
export function snapshotText(region: Region, at = snapshotTime): string {
  let format = snapshotFormats.get(region.tag);
  if (!format) snapshotFormats.set(region.tag, (format = new Intl.DateTimeFormat(region.tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })));
  return `${format.format(new Date(at))} UTC`;
}

function separators(tag: string): ReturnType<typeof separatorsFor> {
  let known = separatorsByTag.get(tag);
  if (!known) separatorsByTag.set(tag, (known = separatorsFor(tag)));
  return { ...known };
}

export function calculatorProps(kind: LandingKind, region: Region, state: CalculatorData): CalculatorProps {
  return {
    kind,
    state,
    s: islandStrings(region),
    closeLabel: translate(region.lang, 'common::a11y.close'),
    tag: region.tag,
    separators: separators(region.tag),
    shape: numberShape(region.tag),
    region: regionRef(region),
    regionCountries,
    snapshotText: snapshotText(region),
  };
}
