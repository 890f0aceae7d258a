import { describe, expect, it } from 'vitest';
import { cardsReducer, focusAfterDelete, type CardsState } from '../../../src/domain/cards.ts';
import { emailLinkTarget, emailLinkView } from '../../../src/domain/email-links.ts';

const visa = { id: 1, alias: 'Everyday Visa' };
const travel = { id: 2, alias: 'Travel card' };
const spare = { id: 3, alias: 'Spare' };
const start: CardsState<typeof visa> = { cards: [visa, travel, spare], addingSourceType: null };

describe('sender-flows §4 Cards: list update, rename, delete, adding-source type', () => {
  it.each([
    ['a new list replaces the old one', { type: 'list', cards: [travel] }, { cards: [travel], addingSourceType: null }],
    ['an empty list empties it', { type: 'list', cards: [] }, { cards: [], addingSourceType: null }],
    ['rename changes that card only', { type: 'rename', id: 2, alias: 'Holidays' }, { cards: [visa, { id: 2, alias: 'Holidays' }, spare], addingSourceType: null }],
    ['rename of an unknown card changes nothing', { type: 'rename', id: 9, alias: 'X' }, start],
    ['delete removes that card, order kept', { type: 'delete', id: 2 }, { cards: [visa, spare], addingSourceType: null }],
    ['delete of an unknown card changes nothing', { type: 'delete', id: 9 }, start],
    ['adding a card sets the source type', { type: 'adding', sourceType: 'card' }, { ...start, addingSourceType: 'card' }],
    ['adding an account sets the source type', { type: 'adding', sourceType: 'account' }, { ...start, addingSourceType: 'account' }],
    ['adding nothing clears it', { type: 'adding', sourceType: null }, start],
  ] as const)('%s', (_name, action, next) => {
    expect(cardsReducer(start, action as Parameters<typeof cardsReducer<typeof visa>>[1])).toEqual(next);
  });

  it('never changes the state it was given', () => {
    const frozen = Object.freeze({ cards: Object.freeze([visa, travel]), addingSourceType: null });
    expect(() => cardsReducer(frozen, { type: 'delete', id: 1 })).not.toThrow();
    expect(frozen.cards).toHaveLength(2);
  });

  it.each([
    ['the middle card: the next one', [visa, travel, spare], 2, 3],
    ['the first card: the next one', [visa, travel, spare], 1, 2],
    ['the last card: the one before', [visa, travel, spare], 3, 2],
    ['the only card: the heading', [visa], 1, null],
    ['an unknown card: the heading', [visa, travel], 9, null],
  ] as const)('focus after deleting %s', (_name, before, id, focus) => expect(focusAfterDelete(before, id)).toBe(focus));
});

describe('sender-flows §2 email links', () => {
  it.each([
    ['unsubscribe', { valid: true }, 'confirm'],
    ['unsubscribe', { valid: false }, 'failure'],
    ['unsubscribe', {}, 'failure'],
    ['unsubscribe-confirm', { unsubscribed: true }, 'success'],
    ['unsubscribe-confirm', { unsubscribed: false }, 'failure'],
    ['email-confirm', { confirmed: true }, 'success'],
    ['email-confirm', { confirmed: false }, 'failure'],
    ['email-confirm', {}, 'failure'],
  ] as const)('%s with %j shows %s', (link, extra, view) => expect(emailLinkView(link, extra)).toBe(view));

  const origin = 'https://sendora.example';
  it.each([
    ['/', true, { path: '/' }],
    ['/', false, { path: '/' }],
    ['/auth/profile', true, { path: '/auth/profile' }],
    // A signed-out reader signs in first and then lands on the continue link.
    ['/auth/profile', false, { path: '/login', redirectTo: '/auth/profile' }],
    ['/email/unsubscribe/confirm/uns-0k', false, { path: '/email/unsubscribe/confirm/uns-0k' }],
    ['https://sendora.example/auth/profile?x=1', true, { path: '/auth/profile?x=1' }],
    // Other hosts and odd targets are refused: home instead.
    ['https://evil.example/', true, { path: '/' }],
    ['//evil.example/auth/profile', false, { path: '/' }],
    ['javascript:alert(1)', true, { path: '/' }],
    [null, true, { path: '/' }],
    ['', false, { path: '/' }],
  ] as const)('%s (signed in: %s) → %j', (link, signedIn, target) => expect(emailLinkTarget(link, signedIn, origin)).toEqual(target));
});
