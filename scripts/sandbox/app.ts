// The sandbox backend: a request handler implementing the backend contract (README, Backend
// contract) over a node:sqlite database. `createSandbox()` gives the handler the site server
// embeds (`npm start`) or that `scripts/sandbox/main.ts` serves alone.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Db } from './db.ts';
import { BadRequest, isHttps, sendJson } from './http.ts';
import { loadReference } from './reference.ts';
import { applyFault } from './faults.ts';
import { readSession } from './session.ts';
import { seedIfEmpty } from './seed-data.ts';
import { routes } from './routes/index.ts';
import { announcePaymentStatuses } from './money/result.ts';
import { requestLang, textsOf } from './texts.ts';

interface SandboxOptions {
  /** Database file; default data/sandbox.sqlite in the project. ':memory:' for a throwaway one. */
  databasePath?: string;
  /** The clock (epoch ms); tests move it to watch payments change status. */
  now?: () => number;
  /** Receives unexpected errors (bugs); default console.error. */
  onError?: (error: unknown) => void;
  /**
   * The sandbox sits behind a reverse proxy that sets X-Forwarded-Host (the site server with
   * BACKEND_URL pointing here). Off by default: any client can send that header, so without a proxy
   * in front it would let another site pass the cross-origin check. `npm run sandbox` reads
   * SANDBOX_TRUST_PROXY=1.
   */
  trustProxy?: boolean;
}

export interface Sandbox {
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  db: Db;
  close(): void;
}

export const defaultDatabasePath = fileURLToPath(new URL('../../data/sandbox.sqlite', import.meta.url));

/** Matches `path` against a route pattern; returns the named segments or null. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') {
      params['rest'] = got.slice(i).join('/');
      return params;
    }
    const value = got[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) {
      if (value === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return got.length === want.length ? params : null;
}

/**
 * A POST from another site is refused: the session cookie is SameSite=Lax, and this checks Origin
 * too. The host the visitor reached is the Host header, or the proxy's X-Forwarded-Host only when
 * the sandbox is configured to sit behind one (a client-sent header is not believed).
 */
export function crossOrigin(req: IncomingMessage, trustProxy = false): boolean {
  const origin = req.headers.origin;
  if (!origin || req.method !== 'POST') return false;
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-host'] ?? '')
        .split(',')[0]!
        .trim()
    : '';
  const host = forwarded || (req.headers.host ?? '');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const db = openDatabase(options.databasePath ?? defaultDatabasePath);
  const now = options.now ?? Date.now;
  const ref = loadReference();
  const onError = options.onError ?? ((error: unknown) => console.error('sandbox:', error));
  seedIfEmpty(db, ref, now());

  async function handler(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://sandbox.local');
    } catch {
      sendJson(res, 400, { code: 'BAD_URL', body: 'The request target is not a valid URL.' });
      return;
    }
    try {
      if (await applyFault(req, res, url, db, now)) return;
      if (crossOrigin(req, options.trustProxy)) {
        sendJson(res, 403, { errorCode: 'CROSS_ORIGIN', errorMessage: 'Requests from other sites are refused.' });
        return;
      }
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      let allowed: string[] = [];
      for (const route of routes) {
        const params = matchPath(route.path, url.pathname);
        if (!params || (route.fallback && allowed.length > 0)) continue;
        if (route.method !== method) {
          allowed.push(route.method);
          continue;
        }
        const user = readSession(db, req, now());
        const lang = requestLang(req, url);
        const t = textsOf(lang);
        // A payment that finished since the last look reaches the sender as a message on
        // whatever page data they read next (sender-flows §4 Server messages).
        if (user && method === 'GET') announcePaymentStatuses(db, ref, user, now(), t, lang);
        if (route.signedIn && !user) {
          sendJson(res, 403, { errorCode: 'NOT_SIGNED_IN', errorMessage: t('common.signIn') });
          return;
        }
        await route.handle({ req, res, url, params, db, ref, now, secure: isHttps(req), user, lang, t });
        return;
      }
      allowed = [...new Set(allowed)];
      if (allowed.length > 0) sendJson(res, 405, { code: 'METHOD_NOT_ALLOWED', body: `Use ${allowed.join(' or ')}.` }, { Allow: allowed.join(', ') });
      else sendJson(res, 404, { code: 'NOT_FOUND', body: `No sandbox call at ${url.pathname.slice(0, 200)}.` });
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof BadRequest) {
        sendJson(res, error.status, error.body, error.status === 413 ? { Connection: 'close' } : {});
        return;
      }
      onError(error);
      sendJson(res, 500, { errorCode: 'INTERNAL', errorMessage: 'The sandbox failed; see its log.' });
    }
  }

  return { handler, db, close: () => db.close() };
}
