import { useEffect, useEffectEvent, useState } from 'react';
import { z } from 'zod/mini';
import type { Form } from '../../../api/schemas/form.ts';
import type { Cheque, StoredCard } from '../../../api/schemas/payment.ts';
import { addEnglish, FormView, useServerForm } from '../../../ui/forms/index.ts';
import cardStrings from '../../../../public/locales/en/validation.json?strings=card-fields';
import { navigate } from '../../router.ts';
import { settleDraft } from '../../../stores/paid-draft.ts';
import type { ScreenProps } from '../../screen-props.ts';
import { formsTranslate } from '../../strings.ts';
import { submitForm } from '../../submit.ts';
import { brandOf, type CardBrand } from '../../../domain/card-brand.ts';
import { cardFieldRules } from '../../../domain/card-field-rules.ts';
import { CardChoice, NEW_CARD_FIELDS } from './CardChoice.tsx';
import { BRAND_NAMES, CardMark } from './CardMark.tsx';
import { PayReview, PayTotal, type Review } from './PayReview.tsx';
import { useTag } from './ResultViews.tsx';
import { useMoneyT } from './strings.ts';
import { TransferSteps } from './TransferSteps.tsx';

const payExtra = z.object({
  paymentId: z.int(),
  fee: z.string(),
  amountTo: z.string(),
  rate: z.optional(z.string()),
  toName: z.optional(z.string()),
  toAccount: z.optional(z.string()),
  deliveryMethod: z.optional(z.string()),
});

/**
 * Paying a draft transfer (sender-flows §2 /auth/pay, §3 Card, Stored card): the review of what is
 * paid, then a saved card or a new card (number, expiry and cvv with their masks, the brand shown
 * as the number is typed, optionally saved). A paid transfer goes on to its waiting page; a refusal
 * shows the server's error popup and keeps the entries.
 */
export default function PayScreen({ page, where }: ScreenProps) {
  const data = page.phase === 'ready' ? page.data : null;
  const form = data?.forms?.find((f) => f.name === 'pay');
  if (!data || !form) return null;
  const review = payExtra.safeParse(data.extra);
  const props = { cheque: data.cheque ?? null, review: review.success ? review.data : null };
  // The review comes first; the card is its own step (#card), so Back returns to the review.
  return where.hash === CARD_STEP ? (
    <PayBody form={form} cards={data.cards ?? []} {...props} onReview={() => (where.state.stepped ? history.back() : navigate(`${where.path}${where.search}`, { replace: true }))} />
  ) : (
    <ReviewStep {...props} onContinue={() => navigate(`${where.path}${where.search}${CARD_STEP}`, { state: { stepped: true } })} />
  );
}

const CARD_STEP = '#card';
type Reviewed = { cheque: Cheque | null; review: Review | null };

/** The review step: every figure of the transfer, then on to paying (or back to edit it). */
function ReviewStep({ cheque, review, onContinue }: Reviewed & { onContinue: () => void }) {
  const t = useMoneyT();
  const tag = useTag();
  return (
    <section className="app-screen money-screen pay-screen" aria-labelledby="pay-title">
      <TransferSteps current={1} />
      <h1 id="pay-title">{t('pay.review')}</h1>
      {cheque && <PayReview cheque={cheque} review={review} tag={tag} />}
      <button type="button" className="button pay-continue" onClick={onContinue}>
        {t('pay.continue')}
      </button>
    </section>
  );
}

/** The new card's checks (Luhn, expiry, security code) travel with this screen, not with every form. */
addEnglish('validation', cardStrings);
const CARD_RULES = cardFieldRules();

function PayBody({ form, cards, cheque, review, onReview }: Reviewed & { form: Form; cards: readonly StoredCard[]; onReview: () => void }) {
  const t = useMoneyT();
  const tag = useTag();
  const controller = useServerForm(form, { t: formsTranslate, fieldRules: CARD_RULES });
  const usable = cards.filter((c) => !c.cardExpired);
  const [choice, setChoice] = useState<string>(() => controller.values['cardId'] || (usable[0] ? String(usable[0].id) : 'new'));
  const brand = brandOf(controller.values['pan'] ?? '');
  // The card list below stands for the cardId choice; the new card's fields show only for a new card.
  const showChoice = useEffectEvent((choice: string) => {
    controller.setShown('cardId', false);
    const fresh = choice === 'new';
    for (const name of NEW_CARD_FIELDS) controller.setShown(name, fresh);
    controller.setValues(fresh ? { cardId: '' } : { cardId: choice, ...Object.fromEntries(NEW_CARD_FIELDS.map((n) => [n, ''])) });
  });
  useEffect(() => showChoice(choice), [choice]);
  const onSubmit = async (values: Readonly<Record<string, string>>, posted: Form) => {
    const answer = await submitForm(posted, values);
    if (!answer) return;
    if (answer.ok && answer.redirectTo) {
      // Paid: the send form's draft has done its job (kept for this payment's 'Send again'); the next transfer starts afresh.
      settleDraft(Number(values['paymentId']));
      navigate(answer.redirectTo, { replace: true });
      return;
    }
    return answer;
  };
  return (
    <section className="app-screen money-screen pay-screen" aria-labelledby="pay-title">
      <TransferSteps current={2} />
      <h1 id="pay-title">{t('pay.title')}</h1>
      {cheque && <PayTotal cheque={cheque} review={review} tag={tag} onReview={onReview} />}
      <CardChoice cards={cards} choice={choice} onChoose={setChoice} />
      <FormView
        form={form}
        controller={controller}
        onSubmit={onSubmit}
        t={formsTranslate}
        submitLabel={t('pay.submit')}
        aria-label={t('pay.formLabel')}
        className={choice === 'new' ? 'pay-form pay-form-new' : 'pay-form'}
        adornments={{ pan: <TypedBrand brand={brand} /> }}
      />
    </section>
  );
}

/** The new card's brand as its number is typed: the mark in the box, the name told to screen readers. */
function TypedBrand({ brand }: { brand: CardBrand | null }) {
  return (
    <span className="pay-typed-brand" data-brand={brand ?? undefined}>
      <CardMark brand={brand} />
      <span className="visually-hidden" aria-live="polite">
        {brand ? BRAND_NAMES[brand] : ''}
      </span>
    </span>
  );
}
