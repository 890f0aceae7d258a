import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BUILD_ENV, logPages } from '../../../scripts/publish/build.ts';

describe("publishing: the pages Astro's build log says it rendered or reused", () => {
  it.each([
    ['one rendered page', '07:41:07   ├─ /404.html (+1.17s) ', [{ file: '/404.html', reused: false }]],
    ['one reused page', '07:41:09   ├─ /news/a/index.html (cached)', [{ file: '/news/a/index.html', reused: true }]],
    ['one restored page', '  ├─ /de-de/index.html (restored)', [{ file: '/de-de/index.html', reused: true }]],
    // Concurrent pages: /a is still rendering while /b and /c are reused; /a's time comes on a later line.
    [
      'pages generated concurrently on one line',
      '  ├─ /a/index.html   ├─ /b/index.html (cached)   ├─ /c/index.html (restored)',
      [
        { file: '/a/index.html', reused: false },
        { file: '/b/index.html', reused: true },
        { file: '/c/index.html', reused: true },
      ],
    ],
    [
      'a concurrent page whose time stamp follows the path unspaced',
      '07:46:04   ├─ /404.html07:46:04   ├─ /auth/index.html07:46:04   ├─ /data/a.json (cached)',
      [
        { file: '/404.html', reused: false },
        { file: '/auth/index.html', reused: false },
        { file: '/data/a.json', reused: true },
      ],
    ],
    ['the late time of a concurrent page', ' (+12ms)   ├─ /d/index.html (cached)', [{ file: '/d/index.html', reused: true }]],
    ['a line of no page', '07:41:33 ✓ Completed in 30.73s.', []],
  ])('%s', (_, line, pages) => {
    expect(logPages(line)).toEqual(pages);
  });
});

describe('publishing: every build runs with the same environment', () => {
  it("npm run build sets exactly the publish and bench builds' environment", () => {
    const script = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts['build']!;
    const assignments = Object.fromEntries([...script.matchAll(/\b([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]]));
    expect(assignments).toEqual(BUILD_ENV);
    expect(script).toMatch(/astro build$/);
  });
});
