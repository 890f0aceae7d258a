import { z } from 'zod';
import { media } from './strapi.ts';
import { button, colour } from './common.ts';
import { contentLink, videoUrl } from './urls.ts';
import { regionSectionsBlock } from '../../i18n/region-sections.ts';

/**
 * Page blocks: the Strapi dynamic zone every content page is made of. Each block is one concept of
 * public-site §3, discriminated by Strapi's `__component` name.
 */
const block = <N extends string, S extends z.ZodRawShape>(name: N, shape: S) => z.object({ __component: z.literal(name), id: z.number().int(), ...shape });

/**
 * Hero background: six responsive variants (phone, tablet, desktop, each 1x and 2x), served as one
 * <picture> (src/domain/hero-picture.ts). A single media object is read as the only variant.
 */
const variantNames = ['mobile', 'mobile2x', 'tablet', 'tablet2x', 'desktop', 'desktop2x'] as const;
const heroBackground = z.union([
  z
    .object(Object.fromEntries(variantNames.map((n) => [n, media.nullable().optional()])) as Record<(typeof variantNames)[number], z.ZodOptional<z.ZodNullable<typeof media>>>)
    .refine((bg) => variantNames.some((n) => bg[n]), 'A hero background needs at least one of mobile, mobile2x, tablet, tablet2x, desktop, desktop2x'),
  media.transform((one) => ({ mobile: one })),
]);

/** Hero block (public-site §3). */
export const heroBlock = block('blocks.hero', {
  /** The page's h1. */
  title: z.string().min(1, 'A hero needs a title'),
  /** Lead text under the title (sanitized HTML). */
  text: z.string().nullable().optional(),
  /** Background image in its six responsive variants (decorative: the text stands on its own). */
  bgImg: heroBackground.nullable().optional(),
  /** Illustration beside the text. */
  img: media.nullable().optional(),
  /** Main button. */
  btn: button.nullable().optional(),
  /** Secondary "book a demo" button. */
  btnDemo: button.nullable().optional(),
  /** Button shown instead of btn on mobile. */
  btn_mobile: button.nullable().optional(),
  /** Show btn_mobile on small screens. */
  isMobileBtn: z.boolean().default(false),
  /** Extra button title (opens the request form). */
  extra_button: z.object({ title: z.string() }).nullable().optional(),
  /** Small print under the buttons (sanitized HTML). */
  note: z.string().nullable().optional(),
  color: colour.nullable().optional(),
});

/** One tile (public-site §3 Tile). */
export const tile = z.object({
  id: z.number().int(),
  /** Visual variant. */
  variant: z.enum(['colored', 'withImg', 'withImgAlt', 'withoutBorder']).default('colored'),
  title: z.string().min(1),
  subtitle: z.string().nullable().optional(),
  img: media.nullable().optional(),
  /** Image above the text instead of beside it. */
  imgTop: z.boolean().default(false),
  /** Spans the whole row. */
  fullwidth: z.boolean().default(false),
  size: z.enum(['xs', 'sm', 'md', 'lg']).default('md'),
  btn_title: z.string().nullable().optional(),
  url: contentLink().nullable().optional(),
  /** Prefix `url` with the visitor's region (/de-de/...). */
  add_country_lang_inside_link: z.boolean().default(false),
  color: colour.nullable().optional(),
  /** Render the button as the shared primary button. */
  isCommonButton: z.boolean().default(false),
  /** The button leaves the site. */
  isExternalButton: z.boolean().default(false),
});

/** A section of tiles. */
const tilesBlock = block('blocks.tiles', {
  title: z.string().nullable().optional(),
  tiles: z.array(tile).min(1),
});

/** Highlighted tiles, shown as a carousel (public-site §4 Carousels). */
export const highlightedTilesBlock = block('blocks.highlighted-tiles', {
  title: z.string().nullable().optional(),
  /** Small variant (business landing). */
  small: z.boolean().default(false),
  tiles: z.array(tile).min(1),
});

/** FAQ (public-site §3): a title and questions whose answers are sanitized HTML. */
export const faqBlock = block('blocks.faq', {
  title: z.string().min(1),
  questions: z.array(z.object({ id: z.number().int(), title: z.string().min(1), text: z.string().min(1) })).min(1),
  /** Optional video beside the FAQ. */
  youtubeVideoUrl: videoUrl.nullable().optional(),
});

/** Rich text (sanitized HTML). */
const richTextBlock = block('blocks.rich-text', {
  /** Body HTML; sanitized with an allowlist at build time. */
  body: z.string().min(1, 'Rich text must not be empty'),
});

/** Cards: icon, title, text (public-site §3 Card; plugin cards, benefits). */
const cardsBlock = block('blocks.cards', {
  title: z.string().nullable().optional(),
  cards: z.array(z.object({ id: z.number().int(), icon: media.nullable().optional(), title: z.string().min(1), text: z.string().default('') })).min(1),
});

/** Numbered steps (public-site §3 Step), shown as the step carousel. */
export const stepsBlock = block('blocks.steps', {
  title: z.string().nullable().optional(),
  steps: z.array(z.object({ id: z.number().int(), number: z.number().int(), text: z.string().min(1), isReversed: z.boolean().default(false) })).min(1),
});

/** Listing cards (public-site §3 Listing tile). */
const listingBlock = block('blocks.listing', {
  title: z.string().nullable().optional(),
  items: z
    .array(
      z.object({
        id: z.number().int(),
        img: media.nullable().optional(),
        title: z.string().min(1),
        subtitle: z.string().nullable().optional(),
        description: z.string().nullable().optional(),
        linkText: z.string().nullable().optional(),
        linkUrl: contentLink().nullable().optional(),
      }),
    )
    .min(1),
});

/** Location cards (public-site §3 Location tile). */
const locationsBlock = block('blocks.locations', {
  title: z.string().nullable().optional(),
  items: z.array(z.object({ id: z.number().int(), img: media.nullable().optional(), title: z.string().min(1) })).min(1),
});

/** Video section: preview image and play button that swaps in the frame (public-site §4). */
export const videoBlock = block('blocks.video', {
  title: z.string().nullable().optional(),
  preview: media,
  /** Embeddable video URL (https). */
  videoUrl,
});

/** Quotes (press or team), shown as the quote carousel without autoplay. */
export const quotesBlock = block('blocks.quotes', {
  title: z.string().nullable().optional(),
  quotes: z
    .array(
      z.object({
        id: z.number().int(),
        text: z.string().min(1),
        author: z.string().min(1),
        source: z.string().nullable().optional(),
        logo: media.nullable().optional(),
        url: contentLink().nullable().optional(),
      }),
    )
    .min(1),
});

/** Partner or payment-system logos. */
const logosBlock = block('blocks.logos', {
  title: z.string().nullable().optional(),
  logos: z.array(z.object({ id: z.number().int(), name: z.string().min(1), img: media, url: contentLink().nullable().optional() })).min(1),
});

/** Team cards (leadership, directors). */
export const teamBlock = block('blocks.team', {
  title: z.string().nullable().optional(),
  members: z.array(z.object({ id: z.number().int(), name: z.string().min(1), role: z.string().min(1), photo: media.nullable().optional(), bio: z.string().nullable().optional() })).min(1),
});

/** Supported countries (public-site §3 Country content). */
export const countryListBlock = block('blocks.country-list', {
  title: z.string().nullable().optional(),
  countries: z
    .array(
      z.object({
        id: z.number().int(),
        /** ISO 3166-1 alpha-2 code. */
        code_a2: z.string().length(2),
        name: z.string().min(1),
        /** What is offered there (sanitized HTML). */
        services_info: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

/** Browsers list with icons linking out (public-site §2). */
export const browserListBlock = block('blocks.browser-list', {
  Browsers: z.array(z.object({ id: z.number().int(), Name: z.string().min(1), link: contentLink(), Icon: media })).min(1),
});

/** Marketing documents table: title link and valid date, '-' when none (public-site §2, §9). */
export const documentTableBlock = block('blocks.document-table', {
  documents: z.array(z.object({ id: z.number().int(), title: z.string().min(1), link: contentLink(), valid_date: z.iso.date().nullable() })).min(1),
});

/** Licences by state: regulator, licence, status (public-site §3 State info). */
export const stateLicencesBlock = block('blocks.state-licences', {
  states: z.array(z.object({ id: z.number().int(), name: z.string().min(1), regulatory: z.string().min(1), license: z.string().min(1), statue: z.string().min(1) })).min(1),
});

/** Terms per country, shown as an accordion (public-site §3 Terms). */
export const termsByCountryBlock = block('blocks.terms-by-country', {
  countries: z
    .array(
      z.object({
        id: z.number().int(),
        code_a2: z.string().length(2),
        name: z.string().min(1),
        term_item: z
          .array(
            z.object({
              id: z.number().int(),
              title: z.string().min(1),
              url: contentLink(),
              secondary_links: z.array(z.object({ id: z.number().int(), title: z.string().min(1), link: contentLink() })).default([]),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

/** Payment options by country (public-site §3 Payment option). */
export const paymentOptionsBlock = block('blocks.payment-options', {
  options: z
    .array(
      z.object({
        id: z.number().int(),
        country: z.object({ name: z.string().min(1), code_a2: z.string().length(2), country_region: z.object({ region: z.string().min(1) }) }),
        payment_group: z
          .array(
            z.object({
              id: z.number().int(),
              payment_direction: z.object({ title: z.string().min(1) }),
              payment_type: z.object({ title: z.string().min(1) }),
              methods: z
                .array(z.object({ id: z.number().int(), channel: z.string().min(1), settlement_time: z.string().min(1), currencies: z.string().min(1), details: z.string().nullable().optional() }))
                .min(1),
            }),
          )
          .min(1),
        instant_settlement: z.object({ title: z.string(), description: z.string() }).nullable().optional(),
      }),
    )
    .min(1),
});

/** App store badges and QR (download buttons, public-site §3). */
export const appDownloadBlock = block('blocks.app-download', {
  title: z.string().nullable().optional(),
  text: z.string().nullable().optional(),
  buttons: z.array(z.object({ id: z.number().int(), type: z.enum(['qr', 'apple', 'android', 'huawei']), url: contentLink(), description: z.string().default('') })).min(1),
});

/** Call to action banner. */
export const ctaBlock = block('blocks.cta', {
  title: z.string().min(1),
  text: z.string().nullable().optional(),
  btn: button,
  color: colour.nullable().optional(),
});

/** Geography block: supported countries by letter (public-site §3). */
export const geographyBlock = block('blocks.geography', {
  title: z.string().min(1),
  text: z.string().nullable().optional(),
  learnMore: button.nullable().optional(),
});

/** Press quotes: map of outlet name to article url (send landing only). */
const pressBlock = block('blocks.press', {
  title: z.string().nullable().optional(),
  quotes: z.array(z.object({ id: z.number().int(), name: z.string().min(1), url: contentLink(), text: z.string().min(1) })).min(1),
});

/** Banners under the FAQ of a landing. */
const bannersBlock = block('blocks.banners', {
  banners: z
    .array(z.object({ id: z.number().int(), title: z.string().min(1), text: z.string().nullable().optional(), img: media.nullable().optional(), url: contentLink().nullable().optional() }))
    .min(1),
});

/** A reviews or job-board widget placeholder; the third-party script loads only when configured. */
export const widgetBlock = block('blocks.widget', {
  kind: z.enum(['reviews', 'jobs', 'embedded-form']),
  title: z.string().nullable().optional(),
  /** Job openings listed plainly when the job-board widget is off (careers, public-site §2). */
  openings: z
    .array(
      z.object({
        id: z.number().int(),
        title: z.string().min(1),
        department: z.string().min(1),
        location: z.string().min(1),
        /** The opening on the job board (https) or a site path. */
        url: contentLink(),
      }),
    )
    .default([]),
});

/** The most recent news or blog articles on a landing (public-site §2 Spanish-US landing, §9: at most 2). */
export const latestArticlesBlock = block('blocks.latest-articles', {
  title: z.string().nullable().optional(),
  kind: z.enum(['news', 'blog']).default('blog'),
  count: z.number().int().min(1).max(2, 'A landing shows at most 2 articles').default(2),
});

export const pageBlock = z.discriminatedUnion('__component', [
  heroBlock,
  tilesBlock,
  highlightedTilesBlock,
  faqBlock,
  richTextBlock,
  cardsBlock,
  stepsBlock,
  listingBlock,
  locationsBlock,
  videoBlock,
  quotesBlock,
  logosBlock,
  teamBlock,
  countryListBlock,
  browserListBlock,
  documentTableBlock,
  stateLicencesBlock,
  termsByCountryBlock,
  regionSectionsBlock,
  paymentOptionsBlock,
  appDownloadBlock,
  ctaBlock,
  geographyBlock,
  pressBlock,
  bannersBlock,
  widgetBlock,
  latestArticlesBlock,
]);
export type PageBlock = z.infer<typeof pageBlock>;
