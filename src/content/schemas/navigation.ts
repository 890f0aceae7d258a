import { z } from 'zod';
import { strapiDocument, media } from './strapi.ts';
import { link } from './common.ts';
import { contentLink } from './urls.ts';

/** One header menu item (public-site §3 Menu item). */
const menuItem = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  /** Site path or absolute URL; empty for a section that only opens a submenu. */
  url: contentLink().nullable().optional(),
  isBlank: z.boolean().default(false),
  /** Rendered as a button that leaves the site. */
  isExternalButton: z.boolean().default(false),
  /** Button style when shown as a button. */
  color: z.enum(['primary', 'secondary']).nullable().optional(),
  /** Opens a modal instead of navigating: the QR popup or a business request form. */
  modal_window: z.enum(['qr', 'request_form']).nullable().optional(),
  /**
   * Page kind (public-site §3): for a request-form item, which business form (enterprise/payout vs
   * payments/acquiring); for a signed-in item, the page kind it shows on (landing or other; none = both).
   */
  additional_info: z.enum(['enterprise', 'payments', 'landing', 'other']).nullable().optional(),
  /** Shown to signed-in users only (public-site §6). */
  authorised_user: z.boolean().default(false),
  /** Order in the header. */
  position: z.number().int().default(0),
  submenu: z
    .array(
      z.object({
        id: z.number().int(),
        submenu_title: z.string().min(1),
        nav_links: z.array(z.object({ id: z.number().int(), title: z.string().min(1), url: contentLink(), isBlank: z.boolean().default(false), icon: media.nullable().optional() })).min(1),
      }),
    )
    .default([]),
  icon: media.nullable().optional(),
});
export type MenuItem = z.infer<typeof menuItem>;

/** The header menu of one locale. */
export const headerMenu = strapiDocument.extend({
  items: z.array(menuItem).min(1, 'The header needs menu items'),
});

/** Footer data (public-site §3 Footer data). */
export const footer = strapiDocument.extend({
  /** Link lists, each with a heading. */
  links: z.array(z.object({ id: z.number().int(), title: z.string().min(1), links: z.array(link).min(1) })).min(1),
  legalLinks: z.array(link).default([]),
  socialLinks: z.array(link).default([]),
  /** Copyright line; `{year}` is replaced by the build year. */
  copyright: z.string().min(1),
  /** Licence text (sanitized HTML). */
  licence: z.string().default(''),
  /** Whether the support chat may be shown (public-site §6). */
  showZendeskChat: z.boolean().default(false),
  /** The 14 payment-scheme and security badges. */
  badges: z.array(z.object({ id: z.number().int(), name: z.string().min(1), img: media })).default([]),
  /** Heading of the language selector. */
  siteLanguageTitle: z.string().min(1),
});
