/**
 * Where each CMS page resource is published (unprefixed; every path also exists under each region
 * prefix unless `regionOnly`). The spec leaves most paths unnamed; these are the product's choice.
 */
import type { FooterVariant } from '../domain/footer.ts';

export interface PageRoute {
  /** Resource key in `cmsResources`. */
  key: string;
  /** Paths without region prefix; the first is canonical, the others render the same page. */
  paths: string[];
  /** Published only under region prefixes (apple-pay, samsung-pay). */
  regionOnly?: boolean;
  /** Only under these region prefixes (the Spanish-US landing). */
  onlyRegions?: string[];
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
  /** Dark page theme (business pages). */
  dark?: boolean;
  /** Footer variant (public-site §2); the default footer otherwise. */
  footer?: FooterVariant;
  /** Which business request form a hero's extra button opens (public-site §2); enterprise otherwise. */
  businessForm?: 'enterprise' | 'payments';
}

export const pageRoutes: PageRoute[] = [
  // The home page and the send and request landings: src/content/landing-routes.ts.
  { key: 'supported-countries', paths: ['/supported-countries', '/help/info/supported-countries', '/help/info/supported_countries'] },
  { key: 'cookie-policy', paths: ['/cookie-policy'] },
  { key: 'prohibited-activities', paths: ['/prohibited-activities'] },
  { key: 'browsers', paths: ['/browsers'] },
  { key: 'rules', paths: ['/rules'] },
  { key: 'privacy-policy', paths: ['/privacy-policy', '/rules/privacy-policy'] },
  { key: 'marketing-terms', paths: ['/marketing-terms'] },
  { key: 'select-region', paths: ['/select-region'] },
  { key: 'partners', paths: ['/partners'] },
  { key: 'apple-pay', paths: ['/apple-pay'], regionOnly: true },
  { key: 'samsung-pay', paths: ['/samsung-pay'], regionOnly: true },
  { key: 'us-license', paths: ['/us-license'] },
  { key: 'licenses', paths: ['/licenses'] },
  { key: 'terms', paths: ['/terms'] },
  { key: 'culture', paths: ['/culture'] },
  { key: 'leadership', paths: ['/leadership'] },
  { key: 'team', paths: ['/team'] },
  { key: 'about-us', paths: ['/about-us'] },
  { key: 'enterprise', paths: ['/enterprise'], dark: true },
  { key: 'payment-network', paths: ['/payment-network'], dark: true, businessForm: 'payments' },
  { key: 'business', paths: ['/business'], dark: true },
  { key: 'payment-options', paths: ['/payment-options'], dark: true, businessForm: 'payments' },
  { key: 'personal', paths: ['/personal'] },
  { key: 'careers', paths: ['/careers'], footer: 'hr' },
  { key: 'bonus', paths: ['/bonus'] },
  { key: 'services', paths: ['/services'] },
  { key: 'promo', paths: ['/promo'], footer: 'dark-promo' },
  { key: 'unsupported-browser', paths: ['/unsupported-browser'], noindex: true },
  { key: 'uvn', paths: ['/uvn'], onlyRegions: ['es-us'], noindex: true },
];

/**
 * Help articles by slug (public-site §2): /{slug} and /{region}/help/transfers/{slug}, built for the
 * slugs the content holds. /help/transfers/{slug} is the canonical address; /{slug} is an alias.
 */
export const helpArticleSlugs = [
  'cash-pickup-in-mexico',
  'cash-pickup-in-nigeria',
  'cash-pickup-in-philippines',
  'cash-payout-in-philippines',
  'cash-pickup-in-vietnamese-banks',
  'cash-pickup-in-vietcombank',
  'cash-pickup-in-chedraui-stores',
  'cash-pickup-in-isseg-pharmacies',
  'home-delivery-in-vietnam',
  'bank-transfer-to-south-africa',
  'canada-interac-payment-method',
  'cash-pickup-in-lebanon',
  'canada-interac',
  'transfer-via-weixin',
  'weconnect',
  // Linked from the landings as /help/transfers/india (public-site §2); not reachable at /india.
  'india',
] as const;
export const helpArticleBase = '/help/transfers';

/** Paths that render another page's content, each with the path of that page (its canonical). */
export const aliases: ReadonlyMap<string, string> = new Map([
  ...pageRoutes.flatMap((route) => route.paths.slice(1).map((alias): [string, string] => [alias, route.paths[0]!])),
  ...helpArticleSlugs.filter((slug) => slug !== 'india').map((slug): [string, string] => [`/${slug}`, `${helpArticleBase}/${slug}`]),
]);

/** Alias paths are kept out of the sitemap (their canonical is elsewhere). */
export const aliasPaths: string[] = [...aliases.keys()];

/** Paths published only under region prefixes: the default region's page is its /en-gb/ twin. */
export const prefixedOnlyPaths: ReadonlySet<string> = new Set(pageRoutes.filter((route) => route.regionOnly || route.onlyRegions).flatMap((route) => route.paths));
