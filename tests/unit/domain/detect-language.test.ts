import { describe, it, expect } from 'vitest';
import { detectLanguage, toLang, languageCookie, type LanguageSources } from '../../../src/domain/detect-language.ts';

const none: LanguageSources = { path: '/', search: '', cookie: '', stored: null, browser: [], htmlLang: '' };

describe('sender-flows §1 language detection order', () => {
  it.each<[string, Partial<LanguageSources>, string, string]>([
    ['path first', { path: '/de-de/rules', search: '?lang=fr', cookie: 'lang=ru', stored: 'pl', browser: ['tr'], htmlLang: 'es' }, 'de', 'path'],
    ['then the lang query', { search: '?lang=fr', cookie: 'lang=ru', stored: 'pl', browser: ['tr'], htmlLang: 'es' }, 'fr', 'search'],
    ['then the cookie', { cookie: 'a=1; lang=ru', stored: 'pl', browser: ['tr'], htmlLang: 'es' }, 'ru', 'cookie'],
    ['then localStorage', { stored: 'pl', browser: ['tr'], htmlLang: 'es' }, 'pl', 'stored'],
    ['then the browser', { browser: ['tr-TR', 'en'], htmlLang: 'es' }, 'tr', 'browser'],
    ['then the page lang', { htmlLang: 'es-US' }, 'es', 'htmlLang'],
    ['English otherwise', {}, 'en', 'fallback'],
    ['skips unsupported sources', { search: '?lang=ja', browser: ['ja-JP', 'ko', 'vi-VN'] }, 'vi', 'browser'],
    ['reads the in-id prefix as Indonesian', { path: '/in-id/help' }, 'in', 'path'],
    ['reads the id tag as Indonesian', { browser: ['id-ID'] }, 'in', 'browser'],
    ['ignores an unknown prefix', { path: '/xx-yy/rules', htmlLang: 'de' }, 'de', 'htmlLang'],
  ])('%s', (_name, sources, lang, from) => {
    expect(detectLanguage({ ...none, ...sources })).toEqual({ lang, from });
  });

  it.each([
    ['zh-Hans-CN', 'zh'],
    ['pt-BR', 'pt'],
    ['uk', 'uk'],
    ['EN_gb', 'en'],
    ['', undefined],
    [null, undefined],
    ['xx', undefined],
  ])('maps %s to %s', (tag, lang) => {
    expect(toLang(tag)).toBe(lang);
  });

  it('caches the choice in a cookie that lasts 10 minutes', () => {
    expect(languageCookie('de')).toBe('lang=de; Max-Age=600; Path=/; SameSite=Lax');
  });
});
