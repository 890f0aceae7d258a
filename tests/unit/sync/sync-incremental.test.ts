import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runSync } from '../../../scripts/sync/run.ts';
import { mergeEntries, newestUpdatedAt, readCursor } from '../../../scripts/sync/incremental.ts';
import { validateSnapshot } from '../../../src/content/snapshot.ts';
import { readJsonFile, readTree, testSyncOptions, useFakeSync, type FakeServices, type Json } from '../../fixtures/fake-services.ts';

let fake: FakeServices;
let root: string;
useFakeSync({ cmsMaxPageSize: 2, helpdeskMaxPerPage: 2 }, (env) => ({ fake, root } = env));

const NEWS = '/api/v2/news-articles';
const incremental = (extra = {}) => runSync(testSyncOptions(fake, root, { incremental: true, helpdeskAuth: 'editor@example.com/token:abc', ...extra }));
const news = () => fake.data.cms[NEWS]!['en'] as Json[];
const storedNews = () =>
  readdirSync(join(root, 'cms/news-articles/en'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap((f) => readJsonFile(join(root, 'cms/news-articles/en', f))['data'] as Json[]);
const requestsSince = (from: number) => fake.requests.slice(from);
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('sync, incremental (issue 11): only what changed since the cursor', () => {
  it('reads everything the first time and writes the cursor beside the snapshot', async () => {
    const result = await incremental();
    expect(result.exitCode).toBe(0);
    const cursor = readCursor(root);
    expect(cursor?.cms['news-articles/en']).toBe('2026-11-02T09:14:05.004Z');
    expect(cursor?.helpdeskStartTime).toBeGreaterThan(0);
    expect(validateSnapshot(root).problems).toEqual([]);
  });

  it('asks a collection only for entries changed since the cursor, plus its id list, when nothing changed', async () => {
    await incremental();
    const before = readTree(join(root, 'cms'));
    const from = fake.requests.length;
    const result = await incremental();
    expect(result.exitCode).toBe(0);
    const asked = requestsSince(from).filter((r) => r.path === NEWS && r.query.get('locale') === 'en');
    expect(asked.every((r) => r.query.has('filters[updatedAt][$gt]') || r.query.has('fields[0]'))).toBe(true);
    expect(asked.find((r) => r.query.has('filters[updatedAt][$gt]'))?.query.get('filters[updatedAt][$gt]')).toBe('2026-11-02T09:14:05.004Z');
    expect(asked.find((r) => r.query.has('fields[0]'))?.query.get('populate')).toBeNull();
    expect(readTree(join(root, 'cms')), 'the stored pages are unchanged, byte for byte').toEqual(before);
    expect(storedNews().map((n) => n['title'])).toEqual(['News 1', 'News 2', 'News 3', 'News 4', 'News 5']);
    expect(result.incremental).toMatch(/^\d+ collections read by their changes, 2 article lists unchanged/);
  });

  it('stores a changed entry and moves the cursor to its updatedAt', async () => {
    await incremental();
    const at = '2026-11-20T12:00:00.000Z';
    news()[1] = { ...news()[1]!, title: 'News 2, corrected', updatedAt: at };
    const from = fake.requests.length;
    await incremental();
    expect(storedNews().map((n) => n['title'])).toEqual(['News 1', 'News 2, corrected', 'News 3', 'News 4', 'News 5']);
    expect(readCursor(root)?.cms['news-articles/en']).toBe(at);
    // The changed entry came from the filtered request: one entry, fully populated.
    const changed = requestsSince(from).filter((r) => r.path === NEWS && r.query.get('locale') === 'en' && r.query.has('filters[updatedAt][$gt]'));
    expect(changed).toHaveLength(1);
  });

  it('drops unpublished and deleted entries (they leave the id list)', async () => {
    await incremental();
    const list = news();
    list.splice(
      list.findIndex((n) => n['documentId'] === 'news0003'),
      1,
    ); // deleted
    list[0] = { ...list[0]!, publishedAt: null }; // unpublished: only a draft is left
    await incremental();
    expect(storedNews().map((n) => n['documentId'])).toEqual(['news0002', 'news0004', 'news0005']);
    expect(validateSnapshot(root).problems).toEqual([]);
  });

  it('reads a collection whole when the id list names an entry the cursor cannot explain', async () => {
    await incremental();
    // Published with an older updatedAt than the cursor (e.g. a restored backup): not in the changes.
    news().push({ ...news()[0]!, id: 199, documentId: 'news0099', slug: 'news-99', title: 'Restored', updatedAt: '2026-01-01T00:00:00.000Z' });
    const from = fake.requests.length;
    await incremental();
    expect(storedNews().map((n) => n['title'])).toContain('Restored');
    expect(requestsSince(from).some((r) => r.path === NEWS && r.query.get('locale') === 'en' && !r.query.has('filters[updatedAt][$gt]') && !r.query.has('fields[0]'))).toBe(true);
  });

  it("skips unchanged support-desk article lists, rereads the locales the desk's export names", async () => {
    await incremental();
    const de = fake.data.helpdesk['de']!;
    de.articles[0] = { ...de.articles[0]!, title: 'Hilfe 31 (neu)', updated_at: later(5) };
    const from = fake.requests.length;
    await incremental();
    const asked = new Set(requestsSince(from).map((r) => r.path));
    expect(asked.has('/api/v2/help_center/incremental/articles')).toBe(true);
    expect(asked.has('/api/v2/help_center/de/articles.json')).toBe(true);
    expect(asked.has('/api/v2/help_center/en-us/articles.json')).toBe(false);
    expect(asked.has('/api/v2/help_center/en-us/sections.json')).toBe(true);
    expect((readJsonFile(join(root, 'helpdesk/de/articles/page-1.json'))['articles'] as Json[])[0]!['title']).toBe('Hilfe 31 (neu)');
    expect(existsSync(join(root, 'helpdesk/en-us/articles/page-3.json'))).toBe(true);
    expect(fake.requests.find((r) => r.path === '/api/v2/help_center/incremental/articles')?.authorization).toBe(`Basic ${Buffer.from('editor@example.com/token:abc').toString('base64')}`);
  });

  it('rereads the whole desk when asked (a support-desk webhook: the export shows no deletions) or without credentials', async () => {
    await incremental();
    for (const extra of [{ fullHelpdesk: true }, { helpdeskAuth: undefined }]) {
      const from = fake.requests.length;
      await incremental(extra);
      const asked = new Set(requestsSince(from).map((r) => r.path));
      expect(asked.has('/api/v2/help_center/en-us/articles.json')).toBe(true);
      expect(asked.has('/api/v2/help_center/incremental/articles')).toBe(false);
    }
  });

  it('reads everything when not incremental, and still writes the cursor', async () => {
    await incremental();
    const from = fake.requests.length;
    await runSync(testSyncOptions(fake, root));
    expect(requestsSince(from).some((r) => r.query.has('filters[updatedAt][$gt]'))).toBe(false);
    expect(readCursor(root)?.cms['news-articles/en']).toBe('2026-11-02T09:14:05.004Z');
  });
});

describe('sync, incremental rules', () => {
  const a = { id: 'a' };
  const b = { id: 'b' };
  const b2 = { id: 'b', v: 2 };
  it.each([
    [
      'previous entries in the id order',
      ['b', 'a'],
      [],
      [
        ['a', a],
        ['b', b],
      ],
      [],
      [b, a],
    ],
    [
      'a changed entry replaces its previous version',
      ['a', 'b'],
      [['b', b2]],
      [
        ['a', a],
        ['b', b],
      ],
      [],
      [a, b2],
    ],
    [
      'ids gone from the list leave',
      ['a'],
      [],
      [
        ['a', a],
        ['b', b],
      ],
      [],
      [a],
    ],
    ['a new id among the changes is added', ['a', 'b'], [['b', b]], [['a', a]], [], [a, b]],
    ['a dropped (broken) change is left out', ['a', 'b'], [], [['a', a]], ['b'], [a]],
    ['an unexplained id means: read whole', ['a', 'c'], [], [['a', a]], [], undefined],
    ['duplicates count once', ['a', 'a'], [], [['a', a]], [], [a]],
  ] as const)('%s', (_, ids, changed, previous, dropped, expected) => {
    expect(mergeEntries([...ids], new Map(changed as never), new Map(previous as never), new Set(dropped))).toEqual(expected);
  });

  it('takes the newest valid updatedAt, or the floor', () => {
    expect(newestUpdatedAt([{ updatedAt: '2026-01-02T00:00:00.000Z' }, { updatedAt: '2026-03-01T00:00:00.000Z' }, { updatedAt: 'nonsense' }, {}])).toBe('2026-03-01T00:00:00.000Z');
    expect(newestUpdatedAt([], '2026-01-01T00:00:00.000Z')).toBe('2026-01-01T00:00:00.000Z');
    expect(newestUpdatedAt([{ updatedAt: '2025-01-01T00:00:00.000Z' }], '2026-01-01T00:00:00.000Z')).toBe('2026-01-01T00:00:00.000Z');
  });
});
