import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtPages, headOf } from '../../../src/integrations/built-pages.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'built-pages-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('design.md sitemap rules: reading the built pages', () => {
  it('reads a page up to </head>, whole characters across its reads, and a page without a head whole', () => {
    // A head longer than one 16 KiB read, with a two-byte character on the boundary.
    const filler = 'a'.repeat(16 * 1024 - '<html><head><title>'.length - 1);
    const page = `<html><head><title>${filler}ü</title><link rel="canonical" href="https://example.com/ü"></head><body>${'x'.repeat(50_000)}</body></html>`;
    writeFileSync(join(dir, 'long.html'), page);
    writeFileSync(join(dir, 'bare.html'), '<p>no head</p>');
    expect(headOf(join(dir, 'long.html'))).toBe(page.slice(0, page.indexOf('</head>') + '</head>'.length));
    expect(headOf(join(dir, 'bare.html'))).toBe('<p>no head</p>');
  });

  it('lists HTML files depth first in name order, leaving out the assets, media and data folders', () => {
    for (const folder of ['b', 'a/c', '_astro', 'media', 'data']) mkdirSync(join(dir, folder), { recursive: true });
    for (const file of ['index.html', 'b/index.html', 'a/index.html', 'a/c/index.html', 'a/x.txt', '_astro/x.html', 'media/y.html', 'data/z.html']) writeFileSync(join(dir, file), '');
    expect([...builtPages(dir)].map((f) => f.slice(dir.length))).toEqual(['/a/c/index.html', '/a/index.html', '/b/index.html', '/index.html']);
  });
});
