import { useEffect, useId, useReducer, useRef, type ReactNode } from 'react';
import { OverlayHead } from './OverlayHead.tsx';
import { popupTransition, isPopupRendered, type PopupState, type PopupEvent } from '../../domain/popup.ts';
import { POPUP_ANIMATION_MS, isSwipeDown } from '../../domain/interface.ts';
import { popupOpened, popupClosed } from '../../stores/ui.ts';
import { useModalDialog } from './use-dialog.ts';

interface Props {
  open: boolean;
  /** Asked to close (Escape, overlay click, swipe down, close button); the owner sets `open` false. */
  onClose: () => void;
  /** Told once the closing animation is over and the popup is unmounted. */
  onClosed?: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * Popup (sender-flows §4, §9): closed, open, closing (0.6 s), unmounted. Escape, a click on the
 * overlay, a 20 px swipe down and the close button all ask to close. Max width 568 px, z-index
 * 10000 (styles/overlays.css). Rendered as a modal <dialog>, so focus and inertness are native.
 */
export function Popup({ open, onClose, onClosed, title, closeLabel, children }: Props) {
  const [state, dispatch] = useReducer((s: PopupState, e: PopupEvent) => popupTransition(s, e), 'closed');
  useEffect(() => dispatch(open ? 'open' : 'close'), [open]);
  useEffect(() => {
    if (state === 'open') popupOpened();
    if (state !== 'closing') return state === 'open' ? popupClosed : undefined;
    const timer = setTimeout(() => dispatch('animationEnd'), POPUP_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);
  useEffect(() => {
    if (state === 'unmounted') onClosed?.();
  }, [state, onClosed]);
  const ref = useModalDialog(isPopupRendered(state));
  const titleId = useId();
  const swipeStart = useRef<number | null>(null);
  if (!isPopupRendered(state)) return null;
  return (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- a click on the backdrop closes; the keyboard closes with Escape, which <dialog> handles
    <dialog
      ref={ref}
      className="popup"
      data-state={state}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onPointerDown={(e) => {
        swipeStart.current = e.clientY;
      }}
      onPointerUp={(e) => {
        if (swipeStart.current !== null && isSwipeDown(swipeStart.current, e.clientY)) onClose();
        swipeStart.current = null;
      }}
    >
      <div className="overlay-body">
        <OverlayHead titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose} />
        {children}
      </div>
    </dialog>
  );
}
