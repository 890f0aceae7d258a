import { useEffect, useState } from 'react';
import { detectLanguage } from '../../domain/detect-language.ts';
import { languages } from '../../i18n/languages.ts';

/**
 * The page's strings in the visitor's language (sender-flows §1 detection): the shell is built once,
 * in English, and the `identity` namespace of another language is fetched at run time.
 */
export function useStrings(english: Record<string, string>) {
  const [s, setStrings] = useState(english);
  const [tag, setTag] = useState('en');
  useEffect(() => {
    let stored: string | null = null;
    try { stored = localStorage.getItem('i18nextLng'); } catch { /* storage may be off */ }
    const { lang } = detectLanguage({ path: location.pathname, search: location.search, cookie: document.cookie, stored, browser: navigator.languages, htmlLang: '' });
    if (lang === 'en') return;
    fetch(`/locales/${lang}/identity.json`)
      .then((r) => (r.ok ? (r.json() as Promise<Record<string, string>>) : Promise.reject(new Error(String(r.status)))))
      .then((own) => {
        setStrings({ ...english, ...own });
        setTag(languages[lang].tag);
        document.documentElement.lang = languages[lang].tag;
      })
      .catch(() => { /* English stays */ });
  }, []);
  return { s, tag };
}
