/**
 * A fake of the three services the sync reads (used by the sync and publish tests, and by the
 * publish bench to time a sync without the network), on 127.0.0.1, answering in their wire formats
 * from in-memory data:
 * - content service, Strapi v5 REST: `{data, meta}` for single types (404 error envelope when a
 *   locale has no document), `{data: [...], meta: {pagination: {page, pageSize, pageCount, total}}}`
 *   for collections, `pagination[pageSize]` capped at `cmsMaxPageSize` (Strapi's maxLimit);
 * - support desk, Zendesk Help Center: `/api/v2/help_center/{locale}/{list}.json` with the offset
 *   envelope and an absolute `next_page`, `per_page` capped at `helpdeskMaxPerPage`; one article
 *   as `/api/v2/help_center/{locale}/articles/{id}.json` (`{article}`, 404 when the locale lacks it);
 * - backend: `/api/v1/reference/{countries|currencies|corridors}`;
 * - incremental calls (scripts/sync/incremental.ts): Strapi `filters[updatedAt][$gt]` and
 *   `fields[n]` on collections, `filters[documentId][$eq]` for the targeted sync (these answer
 *   with published entries only, as Strapi v5 does), and
 *   Zendesk's `/api/v2/help_center/incremental/articles?start_time=` over every locale.
 * Faults are switched on per path (and optional query): a status (500, 503...), 429 with
 * Retry-After, a hang, a malformed body, a next_page on another origin; each for the first
 * `times` matching requests or always. Every request is logged, and the peak of requests in
 * flight is recorded.
 *
 * Also here: the fixture data. The tests' helpers (a previous snapshot, tree comparison) are in
 * tests/fixtures/fake-services.ts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
export type Json = Record<string, unknown>;

export interface FakeData {
  /** Strapi: endpoint → locale → a document (single type) or documents (collection). */
  cms: Record<string, Record<string, Json | Json[]>>;
  /** Zendesk: help-desk locale → lists. */
  helpdesk: Record<string, { categories: Json[]; sections: Json[]; articles: Json[] }>;
  backend: { countries: Json[]; currencies: Json[]; corridors: Json[] };
}

export type Fault =
  { kind: 'status'; status: number } | { kind: 'retry-after'; retryAfter: string } | { kind: 'hang'; ms: number } | { kind: 'malformed' } | { kind: 'foreign-next-page'; url: string };

interface FaultRule {
  path: string;
  /** Query parameters that must all match, e.g. `{ locale: 'de', 'pagination[page]': '2' }`. */
  query?: Record<string, string>;
  fault: Fault;
  /** Matching requests that get the fault before normal answers resume; default: all. */
  times?: number;
}

interface LoggedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

export interface FakeServices {
  url: string;
  data: FakeData;
  faults: FaultRule[];
  requests: LoggedRequest[];
  /** The most requests that were in flight at once. */
  readonly maxInFlight: number;
  /** Requests to a path (any query). */
  count(path: string, query?: Record<string, string>): number;
  close(): Promise<void>;
}

export interface FakeOptions {
  data?: FakeData;
  cmsMaxPageSize?: number;
  helpdeskMaxPerPage?: number;
  /** Delay before each answer, ms (makes concurrency observable). */
  latencyMs?: number;
  /** Files served as they are, by path (Strapi's /uploads/… media). */
  files?: Record<string, Buffer>;
}

const matches = (url: URL, path: string, query: Record<string, string> | undefined) => url.pathname === path && Object.entries(query ?? {}).every(([k, v]) => url.searchParams.get(k) === v);

export async function startFakeServices(options: FakeOptions = {}): Promise<FakeServices> {
  const data = options.data ?? fixtureData();
  const cmsMaxPageSize = options.cmsMaxPageSize ?? 100;
  const helpdeskMaxPerPage = options.helpdeskMaxPerPage ?? 100;
  const faults: FaultRule[] = [];
  const requests: LoggedRequest[] = [];
  const used = new Map<FaultRule, number>();
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let maxInFlight = 0;
  let origin = '';

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.destroyed || res.writableEnded) return;
    const bytes = Buffer.isBuffer(body);
    const text = typeof body === 'string' || bytes ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': bytes ? 'application/octet-stream' : 'application/json; charset=utf-8', ...headers });
    res.end(text);
  };

  const strapiError = (status: number, name: string, message: string) => ({ data: null, error: { status, name, message, details: {} } });

  function answer(url: URL, fault: Fault | undefined): { status: number; body: unknown; headers?: Record<string, string> } {
    const path = url.pathname;
    const file = options.files?.[path];
    if (file) return { status: 200, body: file };
    // Backend
    const reference = /^\/api\/v1\/reference\/(countries|currencies|corridors)$/.exec(path);
    if (reference) {
      const name = reference[1] as keyof FakeData['backend'];
      return { status: 200, body: { [name]: data.backend[name], generatedAt: '2026-11-20T08:00:00.000Z' } };
    }
    // Zendesk Help Center incremental article export: every locale, changed after start_time (seconds).
    if (path === '/api/v2/help_center/incremental/articles') {
      const start = Number(url.searchParams.get('start_time') ?? 0);
      const at = (a: Json) => Math.floor(Date.parse(String(a['updated_at'])) / 1000);
      const articles = Object.values(data.helpdesk)
        .flatMap((l) => l.articles)
        .filter((a) => at(a) > start)
        .sort((a, b) => at(a) - at(b));
      const end = articles.length ? at(articles.at(-1)!) : start;
      return { status: 200, body: { articles, count: articles.length, end_time: end, next_page: null } };
    }
    // Zendesk Help Center: one article in one locale (the targeted sync).
    const one = /^\/api\/v2\/help_center\/([^/]+)\/articles\/(\d+)\.json$/.exec(path);
    if (one) {
      const article = data.helpdesk[decodeURIComponent(one[1] ?? '')]?.articles.find((a) => String(a['id']) === one[2]);
      return article ? { status: 200, body: { article } } : { status: 404, body: { error: 'RecordNotFound', description: 'Not found' } };
    }
    // Zendesk Help Center
    const help = /^\/api\/v2\/help_center\/([^/]+)\/(categories|sections|articles)\.json$/.exec(path);
    if (help) {
      const locale = decodeURIComponent(help[1] ?? '');
      const list = help[2] as 'categories' | 'sections' | 'articles';
      const lists = data.helpdesk[locale];
      if (!lists) return { status: 404, body: { error: 'InvalidLocale', description: `Locale ${locale} is not enabled` } };
      const items = lists[list];
      const perPage = Math.min(helpdeskMaxPerPage, Number(url.searchParams.get('per_page') ?? 30) || 30);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const pageCount = Math.ceil(items.length / perPage);
      const link = (n: number) => `${origin}${path}?page=${n}&per_page=${perPage}`;
      let nextPage: string | null = page < pageCount ? link(page + 1) : null;
      if (fault?.kind === 'foreign-next-page') nextPage = fault.url;
      return {
        status: 200,
        body: {
          [list]: items.slice((page - 1) * perPage, page * perPage),
          next_page: nextPage,
          previous_page: page > 1 ? link(page - 1) : null,
          count: items.length,
          page,
          per_page: perPage,
          page_count: pageCount,
          sort_by: 'position',
          sort_order: 'asc',
        },
      };
    }
    // Strapi
    const byLocale = data.cms[path];
    if (!byLocale) return { status: 404, body: strapiError(404, 'NotFoundError', 'Not Found') };
    const locale = url.searchParams.get('locale') ?? 'en';
    const value = byLocale[locale];
    if (Array.isArray(value) || (value === undefined && Object.values(byLocale).some(Array.isArray))) {
      let items = value === undefined ? [] : value;
      const after = url.searchParams.get('filters[updatedAt][$gt]');
      const fields = [...url.searchParams].filter(([k]) => /^fields\[\d+\]$/.test(k)).map(([, v]) => v);
      const documentId = url.searchParams.get('filters[documentId][$eq]');
      if (after !== null || fields.length || documentId !== null) items = items.filter((e) => e['publishedAt'] !== null);
      if (after !== null) items = items.filter((e) => String(e['updatedAt']) > after);
      if (documentId !== null) items = items.filter((e) => e['documentId'] === documentId);
      if (fields.length) items = items.map((e) => Object.fromEntries(Object.entries(e).filter(([k]) => ['id', 'documentId', ...fields].includes(k))));
      const pageSize = Math.min(cmsMaxPageSize, Number(url.searchParams.get('pagination[pageSize]') ?? 25) || 25);
      const page = Math.max(1, Number(url.searchParams.get('pagination[page]') ?? 1) || 1);
      return {
        status: 200,
        body: {
          data: items.slice((page - 1) * pageSize, page * pageSize),
          meta: { pagination: { page, pageSize, pageCount: Math.ceil(items.length / pageSize), total: items.length } },
        },
      };
    }
    if (value === undefined) return { status: 404, body: strapiError(404, 'NotFoundError', 'Not Found') };
    return { status: 200, body: { data: value, meta: {} } };
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => inFlight--);

    const rule = faults.find((r) => matches(url, r.path, r.query) && (r.times === undefined || (used.get(r) ?? 0) < r.times));
    if (rule) used.set(rule, (used.get(rule) ?? 0) + 1);
    const fault = rule?.fault;
    const reply = () => {
      if (fault?.kind === 'status') {
        const body = url.pathname.startsWith('/api/v2/help_center/')
          ? { error: 'InternalError', description: 'Something went wrong' }
          : strapiError(fault.status, 'InternalServerError', 'Internal Server Error');
        return send(res, fault.status, body);
      }
      if (fault?.kind === 'retry-after') return send(res, 429, { error: 'TooManyRequests', description: 'Rate limit exceeded' }, { 'retry-after': fault.retryAfter });
      if (fault?.kind === 'malformed') return send(res, 200, '{"data": [{"id": 1, "documentId": "trunc');
      const out = answer(url, fault);
      send(res, out.status, out.body, out.headers);
    };
    if (fault?.kind === 'hang') return later(fault.ms, reply);
    if (options.latencyMs) return later(options.latencyMs, reply);
    reply();
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    data,
    faults,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    count: (path, query) => requests.filter((r) => r.path === path && Object.entries(query ?? {}).every(([k, v]) => r.query.get(k) === v)).length,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Fixture data: two CMS locales (en, de), two help-desk locales (en-us, de), three resources.

const stamp = '2026-11-02T09:14:05.004Z';

export function cmsPage(id: number, documentId: string, locale: string, title: string): Json {
  return {
    id,
    documentId,
    locale,
    title,
    updatedAt: stamp,
    publishedAt: stamp,
    seo: { metaTitle: title, metaDescription: `${title}.`, noindex: false },
    blocks: [{ __component: 'blocks.hero', id: 1, title, text: null }],
  };
}

export function newsArticle(n: number, locale: string, title = `News ${n}`): Json {
  return {
    id: 100 + n,
    documentId: `news${String(n).padStart(4, '0')}`,
    locale,
    slug: `news-${n}`,
    title,
    date: `2026-10-${String(n).padStart(2, '0')}`,
    preview_text: `Teaser ${n}`,
    location: null,
    img: { url: '/media/logo.svg', alternativeText: '', width: 10, height: 10 },
    video_url: null,
    description: `<p>Body ${n}</p>`,
    quote_section: null,
    description2: null,
    tiles_section: [],
    categories: [{ id: 1, title: 'Company', value: 'company' }],
    updatedAt: stamp,
    publishedAt: stamp,
  };
}

export function helpArticle(id: number, locale: string, sectionId: number, title = `Help ${id}`): Json {
  return {
    id,
    url: `https://example.zendesk.com/api/v2/help_center/${locale}/articles/${id}.json`,
    html_url: `https://example.zendesk.com/hc/${locale}/articles/${id}`,
    title,
    body: `<p>Answer ${id}</p>`,
    locale,
    source_locale: 'en-us',
    section_id: sectionId,
    label_names: [],
    promoted: false,
    position: id,
    draft: false,
    created_at: '2026-09-01T10:00:00Z',
    updated_at: '2026-10-01T10:00:00Z',
  };
}

export function fixtureData(): FakeData {
  const news = [1, 2, 3, 4, 5].map((n) => newsArticle(n, 'en'));
  const draftNews = { ...newsArticle(6, 'en'), publishedAt: null };
  const category = (id: number, locale: string, name: string): Json => ({
    id,
    name,
    description: '',
    locale,
    position: 0,
    html_url: `https://example.zendesk.com/hc/${locale}/categories/${id}`,
    updated_at: stamp,
  });
  const section = (id: number, locale: string, name: string, categoryId: number): Json => ({ id, name, description: '', category_id: categoryId, locale, position: 0, updated_at: stamp });
  return {
    cms: {
      '/api/v1/home-page': { en: cmsPage(1, 'home00000001', 'en', 'Send money abroad'), de: cmsPage(2, 'home00000001', 'de', 'Geld ins Ausland senden') },
      '/api/v2/about-us': { en: cmsPage(3, 'about0000001', 'en', 'About us') },
      '/api/v2/news-articles': { en: [...news.slice(0, 3), draftNews, ...news.slice(3)], de: [] },
    },
    helpdesk: {
      'en-us': {
        categories: [category(10, 'en-us', 'Sending money')],
        sections: [section(20, 'en-us', 'Payments', 10)],
        articles: [...[31, 32, 33, 34, 35].map((id) => helpArticle(id, 'en-us', 20)), { ...helpArticle(36, 'en-us', 20), draft: true }],
      },
      de: {
        categories: [category(10, 'de', 'Geld senden')],
        sections: [section(20, 'de', 'Zahlungen', 10)],
        articles: [helpArticle(31, 'de', 20, 'Hilfe 31')],
      },
    },
    backend: {
      countries: [
        {
          id: 826,
          code: 'GB',
          name: 'United Kingdom',
          seoNameFrom: 'from-united-kingdom',
          seoNameTo: 'to-united-kingdom',
          synonym: 'Britain',
          alias: 'UK',
          phone_prefix: '44',
          currencies: [826],
          canSend: true,
          canReceive: true,
          paySystems: [],
        },
        {
          id: 276,
          code: 'DE',
          name: 'Germany',
          seoNameFrom: 'from-germany',
          seoNameTo: 'to-germany',
          synonym: '',
          alias: '',
          phone_prefix: '49',
          currencies: [978],
          canSend: true,
          canReceive: true,
          paySystems: ['SEPA'],
        },
      ],
      currencies: [
        { id: 826, code: 'GBP', name: 'Pound sterling', decimals: 2 },
        { id: 978, code: 'EUR', name: 'Euro', decimals: 2 },
      ],
      corridors: [
        {
          from: 'GB',
          to: 'DE',
          fromCurrency: 826,
          toCurrency: 978,
          convertRate: '1.1612',
          tariffs: [{ from: 0, to: 5000, percent: 0, fix: 0.99 }],
          deliveryMethods: ['BANK_ACCOUNT'],
          minAmount: 1,
          maxAmount: 5000,
          multiple: 1,
        },
      ],
    },
  };
}
