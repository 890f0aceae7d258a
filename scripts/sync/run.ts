/**
 * One sync run: fetch every unit (CMS resource × locale, help-desk list × locale, backend file)
 * under one concurrency limit, keep last good entries and files where content is broken, then
 * write the new snapshot in one swap. The first request that cannot be completed (service down,
 * 5xx or timeouts past the last attempt, 401/403) stops the whole run: nothing is written.
 */
import { cmsResources as allCmsResources, helpdeskLists as allHelpdeskLists, backendFiles as allBackendFiles, type CmsResource, type HelpdeskList } from '../../src/content/resources.ts';
import { languages, defaultLang } from '../../src/i18n/languages.ts';
import { pageRoutes } from '../../src/i18n/page-routes.ts';
import { getRegion } from '../../src/i18n/regions.ts';
import { abortableSleep, createHttpClient, FetchError, type HttpClient } from './http.ts';
import { addStats, emptyStats, type EntryStats, type SyncProblem } from './entries.ts';
import { keepPreviousFiles, readPreviousSnapshot, type UnitResult } from './previous.ts';
import { CMS_SERVICE, cmsHeaders, syncCmsUnit } from './cms.ts';
import { fetchMedia, type MediaCopies } from './media.ts';
import { syncHelpdeskUnit } from './helpdesk.ts';
import { syncBackendFile, type BackendFile } from './backend.ts';
import { acquireLock, commitSnapshot, recoverInterrupted, type Changes, type OutputFile } from './write.ts';
import { helpdeskChangedLocales, readCursor, type SyncCursor } from './incremental.ts';
import { helpdeskSchemas } from '../../src/content/snapshot.ts';

export interface SyncOptions {
  /** The snapshot folder (content-cache/). */
  root: string;
  cmsUrl: string;
  /** Sent to the CMS only, as `Authorization: Bearer …`. */
  cmsToken?: string | undefined;
  /** Without it (empty), helpdesk/ keeps its files: a local content service without the desk. */
  helpdeskUrl: string;
  /** Without it, backend/ keeps its files. */
  backendUrl?: string | undefined;
  /**
   * Ask only for what changed since the cursor in sync-cursor.json (scripts/sync/incremental.ts);
   * default false (read everything). The cursor is written either way.
   */
  incremental?: boolean;
  /** Read the support desk's lists whole even when incremental (its export shows no deletions). */
  fullHelpdesk?: boolean;
  /** Zendesk agent credentials `{email}/token:{api token}`, sent as Basic auth, for the incremental article export only. */
  helpdeskAuth?: string | undefined;
  /** Defaults: every resource, language and list of the registries. */
  cmsResources?: CmsResource[];
  cmsLocales?: string[];
  helpdeskLocales?: string[];
  helpdeskLists?: readonly HelpdeskList[];
  backendFiles?: readonly BackendFile[];
  /** The locales others fall back to: a missing document there is a problem, not an absence. */
  defaultCmsLocale?: string;
  defaultHelpdeskLocale?: string;
  /** Requests in flight at once (default 4). */
  concurrency?: number;
  /** Per-attempt time limit in ms (default 20 s). */
  timeoutMs?: number;
  /** Attempts per request (default 5). */
  attempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Longest Retry-After honoured, ms (default 60 s). */
  retryAfterCapMs?: number;
  /** Guard against runaway pagination (default 500 pages per list). */
  maxPages?: number;
  /** Injectable clock, sleep and randomness (tests). */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Progress lines (retries, recovery); default: nothing. */
  log?: (message: string) => void;
  /** Test hook, see commitSnapshot. */
  beforeSwap?: (staging: string) => void;
}

export interface SyncResult {
  /** 0 all good, 1 failed (snapshot untouched), 2 written with entries rejected. */
  exitCode: 0 | 1 | 2;
  /** Why the run failed (exitCode 1). */
  error?: string;
  /** Files in the new snapshot (cms, helpdesk, backend). */
  files: number;
  /** Of those, kept unchanged from the previous snapshot. */
  keptPreviousFiles: number;
  changes: Changes;
  entries: EntryStats;
  /** Units the services do not have (e.g. `cms/about-us/de`): the site falls back to English. */
  absent: string[];
  problems: SyncProblem[];
  requests: number;
  retries: number;
  notes: string[];
  /** When incremental: what was read how, e.g. "3 collections by changes, 14 article lists unchanged". */
  incremental?: string;
  /** When targeted (scripts/sync/targeted.ts): the documents read. */
  targeted?: string;
}

/** A result before anything was read or written: failed until a run says otherwise. */
export function emptyResult(): SyncResult {
  return {
    exitCode: 1,
    files: 0,
    keptPreviousFiles: 0,
    changes: { added: 0, changed: 0, unchanged: 0, removed: 0 },
    entries: emptyStats(),
    absent: [],
    problems: [],
    requests: 0,
    retries: 0,
    notes: [],
  };
}

export const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function checkUrl(name: string, value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} is not a URL: ${value}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${name} must be an http(s) URL: ${value}`;
  if (url.username || url.password) return `${name} must not carry credentials (use CMS_TOKEN): ${url.origin}`;
  if (url.search || url.hash) return `${name} must not have a query or fragment: ${value}`;
  return undefined;
}

/** A page built for some regions only is written in their languages alone: its other locales are not asked for. */
export function localesOf(resource: CmsResource, cmsLocales: string[]): string[] {
  const only = pageRoutes.find((route) => route.key === resource.key)?.onlyRegions;
  if (!only) return cmsLocales;
  const written = new Set<string>(
    only.flatMap((code) => {
      const region = getRegion(code);
      return region ? [languages[region.lang].cmsLocale] : [];
    }),
  );
  return cmsLocales.filter((locale) => written.has(locale));
}

/** The one HTTP client of a run, as the options configure it. */
export function syncHttpClient(options: SyncOptions): HttpClient {
  return createHttpClient({
    timeoutMs: options.timeoutMs ?? 20_000,
    attempts: Math.max(1, options.attempts ?? 5),
    backoffBaseMs: options.backoffBaseMs ?? 500,
    backoffMaxMs: options.backoffMaxMs ?? 10_000,
    retryAfterCapMs: options.retryAfterCapMs ?? 60_000,
    concurrency: Math.max(1, options.concurrency ?? 4),
    sleep: options.sleep ?? abortableSleep,
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
    log: options.log ?? (() => {}),
  });
}

export async function runSync(options: SyncOptions): Promise<SyncResult> {
  const now = options.now ?? Date.now;
  const result = emptyResult();
  const fail = (error: string): SyncResult => ({ ...result, exitCode: 1, error });

  const urlErrors = [
    checkUrl('CMS_URL', options.cmsUrl),
    options.helpdeskUrl === '' ? undefined : checkUrl('HELPDESK_URL', options.helpdeskUrl),
    options.backendUrl === undefined ? undefined : checkUrl('BACKEND_URL', options.backendUrl),
  ].filter((e): e is string => e !== undefined);
  if (urlErrors.length) return fail(urlErrors.join('\n'));

  const startedAt = new Date(now()).toISOString();
  let release: () => void;
  try {
    release = acquireLock(options.root);
  } catch (error) {
    return fail((error as Error).message);
  }
  try {
    result.notes.push(...recoverInterrupted(options.root));
    const previous = readPreviousSnapshot(options.root);
    const http = syncHttpClient(options);
    const maxPages = options.maxPages ?? 500;
    const cmsLocales = options.cmsLocales ?? [...new Set(Object.values(languages).map((l) => l.cmsLocale))];
    const helpdeskLocales = options.helpdeskLocales ?? [...new Set(Object.values(languages).map((l) => l.helpdeskLocale))];
    const cms = {
      http,
      previous,
      baseUrl: trimSlash(options.cmsUrl),
      token: options.cmsToken || undefined,
      defaultLocale: options.defaultCmsLocale ?? languages[defaultLang].cmsLocale,
      maxPages,
      now,
      media: new Map() as MediaCopies,
    };
    const helpdesk = { http, previous, baseUrl: trimSlash(options.helpdeskUrl), defaultLocale: options.defaultHelpdeskLocale ?? languages[defaultLang].helpdeskLocale, maxPages, now };
    const backend = { http, previous, baseUrl: options.backendUrl === undefined ? undefined : trimSlash(options.backendUrl), now };
    if (backend.baseUrl === undefined) result.notes.push('BACKEND_URL is not set: backend/ files kept as they are');
    const deskOff = options.helpdeskUrl === '';
    if (deskOff) result.notes.push('HELPDESK_URL is not set: helpdesk/ files kept as they are');
    const deskKept = (locale: string, list: HelpdeskList): UnitResult => {
      const problems: SyncResult['problems'] = [];
      const endpoint = `/api/v2/help_center/${locale}/${list}.json`;
      const files = keepPreviousFiles(previous, previous.pages(`helpdesk/${locale}/${list}`), helpdeskSchemas[list], { source: 'helpdesk', url: endpoint, endpoint }, problems);
      return { files, problems, stats: emptyStats() };
    };

    // Incremental: the previous cursor says where each service's changes start.
    const cursor = options.incremental ? readCursor(options.root) : undefined;
    const runStartSeconds = Math.floor(now() / 1000);
    const deskChanges =
      cursor?.helpdeskStartTime !== undefined && !options.fullHelpdesk && !deskOff
        ? await helpdeskChangedLocales(http, helpdesk.baseUrl, options.helpdeskAuth, cursor.helpdeskStartTime, maxPages)
        : undefined;
    const articlesUnchanged = (locale: string, list: HelpdeskList): UnitResult | undefined => {
      if (!deskChanges || list !== 'articles' || deskChanges.locales.has(locale.toLowerCase())) return undefined;
      const dir = `helpdesk/${locale}/articles`;
      const rels = previous.pages(dir);
      if (rels.length === 0) return undefined;
      const problems: SyncResult['problems'] = [];
      const files = keepPreviousFiles(
        previous,
        rels,
        helpdeskSchemas.articles,
        { source: 'helpdesk', url: `${helpdesk.baseUrl}/api/v2/help_center/${locale}/articles.json`, endpoint: `/api/v2/help_center/${locale}/articles.json` },
        problems,
      );
      return files.length === rels.length ? { files, problems, stats: emptyStats(), mode: 'unchanged' } : undefined;
    };
    const cmsWithCursor = { ...cms, since: cursor?.cms };

    const units: Array<() => Promise<UnitResult>> = [
      ...(options.cmsResources ?? allCmsResources).flatMap((resource) => localesOf(resource, cmsLocales).map((locale) => () => syncCmsUnit(cmsWithCursor, resource, locale))),
      ...helpdeskLocales.flatMap((locale) =>
        (options.helpdeskLists ?? allHelpdeskLists).map((list) =>
          deskOff ? () => Promise.resolve(deskKept(locale, list)) : () => Promise.resolve(articlesUnchanged(locale, list)).then((kept) => kept ?? syncHelpdeskUnit(helpdesk, locale, list)),
        ),
      ),
      ...(options.backendFiles ?? allBackendFiles).map((name) => () => syncBackendFile(backend, name)),
    ];

    // Fail fast: the first fatal error aborts every other request.
    let failure: unknown;
    const settled = await Promise.allSettled(
      units.map((unit) =>
        unit().catch((error: unknown) => {
          if (failure === undefined) {
            failure = error;
            http.abort(error);
          }
          throw error;
        }),
      ),
    );
    result.requests = http.stats.requests;
    result.retries = http.stats.retries;
    let mediaFiles: { path: string; bytes: Buffer }[] = [];
    if (failure === undefined) {
      try {
        mediaFiles = await fetchMedia(http, cms.media, options.root, CMS_SERVICE, cmsHeaders(cms));
      } catch (error) {
        failure = error;
      }
    }
    if (failure !== undefined) {
      const message = failure instanceof FetchError ? failure.message : `unexpected error: ${failure instanceof Error ? (failure.stack ?? String(failure)) : String(failure)}`;
      return fail(`${message}\nThe snapshot was not changed.`);
    }

    const files: OutputFile[] = [];
    const nextCursor: SyncCursor = {
      version: 1,
      cms: {},
      // A whole read of the desk covers changes up to its start (a minute's overlap: the export is by second).
      helpdeskStartTime: deskOff ? (cursor?.helpdeskStartTime ?? 0) : (deskChanges?.nextStartTime ?? Math.max(0, runStartSeconds - 60)),
      writtenAt: new Date(now()).toISOString(),
    };
    const modes = { incremental: 0, unchanged: 0 };
    for (const outcome of settled) {
      if (outcome.status !== 'fulfilled') continue;
      const unit = outcome.value;
      if (unit.cursor) nextCursor.cms[unit.cursor.unit] = unit.cursor.since;
      if (unit.mode) modes[unit.mode]++;
      files.push(...unit.files);
      result.problems.push(...unit.problems);
      addStats(result.entries, unit.stats);
      if (unit.absent) result.absent.push(unit.absent);
    }
    result.files = files.length;
    result.keptPreviousFiles = files.filter((f) => f.meta.status === 'kept-previous').length;

    const summary = {
      files: result.files,
      keptPreviousFiles: result.keptPreviousFiles,
      entriesFresh: result.entries.fresh,
      entriesKeptLastGood: result.entries.keptLastGood,
      entriesDropped: result.entries.dropped,
      draftsDropped: result.entries.drafts,
      absent: result.absent.length,
      problems: result.problems.length,
      requests: result.requests,
      retries: result.retries,
    };
    try {
      const { changes } = commitSnapshot({
        root: options.root,
        files,
        media: mediaFiles,
        now,
        cursor: nextCursor,
        manifest: {
          generatedBy: 'npm run sync',
          startedAt,
          sources: { cms: trimSlash(options.cmsUrl), helpdesk: deskOff ? null : trimSlash(options.helpdeskUrl), backend: backend.baseUrl ?? null },
          summary,
          problems: result.problems.map((p) => ({ ...p })),
        },
        ...(options.beforeSwap ? { beforeSwap: options.beforeSwap } : {}),
      });
      result.changes = changes;
    } catch (error) {
      return fail(`writing the snapshot failed: ${(error as Error).message}\nThe snapshot was not changed.`);
    }
    if (options.incremental) {
      result.incremental = `${modes.incremental} collections read by their changes, ${modes.unchanged} article lists unchanged${deskChanges ? ` (desk export: ${deskChanges.locales.size} locales changed)` : options.helpdeskAuth ? '' : ' (no HELPDESK_AUTH: the desk is read whole)'}`;
    }
    result.exitCode = result.problems.length > 0 ? 2 : 0;
    return result;
  } finally {
    release();
  }
}

/** One line per problem: `endpoint [id] field: message (what the sync did)`. */
export function formatProblem(p: SyncProblem): string {
  const did = { 'kept-last-good': 'kept the last good version', dropped: 'dropped', 'kept-previous-file': 'kept the previous file' }[p.resolution];
  return `${p.endpoint}${p.entry ? ` [${p.entry}]` : ''} ${p.field}: ${p.message} (${did})`;
}
