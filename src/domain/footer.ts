/**
 * Footer variants (public-site §2). Each variant is a set of parts; pages pick a variant and may
 * hide the country and language selectors.
 */
export type FooterVariant = 'default' | 'reduced' | 'business-connect' | 'hr' | 'dark-promo' | 'compact';

interface FooterParts {
  linkLists: boolean;
  legalLinks: boolean;
  locale: boolean;
  /** The country link beside the language picker (public pages are built per region). */
  country: boolean;
  /** The picker offers every site language on the same address (the app's one shell), not the region's pages. */
  allLanguages: boolean;
  social: boolean;
  licence: boolean;
  badges: boolean;
  dark: boolean;
}

const all: FooterParts = { linkLists: true, legalLinks: true, locale: true, country: true, allLanguages: false, social: true, licence: true, badges: true, dark: false };

const variants: Record<FooterVariant, FooterParts> = {
  default: all,
  // Libre pages: a payment in progress, so only what the law and orientation need: legal links,
  // licence (a regulated payment page must name its licensee) and copyright.
  reduced: { ...all, linkLists: false, locale: false, social: false, badges: false },
  'business-connect': { ...all, social: false, licence: false },
  hr: { ...all, social: false, licence: false },
  'dark-promo': { ...all, dark: true },
  // The signed-in area (/auth): a tool, not a brochure. Legal links, language and theme stay; the
  // country link goes (one shell serves every country); the app reads the language from the address.
  compact: { ...all, linkLists: false, country: false, allLanguages: true, social: false, licence: false, badges: false },
};

export function footerParts(variant: FooterVariant = 'default', hideLocale = false): FooterParts {
  const parts = variants[variant];
  return hideLocale ? { ...parts, locale: false } : parts;
}
