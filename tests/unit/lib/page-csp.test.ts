import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { narrowScriptHashes } from '../../../src/lib/page-csp.ts';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const page = (policy: string, body: string) => `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

describe('narrowScriptHashes: a page CSP lists the hashes of its own inline scripts', () => {
  const used = 'console.log(1)';
  const other = 'console.log(2)';

  it('keeps the hash of a script on the page and drops the hash of one that is not', () => {
    const html = page(`default-src 'self'; script-src 'self' ${hash(used)} ${hash(other)}; style-src 'self' ${hash('a{}')};`, `<script>${used}</script>`);
    const out = narrowScriptHashes(html);
    expect(out).toContain(hash(used));
    expect(out).not.toContain(hash(other));
    // Other directives (style hashes included) and the page itself are untouched.
    expect(out).toContain(`style-src 'self' ${hash('a{}')}`);
    expect(out).toContain("default-src 'self'");
    expect(out).toContain(`<body><script>${used}</script></body>`);
  });

  it('hashes the exact text of scripts with attributes, and ignores external scripts', () => {
    const multiline = '(function () {\n  var a = 1;\n})();';
    const html = page(`script-src 'self' ${hash(multiline)} ${hash('')}`, `<script type="module" src="/_astro/a.js"></script><script is-inline>${multiline}</script>`);
    const out = narrowScriptHashes(html);
    expect(out).toContain(hash(multiline));
    expect(out).not.toContain(hash(''));
    expect(out).toContain("script-src 'self' ");
  });

  it('leaves a page without a CSP meta as it is', () => {
    const html = '<html><head></head><body><script>x()</script></body></html>';
    expect(narrowScriptHashes(html)).toBe(html);
  });
});
