/**
 * Per-entry validation. A list answer (a Strapi collection page, a Zendesk list page, a backend
 * reference file) is checked entry by entry against the resource schema, so one broken document
 * costs that document only:
 * - drafts (Strapi `publishedAt: null`, Zendesk `draft: true`) are dropped silently (counted);
 * - an entry failing the schema is replaced by the previous snapshot's entry with the same id
 *   (Strapi documentId, Zendesk id, backend key) when that one is valid, otherwise dropped;
 * - an id seen earlier in the same list (an edit moved it between pages mid-sync) is dropped;
 * - every rejection becomes a SyncProblem naming the endpoint, the entry id and the field path.
 * Entries are stored raw, as received (never the zod output with defaults filled in).
 */
import type { z } from 'zod';
import type { SnapshotProblem } from '../../src/content/snapshot.ts';

/** What the sync did about a problem. */
export type Resolution =
  /** The previous snapshot's version of the entry was kept. */
  | 'kept-last-good'
  /** The entry (or file) is not in the new snapshot. */
  | 'dropped'
  /** The whole file (or list) was kept from the previous snapshot. */
  | 'kept-previous-file';

/** A SnapshotProblem that also names the endpoint it came from and what the sync did. */
export interface SyncProblem extends SnapshotProblem {
  /** Service path, e.g. `/api/v2/news-articles?locale=de` or `/api/v2/help_center/de/articles.json`. */
  endpoint: string;
  resolution: Resolution;
}

export interface EntryStats {
  /** Entries stored as received. */
  fresh: number;
  /** Broken entries replaced by their previous version. */
  keptLastGood: number;
  /** Broken entries with no usable previous version. */
  dropped: number;
  /** Unpublished entries skipped. */
  drafts: number;
  /** Ids already seen on an earlier page of the same list. */
  duplicates: number;
}

export const emptyStats = (): EntryStats => ({ fresh: 0, keptLastGood: 0, dropped: 0, drafts: 0, duplicates: 0 });

export function addStats(into: EntryStats, from: EntryStats): EntryStats {
  into.fresh += from.fresh;
  into.keptLastGood += from.keptLastGood;
  into.dropped += from.dropped;
  into.drafts += from.drafts;
  into.duplicates += from.duplicates;
  return into;
}

export type Entry = Record<string, unknown>;

export interface ListRules {
  /** Item schema (one document). */
  schema: z.ZodType;
  /** Stable id of an entry, the key for last-good replacement. */
  idOf: (entry: Entry) => string | undefined;
  /** True for entries the site must never show. */
  isDraft: (entry: Entry) => boolean;
}

export const strapiRules = (schema: z.ZodType): ListRules => ({
  schema,
  idOf: (e) => (typeof e['documentId'] === 'string' && e['documentId'] !== '' ? e['documentId'] : typeof e['id'] === 'number' ? `id:${e['id']}` : undefined),
  isDraft: (e) => e['publishedAt'] === null,
});

export const zendeskRules = (schema: z.ZodType): ListRules => ({
  schema,
  idOf: (e) => (typeof e['id'] === 'number' || typeof e['id'] === 'string' ? String(e['id']) : undefined),
  isDraft: (e) => e['draft'] === true,
});

const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod issues as problems about one entry (field paths relative to the entry). */
export function issuesOf(error: z.ZodError, where: { endpoint: string; file: string; entry?: string | undefined; resolution: Resolution; prefix?: string }): SyncProblem[] {
  return error.issues.map((issue) => {
    const field = [...(where.prefix ? [where.prefix] : []), ...issue.path.map(String)].join('.') || '(root)';
    const problem: SyncProblem = { endpoint: where.endpoint, file: where.file, field, message: issue.message, resolution: where.resolution };
    if (where.entry !== undefined) problem.entry = where.entry;
    return problem;
  });
}

/** Valid, published entries of previous list pages, by id (the last good versions). */
export function indexLastGood(pages: unknown[][], rules: ListRules): Map<string, Entry> {
  const index = new Map<string, Entry>();
  for (const items of pages) {
    for (const item of items) {
      if (!isEntry(item) || rules.isDraft(item)) continue;
      const id = rules.idOf(item);
      if (id !== undefined && !index.has(id) && rules.schema.safeParse(item).success) index.set(id, item);
    }
  }
  return index;
}

export interface ListContext {
  endpoint: string;
  /** Snapshot file the entries go to (for the problem report). */
  file: string;
  rules: ListRules;
  /** Last good entries of this list, read lazily (only when something fails). */
  lastGood: () => Map<string, Entry>;
  /** Ids already kept from earlier pages of the same list. */
  seen: Set<string>;
}

/**
 * The entries of one page that go into the snapshot, in order: fresh valid entries, and for
 * broken ones their last good version when there is one.
 */
export function keepGoodEntries(items: unknown[], ctx: ListContext, problems: SyncProblem[], stats: EntryStats): { kept: unknown[]; lastGoodIds: string[] } {
  const kept: unknown[] = [];
  const lastGoodIds: string[] = [];
  items.forEach((item, index) => {
    if (!isEntry(item)) {
      stats.dropped++;
      problems.push({ endpoint: ctx.endpoint, file: ctx.file, entry: `#${index}`, field: '(entry)', message: 'Expected an object', resolution: 'dropped' });
      return;
    }
    if (ctx.rules.isDraft(item)) {
      stats.drafts++;
      return;
    }
    const id = ctx.rules.idOf(item);
    if (id !== undefined && ctx.seen.has(id)) {
      stats.duplicates++;
      return;
    }
    const result = ctx.rules.schema.safeParse(item);
    if (result.success) {
      if (id !== undefined) ctx.seen.add(id);
      kept.push(item);
      stats.fresh++;
      return;
    }
    const previous = id === undefined ? undefined : ctx.lastGood().get(id);
    const resolution: Resolution = previous ? 'kept-last-good' : 'dropped';
    problems.push(...issuesOf(result.error, { endpoint: ctx.endpoint, file: ctx.file, entry: id ?? `#${index}`, resolution }));
    if (previous && id !== undefined) {
      ctx.seen.add(id);
      kept.push(previous);
      lastGoodIds.push(id);
      stats.keptLastGood++;
    } else {
      stats.dropped++;
    }
  });
  return { kept, lastGoodIds };
}
