// The geography block (public-site §2 Landing pages, §3 Geography block): supported countries
// grouped by their first letter in the page's language.

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/**
 * Sorts by `key` with the locale's collation and groups by the key's first letter; letters the
 * locale treats as the same base letter share a group (Vietnamese tone marks), letters it treats
 * as their own stay apart (Turkish Ç, Ş). Pass English names as keys where names are not
 * alphabetic (Chinese): the groups then follow the Latin alphabet.
 */
export function groupByLetter<T>(items: readonly T[], key: (item: T) => string, locale: string): Array<LetterGroup<T>> {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...items].sort((a, b) => collator.compare(key(a), key(b)));
  const groups: Array<LetterGroup<T>> = [];
  for (const item of sorted) {
    const first = Array.from(key(item).trim())[0]?.toLocaleUpperCase(locale) ?? '#';
    const last = groups.at(-1);
    if (last && collator.compare(last.letter, first) === 0) last.items.push(item);
    else groups.push({ letter: first, items: [item] });
  }
  return groups;
}
