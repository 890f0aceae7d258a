import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSync, type SyncResult } from '../../../scripts/sync/run.ts';
import { readCursor } from '../../../scripts/sync/incremental.ts';
import { resourceOf, runTargetedSync, type TargetedFallback } from '../../../scripts/sync/targeted.ts';
import type { CmsTarget, Target } from '../../../scripts/publish/targets.ts';
import { validateSnapshot } from '../../../src/content/snapshot.ts';
import { readJsonFile, readTree, testSyncOptions, useFakeSync, type FakeServices, type Json } from '../../fixtures/fake-services.ts';

let fake: FakeServices;
let root: string;
useFakeSync({ cmsMaxPageSize: 2, helpdeskMaxPerPage: 2 }, (env) => ({ fake, root } = env));

const NEWS = '/api/v2/news-articles';
const news = () => fake.data.cms[NEWS]!['en'] as Json[];
const storedNews = () =>
  readdirSync(join(root, 'cms/news-articles/en'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap((f) => readJsonFile(join(root, 'cms/news-articles/en', f))['data'] as Json[]);
const target = (documentId: string, event = 'entry.update', locale: string | undefined = 'en', model = 'news-article'): CmsTarget => ({
  service: 'cms',
  event,
  model,
  documentId,
  ...(locale ? { locale } : {}),
});
const targeted = (targets: Target[]) => runTargetedSync(testSyncOptions(fake, root, { incremental: true }), targets);
const done = (result: SyncResult | TargetedFallback): SyncResult => {
  if ('fallback' in result) throw new Error(`fell back: ${result.fallback}`);
  return result;
};
/** A first sync, so the snapshot has a manifest and a cursor, as before any publish. */
const firstSync = () => runSync(testSyncOptions(fake, root, { incremental: true }));

describe('public-site §7 publishing: the targeted sync of the documents a webhook names', () => {
  it('reads one changed article in its locales and patches only its page file and manifest line', async () => {
    await firstSync();
    const before = readTree(root);
    const manifestBefore = readJsonFile(join(root, 'manifest.json')) as { files: Record<string, { sha256: string }> };
    // The fixture's list holds a draft (index 3), which the sync leaves out: news0004 is on page 3.
    news()[4] = { ...news()[4]!, title: 'News 4, corrected', updatedAt: '2026-11-20T12:00:00.000Z' };
    const from = fake.requests.length;
    const result = done(await targeted([target('news0004')]));
    expect(result.exitCode).toBe(0);
    const asked = fake.requests.slice(from);
    // en holds the article: one request there; de neither holds it nor was named.
    expect(asked.map((r) => `${r.path} ${r.query.get('locale')} ${r.query.get('filters[documentId][$eq]')}`)).toEqual([`${NEWS} en news0004`]);
    expect(result.requests).toBe(1);
    expect(storedNews().map((n) => n['title'])).toEqual(['News 1', 'News 2', 'News 3', 'News 4, corrected', 'News 5']);
    const after = readTree(root);
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
    expect(changed.sort()).toEqual(['cms/news-articles/en/page-3.json', 'manifest.json']);
    const manifest = readJsonFile(join(root, 'manifest.json')) as { generatedBy: string; files: Record<string, { sha256: string }> };
    expect(manifest.generatedBy).toBe('npm run publish (targeted sync)');
    for (const [file, line] of Object.entries(manifest.files)) if (file !== 'cms/news-articles/en/page-3.json') expect(line).toEqual(manifestBefore.files[file]);
    expect(validateSnapshot(root).problems).toEqual([]);
  });

  it('leaves the cursor where it was, so the next incremental sync still reads every change since', async () => {
    await firstSync();
    const cursor = readFileSync(join(root, 'sync-cursor.json'), 'utf8');
    news()[0] = { ...news()[0]!, title: 'News 1, corrected', updatedAt: '2026-11-20T12:00:00.000Z' };
    done(await targeted([target('news0001')]));
    expect(readFileSync(join(root, 'sync-cursor.json'), 'utf8')).toBe(cursor);
    expect(readCursor(root)?.cms['news-articles/en']).toBe('2026-11-02T09:14:05.004Z');
  });

  it('removes an unpublished article and lays the pages out again at the same size', async () => {
    await firstSync();
    news()[0] = { ...news()[0]!, publishedAt: null };
    const result = done(await targeted([target('news0001', 'entry.unpublish')]));
    expect(storedNews().map((n) => n['documentId'])).toEqual(['news0002', 'news0003', 'news0004', 'news0005']);
    expect(readdirSync(join(root, 'cms/news-articles/en')).sort()).toEqual(['page-1.json', 'page-2.json']);
    expect(result.changes.removed).toBe(1);
    expect(validateSnapshot(root).problems).toEqual([]);
  });

  it('reads a single type whole in each of its locales', async () => {
    await firstSync();
    fake.data.cms['/api/v1/home-page']!['de'] = { ...(fake.data.cms['/api/v1/home-page']!['de'] as Json), title: 'Neu' };
    const from = fake.requests.length;
    done(await targeted([target('home00000001', 'entry.publish', 'de', 'home')]));
    expect(
      fake.requests
        .slice(from)
        .map((r) => `${r.path} ${r.query.get('locale')}`)
        .sort(),
    ).toEqual(['/api/v1/home-page de', '/api/v1/home-page en']);
    expect((readJsonFile(join(root, 'cms/home/de.json'))['data'] as Json)['title']).toBe('Neu');
  });

  it('changes nothing on disk when the named document is as stored (a duplicate delivery)', async () => {
    await firstSync();
    const before = readTree(root);
    const result = done(await targeted([target('news0002')]));
    expect(result.changes).toEqual({ added: 0, changed: 0, unchanged: 1, removed: 0 });
    expect(readTree(root)).toEqual(before);
  });

  it.each([
    ['a document new to the list', () => news().push({ ...news()[0]!, id: 199, documentId: 'news0099', slug: 'news-99' }), 'news0099', 'new to the list'],
    ['an entry that fails its schema', () => (news()[0] = { ...news()[0]!, slug: 42 }), 'news0001', 'fails its schema'],
  ])('falls back to the incremental sync for %s, changing nothing', async (_, change, documentId, why) => {
    await firstSync();
    const before = readTree(root);
    change();
    const result = await targeted([target(documentId)]);
    expect(result).toMatchObject({ fallback: expect.stringContaining(why) });
    expect(readTree(root)).toEqual(before);
  });

  it('falls back for a content type the site does not read, and for a snapshot without a manifest', async () => {
    expect(await targeted([target('x1', 'entry.update', 'en', 'unknown-thing')])).toMatchObject({ fallback: expect.stringContaining('not a content type'), requests: 0 });
    expect(await targeted([target('news0001')])).toMatchObject({ fallback: 'the snapshot has no manifest' });
  });

  it('reads a support-desk article in the locales the snapshot holds it in and replaces it in place', async () => {
    await runSync(testSyncOptions(fake, root, { incremental: true, fullHelpdesk: true }));
    const articles = fake.data.helpdesk['en-us']!.articles;
    articles[1] = { ...articles[1]!, title: 'Help 32, corrected' };
    const from = fake.requests.length;
    done(await targeted([{ service: 'helpdesk', event: 'zen:event-type:article.body_changed', articleId: '32' }]));
    expect(fake.requests.slice(from).map((r) => r.path)).toEqual(['/api/v2/help_center/en-us/articles/32.json']);
    const stored = readdirSync(join(root, 'helpdesk/en-us/articles')).flatMap((f) => readJsonFile(join(root, 'helpdesk/en-us/articles', f))['articles'] as Json[]);
    expect(stored.map((a) => a['title'])).toEqual(['Help 31', 'Help 32, corrected', 'Help 33', 'Help 34', 'Help 35']);
    expect(validateSnapshot(root).problems).toEqual([]);
  });

  it('falls back for a support-desk article gone from a locale or new to the snapshot', async () => {
    await runSync(testSyncOptions(fake, root, { incremental: true, fullHelpdesk: true }));
    expect(await targeted([{ service: 'helpdesk', event: 'zen:event-type:article.published', articleId: '77' }])).toMatchObject({ fallback: expect.stringContaining('new to the snapshot') });
    fake.data.helpdesk['de']!.articles = [];
    expect(await targeted([{ service: 'helpdesk', event: 'zen:event-type:article.unpublished', articleId: '31' }])).toMatchObject({ fallback: expect.stringContaining('gone in de') });
  });

  it('maps a webhook model to the registry resource (a collection by its singular name)', () => {
    expect(resourceOf('news-article')?.key).toBe('news-articles');
    expect(resourceOf('home')?.key).toBe('home');
    expect(resourceOf('publish-report')).toBeUndefined();
  });
});
