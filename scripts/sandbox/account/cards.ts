// Saved cards (sender-flows §3 Stored card, §4 Cards): page data of /auth/mycards, rename and
// delete. The list itself comes from money/cards.ts, which the pay page shows too. Card errors
// use shape 5 {code, body} (sender-flows §8); someone else's card is answered exactly like an
// unknown one, so ids of other senders cannot be probed.
import type { Form, StoredCard } from '../../../src/api/schemas/index.ts';
import { paths } from '../../../src/api/paths.ts';
import type { Context } from '../context.ts';
import { BadRequest, readForm, sendJson } from '../http.ts';
import { storedCards } from '../money/cards.ts';
import { basePageData } from '../page-data.ts';
import type { Translate } from '../texts.ts';
import { CONTROL_OR_BIDI, field, form } from './forms.ts';

export const ALIAS_MAX_CHARS = 40;

function renameForm(card: StoredCard, t: Translate): Form {
  return form(`cardRename-${card.id}`, paths.cardRename, [
    field('id', 'hidden', String(card.id)),
    field('alias', 'text', card.alias, { mandatory: true, maxLength: ALIAS_MAX_CHARS, placeholder: t('cards.alias') }),
  ]);
}

export function cardsPage(ctx: Context): void {
  const cards = storedCards(ctx.db, ctx.user!.id, ctx.now());
  sendJson(ctx.res, 200, { ...basePageData(ctx, ctx.t('title.cards')), cards, forms: cards.map((card) => renameForm(card, ctx.t)) });
}

const cardError = (status: number, code: string, body: string): BadRequest => new BadRequest(status, { code, body });

/** The id of a card of this sender that is not deleted; 404 otherwise. */
function ownCardId(ctx: Context, raw: string | undefined): number {
  if (!raw || !/^\d{1,15}$/.test(raw)) throw cardError(400, 'INVALID_CARD_ID', 'id must be the whole-number id of a saved card.');
  const id = Number(raw);
  const row = ctx.db.prepare('SELECT id FROM cards WHERE id = ? AND user_id = ? AND deleted_at IS NULL').get(id, ctx.user!.id);
  if (!row) throw cardError(404, 'CARD_NOT_FOUND', ctx.t('cards.error.notFound'));
  return id;
}

/** Trimmed alias of 1 to 40 characters (code points) without control characters. */
function validAlias(ctx: Context, raw: string | undefined): string {
  const alias = (raw ?? '').trim();
  const length = Array.from(alias).length;
  if (length === 0) throw cardError(400, 'ALIAS_REQUIRED', ctx.t('cards.error.aliasRequired'));
  if (length > ALIAS_MAX_CHARS) throw cardError(400, 'ALIAS_TOO_LONG', ctx.t('cards.error.aliasTooLong', { max: ALIAS_MAX_CHARS }));
  if (CONTROL_OR_BIDI.test(alias)) throw cardError(400, 'ALIAS_INVALID', ctx.t('cards.error.aliasInvalid'));
  return alias;
}

export async function renameCard(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, ['id', 'alias']);
  const id = ownCardId(ctx, body['id']);
  const alias = validAlias(ctx, body['alias']);
  ctx.db.prepare('UPDATE cards SET alias = ? WHERE id = ?').run(alias, id);
  sendJson(ctx.res, 200, { cards: storedCards(ctx.db, ctx.user!.id, ctx.now()) });
}

/** Deleting keeps the row (payments made with the card still name it) and hides it everywhere. */
export async function deleteCard(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, ['id']);
  const id = ownCardId(ctx, body['id']);
  ctx.db.prepare('UPDATE cards SET deleted_at = ? WHERE id = ?').run(ctx.now(), id);
  sendJson(ctx.res, 200, { cards: storedCards(ctx.db, ctx.user!.id, ctx.now()) });
}
