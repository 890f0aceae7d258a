import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSync } from '../../../scripts/sync/run.ts';
import { localizeMedia, mediaPath, type MediaCopies } from '../../../scripts/sync/media.ts';
import { fixtureData, makeSnapshotDir, readJsonFile, readTree, startFakeServices, testSyncOptions, type Json } from '../../fixtures/fake-services.ts';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"/>');
/** A Strapi 5 file object as the REST API sends it inside a populated answer. */
const strapiFile = (over: Partial<Record<string, unknown>> = {}): Json => ({
  id: 7,
  documentId: 'f1',
  name: 'photo.svg',
  alternativeText: 'A wallet',
  caption: null,
  width: 640,
  height: 360,
  formats: null,
  hash: 'photo_8ad3825d31',
  ext: '.svg',
  mime: 'image/svg+xml',
  size: 0.07,
  sizeInBytes: SVG.length,
  url: '/uploads/photo_8ad3825d31.svg',
  previewUrl: null,
  provider: 'local',
  provider_metadata: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

describe('public-site §7 sync: media from the content service', () => {
  it.each([
    ['a file named by a snapshot path keeps the path', { name: 'home/hero-about.svg' }, '/media/home/hero-about.svg'],
    ['an upload named by its author is stored by hash', { name: 'photo.svg' }, '/media/cms/photo_8ad3825d31.svg'],
    ['a name that climbs out of media/ is stored by hash', { name: 'home/../../etc.svg' }, '/media/cms/photo_8ad3825d31.svg'],
    ['a name with spaces is stored by hash', { name: 'my photo/a b.svg' }, '/media/cms/photo_8ad3825d31.svg'],
    ['a file on a media host keeps its https URL', { url: 'https://media.example.com/photo.svg' }, 'https://media.example.com/photo.svg'],
  ])('%s', (_name, over, url) => {
    const copies: MediaCopies = new Map();
    const answer = localizeMedia({ data: { blocks: [{ __component: 'blocks.hero', img: strapiFile(over) }] } }, 'http://cms.test', copies);
    expect(answer).toEqual({ data: { blocks: [{ __component: 'blocks.hero', img: { url, alternativeText: 'A wallet', width: 640, height: 360 } }] } });
    expect(copies.size).toBe(url.startsWith('/media/') ? 1 : 0);
  });

  it('leaves media already in the snapshot shape alone (the fake and older snapshots)', () => {
    const image = { url: '/media/home/hero.svg', alternativeText: '', width: 1, height: 1 };
    expect(localizeMedia({ data: { img: image } }, 'http://cms.test', new Map())).toEqual({ data: { img: image } });
  });

  it('names a file by path only when the path is safe', () => {
    expect(mediaPath({ url: '/u', hash: 'h', ext: '.PNG', mime: 'image/png', name: 'a.png' })).toBe('cms/h.png');
    expect(mediaPath({ url: '/u', hash: 'h', ext: '.png', mime: 'image/png', name: 'people/a-b_c.png' })).toBe('people/a-b_c.png');
  });

  it('copies the files an answer refers to into media/, and the entry points at them', async () => {
    const data = fixtureData();
    const home = data.cms['/api/v1/home-page']!['en'] as Json;
    (home['blocks'] as Json[])[0]!['img'] = strapiFile();
    const fake = await startFakeServices({ data, files: { '/uploads/photo_8ad3825d31.svg': SVG } });
    const { root, cleanup } = makeSnapshotDir();
    try {
      const result = await runSync(testSyncOptions(fake, root));
      expect(result.error).toBeUndefined();
      expect(readFileSync(join(root, 'media/cms/photo_8ad3825d31.svg'))).toEqual(SVG);
      const stored = (readJsonFile(join(root, 'cms/home/en.json'))['data'] as Json)['blocks'] as Json[];
      expect(stored[0]!['img']).toEqual({ url: '/media/cms/photo_8ad3825d31.svg', alternativeText: 'A wallet', width: 640, height: 360 });
      // A second run finds the file in place and does not fetch it again.
      const before = fake.count('/uploads/photo_8ad3825d31.svg');
      await runSync(testSyncOptions(fake, root));
      expect(fake.count('/uploads/photo_8ad3825d31.svg')).toBe(before);
    } finally {
      await fake.close();
      cleanup();
    }
  });

  it('fails the run, snapshot untouched, when a referenced file is gone', async () => {
    const data = fixtureData();
    ((data.cms['/api/v1/home-page']!['en'] as Json)['blocks'] as Json[])[0]!['img'] = strapiFile();
    const fake = await startFakeServices({ data });
    const { root, cleanup } = makeSnapshotDir();
    try {
      const before = readTree(root);
      const result = await runSync(testSyncOptions(fake, root));
      expect(result.exitCode).toBe(1);
      expect(result.error).toMatch(/photo_8ad3825d31\.svg/);
      expect(readTree(root)).toEqual(before);
      expect(existsSync(join(root, 'media/cms'))).toBe(false);
    } finally {
      await fake.close();
      cleanup();
    }
  });
});

describe('public-site §7 sync: the content service alone', () => {
  it('keeps helpdesk/ as it is when HELPDESK_URL is not set, and asks the desk nothing', async () => {
    const fake = await startFakeServices();
    const { root, cleanup } = makeSnapshotDir();
    try {
      const desk = (tree: Record<string, string>) => Object.fromEntries(Object.entries(tree).filter(([k]) => k.startsWith('helpdesk/')));
      const before = desk(readTree(root));
      const result = await runSync(testSyncOptions(fake, root, { helpdeskUrl: '' }));
      expect(result.error).toBeUndefined();
      expect(result.notes).toContain('HELPDESK_URL is not set: helpdesk/ files kept as they are');
      expect(desk(readTree(root))).toEqual(before);
      expect(fake.requests.filter((r) => r.path.startsWith('/api/v2/help_center'))).toEqual([]);
      expect((readJsonFile(join(root, 'cms/home/de.json'))['data'] as Json)['title']).toBe('Geld ins Ausland senden');
    } finally {
      await fake.close();
      cleanup();
    }
  });

  it('keeps the bytes of a file it does not read (a compact backend file stays compact)', async () => {
    const fake = await startFakeServices();
    const { root, cleanup } = makeSnapshotDir();
    try {
      const file = join(root, 'backend/corridors.json');
      const compact = `${JSON.stringify(JSON.parse(readFileSync(file, 'utf8')))}\n`;
      writeFileSync(file, compact);
      const result = await runSync(testSyncOptions(fake, root, { helpdeskUrl: '', backendUrl: undefined }));
      expect(result.error).toBeUndefined();
      expect(readFileSync(file, 'utf8')).toBe(compact);
    } finally {
      await fake.close();
      cleanup();
    }
  });
});
