import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../../../scripts/sandbox/app.ts';
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
