import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '../domain/detect-language.ts';
import { languages, type Lang } from '../i18n/languages.ts';
import { englishTranslate, FORM_NAMESPACES, type Translate as FormsTranslate } from '../ui/forms/index.ts';

/**
 * The app's UI strings (namespace `auth`, public/locales/{lang}/auth.json). The shell is built once,
 * in English, with the English strings in its props; another language is fetched at start
 * (sender-flows §1: path, lang query, cookie, localStorage, browser, page language).
 */
export const $strings = atom<Record<string, string>>({});
export const $lang = atom<Lang>('en');
/** The forms engine's namespaces (forms, validation) in the visitor's language; English is built in. */
const $formStrings = atom<Record<string, Record<string, string>>>({});

const fill = (text: string, params: Record<string, string | number> = {}) => text.replace(/\{(\w+)\}/g, (all, k: string) => (k in params ? String(params[k]) : all));

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function translate(key: string, params?: Record<string, string | number>): string {
  return fill($strings.get()[key] ?? key, params);
}

export function useT(): Translate {
  const strings = useStore($strings);
  return (key, params) => fill(strings[key] ?? key, params);
}

/** The translator the forms engine takes (`ns::key`), the visitor's language over English. */
export const formsTranslate: FormsTranslate = (fullKey, params) => {
  const at = fullKey.indexOf('::');
  const own = at === -1 ? undefined : $formStrings.get()[fullKey.slice(0, at)]?.[fullKey.slice(at + 2)];
  return own === undefined ? englishTranslate(fullKey, params) : fill(own, params);
};

export function currentLanguage(): Lang {
  let stored: string | null = null;
  try { stored = localStorage.getItem(LANGUAGE_STORAGE_KEY); } catch { /* storage may be off */ }
  const found = detectLanguage({ path: location.pathname, search: location.search, cookie: document.cookie, stored, browser: navigator.languages, htmlLang: '' });
  // A language named by a link (?lang=) is the visitor's choice: it stays after a reload without the query.
  if (found.from === 'search') try { localStorage.setItem(LANGUAGE_STORAGE_KEY, found.lang); } catch { /* storage may be off */ }
  return found.lang;
}

/** Loads the visitor's language over the English strings; English stays if the file fails. */
export async function loadStrings(english: Record<string, string>, lang: Lang): Promise<void> {
  $strings.set(english);
  $lang.set(lang);
  if (lang === 'en') return;
  document.documentElement.lang = languages[lang].tag;
  const file = (ns: string) => fetch(`/locales/${lang}/${ns}.json`).then((r) => (r.ok ? (r.json() as Promise<Record<string, string>>) : {})).catch(() => ({}));
  // English stays for any file that fails.
  const [own, ...forms] = await Promise.all([file('auth'), ...FORM_NAMESPACES.map(file)]);
  $strings.set({ ...english, ...own });
  $formStrings.set(Object.fromEntries(FORM_NAMESPACES.map((ns, i) => [ns, forms[i] ?? {}])));
}
