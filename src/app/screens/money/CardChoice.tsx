import { useId } from 'react';
import type { StoredCard } from '../../../api/schemas/payment.ts';
import { useMoneyT } from './strings.ts';

/** The pay form's fields of a new card (sender-flows §3 Card: pan, expiry, cvv; saving it is optional). */
export const NEW_CARD_FIELDS = ['pan', 'exp_date', 'cvv', 'save_card'] as const;

interface Props {
  cards: readonly StoredCard[];
  /** A stored card's id, or 'new'. */
  choice: string;
  onChoose: (choice: string) => void;
}

/**
 * How to pay (sender-flows §3 Stored card, §4 Cards): each saved card by its name, masked number
 * and payment-system logo, expired ones marked and not choosable, or a new card.
 */
export function CardChoice({ cards, choice, onChoose }: Props) {
  const t = useMoneyT();
  const name = useId();
  return (
    <fieldset className="money-cards">
      <legend>{t('pay.cardChoice')}</legend>
      {cards.map((card) => (
        <div key={card.id} className="money-card" data-expired={card.cardExpired || undefined}>
          <input type="radio" id={`${name}-${card.id}`} name={name} value={String(card.id)} checked={choice === String(card.id)}
            disabled={card.cardExpired} aria-describedby={card.cardExpired ? `${name}-${card.id}-expired` : undefined} onChange={() => onChoose(String(card.id))} />
          <label htmlFor={`${name}-${card.id}`}>
            {/* The logo is decoration beside the system's name; one that fails to load is hidden. */}
            <img src={card.logo} alt="" width="32" height="20" onError={(e) => { e.currentTarget.hidden = true; }} />
            <span>{card.alias}</span> <span className="money-pan">{card.paymentSystem} {card.pan}</span>
          </label>
          {card.cardExpired && <span id={`${name}-${card.id}-expired`} className="money-badge">{t('pay.expired')}</span>}
        </div>
      ))}
      <div className="money-card">
        <input type="radio" id={`${name}-new`} name={name} value="new" checked={choice === 'new'} onChange={() => onChoose('new')} />
        <label htmlFor={`${name}-new`}>{t('pay.newCard')}</label>
      </div>
    </fieldset>
  );
}
