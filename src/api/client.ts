// The backend client (sender-flows §7 calls, §8 error catalogue): form submits, page data and the
// close-message call, with the 497 challenge, 403, redirects, 500 and network failures handled in
// one place. Answers are parsed with the schemas of ./schemas; the UI decides what to show.
import type { z } from 'zod/mini';
import { safeRedirect } from '../domain/safe-redirect.ts';
import { submitPayload } from '../domain/field-validation.ts';
import { closeMessageUrl } from '../domain/server-messages.ts';
import { CHALLENGE_STATUS, API_PREFIX, paths } from './paths.ts';
import type { NormalisedErrors } from './schemas/errors.ts';
import type { PageData, SubmitAnswer } from './schemas/answers.ts';
import type { Form } from './schemas/form.ts';
import type { MessageBody } from './schemas/messages.ts';
import { normaliseErrors, readLogoutAnswer, readPageData, readSubmitAnswer } from './schemas/light.ts';

export type ChallengeOutcome = 'solved' | 'failed';

export interface ClientHooks {
  /** The site's origin (location.origin): redirects must stay on it. */
  origin: string;
  /** Other hosts a redirect may reach (payment pages of card schemes, say). */
  allowedRedirectHosts?: readonly string[];
  fetch?: typeof fetch;
  /**
   * The page's language, sent with every call as the `lang` header (public-site §7), so the
   * backend answers its forms, errors and notices in it; read per call, as the visitor may switch.
   */
  language?: () => string;
  /** 497: show the cloud-challenge modal; resolves once it posts its outcome (sender-flows §4). */
  challenge(): Promise<ChallengeOutcome>;
  /** 403: reset the analytics identity, then /login for page data or the fixed page after a submit. */
  forbidden(during: 'page' | 'submit'): void;
  /** The browser goes to a (checked) redirect target. */
  navigate(target: string): void;
  /** Error reports: refused redirects, answers that fail their schema. */
  report(problem: string, detail?: unknown): void;
}

/** Why a call ended without an answer the screen can use (sender-flows §8). */
export type FailureKind = 'challenge-failed' | 'forbidden' | 'server-error' | 'network' | 'redirected' | 'aborted' | 'invalid-answer';

export class BackendFailure extends Error {
  readonly kind: FailureKind;
  readonly status: number | null;
  constructor(kind: FailureKind, status: number | null, message: string) {
    super(message);
    this.name = 'BackendFailure';
    this.kind = kind;
    this.status = status;
  }
}

export interface Answer<T> {
  /** HTTP status: 2xx, or a 4xx whose body carries errors in one of the five shapes. */
  status: number;
  ok: boolean;
  data: T;
  errors: NormalisedErrors;
  /** redirectTo of the answer once checked (null when absent or refused). */
  redirectTo: string | null;
}

/** Header names a backend may use to point the browser elsewhere (sender-flows §8). */
const REDIRECT_HEADERS = ['x-redirect-url', 'location'] as const;

/** What every call of one client shares: its hooks and the fetch it goes through. */
interface Transport {
  hooks: ClientHooks;
  doFetch: typeof fetch;
}

/** A redirect target once checked (same origin or allowlisted); a refused one is reported. */
function checkedRedirect(hooks: ClientHooks, target: string | null | undefined): string | null {
  if (!target) return null;
  const safe = safeRedirect(target, hooks.origin, hooks.allowedRedirectHosts);
  if (!safe) hooks.report('refused redirect', target);
  return safe;
}

/** The request itself: credentials, no followed redirects, JSON asked for, the page's language. */
/** A request's options, its headers a plain record so that they merge over the defaults. */
type Init = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

async function send(transport: Transport, path: string, init: Init): Promise<Response> {
  const language = transport.hooks.language?.();
  try {
    return await transport.doFetch(new URL(path, transport.hooks.origin), {
      ...init,
      credentials: 'include',
      redirect: 'manual',
      headers: { Accept: 'application/json', ...(language ? { lang: language } : {}), ...init.headers },
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw new BackendFailure('aborted', null, 'request cancelled');
    throw new BackendFailure('network', null, (error as Error).message);
  }
}

/** One exchange with the error catalogue applied; `replayed` marks the replay after a challenge. */
async function exchange(transport: Transport, path: string, init: Init, during: 'page' | 'submit', replayed = false): Promise<Response> {
  const { hooks } = transport;
  const response = await send(transport, path, init);
  if (response.status === CHALLENGE_STATUS) {
    // The request is held; a solved challenge replays it once with the same path and options.
    if (replayed) throw new BackendFailure('challenge-failed', CHALLENGE_STATUS, 'the replay was challenged again');
    if ((await hooks.challenge()) === 'failed') throw new BackendFailure('challenge-failed', CHALLENGE_STATUS, 'challenge failed');
    return exchange(transport, path, init, during, true);
  }
  if (response.status === 403) {
    hooks.forbidden(during);
    throw new BackendFailure('forbidden', 403, 'forbidden');
  }
  const headerTarget = REDIRECT_HEADERS.map((h) => response.headers.get(h)).find(Boolean);
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400) || headerTarget) {
    // An opaque redirect hides its target: going to the same address lets the browser follow it.
    const target = checkedRedirect(hooks, headerTarget ?? (response.type === 'opaqueredirect' ? path : null));
    if (target) hooks.navigate(target);
    throw new BackendFailure('redirected', response.status, `redirected to ${target ?? 'a refused target'}`);
  }
  if (response.status >= 500) throw new BackendFailure('server-error', response.status, `server error ${response.status}`);
  return response;
}

/**
 * How a 2xx answer is checked: its schema, or a zod-free reader of the schema's common shapes with
 * the schema loaded on demand for the rest (the sign-in screen's answers then need no zod).
 */
export type Check<T> = z.ZodMiniType<T> | LightCheck<T>;
/** The zod-free reader first, a route's own reader next (loaded then), the schema (loaded then) last. */
export interface LightCheck<T> {
  light: Light<T>;
  more?: (() => Promise<Light<T>>) | undefined;
  schema: () => Promise<z.ZodMiniType<T>>;
}
/** A zod-free reader: the value as the schema's parse returns it, or undefined for the schema to read. */
export type Light<T> = (json: unknown) => T | undefined;

/** A value read with its check: the zod-free reader, then a route's own (loaded then), then the schema. */
export async function checkValue<T>(check: Check<T>, json: unknown): Promise<{ success: true; data: T } | { success: false; error: z.core.$ZodError }> {
  if (!('light' in check)) return check.safeParse(json);
  const light = check.light(json) ?? (await check.more?.())?.(json);
  return light !== undefined ? { success: true, data: light } : (await check.schema()).safeParse(json);
}

const pageDataCheck: LightCheck<PageData> = { light: readPageData, schema: () => import('./schemas/answers.ts').then((m) => m.pageData) };
const submitAnswerCheck: Check<SubmitAnswer> = { light: readSubmitAnswer, schema: () => import('./schemas/answers.ts').then((m) => m.submitAnswer) };
const logoutAnswerCheck: Check<{ redirectTo?: string | undefined }> = { light: readLogoutAnswer, schema: () => import('./schemas/session.ts').then((m) => m.logoutAnswer) };

/** The answer's JSON: a 4xx as it came (its errors normalised), a 2xx checked against its schema. */
async function read<T>(hooks: ClientHooks, response: Response, check: Check<T>): Promise<Answer<T>> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new BackendFailure('invalid-answer', response.status, 'the answer is not JSON');
  }
  const errors = normaliseErrors(json);
  if (!response.ok) {
    return { status: response.status, ok: false, data: json as T, errors, redirectTo: null };
  }
  const parsed = await checkValue(check, json);
  if (!parsed.success) {
    hooks.report('answer does not match the contract', parsed.error.issues.slice(0, 5));
    throw new BackendFailure('invalid-answer', response.status, 'the answer does not match the contract');
  }
  const data = parsed.data as { redirectTo?: string };
  return { status: response.status, ok: true, data: parsed.data, errors, redirectTo: checkedRedirect(hooks, data.redirectTo) };
}

/** The calls that post: form submits (one in flight per form) and the anti-fraud pairs. */
function postCalls(transport: Transport) {
  const inFlight = new Map<string, AbortController>();
  return {
    /**
     * Posts a form (sender-flows §7 convention): form-encoded under /api, canonical paths when asked,
     * trimmed, empty values left out; an earlier in-flight submit of the same form is cancelled.
     */
    async submit(form: Form, values: Readonly<Record<string, string>>, options: { canonical?: boolean } = {}): Promise<Answer<SubmitAnswer>> {
      inFlight.get(form.name)?.abort();
      const controller = new AbortController();
      inFlight.set(form.name, controller);
      const path = form.action.startsWith(`${API_PREFIX}/`) ? form.action : `${API_PREFIX}${form.action}`;
      try {
        const response = await exchange(
          transport,
          path,
          {
            method: 'POST',
            body: submitPayload(form, values, options).toString(),
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            signal: controller.signal,
          },
          'submit',
        );
        return await read(transport.hooks, response, submitAnswerCheck);
      } finally {
        if (inFlight.get(form.name) === controller) inFlight.delete(form.name);
      }
    },

    /**
     * Posts name/value pairs form-encoded to a path as written (the anti-fraud calls of
     * sender-flows §7 are not under /api), with the same error catalogue as a form submit.
     */
    async post<S extends z.ZodMiniType>(path: string, pairs: Readonly<Record<string, string>>, schema: S): Promise<Answer<z.infer<S>>> {
      const response = await exchange(
        transport,
        path,
        {
          method: 'POST',
          body: new URLSearchParams(pairs).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        },
        'submit',
      );
      return read(transport.hooks, response, schema as z.ZodMiniType<z.infer<S>>);
    },
  };
}

/** The calls that read: page data, other JSON GETs, logout, and closing a message. */
function readCalls(transport: Transport) {
  const { hooks } = transport;
  return {
    /** Page data: GET of the page's path and query, `lang` added when the language changed. */
    async pageData(pathAndQuery: string, options: { lang?: string; reader?: (() => Promise<Light<PageData>>) | undefined } = {}): Promise<Answer<PageData>> {
      const url = new URL(pathAndQuery, hooks.origin);
      if (options.lang) url.searchParams.set('lang', options.lang);
      const response = await exchange(transport, `${url.pathname}${url.search}`, { method: 'GET' }, 'page');
      return read(hooks, response, { ...pageDataCheck, more: options.reader });
    },

    /**
     * A GET answered as JSON under the same error catalogue, read with the caller's schema: calls
     * whose answer is not page data (the signed-in calculator, GET /auth/send/{from}/{to}).
     */
    async get<T>(pathAndQuery: string, check: Check<T>): Promise<Answer<T>> {
      const url = new URL(pathAndQuery, hooks.origin);
      return read(hooks, await exchange(transport, `${url.pathname}${url.search}`, { method: 'GET' }, 'page'), check);
    },

    /** GET /logout (sender-flows §7): only for a signed-in user; the answer says where to go. */
    async logout(): Promise<Answer<{ redirectTo?: string | undefined }>> {
      return read(hooks, await exchange(transport, paths.logout, { method: 'GET' }, 'page'), logoutAnswerCheck);
    },

    /** Closes a message (sender-flows §7): POST with an empty body on the guest or signed-in path. */
    async closeMessage(message: Pick<MessageBody, 'messageId' | 'expires'>, signedIn: boolean): Promise<void> {
      // keepalive: the go-back button may leave the page while the close call is on its way.
      await exchange(transport, closeMessageUrl(message, signedIn), { method: 'POST', keepalive: true }, 'submit');
    },
  };
}

export function createBackendClient(hooks: ClientHooks) {
  const doFetch: typeof fetch = hooks.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const transport: Transport = { hooks, doFetch };
  return { ...postCalls(transport), ...readCalls(transport) };
}

export type BackendClient = ReturnType<typeof createBackendClient>;
