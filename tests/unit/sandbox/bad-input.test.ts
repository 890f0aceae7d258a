// The bad-input sweep (issue 3, Persistence and robustness): every route of routes/index.ts, so
// routes added later are swept too, gets malformed bodies, hostile path segments and hostile
// queries, signed in and signed out. No answer may be a 5xx or a crash; every 4xx must be one of
// the five error shapes of sender-flows §8.
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { inviteAcceptAnswer, normaliseErrors } from '../../../src/api/schemas/index.ts';
import { deskErrorAnswer } from '../../../src/api/schemas/support-request.ts';
import type { Route } from '../../../scripts/sandbox/context.ts';
import { TEST_CARDS, TEST_EMAIL_CODES, TEST_IDENTITY_CHECKS, TEST_REQUEST_KEYS, testUser } from '../../../scripts/sandbox/catalogue.ts';
import { MAX_BODY_BYTES } from '../../../scripts/sandbox/http.ts';
import { routes } from '../../../scripts/sandbox/routes/index.ts';
import { startSession } from '../../../scripts/sandbox/session.ts';
import { startSandbox } from './harness.ts';

const sandbox = await startSandbox();
let stopped = false;
afterAll(async () => {
  if (!stopped) await sandbox.stop();
});
const port = Number(new URL(sandbox.url).port);
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

interface Probe {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Sent without Content-Length, so only the streaming limit can stop it. */
  chunked?: boolean;
  /** The input is malformed whatever the route does with it: only a 4xx is right. */
  mustRefuse?: boolean;
}

interface Result {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  error?: string;
}

function send(probe: Probe): Promise<Result> {
  return new Promise((resolve) => {
    const body = probe.body === undefined ? undefined : Buffer.from(probe.body);
    const headers: Record<string, string> = { Accept: 'application/json', ...probe.headers };
    if (body && !probe.chunked) headers['Content-Length'] = String(body.length);
    let answered = false;
    const req = http.request({ host: '127.0.0.1', port, method: probe.method, path: probe.path, headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => resolve({ status: 0, headers: {}, text: '', error: error.message }));
    });
    // The server may close after refusing an oversize body while it is still being written.
    req.on('error', (error) => {
      if (!answered) resolve({ status: 0, headers: {}, text: '', error: error.message });
    });
    if (body) req.write(body);
    req.end();
  });
}

/**
 * Calls whose contract has its own refusal (public-site §7 invite: a non-zero code with a message;
 * the support desk's request: its `{error, description, details?}`).
 */
const refusedInOwnShape = (json: unknown): boolean => {
  const invite = inviteAcceptAnswer.safeParse(json);
  return (invite.success && invite.data.code !== 0 && Boolean(invite.data.message)) || deskErrorAnswer.safeParse(json).success;
};

/** What is wrong with an answer, or null. */
function verdict(probe: Probe, result: Result): string | null {
  if (result.error) return `no answer (${result.error})`;
  const { status } = result;
  if (status >= 500) return `status ${status}: ${result.text.slice(0, 200)}`;
  if (probe.mustRefuse && status < 400) return `status ${status} for malformed input`;
  const type = result.headers['content-type'] ?? '';
  if (status >= 300 && status < 400) {
    const location = result.headers.location ?? '';
    return location.startsWith('/') && !location.startsWith('//') ? null : `redirect to ${location}`;
  }
  if (status === 204) return null;
  if (status < 300 && probe.method === 'GET' && type.startsWith('text/html')) return null;
  if (!type.startsWith('application/json')) return `status ${status} with ${type || 'no content type'}`;
  let json: unknown;
  try {
    json = JSON.parse(result.text);
  } catch {
    return `status ${status} with a body that is not JSON`;
  }
  if (status >= 400) {
    const errors = normaliseErrors(json);
    if (!errors.server && Object.keys(errors.fields).length === 0 && !refusedInOwnShape(json)) return `status ${status} in no known error shape: ${result.text.slice(0, 200)}`;
    return null;
  }
  return typeof json === 'object' && json !== null ? null : `status ${status} with a JSON ${typeof json}`;
}

/** One line per route and kind of failure, with how often it happened. */
function summary(failures: string[]): string[] {
  const counts = new Map<string, number>();
  for (const failure of failures) {
    const key = failure.replace(/ \[(signed|param).*?\]: /, ': ').slice(0, 240);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n}× ${key}`);
}

/** Runs the probes a few at a time; returns the failures. */
async function sweep(probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  for (let i = 0; i < probes.length; i += 16) {
    const batch = probes.slice(i, i + 16);
    const results = await Promise.all(batch.map(send));
    batch.forEach((probe, j) => {
      const wrong = verdict(probe, results[j]!);
      if (wrong) failures.push(`${probe.method} ${probe.path.slice(0, 120)} [${probe.label}]: ${wrong}`);
    });
  }
  return failures;
}

// A fresh session per route, made in the database: fast, and a route that ends its session
// (GET /logout) cannot sign the rest of the sweep out.
const regularId = (sandbox.sandbox.db.prepare('SELECT id FROM users WHERE phone = ?').get(testUser('regular').phone) as { id: number }).id;
function sessionCookie(): string {
  const [session] = startSession(sandbox.sandbox.db, regularId, sandbox.clock.now, false);
  return `${session!.split(';')[0]!}; authUser=1`;
}

// Path parameters: a value each route accepts, then hostile ones (already percent-encoded).
const SAMPLE_PARAMS: Record<string, string> = {
  from: 'gb',
  to: 'ph',
  key: TEST_REQUEST_KEYS.open,
  requestKey: TEST_REQUEST_KEYS.open,
  uuid: TEST_IDENTITY_CHECKS.intro,
  documentType: 'passport',
  userType: 'ca',
  docCheck: 'onfido',
  code: TEST_EMAIL_CODES.unsubscribe,
  slug: 'canada-interac',
  id: '1',
  rest: 'x',
};
const enc = encodeURIComponent;
const HOSTILE_SEGMENTS = [
  enc("' OR 1=1 --"),
  enc('1; DROP TABLE users'),
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A',
  '%00',
  '%FF%FE',
  enc('<script>alert(1)</script>'),
  enc('💳'),
  '-1',
  '1e999',
  '99999999999999999999999',
  'x'.repeat(5000),
];

function fillPath(route: Route, hostileAt: number | null, hostile: string): string {
  let index = -1;
  return route.path
    .split('/')
    .map((part) => {
      if (part !== '*' && !part.startsWith(':')) return part;
      index++;
      if (index === hostileAt) return hostile;
      return part === '*' ? SAMPLE_PARAMS['rest']! : (SAMPLE_PARAMS[part.slice(1)] ?? '1');
    })
    .join('/');
}

function pathsOf(route: Route): Array<{ label: string; path: string }> {
  const params = route.path.split('/').filter((part) => part === '*' || part.startsWith(':')).length;
  const out = [{ label: 'sample path', path: fillPath(route, null, '') }];
  for (let at = 0; at < params; at++) for (const hostile of HOSTILE_SEGMENTS) out.push({ label: `param ${at} = ${hostile.slice(0, 24)}`, path: fillPath(route, at, hostile) });
  return out;
}

// Query names the handlers read (sender-flows §7 and public-site §7), each given hostile values.
const QUERY_NAMES = [
  'fromCurrId',
  'toCurrId',
  'isFrom',
  'page',
  'messageId',
  'expire',
  'lang',
  'code',
  'query',
  'locale',
  'n',
  'mode',
  'from_page',
  'docCheckResult',
  'customErrorInfo',
  'per_page',
  'paymentId',
  'id',
  'uuid',
  'key',
];
const HOSTILE_QUERIES = [
  '?%E0%A4%A=%E0%A4%A&%=%&%%%',
  `?${QUERY_NAMES.map((n) => `${n}=${enc("' OR 1=1 --")}`).join('&')}`,
  `?${QUERY_NAMES.map((n) => `${n}=abc&${n}=-1&${n}=1e999`).join('&')}`,
  `?${QUERY_NAMES.map((n) => `${n}=..%2F..%2Fetc%2Fpasswd&${n}=%00`).join('&')}`,
  `?${QUERY_NAMES.map((n) => `${n}=${'9'.repeat(400)}`).join('&')}`,
  `?q=${'x'.repeat(5000)}`,
];

// Values every field of every form gets, one field at a time.
const HOSTILE_VALUES = [
  '',
  'abc',
  '-1',
  '1.5',
  '1e999',
  'NaN',
  '99999999999999999999999',
  "' OR 1=1 --",
  '1; DROP TABLE users',
  'x'.repeat(10_000),
  'a\u0000b',
  'a\u0007\u001b[31m',
  '\u202eabc',
  '<script>alert(1)</script>',
  '%E0%A4%A',
  '💳'.repeat(50),
];
const HOSTILE_JSON_VALUES: unknown[] = [...HOSTILE_VALUES, 123, -1, 1e308, true, null, [], {}, ['a'], { $gt: '' }];

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
type Values = Record<string, string | number | boolean>;
const encode = (kind: 'form' | 'json', values: Values): string => (kind === 'json' ? JSON.stringify(values) : new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString());
const form = (entries: Array<[string, string]>): string => new URLSearchParams(entries).toString();

// Field names of the contract; the names of every form the page data shows are added to them.
const FIELD_NAMES = new Set([
  'id',
  'alias',
  'phone',
  'email',
  'marketing_emails',
  'password',
  'captcha',
  'name',
  'surname',
  'country',
  'invite_code',
  'agree',
  'text',
  'message',
  'exception',
  'uuid',
  'ticketId',
  'senderBalId',
  'toName',
  'toNameF',
  'recipientCountry',
  'scenarioId',
  'currentScenarioId',
  'articleId',
  'userEmail',
  'locale',
  'isUpVote',
  'amount',
  'fromAmount',
  'toAmount',
  'from_amount',
  'to_amount',
  'deliveryMethod',
  'paymentSourceFromMethod',
  'toPrvId',
  'fromPrvId',
  'pan',
  'cvv',
  'exp_date',
  'paymentId',
  'company',
  'kind',
  'lang',
  'solved',
  'result',
  'token',
  'cardId',
  'save_card',
  'currency',
  'comment',
  'recipientType',
  'keepAmount',
  'fromCurrId',
  'toCurrId',
  'sourceCodeFrom',
  'pay_promo_code',
  'to_name',
  'to_name_f',
  'to_account',
]);
/**
 * Acceptable values, so that a hostile value in one field reaches that field's check instead of
 * stopping at a missing other field. The phone has no account: failed sign-ins cannot lock anyone.
 * The card is the declined test card: a payment passes every check, then stays unpaid.
 */
const BASELINE: Values = {
  id: '1',
  alias: 'Card',
  phone: '447700900123',
  email: 'ada@example.com',
  marketing_emails: 'true',
  password: 'Sandbox-2026',
  name: 'Ada',
  surname: 'Lovelace',
  country: '826',
  invite_code: 'INV1001',
  agree: 'on',
  text: 'Money is on its way',
  message: '/auth/mycards',
  exception: 'TypeError: x is undefined',
  uuid: TEST_IDENTITY_CHECKS.intro,
  ticketId: '1',
  senderBalId: '1',
  toName: 'Maria',
  toNameF: 'Santos',
  recipientCountry: 'ph',
  scenarioId: '1',
  currentScenarioId: '1',
  articleId: 1,
  userEmail: 'ada@example.com',
  locale: 'en-gb',
  isUpVote: true,
  company: 'Acme',
  kind: 'enterprise',
  lang: 'en',
  result: 'solved',
  pan: TEST_CARDS.declined,
  exp_date: '12/29',
  cvv: '123',
  currency: '826',
  comment: 'Rent',
  amount: '20',
  // The send form's recipient, under its canonical paths (sender-flows §3 Form field).
  'toValues[to_name]': 'Maria',
  'toValues[to_name_f]': 'Santos',
  'toValues[to_account]': 'PH12 3456 7890 1234',
};

/** Values of the forms the page data shows, by action path (they override BASELINE). */
const FORM_VALUES = new Map<string, Record<string, string>>();
function collectForms(json: unknown): void {
  if (Array.isArray(json)) json.forEach(collectForms);
  else if (json && typeof json === 'object') {
    const o = json as Record<string, unknown>;
    if (typeof o['action'] === 'string' && Array.isArray(o['fields']) && !FORM_VALUES.has(o['action'])) {
      const values: Record<string, string> = {};
      for (const f of o['fields'] as Array<Record<string, unknown>>) {
        if (typeof f['name'] !== 'string') continue;
        const name = typeof f['canonicalPath'] === 'string' ? f['canonicalPath'] : f['name'];
        FIELD_NAMES.add(name);
        if (typeof f['value'] === 'string' && f['value'] !== '') values[name] = f['value'];
      }
      FORM_VALUES.set(o['action'], values);
    }
    Object.values(o).forEach(collectForms);
  }
}

/** Acceptable values of `fields` for the route at `path`: the page's own form first, then BASELINE. */
function baseFor(fields: readonly string[], path: string): Values {
  const base: Values = Object.fromEntries(fields.filter((n) => n in BASELINE).map((n) => [n, BASELINE[n]!]));
  return Object.assign(base, FORM_VALUES.get(path) ?? {});
}

const INVALID_UTF8 = Buffer.from([0x61, 0x3d, 0xff, 0xfe, 0xc3, 0x28]);
const OVERSIZE = `a=${'x'.repeat(MAX_BODY_BYTES + 10)}`;

/** Bodies that are wrong for any POST: refused with a 4xx whatever the route. */
function malformedBodies(): Array<Omit<Probe, 'method' | 'path'>> {
  return [
    { label: 'text/plain body', headers: { 'Content-Type': 'text/plain' }, body: 'a=b' },
    { label: 'multipart body', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--' },
    { label: 'invalid UTF-8 form', headers: { 'Content-Type': FORM }, body: INVALID_UTF8 },
    { label: 'invalid UTF-8 JSON', headers: { 'Content-Type': JSON_TYPE }, body: Buffer.concat([Buffer.from('{"a":"'), INVALID_UTF8, Buffer.from('"}')]) },
    { label: 'oversize form', headers: { 'Content-Type': FORM }, body: OVERSIZE },
    { label: 'oversize JSON', headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify({ a: 'x'.repeat(MAX_BODY_BYTES) }) },
    { label: 'oversize chunked', headers: { 'Content-Type': FORM }, body: OVERSIZE, chunked: true },
    { label: 'unknown form field', headers: { 'Content-Type': FORM }, body: 'zz_unknown=1' },
    { label: 'JSON array', headers: { 'Content-Type': JSON_TYPE }, body: '[]' },
    { label: 'JSON array of objects', headers: { 'Content-Type': JSON_TYPE }, body: '[{"phone":"447700900123"}]' },
    { label: 'JSON null', headers: { 'Content-Type': JSON_TYPE }, body: 'null' },
    { label: 'JSON string', headers: { 'Content-Type': JSON_TYPE }, body: '"x"' },
    { label: 'broken JSON', headers: { 'Content-Type': JSON_TYPE }, body: '{"a":' },
    { label: 'deep JSON', headers: { 'Content-Type': JSON_TYPE }, body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
    { label: 'JSON with unknown fields', headers: { 'Content-Type': JSON_TYPE }, body: '{"zz_unknown":1,"__proto__":{"polluted":true}}' },
  ];
}

/** Bodies that may be acceptable: no body, and the fields the route reads with hostile values, one at a time beside acceptable values. */
function hostileBodies(kind: 'form' | 'json', fields: readonly string[], path: string): Array<Omit<Probe, 'method' | 'path'>> {
  const out: Array<Omit<Probe, 'method' | 'path'>> = [{ label: 'no body' }, { label: 'empty form', headers: { 'Content-Type': FORM }, body: '' }];
  const headers = { 'Content-Type': kind === 'json' ? JSON_TYPE : FORM };
  const base = baseFor(fields, path);
  const values: readonly unknown[] = kind === 'json' ? HOSTILE_JSON_VALUES : HOSTILE_VALUES;
  const show = (value: unknown): string => JSON.stringify(value).slice(0, 16);
  for (const name of fields) {
    if (kind === 'form') out.push({ label: `${name} repeated`, headers, body: `${encode(kind, { ...base, [name]: '1' })}&${form([[name, '2']])}`, mustRefuse: true });
    for (const value of values) out.push({ label: `${name}: ${show(value)}`, headers, body: encode(kind, { ...base, [name]: value as string }) });
  }
  for (const value of values) out.push({ label: `all fields: ${show(value)}`, headers, body: encode(kind, Object.fromEntries(fields.map((n) => [n, value as string]))) });
  return out;
}

/** The answer as a JSON object ({} when it is not one). */
function jsonOf(result: Result): Record<string, unknown> {
  try {
    const json: unknown = JSON.parse(result.text);
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
const codeOf = (result: Result): string => String(jsonOf(result)['code'] ?? '');

/**
 * Which fields a POST route reads, and whether it reads a form or JSON: a field it reads is
 * answered differently from a name it does not know (the answer's echo of the name aside). A
 * second round asks again beside acceptable values of the fields found, for routes that stop at
 * the first missing field. Then the acceptable values are posted once (see below).
 */
async function discover(route: Route, path: string, cookie: string): Promise<{ kind: 'form' | 'json'; fields: string[] }> {
  const ask = (kind: 'form' | 'json', values: Values) =>
    send({ label: 'probe', method: route.method, path, headers: { 'Content-Type': kind === 'json' ? JSON_TYPE : FORM, Cookie: cookie }, body: encode(kind, values) });
  const round = async (kind: 'form' | 'json', base: Values): Promise<string[]> => {
    const unknown = await ask(kind, { ...base, zz_unknown: 'x' });
    const candidates = [...FIELD_NAMES].filter((name) => !(name in base));
    const answers = await Promise.all(candidates.map(async (name) => [name, await ask(kind, { ...base, [name]: BASELINE[name] ?? 'x' })] as const));
    const differs = (name: string, r: Result): boolean => r.status !== unknown.status || r.text.replaceAll(name, '') !== unknown.text.replaceAll('zz_unknown', '');
    return answers.filter(([name, r]) => codeOf(r) !== 'UNKNOWN_FIELD' && differs(name, r)).map(([name]) => name);
  };
  const kind = codeOf(await ask('form', { zz_unknown: 'x' })) === 'UNSUPPORTED_MEDIA_TYPE' ? 'json' : 'form';
  const first = await round(kind, {});
  const fields = [...new Set([...first, ...(await round(kind, baseFor(first, path)))])];
  // Acceptable values once: a redirect's query (a new draft's paymentId) feeds the routes after it.
  const accepted = await ask(kind, baseFor(fields, path));
  const redirectTo = String(jsonOf(accepted)['redirectTo'] ?? '');
  for (const [name, value] of new URL(redirectTo, 'http://sandbox.local').searchParams) BASELINE[name] = value;
  return { kind, fields };
}

const gets = routes.filter((r) => r.method === 'GET');
const posts = routes.filter((r) => r.method === 'POST');

describe('sender-flows §7, §8 bad-input sweep: every GET route, hostile paths and queries', () => {
  it(`sweeps ${gets.length} GET routes signed in and signed out with no 5xx and only known error shapes`, async () => {
    const probes: Probe[] = [];
    for (const route of gets) {
      const cookie = sessionCookie();
      for (const { label, path } of pathsOf(route)) {
        for (const query of ['', ...HOSTILE_QUERIES]) {
          const base = { method: 'GET', path: path + query, label: `${label}${query ? ` + query ${query.slice(0, 24)}` : ''}` };
          probes.push({ ...base, label: `signed in, ${base.label}`, headers: { Cookie: cookie } }, { ...base, label: `signed out, ${base.label}` });
        }
      }
      probes.push({ method: 'DELETE', path: fillPath(route, null, ''), label: 'DELETE method' }, { method: 'OPTIONS', path: fillPath(route, null, ''), label: 'OPTIONS method' });
    }
    // Request targets that are not plain paths.
    for (const target of ['//evil.example/auth/mycards', 'http://evil.example/auth/mycards', 'http://[::1', '/%2e%2e/%2e%2e/etc/passwd', '/auth/%2e%2e/api/registration', '/?a=%E0%A4%A']) {
      probes.push({ method: 'GET', path: target, label: 'odd request target' }, { method: 'POST', path: target, label: 'odd request target', headers: { 'Content-Type': FORM }, body: 'a=1' });
    }
    const failures = await sweep(probes);
    expect(summary(failures), `${failures.length} of ${probes.length} probes failed; first: ${failures[0]}`).toEqual([]);
  });
});

describe('sender-flows §7, §8 bad-input sweep: every POST route, malformed and hostile bodies', () => {
  it(`sweeps ${posts.length} POST routes signed in and signed out with no 5xx, malformed bodies refused`, async () => {
    // The forms the page data of the sample paths shows give field names and acceptable values.
    for (const route of gets) collectForms(jsonOf(await send({ label: 'forms', method: 'GET', path: fillPath(route, null, ''), headers: { Cookie: sessionCookie() } })));
    // Route by route: a route's acceptable values may change what later routes find (a deleted card).
    const failures: string[] = [];
    let count = 0;
    for (const route of posts) {
      const probes: Probe[] = [];
      const path = fillPath(route, null, '');
      const cookie = sessionCookie();
      const { kind, fields } = await discover(route, path, cookie);
      const signedIn = (p: Omit<Probe, 'method' | 'path'>): Probe => ({ ...p, method: 'POST', path, label: `signed in, ${p.label}`, headers: { ...p.headers, Cookie: cookie } });
      const signedOut = (p: Omit<Probe, 'method' | 'path'>): Probe => ({ ...p, method: 'POST', path, label: `signed out, ${p.label}` });
      for (const body of malformedBodies()) probes.push(signedIn({ ...body, mustRefuse: true }), signedOut({ ...body, mustRefuse: true }));
      for (const body of hostileBodies(kind, fields, path)) probes.push(signedIn(body), ...(route.signedIn ? [] : [signedOut(body)]));
      if (route.signedIn) probes.push(signedOut({ label: 'a valid-looking form', headers: { 'Content-Type': FORM }, body: form(fields.map((n) => [n, '1'])), mustRefuse: true }));
      probes.push(signedIn({ label: 'from another site', headers: { 'Content-Type': FORM, Origin: 'https://evil.example' }, body: '', mustRefuse: true }));
      for (const hostile of pathsOf(route).slice(1))
        probes.push({ method: 'POST', path: hostile.path, label: `signed in, ${hostile.label}`, headers: { 'Content-Type': FORM, Cookie: cookie }, body: '' });
      failures.push(...(await sweep(probes)));
      count += probes.length;
    }
    expect(summary(failures), `${failures.length} of ${count} probes failed; first: ${failures[0]}`).toEqual([]);
  });
});

describe('sender-flows §7, §8 bad-input sweep: afterwards', () => {
  it('the users table still exists, the regular sender still signs in, and the sandbox reported no error', async () => {
    const { n } = sandbox.sandbox.db.prepare('SELECT count(*) AS n FROM users').get() as { n: number };
    expect(n).toBeGreaterThanOrEqual(9);
    const login = await sandbox.client().login(testUser('regular'));
    expect(login.status).toBe(200);
    agent.destroy();
    stopped = true;
    await sandbox.stop();
  });
});
