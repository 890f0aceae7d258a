import type { APIRoute, GetStaticPaths } from 'astro';
import { langs } from '../../../i18n/languages.ts';
import { shellTexts } from '../../../components/shell/shell-texts.ts';

/** The /auth shell's header and footer texts in each site language (components/shell/shell-texts.ts). */
export const getStaticPaths = (() => langs.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const lang = langs.find((l) => l === params['lang']);
  if (!lang) return new Response(null, { status: 404 });
  return new Response(JSON.stringify(await shellTexts(lang)), { headers: { 'Content-Type': 'application/json' } });
};
