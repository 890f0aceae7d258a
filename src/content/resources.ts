import type { z } from 'zod';
import { page, article, articleListing, helpArticle } from './schemas/page.ts';
import { headerMenu, footer } from './schemas/navigation.ts';

/**
 * Every content-service resource the site is built from. The sync script fetches these and the
 * content loaders read them back from `content-cache/cms/`, so the list lives in one place.
 *
 * - `single`: one document per locale (Strapi single type or the spec's custom endpoint);
 *   stored as `cms/{key}/{cmsLocale}.json`.
 * - `collection`: many documents per locale, paged; stored as `cms/{key}/{cmsLocale}/page-{n}.json`.
 */
export interface CmsResource {
  /** File and collection key. */
  key: string;
  kind: 'single' | 'collection';
  /** Path on the content service (public-site §7 where the spec names it). */
  endpoint: string;
  /** Schema of one document. */
  schema: z.ZodType;
  /** Only English is required in the snapshot; other locales fall back to it. */
  englishOnly?: boolean;
}

const single = (key: string, endpoint: string, schema: z.ZodType = page): CmsResource => ({ key, kind: 'single', endpoint, schema });
const collection = (key: string, endpoint: string, schema: z.ZodType): CmsResource => ({ key, kind: 'collection', endpoint, schema });

export const cmsResources: CmsResource[] = [
  // Shell
  single('header-menu', '/api/v1/header-menu', headerMenu),
  single('footer', '/api/v1/footer', footer),
  // Landings (public-site §2 Landing pages); endpoints not named by the spec
  single('home', '/api/v1/home-page'),
  single('send-landing', '/api/v1/send-landing'),
  single('request-landing', '/api/v1/request-landing'),
  // Legal and informational pages (public-site §2, §7)
  single('supported-countries', '/api/v1/supported-country'),
  single('cookie-policy', '/api/v2/cookies-v2'),
  single('prohibited-activities', '/api/v1/prohibited-activities-page'),
  single('browsers', '/api/browser-page'),
  single('rules', '/api/v1/terms-conditions'),
  single('privacy-policy', '/api/v1/privacy-policy-page'),
  single('marketing-terms', '/api/v1/marketing-terms-and-conditions-page'),
  single('select-region', '/api/v1/select-region'),
  single('partners', '/api/v2/partners'),
  single('apple-pay', '/api/v2/apple-pay-v2'),
  single('samsung-pay', '/api/v2/samsung-pay'),
  single('us-license', '/api/v1/license-us'),
  single('licenses', '/api/v1/licenses'),
  single('terms', '/api/v1/terms-by-country'),
  single('culture', '/api/v2/culture'),
  single('leadership', '/api/v2/leadership-v2'),
  single('team', '/api/v2/team'),
  single('about-us', '/api/v2/about-us'),
  single('enterprise', '/api/v1/enterprise-overview'),
  single('payment-network', '/api/v1/payment-network'),
  single('payment-options', '/api/v1/payment-option'),
  single('business', '/api/v1/business-landing'),
  single('personal', '/api/v1/personal-landing'),
  single('careers', '/api/v2/career'),
  single('bonus', '/api/v2/bonus-v2'),
  single('services', '/api/v1/services-by-country'),
  single('promo', '/api/v1/promo-page'),
  single('unsupported-browser', '/api/v1/unsupported-browser'),
  single('uvn', '/api/v1/uvn-page'),
  single('invite', '/api/v1/accept-invite-page'),
  single('referral', '/api/v1/referral-page'),
  single('help-home', '/api/zendesk-help-page'),
  single('not-found', '/api/v1/not-found-page'),
  single('news-listing', '/api/v2/news-page', articleListing),
  single('blog-listing', '/api/v2/blog-page', articleListing),
  // Collections
  collection('news-articles', '/api/v2/news-articles', article),
  collection('blog-articles', '/api/v2/blog-articles', article),
  collection('help-articles', '/api/v2/help-articles', helpArticle),
];

/** Pages the snapshot must hold in every language: the most visited, which no region may lack. */
export const everyLanguageResources = [
  'header-menu',
  'footer',
  'home',
  'send-landing',
  'request-landing',
  'help-home',
  'supported-countries',
  'rules',
  'privacy-policy',
  'about-us',
  'select-region',
  'not-found',
] as const;

/** Support-desk lists, per help-desk locale, stored as `helpdesk/{locale}/{list}/page-{n}.json`. */
export const helpdeskLists = ['categories', 'sections', 'articles'] as const;
export type HelpdeskList = (typeof helpdeskLists)[number];

/** Backend snapshot files for static pages, stored as `backend/{name}.json`. */
export const backendFiles = ['countries', 'currencies', 'corridors'] as const;
