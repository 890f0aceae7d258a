// Closing a message (sender-flows §7): POST {closeMessagePath}?messageId={id}&expire{expires},
// empty body; guests and signed-in users have their own path.
import type { Context, Route } from '../context.ts';
import { BadRequest, readBody, sendJson } from '../http.ts';

async function close(ctx: Context): Promise<void> {
  await readBody(ctx.req, 0).catch(() => {
    throw new BadRequest(400, { code: 'BODY_NOT_EMPTY', body: 'Closing a message takes an empty body.' });
  });
  const raw = ctx.url.searchParams.get('messageId') ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw new BadRequest(400, { code: 'INVALID_MESSAGE_ID', body: 'messageId must be a positive whole number.' });
  // Guests have no stored messages: closing is acknowledged so the interface can drop it.
  if (!ctx.user) {
    sendJson(ctx.res, 200, { closed: true });
    return;
  }
  const result = ctx.db.prepare('UPDATE messages SET closed_at = ? WHERE id = ? AND user_id = ? AND closable = 1 AND closed_at IS NULL').run(ctx.now(), Number(raw), ctx.user.id);
  if (result.changes === 0) throw new BadRequest(404, { code: 'MESSAGE_NOT_FOUND', body: 'No open closable message with this id.' });
  sendJson(ctx.res, 200, { closed: true });
}

export const messageRoutes: Route[] = [
  { method: 'POST', path: '/message/close.action', handle: close },
  { method: 'POST', path: '/auth/message/close.action', signedIn: true, handle: close },
];
