import { countries } from '../../content-cache/backend/countries.json' with { type: 'json' };
import { currencies } from '../../content-cache/backend/currencies.json' with { type: 'json' };
import type { SearchableCountry } from '../domain/country-search.ts';
import type { Region } from '../i18n/regions.ts';

const currencyCode = new Map(currencies.map((c) => [c.id, c.code]));

/**
 * Countries of the invite phone picker (public-site §3 Country, §5), in the page language. The
 * invited friend registers as a sender, so the picker offers the countries Sendora sends from (the
 * spec's "some countries excluded"); the English name is kept as a synonym, so a visitor on a
 * German page still finds "Germany" by its English name.
 */
export function phoneCountries(region: Region): SearchableCountry[] {
  const names = new Intl.DisplayNames([region.tag, 'en'], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(region.tag);
  return countries
    .filter((c) => c.canSend)
    .map((c) => {
      const name = names.of(c.code) ?? c.name;
      return {
        code_a2: c.code,
        name,
        phone_prefix: c.phone_prefix,
        synonym: [name === c.name ? '' : c.name, c.synonym].filter(Boolean).join(', '),
        alias: c.alias,
        currencies: c.currencies.map((id) => currencyCode.get(id)).filter((code): code is string => !!code),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}
