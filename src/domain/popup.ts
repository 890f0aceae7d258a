/**
 * The popup's life (sender-flows §4, public-site §4): closed, open, closing (the 0.6 s exit
 * animation), unmounted. Pure, so the React popup and the tests share one table of transitions.
 *
 * - closed: never opened; nothing rendered.
 * - open: rendered and interactive.
 * - closing: still rendered while the exit animation plays; further close requests are ignored.
 * - unmounted: removed after the animation; the owner is told it closed and may open it again.
 */
export type PopupState = 'closed' | 'open' | 'closing' | 'unmounted';
export type PopupEvent = 'open' | 'close' | 'animationEnd';

export function popupTransition(state: PopupState, event: PopupEvent): PopupState {
  switch (event) {
    case 'open':
      return 'open';
    case 'close':
      return state === 'open' ? 'closing' : state;
    case 'animationEnd':
      return state === 'closing' ? 'unmounted' : state;
  }
}

/** Whether the popup's markup is in the document. */
export function isPopupRendered(state: PopupState): boolean {
  return state === 'open' || state === 'closing';
}
