/**
 * The hero background's six responsive variants (public-site §3 Hero block bgImg) as one <picture>:
 * phone, tablet (from 744 px) and desktop (from 1440 px, public-site §9), each at 1x and 2x pixel
 * density. A missing variant falls back to its neighbour, so editors may upload fewer than six.
 */
const TABLET_MIN_WIDTH = 744;
const DESKTOP_MIN_WIDTH = 1440;

interface Variant {
  url: string;
  width?: number | null | undefined;
  height?: number | null | undefined;
}
type HeroBackground = Partial<Record<'mobile' | 'mobile2x' | 'tablet' | 'tablet2x' | 'desktop' | 'desktop2x', Variant | null | undefined>>;

interface HeroPicture {
  /** <source> elements, widest first. */
  sources: Array<{ media: string; srcset: string }>;
  img: { src: string; srcset: string; width?: number | undefined; height?: number | undefined };
}

/** srcset candidates may not contain bare spaces or commas. */
const candidate = (url: string, density: string) => `${url.replace(/ /g, '%20').replace(/,/g, '%2C')} ${density}`;

function srcset(one: Variant | null | undefined, two: Variant | null | undefined): string {
  const base = one ?? two;
  if (!base) return '';
  return [candidate(base.url, '1x'), ...(two && two !== base ? [candidate(two.url, '2x')] : [])].join(', ');
}

export function heroPicture(bg: HeroBackground | null | undefined): HeroPicture | null {
  if (!bg) return null;
  const mobile = bg.mobile ?? bg.tablet ?? bg.desktop ?? bg.mobile2x ?? bg.tablet2x ?? bg.desktop2x;
  if (!mobile) return null;
  const sources: HeroPicture['sources'] = [];
  if (bg.desktop || bg.desktop2x) sources.push({ media: `(min-width: ${DESKTOP_MIN_WIDTH}px)`, srcset: srcset(bg.desktop, bg.desktop2x) });
  if (bg.tablet || bg.tablet2x) sources.push({ media: `(min-width: ${TABLET_MIN_WIDTH}px)`, srcset: srcset(bg.tablet, bg.tablet2x) });
  const mobileSet = bg.mobile || bg.mobile2x ? srcset(bg.mobile, bg.mobile2x) : candidate(mobile.url, '1x');
  return { sources, img: { src: mobile.url, srcset: mobileSet, width: mobile.width ?? undefined, height: mobile.height ?? undefined } };
}
