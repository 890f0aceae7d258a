import { useEffect, useRef, type RefObject } from 'react';

// The element focused last: a submit's spinner makes the screen inert, which takes the focus off
// the pressed button, so a popup its answer opens finds no opener on screen; this is that button.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') document.addEventListener('focusin', (event) => (lastFocused = event.target instanceof HTMLElement ? event.target : lastFocused));

/**
 * Shows a <dialog> as modal while `shown` (the platform gives the top layer, inert background and
 * focus moving in, to its `data-autofocus` element if it has one) and gives focus back to the
 * element that opened it when it goes away (or, when that is gone, to the page's main region): the
 * browser does this too, but not every engine, and not when React removes the dialog itself.
 */
export function useModalDialog(shown: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) return;
    const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const opener = active ?? lastFocused;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- browsers without <dialog> get the open attribute below
    if (!dialog.open) dialog.showModal?.();
    if (!dialog.open) dialog.setAttribute('open', '');
    // The browser focuses the first control (the close button); a dialog that is there to be typed in names its field.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- browsers without <dialog> lose the open attribute below
      if (dialog.open) dialog.close?.();
      dialog.removeAttribute('open');
      // When nothing that opened it is still there (the welcome after sign-in replaced the screen),
      // the page's main region takes the focus (BaseLayout's focusable <main>), not the body.
      (opener?.isConnected && opener !== document.body ? opener : document.getElementById('main'))?.focus({ preventScroll: true });
    };
  }, [shown]);
  return ref;
}
