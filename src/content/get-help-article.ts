import { getCollection } from 'astro:content';
import { languages } from '../i18n/languages.ts';
import type { Region } from '../i18n/regions.ts';

/**
 * Help articles addressed by slug (public-site §2 Help articles, §7 GET /api/v2/help-article/{slug}),
 * in the region's language with English as the fallback, keyed by slug.
 */
export async function getHelpArticles(region: Region) {
  const all = await getCollection('helpArticles');
  const cmsLocale = languages[region.lang].cmsLocale;
  const bySlug = new Map<string, { article: (typeof all)[number]['data']; fallback: boolean }>();
  for (const { data } of all) {
    if (data.cmsLocale === cmsLocale) bySlug.set(data.slug, { article: data, fallback: false });
    else if (data.cmsLocale === 'en' && !bySlug.has(data.slug)) bySlug.set(data.slug, { article: data, fallback: true });
  }
  return bySlug;
}
