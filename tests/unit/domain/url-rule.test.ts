import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allowedMediaUrl, allowedUrl, contentLinkPolicy, isSitePath, videoPolicy } from '../../../src/domain/url-rule.ts';
import { safeLink } from '../../../src/domain/request-page.ts';
import { safeRedirect } from '../../../src/domain/safe-redirect.ts';

const SITE = 'https://site.example';
const link = (text: string) => allowedUrl(text, contentLinkPolicy);

/** Links that must never become an href: scripts, other documents, other sites in disguise. */
const hostile = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'javascript :alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript\u00a0:alert(1)',
  '\ufeffjavascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3A;alert(1)',
  '&#106;avascript:alert(1)',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VbScRiPt:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://site.example/uuid',
  'http://other.example/',
  'ftp://other.example/',
  '//other.example',
  '//other.example/path',
  '///other.example',
  '/\\other.example',
  '\\\\other.example',
  '\\/other.example',
  '/\t/other.example',
  '/\n/other.example',
  '/\r/other.example',
  '/ /other.example',
  'https:other.example',
  'https:/\\other.example',
  'https://site.example@other.example/',
  'https://user:pass@site.example/',
  'https:///',
  'https://',
  'mailto:',
  'mailto:a@b.example,evil@other.example',
  'tel:javascript:alert(1)',
  'tel:+44 20',
  'rules',
  './rules',
  '../rules',
  '?x=1',
  '',
  ' ',
  '/rules ',
  '\u2028/rules',
  '/rules\u2029',
  'https://site.example/"onmouseover="alert(1)',
  '/rules"><script>alert(1)</script>',
  '/rules`x',
];

describe('public-site §3 content links: the URL rule', () => {
  it.each(hostile.map((u) => [JSON.stringify(u), u]))('refuses %s', (_, url) => {
    expect(link(url)).toBeNull();
    expect(safeLink(url, ['site.example', 'other.example'])).toBeNull();
  });

  it.each([
    ['/rules', '/rules'],
    ['/', '/'],
    ['/de-de/help?x=1#top', '/de-de/help?x=1#top'],
    ['/%2F%2Fother.example', '/%2F%2Fother.example'], // an encoded slash stays in the path
    ['/&#x2F;other.example', '/&#x2F;other.example'], // text, not an entity: the page escapes it
    ['https://www.google.com/chrome/', 'https://www.google.com/chrome/'],
    ['HTTPS://Example.org/A', 'https://example.org/A'],
    ['mailto:help@sendora.example', 'mailto:help@sendora.example'],
    ['mailto:help@sendora.example?subject=Hi', 'mailto:help@sendora.example?subject=Hi'],
    ['tel:+442071234567', 'tel:+442071234567'],
    ['tel:+1-800-555-0100', 'tel:+1-800-555-0100'],
  ])('accepts %s as %s', (url, expected) => {
    expect(link(url)).toBe(expected);
  });

  it('protocol-relative links are not site paths', () => {
    expect(isSitePath('//other.example')).toBe(false);
    expect(isSitePath('/rules')).toBe(true);
  });
});

describe('public-site §3 media and video URLs', () => {
  it.each([
    ['/media/home/hero.svg', [], '/media/home/hero.svg'],
    ['https://cdn.example/a.png', ['cdn.example'], 'https://cdn.example/a.png'],
    ['https://cdn.example/a.png', [], null],
    ['https://other.example/a.png', ['cdn.example'], null],
    ['http://cdn.example/a.png', ['cdn.example'], null],
    ['/rules', [], null], // not a media path
    ['/media/a.png 2x, javascript:alert(1)', [], null], // a second srcset candidate
    ['/media/a,b.png', [], null],
    ['//cdn.example/a.png', ['cdn.example'], null],
    ['data:image/svg+xml,<svg onload=alert(1)>', [], null],
    ['javascript:alert(1)', [], null],
    ['/media/\t/a.png', [], null],
    ['/media/../api/x', [], null], // the browser resolves the dot segment out of /media/
    ['/media/%2e%2e/api/x', [], null],
    ['/media/./a.png', [], null],
    ['/media/a..b.png', [], '/media/a..b.png'],
    ['https://cdn.example:8443/a.png', ['cdn.example'], null], // listed hosts on the default port only
  ] as const)('media %j on hosts %j → %j', (url, hosts, expected) => {
    expect(allowedMediaUrl(url, hosts)).toBe(expected);
  });

  it.each([
    ['https://www.youtube-nocookie.com/embed/q7LmS2xVb4E', true],
    ['https://www.youtube.com/embed/q7LmS2xVb4E', false],
    ['https://www.youtube-nocookie.com.evil.example/embed/x', false],
    ['javascript:alert(1)//www.youtube-nocookie.com', false],
    ['/embed/q7LmS2xVb4E', false],
    ['//www.youtube-nocookie.com/embed/x', false],
    ['https://www.youtube-nocookie.com:8443/embed/x', false],
  ] as const)('video %s allowed: %s', (url, ok) => {
    expect(allowedUrl(url, videoPolicy(['www.youtube-nocookie.com'])) !== null).toBe(ok);
  });
});

/** Every URL-looking string of the committed snapshot: the real data the properties start from. */
function snapshotUrls(): string[] {
  const found = new Set<string>();
  const visit = (v: unknown, key: string): void => {
    if (Array.isArray(v)) v.forEach((x) => visit(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) visit(x, k);
    else if (typeof v === 'string' && /url|link/i.test(key) && !/text/i.test(key) && v.length < 300) found.add(v);
  };
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.json')) visit(JSON.parse(readFileSync(p, 'utf8')), '');
    }
  };
  walk(new URL('../../../content-cache/cms/', import.meta.url).pathname);
  return [...found].sort();
}

const realUrls = snapshotUrls();
/** Pieces that break URLs: scheme words, separators, entities, controls, whitespace, backslashes. */
const trickyPiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  ':',
  'javascript:',
  'JaVaScRiPt:',
  'data:',
  'vbscript:',
  'https:',
  'http:',
  'mailto:',
  'tel:',
  '\t',
  '\n',
  '\r',
  '\u0000',
  ' ',
  '\u00a0',
  '\u2028',
  '\ufeff',
  '%0a',
  '%2f',
  '&#58;',
  '&colon;',
  '@',
  '#',
  '?',
  '.',
  '..',
  'other.example',
  'a',
  '1',
  '+',
);
const candidate = fc.oneof(
  fc.array(trickyPiece, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.tuple(fc.constantFrom(...realUrls), fc.nat(), fc.array(trickyPiece, { minLength: 1, maxLength: 3 })).map(([url, at, parts]) => {
    const i = at % (url.length + 1);
    return url.slice(0, i) + parts.join('') + url.slice(i);
  }),
  fc.constantFrom(...realUrls),
  fc.webUrl(),
  fc.string(),
);

describe('public-site §3 content links: properties of the URL rule', () => {
  it('the committed snapshot holds real URLs to start from', () => {
    expect(realUrls.length).toBeGreaterThan(50);
  });

  it('any link it accepts resolves to https, mailto or tel, and a site path stays on the site', () => {
    fc.assert(
      fc.property(candidate, (text) => {
        const accepted = link(text);
        if (accepted === null) return;
        const url = new URL(accepted, SITE);
        expect(['https:', 'mailto:', 'tel:']).toContain(url.protocol);
        if (text.startsWith('/')) {
          expect(url.origin).toBe(SITE);
          expect(accepted).toBe(text);
        }
        expect(/[\s\\\u0000-\u001f]/.test(accepted)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('request-page links and redirects follow the same rule: this site or an allowed https host, nothing else', () => {
    const hosts = ['apps.apple.com'];
    fc.assert(
      fc.property(candidate, (text) => {
        for (const accepted of [safeLink(text, hosts), safeRedirect(text, SITE, hosts)]) {
          if (accepted === null) continue;
          const url = new URL(accepted, SITE);
          expect(url.origin === SITE || (url.protocol === 'https:' && hosts.includes(url.hostname))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('any media URL it accepts is a /media/ path or https on a media host, one srcset candidate', () => {
    fc.assert(
      fc.property(candidate, (text) => {
        const accepted = allowedMediaUrl(text, ['cdn.example']);
        if (accepted === null) return;
        const url = new URL(accepted, SITE);
        expect(url.origin === SITE ? url.pathname.startsWith('/media/') : url.protocol === 'https:' && url.hostname === 'cdn.example').toBe(true);
        expect(/[\s,]/.test(accepted)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('every link of the committed snapshot passes', () => {
    for (const url of realUrls) expect(link(url) ?? allowedMediaUrl(url, []), url).not.toBeNull();
  });
});

describe('public-site §2 shared payment-request pages: links from the answer (tab, newline, backslash)', () => {
  it.each(['/\t/other.example', '/\n/other.example', '/\\/other.example', '\t//other.example', '/\u0000/other.example'])('%j is not followed', (url) => {
    expect(safeLink(url, ['other.example'])).toBeNull();
    expect(safeRedirect(url, SITE, ['other.example'])).toBeNull();
  });
});
