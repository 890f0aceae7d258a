// A country's name as it reads inside a sentence. English puts "the" before some names ("from the
// United Kingdom", "in the Philippines"); the other site languages' templates are written so the
// bare name reads well (an arrow, parentheses), so only English needs a form of its own.

/** ISO 3166-1 alpha-2 codes whose English short name takes "the" inside a sentence. */
const ENGLISH_THE = new Set(['AE', 'BS', 'CD', 'CF', 'CG', 'CZ', 'DO', 'FK', 'FO', 'GB', 'GM', 'KM', 'KY', 'MH', 'MP', 'MV', 'NL', 'PH', 'SB', 'SC', 'TC', 'UM', 'US', 'VA', 'VG', 'VI']);

/** "the Philippines" for ('PH', 'en', 'Philippines'); the name unchanged in any other case. */
export function countryInSentence(code: string | null | undefined, lang: string, name: string): string {
  const iso = code?.trim().toUpperCase() ?? '';
  if (lang !== 'en' || !ENGLISH_THE.has(iso) || /^the\s/i.test(name)) return name;
  return `the ${name}`;
}
