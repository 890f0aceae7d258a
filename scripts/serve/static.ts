// Static file resolution inside the (real) site folder, and a small cache of file bodies,
// ETags and compressed variants.

import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, relative as relativePath, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { contentTypeFor, isCompressible } from './mime.ts';
import type { Encoding } from './negotiate.ts';

/** Files a CDN reads as configuration and never serves. */
const CONTROL_FILES = new Set(['/_redirects', '/_headers', '/_routes.json']);

export interface StaticFile {
  /** Real path of the file, inside the real site folder. */
  file: string;
  size: number;
  mtimeMs: number;
  ino: number;
  contentType: string;
  /**
   * How the path named it: "exact" (the path is the file), "html" (`/x` → x.html) or "index"
   * (`/x` or `/x/` → x/index.html).
   */
  via: 'exact' | 'html' | 'index';
}

/** True when `child` is `parent` or inside it. */
function inside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep);
}

async function fileAt(root: string, relative: string, via: StaticFile['via']): Promise<StaticFile | undefined> {
  const candidate = join(root, relative);
  if (!inside(root, candidate)) return undefined;
  try {
    const real = await realpath(candidate);
    if (!inside(root, real)) return undefined; // a symlink pointing out of the site is not followed
    // However the path named it (`//_headers`, a symlink), a control file is never a response.
    if (CONTROL_FILES.has('/' + relativePath(root, real).split(sep).join('/'))) return undefined;
    const info = await stat(real);
    if (!info.isFile()) return undefined;
    return { file: real, size: info.size, mtimeMs: info.mtimeMs, ino: info.ino, contentType: contentTypeFor(real), via };
  } catch {
    return undefined;
  }
}

/**
 * The file that answers a decoded site path, Astro `build.format: 'directory'` style: `/x` is
 * x, then x.html, then x/index.html; `/x/` is x/index.html, then x.html; `/` is index.html.
 */
export async function resolveStatic(root: string, decodedPath: string): Promise<StaticFile | undefined> {
  // Leading slashes are folded first: `//_headers` and `///_redirects` name the same files.
  const rel = decodedPath.replace(/^\/+/, '');
  if (CONTROL_FILES.has(`/${rel}`)) return undefined;
  if (rel === '' || decodedPath.endsWith('/')) {
    const dir = rel.replace(/\/+$/, '');
    return (await fileAt(root, join(dir, 'index.html'), 'index')) ?? (dir ? await fileAt(root, `${dir}.html`, 'html') : undefined);
  }
  return (await fileAt(root, rel, 'exact')) ?? (await fileAt(root, `${rel}.html`, 'html')) ?? (await fileAt(root, join(rel, 'index.html'), 'index'));
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

interface LoadedFile {
  body: Buffer;
  /** Strong ETag of the identity body (a content hash, so unchanged files keep it across releases). */
  etag: string;
}

interface CacheEntry extends LoadedFile {
  variants: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

/** Files above this size are streamed from disk and not compressed or cached. */
export const MAX_CACHED_FILE = 8 * 1024 * 1024;

export function statEtag(file: StaticFile): string {
  return `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
}

/** Appends the content-coding to an ETag, so each representation has its own validator. */
export function variantEtag(etag: string, encoding: Encoding | undefined): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** An LRU of file bodies and their compressed forms, bounded in bytes. */
export class FileCache {
  private readonly entries = new Map<string, CacheEntry>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  private key(file: StaticFile): string {
    return `${file.file}\0${file.size}\0${file.mtimeMs}\0${file.ino}`;
  }

  async load(file: StaticFile): Promise<LoadedFile> {
    const key = this.key(file);
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const body = await readFile(file.file);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const entry: CacheEntry = { body, etag, variants: {}, bytes: body.length };
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  /** The body compressed with `encoding` (computed once per file version). */
  async compressed(file: StaticFile, encoding: Encoding): Promise<Buffer> {
    const loaded = await this.load(file);
    const key = this.key(file);
    const entry = this.entries.get(key);
    const existing = entry?.variants[encoding];
    if (existing) return existing;
    const work =
      encoding === 'br'
        ? brotli(loaded.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 9,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: loaded.body.length,
            },
          })
        : gz(loaded.body, { level: 9 });
    if (entry) {
      entry.variants[encoding] = work;
      void work.then(
        (buf) => {
          if (this.entries.get(key) !== entry) return; // evicted meanwhile
          entry.bytes += buf.length;
          this.bytes += buf.length;
          this.evict();
        },
        () => {
          delete entry.variants[encoding];
        },
      );
    }
    return work;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size <= 1) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

export { isCompressible };
