import { useId, type ReactNode } from 'react';
import { OverlayHead } from './OverlayHead.tsx';
import { useStore } from '@nanostores/react';
import { modalClosesOnEscape } from '../../domain/interface.ts';
import { $openPopups } from '../../stores/ui.ts';
import { useModalDialog } from './use-dialog.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** A click outside the modal closes it too (the video modal, public-site §4). */
  dismissOnOverlay?: boolean;
  children: ReactNode;
}

/**
 * Modal (sender-flows §4): toggled by its owner; Escape closes it unless a popup is open above it;
 * page scroll is locked while it is open (styles/overlays.css, `:has(dialog:modal)`); focus moves
 * in and returns to the opener.
 */
export function Modal({ open, onClose, title, closeLabel, dismissOnOverlay = false, children }: Props) {
  const popups = useStore($openPopups);
  const ref = useModalDialog(open);
  const titleId = useId();
  if (!open) return null;
  return (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- a click on the backdrop closes; the keyboard closes with Escape, which <dialog> handles
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (modalClosesOnEscape(popups)) onClose();
      }}
      onClick={
        dismissOnOverlay
          ? (e) => {
              if (e.target === e.currentTarget) onClose();
            }
          : undefined
      }
    >
      <div className="overlay-body">
        <OverlayHead titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose} />
        {children}
      </div>
    </dialog>
  );
}
