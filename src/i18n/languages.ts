import { languageTags, type Lang } from './language-tags.ts';

export { isLang, languageTags, type Lang } from './language-tags.ts';

/**
 * The 17 site languages (public-site §2, sender-flows §1). Every other locale-aware piece
 * (regions, routing, hreflang, sitemap, the language picker, CMS and help-desk locales,
 * route words) derives from this one table.
 */
export const languages = {
  en: { tag: languageTags.en, name: 'English', cmsLocale: 'en', helpdeskLocale: 'en-us', sendWord: 'send-money', requestWord: 'request-money' },
  ru: { tag: languageTags.ru, name: 'Русский', cmsLocale: 'ru', helpdeskLocale: 'ru', sendWord: 'otpravit-dengi', requestWord: 'zaprosit-dengi' },
  uk: { tag: languageTags.uk, name: 'Українська', cmsLocale: 'uk', helpdeskLocale: 'uk', sendWord: 'nadislati-groshi', requestWord: 'zapytaty-groshi' },
  de: { tag: languageTags.de, name: 'Deutsch', cmsLocale: 'de', helpdeskLocale: 'de', sendWord: 'geld-senden', requestWord: 'geld-anfordern' },
  cs: { tag: languageTags.cs, name: 'Čeština', cmsLocale: 'cs', helpdeskLocale: 'cs', sendWord: 'poslat-penize', requestWord: 'pozadat-o-penize' },
  it: { tag: languageTags.it, name: 'Italiano', cmsLocale: 'it', helpdeskLocale: 'it', sendWord: 'inviare-denaro', requestWord: 'richiedere-denaro' },
  pl: { tag: languageTags.pl, name: 'Polski', cmsLocale: 'pl', helpdeskLocale: 'pl', sendWord: 'wyslij-pieniadze', requestWord: 'popros-o-pieniadze' },
  fr: { tag: languageTags.fr, name: 'Français', cmsLocale: 'fr', helpdeskLocale: 'fr', sendWord: 'envoyer-de-l-argent', requestWord: 'demander-de-l-argent' },
  ro: { tag: languageTags.ro, name: 'Română', cmsLocale: 'ro', helpdeskLocale: 'ro', sendWord: 'trimite-bani', requestWord: 'solicita-bani' },
  tr: { tag: languageTags.tr, name: 'Türkçe', cmsLocale: 'tr', helpdeskLocale: 'tr', sendWord: 'para-gonder', requestWord: 'para-iste' },
  es: { tag: languageTags.es, name: 'Español', cmsLocale: 'es', helpdeskLocale: 'es', sendWord: 'enviar-dinero', requestWord: 'solicitar-dinero' },
  zh: { tag: languageTags.zh, name: '简体中文', cmsLocale: 'zh', helpdeskLocale: 'zh-cn', sendWord: 'huikuan', requestWord: 'shoukuan' },
  // The spec's language word is `in`; its BCP 47 tag is `id` (ISO 639-1 retired `in`).
  in: { tag: languageTags.in, name: 'Bahasa Indonesia', cmsLocale: 'id', helpdeskLocale: 'id', sendWord: 'kirim-uang', requestWord: 'minta-uang' },
  vi: { tag: languageTags.vi, name: 'Tiếng Việt', cmsLocale: 'vi', helpdeskLocale: 'vi', sendWord: 'gui-tien', requestWord: 'yeu-cau-tien' },
  uz: { tag: languageTags.uz, name: 'Oʻzbekcha', cmsLocale: 'uz', helpdeskLocale: 'uz', sendWord: 'pul-yuborish', requestWord: 'pul-sorash' },
  tl: { tag: languageTags.tl, name: 'Tagalog', cmsLocale: 'tl', helpdeskLocale: 'tl', sendWord: 'magpadala-ng-pera', requestWord: 'humiling-ng-pera' },
  pt: { tag: languageTags.pt, name: 'Português', cmsLocale: 'pt', helpdeskLocale: 'pt', sendWord: 'enviar-dinheiro', requestWord: 'pedir-dinheiro' },
} as const satisfies Record<string, LanguageConfig>;

interface LanguageConfig {
  /** BCP 47 language tag used in `lang` attributes and hreflang. */
  tag: string;
  /** The language's own name, as the picker shows it. */
  name: string;
  /** Locale code of the content service (Strapi i18n). */
  cmsLocale: string;
  /** Locale code of the support desk (Zendesk Help Center). */
  helpdeskLocale: string;
  /** Localized URL word of the send-money landing (ASCII slug). */
  sendWord: string;
  /** Localized URL word of the request-money landing (ASCII slug). */
  requestWord: string;
}

export const langs = Object.keys(languageTags) as Lang[];
export const defaultLang: Lang = 'en';
