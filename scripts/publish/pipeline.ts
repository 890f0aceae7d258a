/**
 * One publish: sync → build into a new release folder → verify → switch `live` → prune; or a
 * rollback. Every step is injectable (sync, builder, clock) so tests run the real pipeline on a
 * small site. A failure at any step leaves `live` as it was; the report (JSON, also written to
 * `{releases}/reports/{id}.json` and `{releases}/last-report.json`) says which step and why.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Builder, BuildResult } from './build.ts';
import { acquirePublishLock, goLive, liveId, newReleaseId, prune, rollback } from './releases.ts';
import { verifyReleaseScoped, type Check, type Verified } from './verify.ts';
import type { SmokeOptions } from './smoke.ts';

export interface SyncOutcome {
  /** false: the sync failed; the snapshot is as it was and nothing is built. */
  ok: boolean;
  summary: string;
  /** Problems the sync resolved (last good versions kept); reported, not fatal. */
  warnings?: string[];
  /** The same problems for the editors' report: what, where, and what the site does instead. */
  editorProblems?: string[];
  /** targeted: only the documents the webhooks named; incremental: everything changed since the cursor; full. */
  mode?: 'targeted' | 'incremental' | 'full';
  /** Requests made to the services. */
  requests?: number;
  /** Why a targeted sync fell back to the incremental one. */
  fallback?: string;
}

/** Each phase of a publish, in ms, for the report and the bench. */
export interface Phases {
  /** From the first delivery to the publish's start (webhook publishes only): the debounce, and the running publish a queued one waited for. */
  debounce?: { ms: number };
  sync?: { ms: number; mode?: SyncOutcome['mode']; requests?: number };
  build?: { ms: number; rendered?: number; reused: number; steps?: { bundle: number; pages: number; finish: number } };
  verify?: { ms: number; choose?: number; checks: Record<string, number> };
  switch?: { ms: number };
  /** Deleting releases beyond --keep, after the switch (the new release is live meanwhile). */
  prune?: { ms: number };
}

export interface PublishOptions {
  /** The releases folder (default releases/). */
  dir: string;
  build: Builder;
  /** Refreshes the snapshot first; undefined builds from the snapshot as it is. */
  sync?: (() => Promise<SyncOutcome>) | undefined;
  /** Releases kept besides the live one, for rollback (default 3). */
  keep?: number | undefined;
  maxDropShare?: number | undefined;
  allowDrop?: boolean | undefined;
  smoke?: false | SmokeOptions | undefined;
  /** What asked for this publish (webhook events, "manual"). */
  trigger?: string[];
  /** How long the batch waited in the receiver's debounce, ms (reported as a phase). */
  debouncedMs?: number | undefined;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface PublishReport {
  action: 'publish' | 'rollback';
  ok: boolean;
  /** 0 live switched; 1 refused or failed, live untouched; 2 another publish was running. */
  exitCode: 0 | 1 | 2;
  releaseId?: string;
  /** Live before and after. */
  previousLive?: string | undefined;
  live?: string | undefined;
  startedAt: string;
  finishedAt: string;
  ms: number;
  trigger?: string[];
  sync?: (SyncOutcome & { ms: number }) | { skipped: string };
  build?: { ok: boolean; ms: number; peakKiB?: number; reused?: number; rendered?: number; log?: string };
  /** Time spent verifying, ms. */
  verifyMs?: number;
  checks?: Check[];
  /** Which pages got the per-page checks and the smoke check, and why (absent: every page, no live release). */
  verified?: Verified;
  phases?: Phases;
  /** Why it failed, in one line. */
  error?: string;
  removed?: string[];
}

export const DEFAULT_KEEP = 3;

function writeReport(dir: string, report: PublishReport): void {
  const text = `${JSON.stringify(report, null, 2)}\n`;
  mkdirSync(join(dir, 'reports'), { recursive: true });
  if (report.releaseId) writeFileSync(join(dir, 'reports', `${report.releaseId}.json`), text);
  const tmp = join(dir, `.last-report.${process.pid}.json`);
  writeFileSync(tmp, text);
  renameSync(tmp, join(dir, 'last-report.json'));
}

export async function runPublish(options: PublishOptions): Promise<PublishReport> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const started = now();
  const dir = options.dir;
  const phases: Phases = options.debouncedMs !== undefined ? { debounce: { ms: Math.round(options.debouncedMs) } } : {};
  const report: PublishReport = {
    action: 'publish',
    ok: false,
    exitCode: 1,
    startedAt: started.toISOString(),
    finishedAt: '',
    ms: 0,
    ...(options.trigger ? { trigger: options.trigger } : {}),
    phases,
  };
  const finish = (fields: Partial<PublishReport>): PublishReport => {
    Object.assign(report, fields);
    const ended = now();
    report.finishedAt = ended.toISOString();
    report.ms = ended.getTime() - started.getTime();
    report.live = liveId(dir);
    writeReport(dir, report);
    return report;
  };

  let release: () => void;
  try {
    release = acquirePublishLock(dir);
  } catch (error) {
    report.exitCode = 2;
    report.error = (error as Error).message;
    report.finishedAt = now().toISOString();
    return report; // the running publish owns the report files
  }
  try {
    report.previousLive = liveId(dir);
    if (options.sync) {
      log('sync…');
      const syncStarted = performance.now();
      const outcome = await options.sync();
      report.sync = { ...outcome, ms: Math.round(performance.now() - syncStarted) };
      phases.sync = { ms: report.sync.ms, ...(outcome.mode ? { mode: outcome.mode } : {}), ...(outcome.requests !== undefined ? { requests: outcome.requests } : {}) };
      if (!outcome.ok) return finish({ error: `sync failed: ${outcome.summary}` });
    } else report.sync = { skipped: 'no CMS_URL/HELPDESK_URL (or --no-sync): built from the snapshot as it is' };

    const id = newReleaseId(dir, now());
    const out = join(dir, id);
    report.releaseId = id;
    log(`build → ${out}`);
    const built = await options.build(out);
    // The pages an incremental build reused are those of the build that last wrote its cache: they
    // stand for the live release's only when that build made the live release.
    const cacheDoubt = builtCacheDoubt(dir, built, report.previousLive);
    if (built.cache) writeFileSync(join(dir, BUILD_CACHE_RECORD), `${JSON.stringify({ release: id, cache: built.cache.after })}\n`);
    // A build that names no page at all did not say what it rendered (not Astro's log, or quiet).
    const rendered = !cacheDoubt && built.rendered && built.rendered.length + (built.reused ?? 0) > 0 ? built.rendered : undefined;
    report.build = {
      ok: built.ok,
      ms: built.ms,
      ...(built.peakKiB ? { peakKiB: built.peakKiB } : {}),
      ...(built.reused ? { reused: built.reused } : {}),
      ...(rendered ? { rendered: rendered.length } : {}),
      ...(built.ok ? {} : { log: built.log }),
    };
    phases.build = { ms: built.ms, ...(rendered ? { rendered: rendered.length } : {}), reused: built.reused ?? 0, ...(built.steps ? { steps: built.steps } : {}) };
    if (!built.ok) {
      rmSync(out, { recursive: true, force: true });
      return finish({ error: 'the build failed (see build.log)', checks: [{ name: 'build', ok: false, summary: 'the builder exited with an error', ms: built.ms }] });
    }

    log('verify…');
    const live = report.previousLive ? join(dir, report.previousLive) : undefined;
    const verifyStarted = performance.now();
    const { checks, verified } = await verifyReleaseScoped({
      release: out,
      live,
      maxDropShare: options.maxDropShare,
      allowDrop: options.allowDrop,
      smoke: options.smoke ?? {},
      rendered,
      reused: built.reused,
      ...(cacheDoubt ? { renderedDoubt: cacheDoubt } : {}),
    });
    report.checks = checks;
    if (verified) report.verified = verified;
    report.verifyMs = Math.round(performance.now() - verifyStarted);
    phases.verify = { ms: report.verifyMs, ...(verified ? { choose: verified.ms } : {}), checks: Object.fromEntries(checks.map((c) => [c.name, c.ms])) };
    const failed = checks.filter((c) => !c.ok);
    if (failed.length) {
      // A refused release is not kept: the report says what was wrong with it.
      rmSync(out, { recursive: true, force: true });
      return finish({ error: `verification refused the release: ${failed.map((c) => `${c.name} (${c.summary})`).join('; ')}` });
    }

    const switchStarted = performance.now();
    goLive(dir, id);
    phases.switch = { ms: Math.round(performance.now() - switchStarted) };
    log(`live: ${id}`);
    // After the switch: the site is live on the new release while old ones are deleted.
    const pruneStarted = performance.now();
    const removed = prune(dir, options.keep ?? DEFAULT_KEEP);
    phases.prune = { ms: Math.round(performance.now() - pruneStarted) };
    return finish({ ok: true, exitCode: 0, removed });
  } catch (error) {
    return finish({ error: `publish failed: ${(error as Error).message}` });
  } finally {
    release();
  }
}

/** Where the pipeline notes which release's build last wrote the incremental build's cache. */
export const BUILD_CACHE_RECORD = 'build-cache.json';

/**
 * Why the pages a build reused may differ from the live release's (undefined when they cannot): the
 * cache it started from is not the one the live release's build left (a refused or failed publish
 * since, a rollback, a build outside the pipeline), or nothing says which it was.
 */
export function builtCacheDoubt(dir: string, built: Pick<BuildResult, 'cache' | 'reused'>, live: string | undefined): string | undefined {
  if (!built.cache || !built.reused) return undefined;
  const file = join(dir, BUILD_CACHE_RECORD);
  const record = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { release?: string; cache?: string | null }) : undefined;
  if (!record) return 'no record of which release last wrote the build cache';
  if (record.release !== live) return `the build cache was last written by ${record.release ?? 'an unknown build'}, not by the live release ${live ?? '(none)'}`;
  if (record.cache !== built.cache.before) return 'the build cache changed since the live release was built';
  return undefined;
}

/** Makes the previous release live again at once (no build, no checks: it was verified when it went live). */
export function runRollback(dir: string, now: () => Date = () => new Date()): PublishReport {
  const startedAt = now().toISOString();
  const base = { action: 'rollback' as const, startedAt, ms: 0 };
  let release: () => void;
  try {
    release = acquirePublishLock(dir);
  } catch (error) {
    return { ...base, ok: false, exitCode: 2, error: (error as Error).message, finishedAt: now().toISOString() };
  }
  try {
    const previousLive = liveId(dir);
    const result = rollback(dir);
    const report: PublishReport = result
      ? { ...base, ok: true, exitCode: 0, previousLive, releaseId: result.to, live: result.to, finishedAt: now().toISOString() }
      : { ...base, ok: false, exitCode: 1, previousLive, live: previousLive, error: 'no earlier release to roll back to', finishedAt: now().toISOString() };
    report.ms = Date.parse(report.finishedAt) - Date.parse(startedAt);
    writeReport(dir, report);
    return report;
  } finally {
    release();
  }
}
