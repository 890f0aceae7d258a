/**
 * Per-page `cacheKey`s for Astro's incremental build (`ASTRO_INCREMENTAL=1`): Astro reuses a page's
 * previous output when its key and its module graph's code are unchanged. Code is Astro's to hash;
 * a key covers what a page reads outside the module graph: the shell's snapshot files and
 * environment, the page's own entries (hashed from the raw snapshot, once per file per build), and
 * the built pages its region switch points at. A route whose data is not covered leaves the key out
 * and renders every time: a stale page is worse than a slow build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSnapshotRoot as snapshotRoot, readJson, snapshotRoot as sourceSnapshot } from './snapshot.ts';
import { cmsResources } from './resources.ts';
import { builtPages, listingPages, pathOf } from './page-set.ts';
import { regionSwitchPaths, type PageSet } from '../domain/language-switch.ts';
import { incrementalBuild } from '../site-config.ts';

/** Snapshot folders every page reads: header, footer, country names (select-region) and the backend (app links, amounts). */
const SHELL_DIRS = ['cms/header-menu', 'cms/footer', 'cms/select-region', 'backend'];
/** Environment the pages read at build time (src/site-config.ts, src/lib/third-party.ts, help search, media hosts, corridor scale). */
export const KEYED_ENV = [
  'SITE_URL',
  'CORRIDOR_REGIONS',
  'CORRIDOR_PAIR_LIMIT',
  'HELP_SEARCH_HOST',
  'HELPDESK_URL',
  'MEDIA_HOSTS',
  'ANALYTICS_SCRIPT_URL',
  'MARKETING_SDK_URL',
  'EMBEDDED_FORM_URL',
  'CHAT_WIDGET_URL',
  'EMBEDDED_FORM_IDS',
  'REVIEWS_WIDGET_URL',
  'REVIEWS_BUSINESS_UNIT',
  'JOBS_WIDGET_URL',
  'DOCUMENT_CHECK_SDK',
  'DOCUMENT_CHECK_ORIGINS',
  'IDENTITY_PROVIDER_HOSTS',
] as const;

const digest = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 32);
};

function filesUnder(dir: string, prefix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name), `${prefix}${e.name}/`) : e.isFile() ? [`${prefix}${e.name}`] : []));
}

const fileMemo = new Map<string, string>();
/** A snapshot file's digest (`-` when it is missing), read once per build. */
function fileDigest(root: string, rel: string): string {
  const path = join(root, rel);
  let found = fileMemo.get(path);
  if (found === undefined) fileMemo.set(path, (found = existsSync(path) ? digest(rel, readFileSync(path, 'latin1')) : '-'));
  return found;
}

/** Every file of the given folders, by name and digest. */
const folderDigest = (root: string, dirs: readonly string[]) => digest(...dirs.flatMap((dir) => filesUnder(join(root, dir), `${dir}/`).map((rel) => `${rel}:${fileDigest(root, rel)}`)));

const collectionMemo = new Map<string, Map<string, string>>();
/** The documents of one collection locale (`cms/{resource}/{cmsLocale}/page-*.json`) by documentId, each hashed once per build. */
function documentDigests(root: string, resource: string, cmsLocale: string): Map<string, string> {
  const dir = join(root, 'cms', resource, cmsLocale);
  let found = collectionMemo.get(dir);
  if (!found) {
    found = new Map();
    for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
      const answer = readJson(join(dir, file)) as { data?: Array<Record<string, unknown>> };
      (answer.data ?? []).forEach((doc, index) => found!.set(String((doc['documentId'] as string | number | undefined) ?? `${file}#${index}`), digest(JSON.stringify(doc))));
    }
    collectionMemo.set(dir, found);
  }
  return found;
}

/** Forgets every digest (tests change the snapshot between keys; a build reads it once). */
export function forgetDigests(): void {
  fileMemo.clear();
  collectionMemo.clear();
  shellMemo.clear();
}

const collectionResources = new Set(cmsResources.filter((r) => r.kind === 'collection').map((r) => r.key));

/** What the content functions hand a page: the entry's resource and locale, and its documentId (which picks it in a collection). */
export interface EntryRef {
  resource: string;
  cmsLocale: string;
  documentId?: string | number | undefined;
}

/**
 * One CMS entry as the snapshot holds it: a single type's whole file, a collection document's JSON.
 * The page's own content functions chose the entry (its language or the English fallback); the key
 * hashes what that entry is now. A missing entry hashes as missing.
 */
export function entryKey(entry: EntryRef | undefined, root: string = snapshotRoot ?? sourceSnapshot): string {
  if (!entry) return '-';
  // A collection document without an id cannot be told from its neighbours: such a page renders every build.
  if (entry.documentId === undefined && collectionResources.has(entry.resource)) return `unkeyed:${Math.random()}`;
  if (!collectionResources.has(entry.resource)) return `${entry.resource}/${entry.cmsLocale}:${fileDigest(root, join('cms', entry.resource, `${entry.cmsLocale}.json`))}`;
  return `${entry.resource}/${entry.cmsLocale}/${entry.documentId}:${documentDigests(root, entry.resource, entry.cmsLocale).get(String(entry.documentId)) ?? '-'}`;
}

/**
 * A list of entries in its order (a listing's articles, an article's latest posts): adding,
 * removing, reordering or editing any of them changes it.
 */
export function entriesKey(entries: readonly (EntryRef | undefined)[], root: string = snapshotRoot ?? sourceSnapshot): string {
  return digest(...entries.map((e) => entryKey(e, root)));
}

/**
 * A language's help centre (desktop, mobile and the short article paths): every support-desk file
 * of its locale and of the source locale (English fills in), the attachments' local copies, and the
 * help home's CMS entries. Links between help items and the listings make any help change reach the
 * whole centre of that language, so it is keyed as one.
 */
export function helpCentreKey(helpdeskLocale: string, cmsLocale: string, root: string = snapshotRoot ?? sourceSnapshot): string {
  return digest(folderDigest(root, [`helpdesk/${helpdeskLocale}`, 'helpdesk/en-us', 'media/helpdesk']), fileDigest(root, `cms/help-home/${cmsLocale}.json`), fileDigest(root, 'cms/help-home/en.json'));
}

/** The latest-articles blocks a CMS page shows: their kind and how many. */
export function latestArticlesShown(page: { blocks?: readonly unknown[] } | undefined): Array<{ kind: 'news' | 'blog'; count: number }> {
  return (page?.blocks ?? []).flatMap((b) => {
    const block = b as { __component?: string; kind?: 'news' | 'blog'; count?: number };
    return block.__component === 'blocks.latest-articles' && block.kind ? [{ kind: block.kind, count: block.count ?? 0 }] : [];
  });
}

/**
 * A CMS page's content: its entry, the articles its latest-articles blocks show (`articlesOf`
 * gives the kind's list as the block reads it), and the ten-minute window of a terms-by-country
 * block's links (public-site §9: the build writes the window into each link).
 */
export async function contentPageKey(
  page: (EntryRef & { blocks?: readonly unknown[] }) | undefined,
  articlesOf: (kind: 'news' | 'blog') => Promise<ReadonlyArray<{ article: EntryRef }>>,
  root: string = snapshotRoot ?? sourceSnapshot,
): Promise<string> {
  const parts = [entryKey(page, root)];
  for (const { kind, count } of latestArticlesShown(page))
    parts.push(
      entriesKey(
        (await articlesOf(kind)).slice(0, count).map((a) => a.article),
        root,
      ),
    );
  if ((page?.blocks ?? []).some((b) => (b as { __component?: string }).__component === 'blocks.terms-by-country')) parts.push(`v=${Math.floor(Date.now() / 600000)}`);
  return digest(...parts);
}

const shellMemo = new Map<string, string>();
/**
 * What every page reads: the header, footer, select-region and backend files of the snapshot (every
 * language, since the /auth shell's labels read them all), the environment list, and the year the
 * footer's copyright shows. A change to any of them changes every key.
 */
export function shellKey(root: string = snapshotRoot ?? sourceSnapshot, env: Record<string, string | undefined> = process.env): string {
  const envPart = KEYED_ENV.map((name) => `${name}=${env[name] ?? ''}`).join('\0');
  const memoKey = `${root}\0${envPart}`;
  let found = shellMemo.get(memoKey);
  if (found === undefined) shellMemo.set(memoKey, (found = digest(folderDigest(root, SHELL_DIRS), envPart, `year=${new Date().getUTCFullYear()}`)));
  return found;
}

/**
 * Where the footer's region and language switch leads from `path` in every region (the same page
 * there or its nearest built parent): adding or removing a twin page in another region changes it.
 * Each page is keyed once per build, so nothing is kept (a memo held one entry per page to the end).
 */
export function switchKey(path: string, pages: PageSet): string {
  return digest(...regionSwitchPaths(path, pages));
}

/** A page's key from its parts: the shell, its switch targets and its own inputs. */
export const pageKey = (shell: string, switchTo: string, own: string): string => digest(shell, switchTo, own);

type Params = Record<string, string | number | undefined>;

/**
 * A route's paths with their `cacheKey` in an incremental build (a full build reads no key, and
 * gets the paths as they are): the shell, where the page's region switch leads, and the
 * route's own inputs for that path (`inputs` returning undefined leaves that page unkeyed, so it
 * renders every build). `pattern` is the route file's path pattern, as in src/content/page-set.ts.
 */
export async function withCacheKeys<P extends { params: Params }>(
  pattern: string,
  paths: P[],
  inputs: (path: P) => string | undefined | Promise<string | undefined>,
): Promise<Array<P & { cacheKey?: string }>> {
  if (!incrementalBuild() || listingPages() || !snapshotRoot) return paths;
  const pages = await builtPages();
  const shell = shellKey();
  const keyed: Array<P & { cacheKey?: string }> = [];
  for (const path of paths) {
    const own = await inputs(path);
    keyed.push(own === undefined ? path : { ...path, cacheKey: pageKey(shell, switchKey(pathOf(pattern, path.params), pages), own) });
  }
  return keyed;
}
