/**
 * Content service (Strapi v5 REST) fetchers. One unit = one resource in one locale.
 *
 * - single type: `GET {CMS_URL}{endpoint}?locale={cmsLocale}&populate=*` → `cms/{key}/{locale}.json`;
 * - collection: `GET …&pagination[page]={n}&pagination[pageSize]=100`, page 1 first for
 *   `meta.pagination.pageCount`, then the other pages in parallel (under the shared limit) →
 *   `cms/{key}/{locale}/page-{n}.json`, each page as received with `data` rewritten to the kept entries.
 *
 * A locale the CMS does not have (404, `data: null`, a document in another locale, an empty
 * collection) is absent from the snapshot; the site falls back to English. The default locale
 * cannot fall back, so there a missing document is a problem and its previous file is kept.
 */
import { z } from 'zod';
import type { CmsResource } from '../../src/content/resources.ts';
import { cmsAnswerSchema } from '../../src/content/snapshot.ts';
import { pagination } from '../../src/content/schemas/strapi.ts';
import { MalformedBodyError, type HttpClient, type JsonResult } from './http.ts';
import { emptyStats, indexLastGood, keepGoodEntries, strapiRules, type Entry, type SyncProblem } from './entries.ts';
import { fallBack, reasonsOf, type PreviousSnapshot, type UnitResult } from './previous.ts';
import type { OutputFile } from './write.ts';
import { mergeEntries, newestUpdatedAt } from './incremental.ts';
import { localizeMedia, type MediaCopies } from './media.ts';

export interface CmsContext {
  http: HttpClient;
  previous: PreviousSnapshot;
  /** CMS_URL without the trailing slash. */
  baseUrl: string;
  token: string | undefined;
  /** The locale every other one falls back to (`en`). */
  defaultLocale: string;
  maxPages: number;
  now: () => number;
  /** Incremental sync: `{key}/{locale}` → the newest updatedAt of the previous snapshot (scripts/sync/incremental.ts). */
  since?: Record<string, string> | undefined;
  /** Media files the answers refer to, collected for copying into media/ (scripts/sync/media.ts). */
  media?: MediaCopies;
}

export const CMS_SERVICE = 'content service (CMS_URL)';
export const CMS_PAGE_SIZE = 100;

const singleEnvelope = z.object({ data: z.record(z.string(), z.unknown()).nullable(), meta: z.record(z.string(), z.unknown()).optional() });
const collectionEnvelope = z.object({ data: z.array(z.unknown()), meta: z.object({ pagination }).loose() });

export function cmsUrl(ctx: Pick<CmsContext, 'baseUrl'>, resource: CmsResource, locale: string, page?: number): string {
  const base = `${ctx.baseUrl}${resource.endpoint}?locale=${encodeURIComponent(locale)}&populate=*`;
  return page === undefined ? base : `${base}&pagination[page]=${page}&pagination[pageSize]=${CMS_PAGE_SIZE}`;
}

export function cmsHeaders(ctx: Pick<CmsContext, 'token'>): Record<string, string> {
  return ctx.token ? { authorization: `Bearer ${ctx.token}` } : {};
}

async function get(ctx: CmsContext, url: string): Promise<JsonResult | MalformedBodyError> {
  const headers = cmsHeaders(ctx);
  try {
    const answer = await ctx.http.getJson(url, { service: CMS_SERVICE, headers });
    return answer.kind === 'ok' && ctx.media ? { ...answer, body: localizeMedia(answer.body, ctx.baseUrl, ctx.media) } : answer;
  } catch (error) {
    if (error instanceof MalformedBodyError) return error;
    throw error;
  }
}

export async function syncCmsUnit(ctx: CmsContext, resource: CmsResource, locale: string): Promise<UnitResult> {
  return resource.kind === 'single' ? syncSingle(ctx, resource, locale) : syncCollection(ctx, resource, locale);
}

async function syncSingle(ctx: CmsContext, resource: CmsResource, locale: string): Promise<UnitResult> {
  const endpoint = `${resource.endpoint}?locale=${locale}`;
  const file = `cms/${resource.key}/${locale}.json`;
  const url = cmsUrl(ctx, resource, locale);
  const unit = { rels: [file], schema: cmsAnswerSchema(resource), source: 'cms' as const, url, endpoint, file };
  const absent = (why: string): UnitResult =>
    locale === ctx.defaultLocale
      ? fallBack(ctx.previous, unit, [{ field: '(document)', message: `${why}; the default locale has nothing to fall back to` }])
      : { files: [], problems: [], stats: emptyStats(), absent: `cms/${resource.key}/${locale}` };

  const answer = await get(ctx, url);
  if (answer instanceof MalformedBodyError) return fallBack(ctx.previous, unit, [{ field: '(body)', message: answer.message }]);
  if (answer.kind === 'not-found') return absent('not in the content service (404)');
  const envelope = singleEnvelope.safeParse(answer.body);
  if (!envelope.success) return fallBack(ctx.previous, unit, reasonsOf(envelope.error));
  const doc = envelope.data.data;
  if (doc === null || Object.keys(doc).length === 0) return absent('not in the content service (empty data)');
  if (doc['publishedAt'] === null) return absent('only a draft in the content service');
  // Strapi may answer with another locale's version; that is not a translation.
  if (typeof doc['locale'] === 'string' && doc['locale'] !== locale) return absent(`the content service answered in locale ${doc['locale']}`);
  const check = resource.schema.safeParse(doc);
  const entry = typeof doc['documentId'] === 'string' ? doc['documentId'] : undefined;
  if (!check.success) return fallBack(ctx.previous, unit, reasonsOf(check.error, entry));
  const out: OutputFile = { path: file, content: answer.body, meta: { source: 'cms', url, fetchedAt: new Date(ctx.now()).toISOString(), status: 'fresh' } };
  return { files: [out], problems: [], stats: { ...emptyStats(), fresh: 1 } };
}

async function syncCollection(ctx: CmsContext, resource: CmsResource, locale: string): Promise<UnitResult> {
  const since = ctx.since?.[`${resource.key}/${locale}`];
  if (since !== undefined) {
    const result = await syncChanges(ctx, resource, locale, since);
    if (result) return result;
  }
  const full = await syncWhole(ctx, resource, locale);
  const newest = newestUpdatedAt(full.files.flatMap((f) => dataOf(f.content)));
  return newest ? { ...full, cursor: { unit: `${resource.key}/${locale}`, since: newest } } : full;
}

async function syncWhole(ctx: CmsContext, resource: CmsResource, locale: string): Promise<UnitResult> {
  const endpoint = `${resource.endpoint}?locale=${locale}`;
  const dir = `cms/${resource.key}/${locale}`;
  const firstUrl = cmsUrl(ctx, resource, locale, 1);
  const answerSchema = cmsAnswerSchema(resource);
  const unit = { rels: ctx.previous.pages(dir), schema: answerSchema, source: 'cms' as const, url: firstUrl, endpoint, file: `${dir}/` };
  const absent = (): UnitResult => ({ files: [], problems: [], stats: emptyStats(), absent: dir });

  type Page = { n: number; url: string; body: z.infer<typeof collectionEnvelope>; raw: Record<string, unknown>; fetchedAt: string };
  const fetchPage = async (n: number): Promise<Page | UnitResult | 'not-found'> => {
    const url = cmsUrl(ctx, resource, locale, n);
    const answer = await get(ctx, url);
    const pageFile = `${dir}/page-${n}.json`;
    if (answer instanceof MalformedBodyError) return fallBack(ctx.previous, { ...unit, file: pageFile }, [{ field: '(body)', message: answer.message }]);
    if (answer.kind === 'not-found') return 'not-found';
    const envelope = collectionEnvelope.safeParse(answer.body);
    if (!envelope.success) return fallBack(ctx.previous, { ...unit, file: pageFile }, reasonsOf(envelope.error));
    return { n, url, body: envelope.data, raw: answer.body as Record<string, unknown>, fetchedAt: new Date(ctx.now()).toISOString() };
  };

  const first = await fetchPage(1);
  if (first === 'not-found') {
    return locale === ctx.defaultLocale ? fallBack(ctx.previous, unit, [{ field: '(collection)', message: 'not in the content service (404)' }]) : absent();
  }
  if (!('n' in first)) return first;
  const pageCount = first.body.meta.pagination.pageCount;
  if (pageCount > ctx.maxPages) {
    return fallBack(ctx.previous, unit, [{ field: 'meta.pagination.pageCount', message: `${pageCount} pages is more than the limit of ${ctx.maxPages}` }]);
  }
  const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => fetchPage(i + 2)));
  const pages: Page[] = [first];
  for (const [i, page] of rest.entries()) {
    if (page === 'not-found') return fallBack(ctx.previous, unit, [{ field: '(page)', message: `page ${i + 2} of ${pageCount} answered 404` }]);
    if (!('n' in page)) return page; // a broken page: the whole list keeps its previous version
    pages.push(page);
  }

  const problems: SyncProblem[] = [];
  const stats = emptyStats();
  const rules = strapiRules(resource.schema);
  let lastGood: Map<string, Entry> | undefined;
  const seen = new Set<string>();
  const files: OutputFile[] = [];
  for (const page of pages) {
    const path = `${dir}/page-${page.n}.json`;
    const { kept, lastGoodIds } = keepGoodEntries(
      page.body.data,
      {
        endpoint,
        file: path,
        rules,
        seen,
        lastGood: () =>
          (lastGood ??= indexLastGood(
            unit.rels.map((rel) => dataOf(ctx.previous.read(rel))),
            rules,
          )),
      },
      problems,
      stats,
    );
    const content = { ...page.raw, data: kept };
    files.push({
      path,
      content,
      meta: { source: 'cms', url: page.url, fetchedAt: page.fetchedAt, status: 'fresh', ...(lastGoodIds.length ? { lastGoodEntries: lastGoodIds } : {}) },
    });
  }
  if (stats.fresh + stats.keptLastGood === 0) return { files: [], problems, stats, ...(problems.length ? {} : { absent: dir }) };
  // Belt and braces: every page must pass the same schema the validator applies.
  for (const out of files) {
    const check = answerSchema.safeParse(out.content);
    if (!check.success) return fallBack(ctx.previous, { ...unit, file: out.path }, reasonsOf(check.error));
  }
  return { files, problems, stats };
}

/**
 * One collection document in one locale, as the list would hold it (targeted sync,
 * scripts/sync/targeted.ts): `filters[documentId][$eq]` on the collection's own endpoint (the only
 * route the content service exposes). `[]` when the locale has no published version; undefined
 * when the answer is out of format.
 */
export async function fetchCmsDocument(ctx: CmsContext, resource: CmsResource, locale: string, documentId: string): Promise<{ entries: unknown[]; url: string } | undefined> {
  const url = `${cmsUrl(ctx, resource, locale)}&filters[documentId][$eq]=${encodeURIComponent(documentId)}`;
  const answer = await get(ctx, url);
  if (answer instanceof MalformedBodyError) return undefined;
  if (answer.kind === 'not-found') return { entries: [], url };
  const envelope = collectionEnvelope.safeParse(answer.body);
  return envelope.success ? { entries: envelope.data.data, url } : undefined;
}

export function dataOf(content: unknown): unknown[] {
  const data = (content as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) ? data : [];
}

/** Every entry of a paged Strapi list; undefined when any page is missing or out of format. */
async function allPages(ctx: CmsContext, url: (page: number) => string): Promise<unknown[] | undefined> {
  const entries: unknown[] = [];
  for (let page = 1, count = 1; page <= count; page++) {
    if (page > ctx.maxPages) return undefined;
    const answer = await get(ctx, url(page));
    if (answer instanceof MalformedBodyError || answer.kind !== 'ok') return undefined;
    const envelope = collectionEnvelope.safeParse(answer.body);
    if (!envelope.success) return undefined;
    entries.push(...envelope.data.data);
    count = envelope.data.meta.pagination.pageCount;
  }
  return entries;
}

/**
 * The incremental read of one collection (scripts/sync/incremental.ts): changed entries since the
 * cursor plus the published id list, merged into the previous entries. Undefined: read it whole.
 */
async function syncChanges(ctx: CmsContext, resource: CmsResource, locale: string, since: string): Promise<UnitResult | undefined> {
  const dir = `cms/${resource.key}/${locale}`;
  const rels = ctx.previous.pages(dir);
  if (rels.length === 0) return undefined;
  const base = `${ctx.baseUrl}${resource.endpoint}?locale=${encodeURIComponent(locale)}`;
  const page = (n: number) => `&pagination[page]=${n}&pagination[pageSize]=${CMS_PAGE_SIZE}`;
  const changedUrl = (n: number) => `${base}&populate=*&filters[updatedAt][$gt]=${encodeURIComponent(since)}${page(n)}`;
  const changed = await allPages(ctx, changedUrl);
  const ids = changed && (await allPages(ctx, (n) => `${base}&fields[0]=updatedAt${page(n)}`));
  if (!changed || !ids) return undefined;

  const endpoint = `${resource.endpoint}?locale=${locale}`;
  const rules = strapiRules(resource.schema);
  const problems: SyncProblem[] = [];
  const stats = emptyStats();
  const previous = indexLastGood(
    rels.map((rel) => dataOf(ctx.previous.read(rel))),
    rules,
  );
  const { kept } = keepGoodEntries(changed, { endpoint, file: `${dir}/`, rules, seen: new Set(), lastGood: () => previous }, problems, stats);
  const changedById = new Map(kept.map((e) => [rules.idOf(e as Entry)!, e] as const));
  // Broken changed entries without a last good version are dropped, as in a whole read.
  const dropped = new Set(changed.map((e) => rules.idOf(e as Entry)).filter((id): id is string => id !== undefined && !changedById.has(id)));
  const order = ids.map((e) => rules.idOf(e as Entry)).filter((id): id is string => id !== undefined);
  const merged = mergeEntries(order, changedById, previous, dropped);
  if (!merged) return undefined;
  if (merged.length === 0) return { files: [], problems, stats, absent: dir, mode: 'incremental' };

  const answerSchema = cmsAnswerSchema(resource);
  const fetchedAt = new Date(ctx.now()).toISOString();
  const before = rels.map((rel) => ctx.previous.read(rel));
  const beforeIds = before.flatMap(dataOf).map((e) => rules.idOf(e as Entry));
  if (changed.length === 0 && beforeIds.length === merged.length && merged.every((e, i) => rules.idOf(e as Entry) === beforeIds[i])) {
    // Nothing changed: the previous files stay byte for byte (no churn in the committed snapshot).
    const files = rels.map((rel, i): OutputFile => ({ path: rel, content: before[i], meta: { source: 'cms', url: changedUrl(1), fetchedAt, status: 'fresh' } }));
    return { files, problems, stats, cursor: { unit: `${resource.key}/${locale}`, since: newestUpdatedAt(merged, since)! }, mode: 'incremental' };
  }
  // Pages as large as the previous ones (the CMS's page size), so an edit touches few files.
  const size = (before[0] as { meta?: { pagination?: { pageSize?: number } } } | undefined)?.meta?.pagination?.pageSize ?? CMS_PAGE_SIZE;
  const pageCount = Math.ceil(merged.length / size);
  const files: OutputFile[] = [];
  for (let n = 1; n <= pageCount; n++) {
    const content = { data: merged.slice((n - 1) * size, n * size), meta: { pagination: { page: n, pageSize: size, pageCount, total: merged.length } } };
    if (!answerSchema.safeParse(content).success) return undefined;
    files.push({ path: `${dir}/page-${n}.json`, content, meta: { source: 'cms', url: changedUrl(n), fetchedAt, status: 'fresh' } });
  }
  const newest = newestUpdatedAt(merged, since)!;
  return { files, problems, stats, cursor: { unit: `${resource.key}/${locale}`, since: newest }, mode: 'incremental' };
}
