import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { langs } from '../../../src/i18n/languages.ts';
import { translate, splitKey } from '../../../src/i18n/translate.ts';
import { interpolate } from '../../../src/i18n/runtime.ts';

const root = new URL('../../../public/locales/', import.meta.url).pathname;
const namespaces = readdirSync(`${root}en`).map((f) => f.replace(/\.json$/, ''));
const read = (lang: string, ns: string) => JSON.parse(readFileSync(`${root}${lang}/${ns}.json`, 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('sender-flows §1 translation files', () => {
  it.each(langs.flatMap((lang) => namespaces.map((ns) => [lang, ns])))('%s/%s has every key, none empty, same placeholders', (lang, ns) => {
    const english = read('en', ns);
    const own = read(lang, ns);
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(own[key]?.trim(), `${lang}/${ns} ${key}`).toBeTruthy();
      expect(placeholders(own[key] ?? ''), `${lang}/${ns} ${key}`).toEqual(placeholders(text));
    }
  });

  it('separates namespace and key with a double colon', () => {
    expect(splitKey('validation::site.js.validation.req.error')).toEqual({ ns: 'validation', key: 'site.js.validation.req.error' });
    expect(splitKey('header.menuOpen')).toEqual({ ns: 'common', key: 'header.menuOpen' });
  });

  it('looks strings up per language and fills placeholders', () => {
    expect(translate('en', 'common::a11y.page', { page: 3 })).toBe('Page 3');
    expect(translate('de', 'common::a11y.page', { page: 3 })).toContain('3');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('refuses an unknown key rather than shipping it', () => {
    expect(() => translate('en', 'common::no.such.key')).toThrow(/Missing UI string/);
  });
});
