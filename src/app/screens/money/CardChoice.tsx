import { useId } from 'react';
import type { StoredCard } from '../../../api/schemas/payment.ts';
import { brandOfSystem } from '../../../domain/card-brand.ts';
import { BRAND_NAMES, CardMark } from './CardMark.tsx';
import { useMoneyT } from './strings.ts';
import './pay.css';

/** The pay form's fields of a new card (sender-flows §3 Card: pan, expiry, cvv; saving it is optional). */
export const NEW_CARD_FIELDS = ['pan', 'exp_date', 'cvv', 'save_card'] as const;

interface Props {
  cards: readonly StoredCard[];
  /** A stored card's id, or 'new'. */
  choice: string;
  onChoose: (choice: string) => void;
}

/**
 * How to pay (sender-flows §3 Stored card, §4 Cards): each saved card as a card to pick, with its
 * network's mark, name and masked number; an expired one is shown, not choosable, with the reason;
 * last, a new card. Native radios under the look, so arrows, Tab and screen readers work as usual.
 */
export function CardChoice({ cards, choice, onChoose }: Props) {
  const t = useMoneyT();
  const name = useId();
  return (
    <fieldset className="pay-options">
      <legend>{t('pay.cardChoice')}</legend>
      {cards.map((card) => {
        const brand = brandOfSystem(card.paymentSystem);
        const id = `${name}-${card.id}`;
        return (
          <div key={card.id} className="pay-option" data-expired={card.cardExpired || undefined}>
            <input
              type="radio"
              id={id}
              name={name}
              value={String(card.id)}
              checked={choice === String(card.id)}
              disabled={card.cardExpired}
              aria-describedby={card.cardExpired ? `${id}-why` : undefined}
              onChange={() => onChoose(String(card.id))}
            />
            <label htmlFor={id}>
              <CardMark brand={brand} />
              <span className="pay-option-text">
                <span className="pay-option-title">
                  {card.alias}
                  <span className="visually-hidden">, </span>
                </span>
                <span className="pay-option-detail">
                  {brand ? BRAND_NAMES[brand] : card.paymentSystem} <span className="pay-pan">{card.pan}</span>
                </span>
              </span>
              {card.cardExpired && (
                <span className="money-badge">
                  <span className="visually-hidden">, </span>
                  {t('pay.expired')}
                </span>
              )}
            </label>
            {card.cardExpired && (
              <p id={`${id}-why`} className="pay-option-why">
                {t('pay.expiredReason')}
              </p>
            )}
          </div>
        );
      })}
      <div className="pay-option">
        <input type="radio" id={`${name}-new`} name={name} value="new" checked={choice === 'new'} onChange={() => onChoose('new')} />
        <label htmlFor={`${name}-new`}>
          <CardMark brand={null} />
          <span className="pay-option-text">
            <span className="pay-option-title">{t('pay.newCard')}</span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
