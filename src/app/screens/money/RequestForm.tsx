import { useEffect, useEffectEvent, useMemo } from 'react';
import type { Form } from '../../../api/schemas/form.ts';
import { REQUEST_PHONE_PATTERN } from '../../../domain/payment-methods.ts';
import { afterRequestCreated } from '../../../domain/request-page.ts';
import { FormView, useServerForm, type SubmitGate } from '../../../ui/forms/index.ts';
import { navigate } from '../../router.ts';
import { formsTranslate } from '../../strings.ts';
import { submitForm } from '../../submit.ts';
import { useMoneyT } from './strings.ts';

/** The request form's phone keeps the spec's rule when the server sends none (sender-flows §5). */
function withPhoneRule(form: Form, message: string): Form {
  return { ...form, fields: form.fields.map((f) => (f.name === 'phone' && !f.checkRegexp ? { ...f, checkRegexp: REQUEST_PHONE_PATTERN, checkRegexpError: message } : f)) };
}

/**
 * The request form's fields: the payer's phone (digits, plus or dash, at least 8), the amount and
 * currency (set from the calculator whenever its call brings a new form) and the comment.
 */
export function RequestForm({ form: raw, gate }: { form: Form; gate?: SubmitGate }) {
  const t = useMoneyT();
  const form = useMemo(() => withPhoneRule(raw, t('request.phoneRule')), [raw, t]);
  const controller = useServerForm(form, { t: formsTranslate });
  // A rebuilt form keeps what was typed; the amount and currency are the calculator's, so they follow it.
  const followCalculator = useEffectEvent((form: Form) => {
    const pick = (name: string) => form.fields.find((f) => f.name === name)?.value ?? '';
    controller.setValues({ amount: pick('amount'), currency: pick('currency') });
    // One amount entry: the calculator's "You get". The form's own amount and currency only carry it.
    controller.setShown('amount', false);
    controller.setShown('currency', false);
  });
  useEffect(() => followCalculator(form), [form]);
  const onSubmit = async (values: Readonly<Record<string, string>>, posted: Form) => {
    const answer = await submitForm(posted, values);
    if (!answer) return;
    if (answer.ok && answer.redirectTo) {
      // The requester gets their own page with the link to share; the shared page is the payer's.
      navigate(afterRequestCreated(answer.redirectTo));
      return;
    }
    return answer;
  };
  return <FormView form={form} controller={controller} {...gate} onSubmit={onSubmit} t={formsTranslate} submitLabel={t('request.submit')} aria-label={t('request.formLabel')} />;
}
