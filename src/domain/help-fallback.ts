/**
 * English fallback of support-desk content (public-site §1, §2): the source locale gives the list
 * and its order; each item is the locale's translation where there is one, else the English item,
 * marked `fallback` so the page can say `lang="en"`.
 */
export interface Localized<T> {
  item: T;
  fallback: boolean;
}

export function localize<T extends { id: number; helpdeskLocale: string }>(all: readonly T[], locale: string, sourceLocale: string): Array<Localized<T>> {
  const own = new Map(all.filter((x) => x.helpdeskLocale === locale).map((x) => [x.id, x]));
  return all
    .filter((x) => x.helpdeskLocale === sourceLocale)
    .map((source) => {
      const item = own.get(source.id);
      return item ? { item, fallback: false } : { item: source, fallback: locale !== sourceLocale };
    });
}
