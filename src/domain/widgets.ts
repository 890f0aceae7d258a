/**
 * Third-party widgets of the content pages (public-site §7, §9): the reviews widget (5 stars,
 * 250 px high, a language of its own) and the job board (at most 20 openings, department and
 * location selects). Both are off unless configured (src/lib/third-party.ts).
 */
export const REVIEWS_STARS = 5;
export const REVIEWS_HEIGHT_PX = 250;
export const JOBS_LIMIT = 20;
export const JOBS_FILTERS = ['department', 'location'] as const;

/**
 * The reviews widget's language (public-site §9): uk, uz, fr and de as they are; zh as zh-cn;
 * es as es-419; en as en-us in the United States and en-gb elsewhere; ru in English (the widget
 * has no Russian reviews), by the same country rule; every other language en-gb.
 */
export function reviewsWidgetLocale(lang: string, country: string): string {
  const english = country.toUpperCase() === 'US' ? 'en-us' : 'en-gb';
  switch (lang) {
    case 'uk':
    case 'uz':
    case 'fr':
    case 'de':
      return lang;
    case 'zh':
      return 'zh-cn';
    case 'es':
      return 'es-419';
    case 'en':
    case 'ru':
      return english;
    default:
      return 'en-gb';
  }
}
