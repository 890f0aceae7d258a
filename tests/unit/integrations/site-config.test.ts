import { describe, it, expect } from 'vitest';
import { isIndexable, sitemapEntryLimit } from '../../../src/site-config.ts';
import { regions } from '../../../src/i18n/regions.ts';
import { runtimeRewrites, cspHeader, deskRedirect } from '../../../src/integrations/cdn-rules.ts';
import { matchRedirect, parseRedirects } from '../../../scripts/serve/redirects.ts';

const url = (path: string) => `https://www.sendora.example${path}`;

describe('design.md sitemap rules', () => {
  it.each([
    ['/', true],
    ['/rules', true],
    ['/de-de/rules', true],
    ['/in-id', true],
    ['/en-gb/rules', false],
    ['/en-gb', false],
    ['/uvn', false],
    ['/es-us/uvn', false],
    ['/unsupported-browser', false],
    ['/de-de/unsupported-browser', false],
    ['/auth', false],
    ['/auth/profile', false],
    ['/web/af/123', false],
    ['/404', false],
  ])('%s indexable: %s', (path, expected) => {
    expect(isIndexable(url(path))).toBe(expected);
  });

  it('keeps a sitemap file under 50 MB with an hreflang link per region', () => {
    // ~120 bytes per <xhtml:link>, plus the <url> itself.
    const bytesPerEntry = (regions.length + 1) * 120 + 200;
    expect(sitemapEntryLimit * bytesPerEntry).toBeLessThan(50 * 1024 * 1024);
    expect(sitemapEntryLimit).toBeLessThan(50_000);
  });
});

describe('design.md CDN rules', () => {
  it('rewrites the runtime shells with status 200 so the address stays', () => {
    const rules = runtimeRewrites();
    expect(rules.find((r) => r.from === '/auth/*')).toMatchObject({ to: '/auth', status: 200 });
    for (const from of ['/login', '/registration', '/email/*', '/web/af/*', '/b-*', '/new/b-*', '/l-*', '/ml-*', '/libre/*']) {
      expect(rules.map((r) => r.from)).toContain(from);
    }
  });

  it('public-site §2 links: sends /hc/* to the support desk only when HELPDESK_URL is set at build time', () => {
    expect(deskRedirect(undefined)).toBeNull();
    expect(deskRedirect('')).toBeNull();
    expect(deskRedirect('not a url')).toBeNull();
    expect(deskRedirect('javascript:alert(1)')).toBeNull();
    const rule = deskRedirect('https://sendora.zendesk.com/api/v2/');
    expect(rule).toBe('/hc/* https://sendora.zendesk.com/hc/:splat 302!');
    // Forced: it wins over the site's own /hc/{region}/requests/new pages, and keeps the query.
    const { rules, problems } = parseRedirects(`${rule}\n/auth/* /auth 200\n`);
    expect(problems).toEqual([]);
    expect(matchRedirect(rules, { path: '/hc/de-de/requests/new', search: '?x=1', staticExists: true })).toMatchObject({
      kind: 'redirect',
      status: 302,
      target: 'https://sendora.zendesk.com/hc/de-de/requests/new?x=1',
    });
    expect(matchRedirect(rules, { path: '/help', search: '', staticExists: true })).toBeUndefined();
  });

  it('puts the pages’ script hashes into a strict site-wide CSP', () => {
    const csp = cspHeader({ scripts: new Set(["'sha256-b'", "'sha256-a'"]), styles: new Set() });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });
});
