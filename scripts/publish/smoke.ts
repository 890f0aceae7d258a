/**
 * Browser smoke check of a release before it goes live: the release is served by the local CDN
 * server (scripts/serve, `_redirects` and `_headers` honoured, no backend: API calls answer 503 as
 * when the backend is down) and a sample of indexable pages per language (read from `<html lang>`)
 * is opened in Chromium. A page fails on: a status other than 200, an uncaught script error, a
 * Content-Security-Policy violation, a same-site asset that does not load, a request to another
 * host, a wrong `<html lang>`, or an empty `<main>`. The sample is the shortest path of each
 * language (its home) plus pages picked by a seeded shuffle, so a run is repeatable.
 */
import { availableParallelism } from 'node:os';
import { existsSync, openSync, readSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { createSiteServer } from '../serve/server.ts';
import { htmlFiles, pagePath } from './site-checks.ts';

export interface SmokeOptions {
  /** Pages per language (default 2). */
  perLanguage?: number;
  /** Seed of the sample (default: the release folder name). */
  seed?: string;
  /** Chromium binary (default PLAYWRIGHT_CHROMIUM, else /usr/bin/chromium, else Playwright's own). */
  executablePath?: string;
  /** Per page, ms (default 20 s). */
  timeoutMs?: number;
  /** Pages open at once in the one browser, each worker in its own context and tab (default: the CPUs, at most 4). */
  parallel?: number;
  /** Open these site paths instead of the sample (verify's changed pages plus its sample). */
  pages?: string[];
}

export interface SmokeResult {
  pages: string[];
  languages: number;
  failures: string[];
}

function headBytes(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(2048);
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0));
  } finally {
    closeSync(fd);
  }
}

/** A small deterministic PRNG (mulberry32) seeded from a string. */
function seeded(seed: string): () => number {
  let a = Array.from(seed).reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The language (primary subtag of `<html lang>`) of an indexable page file; undefined for a noindex page. */
export function pageLanguage(file: string): string | undefined {
  const head = headBytes(file);
  if (/<meta name="robots" content="noindex"/.test(head)) return undefined;
  return /<html[^>]*\slang="([^"]+)"/.exec(head)?.[1]?.split('-')[0]?.toLowerCase();
}

/**
 * Indexable pages grouped by language (the primary subtag of `<html lang>`: `de-DE` and `de-AT` are
 * German), sampled: each language's shortest path, then seeded picks.
 */
export function smokeSample(release: string, perLanguage: number, seed: string, pages = htmlFiles(release)): Map<string, string[]> {
  const byLang = new Map<string, string[]>();
  for (const file of pages) {
    if (file.endsWith('/404.html') || /\/404\/index\.html$/.test(file)) continue;
    const lang = pageLanguage(file);
    if (lang) byLang.set(lang, [...(byLang.get(lang) ?? []), pagePath(release, file)]);
  }
  const random = seeded(seed);
  const sample = new Map<string, string[]>();
  for (const [lang, paths] of [...byLang].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...paths].sort((a, b) => a.length - b.length || a.localeCompare(b));
    const picks = [sorted[0]!];
    const rest = sorted.slice(1);
    while (picks.length < perLanguage && rest.length) picks.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    sample.set(lang, picks);
  }
  return sample;
}

/** The given site paths by language, as smokeSample groups them. */
function given(release: string, paths: string[]): Map<string, string[]> {
  const byLang = new Map<string, string[]>();
  for (const path of paths) {
    const file = existsSync(join(release, path, 'index.html')) ? join(release, path, 'index.html') : join(release, `${path}.html`);
    const lang = existsSync(file) ? pageLanguage(file) : undefined;
    if (lang) byLang.set(lang, [...(byLang.get(lang) ?? []), path]);
  }
  return byLang;
}

export async function smokeCheck(release: string, options: SmokeOptions = {}): Promise<SmokeResult> {
  const sample = options.pages ? given(release, options.pages) : smokeSample(release, options.perLanguage ?? 2, options.seed ?? release);
  const { chromium } = await import('playwright');
  const executablePath = options.executablePath ?? process.env['PLAYWRIGHT_CHROMIUM'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const server = createSiteServer({ root: release, port: 0, quiet: true, logger: { info: () => {}, error: () => {} } });
  const base = await server.listen();
  const origin = new URL(base).origin;
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-default-apps',
      '--disable-domain-reliability',
      // Nothing leaves the machine: every other host fails to resolve (cheaper than intercepting
      // each request; a page's request to another host is still reported, below).
      `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${new URL(origin).hostname}`,
    ],
  });
  const failures: string[] = [];
  const pages: string[] = [];
  try {
    // Pages open a few at a time in the one browser, one context and tab per worker (no cookies or
    // storage shared between workers; a tab reused for the next page spares starting a renderer
    // for each); results keep the sample's order.
    const jobs = [...sample].flatMap(([lang, paths]) => paths.map((path) => ({ lang, path })));
    const found: string[][] = [];
    let next = 0;
    const worker = async () => {
      const context = await browser.newContext();
      try {
        const tab = watchedTab(await context.newPage(), origin);
        for (let i = next++; i < jobs.length; i = next++) {
          const { lang, path } = jobs[i]!;
          found[i] = (await tab.open(path, lang, options.timeoutMs ?? 20_000)).map((p) => `${path}: ${p}`);
        }
      } finally {
        await context.close();
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.parallel ?? Math.min(4, availableParallelism()), jobs.length)) }, worker));
    pages.push(...jobs.map((j) => j.path));
    failures.push(...found.flat());
  } finally {
    await browser.close();
    await server.close();
  }
  return { pages, languages: sample.size, failures };
}

/** A tab that opens one page after another, each page's problems apart. */
function watchedTab(page: Page, origin: string) {
  let problems: string[] = [];
  let path = '';
  page.on('pageerror', (error) => problems.push(`script error: ${error.message.split('\n')[0]}`));
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) problems.push(`CSP violation: ${message.text().slice(0, 200)}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:') problems.push(`request to another host: ${url.origin}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    // API calls are the backend's (none here); everything else on the site must load.
    if (url.origin === origin && !url.pathname.startsWith('/api/') && response.status() >= 400 && url.pathname !== path) problems.push(`${url.pathname} answered ${response.status()}`);
  });
  return {
    async open(next: string, lang: string, timeout: number): Promise<string[]> {
      problems = [];
      path = next;
      try {
        const response = await page.goto(origin + next, { waitUntil: 'load', timeout });
        if (response?.status() !== 200) problems.push(`status ${response?.status() ?? 'none'}`);
        // Islands hydrate at idle or on view: give them a moment to fail if they are going to.
        await page.waitForTimeout(300);
        const found = await page.evaluate(() => ({ lang: document.documentElement.lang, main: document.querySelector('main')?.textContent.trim().length ?? 0 }));
        if (found.lang.split('-')[0]?.toLowerCase() !== lang) problems.push(`<html lang="${found.lang}">, expected ${lang}`);
        if (found.main === 0) problems.push('empty or missing <main>');
      } catch (error) {
        problems.push(`did not load: ${(error as Error).message.split('\n')[0]}`);
      }
      return problems;
    },
  };
}
