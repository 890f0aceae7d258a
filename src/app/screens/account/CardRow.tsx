import { useState } from 'react';
import type { StoredCard } from '../../../api/schemas/payment.ts';
import type { Translate } from '../../strings.ts';

interface Props {
  card: StoredCard;
  t: Translate;
  onRename: () => void;
  onDelete: () => void;
}

/** The payment system's logo from the media host; its name when the image is missing. */
function CardLogo({ card }: { card: StoredCard }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <span className="card-logo card-logo-text" aria-hidden="true">{card.paymentSystem}</span>;
  return <img className="card-logo" src={card.logo} alt="" width="48" height="32" onError={() => setBroken(true)} />;
}

/**
 * One saved card (sender-flows §3 Stored card): logo, alias and masked number; an expired card is
 * marked in words as well as colour; its rename and delete buttons name the card for screen readers.
 */
export function CardRow({ card, t, onRename, onDelete }: Props) {
  const noteId = `card-${card.id}-expired`;
  return (
    <li className={card.cardExpired ? 'saved-card expired' : 'saved-card'} data-card-id={card.id}>
      <CardLogo card={card} />
      <div className="saved-card-text">
        <p className="saved-card-alias">{card.alias}</p>
        <p className="saved-card-pan"><span className="visually-hidden">{card.paymentSystem} </span>{card.pan}</p>
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
