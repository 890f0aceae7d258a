// The JavaScript a browser loads to show a screen of the /auth app (sender-flows §2): every script
// response from opening the address until the network is quiet, the lazy route chunks included,
// gzip sizes as served (the files of the built site, compressed as firstJavaScript does). Used by
// tests/e2e/auth/auth-app.spec.ts and by the bench.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface LoadedScripts {
  bytes: number;
  files: Array<{ url: string; bytes: number }>;
}

/** Opens `path` and waits for `ready` (the screen shown) and a quiet network; reports the scripts loaded. */
export async function scriptsLoaded(page: Page, dist: string, path: string, ready: (page: Page) => Promise<unknown>): Promise<LoadedScripts> {
  const urls: string[] = [];
  const record = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') urls.push(new URL(response.url()).pathname);
  };
  page.on('response', record);
  try {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', record);
  }
  const files = urls.map((url) => ({ url, bytes: gzipSync(readFileSync(join(dist, url))).length }));
  return { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

/** The two first loads the budget is about: the sign-in screen, and a signed-in send page. */
export const FIRST_LOADS = {
  login: { path: '/login', ready: (page: Page) => page.getByLabel('Password', { exact: true }).waitFor() },
  send: { path: '/auth/send/gb/ph', ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Send money' }).waitFor() },
} as const;

/** Lighthouse mobile performance of a page: the score and its timings. */
export interface LighthouseFigures {
  score: number | null;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
}

/**
 * Lighthouse's mobile run (a mid-range phone on a slow 4G network, simulated) of the two first
 * loads on a served build at `origin`; the send page is opened signed in, with the session cookie
 * of a sandbox sign-in sent along.
 */
export async function authLighthouse(origin: string, session: string): Promise<Record<keyof typeof FIRST_LOADS, LighthouseFigures>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const out: Partial<Record<keyof typeof FIRST_LOADS, LighthouseFigures>> = {};
  for (const [name, load] of Object.entries(FIRST_LOADS) as Array<[keyof typeof FIRST_LOADS, (typeof FIRST_LOADS)[keyof typeof FIRST_LOADS]]>) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    try {
      const result = await lighthouse(`${origin}${load.path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        ...(name === 'send' ? { extraHeaders: { Cookie: session } } : {}),
      });
      const audits = result?.lhr.audits;
      const shown = (id: string) => audits?.[id]?.displayValue ?? '?';
      const score = result?.lhr.categories['performance']?.score;
      out[name] = {
        score: score == null ? null : Math.round(score * 100),
        fcp: shown('first-contentful-paint'),
        lcp: shown('largest-contentful-paint'),
        tbt: shown('total-blocking-time'),
        cls: shown('cumulative-layout-shift'),
      };
    } finally {
      chrome.kill();
    }
  }
  return out as Record<keyof typeof FIRST_LOADS, LighthouseFigures>;
}
