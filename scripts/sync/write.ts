/**
 * Writing the snapshot all at once.
 *
 * The new snapshot is built complete in a staging folder beside the snapshot (same parent, hence
 * same file system: `.{name}.staging-{pid}`), every file written atomically (temp file + rename),
 * with everything the sync does not own copied unchanged (README.md, media/, any other top-level
 * entry). It is then validated as a whole with the same validator CI uses, and swapped in with two
 * renames: snapshot → `.{name}.old-{pid}`, staging → snapshot; the old folder is then deleted.
 * A reader sees the old or the new snapshot, never a mix (Node offers no atomic directory
 * exchange; between the two renames the folder is briefly absent, and a crash exactly there is
 * repaired by `recoverInterrupted` on the next run, which puts the old snapshot back).
 * Any failure removes the staging folder and leaves the snapshot as it was.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { validateSnapshot } from '../../src/content/snapshot.ts';

/** Top-level entries of the snapshot the sync owns and rewrites; everything else is carried over. */
export const OWNED = ['cms', 'helpdesk', 'backend', 'manifest.json', 'sync-cursor.json'] as const;

/** Where the next incremental sync starts from (scripts/sync/incremental.ts); written with the snapshot it describes. */
export const CURSOR_FILE = 'sync-cursor.json';

export type Source = 'cms' | 'helpdesk' | 'backend';

/** One file's line in manifest.json. */
export interface ManifestFile {
  source: Source;
  /** The URL the content came from (first page URL for paged lists). */
  url: string;
  /** When it was fetched (for files kept from the previous snapshot: when that version was). */
  fetchedAt: string | null;
  sha256: string;
  /** fresh: fetched by this run; kept-previous: the previous snapshot's file, unchanged. */
  status: 'fresh' | 'kept-previous';
  /** Entries of this file that are last good versions, not what the service sent this time. */
  lastGoodEntries?: string[];
}

export interface Manifest {
  generatedBy: string;
  startedAt: string;
  finishedAt: string;
  sources: { cms: string; helpdesk: string | null; backend: string | null };
  summary: Record<string, number>;
  problems: Array<{ endpoint: string; file: string; entry?: string | undefined; field: string; message: string; resolution: string }>;
  files: Record<string, ManifestFile>;
}

/** A file of the new snapshot, before it is written. */
export interface OutputFile {
  /** Path relative to the snapshot root, with `/`. */
  path: string;
  /** JSON content, exactly what is stored. */
  content: unknown;
  meta: Omit<ManifestFile, 'sha256'>;
}

/** The bytes a JSON file is stored as (2-space indent, final newline: diff-friendly). */
export const serialize = (content: unknown): string => `${JSON.stringify(content, null, 2)}\n`;
export const sha256 = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/** Writes a file so that it is either absent or complete: temp file, flush, rename. */
export function writeFileAtomic(file: string, text: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = join(dirname(file), `.${basename(file)}.tmp-${process.pid}`);
  try {
    writeFileSync(temp, text, { flush: true });
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

const siblings = (root: string) => ({ parent: dirname(root), name: basename(root) });
export const stagingDir = (root: string, pid = process.pid) => join(dirname(root), `.${basename(root)}.staging-${pid}`);
export const oldDir = (root: string, pid = process.pid) => join(dirname(root), `.${basename(root)}.old-${pid}`);
export const lockFile = (root: string) => join(dirname(root), `.${basename(root)}.sync.lock`);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the sync lock beside the snapshot; returns its release. Throws when another sync runs. */
export function acquireLock(root: string): () => void {
  const file = lockFile(root);
  mkdirSync(dirname(file), { recursive: true });
  for (let tries = 0; tries < 2; tries++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(`another sync is running (pid ${holder}, lock ${file})`, { cause: error });
      }
      unlinkSync(file); // stale: its process is gone
    }
  }
  throw new Error(`could not take the sync lock ${file}`);
}

/**
 * Repairs what an interrupted run left (call with the lock held): a snapshot missing between the
 * two renames gets its old folder back; leftover staging and old folders are removed.
 */
export function recoverInterrupted(root: string): string[] {
  const { parent, name } = siblings(root);
  if (!existsSync(parent)) return [];
  const notes: string[] = [];
  const pattern = new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(staging|old)-\\d+$`);
  const leftovers = readdirSync(parent).filter((entry) => pattern.test(entry));
  if (!existsSync(root)) {
    const olds = leftovers.filter((entry) => entry.includes('.old-')).sort((a, b) => statSync(join(parent, b)).mtimeMs - statSync(join(parent, a)).mtimeMs);
    const latest = olds[0];
    if (latest) {
      renameSync(join(parent, latest), root);
      notes.push(`restored the snapshot from ${latest} (a previous sync was interrupted while swapping)`);
    }
  }
  for (const entry of leftovers) {
    const path = join(parent, entry);
    if (existsSync(path)) {
      rmSync(path, { recursive: true, force: true });
      notes.push(`removed ${entry} left by an interrupted sync`);
    }
  }
  return notes;
}

function dataFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? dataFiles(join(dir, d.name), `${prefix}${d.name}/`) : d.name.endsWith('.json') ? [`${prefix}${d.name}`] : []));
}

export interface Changes {
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
}

export interface CommitInput {
  root: string;
  files: OutputFile[];
  /** Files for media/, fetched from the content service; they replace files of the same path. */
  media?: { path: string; bytes: Buffer }[];
  /** Everything of the manifest but `files` (filled in here) and finishedAt. */
  manifest: Omit<Manifest, 'files' | 'finishedAt'>;
  now: () => number;
  /** The incremental cursor to store beside the files (absent: none is kept). */
  cursor?: unknown;
  /** Test hook: runs after staging is complete and validated, before the swap. */
  beforeSwap?: (staging: string) => void;
}

/** A file kept from the previous snapshot keeps its bytes (its own layout), when they still read as the content kept. */
function verbatim(file: string, content: unknown): string {
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    try {
      if (JSON.stringify(JSON.parse(text)) === JSON.stringify(content)) return text;
    } catch {
      // Unreadable: written anew below.
    }
  }
  return serialize(content);
}

/** Builds, validates and swaps in the new snapshot. Throws, with the snapshot untouched, on any failure. */
export function commitSnapshot(input: CommitInput): { changes: Changes; manifest: Manifest } {
  const { root, files } = input;
  const staging = stagingDir(root);
  const old = oldDir(root);
  rmSync(staging, { recursive: true, force: true });
  try {
    mkdirSync(staging, { recursive: true });
    const seen = new Set<string>();
    const manifestFiles: Record<string, ManifestFile> = {};
    const changes: Changes = { added: 0, changed: 0, unchanged: 0, removed: 0 };
    for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }))) {
      const top = file.path.split('/')[0];
      if (seen.has(file.path)) throw new Error(`two results for the same file ${file.path}`);
      if (file.path.includes('..') || file.path.startsWith('/') || !OWNED.includes(top as (typeof OWNED)[number]) || top === 'manifest.json' || top === CURSOR_FILE) {
        throw new Error(`refusing to write ${file.path} outside cms/, helpdesk/, backend/`);
      }
      seen.add(file.path);
      const before = join(root, file.path);
      const text = file.meta.status === 'kept-previous' ? verbatim(before, file.content) : serialize(file.content);
      const digest = sha256(text);
      writeFileAtomic(join(staging, file.path), text);
      manifestFiles[file.path] = { ...file.meta, sha256: digest };
      if (!existsSync(before)) changes.added++;
      else if (sha256(readFileSync(before)) === digest) changes.unchanged++;
      else changes.changed++;
    }
    for (const source of ['cms', 'helpdesk', 'backend']) {
      for (const rel of dataFiles(join(root, source))) if (!seen.has(`${source}/${rel}`)) changes.removed++;
    }
    // Carry over everything the sync does not own (README.md, media/, ...), unchanged.
    if (existsSync(root)) {
      for (const entry of readdirSync(root)) {
        if ((OWNED as readonly string[]).includes(entry)) continue;
        cpSync(join(root, entry), join(staging, entry), { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
      }
    }
    // Media files the content service's answers refer to, new or changed (scripts/sync/media.ts).
    for (const file of input.media ?? []) {
      if (file.path.includes('..') || file.path.startsWith('/')) throw new Error(`refusing to write media/${file.path}`);
      writeFileAtomic(join(staging, 'media', file.path), file.bytes);
    }
    const manifest: Manifest = { ...input.manifest, finishedAt: new Date(input.now()).toISOString(), files: manifestFiles };
    writeFileAtomic(join(staging, 'manifest.json'), serialize(manifest));
    if (input.cursor !== undefined) writeFileAtomic(join(staging, CURSOR_FILE), serialize(input.cursor));

    // The same check CI runs: nothing that fails it may replace a good snapshot.
    const check = validateSnapshot(staging);
    if (check.problems.length > 0) {
      const lines = check.problems.slice(0, 10).map((p) => `${p.file}${p.entry ? ` [${p.entry}]` : ''} ${p.field}: ${p.message}`);
      throw new Error(`the new snapshot does not validate (${check.problems.length} problems):\n  ${lines.join('\n  ')}`);
    }
    input.beforeSwap?.(staging);

    swapIn(root, staging, old);
    return { changes, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The two renames that replace the snapshot with the staged one (see the top of this file). */
function swapIn(root: string, staging: string, old: string): void {
  rmSync(old, { recursive: true, force: true });
  if (existsSync(root)) {
    renameSync(root, old);
    try {
      renameSync(staging, root);
    } catch (error) {
      renameSync(old, root);
      throw error;
    }
    // The swap is done; an old folder that resists deletion is removed by the next run.
    try {
      rmSync(old, { recursive: true, force: true });
    } catch {
      /* recoverInterrupted cleans it up */
    }
  } else {
    mkdirSync(dirname(root), { recursive: true });
    renameSync(staging, root);
  }
}

export interface PatchInput {
  root: string;
  /** Files written anew (their manifest lines replaced). */
  files: OutputFile[];
  /** Files removed (their manifest lines too). */
  removed: string[];
  media?: { path: string; bytes: Buffer }[];
  /** Replaces the manifest's generatedBy, startedAt, sources and summary; its files and problems are kept but for the patched files. */
  manifest: Pick<Manifest, 'generatedBy' | 'startedAt' | 'summary' | 'sources'>;
  now: () => number;
}

/**
 * A targeted sync's write: the snapshot as it is, with a few files replaced or removed and their
 * manifest lines updated (every other line, the cursor and the carried-over folders unchanged),
 * validated whole and swapped in like a full write.
 */
export function commitPatch(input: PatchInput): { changes: Changes } {
  const { root } = input;
  const staging = stagingDir(root);
  const old = oldDir(root);
  rmSync(staging, { recursive: true, force: true });
  try {
    cpSync(root, staging, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
    // An older manifest may lack fields; its files are what the patch needs.
    const previous = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as Partial<Manifest> & Pick<Manifest, 'files'>;
    const changes: Changes = { added: 0, changed: 0, unchanged: 0, removed: 0 };
    const patched = new Set<string>();
    const files = { ...previous.files };
    const owned = (path: string) => !path.includes('..') && !path.startsWith('/') && ['cms', 'helpdesk', 'backend'].includes(path.split('/')[0] ?? '');
    for (const file of input.files) {
      if (!owned(file.path) || patched.has(file.path)) throw new Error(`refusing to write ${file.path}`);
      patched.add(file.path);
      const text = serialize(file.content);
      const before = join(root, file.path);
      const digest = sha256(text);
      if (!existsSync(before)) changes.added++;
      else if (sha256(readFileSync(before)) === digest) changes.unchanged++;
      else changes.changed++;
      writeFileAtomic(join(staging, file.path), text);
      files[file.path] = { ...file.meta, sha256: digest };
    }
    for (const path of input.removed) {
      if (!owned(path) || patched.has(path)) throw new Error(`refusing to remove ${path}`);
      patched.add(path);
      if (existsSync(join(staging, path))) {
        rmSync(join(staging, path));
        changes.removed++;
      }
      delete files[path];
    }
    for (const file of input.media ?? []) {
      if (file.path.includes('..') || file.path.startsWith('/')) throw new Error(`refusing to write media/${file.path}`);
      writeFileAtomic(join(staging, 'media', file.path), file.bytes);
    }
    const manifest: Manifest = {
      ...previous,
      ...input.manifest,
      finishedAt: new Date(input.now()).toISOString(),
      problems: (previous.problems ?? []).filter((p) => !patched.has(p.file)),
      files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))),
    };
    writeFileAtomic(join(staging, 'manifest.json'), serialize(manifest));
    const check = validateSnapshot(staging);
    if (check.problems.length > 0) {
      const lines = check.problems.slice(0, 10).map((p) => `${p.file}${p.entry ? ` [${p.entry}]` : ''} ${p.field}: ${p.message}`);
      throw new Error(`the patched snapshot does not validate (${check.problems.length} problems):\n  ${lines.join('\n  ')}`);
    }
    swapIn(root, staging, old);
    return { changes };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
