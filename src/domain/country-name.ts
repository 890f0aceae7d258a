// Country names in the page's language (decision 013): from the ISO 3166-1 alpha-2 code through
// Intl.DisplayNames, so no table of names in 17 languages has to be kept. Where the code is missing
// (an answer without one) or the engine does not know it, the backend's English name stays.

const cache = new Map<string, Intl.DisplayNames | null>();

function namesIn(tag: string): Intl.DisplayNames | null {
  if (!cache.has(tag)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
    } catch {
      // An engine without DisplayNames, or a tag it refuses: the English names stay.
    }
    cache.set(tag, names);
  }
  return cache.get(tag)!;
}

/** "Philippinen" for ('PH', 'de', 'Philippines'); the English `fallback` without a usable code. */
export function countryName(code: string | null | undefined, tag: string, fallback: string): string {
  const iso = code?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(iso)) return fallback;
  try {
    return namesIn(tag)?.of(iso) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * A namer for one page language: the content's own names in that language where it has them (by
 * code; an editor's choice such as "США" wins), otherwise countryName's.
 */
export function countryNamer(tag: string, own: ReadonlyMap<string, string> = new Map()): (code: string, fallback: string) => string {
  return (code, fallback) => own.get(code.trim().toUpperCase()) ?? countryName(code, tag, fallback);
}
