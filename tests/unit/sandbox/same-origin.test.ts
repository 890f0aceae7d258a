import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSandbox, crossOrigin, type Sandbox } from '../../../scripts/sandbox/app.ts';
import { testUser, TEST_PASSWORD } from '../../../scripts/sandbox/catalogue.ts';
import { page, removeDir, request, start, tempDir, writeSite, type Started } from '../serve/helpers.ts';

// `npm start` embeds the sandbox in the site server: one origin for pages, API and page data.
describe('sender-flows §7 sandbox on the site origin', () => {
  let dir: string;
  let s: Started;
  let sandbox: Sandbox;
  beforeAll(async () => {
    dir = tempDir();
    const root = writeSite(join(dir, 'site'), {
      'index.html': page('home'),
      'auth/index.html': page('auth shell'),
      '404.html': page('not found'),
      _redirects: '/auth/* /auth 200\n',
    });
    sandbox = createSandbox({ databasePath: ':memory:' });
    s = await start({ root, backend: { handler: sandbox.handler } });
  });
  afterAll(async () => {
    await s.site.close();
    sandbox.close();
    removeDir(dir);
  });

  it('serves the static shell to a browser and page data to the app at the same /auth path', async () => {
    const html = await request(s.url, '/auth/mycards', { headers: { Accept: 'text/html' } });
    expect(html.status).toBe(200);
    expect(html.text).toContain('auth shell');
    const data = await request(s.url, '/auth/mycards', { headers: { Accept: 'application/json' } });
    expect(data.status).toBe(403);
  });

  it('signs in through the site origin and keeps the session for page data', async () => {
    const body = new URLSearchParams({ phone: testUser('regular').phone, password: TEST_PASSWORD }).toString();
    const login = await request(s.url, '/api/login/security-check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(login.status).toBe(200);
    const setCookie = login.headers['set-cookie'] as unknown as string[];
    const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    const data = await request(s.url, '/auth/profile', { headers: { Accept: 'application/json', Cookie: cookie } });
    expect(data.status).toBe(200);
    expect(JSON.parse(data.text).auth.authUser).toBe(true);
  });
});

// The sandbox alone (`npm run sandbox`) behind the site server's proxy: X-Forwarded-Host names the
// site only when SANDBOX_TRUST_PROXY says a proxy sets it; a client can send that header too.
describe('sender-flows §7 sandbox cross-origin check: X-Forwarded-Host only behind a configured proxy', () => {
  const post = (headers: Record<string, string>) => ({ method: 'POST', headers }) as unknown as IncomingMessage;

  it.each([
    // [Origin, Host, X-Forwarded-Host, trustProxy, refused]
    ['https://evil.example', '127.0.0.1:4400', 'evil.example', false, true], // client-sent header: not believed
    ['http://127.0.0.1:4400', '127.0.0.1:4400', 'evil.example', false, false],
    ['https://evil.example', '127.0.0.1:4400', 'evil.example', true, false], // behind a proxy: the proxy set it
    ['https://www.sendora.example', 'backend.internal', 'www.sendora.example', true, false],
    ['https://evil.example', 'backend.internal', 'www.sendora.example', true, true],
    ['https://evil.example', 'evil.example', '', true, false],
    ['null', '127.0.0.1:4400', '', false, true],
  ] as const)('Origin %s, Host %s, X-Forwarded-Host %j, trust proxy %s: refused %s', (origin, host, forwarded, trustProxy, refused) => {
    expect(crossOrigin(post({ origin, host, ...(forwarded ? { 'x-forwarded-host': forwarded } : {}) }), trustProxy)).toBe(refused);
  });

  async function behindProxy(trustProxy: boolean) {
    const sandbox = createSandbox({ databasePath: ':memory:', trustProxy });
    const backend = http.createServer((req, res) => void sandbox.handler(req, res));
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const dir = tempDir();
    const root = writeSite(join(dir, 'site'), { 'index.html': page('home'), '404.html': page('not found') });
    const s = await start({ root, backend: { url: `http://127.0.0.1:${(backend.address() as AddressInfo).port}` } });
    const stop = async () => {
      await s.site.close();
      await new Promise((resolve) => backend.close(resolve));
      sandbox.close();
      removeDir(dir);
    };
    return { s, stop };
  }

  const signIn = (base: string, origin: string, extra: Record<string, string> = {}) =>
    request(base, '/api/login/security-check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...extra },
      body: new URLSearchParams({ phone: testUser('regular').phone, password: TEST_PASSWORD }).toString(),
    });

  it('refuses a direct POST whose Origin matches only a client-sent X-Forwarded-Host', async () => {
    const sandbox = createSandbox({ databasePath: ':memory:' });
    const backend = http.createServer((req, res) => void sandbox.handler(req, res));
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
      const answer = await signIn(url, 'https://evil.example', { 'X-Forwarded-Host': 'evil.example' });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.text).errorCode).toBe('CROSS_ORIGIN');
    } finally {
      await new Promise((resolve) => backend.close(resolve));
      sandbox.close();
    }
  });

  it("accepts a same-origin sign-in through the site server's proxy when configured to trust it, and refuses it when not", async () => {
    const trusted = await behindProxy(true);
    try {
      expect((await signIn(trusted.s.url, trusted.s.url)).status).toBe(200);
      expect((await signIn(trusted.s.url, 'https://evil.example')).status).toBe(403);
    } finally {
      await trusted.stop();
    }
    const untrusted = await behindProxy(false);
    try {
      expect((await signIn(untrusted.s.url, untrusted.s.url)).status).toBe(403);
    } finally {
      await untrusted.stop();
    }
  });
});
