/**
 * The 17 site languages (public-site §2, sender-flows §1). Every other locale-aware piece
 * (regions, routing, hreflang, sitemap, the language picker, CMS and help-desk locales,
 * route words) derives from this one table.
 */
export const languages = {
  en: { tag: 'en', name: 'English', cmsLocale: 'en', helpdeskLocale: 'en-us', sendWord: 'send-money', requestWord: 'request-money' },
  ru: { tag: 'ru', name: 'Русский', cmsLocale: 'ru', helpdeskLocale: 'ru', sendWord: 'otpravit-dengi', requestWord: 'zaprosit-dengi' },
  uk: { tag: 'uk', name: 'Українська', cmsLocale: 'uk', helpdeskLocale: 'uk', sendWord: 'nadislati-groshi', requestWord: 'zapytaty-groshi' },
  de: { tag: 'de', name: 'Deutsch', cmsLocale: 'de', helpdeskLocale: 'de', sendWord: 'geld-senden', requestWord: 'geld-anfordern' },
  cs: { tag: 'cs', name: 'Čeština', cmsLocale: 'cs', helpdeskLocale: 'cs', sendWord: 'poslat-penize', requestWord: 'pozadat-o-penize' },
  it: { tag: 'it', name: 'Italiano', cmsLocale: 'it', helpdeskLocale: 'it', sendWord: 'inviare-denaro', requestWord: 'richiedere-denaro' },
  pl: { tag: 'pl', name: 'Polski', cmsLocale: 'pl', helpdeskLocale: 'pl', sendWord: 'wyslij-pieniadze', requestWord: 'popros-o-pieniadze' },
  fr: { tag: 'fr', name: 'Français', cmsLocale: 'fr', helpdeskLocale: 'fr', sendWord: 'envoyer-de-l-argent', requestWord: 'demander-de-l-argent' },
  ro: { tag: 'ro', name: 'Română', cmsLocale: 'ro', helpdeskLocale: 'ro', sendWord: 'trimite-bani', requestWord: 'solicita-bani' },
  tr: { tag: 'tr', name: 'Türkçe', cmsLocale: 'tr', helpdeskLocale: 'tr', sendWord: 'para-gonder', requestWord: 'para-iste' },
  es: { tag: 'es', name: 'Español', cmsLocale: 'es', helpdeskLocale: 'es', sendWord: 'enviar-dinero', requestWord: 'solicitar-dinero' },
  zh: { tag: 'zh-Hans', name: '简体中文', cmsLocale: 'zh', helpdeskLocale: 'zh-cn', sendWord: 'huikuan', requestWord: 'shoukuan' },
  // The spec's language word is `in`; its BCP 47 tag is `id` (ISO 639-1 retired `in`).
  in: { tag: 'id', name: 'Bahasa Indonesia', cmsLocale: 'id', helpdeskLocale: 'id', sendWord: 'kirim-uang', requestWord: 'minta-uang' },
  vi: { tag: 'vi', name: 'Tiếng Việt', cmsLocale: 'vi', helpdeskLocale: 'vi', sendWord: 'gui-tien', requestWord: 'yeu-cau-tien' },
  uz: { tag: 'uz', name: 'Oʻzbekcha', cmsLocale: 'uz', helpdeskLocale: 'uz', sendWord: 'pul-yuborish', requestWord: 'pul-sorash' },
  tl: { tag: 'tl', name: 'Tagalog', cmsLocale: 'tl', helpdeskLocale: 'tl', sendWord: 'magpadala-ng-pera', requestWord: 'humiling-ng-pera' },
  pt: { tag: 'pt', name: 'Português', cmsLocale: 'pt', helpdeskLocale: 'pt', sendWord: 'enviar-dinheiro', requestWord: 'pedir-dinheiro' },
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

export type Lang = keyof typeof languages;
export const langs = Object.keys(languages) as Lang[];
export const defaultLang: Lang = 'en';

export function isLang(value: string): value is Lang {
  return Object.hasOwn(languages, value);
}
