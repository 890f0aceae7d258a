/**
 * The build step of a publish: writes a complete site into a new, empty release folder. The
 * pipeline takes any `Builder`, so tests use a small one (tests/unit/publish/fake-site.ts) and the
 * bench and `npm run publish` use Astro's.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface BuildResult {
  ok: boolean;
  /** The end of the build's output (for the report when it fails). */
  log: string;
  ms: number;
  /** Peak resident memory of the build process, KiB, where it could be read. */
  peakKiB?: number;
  /** Pages Astro's incremental build reused instead of rendering (ASTRO_INCREMENTAL=1). */
  reused?: number;
  /**
   * Pages Astro rendered, as files relative to the release (`/news/x/index.html`), read from its
   * log; undefined when the builder does not say (then every page counts as possibly changed).
   */
  rendered?: string[];
  /**
   * Where the build's time went, ms, read from when Astro's log lines arrive: bundling (start to
   * its first route), pages (rendered or reused), and the rest (sitemaps, headers, exit).
   */
  steps?: { bundle: number; pages: number; finish: number };
  /**
   * The incremental build's cache before and after this build (a digest of its manifest, null when
   * there was none): the pages it reuses are the last cache-writing build's, which need not be the
   * live release's (a refused publish, a rollback, a build outside the pipeline).
   */
  cache?: { before: string | null; after: string | null };
}

export type Builder = (outDir: string) => Promise<BuildResult>;

/**
 * The environment every build runs with (`npm run build` sets the same in package.json): the
 * bundler's allocator (mimalloc, inside Rolldown) returns what bundling freed to the system at once
 * (no purge delay; arena memory committed on use, so a purge releases it rather than marking it
 * free while it still counts as resident), which the page rendering after it never asks for. The
 * output is byte-identical; peak memory is lower by about a fifth (docs/benchmarks.md, "Peak memory").
 */
export const BUILD_ENV = { MIMALLOC_PURGE_DELAY: '0', MIMALLOC_ARENA_EAGER_COMMIT: '0' } as const;

const projectRoot = new URL('../../', import.meta.url).pathname;

/**
 * The pages one line of Astro's build log names. Astro writes `├─ /path/index.html` when it starts
 * a page and, on the same line, ` (+12ms)` when done or ` (cached)`/` (restored)` at once for a
 * page its incremental build reused. Pages generated concurrently (build.concurrency) share lines
 * while rendering (`├─ /a07:46:04   ├─ /b (cached)`, the `(+12ms)` of /a later), but a reused page's mark
 * always follows its path, so every path without one was rendered.
 */
export function logPages(line: string): Array<{ file: string; reused: boolean }> {
  return line
    .split('├─')
    .slice(1)
    .flatMap((segment) => {
      // A concurrent page's log line can start right after a path, its time stamp unspaced.
      const found = /^\s*(\/\S*?)(?=\d\d:\d\d:\d\d|\s|$)(\s+\((cached|restored)\))?/.exec(segment);
      return found ? [{ file: found[1]!, reused: found[2] !== undefined }] : [];
    });
}

/**
 * `astro build --outDir {release}` in a child process (its memory and event loop are not the
 * server's: a webhook receiver keeps answering while it builds). `env` adds to the environment,
 * e.g. CORRIDOR_REGIONS or PUBLISH_INCREMENTAL.
 */
export function astroBuilder(env: Record<string, string> = {}, root = projectRoot): Builder {
  // Astro's default cache folder, or the one astro.config.mjs takes from ASTRO_CACHE_DIR.
  const manifest = join(resolve(root, env['ASTRO_CACHE_DIR'] ?? process.env['ASTRO_CACHE_DIR'] ?? 'node_modules/.astro'), 'incremental-build.json');
  const cacheDigest = () => (existsSync(manifest) ? createHash('sha256').update(readFileSync(manifest)).digest('hex') : null);
  return (outDir) =>
    new Promise((resolve) => {
      const started = performance.now();
      const cacheBefore = cacheDigest();
      const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir], {
        cwd: root,
        env: { ...process.env, ...BUILD_ENV, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      let peakKiB = 0;
      let reused = 0;
      const rendered: string[] = [];
      let partial = '';
      let firstPage: number | undefined;
      let lastPage: number | undefined;
      const keep = (chunk: Buffer) => {
        const text = chunk.toString();
        log = (log + text).slice(-20_000);
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        for (const raw of lines) {
          const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
          if (line.includes('├─')) {
            lastPage = performance.now();
            firstPage ??= lastPage;
          }
          for (const page of logPages(line)) {
            if (page.reused) reused++;
            else if (page.file.endsWith('.html')) rendered.push(page.file);
          }
        }
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      // VmHWM is the process's peak resident set, read while it lives (Linux).
      const sampler = setInterval(() => {
        try {
          peakKiB = Math.max(peakKiB, Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0));
        } catch {
          /* not Linux, or already gone */
        }
      }, 250);
      child.on('close', (code) => {
        clearInterval(sampler);
        const ended = performance.now();
        resolve({
          ok: code === 0,
          log: log.slice(-4000),
          ms: Math.round(ended - started),
          ...(firstPage !== undefined && lastPage !== undefined
            ? { steps: { bundle: Math.round(firstPage - started), pages: Math.round(lastPage - firstPage), finish: Math.round(ended - lastPage) } }
            : {}),
          ...(peakKiB ? { peakKiB } : {}),
          ...(reused ? { reused } : {}),
          rendered,
          cache: { before: cacheBefore, after: cacheDigest() },
        });
      });
      child.on('error', (error) => {
        clearInterval(sampler);
        resolve({ ok: false, log: String(error), ms: Math.round(performance.now() - started) });
      });
    });
}
