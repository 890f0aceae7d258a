import { useState } from 'react';
import { paths } from '../../../api/paths.ts';
import { form as formSchema } from '../../../api/schemas/form.ts';
import type { StoredCard } from '../../../api/schemas/payment.ts';
import { Modal } from '../../../ui/primitives/Modal.tsx';
import { updateCards } from '../../../stores/cards.ts';
import { showSnackbar } from '../../state.ts';
import { useT } from '../../strings.ts';
import type { AccountTranslate as Translate } from './strings.ts';
import { submitForm } from '../../submit.ts';

interface Props {
  card: StoredCard;
  t: Translate;
  onClose: () => void;
  /** The card is gone: the screen moves focus on (its buttons went with it). */
  onDeleted: () => void;
}

/**
 * Delete (sender-flows §4 Cards) after a confirm modal: 'Delete card' posts the card's id, and the
 * answer's list (without it) replaces the old one; a refusal shows the server's message here.
 * Cancel closes the modal and focus returns to the delete button.
 */
export function CardDeleteModal({ card, t, onClose, onDeleted }: Props) {
  const app = useT();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const form = formSchema.parse({ name: `cardDelete-${card.id}`, action: paths.cardDelete, fields: [{ name: 'id', type: 'hidden', value: String(card.id) }] });
    const answer = await submitForm(form, { id: String(card.id) });
    if (!answer) return;
    if (answer.ok && answer.data.cards) {
      onDeleted();
      updateCards({ type: 'list', cards: answer.data.cards });
      showSnackbar(t('cards.deleted'));
      return;
    }
    if (!answer.said) setError(answer.errors.server?.message ?? app('error.invalid'));
  };
  return (
    <Modal open onClose={onClose} title={t('cards.deleteTitle')} closeLabel={app('app.close')}>
      <p>{t('cards.deleteText', { name: card.alias, pan: card.pan })}</p>
      {error && (
        <p className="app-alert" role="alert">
          {error}
        </p>
      )}
      <div className="app-actions">
        <button type="button" className="button" onClick={() => void confirm()}>
          {t('cards.deleteConfirm')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('cards.cancel')}
        </button>
      </div>
    </Modal>
  );
}
