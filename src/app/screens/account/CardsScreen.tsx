import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { SIGNED_IN_HOME } from '../../../domain/auth-routing.ts';
import { focusAfterDelete } from '../../../domain/cards.ts';
import { $cards, updateCards } from '../../../stores/cards.ts';
import { navigate } from '../../router.ts';
import { CardDeleteModal } from './CardDeleteModal.tsx';
import { CardRenameModal } from './CardRenameModal.tsx';
import { CardRow } from './CardRow.tsx';
import type { AccountScreenProps } from './page-extra.ts';
import { useAccountT } from './strings.ts';

/**
 * Saved cards (/auth/mycards, sender-flows §2, §4 Cards): the list with expired cards marked,
 * rename and delete (each in a modal), and adding a card, which happens when paying: the
 * adding-source type is set to 'card' and the sender goes to the send page.
 */
export default function CardsScreen({ page }: AccountScreenProps) {
  const t = useAccountT();
  const { cards } = useStore($cards);
  const data = page.phase === 'ready' ? page.data : null;
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [focusTarget, setFocusTarget] = useState<number | 'heading' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (data) updateCards({ type: 'list', cards: data.cards ?? [] });
  }, [data]);
  useEffect(() => {
    if (focusTarget === null) return;
    (focusTarget === 'heading' ? heading.current : document.getElementById(`card-${focusTarget}-delete`))?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  if (!data) return null;

  const renameCard = cards.find((c) => c.id === renaming);
  const renameForm = data.forms?.find((f) => f.name === `cardRename-${renaming}`);
  const deleteCard = cards.find((c) => c.id === deleting);
  const addCard = () => {
    updateCards({ type: 'adding', sourceType: 'card' });
    navigate(SIGNED_IN_HOME);
  };
  return (
    <section className="app-screen account-screen" aria-labelledby="cards-title">
      <h1 id="cards-title" ref={heading} tabIndex={-1}>
        {t('cards.title')}
      </h1>
      <p>{t('cards.intro')}</p>
      {cards.length === 0 ? (
        <p className="app-notice">{t('cards.empty')}</p>
      ) : (
        <ul className="saved-cards" aria-label={t('cards.listLabel')}>
          {cards.map((card) => (
            <CardRow key={card.id} card={card} t={t} onRename={() => setRenaming(card.id)} onDelete={() => setDeleting(card.id)} />
          ))}
        </ul>
      )}
      <h2>{t('cards.addTitle')}</h2>
      <p>{t('cards.addText')}</p>
      <button type="button" className="button secondary" onClick={addCard}>
        {t('cards.addAction')}
      </button>
      {renameCard && renameForm && <CardRenameModal card={renameCard} form={renameForm} t={t} onClose={() => setRenaming(null)} />}
      {deleteCard && (
        <CardDeleteModal
          card={deleteCard}
          t={t}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setFocusTarget(focusAfterDelete(cards, deleteCard.id) ?? 'heading');
            setDeleting(null);
          }}
        />
      )}
    </section>
  );
}
