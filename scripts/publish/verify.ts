/**
 * Verification of a new release before it goes live. Every check runs (so one report names every
 * problem), each with its time, but for the browser check after a refusal; the release may go live
 * only when all pass:
 * - build: the builder succeeded and wrote index.html and 404.html;
 * - page-count: not fewer pages than the live release by more than `maxDropShare` (unless allowDrop);
 * - links, head-tags, sitemaps: scripts/publish/site-checks.ts (the same rules as the browser suite);
 * - smoke: a sample of pages in every language opened in Chromium (scripts/publish/smoke.ts);
 *   not run when a cheaper check has refused the release already.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { builtChecker, htmlFiles, scanPages, scanSitemaps } from './site-checks.ts';
import { smokeCheck, type SmokeOptions } from './smoke.ts';

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
  const { release } = options;
  const checks: Check[] = [];
  const build = await timed('build', () => {
    const missing = ['index.html', '404.html'].filter((f) => !existsSync(join(release, f)));
    return missing.length ? { ok: false, summary: `the build wrote no ${missing.join(' or ')}` } : { ok: true, summary: 'built' };
  });
  checks.push(build);
  if (!build.ok) return checks;

  const files = htmlFiles(release);
  const built = builtChecker(release);
  checks.push(
    await timed('page-count', () => {
      const livePages = options.live && existsSync(options.live) ? htmlFiles(options.live).length : undefined;
      return pageCountCheck(files.length, livePages, options.maxDropShare ?? DEFAULT_MAX_DROP, options.allowDrop === true);
    }),
  );
  // Links and head tags come from one read of every page (timed under links).
  let scan: ReturnType<typeof scanPages> = { pages: 0, brokenLinks: [], missingHead: [] };
  checks.push(
    await timed('links', () => {
      scan = scanPages(release, built, files);
      return {
        ok: scan.brokenLinks.length === 0,
        summary: `${scan.brokenLinks.length} broken internal links in ${scan.pages} pages`,
        ...(scan.brokenLinks.length ? { problems: scan.brokenLinks } : {}),
      };
    }),
  );
  checks.push(
    await timed('head-tags', () => ({
      ok: scan.missingHead.length === 0,
      summary: `${scan.missingHead.length} indexable pages without canonical, x-default or CSP`,
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
    const smoke = options.smoke ?? {};
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
  return checks;
}
