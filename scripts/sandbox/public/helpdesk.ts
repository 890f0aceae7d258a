// Help search and article votes (sender-flows §7, public-site §4, §6, §7) over the committed
// support-desk snapshot content-cache/helpdesk/, in the Zendesk Help Center shapes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from '../context.ts';
import { BadRequest, readJson, sendJson } from '../http.ts';
import { articlesAnswer, sectionsAnswer } from '../../../src/content/schemas/helpdesk.ts';
import { directLinkIds, isDirectLinkArticle, isListed } from '../../../src/domain/help-direct-links.ts';
import { plainText } from '../../../src/domain/help-search.ts';
import { helpSearchAnswer, voteRequest } from '../../../src/api/schemas/public.ts';
import { isLang, languages } from '../../../src/i18n/languages.ts';
import { paths } from '../../../src/api/paths.ts';
import { escapeHtml } from './html.ts';

const HELPDESK_ROOT = fileURLToPath(new URL('../../../content-cache/helpdesk/', import.meta.url));
/** The support desk's source locale: the fallback of every other one. */
const SOURCE_LOCALE = 'en-us';
const DEFAULT_PER_PAGE = 25;
const MAX_PER_PAGE = 100;
const MAX_QUERY_LENGTH = 200;
const MAX_TERMS = 10;
const SNIPPET_LENGTH = 200;

interface SearchableArticle {
  id: number;
  title: string;
  /** Body as plain text (tags dropped, entities decoded). */
  text: string;
  sectionId: number;
  categoryId: number;
  labels: string[];
  locale: string;
}

interface Snapshot {
  /** Searchable (not direct-link) articles by help-desk locale, in the desk's order. */
  byLocale: Map<string, SearchableArticle[]>;
  /** Every article id of the snapshot, direct-link ones included (they can be voted on). */
  articleIds: Set<number>;
}

/** Body HTML → plain text for matching and snippets: the same rule as the site's static index. */
export { plainText };

function readList<T>(dir: string, parse: (raw: unknown) => T[]): T[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^page-\d+\.json$/.test(f))
    .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]))
    .flatMap((f) => parse(JSON.parse(readFileSync(join(dir, f), 'utf8'))));
}

function loadSnapshot(root: string): Snapshot {
  const locales = existsSync(root) ? readdirSync(root).filter((l) => existsSync(join(root, l, 'articles'))) : [];
  const raw = new Map(locales.map((l) => [l, readList(join(root, l, 'articles'), (r) => articlesAnswer.parse(r).articles)]));
  const sections = readList(join(root, SOURCE_LOCALE, 'sections'), (r) => sectionsAnswer.parse(r).sections);
  const categoryOf = new Map(sections.map((s) => [s.id, s.category_id]));
  // Direct-link content (public-site §3) is never found: the one rule of src/domain/help-direct-links.ts.
  const direct = directLinkIds(raw.get(SOURCE_LOCALE) ?? [], sections);
  // A label in any locale hides the article in every locale.
  for (const article of [...raw.values()].flat()) if (isDirectLinkArticle(article)) direct.articles.add(article.id);
  const byLocale = new Map<string, SearchableArticle[]>();
  for (const [locale, articles] of raw) {
    byLocale.set(
      locale,
      articles
        .filter((a) => !a.draft && isListed(a, categoryOf.get(a.section_id), direct))
        .map((a) => ({ id: a.id, title: a.title, text: plainText(a.body), sectionId: a.section_id, categoryId: categoryOf.get(a.section_id) ?? 0, labels: a.label_names, locale })),
    );
  }
  return { byLocale, articleIds: new Set([...raw.values()].flat().map((a) => a.id)) };
}

let snapshot: Snapshot | null = null;
/** The snapshot, read once per process (it is committed content; a sync means a restart). */
export function helpdesk(): Snapshot {
  snapshot ??= loadSnapshot(HELPDESK_ROOT);
  return snapshot;
}

/** A locale as the site or the desk names it ('de', 'de-at', 'in', 'en-gb', 'zh-cn') → a snapshot locale. */
export function deskLocale(locale: string, available: ReadonlyMap<string, unknown>): string {
  const lower = locale.toLowerCase();
  if (available.has(lower)) return lower;
  const lang = lower.split('-')[0]!;
  if (isLang(lang) && available.has(languages[lang].helpdeskLocale)) return languages[lang].helpdeskLocale;
  return available.has(lang) ? lang : SOURCE_LOCALE;
}

/** The locale's articles, then the English ones it has no translation of (English fallback). */
function articlesFor(locale: string): SearchableArticle[] {
  const { byLocale } = helpdesk();
  const own = byLocale.get(locale) ?? [];
  if (locale === SOURCE_LOCALE) return own;
  const translated = new Set(own.map((a) => a.id));
  return [...own, ...(byLocale.get(SOURCE_LOCALE) ?? []).filter((a) => !translated.has(a.id))];
}

interface Folded {
  text: string;
  /** Original start and end (UTF-16 offsets) of each folded code unit. */
  starts: number[];
  ends: number[];
}

/** Lower case without accents ('Überweisung' → 'uberweisung'), keeping a map to the original. */
export function fold(original: string): Folded {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const ch of original) {
    const folded = ch.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
    for (let k = 0; k < folded.length; k++) {
      starts.push(at);
      ends.push(at + ch.length);
    }
    text += folded;
    at += ch.length;
  }
  return { text, starts, ends };
}

/** Ranges of the original text where any term occurs, merged. */
function matches(folded: Folded, terms: readonly string[]): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (const term of terms) {
    for (let i = folded.text.indexOf(term); i !== -1; i = folded.text.indexOf(term, i + term.length)) {
      found.push([folded.starts[i]!, folded.ends[i + term.length - 1]!]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of found) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** A window of the text around the first match, escaped, with matches in <em> (Zendesk's snippet). */
export function snippet(text: string, terms: readonly string[]): string {
  const ranges = matches(fold(text), terms);
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - 60);
  const space = text.indexOf(' ', start);
  // Start the window at a word, never past the match.
  if (start > 0 && space !== -1 && space < first) start = space + 1;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  let out = start > 0 ? '…' : '';
  let at = start;
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue;
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    out += `${escapeHtml(text.slice(at, a))}<em>${escapeHtml(text.slice(a, b))}</em>`;
    at = b;
  }
  return out + escapeHtml(text.slice(at, end)) + (end < text.length ? '…' : '');
}

const helpArticlePath = (a: SearchableArticle): string => `/help/category/${a.categoryId}/section/${a.sectionId}/article/${a.id}`;

function pageNumber(raw: string | null, name: string, fallback: number, max: number): number {
  if (raw === null) return fallback;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new BadRequest(400, { code: 'INVALID_PAGING', body: `${name} must be a whole number from 1 to ${max}.` });
  }
  return Number(raw);
}

export function searchArticles(ctx: Context): void {
  const params = ctx.url.searchParams;
  const query = (params.get('query') ?? '').trim();
  if (query === '') throw new BadRequest(400, { code: 'QUERY_REQUIRED', body: 'Give a search query: ?query=…' });
  if (query.length > MAX_QUERY_LENGTH) throw new BadRequest(400, { code: 'QUERY_TOO_LONG', body: `A search query has at most ${MAX_QUERY_LENGTH} characters.` });
  const localeParam = params.get('locale') ?? SOURCE_LOCALE;
  if (!/^[a-z]{2}(-[a-z]{2,4})?$/i.test(localeParam)) throw new BadRequest(400, { code: 'INVALID_LOCALE', body: 'locale is a language code such as en-us, de or zh-cn.' });
  const perPage = pageNumber(params.get('per_page'), 'per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const page = pageNumber(params.get('page'), 'page', 1, 10_000);

  const locale = deskLocale(localeParam, helpdesk().byLocale);
  const terms = [...new Set(fold(query).text.split(/\s+/).filter(Boolean))].slice(0, MAX_TERMS);
  // Every term must occur in the title or the body; title hits rank first, then the desk's order.
  const hits = articlesFor(locale)
    .map((article, order) => {
      const title = fold(article.title).text;
      const body = fold(article.text).text;
      const all = terms.every((t) => title.includes(t) || body.includes(t));
      return { article, order, all, inTitle: terms.every((t) => title.includes(t)) };
    })
    .filter((h) => h.all)
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.order - b.order);

  const count = hits.length;
  const pageCount = Math.ceil(count / perPage);
  const link = (p: number): string =>
    `${paths.helpSearch}?${new URLSearchParams({ query, locale: localeParam, page: String(p), per_page: String(perPage) })}`;
  const answer = helpSearchAnswer.parse({
    results: hits.slice((page - 1) * perPage, page * perPage).map(({ article }) => ({
      id: article.id,
      title: article.title,
      section_id: article.sectionId,
      label_names: article.labels,
      locale: article.locale,
      snippet: snippet(article.text, terms),
      html_url: helpArticlePath(article),
    })),
    count,
    page,
    per_page: perPage,
    page_count: pageCount,
    next_page: page < pageCount ? link(page + 1) : null,
    previous_page: page > 1 ? link(page - 1) : null,
  });
  sendJson(ctx.res, 200, answer);
}

/** One vote per voter and article; a changed vote replaces the old one. */
export async function voteOnArticle(ctx: Context): Promise<void> {
  const parsed = voteRequest.safeParse(await readJson(ctx.req));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BadRequest(400, { code: 'INVALID_VOTE', body: `${issue.path.join('.') || 'body'}: ${issue.message}` });
  }
  const vote = parsed.data;
  // public-site §6: voting only when signed in, or in the app with the user's email.
  const voter = vote.userEmail ? `email:${vote.userEmail.toLowerCase()}` : ctx.user ? `user:${ctx.user.id}` : null;
  if (!voter) throw new BadRequest(403, { errorCode: 'VOTE_NOT_AUTHORIZED', errorMessage: 'Sign in to rate this article.' });
  if (!helpdesk().articleIds.has(vote.articleId)) throw new BadRequest(404, { code: 'ARTICLE_NOT_FOUND', body: `No help article ${vote.articleId}.` });
  const value = vote.isUpVote ? 1 : -1;
  ctx.db
    .prepare('INSERT INTO votes (article_id, voter, value, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (article_id, voter) DO UPDATE SET value = excluded.value, created_at = excluded.created_at')
    .run(vote.articleId, voter, value, ctx.now());
  sendJson(ctx.res, 200, { ok: true, value });
}
