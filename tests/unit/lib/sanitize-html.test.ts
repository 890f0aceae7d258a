import { describe, it, expect } from 'vitest';
import { sanitizeHtml } from '../../../src/lib/sanitize-html.ts';
import { getRegion } from '../../../src/i18n/regions.ts';

const deDe = getRegion('de-de') ?? null;

describe('public-site §2, design.md: CMS HTML is sanitized with an allowlist at build time', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">Hi</p>', '<p>Hi</p>'],
    ['<img src="/media/a.svg" onerror="alert(1)" alt="A">', '<img src="/media/a.svg" alt="A" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    // An image the media rule refuses is dropped whole (site media or MEDIA_HOSTS only).
    ['<p>a<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">b</p>', '<p>ab</p>'],
    ['<p>a<img src="https://tracker.evil.example/p.png" alt="">b</p>', '<p>ab</p>'],
    ['<p>a<img src="/media/../api/x" alt="">b</p>', '<p>ab</p>'],
    ['<p>a<img src="/hc/article_attachments/1/x.png" alt="">b</p>', '<p>ab</p>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<p style="background:url(javascript:alert(1))">Hi</p>', '<p>Hi</p>'],
    ['<span style="color:red">red</span>', '<span>red</span>'],
    ['<style>p{}</style><p>Hi</p>', '<p>Hi</p>'],
    ['<iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['<form action="/x"><input name="a"></form>', ''],
    ['<svg onload="alert(1)"><circle/></svg>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps the allowed structure, https, mailto and tel links', () => {
    const html = '<h2>T</h2><ul><li><strong>a</strong></li></ul><a href="mailto:hi@sendora.example">m</a> <a href="tel:+447700900001">t</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('gives external links and new tabs no handle on the page', () => {
    expect(sanitizeHtml('<a href="https://partner.example" target="_blank">p</a>')).toBe('<a href="https://partner.example" target="_blank" rel="noopener noreferrer">p</a>');
    expect(sanitizeHtml('<a href="/rules" target="_top">r</a>')).toBe('<a href="/rules">r</a>');
  });

  it('adds the region prefix to internal links', () => {
    expect(sanitizeHtml('<a href="/rules#fees">r</a>', deDe)).toBe('<a href="/de-de/rules#fees">r</a>');
    expect(sanitizeHtml('<a href="/fr-fr/rules">r</a>', deDe)).toBe('<a href="/fr-fr/rules">r</a>');
  });
});
