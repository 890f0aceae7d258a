import type { Form } from '../../../api/schemas/form.ts';
import { paymentMethodKind } from '../../../domain/payment-methods.ts';
import { FormView, useServerForm } from '../../../islands/forms/index.ts';
import { navigate } from '../../router.ts';
import { formsTranslate } from '../../strings.ts';
import { submitForm } from '../../submit.ts';
import { useMoneyT } from './strings.ts';

interface Props {
  form: Form;
  /** A delivery method chosen: the calculator call rebuilds the form for it. */
  onDeliveryMethod: (method: string) => void;
}

/**
 * The send form's fields (sender-flows §3 Payment and request form keys): recipient type, delivery
 * method, the recipient's names, account and phone, promo and invite codes, and the prefixed
 * hidden fields the calculator call fills; posted with canonical paths (toValues[…]). A draft
 * payment answers with its pay page.
 */
export function SendForm({ form, onDeliveryMethod }: Props) {
  const t = useMoneyT();
  const controller = useServerForm(form, { t: formsTranslate });
  const method = paymentMethodKind(controller.values['fromPrvId']);
  const onSubmit = async (values: Readonly<Record<string, string>>, posted: Form) => {
    const answer = await submitForm(posted, values, { canonical: true });
    if (!answer) return;
    if (answer.ok && answer.redirectTo) {
      navigate(answer.redirectTo);
      return;
    }
    return answer;
  };
  return (
    <>
      <p className="money-paid-by">{t('send.payBy', { method: t(`method.${method}`) })}</p>
      <FormView form={form} controller={controller} onSubmit={onSubmit} t={formsTranslate} aria-label={t('send.formLabel')}
        onChange={(values, name) => { if (name === 'deliveryMethod' && values['deliveryMethod']) onDeliveryMethod(values['deliveryMethod']); }} />
    </>
  );
}
