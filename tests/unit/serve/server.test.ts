import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PADDING, page, removeDir, request, start, tempDir, writeSite, type Started } from './helpers.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(600).fill(7)]);

const REDIRECTS = `# CDN rules
/old-news/*      /news/:splat             301
/temp            /rules                   302
/keep            /rules                   307
/perm            /rules                   308
/b-*             /request-page            200
/new/b-*         /request-page            200
/auth/*          /auth                    200
/legacy          /rules                   301
/forced          /rules                   301!
/fr-fr/*         /fr-fr/404               404
/elsewhere/*     https://blocked.example.test/:splat 200
/broken          /nowhere                 200
`;

const HEADERS = `/*
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff
  Cache-Control: public, max-age=0, must-revalidate
/_astro/*
  Cache-Control: public, max-age=31536000, immutable
/auth/*
  X-Robots-Tag: noindex
/rules
  X-Page: rules
`;

function fixture(root: string, label = 'one'): string {
  return writeSite(root, {
    'index.html': page(`home ${label}`),
    'rules/index.html': page('rules'),
    'about.html': page('about'),
    'auth/index.html': page('auth shell'),
    'request-page/index.html': page('request shell'),
    'legacy/index.html': page('legacy page'),
    'forced/index.html': page('forced page (never seen)'),
    'fr-fr/404/index.html': page('introuvable'),
    '404.html': page('not found'),
    '_astro/app.js': `console.log("app");${'/* padding */'.repeat(40)}`,
    '_astro/mod.mjs': 'export const x = 1;',
    'styles/site.css': `body{color:red}${PADDING}`,
    'locales/en/common.json': JSON.stringify({ hello: 'Hello', pad: PADDING }),
    'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${PADDING}</svg>`,
    'img.png': PNG,
    'photo.jpg': PNG,
    'pic.webp': PNG,
    'pic.avif': PNG,
    'font.woff2': PNG,
    'sitemap-index.xml': `<?xml version="1.0"?><sitemapindex>${PADDING}</sitemapindex>`,
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'favicon.ico': PNG,
    'site.webmanifest': JSON.stringify({ name: 'Remit' }),
    _redirects: REDIRECTS,
    _headers: HEADERS,
  });
}

/** Serves a fresh fixture site for the tests of one describe block, removed afterwards. */
function serveFixtureSite(assign: (started: Started, dir: string) => void): void {
  let dir: string;
  let started: Started;
  beforeAll(async () => {
    dir = tempDir();
    fixture(join(dir, 'site'));
    started = await start({ root: join(dir, 'site') });
    assign(started, dir);
  });
  afterAll(async () => {
    await started.site.close();
    removeDir(dir);
  });
}

describe('local CDN server: static files', () => {
  let dir: string;
  let s: Started;
  serveFixtureSite((started, folder) => ((s = started), (dir = folder)));

  it('serves / from index.html', async () => {
    const r = await request(s.url, '/');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.text).toContain('home one');
  });

  it('serves /rules and /rules/ from rules/index.html without a redirect', async () => {
    for (const path of ['/rules', '/rules/', '/rules?x=1']) {
      const r = await request(s.url, path);
      expect(r.status, path).toBe(200);
      expect(r.headers['location']).toBeUndefined();
      expect(r.text).toContain('<h1>rules</h1>');
    }
  });

  it('serves /about from about.html', async () => {
    const r = await request(s.url, '/about');
    expect(r.status).toBe(200);
    expect(r.text).toContain('<h1>about</h1>');
  });

  it.each([
    ['/styles/site.css', 'text/css; charset=utf-8'],
    ['/_astro/app.js', 'text/javascript; charset=utf-8'],
    ['/_astro/mod.mjs', 'text/javascript; charset=utf-8'],
    ['/locales/en/common.json', 'application/json; charset=utf-8'],
    ['/logo.svg', 'image/svg+xml'],
    ['/img.png', 'image/png'],
    ['/photo.jpg', 'image/jpeg'],
    ['/pic.webp', 'image/webp'],
    ['/pic.avif', 'image/avif'],
    ['/font.woff2', 'font/woff2'],
    ['/sitemap-index.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/favicon.ico', 'image/x-icon'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
  ])('%s has Content-Type %s', async (path, type) => {
    const r = await request(s.url, path);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe(type);
  });

  it('answers If-None-Match with 304 and keeps the ETag stable', async () => {
    const first = await request(s.url, '/styles/site.css');
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(s.url, '/styles/site.css', { headers: { 'If-None-Match': String(etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['x-frame-options']).toBe('DENY');
    const weak = await request(s.url, '/styles/site.css', { headers: { 'If-None-Match': `"other", W/${String(etag)}` } });
    expect(weak.status).toBe(304);
    const stale = await request(s.url, '/styles/site.css', { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const get = await request(s.url, '/rules', { headers: { 'Accept-Encoding': 'gzip' } });
    const head = await request(s.url, '/rules', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['etag']).toBe(get.headers['etag']);
    expect(head.headers['content-encoding']).toBe('gzip');
  });

  it('compresses text with brotli or gzip as the client accepts, with Vary: Accept-Encoding', async () => {
    const plain = await request(s.url, '/styles/site.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('Accept-Encoding');

    const br = await request(s.url, '/styles/site.css', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(br.headers['etag']).not.toBe(plain.headers['etag']);

    const gz = await request(s.url, '/styles/site.css', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

    const cached = await request(s.url, '/styles/site.css', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers['etag']) } });
    expect(cached.status).toBe(304);
  });

  it('does not compress images or fonts', async () => {
    for (const path of ['/img.png', '/font.woff2']) {
      const r = await request(s.url, path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(r.headers['content-encoding'], path).toBeUndefined();
      expect(r.body.equals(PNG), path).toBe(true);
    }
  });

  it('marks HTML as varying by Accept (the same URL asked for JSON is page data)', async () => {
    const r = await request(s.url, '/rules');
    expect(r.headers['vary']).toBe('Accept-Encoding, Accept');
  });

  it.each(['/../secret', '/%2e%2e/secret', '/a/..%2f..%2fsecret', '/index.html%00.png', '/x%00'])('refuses %s with 400', async (path) => {
    const r = await request(s.url, path);
    expect(r.status).toBe(400);
  });

  it('never serves files outside the site folder through symlinks, nor the CDN control files', async () => {
    writeFileSync(join(dir, 'secret.txt'), 'top secret');
    symlinkSync(join(dir, 'secret.txt'), join(dir, 'site', 'leak.txt'));
    const leak = await request(s.url, '/leak.txt');
    expect(leak.status).toBe(404);
    expect(leak.text).not.toContain('top secret');
    for (const path of ['/_redirects', '/_headers']) expect((await request(s.url, path)).status, path).toBe(404);
  });

  it('design.md local server is CDN behaviour: the control files stay unserved however many leading slashes name them', async () => {
    for (const path of ['//_headers', '///_redirects', '//_redirects', '/%2F_headers', '//_routes.json']) {
      const r = await request(s.url, path);
      expect(r.status, path).toBe(404);
      expect(r.text, path).not.toContain(HEADERS.trim().split('\n')[0]);
      expect(r.text, path).not.toContain(REDIRECTS.trim().split('\n')[0]);
    }
    symlinkSync(join(dir, 'site', '_headers'), join(dir, 'site', 'headers-link'));
    expect((await request(s.url, '/headers-link')).status).toBe(404);
  });

  it('allows only GET and HEAD on static files (405 with Allow)', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const r = await request(s.url, '/rules', { method, body: method === 'OPTIONS' ? undefined : 'x=1' });
      expect(r.status, method).toBe(405);
      expect(r.headers['allow']).toBe('GET, HEAD');
    }
  });

  it('answers unknown paths with 404.html, status 404 and the _headers', async () => {
    const r = await request(s.url, '/no/such/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(r.status).toBe(404);
    expect(gunzipSync(r.body).toString()).toContain('not found');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['etag']).toBeUndefined();
  });
});

describe('local CDN server: _redirects and _headers', () => {
  let dir: string;
  let s: Started;
  serveFixtureSite((started, folder) => ((s = started), (dir = folder)));

  it('redirects with 301, 302, 307 and 308 and a Location, keeping the query string', async () => {
    const r = await request(s.url, '/old-news/2024/hello?utm_source=x');
    expect(r.status).toBe(301);
    expect(r.headers['location']).toBe('/news/2024/hello?utm_source=x');
    expect((await request(s.url, '/temp')).status).toBe(302);
    expect((await request(s.url, '/keep', { method: 'POST', body: 'a=1' })).status).toBe(307);
    expect((await request(s.url, '/perm')).headers['location']).toBe('/rules');
  });

  it('applies _headers to redirect answers', async () => {
    const r = await request(s.url, '/temp');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it("rewrites with 200: serves the target, URL unchanged, with the requested path's headers", async () => {
    const r = await request(s.url, '/b-Xy12?ref=mail');
    expect(r.status).toBe(200);
    expect(r.headers['location']).toBeUndefined();
    expect(r.text).toContain('request shell');
    const nested = await request(s.url, '/new/b-Xy12');
    expect(nested.text).toContain('request shell');
    const auth = await request(s.url, '/auth/profile/invite-friends');
    expect(auth.status).toBe(200);
    expect(auth.text).toContain('auth shell');
    expect(auth.headers['x-robots-tag']).toBe('noindex');
  });

  it('rewrites with 404: serves the target with status 404', async () => {
    const r = await request(s.url, '/fr-fr/quelque-chose');
    expect(r.status).toBe(404);
    expect(r.text).toContain('introuvable');
  });

  it('lets a static file shadow a rule without "!", and a forced rule win over the file', async () => {
    const shadowed = await request(s.url, '/legacy');
    expect(shadowed.status).toBe(200);
    expect(shadowed.text).toContain('legacy page');
    const forced = await request(s.url, '/forced');
    expect(forced.status).toBe(301);
    expect(forced.headers['location']).toBe('/rules');
  });

  it('refuses proxy rules to origins that are not allowed: 502 and a clear log line', async () => {
    const r = await request(s.url, '/elsewhere/x');
    expect(r.status).toBe(502);
    expect(s.logger.errors.some((l) => l.includes('blocked.example.test') && l.includes('_redirects line 12'))).toBe(true);
  });

  it('answers 404 (and logs) when a rewrite target does not exist', async () => {
    const r = await request(s.url, '/broken');
    expect(r.status).toBe(404);
    expect(s.logger.errors.some((l) => l.includes('/nowhere'))).toBe(true);
  });

  it('merges all matching _headers blocks, joining repeated names with ", "', async () => {
    const r = await request(s.url, '/_astro/app.js');
    expect(r.headers['cache-control']).toBe('public, max-age=0, must-revalidate, public, max-age=31536000, immutable');
    expect(r.headers['x-frame-options']).toBe('DENY');
    const rules = await request(s.url, '/rules/');
    expect(rules.headers['x-page']).toBe('rules');
  });

  it('uses the CDN default Cache-Control when _headers sets none', async () => {
    const root = join(dir, 'bare');
    writeSite(root, { 'index.html': page('bare') });
    const bare = await start({ root });
    try {
      const r = await request(bare.url, '/');
      expect(r.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    } finally {
      await bare.site.close();
    }
  });

  it('picks up an edited _redirects without a restart, and logs invalid lines', async () => {
    writeFileSync(join(dir, 'site', '_redirects'), `${REDIRECTS}/added /rules 302\nthis is not a rule\n`);
    const r = await request(s.url, '/added');
    expect(r.status).toBe(302);
    expect(s.logger.errors.some((l) => l.includes('_redirects:15'))).toBe(true);
  });
});

describe('local CDN server: release switching', () => {
  it('follows a dist symlink switched atomically to another release, without a restart', async () => {
    const dir = tempDir();
    const one = fixture(join(dir, 'releases', '1'), 'one');
    const two = fixture(join(dir, 'releases', '2'), 'two');
    writeFileSync(join(two, '_redirects'), '/temp /about 302\n');
    const dist = join(dir, 'dist');
    symlinkSync(one, dist);
    const s = await start({ root: dist });
    try {
      expect((await request(s.url, '/')).text).toContain('home one');
      expect((await request(s.url, '/temp')).headers['location']).toBe('/rules');

      // the publishing step: a new link beside the old one, renamed over it (atomic)
      symlinkSync(two, join(dir, 'dist.next'));
      renameSync(join(dir, 'dist.next'), dist);

      expect((await request(s.url, '/')).text).toContain('home two');
      expect((await request(s.url, '/temp')).headers['location']).toBe('/about');
    } finally {
      await s.site.close();
      removeDir(dir);
    }
  });

  it('answers 503 while the site folder does not exist yet', async () => {
    const dir = tempDir();
    const s = await start({ root: join(dir, 'dist') });
    try {
      const r = await request(s.url, '/');
      expect(r.status).toBe(503);
      expect(s.logger.errors.join('\n')).toMatch(/build the site/);
      mkdirSync(join(dir, 'dist'));
      writeSite(join(dir, 'dist'), { 'index.html': page('late') });
      expect((await request(s.url, '/')).status).toBe(200);
    } finally {
      await s.site.close();
      removeDir(dir);
    }
  });
});
