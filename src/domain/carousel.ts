import { CAROUSEL_INTERVAL_MS } from './interface.ts';

/** public-site §9 breakpoints: tablet from 744 px, desktop from 1440 px. */
const TABLET_PX = 744;
const DESKTOP_PX = 1440;
/** The cross-product slider autoplays only below this width (sender-flows §9). */
const CROSS_PRODUCT_AUTOPLAY_BELOW_PX = 1352;
export { CAROUSEL_INTERVAL_MS };

export type CarouselKind = 'highlighted' | 'step' | 'press' | 'crossProduct' | 'quote';

/**
 * Slides visible at a viewport width (public-site §9); `null` means the carousel is a static row
 * (the step carousel on desktop).
 */
export function slidesPerView(kind: CarouselKind, width: number): number | null {
  switch (kind) {
    case 'highlighted':
      return width >= DESKTOP_PX ? 3 : width >= TABLET_PX ? 1.5 : 1.2;
    case 'step':
      return width >= DESKTOP_PX ? null : width >= TABLET_PX ? 3.5 : 2.3;
    case 'press':
      return width >= DESKTOP_PX ? 3 : 1;
    case 'crossProduct':
      return 2;
    case 'quote':
      return 1;
  }
}

interface AutoplayContext {
  width: number;
  items: number;
  reducedMotion: boolean;
}

/**
 * Whether a carousel advances by itself every 3000 ms (public-site §4, §9). Never with reduced
 * motion, never when everything fits, and the per-kind rules of the spec.
 */
export function autoplays(kind: CarouselKind, { width, items, reducedMotion }: AutoplayContext): boolean {
  if (reducedMotion) return false;
  const perView = slidesPerView(kind, width);
  if (perView === null || items <= perView) return false;
  switch (kind) {
    case 'highlighted':
      return items > 3 || width < DESKTOP_PX;
    case 'crossProduct':
      return width < CROSS_PRODUCT_AUTOPLAY_BELOW_PX;
    case 'quote':
      return false;
    default:
      return true;
  }
}

/** The slide after `index`, wrapping to the first. */
export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

/**
 * Autoplay holds while the pointer is over the carousel, focus is inside it or the tab is hidden,
 * and stays off once the visitor has paused it with its button (WCAG 2.2.2 Pause, Stop, Hide).
 */
export function autoplayPaused(state: { hovered: boolean; focused: boolean; hidden: boolean; stopped: boolean }): boolean {
  return state.hovered || state.focused || state.hidden || state.stopped;
}

/** Widths where the rules change (public-site §9), for the static pages' autoplay limit. */
const probeWidths = [320, TABLET_PX, CROSS_PRODUCT_AUTOPLAY_BELOW_PX, DESKTOP_PX, 1920];

/**
 * The viewport width below which a static page's carousel autoplays (0: never; Infinity: always),
 * so the inline script needs only one number and the rules stay here.
 */
export function autoplayBelowWidth(kind: CarouselKind, items: number): number {
  let limit = 0;
  probeWidths.forEach((width, i) => {
    if (autoplays(kind, { width, items, reducedMotion: false })) limit = probeWidths[i + 1] ?? Infinity;
  });
  return limit;
}
