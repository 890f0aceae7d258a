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
