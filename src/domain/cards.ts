// Saved cards (sender-flows §3 Card, Stored card; §4 Cards: list update, rename, delete,
// adding-source type). Pure state for the cards screen (src/app/screens/account/CardsScreen.tsx).

/** The kinds of payment source a sender may add (sender-flows §3 payment_info: card or account). */
type AddingSourceType = 'card' | 'account';

interface CardLike {
  id: number;
  alias: string;
}

export interface CardsState<C extends CardLike> {
  cards: readonly C[];
  /** The kind of source being added, null when none is (sender-flows §4 Cards). */
  addingSourceType: AddingSourceType | null;
}

export type CardsAction<C extends CardLike> =
  { type: 'list'; cards: readonly C[] } | { type: 'rename'; id: number; alias: string } | { type: 'delete'; id: number } | { type: 'adding'; sourceType: AddingSourceType | null };

/**
 * sender-flows §4 Cards: a new list replaces the old one (the server's answer is the truth after a
 * rename or delete); rename and delete act on one card by id and leave the others alone.
 */
export function cardsReducer<C extends CardLike>(state: CardsState<C>, action: CardsAction<C>): CardsState<C> {
  switch (action.type) {
    case 'list':
      return { ...state, cards: [...action.cards] };
    case 'rename':
      return { ...state, cards: state.cards.map((card) => (card.id === action.id ? { ...card, alias: action.alias } : card)) };
    case 'delete':
      return { ...state, cards: state.cards.filter((card) => card.id !== action.id) };
    case 'adding':
      return { ...state, addingSourceType: action.sourceType };
  }
}

/**
 * Where keyboard focus goes once a card is deleted (its own buttons are gone): the card that took
 * its place, else the one before it, else null (the screen's heading).
 */
export function focusAfterDelete(before: readonly CardLike[], deletedId: number): number | null {
  const at = before.findIndex((card) => card.id === deletedId);
  if (at === -1) return null;
  return before[at + 1]?.id ?? before[at - 1]?.id ?? null;
}
