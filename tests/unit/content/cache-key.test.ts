import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { contentPageKey, entriesKey, entryKey, forgetDigests, helpCentreKey, KEYED_ENV, pageKey, shellKey, switchKey, type EntryRef } from '../../../src/content/cache-key.ts';
import { snapshotRoot } from '../../../src/content/snapshot.ts';
import { regions, defaultRegion } from '../../../src/i18n/regions.ts';

type Json = Record<string, unknown>;
type Doc = EntryRef & Json;

let root: string;
const readJson = (rel: string) => JSON.parse(readFileSync(join(root, rel), 'utf8')) as Json;
const put = (rel: string, value: unknown) => {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), typeof value === 'string' ? value : JSON.stringify(value));
};
/** Changes one document of a collection file the way an editor's edit does. */
const editDocument = (rel: string, documentId: string, change: (doc: Json) => Json) => {
  const answer = readJson(rel) as { data: Json[] };
  put(rel, { ...answer, data: answer.data.map((d) => (d['documentId'] === documentId ? change(d) : d)) });
};
const retitle = (doc: Json) => ({ ...doc, title: `${String(doc['title'])} (updated)`, updatedAt: '2030-01-01T00:00:00.000Z' });

// What the content functions hand the routes (src/content/get-page.ts, get-articles.ts), read from the files here.
const single = (resource: string, lang: string): Doc => {
  const cmsLocale = existsSync(join(root, `cms/${resource}/${lang}.json`)) ? lang : 'en';
  return { ...((readJson(`cms/${resource}/${cmsLocale}.json`)['data'] ?? {}) as Json), resource, cmsLocale };
};
const articles = (kind: 'news' | 'blog', cmsLocale: string): Array<{ article: Doc }> =>
  ((readJson(`cms/${kind}-articles/${cmsLocale}/page-1.json`)['data'] ?? []) as Json[])
    .map((d) => ({ article: { ...d, resource: `${kind}-articles`, cmsLocale, documentId: String(d['documentId']) } as Doc }))
    .sort((a, b) => String(b.article['date']).localeCompare(String(a.article['date'])));

const NEWEST_NEWS = 'h378az20md46v6td4hb3cnry';
const OLDEST_NEWS = 'xqo8dbdn9e8sxuatadntae0u';
const OTHER_NEWS = 'k5z0aa6za9c2mzsrwhomjb1f';
const NEWS_EN = 'cms/news-articles/en/page-1.json';

/** The pages' keys as their routes compute them, the shell included (the switch part is tested on its own below). */
async function keys(): Promise<Record<string, string>> {
  forgetDigests();
  const shell = shellKey(root);
  const own: Record<string, string> = {
    'about-us (de)': await contentPageKey(single('about-us', 'de'), async (k) => articles(k, 'de'), root),
    'about-us (fr)': await contentPageKey(single('about-us', 'fr'), async (k) => articles(k, 'fr'), root),
    'home landing (en)': await contentPageKey(single('home', 'en'), async (k) => articles(k, 'en'), root),
    'send landing and its corridor pages (en)': await contentPageKey(single('send-landing', 'en'), async (k) => articles(k, 'en'), root),
    'uvn, with the latest blog posts (es)': await contentPageKey(single('uvn', 'es'), async (k) => articles(k, 'es'), root),
  };
  for (const [name, id] of [
    ['oldest news article (en)', OLDEST_NEWS],
    ['another news article (en)', OTHER_NEWS],
  ] as const) {
    const list = articles('news', 'en');
    const article = list.find((a) => a.article.documentId === id)!.article;
    const latest = list.filter((a) => a.article.documentId !== id).slice(0, 2);
    own[name] = [
      entryKey(article, root),
      entriesKey(
        latest.map((a) => a.article),
        root,
      ),
      entryKey(single('news-listing', 'en'), root),
    ].join('\0');
  }
  for (const lang of ['en', 'de'] as const)
    own[`news listing (${lang})`] = `${entryKey(single('news-listing', lang), root)}\0${entriesKey(
      articles('news', lang).map((a) => a.article),
      root,
    )}`;
  own['blog listing (en)'] = `${entryKey(single('blog-listing', 'en'), root)}\0${entriesKey(
    articles('blog', 'en').map((a) => a.article),
    root,
  )}`;
  own['help centre (de)'] = helpCentreKey('de', 'de', root);
  own['help centre (fr)'] = helpCentreKey('fr', 'fr', root);
  const helpArticles = (readJson('cms/help-articles/en/page-1.json')['data'] as Json[]).map((d) => ({ ...d, resource: 'help-articles', cmsLocale: 'en', documentId: String(d['documentId']) }));
  own['help article by slug, first (en)'] = entryKey(helpArticles[0], root);
  own['help article by slug, second (en)'] = entryKey(helpArticles[1], root);
  own['404 (de)'] = entryKey(single('not-found', 'de'), root);
  return Object.fromEntries(Object.entries(own).map(([name, key]) => [name, pageKey(shell, 'same switch targets', key)]));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cache-key-'));
});
beforeEach(() => {
  rmSync(root, { recursive: true, force: true });
  cpSync(snapshotRoot, root, { recursive: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ALL = 'every page';
const table: Array<[change: string, apply: () => void, changed: readonly string[] | typeof ALL]> = [
  ['one news article (en), oldest', () => editDocument(NEWS_EN, OLDEST_NEWS, retitle), ['oldest news article (en)', 'news listing (en)']],
  // The newest is every other article's latest post: they show it.
  ['one news article (en), newest', () => editDocument(NEWS_EN, NEWEST_NEWS, retitle), ['oldest news article (en)', 'another news article (en)', 'news listing (en)']],
  ['one news article (de)', () => editDocument('cms/news-articles/de/page-1.json', OLDEST_NEWS, retitle), ['news listing (de)']],
  ['the newest blog post (es)', () => editDocument('cms/blog-articles/es/page-1.json', articles('blog', 'es')[0]!.article.documentId as string, retitle), ['uvn, with the latest blog posts (es)']],
  ['an older blog post (es), not among the latest shown', () => editDocument('cms/blog-articles/es/page-1.json', articles('blog', 'es')[5]!.article.documentId as string, retitle), []],
  [
    'the news listing page (en)',
    () => put('cms/news-listing/en.json', { ...readJson('cms/news-listing/en.json'), meta: { edited: true } }),
    ['oldest news article (en)', 'another news article (en)', 'news listing (en)'],
  ],
  ['about-us (de)', () => put('cms/about-us/de.json', { ...readJson('cms/about-us/de.json'), meta: { edited: true } }), ['about-us (de)']],
  ['about-us (en), which de and fr have their own of', () => put('cms/about-us/en.json', { ...readJson('cms/about-us/en.json'), meta: { edited: true } }), []],
  ['about-us (fr) deleted: English fills in', () => rmSync(join(root, 'cms/about-us/fr.json')), ['about-us (fr)']],
  ['the home landing (en)', () => put('cms/home/en.json', { ...readJson('cms/home/en.json'), meta: { edited: true } }), ['home landing (en)']],
  ['the send landing (en)', () => put('cms/send-landing/en.json', { ...readJson('cms/send-landing/en.json'), meta: { edited: true } }), ['send landing and its corridor pages (en)']],
  ['a help-desk article (de)', () => put('helpdesk/de/articles/page-1.json', `${readFileSync(join(root, 'helpdesk/de/articles/page-1.json'), 'utf8')} `), ['help centre (de)']],
  [
    'a help-desk article (source locale en-us)',
    () => put('helpdesk/en-us/articles/page-1.json', `${readFileSync(join(root, 'helpdesk/en-us/articles/page-1.json'), 'utf8')} `),
    ['help centre (de)', 'help centre (fr)'],
  ],
  [
    'a help-desk attachment list',
    () => put('media/helpdesk/attachments.json', { ...readJson('media/helpdesk/attachments.json'), 'https://x.example/a.png': '/media/helpdesk/a.png' }),
    ['help centre (de)', 'help centre (fr)'],
  ],
  ['the help home (de)', () => put('cms/help-home/de.json', { ...readJson('cms/help-home/de.json'), meta: { edited: true } }), ['help centre (de)']],
  [
    'one help article by slug',
    () => editDocument('cms/help-articles/en/page-1.json', String((readJson('cms/help-articles/en/page-1.json')['data'] as Json[])[0]!['documentId']), (d) => ({ ...d, Title: 'New' })),
    ['help article by slug, first (en)'],
  ],
  ['the not-found page (de)', () => put('cms/not-found/de.json', { ...readJson('cms/not-found/de.json'), meta: { edited: true } }), ['404 (de)']],
  ['the sync manifest and cursor', () => (put('manifest.json', { finishedAt: '2030' }), put('sync-cursor.json', { at: '2030' })), []],
  ['a media file', () => put('media/logo.svg', '<svg/>'), []],
  ['the footer (de)', () => put('cms/footer/de.json', { ...readJson('cms/footer/de.json'), meta: { edited: true } }), ALL],
  ['a new footer language', () => put('cms/footer/xx.json', '{}'), ALL],
  ['the header menu (en)', () => put('cms/header-menu/en.json', { ...readJson('cms/header-menu/en.json'), meta: { edited: true } }), ALL],
  ['the country names (select-region, fr)', () => put('cms/select-region/fr.json', { ...readJson('cms/select-region/fr.json'), meta: { edited: true } }), ALL],
  ['the corridor data (backend)', () => put('backend/corridors.json', { ...readJson('backend/corridors.json'), generatedAt: '2030-01-01T00:00:00Z' }), ALL],
  ['the site URL (environment)', () => vi.stubEnv('SITE_URL', 'https://other.example'), ALL],
  ['a third-party service (environment)', () => vi.stubEnv('ANALYTICS_SCRIPT_URL', 'https://tags.example/a.js'), ALL],
];

describe('public-site §7 incremental publishing: which snapshot changes reach which pages', () => {
  it.each(table)('a change to %s', async (_, apply, changed) => {
    const before = await keys();
    apply();
    const after = await keys();
    const differ = Object.keys(before).filter((name) => before[name] !== after[name]);
    expect(differ).toEqual(changed === ALL ? Object.keys(before) : changed);
  });

  it('keys every environment variable the pages read', () => {
    for (const name of KEYED_ENV) {
      forgetDigests();
      const before = shellKey(root);
      vi.stubEnv(name, 'https://changed.example');
      forgetDigests();
      expect(shellKey(root), name).not.toBe(before);
      vi.unstubAllEnvs();
    }
  });

  it("changes every key with the footer's copyright year", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-12-31T23:59:00Z'));
    forgetDigests();
    const before = shellKey(root);
    vi.setSystemTime(new Date('2031-01-01T00:01:00Z'));
    forgetDigests();
    expect(shellKey(root)).not.toBe(before);
  });

  it("changes a terms-by-country page's key with its links' ten-minute window, and no other page's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const terms = single('terms', 'en');
    const about = single('about-us', 'en');
    const none = async () => [];
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const before = [await contentPageKey(terms, none, root), await contentPageKey(about, none, root)];
    vi.setSystemTime(new Date('2030-01-01T10:09:00Z'));
    expect([await contentPageKey(terms, none, root), await contentPageKey(about, none, root)]).toEqual(before);
    vi.setSystemTime(new Date('2030-01-01T10:10:00Z'));
    const after = [await contentPageKey(terms, none, root), await contentPageKey(about, none, root)];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
  });

  it("changes a page's key when its twin in another region appears or goes, not when an unrelated page does", () => {
    const other = regions.find((r) => r.lang !== defaultRegion.lang)!;
    const built = new Set(['/', `/${other.code}`, '/news', `/${other.code}/news`, '/news/a']);
    const pages = { has: (path: string) => built.has(path) };
    forgetDigests();
    const before = switchKey('/news/a', pages);
    built.add('/news/b');
    built.add(`/${other.code}/news/b`);
    forgetDigests();
    expect(switchKey('/news/a', pages)).toBe(before);
    built.add(`/${other.code}/news/a`);
    forgetDigests();
    expect(switchKey('/news/a', pages)).not.toBe(before);
  });
});
