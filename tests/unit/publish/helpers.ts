import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newsArticle } from '../../fixtures/fake-services.ts';

export interface Workspace {
  base: string;
  /** The snapshot the fake site is built from. */
  snapshot: string;
  /** The releases folder. */
  releases: string;
  /** Rewrites the snapshot's English news to `count` articles (titles get `label`). */
  setNews(count: number, label?: string): void;
  cleanup(): void;
}

export function makeWorkspace(news = 20): Workspace {
  const base = mkdtempSync(join(tmpdir(), 'publish-test-'));
  const snapshot = join(base, 'content-cache');
  const releases = join(base, 'releases');
  const setNews = (count: number, label = 'News') => {
    const dir = join(snapshot, 'cms/news-articles/en');
    mkdirSync(dir, { recursive: true });
    const data = Array.from({ length: count }, (_, i) => newsArticle(i + 1, 'en', `${label} ${i + 1}`));
    writeFileSync(join(dir, 'page-1.json'), JSON.stringify({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: count } } }));
  };
  setNews(news);
  return { base, snapshot, releases, setNews, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

/** Resolves after ms. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
