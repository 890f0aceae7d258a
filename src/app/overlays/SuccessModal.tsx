import { useStore } from '@nanostores/react';
import { TimedModal } from '../../ui/primitives/TimedModal.tsx';
import { $success } from '../state.ts';
import { useT } from '../strings.ts';

const close = () => $success.set(null);

/** The success screen (sender-flows §2, §4): icon and the server's text, closing itself after 2000 ms. */
export function SuccessModal() {
  const t = useT();
  const text = useStore($success);
  if (text === null) return null;
  return (
    <TimedModal open onClose={close} title={t('success.title')} closeLabel={t('app.close')}>
      <span className="result-icon success" aria-hidden="true">
        ✓
      </span>
      <p>{text}</p>
    </TimedModal>
  );
}
