import { describe, expect, it, vi } from 'vitest';
import { BackendFailure, checkValue, createBackendClient, type ClientHooks } from '../../../src/api/client.ts';
import { pageData as pageDataSchema } from '../../../src/api/schemas/answers.ts';
import { form as formSchema } from '../../../src/api/schemas/form.ts';
import { storedCard } from '../../../src/api/schemas/payment.ts';
import { TEST_IDENTITY_CHECKS, TEST_PASSWORD, testUser } from '../../../scripts/sandbox/catalogue.ts';
import { recipientCheckAnswer } from '../../../src/api/schemas/antifraud.ts';
import { paths } from '../../../src/api/paths.ts';
import { useSandbox } from '../sandbox/harness.ts';

const sandbox = await useSandbox();

/** A browser tab: fetch with a cookie jar, and hooks that record what the client asked of the page. */
function tab(overrides: Partial<ClientHooks> = {}) {
  const cookies = new Map<string, string>();
  const jarFetch: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    return response;
  };
  const hooks = {
    origin: sandbox.url,
    fetch: jarFetch,
    challenge: vi.fn(async () => 'failed' as const),
    forbidden: vi.fn(),
    navigate: vi.fn(),
    report: vi.fn(),
    ...overrides,
  } satisfies ClientHooks;
  return { client: createBackendClient(hooks), hooks, jarFetch };
}

const loginForm = formSchema.parse({
  name: 'login',
  action: '/login/security-check',
  fields: [
    { name: 'username', canonicalPath: 'phone', mandatory: true },
    { name: 'password', type: 'password', canonicalPath: 'password', mandatory: true },
    { name: 'captcha', canonicalPath: 'captcha' },
  ],
});
const regular = testUser('regular');
const signIn = (client: ReturnType<typeof tab>['client']) => client.submit(loginForm, { username: regular.phone, password: TEST_PASSWORD }, { canonical: true });

describe('sender-flows §7 form calls and page data', () => {
  it('signs in with the login form renamed on the wire, then reads page data with the session', async () => {
    const { client } = tab();
    const login = await signIn(client);
    expect(login).toMatchObject({ ok: true, status: 200, redirectTo: '/auth/send/main.page' });
    const cards = await client.pageData('/auth/mycards');
    expect(cards.ok).toBe(true);
    expect(cards.data.cards?.map((c) => storedCard.parse(c).pan)).toContain('•••• 4242');
  });

  it('hands field and server errors back without losing anything (wrong password: 401)', async () => {
    const { client } = tab();
    const answer = await client.submit(loginForm, { username: regular.phone, password: 'wrong' }, { canonical: true });
    expect(answer.ok).toBe(false);
    expect(answer.status).toBe(401);
    expect(answer.errors.server?.code).toBe('WRONG_CREDENTIALS');
  });

  it('adds lang to the page-data call when the language changed', async () => {
    const seen: string[] = [];
    const { client, jarFetch } = tab();
    const spy = tab({ fetch: (input, init) => (seen.push(String(input)), jarFetch(input, init)) });
    await signIn(client);
    await spy.client.pageData('/login?x=1', { lang: 'de' }).catch(() => undefined);
    expect(seen[0]).toMatch(/\/login\?x=1&lang=de$/);
  });

  it('cancels an earlier in-flight submit of the same form', async () => {
    const { client } = tab();
    const slow = formSchema.parse({ ...loginForm, action: '/login/security-check?sandboxFault=slow-300' });
    const first = client.submit(slow, { username: regular.phone, password: TEST_PASSWORD }, { canonical: true });
    const second = client.submit(loginForm, { username: regular.phone, password: TEST_PASSWORD }, { canonical: true });
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    expect((await second).ok).toBe(true);
  });

  it("reads the send page's data (payment form, saved cards) with the route's reader, loaded beside the call", async () => {
    const { client } = tab();
    await signIn(client);
    const reader = vi.fn(() => import('../../../src/api/schemas/light-money.ts').then((m) => m.readSendPageData));
    const page = await client.pageData('/auth/send/main.page', { reader });
    expect(reader).toHaveBeenCalledOnce();
    expect(page.data).toEqual(pageDataSchema.parse(page.data));
    expect(page.data.paymentForm?.deliveryMethod).toBe('BANK_ACCOUNT');
    expect(page.data.cards?.length).toBeGreaterThan(0);
  });

  it("checks with the zod-free reader, then the route's, then the schema, each only when the one before leaves it", async () => {
    const schema = vi.fn(() => import('../../../src/api/schemas/form.ts').then((m) => m.form));
    const more = vi.fn(async () => (json: unknown) => (json === 'more' ? loginForm : undefined));
    const check = { light: (json: unknown) => (json === 'light' ? loginForm : undefined), more, schema };
    expect(await checkValue(check, 'light')).toEqual({ success: true, data: loginForm });
    expect(more).not.toHaveBeenCalled();
    expect(await checkValue(check, 'more')).toEqual({ success: true, data: loginForm });
    expect(schema).not.toHaveBeenCalled();
    expect((await checkValue(check, 'neither')).success).toBe(false);
    expect(schema).toHaveBeenCalledOnce();
  });

  it('closes a message on the signed-in path', async () => {
    const { client } = tab();
    await signIn(client);
    const page = await client.pageData('/auth/profile');
    const message = page.data.messageBodyMessages?.[0];
    expect(message).toBeDefined();
    await client.closeMessage(message!, true);
    const again = await client.pageData('/auth/profile');
    expect(again.data.messageBodyMessages?.some((m) => m.messageId === message!.messageId)).toBe(false);
  });
});

describe('sender-flows §8 error catalogue', () => {
  it('497: holds the request, and replays it once the challenge is solved', async () => {
    let solver: ReturnType<typeof tab>['jarFetch'] | null = null;
    const t = tab({
      challenge: vi.fn(async () => {
        // What the challenge page does when the tester solves it: the cookie lets calls through.
        await solver!(new URL('/api/api-client-verification', sandbox.url), {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'result=solved',
        });
        return 'solved' as const;
      }),
    });
    solver = t.jarFetch;
    await signIn(t.client);
    const answer = await t.client.pageData('/auth/mycards?sandboxFault=challenge');
    expect(t.hooks.challenge).toHaveBeenCalledTimes(1);
    expect(answer.ok).toBe(true);
  });

  it('497: "Challenge failed" ends the call with challenge-failed', async () => {
    const { client, hooks } = tab();
    await expect(client.pageData('/?sandboxFault=challenge')).rejects.toMatchObject({ kind: 'challenge-failed' });
    expect(hooks.challenge).toHaveBeenCalledTimes(1);
  });

  it('497: a replay answered 497 again counts as failure', async () => {
    const { client, hooks } = tab({ challenge: vi.fn(async () => 'solved' as const) });
    await expect(client.pageData('/?sandboxFault=challenge')).rejects.toMatchObject({ kind: 'challenge-failed', status: 497 });
    expect(hooks.challenge).toHaveBeenCalledTimes(1);
  });

  it('403: tells the page (to /login, or the fixed page after a submit) and fails the call', async () => {
    const { client, hooks } = tab();
    await expect(client.pageData('/auth/mycards')).rejects.toMatchObject({ kind: 'forbidden' });
    expect(hooks.forbidden).toHaveBeenCalledWith('page');
    const forbiddenForm = formSchema.parse({ ...loginForm, action: '/login/security-check?sandboxFault=forbidden' });
    await expect(client.submit(forbiddenForm, {})).rejects.toBeInstanceOf(BackendFailure);
    expect(hooks.forbidden).toHaveBeenLastCalledWith('submit');
  });

  it('500 raises a server error; a dropped connection is a network failure', async () => {
    const { client } = tab();
    await expect(client.pageData('/?sandboxFault=error')).rejects.toMatchObject({ kind: 'server-error', status: 500 });
    await expect(client.pageData('/?sandboxFault=drop')).rejects.toMatchObject({ kind: 'network' });
  });

  it('follows a redirect header to the same origin and refuses (and reports) any other host', async () => {
    const fake =
      (location: string): typeof fetch =>
      async () =>
        new Response(null, { status: 302, headers: { Location: location } });
    const same = tab({ fetch: fake('/auth/pay?paymentId=2') });
    await expect(same.client.pageData('/x')).rejects.toMatchObject({ kind: 'redirected' });
    expect(same.hooks.navigate).toHaveBeenCalledWith('/auth/pay?paymentId=2');
    const evil = tab({ fetch: fake('https://evil.example/') });
    await expect(evil.client.pageData('/x')).rejects.toMatchObject({ kind: 'redirected' });
    expect(evil.hooks.navigate).not.toHaveBeenCalled();
    expect(evil.hooks.report).toHaveBeenCalledWith('refused redirect', 'https://evil.example/');
  });

  it('refuses an answer redirectTo to another site', async () => {
    const fake: typeof fetch = async () =>
      Response.json({ redirectTo: 'https://evil.example/', auth: { authUser: false, ballId: null, countryId: null, jwt: null, userCountryName: null, isNewUser: false, userName: null } });
    const { client, hooks } = tab({ fetch: fake });
    expect((await client.pageData('/')).redirectTo).toBeNull();
    expect(hooks.report).toHaveBeenCalledWith('refused redirect', 'https://evil.example/');
  });

  it('reports an answer that breaks the contract instead of showing it', async () => {
    const { client, hooks } = tab({ fetch: async () => Response.json({ auth: 'yes' }) });
    await expect(client.pageData('/')).rejects.toMatchObject({ kind: 'invalid-answer' });
    expect(hooks.report).toHaveBeenCalledWith('answer does not match the contract', expect.anything());
  });
});

describe('sender-flows §7 name/value calls outside /api (the anti-fraud calls)', () => {
  it('posts the pairs form-encoded to the path as written and parses the answer', async () => {
    const { client } = tab();
    const answer = await client.post(paths.recipientCheck, { uuid: TEST_IDENTITY_CHECKS.withDocuments, email: 'ravi@example.com' }, recipientCheckAnswer);
    expect(answer.ok).toBe(true);
    expect(answer.data.extra.docs?.acceptableDocuments).toHaveLength(4);
    const refused = await client.post(paths.recipientCheck, { uuid: TEST_IDENTITY_CHECKS.expired, email: 'an@example.com' }, recipientCheckAnswer);
    expect(refused).toMatchObject({ ok: false, status: 410, errors: { server: { code: 'CHECK_EXPIRED' } } });
  });
});
