import { useEffect, useRef } from 'react';
import { SNACKBAR_MS, isSwipeUp } from '../../domain/interface.ts';

interface Props {
  /** The message; `null` hides the snackbar. */
  message: string | null;
  onHide: () => void;
}

/**
 * Snackbar (sender-flows §4, §9): announced politely, hides itself after 2500 ms, or at once on a
 * tap or an upward swipe of 20 px.
 */
export function Snackbar({ message, onHide }: Props) {
  const start = useRef<number | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(onHide, SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [message, onHide]);
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {message !== null && (
        <button
          type="button"
          className="snackbar"
          onClick={onHide}
          onPointerDown={(e) => {
            start.current = e.clientY;
          }}
          onPointerUp={(e) => {
            if (start.current !== null && isSwipeUp(start.current, e.clientY)) onHide();
            start.current = null;
          }}
        >
          {message}
        </button>
      )}
    </div>
  );
}
