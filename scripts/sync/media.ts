/**
 * Media from the content service. Strapi answers with its file objects (`/uploads/…` URLs, hashes,
 * formats); the snapshot keeps what the site reads (`url`, `alternativeText`, `width`, `height`)
 * and the file itself under media/, so a fresh clone still builds offline. A file named by a path
 * (`home/hero-about.svg`, as the snapshot import names them) keeps that path; any other is stored
 * by its content hash (`cms/{hash}{ext}`), so two uploads called `photo.jpg` never collide.
 * Files on an https media host stay where they are (src/content/url-hosts.ts decides if allowed).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HttpClient } from './http.ts';

/** Where media/ files come from: snapshot path → source URL and expected size. */
export type MediaCopies = Map<string, { source: string; bytes: number | undefined }>;

interface StrapiFile {
  url: string;
  hash: string;
  ext: string;
  mime: string;
  name?: unknown;
  alternativeText?: unknown;
  width?: unknown;
  height?: unknown;
  sizeInBytes?: unknown;
}

const isStrapiFile = (value: Record<string, unknown>): value is Record<string, unknown> & StrapiFile =>
  typeof value['url'] === 'string' && typeof value['hash'] === 'string' && typeof value['mime'] === 'string' && typeof value['ext'] === 'string';
const SAFE_PATH = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)+$/i;

export function mediaPath(file: StrapiFile): string {
  const name = typeof file.name === 'string' ? file.name : '';
  return SAFE_PATH.test(name) && !name.includes('..') ? name : `cms/${file.hash}${file.ext}`.toLowerCase();
}

/** The answer with every Strapi file reduced to the snapshot's media shape; the files to copy are added to `copies`. */
export function localizeMedia(body: unknown, baseUrl: string, copies: MediaCopies): unknown {
  if (Array.isArray(body)) return body.map((item) => localizeMedia(item, baseUrl, copies));
  if (!body || typeof body !== 'object') return body;
  const value = body as Record<string, unknown>;
  if (isStrapiFile(value)) {
    let url = value.url;
    if (url.startsWith('/')) {
      const path = mediaPath(value);
      copies.set(path, { source: `${baseUrl}${url}`, bytes: typeof value.sizeInBytes === 'number' ? value.sizeInBytes : undefined });
      url = `/media/${path}`;
    }
    const size = (n: unknown) => (typeof n === 'number' ? n : null);
    return { url, alternativeText: typeof value.alternativeText === 'string' ? value.alternativeText : '', width: size(value.width), height: size(value.height) };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localizeMedia(v, baseUrl, copies)]));
}

/** The files the snapshot lacks or holds in another size, fetched. */
export async function fetchMedia(http: HttpClient, copies: MediaCopies, root: string, service: string, headers: Record<string, string>): Promise<{ path: string; bytes: Buffer }[]> {
  const needed = [...copies].filter(([path, { bytes }]) => {
    const file = join(root, 'media', path);
    return !existsSync(file) || (bytes !== undefined && statSync(file).size !== bytes);
  });
  return Promise.all(
    needed.map(async ([path, { source }]) => {
      const answer = await http.getBytes(source, { service, headers });
      if (answer.kind !== 'ok') throw new Error(`${service}: media ${source} is gone (404)`);
      return { path, bytes: answer.body };
    }),
  );
}
