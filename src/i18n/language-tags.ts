// The site languages' codes and tags: the part of the language table (languages.ts) first loads need.
/**
 * The languages' BCP 47 tags (`in` is `id`: ISO 639-1 retired `in`). A module apart from the rest
 * of the table (languages.ts): the browser's language detection and the /auth app's shell read only
 * these, and a module's code travels whole with the first chunk that takes it.
 */
export const languageTags = {
  en: 'en',
  ru: 'ru',
  uk: 'uk',
  de: 'de',
  cs: 'cs',
  it: 'it',
  pl: 'pl',
  fr: 'fr',
  ro: 'ro',
  tr: 'tr',
  es: 'es',
  zh: 'zh-Hans',
  in: 'id',
  vi: 'vi',
  uz: 'uz',
  tl: 'tl',
  pt: 'pt',
} as const;

export type Lang = keyof typeof languageTags;

export function isLang(value: string): value is Lang {
  return Object.hasOwn(languageTags, value);
}
