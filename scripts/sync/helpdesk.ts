/**
 * Support desk (Zendesk Help Center) fetchers. One unit = one list in one help-desk locale.
 *
 * `GET {HELPDESK_URL}/api/v2/help_center/{locale}/{categories|sections|articles}.json?per_page=100`,
 * then `next_page` while it stays on HELPDESK_URL's origin (a next_page elsewhere is never
 * requested: the list is reported and keeps its previous version). Each page is stored as
 * received, its list rewritten to the kept entries, in `helpdesk/{locale}/{list}/page-{n}.json`.
 * Drafts (`draft: true`) are dropped. A locale the desk does not have (404 on page 1, or an empty
 * list) is absent; for the default locale a 404 is a problem and the previous list is kept.
 */
import { z } from 'zod';
import type { HelpdeskList } from '../../src/content/resources.ts';
import { helpdeskSchemas } from '../../src/content/snapshot.ts';
import { helpCategory, helpSection, helpDeskArticle } from '../../src/content/schemas/helpdesk.ts';
import { MalformedBodyError, type HttpClient } from './http.ts';
import { emptyStats, indexLastGood, keepGoodEntries, zendeskRules, type Entry, type SyncProblem } from './entries.ts';
import { fallBack, reasonsOf, type PreviousSnapshot, type UnitResult } from './previous.ts';
import type { OutputFile } from './write.ts';

export interface HelpdeskContext {
  http: HttpClient;
  previous: PreviousSnapshot;
  /** HELPDESK_URL without the trailing slash. */
  baseUrl: string;
  defaultLocale: string;
  maxPages: number;
  now: () => number;
}

export const HELPDESK_SERVICE = 'support desk (HELPDESK_URL)';
export const HELPDESK_PER_PAGE = 100;

const itemSchemas: Record<HelpdeskList, z.ZodType> = { categories: helpCategory, sections: helpSection, articles: helpDeskArticle };

/** The list envelope with its items left unchecked (they are checked one by one). */
const envelopeOf = (list: HelpdeskList): z.ZodType<Record<string, unknown>> => (helpdeskSchemas[list] as unknown as z.ZodObject).extend({ [list]: z.array(z.unknown()) }).loose();

export function helpdeskPath(locale: string, list: HelpdeskList): string {
  return `/api/v2/help_center/${encodeURIComponent(locale)}/${list}.json`;
}

export async function syncHelpdeskUnit(ctx: HelpdeskContext, locale: string, list: HelpdeskList): Promise<UnitResult> {
  const endpoint = helpdeskPath(locale, list);
  const dir = `helpdesk/${locale}/${list}`;
  const firstUrl = `${ctx.baseUrl}${endpoint}?per_page=${HELPDESK_PER_PAGE}`;
  const origin = new URL(ctx.baseUrl).origin;
  const unit = { rels: ctx.previous.pages(dir), schema: helpdeskSchemas[list], source: 'helpdesk' as const, url: firstUrl, endpoint, file: `${dir}/` };
  const envelope = envelopeOf(list);
  const rules = zendeskRules(itemSchemas[list]);
  const problems: SyncProblem[] = [];
  const stats = emptyStats();
  const seen = new Set<string>();
  const requested = new Set<string>();
  let lastGood: Map<string, Entry> | undefined;
  const files: OutputFile[] = [];

  let url: string | null = firstUrl;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the loop body sets url to the next page or null
  for (let n = 1; url !== null; n++) {
    const file = `${dir}/page-${n}.json`;
    if (n > ctx.maxPages) return fallBack(ctx.previous, { ...unit, file }, [{ field: 'next_page', message: `more than ${ctx.maxPages} pages` }]);
    requested.add(url);
    let answer;
    try {
      answer = await ctx.http.getJson(url, { service: HELPDESK_SERVICE });
    } catch (error) {
      if (error instanceof MalformedBodyError) return fallBack(ctx.previous, { ...unit, file }, [{ field: '(body)', message: error.message }]);
      throw error;
    }
    if (answer.kind === 'not-found') {
      if (n > 1) return fallBack(ctx.previous, { ...unit, file }, [{ field: 'next_page', message: `page ${n} answered 404` }]);
      if (locale === ctx.defaultLocale) return fallBack(ctx.previous, unit, [{ field: '(list)', message: 'not in the support desk (404); the default locale has nothing to fall back to' }]);
      return { files: [], problems: [], stats, absent: dir };
    }
    const parsed = envelope.safeParse(answer.body);
    if (!parsed.success) return fallBack(ctx.previous, { ...unit, file }, reasonsOf(parsed.error));
    const body = answer.body as Record<string, unknown>;
    const items = parsed.data[list] as unknown[];
    const { kept, lastGoodIds } = keepGoodEntries(
      items,
      {
        endpoint,
        file,
        rules,
        seen,
        lastGood: () =>
          (lastGood ??= indexLastGood(
            unit.rels.map((rel) => listOf(ctx.previous.read(rel), list)),
            rules,
          )),
      },
      problems,
      stats,
    );
    files.push({
      path: file,
      content: { ...body, [list]: kept },
      meta: { source: 'helpdesk', url, fetchedAt: new Date(ctx.now()).toISOString(), status: 'fresh', ...(lastGoodIds.length ? { lastGoodEntries: lastGoodIds } : {}) },
    });

    const next = body['next_page'];
    if (typeof next !== 'string' || next === '') break;
    let nextUrl: URL;
    try {
      nextUrl = new URL(next, url);
    } catch {
      return fallBack(ctx.previous, { ...unit, file }, [{ field: 'next_page', message: `not a URL: ${next}` }]);
    }
    if (nextUrl.origin !== origin) {
      return fallBack(ctx.previous, { ...unit, file }, [{ field: 'next_page', message: `points to another origin (${nextUrl.origin}), not followed` }]);
    }
    if (requested.has(nextUrl.href)) return fallBack(ctx.previous, { ...unit, file }, [{ field: 'next_page', message: `loops back to ${nextUrl.href}` }]);
    url = nextUrl.href;
  }

  if (stats.fresh + stats.keptLastGood === 0) return { files: [], problems, stats, ...(problems.length ? {} : { absent: dir }) };
  for (const out of files) {
    const check = helpdeskSchemas[list].safeParse(out.content);
    if (!check.success) return fallBack(ctx.previous, { ...unit, file: out.path }, reasonsOf(check.error));
  }
  return { files, problems, stats };
}

function listOf(content: unknown, list: HelpdeskList): unknown[] {
  const items = (content as Record<string, unknown> | undefined)?.[list];
  return Array.isArray(items) ? items : [];
}
