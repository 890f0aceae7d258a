// The geography block (public-site §2 Landing pages, §3 Geography block): supported countries
// grouped by their first letter in the page's language.

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/**
 * The letter as its group is headed: without the marks the locale does not count as a letter of
 * their own (German Ä is headed A, Vietnamese Ấ is headed Â, Turkish Ç stays Ç).
 */
function baseLetter(letter: string, collator: Intl.Collator): string {
  const parts = letter.normalize('NFD');
  let base = letter;
  for (let length = parts.length - 1; length >= 1; length--) {
    const shorter = parts.slice(0, length).normalize('NFC');
    if (collator.compare(shorter, letter) !== 0) break;
    base = shorter;
  }
  return base;
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
    const first = baseLetter(Array.from(key(item).trim())[0]?.toLocaleUpperCase(locale) ?? '#', collator);
    const last = groups.at(-1);
    if (last && collator.compare(last.letter, first) === 0) last.items.push(item);
    else groups.push({ letter: first, items: [item] });
  }
  return groups;
}
