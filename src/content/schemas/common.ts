import { z } from 'zod';
import { media } from './strapi.ts';
import { contentLink } from './urls.ts';

/** Brand colour names of the design system (public-site §3 Tile). */
const colourName = z.enum(['aubergine', 'passionFruit', 'oceanBlue', 'blueberryBlue', 'jade', 'eggshell', 'purple', 'gray']);

/** Colour settings of a hero or tile. */
export const colour = z.object({
  /** Background colour name. */
  bgColor: colourName.nullable().optional(),
  /** Title colour name. */
  titleColor: colourName.nullable().optional(),
  /** Two-colour gradient on the title, e.g. "jade-oceanBlue". */
  titleGradient: z.string().nullable().optional(),
  /** White body text on a dark background. */
  whiteText: z.boolean().default(false),
});

/** A call-to-action link. */
export const button = z.object({
  /** Visible label. */
  title: z.string().min(1),
  /** Site path (/rules) or absolute https URL. */
  url: contentLink('A button needs a url'),
  /** Opens in a new tab. */
  isBlank: z.boolean().default(false),
});

/** A plain link (footer, social, legal). */
export const link = z.object({
  /** Visible label (or network name for social links). */
  name: z.string().min(1),
  /** Site path or absolute https URL. */
  url: contentLink(),
  /** Opens in a new tab. */
  isBlank: z.boolean().default(false),
});

/** Page metadata. */
export const seo = z.object({
  /** The <title>; falls back to the page title. */
  metaTitle: z.string().min(1),
  /** The meta description. */
  metaDescription: z.string().default(''),
  /** Keep the page out of search engines and the sitemap. */
  noindex: z.boolean().default(false),
});

export const image = media;
