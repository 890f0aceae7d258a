/**
 * The sync contract with the content service: a sync from a Strapi seeded with the snapshot gives
 * back the snapshot. Two snapshots are compared file by file, each read through the schema the
 * site builds from, modulo what the content service assigns itself:
 *
 * - `id` at every depth: Strapi's row ids (they change between a draft and its published version,
 *   and components get new rows on every save); the site never reads them;
 * - `createdAt`, `updatedAt`, `publishedAt`: when the import ran, not when the content was written;
 * - fields Strapi adds that no schema names (media formats, hashes, `locale` of components…): the
 *   schema's reading leaves them out, as the build does; and a field one side leaves out where the
 *   other sends null or the schema's default: both read the same.
 *
 * Everything else must be equal: the files, document ids, every text, link, media path and size,
 * block order, entry order and pagination.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cmsResources } from '../../src/content/resources.ts';
import { cmsAnswerSchema } from '../../src/content/snapshot.ts';
import { STRAPI_ASSIGNED } from './model.ts';

const MASKED: readonly string[] = STRAPI_ASSIGNED;

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    if (MASKED.includes(key)) continue;
    const v = (value as Record<string, unknown>)[key];
    if (v === null || v === undefined) continue;
    out[key] = strip(v);
  }
  return out;
}

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

interface ContractDifference {
  file: string;
  path: string;
  expected: unknown;
  actual: unknown;
}

function firstDifference(expected: unknown, actual: unknown, path = ''): { path: string; expected: unknown; actual: unknown } | undefined {
  if (JSON.stringify(expected) === JSON.stringify(actual)) return undefined;
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object') {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) {
      const found = firstDifference((expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return { path: path || '(root)', expected, actual };
}

/** Every difference between the cms/ parts of two snapshots, under the contract's reading. */
export function compareCmsSnapshots(expectedRoot: string, actualRoot: string): { compared: number; differences: ContractDifference[] } {
  const differences: ContractDifference[] = [];
  let compared = 0;
  for (const resource of cmsResources) {
    const expected = files(join(expectedRoot, 'cms', resource.key));
    const actual = files(join(actualRoot, 'cms', resource.key));
    for (const rel of new Set([...expected, ...actual])) {
      const file = `cms/${resource.key}/${rel}`;
      if (!expected.includes(rel) || !actual.includes(rel)) {
        differences.push({ file, path: '(file)', expected: expected.includes(rel), actual: actual.includes(rel) });
        continue;
      }
      const schema = cmsAnswerSchema(resource);
      const read = (root: string) => strip(schema.parse(JSON.parse(readFileSync(join(root, file), 'utf8'))));
      const found = firstDifference(read(expectedRoot), read(actualRoot));
      compared++;
      if (found) differences.push({ file, ...found });
    }
  }
  return { compared, differences };
}
