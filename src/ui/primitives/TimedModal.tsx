import { useEffect, type ReactNode } from 'react';
import { TIMED_MODAL_MS } from '../../domain/interface.ts';
import { Modal } from './Modal.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children?: ReactNode;
}

/** Timed modal (sender-flows §4): closes itself after 2000 ms (welcome, success, submitted). */
export function TimedModal({ open, onClose, ...rest }: Props) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, TIMED_MODAL_MS);
    return () => clearTimeout(timer);
  }, [open, onClose]);
  return (
    <Modal open={open} onClose={onClose} {...rest}>
      {rest.children}
    </Modal>
  );
}
