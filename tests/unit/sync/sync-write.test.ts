import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runSync } from '../../../scripts/sync/run.ts';
import { acquireLock, commitSnapshot, lockFile, oldDir, recoverInterrupted, stagingDir, writeFileAtomic } from '../../../scripts/sync/write.ts';
import { makeSnapshotDir, readTree, startFakeServices, testSyncOptions, type FakeServices } from '../../fixtures/fake-services.ts';

let root: string;
let cleanup: () => void;
let before: Record<string, string>;

beforeEach(() => {
  ({ root, cleanup } = makeSnapshotDir());
  before = readTree(root);
});
afterEach(() => cleanup());

const manifest = { generatedBy: 'test', startedAt: '2026-11-21T10:00:00.000Z', sources: { cms: 'x', helpdesk: 'y', backend: null }, summary: {}, problems: [] };
const meta = { source: 'cms' as const, url: 'http://127.0.0.1/x', fetchedAt: null, status: 'fresh' as const };

describe('sync: writing the snapshot', () => {
  it('refuses a new snapshot that does not validate, leaving the old one and no staging folder', () => {
    const bad = { path: 'cms/home/en.json', content: { data: { id: 1, documentId: 'x', title: '' }, meta: {} }, meta };
    expect(() => commitSnapshot({ root, files: [bad], manifest, now: Date.now })).toThrow(/does not validate.*cms\/home\/en\.json/s);
    expect(readTree(root)).toEqual(before);
    expect(readdirSync(dirname(root))).toEqual(['content-cache']);
  });

  it('refuses to write outside the folders it owns', () => {
    expect(() => commitSnapshot({ root, files: [{ path: '../escape.json', content: {}, meta }], manifest, now: Date.now })).toThrow(/refusing/);
    expect(() => commitSnapshot({ root, files: [{ path: 'media/x.json', content: {}, meta }], manifest, now: Date.now })).toThrow(/refusing/);
    expect(readTree(root)).toEqual(before);
  });

  it('builds the new snapshot beside the old one, so the old one is whole until the swap', async () => {
    const fake: FakeServices = await startFakeServices();
    try {
      let seenDuringStaging: Record<string, string> = {};
      let stagingFiles: string[] = [];
      const result = await runSync(
        testSyncOptions(fake, root, {
          beforeSwap: (staging) => {
            seenDuringStaging = readTree(root);
            stagingFiles = Object.keys(readTree(staging));
            expect(staging).toBe(stagingDir(root));
          },
        }),
      );
      expect(result.exitCode).toBe(0);
      expect(seenDuringStaging).toEqual(before);
      expect(stagingFiles).toContain('manifest.json');
      expect(stagingFiles).toContain('media/logo.svg');
      expect(Object.keys(readTree(root)).sort()).toEqual(stagingFiles.sort());
    } finally {
      await fake.close();
    }
  });

  it('leaves the snapshot as it was when the run fails just before the swap', async () => {
    const fake = await startFakeServices();
    try {
      const result = await runSync(
        testSyncOptions(fake, root, {
          beforeSwap: () => {
            throw new Error('disk full');
          },
        }),
      );
      expect(result.exitCode).toBe(1);
      expect(result.error).toMatch(/disk full[\s\S]*not changed/);
      expect(readTree(root)).toEqual(before);
      expect(readdirSync(dirname(root))).toEqual(['content-cache']);
    } finally {
      await fake.close();
    }
  });

  it('puts the old snapshot back when a previous run died between the two renames', () => {
    renameSync(root, oldDir(root, 999_999));
    mkdirSync(stagingDir(root, 999_999));
    const notes = recoverInterrupted(root);
    expect(notes.join('\n')).toMatch(/restored/);
    expect(readTree(root)).toEqual(before);
    expect(readdirSync(dirname(root))).toEqual(['content-cache']);
  });

  it('lets only one sync run at a time, and takes over a lock whose process is gone', () => {
    const release = acquireLock(root);
    writeFileSync(lockFile(root), String(process.ppid)); // a live process that is not us
    expect(() => acquireLock(root)).toThrow(/another sync is running/);
    writeFileSync(lockFile(root), '2147483646'); // no such process
    const again = acquireLock(root);
    again();
    release();
    expect(existsSync(lockFile(root))).toBe(false);
  });

  it('writes a file atomically, leaving no temp file', () => {
    const file = join(root, 'cms', 'x', 'y.json');
    writeFileAtomic(file, '{}\n');
    expect(readdirSync(dirname(file))).toEqual(['y.json']);
  });
});
