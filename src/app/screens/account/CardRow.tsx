import type { StoredCard } from '../../../api/schemas/payment.ts';
import type { AccountTranslate as Translate } from './strings.ts';
import { brandOfSystem } from '../../../domain/card-brand.ts';
import { CardMark } from '../money/CardMark.tsx';

interface Props {
  card: StoredCard;
  t: Translate;
  onRename: () => void;
  onDelete: () => void;
}

/**
 * One saved card (sender-flows §3 Stored card): logo, alias and masked number; an expired card is
 * marked in words as well as colour; its rename and delete buttons name the card for screen readers.
 */
export function CardRow({ card, t, onRename, onDelete }: Props) {
  const noteId = `card-${card.id}-expired`;
  return (
    <li className={card.cardExpired ? 'saved-card expired' : 'saved-card'} data-card-id={card.id}>
      <CardMark brand={brandOfSystem(card.paymentSystem)} />
      <div className="saved-card-text">
        <p className="saved-card-alias">{card.alias}</p>
        <p className="saved-card-pan">
          <span className="visually-hidden">{card.paymentSystem} </span>
          {card.pan}
        </p>
        {card.cardExpired && (
          <p className="saved-card-expired" id={noteId}>
            <span className="status-badge">{t('cards.expired')}</span> {t('cards.expiredNote')}
          </p>
        )}
      </div>
      <div className="saved-card-actions">
        <button type="button" className="link-button" id={`card-${card.id}-rename`} aria-label={t('cards.renameCard', { name: card.alias })} onClick={onRename}>
          {t('cards.rename')}
        </button>
        <button type="button" className="link-button danger" id={`card-${card.id}-delete`} aria-label={t('cards.deleteCard', { name: card.alias })} onClick={onDelete}>
          {t('cards.delete')}
        </button>
      </div>
    </li>
  );
}
