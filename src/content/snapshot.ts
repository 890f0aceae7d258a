import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { cmsResources, helpdeskLists, backendFiles, type CmsResource } from './resources.ts';
import { singleAnswer, collectionAnswer } from './schemas/strapi.ts';
import { categoriesAnswer, sectionsAnswer, articlesAnswer } from './schemas/helpdesk.ts';
import { countriesAnswer, currenciesAnswer, corridorsAnswer } from './schemas/backend.ts';

/** Root of the committed snapshot. */
export const snapshotRoot = new URL('../../content-cache/', import.meta.url).pathname;

/**
 * The snapshot the pages are built from: beside this module in the sources; once bundled for
 * prerendering its URL points into the build's output, so the project's (the working directory's).
 * Undefined when neither has one.
 */
export const buildSnapshotRoot: string | undefined = [snapshotRoot, join(process.cwd(), 'content-cache/')].find((dir) => existsSync(join(dir, 'cms')));

/** One problem found in a snapshot file, named precisely enough for an editor to fix it. */
export interface SnapshotProblem {
  file: string;
  entry?: string | undefined;
  field: string;
  message: string;
}

export const helpdeskSchemas = { categories: categoriesAnswer, sections: sectionsAnswer, articles: articlesAnswer } as const;
export const backendSchemas = { countries: countriesAnswer, currencies: currenciesAnswer, corridors: corridorsAnswer } as const;

/** The answer schema of a CMS resource file (single document or one page of a collection). */
export function cmsAnswerSchema(resource: CmsResource): z.ZodType {
  return resource.kind === 'single' ? singleAnswer(resource.schema) : collectionAnswer(resource.schema);
}

/** Turns zod issues into problems naming the entry (document id or index) and field path. */
function describeIssues(file: string, error: z.ZodError, raw: unknown): SnapshotProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    let entry: string | undefined;
    // `data.3.title` in a collection: name the entry by its documentId when there is one.
    if (path[0] === 'data' && path[1] !== undefined && /^\d+$/.test(path[1])) {
      const item = (raw as { data?: Array<{ documentId?: string; slug?: string }> }).data?.[Number(path[1])];
      entry = item?.documentId ?? item?.slug ?? `#${path[1]}`;
    }
    return { file, entry, field: path.join('.') || '(root)', message: issue.message };
  });
}

export function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    // The build's error must name the snapshot file to mend, not this reader.
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? listJson(join(dir, d.name)).map((f) => join(d.name, f)) : d.name.endsWith('.json') ? [d.name] : []));
}

/** Validates every file of the snapshot against its schema. */
export function validateSnapshot(root = snapshotRoot): { files: number; problems: SnapshotProblem[] } {
  const problems: SnapshotProblem[] = [];
  let files = 0;
  const check = (rel: string, schema: z.ZodType) => {
    files++;
    let raw: unknown;
    try {
      raw = readJson(join(root, rel));
    } catch (error) {
      problems.push({ file: rel, field: '(file)', message: `not valid JSON: ${(error as Error).message}` });
      return;
    }
    const result = schema.safeParse(raw);
    if (!result.success) problems.push(...describeIssues(rel, result.error, raw));
  };
  for (const resource of cmsResources) {
    for (const rel of listJson(join(root, 'cms', resource.key))) check(join('cms', resource.key, rel), cmsAnswerSchema(resource));
  }
  const helpdeskDir = join(root, 'helpdesk');
  for (const locale of existsSync(helpdeskDir) ? readdirSync(helpdeskDir) : []) {
    for (const list of helpdeskLists) {
      for (const rel of listJson(join(helpdeskDir, locale, list))) check(join('helpdesk', locale, list, rel), helpdeskSchemas[list]);
    }
  }
  for (const name of backendFiles) {
    if (existsSync(join(root, 'backend', `${name}.json`))) check(join('backend', `${name}.json`), backendSchemas[name]);
  }
  return { files, problems };
}
