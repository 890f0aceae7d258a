/**
 * One sync run: fetch every unit (CMS resource × locale, help-desk list × locale, backend file)
 * under one concurrency limit, keep last good entries and files where content is broken, then
 * write the new snapshot in one swap. The first request that cannot be completed (service down,
 * 5xx or timeouts past the last attempt, 401/403) stops the whole run: nothing is written.
 */
import { cmsResources as allCmsResources, helpdeskLists as allHelpdeskLists, backendFiles as allBackendFiles, type CmsResource, type HelpdeskList } from '../../src/content/resources.ts';
import { languages, defaultLang } from '../../src/i18n/languages.ts';
import { abortableSleep, createHttpClient, FetchError } from './http.ts';
import { addStats, emptyStats, type EntryStats, type SyncProblem } from './entries.ts';
import { readPreviousSnapshot, type UnitResult } from './previous.ts';
import { syncCmsUnit } from './cms.ts';
import { syncHelpdeskUnit } from './helpdesk.ts';
import { syncBackendFile, type BackendFile } from './backend.ts';
import { acquireLock, commitSnapshot, recoverInterrupted, type Changes, type OutputFile } from './write.ts';

export interface SyncOptions {
  /** The snapshot folder (content-cache/). */
  root: string;
  cmsUrl: string;
  /** Sent to the CMS only, as `Authorization: Bearer …`. */
  cmsToken?: string | undefined;
  helpdeskUrl: string;
  /** Without it, backend/ keeps its files. */
  backendUrl?: string | undefined;
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
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function checkUrl(name: string, value: string): string | undefined {
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

export async function runSync(options: SyncOptions): Promise<SyncResult> {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const result: SyncResult = {
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
  const fail = (error: string): SyncResult => ({ ...result, exitCode: 1, error });

  const urlErrors = [
    checkUrl('CMS_URL', options.cmsUrl),
    checkUrl('HELPDESK_URL', options.helpdeskUrl),
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
    const http = createHttpClient({
      timeoutMs: options.timeoutMs ?? 20_000,
      attempts: Math.max(1, options.attempts ?? 5),
      backoffBaseMs: options.backoffBaseMs ?? 500,
      backoffMaxMs: options.backoffMaxMs ?? 10_000,
      retryAfterCapMs: options.retryAfterCapMs ?? 60_000,
      concurrency: Math.max(1, options.concurrency ?? 4),
      sleep: options.sleep ?? abortableSleep,
      now,
      random: options.random ?? Math.random,
      log,
    });
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
    };
    const helpdesk = { http, previous, baseUrl: trimSlash(options.helpdeskUrl), defaultLocale: options.defaultHelpdeskLocale ?? languages[defaultLang].helpdeskLocale, maxPages, now };
    const backend = { http, previous, baseUrl: options.backendUrl === undefined ? undefined : trimSlash(options.backendUrl), now };
    if (backend.baseUrl === undefined) result.notes.push('BACKEND_URL is not set: backend/ files kept as they are');

    const units: Array<() => Promise<UnitResult>> = [
      ...(options.cmsResources ?? allCmsResources).flatMap((resource) => cmsLocales.map((locale) => () => syncCmsUnit(cms, resource, locale))),
      ...helpdeskLocales.flatMap((locale) => (options.helpdeskLists ?? allHelpdeskLists).map((list) => () => syncHelpdeskUnit(helpdesk, locale, list))),
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
    if (failure !== undefined) {
      const message = failure instanceof FetchError ? failure.message : `unexpected error: ${(failure as Error)?.stack ?? String(failure)}`;
      return fail(`${message}\nThe snapshot was not changed.`);
    }

    const files: OutputFile[] = [];
    for (const outcome of settled) {
      if (outcome.status !== 'fulfilled') continue;
      const unit = outcome.value;
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
        now,
        manifest: {
          generatedBy: 'npm run sync',
          startedAt,
          sources: { cms: trimSlash(options.cmsUrl), helpdesk: trimSlash(options.helpdeskUrl), backend: backend.baseUrl ?? null },
          summary,
          problems: result.problems.map((p) => ({ ...p })),
        },
        ...(options.beforeSwap ? { beforeSwap: options.beforeSwap } : {}),
      });
      result.changes = changes;
    } catch (error) {
      return fail(`writing the snapshot failed: ${(error as Error).message}\nThe snapshot was not changed.`);
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
