import { atom } from 'nanostores';
import type { StoredCard } from '../api/schemas/payment.ts';
import { cardsReducer, type CardsAction, type CardsState } from '../domain/cards.ts';

/**
 * The saved cards (sender-flows §4 Cards: list update, rename, delete, adding-source type), shared
 * by the cards screen and whatever screen adds a source: the cards screen sets the adding-source
 * type to 'card' before it sends the sender to pay, where a card is saved (README, Backend contract).
 */
export const $cards = atom<CardsState<StoredCard>>({ cards: [], addingSourceType: null });

export function updateCards(action: CardsAction<StoredCard>): void {
  $cards.set(cardsReducer($cards.get(), action));
}
