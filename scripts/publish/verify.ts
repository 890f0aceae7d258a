/**
 * Verification of a new release before it goes live. Every check runs (so one report names every
 * problem), each with its time, but for the browser check after a refusal; the release may go live
 * only when all pass:
 * - build: the builder succeeded and wrote index.html and 404.html;
 * - page-count: not fewer pages than the live release by more than `maxDropShare` (unless allowDrop);
 * - links, head-tags, sitemaps: scripts/publish/site-checks.ts (the same rules as the browser suite);
 * - smoke: a sample of pages in every language opened in Chromium (scripts/publish/smoke.ts);
 *   not run when a cheaper check has refused the release already.
 *
 * With a live release to compare with, the per-page checks (links, head tags, smoke) look at the
 * pages that differ from it (those the build rendered, when it says which, compared byte for
 * byte; else every page compared) plus a fixed, seeded sample per language: the pages reused
 * unchanged passed these checks when they went live. A page removed since the live release makes
 * the links check read every page again (an unchanged page may link to it). The browser opens a
 * language's changed pages; a language without one gets a sample page only when a file beside the
 * pages (scripts, styles, data, headers) differs from live, since otherwise its pages are the bytes
 * that passed the browser when they went live, on the same files. Page count, sitemaps
 * and `_redirects` are whole-site by nature and stay whole, on one listing of the release's files.
 * Without a live release (first publish) every page gets every check, as the smoke's own sample.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { builtChecker, pagePath, scanPages, scanSitemaps, siteFiles } from './site-checks.ts';
import { pageLanguage, smokeCheck, smokeSample, type SmokeOptions } from './smoke.ts';

export interface Check {
  name: 'build' | 'page-count' | 'links' | 'head-tags' | 'sitemaps' | 'smoke';
  ok: boolean;
  /** One line for people. */
  summary: string;
  /** The first problems (at most 50), when any. */
  problems?: string[];
  ms: number;
}

export interface VerifyOptions {
  release: string;
  /** The live release folder, when there is one (page-count compares against it). */
  live?: string | undefined;
  /** Largest share of the live page count that may disappear, 0..1 (default 0.05). */
  maxDropShare?: number | undefined;
  allowDrop?: boolean | undefined;
  /** false skips the browser check (machines without a browser); reported as skipped. */
  smoke?: false | SmokeOptions;
  /** Pages the build rendered (files relative to the release); undefined: compare every page with the live one. */
  rendered?: string[] | undefined;
  /** Pages the build said it reused; with `rendered` they must add up to the release's pages, or every page is compared. */
  reused?: number | undefined;
  /** Why the build's account of what it rendered was not given (every page is then compared). */
  renderedDoubt?: string | undefined;
  /** Sample pages per language for the per-page checks when only changes are verified (default 2). */
  samplePerLanguage?: number;
  /** Seed of that sample (default: fixed, so every publish checks the same sample). */
  sampleSeed?: string;
}

export const SAMPLE_SEED = 'publish-sample';

/** Which pages got the per-page checks, and why. */
export interface Verified {
  /** all: no live release to compare with; changed+sample: the pages that differ plus the sample. */
  scope: 'all' | 'changed+sample';
  /** How the changed pages were found. */
  compared?: string;
  changed: string[];
  sample: string[];
  /** Pages in the live release that the new one lacks. */
  removed: string[];
  /** Pages opened in the browser, with why. */
  smoke: Array<{ path: string; why: 'changed' | 'sample' }>;
  /** The first file beside the pages that differs from live (added, removed or other bytes); null when none. */
  otherFileChanged: string | null;
  /** Time spent choosing (listing, comparing, sampling), ms. */
  ms: number;
}

export const DEFAULT_MAX_DROP = 0.05;
const first = (problems: string[]) => (problems.length > 50 ? [...problems.slice(0, 50), `… and ${problems.length - 50} more`] : problems);

async function timed(name: Check['name'], run: () => Promise<Omit<Check, 'name' | 'ms'>> | Omit<Check, 'name' | 'ms'>): Promise<Check> {
  const started = performance.now();
  try {
    const result = await run();
    return { name, ...result, ...(result.problems ? { problems: first(result.problems) } : {}), ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { name, ok: false, summary: `the check itself failed: ${(error as Error).message}`, ms: Math.round(performance.now() - started) };
  }
}

/** Page count decision, pure: a drop beyond the share is refused unless allowed. */
export function pageCountCheck(pages: number, livePages: number | undefined, maxDropShare: number, allowDrop: boolean): Omit<Check, 'name' | 'ms'> {
  if (livePages === undefined || livePages === 0) return { ok: pages > 0, summary: `${pages} pages (no live release to compare with)` };
  const drop = (livePages - pages) / livePages;
  const text = `${pages} pages, live release ${livePages} (${drop > 0 ? `${(drop * 100).toFixed(1)} % fewer` : drop < 0 ? `${(-drop * 100).toFixed(1)} % more` : 'same'})`;
  if (drop <= maxDropShare) return { ok: true, summary: text };
  if (allowDrop) return { ok: true, summary: `${text}: more than ${(maxDropShare * 100).toFixed(1)} % fewer, allowed by --allow-drop` };
  return { ok: false, summary: `${text}: more than ${(maxDropShare * 100).toFixed(1)} % fewer; publish again with --allow-drop if that is intended` };
}

export async function verifyRelease(options: VerifyOptions): Promise<Check[]> {
  return (await verifyReleaseScoped(options)).checks;
}

/** Files other than sitemaps among a site's non-page files (what the pages load, and the server's files), relative. */
function besidePages(dir: string, others: readonly string[]): string[] {
  return others
    .filter((f) => !/(^|\/)sitemap[\w-]*\.xml$/.test(f))
    .map((f) => f.slice(dir.length))
    .sort();
}

/**
 * The first file beside the pages (not a page, not a sitemap) that one release has and the other
 * lacks or holds other bytes of; null when none. `others` are each side's non-page files, when
 * already listed (siteFiles).
 */
export function otherFileChanged(release: string, live: string, others?: { release: readonly string[]; live: readonly string[] }): string | null {
  const ours = besidePages(release, others?.release ?? siteFiles(release).others);
  const kept = new Set(ours);
  for (const rel of besidePages(live, others?.live ?? siteFiles(live).others)) if (!kept.has(rel)) return `${rel} (removed)`;
  const differs = changedPages(
    release,
    live,
    ours.map((rel) => join(release, rel)),
  );
  return differs[0] ? differs[0].slice(release.length) : null;
}

/** Files that differ between two releases (or are new), as absolute paths in `release`. */
export function changedPages(release: string, live: string, candidates: string[]): string[] {
  return candidates.filter((file) => {
    const other = join(live, file.slice(release.length));
    if (!existsSync(other)) return true;
    if (statSync(other).size !== statSync(file).size) return true;
    return !readFileSync(other).equals(readFileSync(file));
  });
}

export async function verifyReleaseScoped(options: VerifyOptions): Promise<{ checks: Check[]; verified?: Verified }> {
  const { release } = options;
  const checks: Check[] = [];
  const build = await timed('build', () => {
    const missing = ['index.html', '404.html'].filter((f) => !existsSync(join(release, f)));
    return missing.length ? { ok: false, summary: `the build wrote no ${missing.join(' or ')}` } : { ok: true, summary: 'built' };
  });
  checks.push(build);
  if (!build.ok) return { checks };

  const listing = siteFiles(release);
  const files = listing.pages;
  const built = builtChecker(release);
  const live = options.live && existsSync(options.live) ? options.live : undefined;
  const liveListing = live ? siteFiles(live) : undefined;
  const liveFiles = liveListing?.pages;
  checks.push(await timed('page-count', () => pageCountCheck(files.length, liveFiles?.length, options.maxDropShare ?? DEFAULT_MAX_DROP, options.allowDrop === true)));

  // What the per-page checks read: every page, or the changed ones plus the sample.
  let verified: Verified | undefined;
  let pageFiles = files;
  if (live && liveListing) {
    const started = performance.now();
    const inRelease = new Set(files.map((f) => f.slice(release.length)));
    const removed = liveListing.pages.map((f) => f.slice(live.length)).filter((rel) => !inRelease.has(rel));
    // The build's own account is trusted only when it names every page the release holds.
    const rendered =
      options.rendered && (options.reused === undefined || new Set(options.rendered.filter((f) => f.endsWith('.html'))).size + options.reused === files.length) ? options.rendered : undefined;
    const trusted = rendered !== undefined;
    const candidates = rendered ? [...new Set(rendered)].map((rel) => join(release, rel)).filter((f) => existsSync(f)) : files;
    // A page the build did not render but which the live release lacks is new all the same.
    const added = trusted ? files.filter((f) => !existsSync(join(live, f.slice(release.length)))) : [];
    const byPath = (a: string, b: string) => (pagePath(release, a) < pagePath(release, b) ? -1 : 1);
    const changed = [...new Set([...changedPages(release, live, candidates), ...added])].sort(byPath);
    const sampleMap = smokeSample(release, options.samplePerLanguage ?? 2, options.sampleSeed ?? SAMPLE_SEED, files);
    const sample = [...sampleMap.values()].flat();
    const changedPaths = changed.map((f) => pagePath(release, f));
    const changedSet = new Set(changedPaths);
    const sampleOnly = sample.filter((p) => !changedSet.has(p));
    pageFiles = removed.length ? files : [...new Set([...changed, ...sampleOnly.map((p) => pageFileOf(release, p))])];
    // The browser is the slowest check (links and head tags read every changed page): it opens a
    // language's changed pages, as many as the sample holds. A language with no change gets one
    // sample page when the files its pages load differ from live (its shell in that language has to
    // work with them); with none differing, one page in all when nothing changed.
    const perLanguage = options.samplePerLanguage ?? 2;
    const otherFile = otherFileChanged(release, live, { release: listing.others, live: liveListing.others });
    const smokePages: Verified['smoke'] = [];
    for (const [lang, paths] of sampleMap) {
      const own = changed
        .filter((f) => !f.endsWith('/404.html') && pageLanguage(f) === lang)
        .map((f) => pagePath(release, f))
        .sort(editedFirst);
      const picks: Verified['smoke'] = own.slice(0, perLanguage).map((path) => ({ path, why: 'changed' }));
      if (!picks.length && paths[0] && otherFile !== null) picks.push({ path: paths[0], why: 'sample' });
      smokePages.push(...picks);
    }
    const firstSample = sampleMap.get('en')?.[0] ?? [...sampleMap.values()][0]?.[0];
    if (!smokePages.length && firstSample) smokePages.push({ path: firstSample, why: 'sample' });
    verified = {
      scope: 'changed+sample',
      compared: trusted
        ? `${candidates.length} pages the build rendered, byte for byte with the live release`
        : `every page, byte for byte with the live release${options.renderedDoubt ? ` (${options.renderedDoubt})` : options.rendered ? ` (the build's log named ${options.rendered.length} rendered and ${options.reused ?? 0} reused of ${files.length})` : ''}`,
      changed: changedPaths,
      sample: sampleOnly,
      removed: removed.map((rel) => pagePath('', rel)).sort(),
      smoke: smokePages,
      otherFileChanged: otherFile,
      ms: Math.round(performance.now() - started),
    };
  }
  // Links and head tags come from one read of every page checked (timed under links).
  let scan: ReturnType<typeof scanPages> = { pages: 0, brokenLinks: [], missingHead: [] };
  const scope = verified
    ? verified.removed.length
      ? `every page (${verified.removed.length} removed since the live release)`
      : `${verified.changed.length} changed + ${verified.sample.length} sample`
    : 'every page';
  checks.push(
    await timed('links', () => {
      scan = scanPages(release, built, pageFiles);
      return {
        ok: scan.brokenLinks.length === 0,
        summary: `${scan.brokenLinks.length} broken internal links in ${scan.pages} pages (${scope})`,
        ...(scan.brokenLinks.length ? { problems: scan.brokenLinks } : {}),
      };
    }),
  );
  checks.push(
    await timed('head-tags', () => ({
      ok: scan.missingHead.length === 0,
      summary: `${scan.missingHead.length} indexable pages without canonical, x-default or CSP (of ${scan.pages}: ${scope})`,
      ...(scan.missingHead.length ? { problems: scan.missingHead } : {}),
    })),
  );
  checks.push(
    await timed('sitemaps', () => {
      const sitemaps = scanSitemaps(release, built);
      return {
        ok: sitemaps.problems.length === 0,
        summary: `${sitemaps.urls} URLs in ${sitemaps.files} sitemaps, ${sitemaps.problems.length} problems`,
        ...(sitemaps.problems.length ? { problems: sitemaps.problems } : {}),
      };
    }),
  );
  const failed = checks.filter((c) => !c.ok).map((c) => c.name);
  if (options.smoke === false) checks.push({ name: 'smoke', ok: true, summary: 'skipped (--no-smoke: no browser check on this machine)', ms: 0 });
  // The slowest check is not worth running for a release already refused.
  else if (failed.length) checks.push({ name: 'smoke', ok: true, summary: `not run: refused already by ${failed.join(', ')}`, ms: 0 });
  else {
    const smoke: SmokeOptions = { ...(options.smoke ?? {}), ...(verified ? { pages: verified.smoke.map((p) => p.path) } : {}) };
    checks.push(
      await timed('smoke', async () => {
        const result = await smokeCheck(release, smoke);
        return {
          ok: result.failures.length === 0,
          summary: `${result.pages.length} pages in ${result.languages} languages opened in Chromium, ${result.failures.length} failed`,
          ...(result.failures.length ? { problems: result.failures } : {}),
        };
      }),
    );
  }
  return { checks, ...(verified ? { verified } : {}) };
}

const REGION_PREFIX = /^\/[a-z]{2}-[a-z]{2}(\/|$)/;

/**
 * The order a language's changed pages are opened in: the page an editor changed is likelier its
 * deepest one (an article, not the listings and homes showing it), and its region-less path the
 * canonical one (/news/x before /en-au/news/x).
 */
function editedFirst(a: string, b: string): number {
  const prefixed = Number(REGION_PREFIX.test(a)) - Number(REGION_PREFIX.test(b));
  const depth = b.split('/').length - a.split('/').length;
  return prefixed || depth || (a < b ? -1 : a > b ? 1 : 0);
}

/** The file a site path is built as (`/de-de/rules` → `{release}/de-de/rules/index.html`). */
function pageFileOf(release: string, path: string): string {
  const direct = join(release, `${path === '/' ? '/index' : path}.html`);
  return path !== '/' && existsSync(direct) ? direct : join(release, path, 'index.html');
}
