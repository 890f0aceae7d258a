import { describe, it, expect } from 'vitest';
import { isIndexable, sitemapEntryLimit } from '../../src/site-config.ts';
import { regions } from '../../src/i18n/regions.ts';
import { runtimeRewrites, cspHeader } from '../../src/integrations/cdn-rules.ts';

const url = (path: string) => `https://www.sendora.example${path}`;

describe('design.md sitemap rules', () => {
  it.each([
    ['/', true], ['/rules', true], ['/de-de/rules', true], ['/in-id', true],
    ['/en-gb/rules', false], ['/en-gb', false],
    ['/uvn', false], ['/es-us/uvn', false], ['/unsupported-browser', false], ['/de-de/unsupported-browser', false],
    ['/auth', false], ['/auth/profile', false], ['/web/af/123', false], ['/404', false],
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

  it('puts the pages’ script hashes into a strict site-wide CSP', () => {
    const csp = cspHeader({ scripts: new Set(["'sha256-b'", "'sha256-a'"]), styles: new Set() });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });
});
