/**
 * The sync's HTTP client: GET + JSON with a per-request timeout, bounded retries with exponential
 * backoff and jitter, `Retry-After` on 429 (seconds or HTTP date, capped), a concurrency limit
 * shared by every service, and one run-wide abort so the first fatal failure stops everything.
 *
 * Outcomes:
 * - `{ kind: 'ok' }` with the parsed body;
 * - `{ kind: 'not-found' }` for 404 (the caller decides: a locale the service does not have);
 * - throws `MalformedBodyError` when a 2xx body stayed unparseable after every attempt (a content
 *   problem: the caller keeps the previous version of that file);
 * - throws `FetchError` for everything else (unreachable, timeouts and 5xx past the last attempt,
 *   401/403/400...): the run fails and the snapshot is left alone.
 */

export interface HttpOptions {
  /** Per-attempt time limit (headers and body), ms. */
  timeoutMs: number;
  /** Attempts per request, the first one included. */
  attempts: number;
  /** First backoff delay, ms; doubles each attempt, up to backoffMaxMs, with jitter. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Longest wait a `Retry-After` may impose, ms. */
  retryAfterCapMs: number;
  /** Requests in flight at once, all services together. */
  concurrency: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
  /** In [0, 1); injectable so tests get deterministic jitter. */
  random: () => number;
  log: (message: string) => void;
}

export type JsonResult = { kind: 'ok'; body: unknown; url: string; status: number } | { kind: 'not-found'; url: string };
export type BytesResult = { kind: 'ok'; body: Buffer; url: string; status: number } | { kind: 'not-found'; url: string };

export interface RequestInit {
  /** Human name of the service for messages, e.g. "content service (CMS_URL)". */
  service: string;
  headers?: Record<string, string>;
}

/** A request that could not be completed: the run cannot produce a trustworthy snapshot. */
export class FetchError extends Error {
  override name = 'FetchError';
  url: string;
  service: string;
  status: number | undefined;
  constructor(message: string, url: string, service: string, status?: number) {
    super(message);
    this.url = url;
    this.service = service;
    this.status = status;
  }
}

/** A 2xx answer whose body never parsed as JSON. */
export class MalformedBodyError extends Error {
  override name = 'MalformedBodyError';
  url: string;
  constructor(message: string, url: string) {
    super(message);
    this.url = url;
  }
}

/** Resolves after ms, or rejects as soon as signal aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A counting semaphore: at most n functions run at once, the rest wait in order. */
export function createLimiter(n: number) {
  let active = 0;
  const queue: Array<() => void> = [];
  return async function limit<T>(fn: () => Promise<T>): Promise<T> {
    if (active < n) active++;
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await fn();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = queue.shift();
      if (next) next();
      else active--;
    }
  };
}

/** `Retry-After` as ms from now: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Exponential backoff with "equal jitter": half the step fixed, half random. */
export function backoffDelay(attempt: number, options: Pick<HttpOptions, 'backoffBaseMs' | 'backoffMaxMs' | 'random'>): number {
  const step = Math.min(options.backoffMaxMs, options.backoffBaseMs * 2 ** (attempt - 1));
  return Math.round(step / 2 + (step / 2) * options.random());
}

type Attempt =
  | { kind: 'ok'; body: unknown; status: number }
  | { kind: 'not-found' }
  | { kind: 'retry'; reason: string; status?: number; retryAfterMs?: number; malformed?: boolean }
  | { kind: 'fatal'; reason: string; status: number };

export interface HttpClient {
  getJson(url: string, init: RequestInit): Promise<JsonResult>;
  /** A file as it is (media), under the same limits, retries and abort. */
  getBytes(url: string, init: RequestInit): Promise<BytesResult>;
  /** Stops every pending and future request (the run failed). */
  abort(reason: unknown): void;
  readonly signal: AbortSignal;
  /** Counters for the summary. */
  readonly stats: { requests: number; retries: number };
}

export function createHttpClient(options: HttpOptions): HttpClient {
  const limit = createLimiter(options.concurrency);
  const controller = new AbortController();
  /** Per origin: no request starts before this time (set by a 429). */
  const pausedUntil = new Map<string, number>();
  const stats = { requests: 0, retries: 0 };

  async function attemptOnce(url: string, init: RequestInit, as: 'json' | 'bytes'): Promise<Attempt> {
    // Queued behind the limiter while the run was failing: do not start.
    if (controller.signal.aborted) throw controller.signal.reason;
    stats.requests++;
    const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(options.timeoutMs)]);
    let response: Response;
    let text: string;
    let bytes: Buffer | undefined;
    try {
      response = await fetch(url, { headers: { accept: as === 'json' ? 'application/json' : '*/*', 'user-agent': 'remit-web-sync', ...init.headers }, signal, redirect: 'follow' });
      if (as === 'bytes' && response.ok) {
        bytes = Buffer.from(await response.arrayBuffer());
        text = '';
      } else text = await response.text();
    } catch (error) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the awaited call may have aborted it
      if (controller.signal.aborted) throw controller.signal.reason;
      const err = error as Error & { cause?: { code?: string; message?: string } };
      if (err.name === 'TimeoutError') return { kind: 'retry', reason: `timed out after ${options.timeoutMs} ms` };
      const cause = err.cause?.code ?? err.cause?.message ?? err.message;
      return { kind: 'retry', reason: `unreachable (${cause})` };
    }
    const status = response.status;
    if (status === 404) return { kind: 'not-found' };
    if (status === 429) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), options.now());
      return { kind: 'retry', reason: '429 Too Many Requests', status, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
    }
    if (status >= 500 || status === 408) {
      // 503 may say when to come back, too.
      const retryAfterMs = status === 503 ? parseRetryAfter(response.headers.get('retry-after'), options.now()) : undefined;
      return { kind: 'retry', reason: `${status} ${response.statusText}`.trim(), status, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
    }
    if (status < 200 || status >= 300) {
      const hint = status === 401 || status === 403 ? ' (check the access token)' : '';
      return { kind: 'fatal', reason: `${status} ${response.statusText}${hint}: ${text.slice(0, 200)}`.trim(), status };
    }
    if (bytes) return { kind: 'ok', body: bytes, status };
    try {
      return { kind: 'ok', body: JSON.parse(text), status };
    } catch (error) {
      // Usually a truncated transfer: worth another attempt.
      return { kind: 'retry', reason: `body is not valid JSON (${(error as Error).message})`, status, malformed: true };
    }
  }

  async function get(url: string, init: RequestInit, as: 'json' | 'bytes'): Promise<JsonResult> {
    const origin = new URL(url).origin;
    let waitedOwnPause = false;
    for (let attempt = 1; ; attempt++) {
      if (controller.signal.aborted) throw controller.signal.reason;
      const wait = (pausedUntil.get(origin) ?? 0) - options.now();
      if (wait > 0 && !waitedOwnPause) await options.sleep(wait, controller.signal);
      waitedOwnPause = false;
      const outcome = await limit(() => attemptOnce(url, init, as));
      if (outcome.kind === 'ok') return { kind: 'ok', body: outcome.body, url, status: outcome.status };
      if (outcome.kind === 'not-found') return { kind: 'not-found', url };
      if (outcome.kind === 'fatal') throw new FetchError(`${init.service}: GET ${url} failed: ${outcome.reason}`, url, init.service, outcome.status);
      if (attempt >= options.attempts) {
        if (outcome.malformed) throw new MalformedBodyError(outcome.reason, url);
        throw new FetchError(`${init.service}: GET ${url} failed after ${attempt} attempt${attempt === 1 ? '' : 's'}: ${outcome.reason}`, url, init.service, outcome.status);
      }
      let delay: number;
      if (outcome.retryAfterMs !== undefined) {
        delay = Math.min(outcome.retryAfterMs, options.retryAfterCapMs);
        // Everyone talking to this origin waits too: the limit is per client, not per request.
        pausedUntil.set(origin, Math.max(pausedUntil.get(origin) ?? 0, options.now() + delay));
        waitedOwnPause = true;
      } else {
        delay = backoffDelay(attempt, options);
      }
      stats.retries++;
      options.log(`retry ${attempt}/${options.attempts - 1} in ${delay} ms: GET ${url}: ${outcome.reason}`);
      await options.sleep(delay, controller.signal);
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the awaited call may have aborted it
      if (controller.signal.aborted) throw controller.signal.reason;
    }
  }

  return {
    getJson: (url, init) => get(url, init, 'json'),
    getBytes: (url, init) => get(url, init, 'bytes') as Promise<BytesResult>,
    abort: (reason) => controller.abort(reason),
    signal: controller.signal,
    stats,
  };
}
