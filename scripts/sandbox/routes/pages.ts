// Page data of pages no other route describes (sender-flows §7): session and messages, and the
// routing rules of sender-flows §2 (a signed-in user at home or login goes on).
import type { Context, Route } from '../context.ts';
import { BadRequest, sendJson } from '../http.ts';
import { basePageData } from '../page-data.ts';
import { SIGNED_IN_HOME } from './auth.ts';

const GOES_ON_WHEN_SIGNED_IN = new Set(['/', '/login', '/registration']);

function page(ctx: Context): void {
  const path = ctx.url.pathname;
  if (path.startsWith('/api/')) throw new BadRequest(404, { code: 'NOT_FOUND', body: `No sandbox call at ${path.slice(0, 200)}.` });
  const data = basePageData(ctx, '');
  if (ctx.user && GOES_ON_WHEN_SIGNED_IN.has(path)) data.redirectTo = SIGNED_IN_HOME;
  sendJson(ctx.res, 200, data);
}

export const pageRoutes: Route[] = [
  { method: 'GET', path: '/auth/*', signedIn: true, fallback: true, handle: page },
  { method: 'GET', path: '/*', fallback: true, handle: page },
];
