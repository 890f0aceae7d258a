import { useEffect, useMemo } from 'react';
import { atom, type WritableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { Lang } from './languages.ts';
import { loadNamespace, translator, type Namespace, type Strings, type Translate } from './runtime.ts';

/** The visitor's language on this page, set by the island that detects it (sender-flows §1). */
export const $lang = atom<Lang>('en');

const stores = new Map<Namespace, WritableAtom<Strings>>();

/** A namespace's strings on this page: English until the visitor's language arrives. */
export function namespaceStore(ns: Namespace, english: Strings = {}): WritableAtom<Strings> {
  let store = stores.get(ns);
  if (!store) {
    store = atom(english);
    stores.set(ns, store);
  }
  return store;
}

/** Loads a namespace in the current language into its store; resolves once it is there. */
export function preloadNamespace(ns: Namespace, english: Strings): Promise<void> {
  const store = namespaceStore(ns, english);
  const lang = $lang.get();
  // A language chosen meanwhile wins over a slower file.
  return loadNamespace(lang, ns, english).then((strings) => {
    if ($lang.get() === lang) store.set(strings);
  });
}

/**
 * A namespace's translator in the visitor's language, with keys typed from
 * public/locales/en/{ns}.json. `english` is what the caller carries (a page prop, or the JSON its
 * own lazy chunk imports); another language is fetched the first time the namespace shows.
 */
export function useNamespace<NS extends Namespace>(ns: NS, english: Strings): Translate<NS> {
  const lang = useStore($lang);
  const strings = useStore(namespaceStore(ns, english));
  useEffect(() => {
    void preloadNamespace(ns, english);
  }, [ns, english, lang]);
  // One translator per strings object, so a hook that lists it re-runs only when the language arrives.
  return useMemo(() => translator<NS>(strings), [strings]);
}
