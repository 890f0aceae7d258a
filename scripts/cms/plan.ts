/**
 * The snapshot as the content service's import: every CMS file of content-cache/ read through its
 * zod schema (the same reading the site builds from), turned into Strapi data by the model's own
 * rules (scripts/cms/model.ts), with media as references to the snapshot's files. cms/src/index.js
 * carries it out on first start.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { CmsResource } from '../../src/content/resources.ts';
import { languages } from '../../src/i18n/languages.ts';
import { snapshotRoot } from '../../src/content/snapshot.ts';
import { blockName, buildModel, def, isDynamicZone, isMedia, objectBranch, STRAPI_OWNED, unwrap } from './model.ts';
import { uidOf } from './names.ts';

interface MediaItem {
  key: string;
  path: string;
  alternativeText: string;
  width: number | null;
  height: number | null;
  mime: string;
}
interface SeedPlan {
  digest: string;
  defaultLocale: string;
  locales: { code: string; name: string }[];
  mediaRoot: string;
  media: MediaItem[];
  types: { uid: string; documents: { documentId: string; versions: { locale: string; data: Record<string, unknown> }[] }[] }[];
}

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
};

/** Strapi data of one parsed value, guided by its schema. */
function toStrapi(schema: unknown, value: unknown, media: Map<string, MediaItem>): unknown {
  if (value === null || value === undefined) return null;
  const inner = objectBranch(unwrap(schema).inner);
  if (isMedia(inner)) return { __media: mediaKey(value as { url: string; alternativeText?: string | null; width?: number | null; height?: number | null }, media) };
  const d = def(inner);
  if (d.type === 'array') {
    const element = unwrap(d.element).inner;
    return (value as unknown[]).map((item) => {
      if (!isDynamicZone(element)) return toStrapi(element, item, media);
      const name = (item as { __component: string }).__component;
      const branch = def(element).options!.find((o) => blockName(o) === name);
      return { __component: name, ...(toStrapi(branch, item, media) as object) };
    });
  }
  if (d.type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [field, fieldSchema] of Object.entries(d.shape!)) {
      if (STRAPI_OWNED.has(field)) continue;
      const v = (value as Record<string, unknown>)[field];
      if (v !== undefined) out[field] = toStrapi(fieldSchema, v, media);
    }
    return out;
  }
  return value;
}

function mediaKey(file: { url: string; alternativeText?: string | null; width?: number | null; height?: number | null }, media: Map<string, MediaItem>): string {
  if (!file.url.startsWith('/media/')) throw new Error(`only the snapshot's own media can be imported, not ${file.url}`);
  const path = file.url.slice('/media/'.length);
  const key = JSON.stringify([path, file.alternativeText ?? '', file.width ?? null, file.height ?? null]);
  if (!media.has(key))
    media.set(key, { key, path, alternativeText: file.alternativeText ?? '', width: file.width ?? null, height: file.height ?? null, mime: MIME[extname(path)] ?? 'application/octet-stream' });
  return key;
}

/** The documents of one resource in one locale, as the site reads them. */
function read(root: string, resource: CmsResource, locale: string): Record<string, unknown>[] {
  if (resource.kind === 'single') {
    const file = join(root, 'cms', resource.key, `${locale}.json`);
    return existsSync(file) ? [(JSON.parse(readFileSync(file, 'utf8')) as { data: Record<string, unknown> }).data] : [];
  }
  const dir = join(root, 'cms', resource.key, locale);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^page-\d+\.json$/.test(f))
    .sort((a, b) => parseInt(a.slice(5)) - parseInt(b.slice(5)))
    .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { data: Record<string, unknown>[] }).data);
}

export function buildSeedPlan(root: string = snapshotRoot): SeedPlan {
  const model = buildModel();
  const cmsLocales = Object.values(languages).map((l) => l.cmsLocale);
  const defaultLocale = languages.en.cmsLocale;
  const ordered = [defaultLocale, ...cmsLocales.filter((l) => l !== defaultLocale)];
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  const media = new Map<string, MediaItem>();
  const digest = createHash('sha256');
  const types = model.contentTypes.map(({ name, resource }) => {
    const documents = new Map<string, { documentId: string; versions: { locale: string; data: Record<string, unknown> }[] }>();
    for (const locale of ordered) {
      for (const raw of read(root, resource, locale)) {
        digest.update(JSON.stringify(raw));
        const parsed = resource.schema.parse(raw) as Record<string, unknown>;
        const documentId = String(raw['documentId']);
        const doc = documents.get(documentId) ?? { documentId, versions: [] };
        doc.versions.push({ locale, data: toStrapi(resource.schema, parsed, media) as Record<string, unknown> });
        documents.set(documentId, doc);
      }
    }
    return { uid: uidOf(name), documents: [...documents.values()] };
  });
  return {
    digest: digest.digest('hex'),
    defaultLocale,
    locales: cmsLocales.map((code) => ({ code, name: names.of(code) ?? code })),
    mediaRoot: join(root, 'media'),
    media: [...media.values()],
    types,
  };
}
