/**
 * The interface constants of sender-flows §4 and §9 and public-site §4 and §9, in one place so the
 * static pages' inline scripts (bundled from src/lib/inline/, which import these rules), the React
 * primitives and the tests all read the same numbers.
 */
export const POPUP_ANIMATION_MS = 600;
export const POPUP_MAX_WIDTH_PX = 568;
export const POPUP_Z_INDEX = 10000;
/** A downward swipe of at least this many pixels closes a popup; an upward one hides the snackbar. */
export const SWIPE_DELTA_PX = 20;
/** The spec names Escape by its legacy key code 27; browsers report `key === 'Escape'`. */
export const ESCAPE_KEY_CODE = 27;
export const SNACKBAR_MS = 2500;
/** Timed modal, and the welcome, success and submitted modals. */
export const TIMED_MODAL_MS = 2000;
/** The active input is blurred this long after a spinner or modal appears. */
export const SPINNER_BLUR_MS = 1000;
export const SPINNER_CONTENT_OPACITY = 0.3;
export const DROPDOWN_MAX_HEIGHT_PX = 300;
/** The header becomes fixed once the page is scrolled more than this. */
export const HEADER_FIXED_AFTER_PX = 50;
export const CAROUSEL_INTERVAL_MS = 3000;
/** Server-field highlight after scrolling to it. */
export const SCROLL_HIGHLIGHT_MS = 1000;
/** A textarea has 5 rows (sender-flows §5, public-site §5). */
export const TEXTAREA_ROWS = 5;

export function isEscape(event: { key?: string; keyCode?: number }): boolean {
  return event.key === 'Escape' || event.key === 'Esc' || event.keyCode === ESCAPE_KEY_CODE;
}

/** A popup closes on a downward swipe of at least 20 px (sender-flows §4, §9). */
export function isSwipeDown(startY: number, endY: number): boolean {
  return endY - startY >= SWIPE_DELTA_PX;
}

/** The snackbar hides on an upward swipe of the same distance. */
export function isSwipeUp(startY: number, endY: number): boolean {
  return startY - endY >= SWIPE_DELTA_PX;
}

/** public-site §2: the header is fixed once the page is scrolled more than 50 px. */
export function isHeaderFixed(scrollY: number): boolean {
  return scrollY > HEADER_FIXED_AFTER_PX;
}

/** sender-flows §4: Escape closes a modal unless a popup is open above it. */
export function modalClosesOnEscape(openPopups: number): boolean {
  return openPopups <= 0;
}
