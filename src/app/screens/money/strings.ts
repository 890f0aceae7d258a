import { useEffect } from 'react';
import { atom, type WritableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import english from '../../../../public/locales/en/money.json';
import { $lang, type Translate } from '../../strings.ts';

/**
 * The money screens' UI strings (namespace `money`, public/locales/{lang}/money.json): English is
 * built into these screens' chunk; the visitor's language is fetched the first time a money screen
 * shows, so the /auth shell's first JavaScript carries none of it. A file that fails leaves English.
 */
const fill = (text: string, params: Record<string, string | number> = {}) => text.replace(/\{(\w+)\}/g, (all, k: string) => (k in params ? String(params[k]) : all));

const loaded = new Map<string, Promise<void>>();

/** Fetches `/locales/{lang}/{ns}.json` once over `base`, into `store`. */
export function loadNamespace(store: WritableAtom<Record<string, string>>, ns: string, lang: string, base: Record<string, string>): void {
  const key = `${ns}/${lang}`;
  if (lang === 'en' || loaded.has(key)) return;
  loaded.set(key, fetch(`/locales/${lang}/${ns}.json`)
    .then((r) => (r.ok ? (r.json() as Promise<Record<string, string>>) : {}))
    .catch(() => ({}))
    .then((own) => { if ($lang.get() === lang) store.set({ ...base, ...own }); }));
}

const $money = atom<Record<string, string>>(english);

export function useMoneyT(): Translate {
  const lang = useStore($lang);
  const strings = useStore($money);
  useEffect(() => loadNamespace($money, 'money', lang, english), [lang]);
  return (key, params) => fill(strings[key] ?? key, params);
}

export { fill };
