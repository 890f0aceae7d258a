// The JavaScript a built page loads before the visitor interacts (the landing budget of
// design.md): its script tags, and the component and renderer of every island that hydrates on its
// own (not client:interaction, not client:event), followed through their static imports, gzip
// sizes as served. Inline scripts are part of the HTML and not counted. Used by the bench and by
// tests/e2e/public/build-output.spec.ts.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The files a set of chunks loads: each one and its static imports, followed (not `import()`). */
export function staticImportClosure(dist: string, start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(dist, url), 'utf8');
    // Static imports only (`import x from"./a.js"`, `import"./b.js"`); import() loads later, on demand.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)) queue.push(posix.join(posix.dirname(url), m[1]!));
  }
  return seen;
}

export function firstJavaScript(dist: string, page: string): { bytes: number; files: Array<{ url: string; bytes: number }> } {
  const html = readFileSync(join(dist, page), 'utf8');
  const entry = new Set<string>([...html.matchAll(/<script[^>]+src="(\/[^"]+)"/g)].map((m) => m[1]!));
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (/ client="(interaction|event)"/.test(tag)) continue;
    for (const m of tag.matchAll(/ (?:component-url|renderer-url|before-hydration-url)="(\/[^"]+)"/g)) entry.add(m[1]!);
  }
  const seen = staticImportClosure(dist, entry);
  const files = [...seen].sort().map((url) => ({ url, bytes: gzipSync(readFileSync(join(dist, url))).length }));
  return { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

/** Every JavaScript file the page can load, interaction and on-demand islands included. */
export function allJavaScript(dist: string, page: string): number {
  const html = readFileSync(join(dist, page), 'utf8');
  const seen = new Set<string>();
  const queue = [...html.matchAll(/ (?:component-url|renderer-url|before-hydration-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(dist, url), 'utf8');
    for (const m of code.matchAll(/["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.push(posix.join(posix.dirname(url), m[1]!));
  }
  return [...seen].reduce((sum, url) => sum + gzipSync(readFileSync(join(dist, url))).length, 0);
}
