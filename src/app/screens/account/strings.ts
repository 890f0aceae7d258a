import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import english from '../../../../public/locales/en/account.json' with { type: 'json' };
import { $lang, type Translate } from '../../strings.ts';

/**
 * The account screens' strings (namespace `account`, public/locales/{lang}/account.json). English
 * travels in this chunk, so the app's first load carries none of it; another language is fetched
 * once, before the first account screen renders (routes-account.ts waits for it).
 */
const $account = atom<Record<string, string>>(english);
let loaded = 'en';
let loading: Promise<void> | null = null;

export function loadAccountStrings(): Promise<void> {
  const lang = $lang.get();
  if (lang === loaded) return Promise.resolve();
  loading ??= fetch(`/locales/${lang}/account.json`)
    .then((r) => (r.ok ? (r.json() as Promise<Record<string, string>>) : {}))
    .catch(() => ({}))
    .then((own) => {
      // English stays for a file that fails.
      $account.set({ ...english, ...own });
      loaded = lang;
      loading = null;
    });
  return loading;
}

const fill = (text: string, params: Record<string, string | number> = {}) => text.replace(/\{(\w+)\}/g, (all, k: string) => (k in params ? String(params[k]) : all));

export function useAccountT(): Translate {
  const strings = useStore($account);
  return (key, params) => fill(strings[key] ?? key, params);
}

/** The capture strings the document-check adapter takes. */
export const captureStrings = (t: Translate) => Object.fromEntries(Object.keys(english).filter((k) => k.startsWith('capture.')).map((k) => [k, t(k)]));
