/**
 * The help centre of one site language, built from the support-desk snapshot (public-site §2, §3):
 * the English (source-locale) structure, each item in the language where translated and in English
 * otherwise (marked `fallback`, so the page says `lang="en"`), direct-link items kept for their own
 * pages but left out of listings, drafts left out. Read once per language per build.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import attachmentsJson from '../../content-cache/media/helpdesk/attachments.json' with { type: 'json' };
import { languages, langs, type Lang } from '../i18n/languages.ts';
import { directLinkIds, isListed } from '../domain/help-direct-links.ts';
import { localize as localizeIn, type Localized } from '../domain/help-fallback.ts';
import { helpPath, newRequestPath, type HelpBase } from '../domain/help-links.ts';
import { rewriteDeskHref, rewriteDeskSrc } from '../domain/help-body-links.ts';
import { plainText, type IndexEntry } from '../domain/help-search.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import { localizeHref } from '../i18n/paths.ts';
import type { Region } from '../i18n/regions.ts';

const SOURCE_LOCALE = 'en-us';

type Data<C extends 'helpCategories' | 'helpSections' | 'helpDeskArticles'> = CollectionEntry<C>['data'];
type HelpCategory = Localized<Data<'helpCategories'>> & { listed: boolean };
type HelpSection = Localized<Data<'helpSections'>> & { listed: boolean };
export type HelpArticle = Localized<Data<'helpDeskArticles'>> & { listed: boolean; categoryId: number };

export interface HelpCentre {
  lang: Lang;
  deskLocale: string;
  categories: HelpCategory[];
  sections: Map<number, HelpSection>;
  articles: Map<number, HelpArticle>;
  sectionsOf(categoryId: number, listedOnly?: boolean): HelpSection[];
  articlesOf(sectionId: number, listedOnly?: boolean): HelpArticle[];
  promoted: HelpArticle[];
}

const byPosition = <T extends { item: { position: number; id: number } }>(a: T, b: T) => a.item.position - b.item.position || a.item.id - b.item.id;

let snapshot: Promise<{ categories: Data<'helpCategories'>[]; sections: Data<'helpSections'>[]; articles: Data<'helpDeskArticles'>[] }> | undefined;
function readSnapshot() {
  snapshot ??= Promise.all([getCollection('helpCategories'), getCollection('helpSections'), getCollection('helpDeskArticles')]).then(([c, s, a]) => ({
    categories: c.map((e) => e.data),
    sections: s.map((e) => e.data),
    articles: a.map((e) => e.data).filter((x) => !x.draft),
  }));
  return snapshot;
}

const localize = <T extends { id: number; helpdeskLocale: string }>(all: readonly T[], locale: string) => localizeIn(all, locale, SOURCE_LOCALE);

async function build(lang: Lang): Promise<HelpCentre> {
  const deskLocale = languages[lang].helpdeskLocale;
  const snap = await readSnapshot();
  const source = snap.articles.filter((a) => a.helpdeskLocale === SOURCE_LOCALE);
  const direct = directLinkIds(
    source,
    snap.sections.filter((s) => s.helpdeskLocale === SOURCE_LOCALE),
  );
  const sections = new Map(localize(snap.sections, deskLocale).map((s) => [s.item.id, { ...s, listed: !direct.sections.has(s.item.id) && !direct.categories.has(s.item.category_id) }]));
  const categories = localize(snap.categories, deskLocale)
    .map((c) => ({ ...c, listed: !direct.categories.has(c.item.id) }))
    .sort(byPosition);
  const sourceById = new Map(source.map((a) => [a.id, a]));
  const articles = new Map<number, HelpArticle>();
  for (const a of localize(snap.articles, deskLocale)) {
    const section = sections.get(a.item.section_id);
    if (!section) continue;
    const categoryId = section.item.category_id;
    articles.set(a.item.id, { ...a, categoryId, listed: isListed(a.item, categoryId, direct) && isListed(sourceById.get(a.item.id) ?? a.item, categoryId, direct) });
  }
  const sectionList = [...sections.values()].sort(byPosition);
  const articleList = [...articles.values()].sort(byPosition);
  return {
    lang,
    deskLocale,
    categories,
    sections,
    articles,
    sectionsOf: (id, listedOnly = true) => sectionList.filter((s) => s.item.category_id === id && (s.listed || !listedOnly)),
    articlesOf: (id, listedOnly = true) => articleList.filter((a) => a.item.section_id === id && (a.listed || !listedOnly)),
    promoted: articleList.filter((a) => a.listed && a.item.promoted),
  };
}

const centres = new Map<Lang, Promise<HelpCentre>>();
export function getHelpCentre(lang: Lang): Promise<HelpCentre> {
  let found = centres.get(lang);
  if (!found) centres.set(lang, (found = build(lang)));
  return found;
}

/** Hosts of the support desk, from the snapshot's own links: their `/hc/…` links are rewritten. */
const deskHosts = [...new Set([process.env['HELPDESK_URL'], 'https://sendora.zendesk.com'].filter((u): u is string => !!u).map((u) => new URL(u).hostname))];

/** Attachments by full URL and by desk path, so either spelling in a body finds the local copy. */
const attachments: Record<string, string> = {};
for (const [from, to] of Object.entries(attachmentsJson as Record<string, string>)) {
  attachments[from] = to;
  attachments[from.replace(/^https?:\/\/[^/]+/, '')] = to;
}

const bodies = new Map<string, string>();
/** Stands for the region's new-request page in the cached body (bodies are cached per language). */
const NEW_REQUEST_MARK = '/hc/region-mark/requests/new';
/**
 * An article body sanitized once per language and base (allowlist, desk links to the site's help
 * paths, attachments to local copies), then localized for the region with a cheap link pass.
 */
export function articleBody(centre: HelpCentre, article: HelpArticle, base: HelpBase, region: Region, prefixed: boolean): string {
  const key = `${centre.lang}/${article.item.id}/${base}`;
  let html = bodies.get(key);
  if (html === undefined) {
    const targets = {
      article: (id: number) => {
        const a = centre.articles.get(id);
        return a && helpPath(base, { kind: 'article', categoryId: a.categoryId, sectionId: a.item.section_id, articleId: id });
      },
      section: (id: number) => {
        const s = centre.sections.get(id);
        return s && helpPath(base, { kind: 'section', categoryId: s.item.category_id, sectionId: id });
      },
      category: (id: number) => (centre.categories.some((c) => c.item.id === id) ? helpPath(base, { kind: 'category', categoryId: id }) : undefined),
      home: helpPath(base, { kind: 'home' }),
      newRequest: NEW_REQUEST_MARK,
      deskHosts,
    };
    // Desk links are mapped first; the sanitizer after it is the security boundary.
    const mapped = article.item.body.replace(
      /(\shref\s*=\s*)(["'])([^"']*)\2/gi,
      (_m, attr: string, q: string, href: string) => `${attr}${q}${rewriteDeskHref(href.replace(/&amp;/g, '&'), targets)}${q}`,
    );
    html = sanitizeHtml(mapped, null, (src) => rewriteDeskSrc(src, attachments, deskHosts)).replace(/<img src=""[^>]*>/g, '');
    bodies.set(key, html);
  }
  return html
    .replaceAll(NEW_REQUEST_MARK, newRequestPath(region.code))
    .replace(/(<a\s[^>]*?href=")(\/[^"]*)"/g, (_m, start: string, href: string) => `${start}${localizeHref(href.replace(/&amp;/g, '&'), prefixed ? region : null).replace(/&/g, '&amp;')}"`);
}

/** The static search index of a language (public-site §4): listed articles only, plain text. */
export async function searchIndexOf(lang: Lang): Promise<IndexEntry[]> {
  const centre = await getHelpCentre(lang);
  return [...centre.articles.values()].filter((a) => a.listed).map((a) => ({ id: a.item.id, s: a.item.section_id, c: a.categoryId, t: a.item.title, x: plainText(a.item.body) }));
}

export { langs };
