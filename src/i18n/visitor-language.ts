import { detectLanguage, LANGUAGE_STORAGE_KEY } from '../domain/detect-language.ts';
import type { Lang } from './languages.ts';

/**
 * The visitor's language in the browser (sender-flows §1: path, lang query, cookie, localStorage,
 * browser). With `remember`, a language named by a link (?lang=) is kept as the visitor's choice,
 * so it stays after a reload without the query.
 */
export function visitorLanguage({ remember = false }: { remember?: boolean } = {}): Lang {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    /* storage may be off */
  }
  const found = detectLanguage({ path: location.pathname, search: location.search, cookie: document.cookie, stored, browser: navigator.languages, htmlLang: '' });
  if (remember && found.from === 'search')
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, found.lang);
    } catch {
      /* storage may be off */
    }
  return found.lang;
}
