/**
 * Incremental sync: ask the services only for what changed since the last run, where they allow it.
 *
 * - Content service (Strapi v5), per collection × locale: the entries changed since the cursor
 *   (`filters[updatedAt][$gt]={cursor}`, paged, populated) and the list of published ids
 *   (`fields[0]=updatedAt`, paged, no populate: a few bytes an entry). The new list is the id list in
 *   the CMS's order, each entry the changed version or else the previous snapshot's; an id in
 *   neither (an entry the cursor cannot explain) makes the unit fall back to a full read. Deleted and
 *   unpublished entries are simply not in the id list (Strapi v5 lists published versions), so they
 *   leave the snapshot. The cursor is the newest `updatedAt` stored: the CMS's clock, not ours.
 *   Single types are one request each and are always read whole.
 * - Support desk (Zendesk), with agent credentials (HELPDESK_AUTH): the incremental article export
 *   (`/api/v2/help_center/incremental/articles?start_time={cursor}`) says which locales' articles
 *   changed; unchanged locales keep their article lists without a request. Categories and sections
 *   (small) are always read. The export does not report deletions, so a support-desk webhook asks
 *   for a full read of the desk (`fullHelpdesk`), and without a cursor or credentials it is read whole.
 * Cursors live in `sync-cursor.json`, written with the snapshot they describe (scripts/sync/write.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CURSOR_FILE } from './write.ts';
import type { HttpClient } from './http.ts';

export interface SyncCursor {
  version: 1;
  /** `{key}/{cmsLocale}` → newest `updatedAt` stored for that collection. */
  cms: Record<string, string>;
  /** Next start_time (Unix seconds) of the support desk's article export. */
  helpdeskStartTime?: number;
  writtenAt: string;
}

const cursorSchema = z.object({ version: z.literal(1), cms: z.record(z.string(), z.string()), helpdeskStartTime: z.number().int().nonnegative().optional(), writtenAt: z.string() });

export function readCursor(root: string): SyncCursor | undefined {
  const file = join(root, CURSOR_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return cursorSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) as SyncCursor;
  } catch {
    return undefined; // an unreadable cursor only costs a full read
  }
}

/** The newest `updatedAt` of some entries (ISO strings compare in time order), or `floor`. */
export function newestUpdatedAt(entries: unknown[], floor?: string): string | undefined {
  let newest = floor;
  for (const entry of entries) {
    const at = (entry as { updatedAt?: unknown } | null)?.updatedAt;
    if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && (newest === undefined || at > newest)) newest = at;
  }
  return newest;
}

/**
 * Merges an incremental answer into the previous list: `ids` in the CMS's order, each taken from
 * `changed` or else `previous`. Returns undefined when an id is in neither (read the list whole).
 */
export function mergeEntries(ids: string[], changed: Map<string, unknown>, previous: Map<string, unknown>, dropped: Set<string>): unknown[] | undefined {
  const merged: unknown[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const entry = changed.get(id) ?? previous.get(id);
    if (entry !== undefined) merged.push(entry);
    else if (!dropped.has(id)) return undefined;
  }
  return merged;
}

const exportPage = z.object({ articles: z.array(z.object({ locale: z.string() }).loose()), next_page: z.string().nullable().optional(), end_time: z.number().optional() }).loose();

/**
 * The support-desk locales whose articles changed since `startTime`, and the next start time; or
 * undefined when the export cannot be used (no credentials, an error, an answer out of format).
 */
export async function helpdeskChangedLocales(
  http: HttpClient,
  baseUrl: string,
  auth: string | undefined,
  startTime: number,
  maxPages = 50,
): Promise<{ locales: Set<string>; nextStartTime: number } | undefined> {
  if (!auth) return undefined;
  const headers = { authorization: `Basic ${Buffer.from(auth).toString('base64')}` };
  const origin = new URL(baseUrl).origin;
  const locales = new Set<string>();
  let next = startTime;
  let url: string | null = `${baseUrl}/api/v2/help_center/incremental/articles?start_time=${startTime}`;
  for (let n = 0; url && n < maxPages; n++) {
    let answer;
    try {
      answer = await http.getJson(url, { service: 'support desk (HELPDESK_URL)', headers });
    } catch {
      return undefined;
    }
    if (answer.kind !== 'ok') return undefined;
    const page = exportPage.safeParse(answer.body);
    if (!page.success) return undefined;
    for (const article of page.data.articles) locales.add(article.locale.toLowerCase());
    if (page.data.end_time !== undefined) next = Math.max(next, page.data.end_time);
    // Up to 1,000 articles a page; a shorter page is the end of the stream.
    const nextUrl = page.data.next_page;
    if (!nextUrl || page.data.articles.length < 1000 || new URL(nextUrl, url).origin !== origin) break;
    url = new URL(nextUrl, url).href;
    if (n === maxPages - 1) return undefined;
  }
  return { locales, nextStartTime: next };
}
