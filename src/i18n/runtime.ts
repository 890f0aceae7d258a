import type { Key, Namespace } from './english-keys.ts';

export type { Key, Namespace } from './english-keys.ts';

/** One namespace's strings, key to text. */
export type Strings = Readonly<Record<string, string>>;
/** Values for a text's `{name}` placeholders. */
export type Params = Readonly<Record<string, string | number>>;
/** A translator of one namespace: a key outside public/locales/en/{ns}.json fails the typecheck. */
export type Translate<NS extends Namespace> = (key: Key<NS>, params?: Params) => string;

/**
 * Replaces each `{name}` with its value; a placeholder without a value stays as written. A function
 * replacer, so a value's `$&` or `$1` is text, not a replacement pattern.
 */
export function interpolate(template: string, values: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole));
}

/** A translator over one namespace's strings; a missing key reads as itself. */
export function translator<NS extends Namespace>(strings: Strings): Translate<NS> {
  return (key, params) => interpolate(strings[key] ?? key, params);
}

/** Fetches /locales/{lang}/{ns}.json; null when the file fails. */
function fetchNamespace(lang: string, ns: Namespace): Promise<Strings | null> {
  return fetch(`/locales/${lang}/${ns}.json`)
    .then((r) => (r.ok ? (r.json() as Promise<Strings>) : null))
    .catch(() => null);
}

const merged = new Map<string, Promise<Strings>>();

/**
 * One namespace in the visitor's language over its English strings (sender-flows §7): English is
 * never fetched (the caller holds it), and stays for a file that fails or a key it lacks. The same
 * language and namespace answer the same object, so a store set with it again does not re-render.
 */
export function loadNamespace(lang: string, ns: Namespace, english: Strings): Promise<Strings> {
  if (lang === 'en') return Promise.resolve(english);
  const id = `${lang}/${ns}`;
  let strings = merged.get(id);
  if (!strings) {
    strings = fetchNamespace(lang, ns).then((own) => (own ? { ...english, ...own } : english));
    merged.set(id, strings);
  }
  return strings;
}
