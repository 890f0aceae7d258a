/**
 * Business payment options (public-site §3 Payment option, §4): the region filter's choices and
 * which countries it leaves. The empty choice is 'all regions', where the filter starts.
 */
export const ALL_REGIONS = '';

interface WithRegion {
  country: { country_region: { region: string } };
}

/** Distinct regions of the options, sorted for the page language. */
export function paymentRegions(options: readonly WithRegion[], locale = 'en'): string[] {
  const collator = new Intl.Collator(locale);
  return [...new Set(options.map((o) => o.country.country_region.region))].sort(collator.compare);
}

/** Whether a country of `region` is shown for the filter's choice: every one for 'all regions'. */
export function isShownForRegion(region: string, choice: string): boolean {
  return choice === ALL_REGIONS || region === choice;
}

/** The options shown for a region choice; every option for 'all regions'. */
export function optionsInRegion<T extends WithRegion>(options: readonly T[], choice: string): T[] {
  return options.filter((o) => isShownForRegion(o.country.country_region.region, choice));
}
