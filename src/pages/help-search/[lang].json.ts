import type { APIRoute, GetStaticPaths } from 'astro';
import { langs } from '../../i18n/languages.ts';
import { searchIndexOf } from '../../content/help-centre.ts';

/**
 * The static help-search index of each site language (public-site §4): listed articles in the
 * language, English where untranslated. The search box fetches it on first focus when no live
 * search is configured, or when the live search fails.
 */
export const getStaticPaths = (() => langs.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const lang = langs.find((l) => l === params['lang']);
  if (!lang) return new Response(null, { status: 404 });
  return new Response(JSON.stringify(await searchIndexOf(lang)), { headers: { 'Content-Type': 'application/json' } });
};
