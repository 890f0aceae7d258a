import { z } from 'zod';
import { strapiDocument, media } from './strapi.ts';
import { seo } from './common.ts';
import { contentLink, videoUrl } from './urls.ts';
import { pageBlock } from './blocks.ts';

/**
 * A content page (single type in the CMS): legal, informational, landing, business, careers.
 * Every page kind shares this shape; what differs is the blocks it holds.
 */
export const page = strapiDocument.extend({
  /** Page title, used in breadcrumbs and as the <title> fallback. */
  title: z.string().min(1, 'A page needs a title'),
  seo: seo.nullable().optional(),
  /** The page body, in order. */
  blocks: z.array(pageBlock).default([]),
});
export type Page = z.infer<typeof page>;

/** Category of news or blog articles (public-site §3 Category). */
const articleCategory = z.object({
  id: z.number().int(),
  /** Visible name. */
  title: z.string().min(1),
  /** URL word: /news/category/{value}. */
  value: z.string().regex(/^[a-z0-9-]+$/, 'Category value must be a lowercase slug'),
});

/** News or blog article (public-site §3 Article). */
export const article = strapiDocument.extend({
  slug: z.string().regex(/^[a-z0-9-]+$/, 'Article slug must be a lowercase slug'),
  title: z.string().min(1, 'An article needs a title'),
  /** Publication date, shown as YYYY-MM-DD. */
  date: z.iso.date('Article date must be YYYY-MM-DD'),
  /** Teaser on listing cards. */
  preview_text: z.string().default(''),
  location: z.string().nullable().optional(),
  img: media.nullable().optional(),
  /** Optional embedded video (https). */
  video_url: videoUrl.nullable().optional(),
  /** First body part (sanitized HTML). */
  description: z.string().min(1, 'An article needs a description'),
  /** Quote between the two body parts. */
  quote_section: z
    .object({ text: z.string().min(1), author: z.string().nullable().optional() })
    .nullable()
    .optional(),
  /** Second body part (sanitized HTML). */
  description2: z.string().nullable().optional(),
  /** Tiles under the article. */
  tiles_section: z.array(z.object({ id: z.number().int(), title: z.string(), text: z.string().default(''), link: contentLink().nullable().optional() })).default([]),
  categories: z.array(articleCategory).default([]),
});
export type Article = z.infer<typeof article>;

/** Landing data of the news or blog listing (public-site §3 Landing data for news/blog). */
export const articleListing = strapiDocument.extend({
  title: z.string().min(1),
  seo: seo.nullable().optional(),
  hero_block: z.object({ title: z.string().min(1), text: z.string().nullable().optional(), img: media.nullable().optional() }),
  /** Heading of the card list ("All articles"). */
  allArticle: z.string().min(1),
  /** Heading of the latest posts under an article. */
  latestPosts: z.string().min(1),
  backToTopBtn: z.string().min(1),
  /** Placeholder of the category dropdown. */
  categoryPlaceholder: z.string().min(1),
  categories: z.array(articleCategory).min(1),
  social: z
    .object({ title: z.string(), icons: z.array(z.object({ id: z.number().int(), url: contentLink(), icon: media })) })
    .nullable()
    .optional(),
  tiles_section: z.array(z.object({ id: z.number().int(), title: z.string(), text: z.string().default(''), link: contentLink().nullable().optional() })).default([]),
});

/** Help article addressed by slug (public-site §7 GET /api/v2/help-article/{slug}). */
export const helpArticle = strapiDocument.extend({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  Title: z.string().min(1),
  /** Body HTML, sanitized at build time. */
  Content: z.string().min(1),
});
