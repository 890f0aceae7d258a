import { getCollection } from 'astro:content';
import { languages } from '../i18n/languages.ts';
import type { Region } from '../i18n/regions.ts';

/** News and blog share one layout (public-site §2); `kind` is the URL word and the CMS resource prefix. */
export const articleKinds = ['news', 'blog'] as const;
export type ArticleKind = (typeof articleKinds)[number];

/** Cards per listing page. */
export const ARTICLES_PER_PAGE = 9;
/** Latest posts under an article (public-site §9). */
export const LATEST_POSTS = 2;
/** Default category of a listing (public-site §2: all-articles, page 1). */
export const ALL_ARTICLES = 'all-articles';

/**
 * Articles of a kind in the region's language, newest first; English entries fill in for
 * documents the language lacks (English is the fallback), each marked so the page can say so.
 */
export async function getArticles(kind: ArticleKind, region: Region) {
  const all = await getCollection('articles', (e) => e.data.resource === `${kind}-articles`);
  const cmsLocale = languages[region.lang].cmsLocale;
  const byDocument = new Map<string, { article: (typeof all)[number]['data']; fallback: boolean }>();
  for (const { data } of all) {
    if (data.cmsLocale === cmsLocale) byDocument.set(data.documentId, { article: data, fallback: false });
    else if (data.cmsLocale === 'en' && !byDocument.has(data.documentId)) byDocument.set(data.documentId, { article: data, fallback: true });
  }
  return [...byDocument.values()].sort((a, b) => b.article.date.localeCompare(a.article.date) || a.article.slug.localeCompare(b.article.slug));
}

export async function getArticleListing(kind: ArticleKind, region: Region) {
  const listings = await getCollection('articleListings', (e) => e.data.resource === `${kind}-listing`);
  const own = listings.find((e) => e.data.cmsLocale === languages[region.lang].cmsLocale);
  const english = listings.find((e) => e.data.cmsLocale === 'en');
  const entry = own ?? english;
  return entry && { listing: entry.data, fallback: !own };
}
