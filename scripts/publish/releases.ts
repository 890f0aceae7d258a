/**
 * Release folders: `releases/{id}/` each hold one complete build; `releases/live` is a symlink to the
 * one being served. Going live is one rename of a fresh symlink over `live` (rename(2) replaces it
 * atomically), so a server that resolves `live` per request (scripts/serve: realpath on every
 * request) serves either the old or the new release, never a mix, and needs no restart.
 * `releases/releases.json` remembers the order releases went live in, for rollback and pruning.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export const LIVE = 'live';
const STATE = 'releases.json';
const ID = /^r\d{8}-\d{9}(-\d+)?$/;

export interface ReleaseState {
  /** Release ids in the order they went live; the last one is live. */
  history: string[];
}

/** A sortable, unique id: r20261122-104512345 (UTC date, time to the millisecond). */
export function newReleaseId(dir: string, now = new Date()): string {
  const iso = now.toISOString().replace(/[-:T.Z]/g, '');
  const base = `r${iso.slice(0, 8)}-${iso.slice(8, 17)}`;
  let id = base;
  for (let n = 2; existsSync(join(dir, id)); n++) id = `${base}-${n}`;
  return id;
}

export function liveId(dir: string): string | undefined {
  try {
    const target = basename(readlinkSync(join(dir, LIVE)));
    return existsSync(join(dir, target)) ? target : undefined;
  } catch {
    return undefined;
  }
}

export function readState(dir: string): ReleaseState {
  try {
    const state = JSON.parse(readFileSync(join(dir, STATE), 'utf8')) as ReleaseState;
    if (Array.isArray(state.history)) return { history: state.history.filter((id) => typeof id === 'string' && ID.test(id)) };
  } catch {
    /* no state yet: derived from the live link below */
  }
  const live = liveId(dir);
  return { history: live ? [live] : [] };
}

function writeState(dir: string, state: ReleaseState): void {
  const tmp = join(dir, `.${STATE}.${process.pid}`);
  writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(tmp, join(dir, STATE));
}

/** Points `live` at `id` in one atomic rename. */
export function switchLive(dir: string, id: string): void {
  if (!ID.test(id) || !existsSync(join(dir, id))) throw new Error(`no release ${id} in ${dir}`);
  const tmp = join(dir, `.${LIVE}.${process.pid}.${Date.now()}`);
  rmSync(tmp, { force: true });
  // Relative target: the releases folder can move (or be mounted elsewhere) with its link intact.
  symlinkSync(id, tmp, 'dir');
  try {
    renameSync(tmp, join(dir, LIVE));
  } catch (error) {
    unlinkSync(tmp);
    throw error;
  }
}

/** Makes `id` live and records it. */
export function goLive(dir: string, id: string): void {
  const state = readState(dir);
  switchLive(dir, id);
  writeState(dir, { history: [...state.history.filter((h) => h !== id), id] });
}

/** Makes the release live before the current one live again; returns it, or undefined when there is none. */
export function rollback(dir: string): { from: string | undefined; to: string } | undefined {
  const state = readState(dir);
  const from = liveId(dir);
  const earlier = state.history.filter((id) => id !== from && existsSync(join(dir, id)));
  const to = earlier.at(-1);
  if (!to) return undefined;
  switchLive(dir, to);
  // The rolled-back release leaves the history: a second rollback goes one further back.
  writeState(dir, { history: state.history.slice(0, state.history.lastIndexOf(to) + 1) });
  return { from, to };
}

export function releaseIds(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && ID.test(e.name))
    .map((e) => e.name)
    .sort();
}

/**
 * Keeps the live release and the `keep` releases live before it (the rollback targets); removes
 * every other release folder (older ones, rolled-back ones, failed builds). Returns what it removed.
 */
export function prune(dir: string, keep: number): string[] {
  const live = liveId(dir);
  const history = readState(dir).history.filter((id) => id !== live);
  const kept = new Set([...(live ? [live] : []), ...history.slice(Math.max(0, history.length - keep))]);
  const removed: string[] = [];
  for (const id of releaseIds(dir)) {
    if (kept.has(id)) continue;
    rmSync(join(dir, id), { recursive: true, force: true });
    removed.push(id);
  }
  if (removed.length) writeState(dir, { history: readState(dir).history.filter((id) => !removed.includes(id)) });
  return removed;
}

/** One publish at a time: an exclusive lock file holding the owner's pid (a dead owner's lock is taken over). */
export function acquirePublishLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, '.publish.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch {
      const owner = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) throw new Error(`another publish is running (pid ${owner}, ${file})`);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the publish lock ${file}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
