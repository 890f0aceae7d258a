// Fault switches for tests (catalogue.ts FAULTS): header X-Sandbox-Fault or query sandboxFault.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHALLENGE_STATUS, paths } from '../../src/api/paths.ts';
import { SLOW_DEFAULT_MS, SLOW_MAX_MS } from './catalogue.ts';
import { parseCookies, sendJson } from './http.ts';
import type { Db } from './db.ts';

/** Set by the challenge page once solved; calls with it pass the `challenge` fault. */
export const CHALLENGE_COOKIE = 'sandbox_challenge_passed';

function faultOf(req: IncomingMessage, url: URL): string | null {
  const header = req.headers['x-sandbox-fault'];
  const value = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('sandboxFault');
  return value ? value.trim().toLowerCase() : null;
}

/** Applies the requested fault. True when the answer was given (or the connection dropped). */
export async function applyFault(req: IncomingMessage, res: ServerResponse, url: URL, _db: Db, _now: () => number): Promise<boolean> {
  const fault = faultOf(req, url);
  if (!fault) return false;
  if (fault === 'challenge') {
    if (url.pathname === paths.cloudChallenge || parseCookies(req)[CHALLENGE_COOKIE] === '1') return false;
    sendJson(res, CHALLENGE_STATUS, { code: 'CHALLENGE_REQUIRED', body: 'Solve the cloud challenge, then repeat the request.' });
    return true;
  }
  if (fault === 'forbidden') {
    sendJson(res, 403, { errorCode: 'FORBIDDEN', errorMessage: 'Access denied (sandbox fault).' });
    return true;
  }
  if (fault === 'error') {
    sendJson(res, 500, { errorCode: 'INTERNAL', errorMessage: 'Internal error (sandbox fault).' });
    return true;
  }
  if (fault === 'drop') {
    req.socket.destroy();
    return true;
  }
  const slow = /^slow(?:-(\d{1,5}))?$/.exec(fault);
  if (slow) {
    const ms = Math.min(slow[1] ? Number(slow[1]) : SLOW_DEFAULT_MS, SLOW_MAX_MS);
    const aborted = new AbortController();
    res.once('close', () => aborted.abort());
    await sleep(ms, undefined, { signal: aborted.signal }).catch(() => undefined);
    if (aborted.signal.aborted) return true;
    return false;
  }
  sendJson(res, 400, { code: 'UNKNOWN_FAULT', body: `Unknown sandbox fault "${fault.slice(0, 32)}"; use challenge, forbidden, error, slow, slow-{ms} or drop.` });
  return true;
}
