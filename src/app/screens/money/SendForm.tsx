import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import type { Form } from '../../../api/schemas/form.ts';
import { bankAccountRules } from '../../../domain/bank-account.ts';
import { draftFormValues, type TransferDraft } from '../../../domain/transfer-draft.ts';
import { paymentMethodKind } from '../../../domain/payment-methods.ts';
import { addEnglish, FormView, useServerForm, type SubmitGate } from '../../../ui/forms/index.ts';
import accountStrings from '../../../../public/locales/en/validation.json?strings=bank-account';
import { $session } from '../../../stores/session.ts';
import { saveDraft } from '../../../stores/transfer-draft.ts';
import { navigate } from '../../router.ts';
import { formsTranslate } from '../../strings.ts';
import { submitForm } from '../../submit.ts';
import { useMoneyT } from './strings.ts';

addEnglish('validation', accountStrings);

interface Props {
  form: Form;
  /** A delivery method chosen: the calculator call rebuilds the form for it. */
  onDeliveryMethod: (method: string) => void;
  /** What the sender typed before the session ended (transfer-draft), put back into the form. */
  draft?: TransferDraft | null;
  /** When the form posts: the calculator's figures final and its amount accepted (use-send-calculator.ts). */
  gate?: SubmitGate;
}

/**
 * The send form's fields (sender-flows §3 Payment and request form keys): recipient type, delivery
 * method, the recipient's names, account and phone, promo and invite codes, and the prefixed
 * hidden fields the calculator call fills; posted with canonical paths (toValues[…]). A draft
 * payment answers with its pay page.
 */
export function SendForm({ form, onDeliveryMethod, draft = null, gate }: Props) {
  const t = useMoneyT();
  const fieldRules = useMemo(() => bankAccountRules(form), [form]);
  const controller = useServerForm(form, { t: formsTranslate, fieldRules });
  const method = paymentMethodKind(controller.values['fromPrvId']);
  // Each draft value goes back once, into the first form that has its field (the account field
  // comes with the restored delivery method's form); rebuilds keep it as a visible value.
  const restored = useRef(new Set<string>());
  const restoreDraft = useEffectEvent((form: Form, draft: NonNullable<Props['draft']>) => {
    const fresh = Object.fromEntries(Object.entries(draftFormValues(draft, form)).filter(([name]) => !restored.current.has(name)));
    for (const name of Object.keys(fresh)) restored.current.add(name);
    if (Object.keys(fresh).length > 0) controller.setValues(fresh);
  });
  useEffect(() => {
    if (draft) restoreDraft(form, draft);
  }, [form, draft]);
  // While the chosen delivery method's form is on its way, the one on screen is another method's:
  // nothing is typed into its fields (they are about to go), and the field the sender was in is
  // focused again in the new form.
  const given = form.fields.find((f) => f.name === 'deliveryMethod')?.value;
  const stale = Boolean(gate?.busy) && given !== undefined && controller.values['deliveryMethod'] !== given;
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!stale) return;
    const inForm = (el: EventTarget | null) => (el instanceof HTMLElement && el.closest('.server-form-stale') ? el : null);
    focused.current = inForm(document.activeElement)?.getAttribute('name') ?? null;
    // Enter still submits (the press waits for the new form); only what would change a field is held.
    const hold = (e: InputEvent) => e.inputType !== 'insertLineBreak' && inForm(e.target) && e.preventDefault();
    const track = (e: Event) => (focused.current = inForm(e.target)?.getAttribute('name') ?? focused.current);
    document.addEventListener('beforeinput', hold, true);
    document.addEventListener('focusin', track);
    return () => {
      document.removeEventListener('beforeinput', hold, true);
      document.removeEventListener('focusin', track);
    };
  }, [stale]);
  useEffect(() => {
    const name = focused.current;
    focused.current = null;
    // The same field of the new form, or (the new method has none) the delivery method just chosen.
    const field = (n: string) => document.querySelector<HTMLElement>(`.server-form [name="${CSS.escape(n)}"]`);
    if (name && document.activeElement === document.body) (field(name) ?? field('deliveryMethod'))?.focus();
  }, [form]);
  const onSubmit = async (values: Readonly<Record<string, string>>, posted: Form) => {
    // Kept until the transfer is paid: a session that ends on this submit, or Back from the pay
    // page, loses nothing the sender typed.
    saveDraft(posted, values, $session.get().ballId);
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
      <FormView
        form={form}
        controller={controller}
        {...gate}
        onSubmit={onSubmit}
        t={formsTranslate}
        aria-label={t('send.formLabel')}
        {...(stale && { className: 'server-form-stale' })}
        onChange={(values, name) => {
          if (name === 'deliveryMethod' && values['deliveryMethod']) onDeliveryMethod(values['deliveryMethod']);
        }}
      />
    </>
  );
}
