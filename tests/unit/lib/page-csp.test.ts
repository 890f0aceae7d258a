import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { narrowScriptHashes, narrowScriptHashesInBytes } from '../../../src/lib/page-csp.ts';

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

  it('narrows a page’s UTF-8 bytes exactly as its text, scripts with non-ASCII characters included', () => {
    const accented = 'document.title = "Überweisung → 送金\u00a0";';
    const html = page(
      `script-src 'self' ${hash(used)} ${hash(accented)} ${hash(other)}`,
      `<p>Geld senden\u00a0– rápido 送金</p><script>${used}</script><script data-x="ü">${accented}</script><script data-y="\u00a0src=">x()</script>`,
    );
    const text = narrowScriptHashes(html);
    expect(text).toContain(hash(accented));
    expect(text).not.toContain(hash(other));
    expect(narrowScriptHashesInBytes(Buffer.from(html)).equals(Buffer.from(text))).toBe(true);
    const none = '<html><head></head><body>é</body></html>';
    expect(narrowScriptHashesInBytes(Buffer.from(none)).toString()).toBe(none);
  });
});
