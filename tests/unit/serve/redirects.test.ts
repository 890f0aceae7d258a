import { describe, it, expect } from 'vitest';
import { matchRedirect, parseRedirects, type RedirectContext } from '../../../scripts/serve/redirects.ts';

const ctx = (path: string, extra: Partial<RedirectContext> = {}): RedirectContext => ({ path, search: '', staticExists: false, ...extra });

describe('_redirects parser', () => {
  it('reads rules, skipping comments and blank lines, with status and force flags', () => {
    const { rules, problems } = parseRedirects(['# a comment', '', '/old   /new', '/a /b 302', '/app/* /app/index.html 200!', '  /fr/*  /fr/404  404  # trailing comment'].join('\n'));
    expect(problems).toEqual([]);
    expect(rules.map((r) => [r.line, r.to, r.status, r.force])).toEqual([
      [3, '/new', 301, false],
      [4, '/b', 302, false],
      [5, '/app/index.html', 200, true],
      [6, '/fr/404', 404, false],
    ]);
  });

  it('reads query conditions and Country/Language/Cookie conditions', () => {
    const { rules, problems } = parseRedirects('/store id=:id /blog/:id 301\n/ /fr 302 Language=fr,de Country=fr\n');
    expect(problems).toEqual([]);
    expect(rules[0]?.query).toEqual([{ key: 'id', value: ':id' }]);
    expect(rules[1]?.conditions).toEqual({ language: ['fr', 'de'], country: ['fr'] });
  });

  it('reports and skips invalid lines, keeping the valid ones', () => {
    const { rules, problems } = parseRedirects('/ok /fine\nnot-a-path /x\n/missing-target\n/x /y 200 extra\n/r /s 305\n');
    expect(rules).toHaveLength(1);
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4, 5]);
    expect(problems[0]?.message).toMatch(/must start with/);
  });

  it('accepts a target URL with = in its query string', () => {
    const { rules, problems } = parseRedirects('/go https://example.com/x?a=b 302\n');
    expect(problems).toEqual([]);
    expect(rules[0]?.to).toBe('https://example.com/x?a=b');
  });
});

describe('_redirects matcher', () => {
  const { rules } = parseRedirects(
    [
      '/news/*            /blog/:splat          301',
      '/b-*               /request-page         200',
      '/posts/:year/:slug /articles/:slug?y=:year 302',
      '/store id=:id      /products/:id         301',
      '/shadowed          /elsewhere            301',
      '/forced            /elsewhere            301!',
      '/loop/             /loop                 301',
      '/api/*             https://api.example.test/:splat 200',
      '/fr-fr/*           /fr-fr/404            404',
      '/                  /fr                   302 Language=fr',
      '/caf%C3%A9         /coffee               301',
    ].join('\n'),
  );

  it('substitutes splats and placeholders', () => {
    expect(matchRedirect(rules, ctx('/news/2024/01/story'))).toMatchObject({ kind: 'redirect', status: 301, target: '/blog/2024/01/story' });
    expect(matchRedirect(rules, ctx('/posts/2023/hello'))).toMatchObject({ target: '/articles/hello?y=2023', status: 302 });
    expect(matchRedirect(rules, ctx('/b-AbC123'))).toMatchObject({ kind: 'rewrite', status: 200, target: '/request-page' });
  });

  it('lets a trailing /* match the folder itself, and ignores trailing slashes', () => {
    expect(matchRedirect(rules, ctx('/news'))?.target).toBe('/blog/');
    expect(matchRedirect(rules, ctx('/news/'))?.target).toBe('/blog/');
    expect(matchRedirect(rules, ctx('/shadowed/'))?.target).toBe('/elsewhere');
  });

  it('is case-sensitive', () => {
    expect(matchRedirect(rules, ctx('/NEWS/x'))).toBeUndefined();
  });

  it('passes the query string through when the rule names none', () => {
    expect(matchRedirect(rules, ctx('/news/x', { search: '?utm=1&a=2' }))?.target).toBe('/blog/x?utm=1&a=2');
    // the rule sets its own query: the request's is not appended
    expect(matchRedirect(rules, ctx('/posts/2023/hello', { search: '?utm=1' }))?.target).toBe('/articles/hello?y=2023');
  });

  it('matches query conditions and captures their values (not passed through)', () => {
    expect(matchRedirect(rules, ctx('/store', { search: '?id=42&x=1' }))?.target).toBe('/products/42');
    expect(matchRedirect(rules, ctx('/store'))).toBeUndefined();
  });

  it('shadows rules without "!" when a static file exists; forced rules always apply', () => {
    expect(matchRedirect(rules, ctx('/shadowed', { staticExists: true }))).toBeUndefined();
    expect(matchRedirect(rules, ctx('/shadowed'))?.target).toBe('/elsewhere');
    expect(matchRedirect(rules, ctx('/forced', { staticExists: true }))?.target).toBe('/elsewhere');
  });

  it('takes the first matching rule', () => {
    const first = parseRedirects('/a/* /one 302\n/a/b /two 302\n').rules;
    expect(matchRedirect(first, ctx('/a/b'))?.target).toBe('/one');
  });

  it('skips a redirect that would point at the same location', () => {
    expect(matchRedirect(rules, ctx('/loop'))).toBeUndefined();
  });

  it('classifies absolute rewrite targets as proxies and keeps non-200 rewrite statuses', () => {
    expect(matchRedirect(rules, ctx('/api/v1/x', { search: '?q=1' }))).toMatchObject({
      kind: 'proxy',
      status: 200,
      target: 'https://api.example.test/v1/x?q=1',
    });
    expect(matchRedirect(rules, ctx('/fr-fr/missing'))).toMatchObject({ kind: 'rewrite', status: 404, target: '/fr-fr/404' });
  });

  it('honours Language conditions from Accept-Language', () => {
    expect(matchRedirect(rules, ctx('/', { acceptLanguage: 'fr-FR,fr;q=0.9,en;q=0.5' }))?.target).toBe('/fr');
    expect(matchRedirect(rules, ctx('/', { acceptLanguage: 'en-GB' }))).toBeUndefined();
  });

  it('matches percent-encoded rule paths however the request encodes them', () => {
    expect(matchRedirect(rules, ctx('/caf%C3%A9'))?.target).toBe('/coffee');
  });
});
