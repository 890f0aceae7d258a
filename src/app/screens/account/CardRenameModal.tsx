import { useMemo } from 'react';
import type { StoredCard } from '../../../api/schemas/payment.ts';
import type { Form } from '../../../api/schemas/form.ts';
import { FormView } from '../../../ui/forms/index.ts';
import { Modal } from '../../../ui/primitives/Modal.tsx';
import { showSnackbar } from '../../state.ts';
import { formsTranslate, useT } from '../../strings.ts';
import { submitForm } from '../../submit.ts';
import { updateCards } from '../../../stores/cards.ts';
import type { AccountTranslate as Translate } from './strings.ts';

interface Props {
  card: StoredCard;
  /** The card's rename form from the page data (hidden id, alias). */
  form: Form;
  t: Translate;
  onClose: () => void;
}

/**
 * Rename (sender-flows §4 Cards) in a modal: the server's form with the card's current name; the
 * answer's list replaces the old one, a refusal (shape 5) lands on the name field. Closing gives
 * focus back to the rename button.
 */
export function CardRenameModal({ card, form, t, onClose }: Props) {
  const app = useT();
  // The page's form holds the name the page was loaded with; the card may have been renamed since.
  const current = useMemo<Form>(() => ({ ...form, fields: form.fields.map((f) => (f.name === 'alias' ? { ...f, value: card.alias } : f)) }), [form, card.alias]);
  const onSubmit = async (values: Readonly<Record<string, string>>) => {
    const answer = await submitForm(current, values);
    if (!answer) return;
    if (answer.ok && answer.data.cards) {
      updateCards({ type: 'list', cards: answer.data.cards });
      showSnackbar(t('cards.renamed'));
      onClose();
      return;
    }
    return answer;
  };
  return (
    <Modal open onClose={onClose} title={t('cards.renameTitle')} closeLabel={app('app.close')}>
      <FormView form={current} onSubmit={onSubmit} t={formsTranslate} serverErrorField="alias" labels={{ alias: t('cards.alias') }} submitLabel={t('cards.save')} aria-label={t('cards.renameTitle')} />
    </Modal>
  );
}
