import { describe, it, expect } from 'vitest';
import { chooseEncoding, prefersJson } from '../../../scripts/serve/negotiate.ts';
import { parseRequestTarget } from '../../../scripts/serve/paths.ts';
import { contentTypeFor, isCompressible } from '../../../scripts/serve/mime.ts';

describe('Accept: page-data requests prefer JSON over HTML', () => {
  it.each([
    ['application/json', true],
    ['application/json, text/plain, */*', true],
    ['application/json;q=0.9, text/html;q=0.5', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    ['text/html, application/json', false],
    ['application/json;q=0', false],
    ['', false],
  ])('%j → %s', (accept, expected) => {
    expect(prefersJson(accept)).toBe(expected);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['*', 'br'],
    [undefined, undefined],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('request targets', () => {
  it('splits path and query and canonicalizes the encoding', () => {
    const r = parseRequestTarget('/caf%c3%a9/x?y=1');
    expect(r).toEqual({ ok: true, path: { raw: '/caf%c3%a9/x', decoded: '/café/x', canonical: '/caf%C3%A9/x', search: '?y=1' } });
    const same = parseRequestTarget('/café/x');
    expect(same.ok && same.path.canonical).toBe('/caf%C3%A9/x');
  });

  it.each(['/../etc/passwd', '/a/%2e%2e/b', '/a/..%2Fb', '/x%00.html', '/a\\..\\b', '/%E0%A4%A', 'no-slash', '/./x'])('refuses %j', (target) => {
    expect(parseRequestTarget(target).ok).toBe(false);
  });

  it('reduces absolute-form targets to their path', () => {
    const r = parseRequestTarget('http://example.test/a?b=1');
    expect(r.ok && r.path.raw).toBe('/a');
  });
});

describe('content types', () => {
  it.each([
    ['a.html', 'text/html; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['a.js', 'text/javascript; charset=utf-8'],
    ['a.mjs', 'text/javascript; charset=utf-8'],
    ['a.json', 'application/json; charset=utf-8'],
    ['a.svg', 'image/svg+xml'],
    ['a.PNG', 'image/png'],
    ['a.jpg', 'image/jpeg'],
    ['a.webp', 'image/webp'],
    ['a.avif', 'image/avif'],
    ['a.woff2', 'font/woff2'],
    ['sitemap-0.xml', 'application/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['favicon.ico', 'image/x-icon'],
    ['site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['LICENSE', 'application/octet-stream'],
  ])('%s → %s', (name, type) => {
    expect(contentTypeFor(name)).toBe(type);
  });

  it('compresses text types only', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('application/manifest+json; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
    expect(isCompressible('font/woff2')).toBe(false);
  });
});
