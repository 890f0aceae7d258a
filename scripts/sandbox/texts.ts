// The sandbox's user-facing texts (form labels, placeholders, comments, option titles, field and
// server errors, notices) in the 17 site languages: one JSON file per language in ./texts, read
// once at start. A request's language is the `lang` header the interface sends with every call,
// else the `lang` query of a page-data call; English fills any key a language lacks. Errors only
// a broken client can cause (an unknown field, a malformed id) stay English: they are for developers.
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { defaultLang, isLang, langs, type Lang } from '../../src/i18n/languages.ts';
import type english from './texts/en.json';

export type TextKey = keyof typeof english;
type TextParams = Readonly<Record<string, string | number>>;
export type Translate = (key: TextKey, params?: TextParams) => string;

const read = (lang: Lang): Record<string, string> => JSON.parse(readFileSync(new URL(`./texts/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** Every language's file, as written (tests compare them key by key). */
export const TEXT_FILES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = Object.fromEntries(langs.map((lang) => [lang, read(lang)])) as Record<Lang, Record<string, string>>;

const fill = (text: string, params: TextParams): string => text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));

const translators = new Map<Lang, Translate>(langs.map((lang) => [lang, (key, params = {}) => fill(TEXT_FILES[lang][key] ?? TEXT_FILES[defaultLang][key] ?? key, params)]));

export const textsOf = (lang: Lang): Translate => translators.get(lang)!;

/** English: texts made outside a visitor's request (seeding, background work). */
export const englishTexts: Translate = textsOf(defaultLang);

/** The site language a value names ('de', 'pt-BR' → 'pt', 'id' → 'in'), or null. */
export function langOf(value: string | string[] | null | undefined): Lang | null {
  const first =
    (Array.isArray(value) ? value[0] : value)
      ?.trim()
      .toLowerCase()
      .split(/[-_,;]/)[0] ?? '';
  // The spec's word for Indonesian is `in`; its BCP 47 tag `id` names the same language.
  const word = first === 'id' ? 'in' : first;
  return isLang(word) ? word : null;
}

/** The language of a request: the `lang` header, else the `lang` query, else English. */
export function requestLang(req: IncomingMessage, url: URL): Lang {
  return langOf(req.headers['lang']) ?? langOf(url.searchParams.get('lang')) ?? defaultLang;
}
