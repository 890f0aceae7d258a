import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { runSync } from '../../../scripts/sync/run.ts';
import { validateSnapshot } from '../../../src/content/snapshot.ts';
import { readJsonFile, readTree, startFakeServices, testSyncOptions, useFakeSync, type FakeServices, type Json } from '../../fixtures/fake-services.ts';

let fake: FakeServices;
let root: string;
useFakeSync({ cmsMaxPageSize: 2, helpdeskMaxPerPage: 2 }, (env) => ({ fake, root } = env));

const titles = (file: string, key = 'data') => (readJsonFile(join(root, file))[key] as Json[]).map((d) => d['title']);

describe('sync: a clean run', () => {
  it('refreshes single types, collection pages, help-desk lists and backend files, and exits 0', async () => {
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.error).toBeUndefined();
    expect(result.problems).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect((readJsonFile(join(root, 'cms/home/en.json'))['data'] as Json)['title']).toBe('Send money abroad');
    expect((readJsonFile(join(root, 'cms/home/de.json'))['data'] as Json)['title']).toBe('Geld ins Ausland senden');
    expect(readJsonFile(join(root, 'backend/corridors.json'))['corridors']).toEqual(fake.data.backend.corridors);
    expect(validateSnapshot(root).problems).toEqual([]);
  });

  it('stores single types exactly as the content service sent them', async () => {
    await runSync(testSyncOptions(fake, root));
    expect(readJsonFile(join(root, 'cms/home/de.json'))).toEqual({ data: fake.data.cms['/api/v1/home-page']?.['de'], meta: {} });
  });

  it('pages through a Strapi collection by pageCount, asking for 100 per page, one file per page', async () => {
    await runSync(testSyncOptions(fake, root));
    const asked = fake.requests.filter((r) => r.path === '/api/v2/news-articles' && r.query.get('locale') === 'en');
    expect(asked.map((r) => r.query.get('pagination[page]')).sort()).toEqual(['1', '2', '3']);
    for (const r of asked) {
      expect(r.query.get('pagination[pageSize]')).toBe('100');
      expect(r.query.get('populate')).toBe('*');
    }
    expect(readdirSync(join(root, 'cms/news-articles/en')).sort()).toEqual(['page-1.json', 'page-2.json', 'page-3.json']);
    // Page 2 held news 3 and a draft: the draft is gone, the envelope is as received.
    expect(readJsonFile(join(root, 'cms/news-articles/en/page-2.json'))).toEqual({
      data: [(fake.data.cms['/api/v2/news-articles']?.['en'] as Json[])[2]],
      meta: { pagination: { page: 2, pageSize: 2, pageCount: 3, total: 6 } },
    });
    expect([1, 2, 3].flatMap((n) => titles(`cms/news-articles/en/page-${n}.json`))).toEqual(['News 1', 'News 2', 'News 3', 'News 4', 'News 5']);
  });

  it('follows the Zendesk next_page chain and stores each page, without drafts', async () => {
    const result = await runSync(testSyncOptions(fake, root));
    expect(fake.count('/api/v2/help_center/en-us/articles.json')).toBe(3);
    expect(fake.requests.find((r) => r.path === '/api/v2/help_center/en-us/articles.json')?.query.get('per_page')).toBe('100');
    expect(readdirSync(join(root, 'helpdesk/en-us/articles')).sort()).toEqual(['page-1.json', 'page-2.json', 'page-3.json']);
    const page3 = readJsonFile(join(root, 'helpdesk/en-us/articles/page-3.json'));
    expect((page3['articles'] as Json[]).map((a) => a['id'])).toEqual([35]); // 36 is a draft
    expect(page3).toMatchObject({ page: 3, per_page: 2, page_count: 3, count: 6, next_page: null });
    expect([1, 2, 3].flatMap((n) => titles(`helpdesk/en-us/articles/page-${n}.json`, 'articles'))).toEqual(['Help 31', 'Help 32', 'Help 33', 'Help 34', 'Help 35']);
    expect(result.entries.drafts).toBe(2); // one Strapi, one Zendesk
  });

  it('sends CMS_TOKEN as a bearer token to the content service only', async () => {
    await runSync(testSyncOptions(fake, root));
    const cms = fake.requests.filter((r) => !r.path.startsWith('/api/v2/help_center') && !r.path.startsWith('/api/v1/reference'));
    const others = fake.requests.filter((r) => !cms.includes(r));
    expect(cms.length).toBeGreaterThan(0);
    expect(cms.every((r) => r.authorization === 'Bearer test-token')).toBe(true);
    expect(others.every((r) => r.authorization === undefined)).toBe(true);
  });

  it('leaves a locale the CMS does not have absent, removing the stale file', async () => {
    const result = await runSync(testSyncOptions(fake, root));
    expect(existsSync(join(root, 'cms/about-us/de.json'))).toBe(false); // 404
    expect(existsSync(join(root, 'cms/news-articles/de'))).toBe(false); // empty data
    expect(result.absent.sort()).toEqual(['cms/about-us/de', 'cms/news-articles/de']);
    expect(result.changes.removed).toBe(1);
    expect(result.exitCode).toBe(0);
  });

  it('treats an empty single-type answer for a locale as absent', async () => {
    const home = fake.data.cms['/api/v1/home-page'] as Record<string, Json>;
    home['de'] = {};
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(0);
    expect(existsSync(join(root, 'cms/home/de.json'))).toBe(false);
    expect(result.absent).toContain('cms/home/de');
  });

  it('treats a 404 for the default locale as a problem and keeps its previous file', async () => {
    delete fake.data.cms['/api/v2/about-us']?.['en'];
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(2);
    expect((readJsonFile(join(root, 'cms/about-us/en.json'))['data'] as Json)['title']).toBe('Old about us');
    expect(result.problems).toEqual([expect.objectContaining({ endpoint: '/api/v2/about-us?locale=en', resolution: 'kept-previous-file' })]);
  });

  it('copies README.md and media unchanged and writes a manifest with a sha256 per file', async () => {
    const before = readTree(root);
    await runSync(testSyncOptions(fake, root, { now: () => Date.parse('2026-11-21T10:00:00Z') }));
    const after = readTree(root);
    expect(after['README.md']).toBe(before['README.md']);
    expect(after['media/logo.svg']).toBe(before['media/logo.svg']);
    const manifest = readJsonFile(join(root, 'manifest.json'));
    const files = manifest['files'] as Record<string, { sha256: string; url: string; fetchedAt: string; source: string; status: string }>;
    const dataFiles = Object.keys(after).filter((f) => /^(cms|helpdesk|backend)\//.test(f));
    expect(Object.keys(files).sort()).toEqual(dataFiles.sort());
    for (const f of dataFiles)
      expect(files[f]?.sha256).toBe(
        createHash('sha256')
          .update(after[f] ?? '')
          .digest('hex'),
      );
    expect(files['cms/home/en.json']).toMatchObject({ source: 'cms', status: 'fresh', fetchedAt: '2026-11-21T10:00:00.000Z', url: `${fake.url}/api/v1/home-page?locale=en&populate=*` });
    expect(manifest['summary']).toMatchObject({ problems: 0, draftsDropped: 2 });
  });

  it('leaves no staging or old folders and no lock beside the snapshot', async () => {
    await runSync(testSyncOptions(fake, root));
    expect(readdirSync(dirname(root))).toEqual(['content-cache']);
  });

  it('keeps the backend files as they are when BACKEND_URL is not set', async () => {
    const before = readTree(join(root, 'backend'));
    const result = await runSync(testSyncOptions(fake, root, { backendUrl: undefined }));
    expect(result.exitCode).toBe(0);
    expect(readTree(join(root, 'backend'))).toEqual(before);
    expect(fake.requests.some((r) => r.path.startsWith('/api/v1/reference'))).toBe(false);
    expect(result.notes.join()).toMatch(/BACKEND_URL/);
  });

  it('never has more than the configured number of requests in flight', async () => {
    await fake.close();
    fake = await startFakeServices({ cmsMaxPageSize: 1, helpdeskMaxPerPage: 1, latencyMs: 15 });
    const result = await runSync(testSyncOptions(fake, root, { concurrency: 3 }));
    expect(result.exitCode).toBe(0);
    expect(fake.requests.length).toBeGreaterThan(20);
    expect(fake.maxInFlight).toBe(3);
  });
});
