import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem, runSync } from '../../../scripts/sync/run.ts';
import { validateSnapshot } from '../../../src/content/snapshot.ts';
import { cmsResources } from '../../../src/content/resources.ts';
import { cmsPage } from '../../../scripts/bench/fake-services.ts';
import { readJsonFile, testSyncOptions, useFakeSync, type FakeServices, type Json } from '../../fixtures/fake-services.ts';

let fake: FakeServices;
let root: string;
useFakeSync({ cmsMaxPageSize: 2, helpdeskMaxPerPage: 2 }, (env) => ({ fake, root } = env));

const news = () => fake.data.cms['/api/v2/news-articles']?.['en'] as Json[];
const allNews = () =>
  readdirSync(join(root, 'cms/news-articles/en'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap((f) => readJsonFile(join(root, 'cms/news-articles/en', f))['data'] as Json[]);

describe('sync: schema-breaking entries', () => {
  it('replaces a broken collection entry by its last good version and reports endpoint, id and field', async () => {
    const second = news()[1] as Json;
    second['slug'] = 'Not A Slug';
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(2);
    expect(allNews().map((n) => n['title'])).toEqual(['News 1', 'Old news 2', 'News 3', 'News 4', 'News 5']);
    expect(result.problems).toEqual([
      {
        endpoint: '/api/v2/news-articles?locale=en',
        file: 'cms/news-articles/en/page-1.json',
        entry: 'news0002',
        field: 'slug',
        message: 'Article slug must be a lowercase slug',
        resolution: 'kept-last-good',
      },
    ]);
    expect(formatProblem(result.problems[0]!)).toBe('/api/v2/news-articles?locale=en [news0002] slug: Article slug must be a lowercase slug (kept the last good version)');
    expect(result.entries.keptLastGood).toBe(1);
    const manifest = readJsonFile(join(root, 'manifest.json'));
    expect((manifest['files'] as Record<string, Json>)['cms/news-articles/en/page-1.json']?.['lastGoodEntries']).toEqual(['news0002']);
    expect(validateSnapshot(root).problems).toEqual([]);
  });

  it('drops a broken entry that has no previous version', async () => {
    (news()[4] as Json)['title'] = ''; // news 4: not in the previous snapshot
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(2);
    expect(allNews().map((n) => n['documentId'])).toEqual(['news0001', 'news0002', 'news0003', 'news0005']);
    expect(result.problems).toEqual([expect.objectContaining({ entry: 'news0004', field: 'title', resolution: 'dropped' })]);
    expect(result.entries.dropped).toBe(1);
  });

  it('keeps the previous file of a single type whose document breaks the schema', async () => {
    const home = fake.data.cms['/api/v1/home-page']?.['en'] as Json;
    home['blocks'] = [{ __component: 'blocks.hero', id: 1, title: '' }];
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(2);
    expect((readJsonFile(join(root, 'cms/home/en.json'))['data'] as Json)['title']).toBe('Old home');
    expect(result.problems).toEqual([expect.objectContaining({ endpoint: '/api/v1/home-page?locale=en', entry: 'home00000001', field: 'blocks.0.title', resolution: 'kept-previous-file' })]);
    expect(readJsonFile(join(root, 'manifest.json'))['files']).toMatchObject({ 'cms/home/en.json': { status: 'kept-previous' } });
  });

  it('public-site §3 content links: a refused link is a schema error, so the entry keeps its last good version', async () => {
    (news()[1] as Json)['video_url'] = 'javascript:alert(1)';
    const home = fake.data.cms['/api/v1/home-page']?.['en'] as Json;
    home['blocks'] = [{ __component: 'blocks.hero', id: 1, title: 'Hi', btn: { title: 'Go', url: '//other.example' } }];
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(2);
    expect(allNews().map((n) => n['title'])).toEqual(['News 1', 'Old news 2', 'News 3', 'News 4', 'News 5']);
    expect((readJsonFile(join(root, 'cms/home/en.json'))['data'] as Json)['title']).toBe('Old home');
    expect(result.problems).toEqual([
      expect.objectContaining({ endpoint: '/api/v1/home-page?locale=en', field: 'blocks.0.btn.url', resolution: 'kept-previous-file' }),
      expect.objectContaining({ endpoint: '/api/v2/news-articles?locale=en', entry: 'news0002', field: 'video_url', resolution: 'kept-last-good' }),
    ]);
    expect(result.problems.map((p) => p.message)).toEqual([expect.stringMatching(/site path/), expect.stringMatching(/https URL on www\.youtube-nocookie\.com/)]);
    expect(validateSnapshot(root).problems).toEqual([]);
  });

  it('drops a broken single type that has no previous file', async () => {
    (fake.data.cms['/api/v1/home-page']?.['de'] as Json)['title'] = '';
    const result = await runSync(testSyncOptions(fake, root));
    expect(existsSync(join(root, 'cms/home/de.json'))).toBe(false);
    expect(result.problems).toEqual([expect.objectContaining({ endpoint: '/api/v1/home-page?locale=de', field: 'title', resolution: 'dropped' })]);
  });

  it('replaces a broken help-desk article by its last good version, by Zendesk id', async () => {
    const articles = fake.data.helpdesk['en-us']?.articles as Json[];
    (articles[0] as Json)['updated_at'] = 'yesterday';
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(2);
    const page1 = readJsonFile(join(root, 'helpdesk/en-us/articles/page-1.json'))['articles'] as Json[];
    expect(page1.map((a) => a['title'])).toEqual(['Old help 31', 'Help 32']);
    expect(result.problems).toEqual([expect.objectContaining({ endpoint: '/api/v2/help_center/en-us/articles.json', entry: '31', field: 'updated_at', resolution: 'kept-last-good' })]);
  });

  it('replaces a broken backend corridor by its last good version', async () => {
    (fake.data.backend.corridors[0] as Json)['convertRate'] = 1.2;
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(2);
    expect((readJsonFile(join(root, 'backend/corridors.json'))['corridors'] as Json[])[0]?.['convertRate']).toBe('1.1500');
    expect(result.problems).toEqual([expect.objectContaining({ endpoint: '/api/v1/reference/corridors', entry: 'GB-DE-826-978', field: 'convertRate', resolution: 'kept-last-good' })]);
  });

  it('keeps the previous backend file when every entry is broken and none has a last good version', async () => {
    fake.data.backend.currencies = [{ id: 1, code: 'xx', name: 'Broken' }];
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(2);
    expect((readJsonFile(join(root, 'backend/currencies.json'))['currencies'] as Json[]).map((c) => c['code'])).toEqual(['GBP', 'EUR']);
    expect(result.problems.map((p) => p.resolution)).toContain('kept-previous-file');
  });

  it('does not count an entry that moved between pages mid-sync twice', async () => {
    // The CMS answers page 2 with an entry already on page 1 (an edit reordered the list).
    const list = news();
    list.splice(2, 0, { ...(list[0] as Json) });
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.entries.duplicates).toBe(1);
    expect(allNews().map((n) => n['documentId'])).toEqual(['news0001', 'news0002', 'news0003', 'news0004', 'news0005']);
  });
});

describe('public-site §7 sync: a page built for some regions only', () => {
  it('asks for the Spanish-US landing in Spanish alone, so its missing English is no problem', async () => {
    const uvn = cmsResources.find((r) => r.key === 'uvn')!;
    fake.data.cms['/api/v1/uvn-page'] = { es: cmsPage(9, 'uvn000000001', 'es', 'Envía dinero') };
    const result = await runSync(testSyncOptions(fake, root, { cmsResources: [uvn], cmsLocales: ['en', 'de', 'es'] }));
    expect(result.problems).toEqual([]);
    expect(fake.count('/api/v1/uvn-page', { locale: 'es' })).toBe(1);
    expect(fake.count('/api/v1/uvn-page', { locale: 'en' }) + fake.count('/api/v1/uvn-page', { locale: 'de' })).toBe(0);
    expect(existsSync(join(root, 'cms/uvn/es.json'))).toBe(true);
  });
});
