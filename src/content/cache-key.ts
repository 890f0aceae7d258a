import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotRoot } from './snapshot.ts';

/**
 * The `cacheKey` of the landing and corridor pages for Astro's incremental build
 * (`ASTRO_INCREMENTAL=1`): Astro reuses a page's previous output when its key and its code are
 * unchanged. Code is Astro's to hash; the key covers the data the pages read outside the module
 * graph: every snapshot file except the help centre's content and the sync's bookkeeping, which no
 * landing reads, and the news and blog articles unless a landing shows a latest-articles block. So
 * an editor's help or news change re-renders the pages that show it and reuses ~17,600 corridor
 * pages. The environment the pages read (regions built, site URL, search host) is in the key too.
 */
const NOT_READ = [/^helpdesk\//, /^cms\/help-articles\//, /^cms\/help-home\//, /^manifest\.json$/, /^sync-cursor\.json$/, /^README\.md$/];
const ARTICLES = /^cms\/(news|blog)-articles\//;
const LANDINGS = /^cms\/(home|send-landing|request-landing)\//;
const ENV = ['CORRIDOR_REGIONS', 'CORRIDOR_PAIR_LIMIT', 'SITE_URL', 'HELP_SEARCH_HOST', 'HELPDESK_URL'];

function files(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name), `${prefix}${e.name}/`) : e.isFile() ? [`${prefix}${e.name}`] : []));
}

let memo: string | undefined;

export function landingCacheKey(root = snapshotRoot): string {
  if (memo !== undefined && root === snapshotRoot) return memo;
  const rels = files(root).filter((rel) => !NOT_READ.some((re) => re.test(rel)));
  const showsArticles = rels.some((rel) => LANDINGS.test(rel) && readFileSync(join(root, rel), 'utf8').includes('blocks.latest-articles'));
  const hash = createHash('sha256');
  for (const rel of rels) {
    if (!showsArticles && ARTICLES.test(rel)) continue;
    hash
      .update(`${rel}\0`)
      .update(readFileSync(join(root, rel)))
      .update('\0');
  }
  for (const name of ENV) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  const key = hash.digest('base64url').slice(0, 32);
  if (root === snapshotRoot) memo = key;
  return key;
}
