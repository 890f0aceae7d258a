import { languageTags, type Lang } from '../i18n/language-tags.ts';
import { interpolate, translator, type Key, type Params, type Translate as NamespaceTranslate } from '../i18n/runtime.ts';
import { $lang, namespaceStore, preloadNamespace, useNamespace } from '../i18n/use-namespace.ts';
import { visitorLanguage } from '../i18n/visitor-language.ts';
import { englishTranslate, FORM_NAMESPACES, type Translate as FormsTranslate } from '../ui/forms/index.ts';

export { $lang };

/**
 * The app's UI strings (namespace `auth`, public/locales/{lang}/auth.json). The shell is built once,
 * in English, with the English strings in its props; another language is fetched at start
 * (sender-flows §1: path, lang query, cookie, localStorage, browser, page language).
 */
export const $strings = namespaceStore('auth');

export type Translate = NamespaceTranslate<'auth'>;
export type AuthKey = Key<'auth'>;

export function translate(key: AuthKey, params?: Params): string {
  return translator<'auth'>($strings.get())(key, params);
}

export function useT(): Translate {
  return useNamespace('auth', $strings.get());
}

/** The translator the forms engine takes (`ns::key`), the visitor's language over English. */
export const formsTranslate: FormsTranslate = (fullKey, params) => {
  const at = fullKey.indexOf('::');
  const ns = FORM_NAMESPACES.find((name) => name === fullKey.slice(0, at));
  const own = at === -1 || !ns ? undefined : namespaceStore(ns).get()[fullKey.slice(at + 2)];
  return own === undefined ? englishTranslate(fullKey, params) : interpolate(own, params);
};

export function currentLanguage(): Lang {
  return visitorLanguage({ remember: true });
}

/** Loads the visitor's language over the English strings; English stays if the file fails. */
export async function loadStrings(english: Record<string, string>, lang: Lang): Promise<void> {
  $strings.set(english);
  $lang.set(lang);
  if (lang === 'en') return;
  document.documentElement.lang = languageTags[lang];
  // The forms engine carries its own English: its stores hold the visitor's language only.
  await Promise.all([preloadNamespace('auth', english), ...FORM_NAMESPACES.map((ns) => preloadNamespace(ns, {}))]);
}
