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
  { key: 'payment-network', paths: ['/payment-network'], dark: true },
  { key: 'business', paths: ['/business'], dark: true },
  { key: 'payment-options', paths: ['/payment-options'], dark: true },
  { key: 'personal', paths: ['/personal'] },
  { key: 'careers', paths: ['/careers'], footer: 'hr' },
  { key: 'bonus', paths: ['/bonus'] },
  { key: 'services', paths: ['/services'] },
  { key: 'promo', paths: ['/promo'], footer: 'dark-promo' },
  { key: 'unsupported-browser', paths: ['/unsupported-browser'], noindex: true },
  { key: 'uvn', paths: ['/uvn'], onlyRegions: ['es-us'], noindex: true },
  { key: 'help-home', paths: ['/help'] },
];
