import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import type { Form } from '../../../api/schemas/form.ts';
import type { Cheque, StoredCard } from '../../../api/schemas/payment.ts';
import { FormView, useServerForm } from '../../../islands/forms/index.ts';
import { navigate } from '../../router.ts';
import { clearDraft } from '../../../stores/transfer-draft.ts';
import type { ScreenProps } from '../../routes-money.ts';
import { formsTranslate } from '../../strings.ts';
import { submitForm } from '../../submit.ts';
import { CardChoice, NEW_CARD_FIELDS } from './CardChoice.tsx';
import { add, parseDecimal, toFixed } from '../../../domain/decimal.ts';
import { currencyDigits, formatMoneyText, parseDisplayAmount } from '../../../domain/money-text.ts';
import { useTag } from './ResultViews.tsx';
import { useMoneyT } from './strings.ts';

const payExtra = z.object({ paymentId: z.int(), fee: z.string(), amountTo: z.string() });

/**
 * Paying a draft transfer (sender-flows §2 /auth/pay, §3 Card, Stored card): what is paid, then a
 * saved card or a new card (number, expiry and cvv with their masks, optionally saved). A paid
 * transfer goes on to its waiting page; a refusal shows the server's error popup and keeps the entries.
 */
export default function PayScreen({ page }: ScreenProps) {
  const data = page.phase === 'ready' ? page.data : null;
  const form = data?.forms?.find((f) => f.name === 'pay');
  if (!data || !form) return null;
  return <PayBody form={form} cards={data.cards ?? []} cheque={data.cheque ?? null} extra={data.extra} />;
}

function PayBody({ form, cards, cheque, extra }: { form: Form; cards: readonly StoredCard[]; cheque: Cheque | null; extra: unknown }) {
  const t = useMoneyT();
  const tag = useTag();
  const controller = useServerForm(form, { t: formsTranslate });
  const usable = cards.filter((c) => !c.cardExpired);
  const [choice, setChoice] = useState<string>(() => controller.values['cardId'] || (usable[0] ? String(usable[0].id) : 'new'));
  const info = payExtra.safeParse(extra);
  useEffect(() => {
    // The radio list below stands for the cardId choice; the new card's fields show only for a new card.
    controller.setShown('cardId', false);
    const fresh = choice === 'new';
    for (const name of NEW_CARD_FIELDS) controller.setShown(name, fresh);
    controller.setValues(fresh ? { cardId: '' } : { cardId: choice, ...Object.fromEntries(NEW_CARD_FIELDS.map((n) => [n, ''])) });
  }, [choice]);
  const onSubmit = async (values: Readonly<Record<string, string>>, posted: Form) => {
    const answer = await submitForm(posted, values);
    if (!answer) return;
    if (answer.ok && answer.redirectTo) {
      // Paid: the send form's draft has done its job; the next transfer starts afresh.
      clearDraft();
      navigate(answer.redirectTo, { replace: true });
      return;
    }
    return answer;
  };
  return (
    <section className="app-screen money-screen" aria-labelledby="pay-title">
      <h1 id="pay-title">{t('pay.title')}</h1>
      {cheque && (
        <dl className="money-summary">
          <div><dt>{t('pay.amount')}</dt><dd>{formatMoneyText(cheque.amountFrom, cheque.amountFromCurrency, tag)}</dd></div>
          {info.success && <div><dt>{t('pay.fee')}</dt><dd>{formatMoneyText(info.data.fee, cheque.amountFromCurrency, tag)}</dd></div>}
          {info.success && <TotalRow label={t('pay.total')} amount={cheque.amountFrom} fee={info.data.fee} currency={cheque.amountFromCurrency} tag={tag} />}
          {info.success && <div><dt>{t('pay.receives', { country: cheque.toCountry.nameEn })}</dt><dd>{formatMoneyText(info.data.amountTo, cheque.amountToCurrency, tag)}</dd></div>}
        </dl>
      )}
      <CardChoice cards={cards} choice={choice} onChoose={setChoice} />
      <FormView form={form} controller={controller} onSubmit={onSubmit} t={formsTranslate} submitLabel={t('pay.submit')} aria-label={t('pay.formLabel')} />
    </section>
  );
}

const exact = (text: string) => parseDecimal(text.trim()) ?? parseDisplayAmount(text);

/** What the card is charged: the amount plus our fee, exact to the currency's minor unit. */
function TotalRow({ label, amount, fee, currency, tag }: { label: string; amount: string; fee: string; currency: string; tag: string }) {
  const a = exact(amount);
  const f = exact(fee);
  if (a === null || f === null) return null;
  const total = toFixed(add(a, f), Math.min(2, currencyDigits(currency)));
  return <div className="money-summary-total"><dt>{label}</dt><dd>{formatMoneyText(total, currency, tag)}</dd></div>;
}
