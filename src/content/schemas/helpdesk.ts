import { z } from 'zod';

/** Zendesk Help Center offset pagination fields shared by every list answer. */
const offsetPage = {
  page: z.number().int().min(1),
  per_page: z.number().int().min(1).max(100),
  page_count: z.number().int().min(0),
  count: z.number().int().min(0),
  next_page: z.url().nullable(),
  previous_page: z.url().nullable().optional(),
};

/** Help-centre category (public-site §3 Help category). */
export const helpCategory = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  description: z.string().default(''),
  locale: z.string(),
  position: z.number().int().default(0),
  html_url: z.string().optional(),
  updated_at: z.string().optional(),
});

/** Help-centre section (public-site §3 Section). */
export const helpSection = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  description: z.string().default(''),
  category_id: z.number().int(),
  locale: z.string(),
  position: z.number().int().default(0),
  html_url: z.string().optional(),
  updated_at: z.string().optional(),
});

/** Help-centre article (public-site §3 Article); label 'directLink' keeps it out of listings and search. */
export const helpDeskArticle = z.object({
  id: z.number().int(),
  title: z.string().min(1, 'A help article needs a title'),
  /** Body HTML from the support desk; sanitized at build time. */
  body: z.string().min(1, 'A help article needs a body'),
  locale: z.string(),
  section_id: z.number().int(),
  label_names: z.array(z.string()).default([]),
  promoted: z.boolean().default(false),
  position: z.number().int().default(0),
  draft: z.boolean().default(false),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  html_url: z.string().optional(),
});

export const categoriesAnswer = z.object({ categories: z.array(helpCategory), ...offsetPage });
export const sectionsAnswer = z.object({ sections: z.array(helpSection), ...offsetPage });
export const articlesAnswer = z.object({ articles: z.array(helpDeskArticle), ...offsetPage });

/** The label on articles that marks direct-link content; the rule lives in src/domain/help-direct-links.ts. */
export { DIRECT_LINK_LABEL } from '../../domain/help-direct-links.ts';
