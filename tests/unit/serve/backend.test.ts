import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import http from 'node:http';
import { join } from 'node:path';
import { fakeBackend, page, removeDir, request, start, tempDir, writeSite, type Started } from './helpers.ts';

const JSON_ACCEPT = { Accept: 'application/json' };
const BROWSER_ACCEPT = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function site(root: string): string {
  return writeSite(root, {
    'index.html': page('home'),
    'rules/index.html': page('rules'),
    'auth/index.html': page('auth shell'),
    'email/unsubscribe/index.html': page('unsubscribe screen'),
    'locales/en/common.json': '{"hello":"Hello"}',
    '404.html': page('not found'),
    _redirects: '/auth/* /auth 200\n',
    _headers: '/*\n  X-Frame-Options: DENY\n',
  });
}

describe('backend routing without a backend', () => {
  let dir: string;
  let s: Started;
  beforeAll(async () => {
    dir = tempDir();
    s = await start({ root: site(join(dir, 'site')) });
  });
  afterAll(async () => {
    await s.site.close();
    removeDir(dir);
  });

  it.each([
    ['GET', '/api/countries', {}],
    ['POST', '/api/send/gb/fr', {}],
    ['GET', '/logout', BROWSER_ACCEPT],
    ['POST', '/exception', {}],
    ['POST', '/message/close.action?messageId=1', {}],
    ['POST', '/auth/message/close.action?messageId=1', {}],
    ['POST', '/antifraud/recipient/check.action', {}],
    ['GET', '/email/unsubscribe/confirm/abc', {}],
    ['GET', '/rules', JSON_ACCEPT],
    ['GET', '/auth/send/gb/fr?fromCurrId=1', { Accept: 'application/json, text/plain, */*' }],
  ])('%s %s goes to the backend: 503 JSON', async (method, path, headers) => {
    const r = await request(s.url, path, { method, headers, body: method === 'POST' ? 'a=1' : undefined });
    expect(r.status).toBe(503);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(r.text)).toEqual({ error: 'backend not configured' });
  });

  it('serves HTML requests for the same paths from the static site', async () => {
    const rules = await request(s.url, '/rules', { headers: BROWSER_ACCEPT });
    expect(rules.status).toBe(200);
    expect(rules.text).toContain('<h1>rules</h1>');
    const shell = await request(s.url, '/auth/send/gb/fr', { headers: BROWSER_ACCEPT });
    expect(shell.text).toContain('auth shell');
    const unsubscribe = await request(s.url, '/email/unsubscribe', { headers: BROWSER_ACCEPT });
    expect(unsubscribe.status).toBe(200);
    expect(unsubscribe.text).toContain('unsubscribe screen');
  });

  it('serves JSON files of the site even when JSON is asked for', async () => {
    const r = await request(s.url, '/locales/en/common.json', { headers: JSON_ACCEPT });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toEqual({ hello: 'Hello' });
  });
});

describe('proxy to a backend URL', () => {
  let dir: string;
  let s: Started;
  let backend: Awaited<ReturnType<typeof fakeBackend>>;
  beforeAll(async () => {
    dir = tempDir();
    backend = await fakeBackend((rec, res) => {
      if (rec.url.startsWith('/api/created')) {
        res.writeHead(201, {
          'Content-Type': 'application/json',
          'Set-Cookie': ['a=1; Path=/', 'b=2; Path=/'],
          Location: 'http://127.0.0.1:1/elsewhere',
          'Keep-Alive': 'timeout=5',
          'X-Hop': 'x',
          Connection: 'X-Hop',
        });
        res.end('{"created":true}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json', Vary: 'Accept' });
      res.end(JSON.stringify({ method: rec.method, url: rec.url, bytes: rec.body.length }));
    });
    const root = site(join(dir, 'site'));
    writeSite(root, { _redirects: `/auth/* /auth 200\n/ext/* ${backend.url}/external/:splat 200\n` });
    s = await start({ root, backend: { url: backend.url } });
  });
  afterAll(async () => {
    await s.site.close();
    await backend.close();
    removeDir(dir);
  });

  it('forwards method, path, query and body, and streams the answer back', async () => {
    const r = await request(s.url, '/api/send/gb/fr?x=1&y=%20', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'session=abc' },
      body: 'amount=100&currency=GBP',
    });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toEqual({ method: 'POST', url: '/api/send/gb/fr?x=1&y=%20', bytes: 23 });
    const rec = backend.requests.at(-1);
    expect(rec?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(rec?.headers['cookie']).toBe('session=abc');
    expect(rec?.body.toString()).toBe('amount=100&currency=GBP');
  });

  it('sets X-Forwarded-For/Proto/Host and the backend Host, and drops hop-by-hop headers', async () => {
    await request(s.url, '/api/ping', {
      headers: {
        Host: 'site.example.test',
        'X-Forwarded-For': '203.0.113.7',
        Connection: 'keep-alive, X-Secret-Hop',
        'X-Secret-Hop': '1',
        'Keep-Alive': 'timeout=9',
        'Proxy-Authorization': 'Basic eA==',
        TE: 'trailers',
      },
    });
    const h = backend.requests.at(-1)?.headers ?? {};
    expect(h['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(h['x-forwarded-proto']).toBe('http');
    expect(h['x-forwarded-host']).toBe('site.example.test');
    expect(h['host']).toBe(new URL(backend.url).host);
    expect(h['x-secret-hop']).toBeUndefined();
    expect(h['keep-alive']).toBeUndefined();
    expect(h['proxy-authorization']).toBeUndefined();
    expect(h['te']).toBeUndefined();
  });

  it('passes status, Set-Cookie and Location through unchanged, without hop-by-hop headers or _headers', async () => {
    const r = await request(s.url, '/api/created', { method: 'POST', body: '' });
    expect(r.status).toBe(201);
    expect(r.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(r.headers['location']).toBe('http://127.0.0.1:1/elsewhere');
    expect(r.headers['x-hop']).toBeUndefined();
    expect(r.headers['x-frame-options']).toBeUndefined();
  });

  it('sends page-data requests (Accept: application/json) to the backend', async () => {
    const r = await request(s.url, '/auth/profile?lang=fr', { headers: JSON_ACCEPT });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toMatchObject({ method: 'GET', url: '/auth/profile?lang=fr' });
    expect(r.headers['vary']).toBe('Accept');
  });

  it('proxies _redirects rules whose target is the backend origin', async () => {
    const r = await request(s.url, '/ext/a/b?q=1');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toMatchObject({ url: '/external/a/b?q=1' });
  });

  it('refuses bodies over 1 MiB with 413, by Content-Length before contacting the backend', async () => {
    const before = backend.requests.length;
    const r = await request(s.url, '/api/upload', { method: 'POST', body: Buffer.alloc(1024 * 1024 + 1, 97) });
    expect(r.status).toBe(413);
    expect(backend.requests.length).toBe(before);
    const ok = await request(s.url, '/api/upload', { method: 'POST', body: Buffer.alloc(1024 * 1024, 97) });
    expect(JSON.parse(ok.text)).toMatchObject({ bytes: 1024 * 1024 });
  });

  it('refuses chunked bodies (no Content-Length) once they pass the limit', async () => {
    const limited = await start({ root: join(dir, 'site'), backend: { url: backend.url }, maxBodyBytes: 100_000 });
    const before = backend.requests.length;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let i = 0; i < 20; i++) {
        yield Buffer.alloc(16 * 1024, 98);
        await new Promise((r) => setTimeout(r, 2));
      }
    }
    try {
      const r = await request(limited.url, '/api/upload', { method: 'POST', body: chunks() }).catch((e: unknown) => ({ status: -1, text: (e as Error).message }));
      // the server answers 413 and closes the connection; a client still writing may see the reset first
      expect([413, -1]).toContain(r.status);
      if (r.status === 413) expect(JSON.parse(r.text)).toEqual({ error: 'request body too large', limit: 100_000 });
      expect(backend.requests.length).toBe(before); // the cut-off upload never completed upstream
    } finally {
      await limited.site.close();
    }
  });

  it('mounts the backend under a base path when BACKEND_URL has one', async () => {
    const prefixed = await start({ root: join(dir, 'site'), backend: { url: `${backend.url}/base/` } });
    try {
      const r = await request(prefixed.url, '/api/x?y=1');
      expect(JSON.parse(r.text)).toMatchObject({ url: '/base/api/x?y=1' });
    } finally {
      await prefixed.site.close();
    }
  });
});

describe('proxy streaming and failures', () => {
  it('streams the answer as the backend writes it', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const upstream = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('first;');
      void gate.then(() => res.end('second'));
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const dir = tempDir();
    const s = await start({ root: site(join(dir, 'site')), backend: { url: `http://127.0.0.1:${(upstream.address() as { port: number }).port}` } });
    try {
      const { port } = new URL(s.url);
      const text = await new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/stream', agent: false }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              body += chunk;
              if (body === 'first;') release(); // the first part arrived before the backend finished
            });
            res.on('end', () => resolve(body));
          })
          .on('error', reject);
      });
      expect(text).toBe('first;second');
    } finally {
      await s.site.close();
      upstream.closeAllConnections();
      upstream.close();
      removeDir(dir);
    }
  });

  it('streams the request body to the backend as it arrives', async () => {
    let firstChunkSeen: () => void = () => {};
    const seen = new Promise<void>((r) => (firstChunkSeen = r));
    const upstream = http.createServer((req, res) => {
      let total = 0;
      req.on('data', (c: Buffer) => {
        total += c.length;
        firstChunkSeen();
      });
      req.on('end', () => res.end(String(total)));
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const dir = tempDir();
    const s = await start({ root: site(join(dir, 'site')), backend: { url: `http://127.0.0.1:${(upstream.address() as { port: number }).port}` } });
    try {
      async function* body(): AsyncGenerator<Buffer> {
        yield Buffer.from('part one;');
        await seen; // the backend got the first part while the client is still sending
        yield Buffer.from('part two');
      }
      const r = await request(s.url, '/api/upload', { method: 'POST', body: body() });
      expect(r.text).toBe('17');
    } finally {
      await s.site.close();
      upstream.closeAllConnections();
      upstream.close();
      removeDir(dir);
    }
  });

  it('answers 502 JSON and logs when the backend is unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const dir = tempDir();
    const s = await start({ root: site(join(dir, 'site')), backend: { url: `http://127.0.0.1:${port}` } });
    try {
      const r = await request(s.url, '/api/x');
      expect(r.status).toBe(502);
      expect(JSON.parse(r.text)).toEqual({ error: 'backend unreachable' });
      expect(s.logger.errors.join('\n')).toContain(`127.0.0.1:${port}/api/x`);
    } finally {
      await s.site.close();
      removeDir(dir);
    }
  });

  it('answers 504 when the backend does not answer in time', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const dir = tempDir();
    const s = await start({ root: site(join(dir, 'site')), proxyTimeoutMs: 200, backend: { url: `http://127.0.0.1:${(silent.address() as { port: number }).port}` } });
    try {
      const r = await request(s.url, '/api/slow');
      expect(r.status).toBe(504);
    } finally {
      await s.site.close();
      silent.closeAllConnections();
      silent.close();
      removeDir(dir);
    }
  });
});

describe('in-process backend handler', () => {
  it('receives backend requests with their body; static requests never reach it', async () => {
    const seen: string[] = [];
    const dir = tempDir();
    const s = await start({
      root: site(join(dir, 'site')),
      backend: {
        handler: async (req, res) => {
          let body = '';
          for await (const chunk of req) body += String(chunk);
          seen.push(`${req.method} ${req.url}`);
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ body }));
        },
      },
    });
    try {
      const r = await request(s.url, '/api/x?y=1', { method: 'POST', body: 'hello' });
      expect(JSON.parse(r.text)).toEqual({ body: 'hello' });
      await request(s.url, '/rules', { headers: BROWSER_ACCEPT });
      await request(s.url, '/rules', { headers: JSON_ACCEPT });
      expect(seen).toEqual(['POST /api/x?y=1', 'GET /rules']);
      const big = await request(s.url, '/api/x', { method: 'POST', body: Buffer.alloc(2 * 1024 * 1024) });
      expect(big.status).toBe(413);
    } finally {
      await s.site.close();
      removeDir(dir);
    }
  });

  it('answers 500 JSON and logs when the handler throws', async () => {
    const dir = tempDir();
    const s = await start({
      root: site(join(dir, 'site')),
      backend: {
        handler: () => {
          throw new Error('sandbox exploded');
        },
      },
    });
    try {
      const r = await request(s.url, '/api/x');
      expect(r.status).toBe(500);
      expect(JSON.parse(r.text)).toEqual({ error: 'internal error' });
      expect(s.logger.errors.join('\n')).toContain('sandbox exploded');
    } finally {
      await s.site.close();
      removeDir(dir);
    }
  });
});
