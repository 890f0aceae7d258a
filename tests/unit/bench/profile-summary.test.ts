import { describe, it, expect } from 'vitest';
import { chunkModules, fileOf, formatSummary, moduleAt, packageOf, partOf, summariseProfile, type CpuProfile } from '../../../scripts/bench/profile-summary.ts';

const root = '/work/site/';
const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 9, columnNumber: 0 });

// Four leaf frames: each sample lasts until the next (times in microseconds).
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', '') },
    { id: 2, callFrame: frame('renderPage', 'file:///work/site/node_modules/astro/dist/runtime/server/render/page.js') },
    { id: 3, callFrame: frame('narrowScriptHashes', 'file:///work/site/dist/.prerender/chunks/page-csp_abc.mjs') },
    { id: 4, callFrame: frame('transform', 'file:///work/site/node_modules/rollup/dist/es/shared/node-entry.js') },
    { id: 5, callFrame: frame('(garbage collector)', '') },
    { id: 6, callFrame: frame('writeFile', 'node:internal/fs/promises') },
  ],
  startTime: 0,
  endTime: 10_000,
  samples: [2, 2, 3, 4, 5, 6, 2],
  timeDeltas: [0, 1000, 1000, 1000, 2000, 1000, 1000],
};

describe('profile summary: self time by file, function, package and part of the build', () => {
  const summary = summariseProfile(profile, root);

  it('counts each sample until the next one, the last until the end', () => {
    expect(summary.totalMs).toBe(10);
    // renderPage: 0–1, 1–2 and 7–10 ms.
    expect(summary.functions[0]).toEqual({ name: 'renderPage astro/dist/runtime/server/render/page.js:10', ms: 5, share: 0.5 });
  });

  it('gives the share of Astro’s render, our code, bundling, fs writes and GC', () => {
    expect(summary.parts['astro render'].ms).toBe(5);
    expect(summary.parts['our src/'].ms).toBe(1);
    expect(summary.parts['vite/rollup bundling'].ms).toBe(2);
    expect(summary.parts['GC'].ms).toBe(1);
    expect(summary.parts['GC'].share).toBeCloseTo(0.1);
    expect(summary.parts['fs (writes, and reads)'].ms).toBe(1);
    expect(summary.parts['idle/program'].ms).toBe(0);
    expect(Object.values(summary.parts).reduce((s, p) => s + p.ms, 0)).toBe(summary.totalMs);
  });

  it('names files by package or by their place in the project, and ranks packages', () => {
    expect(summary.files.map((f) => f.name)).toContain('/dist/.prerender/chunks/page-csp_abc.mjs'.slice(1));
    expect(summary.packages[0]).toMatchObject({ name: 'astro', ms: 5 });
    expect(formatSummary(summary)).toContain('astro render');
  });
});

describe('profile summary: a frame’s package and part', () => {
  it('reads the innermost package, scoped or not', () => {
    expect(packageOf('file:///a/node_modules/@rollup/rollup-linux-x64-gnu/x.node')).toBe('@rollup/rollup-linux-x64-gnu');
    expect(packageOf('file:///a/node_modules/astro/node_modules/vite/dist/node/chunks/dep.js')).toBe('vite');
    expect(packageOf('file:///a/src/lib/page-csp.ts')).toBeNull();
  });

  it('puts node’s fs in fs writes, the rest of node apart, and a project file outside src/ with the other packages', () => {
    expect(partOf(frame('writeFileHandle', 'node:internal/fs/promises'), root)).toBe('fs (writes, and reads)');
    expect(partOf(frame('emit', 'node:events'), root)).toBe('node (other)');
    expect(partOf(frame('x', 'file:///work/site/src/middleware.ts'), root)).toBe('our src/');
    expect(partOf(frame('x', 'file:///work/site/astro.config.mjs'), root)).toBe('other packages');
    expect(partOf(frame('x', 'file:///work/site/node_modules/astro/dist/core/build/static-build.js'), root)).toBe('astro (other)');
    expect(fileOf('', root)).toBe('(native)');
  });

  it('tells native frames of fs, text encoding and regular expressions apart, and Astro’s runtime chunks by name', () => {
    expect(partOf(frame('mkdir', ''), root)).toBe('fs (writes, and reads)');
    expect(partOf(frame('encodeUtf8String', ''), root)).toBe('text encoding');
    expect(partOf(frame('decode', 'node:internal/encoding'), root)).toBe('text encoding');
    expect(partOf(frame('RegExp: <script>', ''), root)).toBe('regular expressions');
    expect(partOf(frame('renderToString', 'file:///work/site/.astro/.prerender/chunks/server_KpiGEzaI.mjs'), root)).toBe('astro render');
    expect(partOf(frame('Footer', 'file:///work/site/.astro/.prerender/chunks/BaseLayout_I9dk768F.mjs'), root)).toBe('our src/');
  });
});

describe('profile summary: a bundle line’s module', () => {
  const chunk = [
    'import x from "y";',
    '// ../main/node_modules/astro/dist/runtime/server/render/page.js',
    'function renderPage() {}',
    '// src/lib/page-csp.ts',
    'function narrow() {}',
    '',
    '// \\0astro:react:opts',
    'var opts = {};',
  ].join('\n');

  it('reads the module comments Rolldown writes, and puts a line in the module above it', () => {
    const modules = chunkModules(chunk);
    expect(modules).toEqual([
      { line: 1, module: '../main/node_modules/astro/dist/runtime/server/render/page.js' },
      { line: 3, module: 'src/lib/page-csp.ts' },
      { line: 6, module: '\\0astro:react:opts' },
    ]);
    expect(moduleAt(modules, 0)).toBeNull();
    expect(moduleAt(modules, 2)).toBe('../main/node_modules/astro/dist/runtime/server/render/page.js');
    expect(moduleAt(modules, 5)).toBe('src/lib/page-csp.ts');
  });
});
