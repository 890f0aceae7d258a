/**
 * The snapshot as it is before the run: the source of last good files and entries.
 * Nothing here trusts it blindly: a previous file or entry is reused only if it still validates.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { Manifest, ManifestFile, OutputFile, Source } from './write.ts';
import { emptyStats, type EntryStats, type Resolution, type SyncProblem } from './entries.ts';

export interface PreviousSnapshot {
  root: string;
  /** Parsed JSON of a file, undefined when missing or unreadable. */
  read(rel: string): unknown;
  /** `page-{n}.json` files of a folder, in page order, as paths relative to the root. */
  pages(relDir: string): string[];
  manifestEntry(rel: string): ManifestFile | undefined;
}

export function readPreviousSnapshot(root: string): PreviousSnapshot {
  const cache = new Map<string, unknown>();
  const read = (rel: string): unknown => {
    if (cache.has(rel)) return cache.get(rel);
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(root, rel), 'utf8'));
    } catch {
      value = undefined;
    }
    cache.set(rel, value);
    return value;
  };
  const manifest = read('manifest.json') as Partial<Manifest> | undefined;
  return {
    root,
    read,
    pages(relDir) {
      const dir = join(root, relDir);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => /^page-\d+\.json$/.test(f))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        .map((f) => `${relDir}/${f}`);
    },
    manifestEntry(rel) {
      const entry = manifest?.files?.[rel];
      return entry && typeof entry === 'object' ? entry : undefined;
    },
  };
}

/**
 * The previous snapshot's files of one unit (a single-type file or all pages of a list), those
 * that still validate, to keep when this run could not produce a trustworthy new version.
 * Previous files that no longer validate are reported and dropped.
 */
export function keepPreviousFiles(previous: PreviousSnapshot, rels: string[], schema: z.ZodType, where: { source: Source; url: string; endpoint: string }, problems: SyncProblem[]): OutputFile[] {
  const kept: OutputFile[] = [];
  for (const rel of rels) {
    const content = previous.read(rel);
    if (content === undefined) continue;
    const check = schema.safeParse(content);
    if (!check.success) {
      const issue = check.error.issues[0];
      problems.push({
        endpoint: where.endpoint,
        file: rel,
        field: issue?.path.map(String).join('.') || '(root)',
        message: `previous version is not valid either: ${issue?.message ?? 'invalid'}`,
        resolution: 'dropped',
      });
      continue;
    }
    const meta = previous.manifestEntry(rel);
    kept.push({
      path: rel,
      content,
      meta: { source: where.source, url: meta?.url ?? where.url, fetchedAt: meta?.fetchedAt ?? null, status: 'kept-previous' },
    });
  }
  return kept;
}

/**
 * What one unit of work (a single-type file in one locale, one paged list in one locale, one
 * backend file) contributes to the new snapshot.
 */
export interface UnitResult {
  files: OutputFile[];
  problems: SyncProblem[];
  stats: EntryStats;
  /** Set when the service does not have this unit (e.g. a locale without a translation). */
  absent?: string;
  /** Incremental sync: the unit's next cursor (`{key}/{locale}` → newest updatedAt stored). */
  cursor?: { unit: string; since: string };
  /** Incremental sync: how this unit was read (`incremental`, `unchanged`), for the summary. */
  mode?: 'incremental' | 'unchanged';
}

export interface Reason {
  field: string;
  message: string;
  entry?: string | undefined;
}

/**
 * The unit could not be read completely or correctly: keep its previous files (those still
 * valid) and report why, each reason resolved as kept-previous-file or dropped.
 */
export function fallBack(
  previous: PreviousSnapshot,
  unit: { rels: string[]; schema: z.ZodType; source: Source; url: string; endpoint: string; file: string },
  reasons: Reason[],
  stats: EntryStats = emptyStats(),
): UnitResult {
  const problems: SyncProblem[] = [];
  const files = keepPreviousFiles(previous, unit.rels, unit.schema, unit, problems);
  const resolution: Resolution = files.length > 0 ? 'kept-previous-file' : 'dropped';
  const own = reasons.map((r): SyncProblem => {
    const problem: SyncProblem = { endpoint: unit.endpoint, file: unit.file, field: r.field, message: r.message, resolution };
    if (r.entry !== undefined) problem.entry = r.entry;
    return problem;
  });
  return { files, problems: [...own, ...problems], stats };
}

/** zod issues as reasons (field paths joined with dots). */
export function reasonsOf(error: z.ZodError, entry?: string, prefix?: string): Reason[] {
  return error.issues.map((issue) => ({
    field: [...(prefix ? [prefix] : []), ...issue.path.map(String)].join('.') || '(root)',
    message: issue.message,
    entry,
  }));
}
