import { isLang, type Lang } from '../i18n/language-tags.ts';

/**
 * Where the interface language can come from, in the spec's order (sender-flows §1): the path,
 * the `lang` query parameter, a cookie, localStorage, the browser, the page's `lang` attribute.
 */
export interface LanguageSources {
  /** Location pathname, e.g. `/de-de/rules`. */
  path: string;
  /** Location search string, e.g. `?lang=fr`. */
  search: string;
  /** document.cookie. */
  cookie: string;
  /** The cached choice in localStorage. */
  stored: string | null;
  /** navigator.languages, most preferred first. */
  browser: readonly string[];
  /** document.documentElement.lang. */
  htmlLang: string;
}

/** Name of the language cookie and of the localStorage key. */
const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The language cookie lasts 10 minutes (sender-flows §1). */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 10 * 60;

/** Reads a language word from a tag or prefix: `de-DE` → de, `id` → in (the spec's word), `zh-Hans` → zh. */
export function toLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const word = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const mapped = word === 'id' ? 'in' : word;
  return isLang(mapped) ? mapped : undefined;
}

/** The first source that names a site language wins; English is the fallback. */
export function detectLanguage(sources: LanguageSources): { lang: Lang; from: keyof LanguageSources | 'fallback' } {
  const fromPath = /^\/([a-z]{2})-[a-z]{2}(?:\/|$)/.exec(sources.path)?.[1];
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]+)`).exec(sources.cookie)?.[1];
  const candidates: Array<[keyof LanguageSources, string | undefined | null]> = [
    ['path', fromPath],
    ['search', new URLSearchParams(sources.search).get('lang')],
    ['cookie', cookie ? decodeURIComponent(cookie) : undefined],
    ['stored', sources.stored],
    ...sources.browser.map((tag): [keyof LanguageSources, string] => ['browser', tag]),
    ['htmlLang', sources.htmlLang],
  ];
  for (const [from, value] of candidates) {
    // A path prefix names the spec's word directly (`in-id`); other sources carry tags (`id`).
    const lang = from === 'path' ? (value && isLang(value) ? value : undefined) : toLang(value);
    if (lang) return { lang, from };
  }
  return { lang: 'en', from: 'fallback' };
}

/** The cookie string that caches a choice for 10 minutes. */
export function languageCookie(lang: Lang): string {
  return `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
