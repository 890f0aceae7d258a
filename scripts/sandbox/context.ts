// What a route handler gets and what a route is: the shared types of the sandbox's handlers, apart
// from the request handler that runs them (app.ts), so handlers do not import their own caller.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from './db.ts';
import type { Reference } from './reference.ts';
import type { SessionUser } from './session.ts';
import type { Translate } from './texts.ts';
import type { Lang } from '../../src/i18n/languages.ts';

export interface Context {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  db: Db;
  ref: Reference;
  now: () => number;
  /** https as the visitor sees it: cookies get Secure. */
  secure: boolean;
  /** The signed-in sender, or null. */
  user: SessionUser | null;
  /** The visitor's language (the `lang` header or query) and its texts. */
  lang: Lang;
  t: Translate;
}

type RouteHandler = (ctx: Context) => void | Promise<void>;

export interface Route {
  method: 'GET' | 'POST';
  /** Path with `:name` segments, e.g. `/api/send/:from/:to`; a final `*` matches the rest. */
  path: string;
  /** Signed-out calls get 403 (sender-flows §8). */
  signedIn?: boolean;
  /** A catch-all (page data of any path): skipped when a specific route matched the path with another method. */
  fallback?: boolean;
  handle: RouteHandler;
}
