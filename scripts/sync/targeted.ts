/**
 * Targeted sync: when every webhook of a publish named its document (scripts/publish/targets.ts),
 * read only those documents instead of every collection's changes.
 *
 * - A single type is read whole in each of its locales (one request each), as a full sync reads it.
 * - A collection document is read with `filters[documentId][$eq]` in each locale the previous
 *   snapshot holds it in, plus the locale the event was in. A version that is there now and
 *   was there before replaces the old one in place (same list position, same page file); one
 *   that is gone (unpublished, deleted) leaves the list, whose pages are then laid out again at
 *   the same page size, as the incremental sync lays them out.
 * - A support-desk article is read with `GET /api/v2/help_center/{locale}/articles/{id}.json` in
 *   each locale the previous snapshot holds it in, and replaces the old version in place. The
 *   desk's list envelopes are not laid out again here, so an article gone or back to draft in a
 *   locale, or new, falls back (to the incremental sync, which then reads the desk whole).
 * - The snapshot is patched (commitPatch in write.ts): the files that change and their manifest
 *   lines; every other file, manifest line and the cursor stay as they are. The cursor is not
 *   moved: the next incremental sync still reads every change since it, these included, so a
 *   webhook Strapi failed to deliver is not lost.
 * Any doubt falls back to the incremental sync (the caller runs it): a content type not in the
 * registry, a document new to a list (its place is the CMS's order, which only the id list
 * tells), a list emptied, an entry failing its schema, a single type with a problem, an answer
 * out of format, a snapshot without a manifest.
 */
import { cmsResources as allCmsResources, type CmsResource } from '../../src/content/resources.ts';
import { cmsAnswerSchema, helpdeskSchemas } from '../../src/content/snapshot.ts';
import { defaultLang, languages } from '../../src/i18n/languages.ts';
import { CMS_PAGE_SIZE, CMS_SERVICE, cmsHeaders, dataOf, fetchCmsDocument, syncCmsUnit, type CmsContext } from './cms.ts';
import { emptyStats, strapiRules, zendeskRules, type Entry } from './entries.ts';
import { FetchError, MalformedBodyError, type HttpClient } from './http.ts';
import { fetchMedia, type MediaCopies } from './media.ts';
import { readPreviousSnapshot, type PreviousSnapshot } from './previous.ts';
import { checkUrl, emptyResult, localesOf, syncHttpClient, trimSlash, type SyncOptions, type SyncResult } from './run.ts';
import { acquireLock, commitPatch, recoverInterrupted, type OutputFile } from './write.ts';
import type { CmsTarget, HelpdeskTarget, Target } from '../publish/targets.ts';
import { helpDeskArticle } from '../../src/content/schemas/helpdesk.ts';
import { HELPDESK_SERVICE } from './helpdesk.ts';

export interface TargetedFallback {
  /** Why the targeted sync did not apply: the caller runs the incremental sync. */
  fallback: string;
  requests: number;
}

class Doubt extends Error {}

/** The registry resource a webhook's model names: the single type's key, or the collection's key in the singular. */
export function resourceOf(model: string, resources: CmsResource[] = allCmsResources): CmsResource | undefined {
  return resources.find((r) => (r.kind === 'single' ? r.key === model : r.key === model || r.key.replace(/s$/, '') === model));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function runTargetedSync(options: SyncOptions, allTargets: Target[]): Promise<SyncResult | TargetedFallback> {
  const targets = allTargets.filter((t): t is CmsTarget => t.service === 'cms');
  const articles = [...new Set(allTargets.filter((t): t is HelpdeskTarget => t.service === 'helpdesk').map((t) => t.articleId))];
  if (articles.length && options.helpdeskUrl === '') return { fallback: 'HELPDESK_URL is not set', requests: 0 };
  const now = options.now ?? Date.now;
  const urlError = checkUrl('CMS_URL', options.cmsUrl);
  if (urlError) return { fallback: urlError, requests: 0 };
  const resources = options.cmsResources ?? allCmsResources;
  const byResource = new Map<CmsResource, CmsTarget[]>();
  for (const target of targets) {
    const resource = resourceOf(target.model, resources);
    if (!resource) return { fallback: `${target.model} is not a content type the site reads`, requests: 0 };
    byResource.set(resource, [...(byResource.get(resource) ?? []), target]);
  }

  let release: () => void;
  try {
    release = acquireLock(options.root);
  } catch (error) {
    return { fallback: (error as Error).message, requests: 0 };
  }
  const http = syncHttpClient(options);
  try {
    const notes = recoverInterrupted(options.root);
    const previous = readPreviousSnapshot(options.root);
    if (previous.read('manifest.json') === undefined) return { fallback: 'the snapshot has no manifest', requests: 0 };
    const startedAt = new Date(now()).toISOString();
    const cmsLocales = options.cmsLocales ?? [...new Set(Object.values(languages).map((l) => l.cmsLocale))];
    const ctx: CmsContext = {
      http,
      previous,
      baseUrl: trimSlash(options.cmsUrl),
      token: options.cmsToken || undefined,
      defaultLocale: options.defaultCmsLocale ?? languages[defaultLang].cmsLocale,
      maxPages: options.maxPages ?? 500,
      now,
      media: new Map() as MediaCopies,
    };
    const written: OutputFile[] = [];
    const removed: string[] = [];
    const stats = emptyStats();
    const read: string[] = [];

    const jobs: Array<Promise<void>> = [];
    for (const [resource, named] of byResource) {
      const locales = localesOf(resource, cmsLocales);
      if (resource.kind === 'single') {
        read.push(`${resource.key} (${locales.length} locales)`);
        jobs.push(...locales.map((locale) => syncSingle(ctx, resource, locale, written, removed, stats)));
        continue;
      }
      for (const documentId of new Set(named.map((t) => t.documentId))) {
        const asked = new Set(named.filter((t) => t.documentId === documentId && t.locale).map((t) => t.locale!));
        read.push(`${resource.key} ${documentId}`);
        jobs.push(...locales.map((locale) => syncDocument(ctx, resource, locale, documentId, asked.has(locale), written, removed, stats)));
      }
    }
    const deskLocales = options.helpdeskLocales ?? [...new Set(Object.values(languages).map((l) => l.helpdeskLocale))];
    for (const articleId of articles) {
      const held = deskLocales.filter((locale) => articlePage(previous, locale, articleId) !== undefined);
      if (held.length === 0) return { fallback: `support-desk article ${articleId} is new to the snapshot`, requests: 0 };
      read.push(`support-desk article ${articleId} (${held.join(', ')})`);
      jobs.push(...held.map((locale) => syncArticle(http, trimSlash(options.helpdeskUrl), previous, locale, articleId, now, written, stats)));
    }
    // Documents of one collection in one locale share page files: applied in turn, not at once.
    const settled = await Promise.allSettled(jobs);
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected')?.reason as unknown;
    if (failure !== undefined) {
      if (failure instanceof Doubt) return { fallback: failure.message, requests: http.stats.requests };
      if (failure instanceof FetchError) return failed(failure.message, http.stats.requests);
      throw failure instanceof Error ? failure : new Error(String(failure));
    }
    const media = await fetchMedia(http, ctx.media!, options.root, CMS_SERVICE, cmsHeaders(ctx));
    const result: SyncResult = {
      exitCode: 0,
      files: written.length,
      keptPreviousFiles: 0,
      changes: { added: 0, changed: 0, unchanged: 0, removed: 0 },
      entries: stats,
      absent: [],
      problems: [],
      requests: http.stats.requests,
      retries: http.stats.retries,
      notes,
      targeted: read.join(', '),
    };
    const changed = written.filter((f) => !same(f.content, previous.read(f.path)));
    if (changed.length || removed.length || media.length) {
      try {
        result.changes = commitPatch({
          root: options.root,
          files: changed,
          removed,
          media,
          now,
          manifest: {
            generatedBy: 'npm run publish (targeted sync)',
            startedAt,
            sources: {
              cms: trimSlash(options.cmsUrl),
              helpdesk: options.helpdeskUrl === '' ? null : trimSlash(options.helpdeskUrl),
              backend: options.backendUrl === undefined ? null : trimSlash(options.backendUrl),
            },
            summary: { files: changed.length, removed: removed.length, entriesFresh: stats.fresh, requests: result.requests },
          },
        }).changes;
      } catch (error) {
        return { fallback: `writing the patch failed: ${(error as Error).message}`, requests: http.stats.requests };
      }
    }
    result.changes.unchanged += written.length - changed.length;
    return result;
  } catch (error) {
    if (error instanceof FetchError) return failed(error.message, http.stats.requests);
    return { fallback: `unexpected: ${(error as Error).message}`, requests: http.stats.requests };
  } finally {
    release();
  }
}

function failed(message: string, requests: number): SyncResult {
  return { ...emptyResult(), error: `${message}\nThe snapshot was not changed.`, requests };
}

async function syncSingle(ctx: CmsContext, resource: CmsResource, locale: string, written: OutputFile[], removed: string[], stats: ReturnType<typeof emptyStats>): Promise<void> {
  const unit = await syncCmsUnit(ctx, resource, locale);
  if (unit.problems.length) throw new Doubt(`${resource.key}/${locale}: ${unit.problems[0]!.field}: ${unit.problems[0]!.message}`);
  const file = `cms/${resource.key}/${locale}.json`;
  if (unit.absent) {
    if (ctx.previous.read(file) !== undefined) removed.push(file);
    return;
  }
  written.push(...unit.files);
  stats.fresh += unit.stats.fresh;
}

/** Per list (`cms/{key}/{locale}`), the document changes applied in turn. */
const lists = new WeakMap<CmsContext, Map<string, Promise<void>>>();

async function syncDocument(
  ctx: CmsContext,
  resource: CmsResource,
  locale: string,
  documentId: string,
  asked: boolean,
  written: OutputFile[],
  removed: string[],
  stats: ReturnType<typeof emptyStats>,
): Promise<void> {
  const dir = `cms/${resource.key}/${locale}`;
  const rules = strapiRules(resource.schema);
  const held = ctx.previous.pages(dir).some((rel) => dataOf(ctx.previous.read(rel)).some((e) => rules.idOf(e as Entry) === documentId));
  if (!held && !asked) return;
  const answer = await fetchCmsDocument(ctx, resource, locale, documentId);
  if (!answer) throw new Doubt(`${dir} ${documentId}: the answer is out of format`);
  const published = answer.entries.filter((e) => !rules.isDraft(e as Entry) && rules.idOf(e as Entry) === documentId);
  if (published.length > 1) throw new Doubt(`${dir} ${documentId}: ${published.length} versions in one locale`);
  const entry = published[0];
  if (entry !== undefined && !resource.schema.safeParse(entry).success) throw new Doubt(`${dir} ${documentId}: the entry fails its schema`);
  if (entry !== undefined) stats.fresh++;
  // Two documents of the same list edit the same files: one after the other.
  const chain = lists.get(ctx) ?? new Map<string, Promise<void>>();
  lists.set(ctx, chain);
  const turn = (chain.get(dir) ?? Promise.resolve()).then(() => applyToList(ctx, resource, dir, documentId, entry, answer.url, written, removed));
  chain.set(
    dir,
    turn.catch(() => {}),
  );
  await turn;
}

/** Replaces or removes one document in a list's page files (as `written` holds them so far, else the snapshot's). */
function applyToList(ctx: CmsContext, resource: CmsResource, dir: string, documentId: string, entry: unknown, url: string, written: OutputFile[], removed: string[]): void {
  const rules = strapiRules(resource.schema);
  const rels = ctx.previous.pages(dir).filter((rel) => !removed.includes(rel));
  const current = (rel: string) => written.find((f) => f.path === rel)?.content ?? ctx.previous.read(rel);
  const pages = rels.map((rel) => ({ rel, content: current(rel) as Record<string, unknown> }));
  for (const f of written) if (f.path.startsWith(`${dir}/`) && !rels.includes(f.path)) pages.push({ rel: f.path, content: f.content as Record<string, unknown> });
  pages.sort((a, b) => a.rel.localeCompare(b.rel, 'en', { numeric: true }));
  const at = pages.findIndex((p) => dataOf(p.content).some((e) => rules.idOf(e as Entry) === documentId));
  if (at < 0) {
    if (entry === undefined) return;
    throw new Doubt(`${dir} ${documentId}: new to the list (its place is the content service's order)`);
  }
  const fetchedAt = new Date(ctx.now()).toISOString();
  const put = (path: string, content: unknown) => {
    const i = written.findIndex((f) => f.path === path);
    const file: OutputFile = { path, content, meta: { source: 'cms', url, fetchedAt, status: 'fresh' } };
    if (i >= 0) written[i] = file;
    else written.push(file);
  };
  const page = pages[at]!;
  if (entry !== undefined) {
    put(page.rel, { ...page.content, data: dataOf(page.content).map((e) => (rules.idOf(e as Entry) === documentId ? entry : e)) });
    return;
  }
  const merged = pages.flatMap((p) => dataOf(p.content)).filter((e) => rules.idOf(e as Entry) !== documentId);
  if (merged.length === 0) throw new Doubt(`${dir}: the list would be empty`);
  const size = (pages[0]!.content as { meta?: { pagination?: { pageSize?: number } } }).meta?.pagination?.pageSize ?? CMS_PAGE_SIZE;
  const pageCount = Math.ceil(merged.length / size);
  const answerSchema = cmsAnswerSchema(resource);
  for (let n = 1; n <= pageCount; n++) {
    const content = { data: merged.slice((n - 1) * size, n * size), meta: { pagination: { page: n, pageSize: size, pageCount, total: merged.length } } };
    if (!answerSchema.safeParse(content).success) throw new Doubt(`${dir}/page-${n}.json would not validate`);
    put(`${dir}/page-${n}.json`, content);
  }
  for (const p of pages.slice(pageCount)) {
    const i = written.findIndex((f) => f.path === p.rel);
    if (i >= 0) written.splice(i, 1);
    if (ctx.previous.read(p.rel) !== undefined) removed.push(p.rel);
  }
}

/** The page file of `helpdesk/{locale}/articles/` holding an article, if any. */
function articlePage(previous: PreviousSnapshot, locale: string, articleId: string): string | undefined {
  const rules = zendeskRules(helpDeskArticle);
  return previous.pages(`helpdesk/${locale}/articles`).find((rel) => listOf(previous.read(rel)).some((a) => rules.idOf(a as Entry) === articleId));
}

const listOf = (content: unknown): unknown[] => {
  const items = (content as { articles?: unknown } | undefined)?.articles;
  return Array.isArray(items) ? items : [];
};

async function syncArticle(
  http: HttpClient,
  baseUrl: string,
  previous: PreviousSnapshot,
  locale: string,
  articleId: string,
  now: () => number,
  written: OutputFile[],
  stats: ReturnType<typeof emptyStats>,
): Promise<void> {
  const rel = articlePage(previous, locale, articleId)!;
  const endpoint = `/api/v2/help_center/${locale}/articles/${articleId}.json`;
  let answer;
  try {
    answer = await http.getJson(`${baseUrl}${endpoint}`, { service: HELPDESK_SERVICE });
  } catch (error) {
    if (error instanceof MalformedBodyError) throw new Doubt(`${endpoint}: ${error.message}`);
    throw error;
  }
  if (answer.kind === 'not-found') throw new Doubt(`support-desk article ${articleId} is gone in ${locale}`);
  const article = (answer.body as { article?: unknown } | null)?.article;
  const rules = zendeskRules(helpDeskArticle);
  if (typeof article !== 'object' || article === null || rules.idOf(article as Entry) !== articleId) throw new Doubt(`${endpoint}: no article in the answer`);
  if (rules.isDraft(article as Entry)) throw new Doubt(`support-desk article ${articleId} is a draft in ${locale}`);
  if (!helpDeskArticle.safeParse(article).success) throw new Doubt(`${endpoint}: the article fails its schema`);
  stats.fresh++;
  const at = written.findIndex((f) => f.path === rel);
  const page = (at >= 0 ? written[at]!.content : previous.read(rel)) as Record<string, unknown>;
  const content = { ...page, articles: listOf(page).map((a) => (rules.idOf(a as Entry) === articleId ? article : a)) };
  if (!helpdeskSchemas.articles.safeParse(content).success) throw new Doubt(`${rel} would not validate`);
  const file: OutputFile = { path: rel, content, meta: { source: 'helpdesk', url: `${baseUrl}${endpoint}`, fetchedAt: new Date(now()).toISOString(), status: 'fresh' } };
  if (at >= 0) written[at] = file;
  else written.push(file);
}
