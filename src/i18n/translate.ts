import { languages, defaultLang, type Lang } from './languages.ts';
import { interpolate } from './runtime.ts';

/**
 * UI strings live in public/locales/{lang}/{ns}.json (served as sender-flows §7 calls them) and are
 * looked up as `ns::key`: the spec's double-colon separator between namespace and key.
 */
type Dictionary = Record<string, string>;

const files = import.meta.glob<Dictionary>('../../public/locales/*/*.json', { eager: true, import: 'default' });

const dictionaries = new Map<string, Dictionary>();
for (const [file, dictionary] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (match) dictionaries.set(`${match[1]}/${match[2]}`, dictionary);
}

const KEY_SEPARATOR = '::';

/** Splits `common::header.menuOpen` into namespace and key; a bare key is in `common`. */
export function splitKey(fullKey: string): { ns: string; key: string } {
  const at = fullKey.indexOf(KEY_SEPARATOR);
  return at === -1 ? { ns: 'common', key: fullKey } : { ns: fullKey.slice(0, at), key: fullKey.slice(at + KEY_SEPARATOR.length) };
}

/** Looks a string up in the language, then English; a missing key throws at build time so it cannot ship. */
export function translate(lang: Lang, fullKey: string, params?: Record<string, string | number>): string {
  const { ns, key } = splitKey(fullKey);
  const text = dictionaries.get(`${lang}/${ns}`)?.[key] ?? dictionaries.get(`${defaultLang}/${ns}`)?.[key];
  if (text === undefined) throw new Error(`Missing UI string ${fullKey} (${languages[lang].name})`);
  return params ? interpolate(text, params) : text;
}

/** A translator bound to one language, for components. */
export function useTranslations(lang: Lang) {
  return (fullKey: string, params?: Record<string, string | number>) => translate(lang, fullKey, params);
}

/** The dictionary of one namespace, for the tests and for islands that need a few strings. */
export function dictionary(lang: Lang, ns: string): Dictionary | undefined {
  return dictionaries.get(`${lang}/${ns}`);
}
