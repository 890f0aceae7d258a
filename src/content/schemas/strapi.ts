import { z } from 'zod';
import { mediaUrl } from './urls.ts';

/** Fields Strapi v5 adds to every document of every content type. */
export const strapiDocument = z.object({
  /** Numeric row id (changes between draft and published versions). */
  id: z.number().int(),
  /** Stable document id, the same across locales and versions. */
  documentId: z.string().min(1),
  /** Strapi i18n locale code of this version. */
  locale: z.string().min(2).optional(),
  /** ISO time of the last edit; drives incremental sync. */
  updatedAt: z.string().optional(),
  /** ISO time of publication; null means draft, which the site never shows. */
  publishedAt: z.string().nullable().optional(),
});

/** Strapi v5 media object (only the fields the site uses). */
export const media = z.object({
  /** Path of the file; a local `/media/...` path in the snapshot. */
  url: mediaUrl,
  /** Text alternative; empty string marks a decorative image. */
  alternativeText: z.string().nullable().default(''),
  /** Intrinsic width in px, used to reserve space and avoid layout shift. */
  width: z.number().int().positive().nullable().optional(),
  /** Intrinsic height in px. */
  height: z.number().int().positive().nullable().optional(),
});
export type Media = z.infer<typeof media>;

/** Envelope of a single-type or single-document answer. */
export function singleAnswer<T extends z.ZodType>(data: T) {
  return z.object({ data, meta: z.record(z.string(), z.unknown()).default({}) });
}

/** Pagination block of a collection answer. */
export const pagination = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(100, 'Strapi caps pagination[pageSize] at 100'),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
});

/** Envelope of a collection answer (one page of it). */
export function collectionAnswer<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: z.object({ pagination }) });
}
