import type { Form } from '../../../api/schemas/form.ts';
import { Modal } from '../../../ui/primitives/Modal.tsx';
import { FormView } from '../../../ui/forms/index.ts';
import { $success } from '../../state.ts';
import { formsTranslate } from '../../strings.ts';
import { submitForm } from '../../submit.ts';
import { useMoneyT } from './strings.ts';

interface Props {
  open: boolean;
  /** The SMS-on-success form of the result (fields id, phone, text). */
  form: Form;
  onClose: () => void;
  onSent: () => void;
}

/**
 * The modal that sends an SMS notice to the recipient (sender-flows §2, §7 SMS-on-success form):
 * phone and text, submit; success closes it and shows the server's text in the success modal.
 */
export function SmsNoticeModal({ open, form, onClose, onSent }: Props) {
  const t = useMoneyT();
  const onSubmit = async (values: Readonly<Record<string, string>>, posted: Form) => {
    const answer = await submitForm(posted, values);
    if (!answer) return;
    if (answer.ok) {
      $success.set(answer.data.messages?.['successText'] ?? t('sms.sent'));
      onSent();
      return;
    }
    return answer;
  };
  return (
    <Modal open={open} onClose={onClose} title={t('sms.title')} closeLabel={t('close')}>
      <p>{t('sms.text')}</p>
      <FormView
        form={form}
        onSubmit={onSubmit}
        t={formsTranslate}
        labels={{ phone: t('sms.phone'), text: t('sms.message') }}
        submitLabel={t('sms.submit')}
        serverErrorField="phone"
        aria-label={t('sms.title')}
      />
    </Modal>
  );
}
