import { readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Loader } from 'astro/loaders';
import { snapshotRoot, readJson } from '../snapshot.ts';

/** One document found in the snapshot, with where it came from. */
export interface SnapshotDocument {
  /** Unique id in the collection. */
  id: string;
  /** Data handed to the collection schema. */
  data: Record<string, unknown>;
  /** Snapshot file, for error messages. */
  file: string;
}

/**
 * A build-time loader over `content-cache/`. `read` turns the raw files into documents; the
 * collection schema validates each one. An entry failing validation fails the build with the file,
 * entry and field named: keeping the last good version is the sync's job, so a broken entry here
 * means a broken commit and must never become a broken page.
 */
export function snapshotLoader(name: string, read: (root: string) => SnapshotDocument[]): Loader {
  return {
    name,
    load: async ({ store, parseData, generateDigest, logger }) => {
      // Drafts never reach the site (Strapi publishedAt null, Zendesk draft true).
      const documents = read(snapshotRoot).filter((d) => d.data['publishedAt'] !== null && d.data['draft'] !== true);
      const seen = new Set<string>();
      for (const doc of documents) {
        let data: Record<string, unknown>;
        try {
          data = await parseData({ id: doc.id, data: doc.data, filePath: doc.file });
        } catch (error) {
          throw new Error(`content-cache/${relative(snapshotRoot, doc.file)} [${doc.id}]: ${(error as Error).message}`, { cause: error });
        }
        seen.add(doc.id);
        store.set({ id: doc.id, data, digest: generateDigest(doc.data) });
      }
      // Entries deleted from the snapshot since the last build disappear from the site.
      for (const id of store.keys()) if (!seen.has(id)) store.delete(id);
      logger.info(`${documents.length} entries`);
    },
  };
}

/** JSON files directly in a folder, sorted (page-2 before page-10 by number). */
export function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((f) => join(dir, f));
}

export function subfolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name);
}

export { readJson };
