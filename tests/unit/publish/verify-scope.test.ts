import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPublish, type PublishOptions } from '../../../scripts/publish/pipeline.ts';
import { changedPages, otherFileChanged, SAMPLE_SEED, verifyReleaseScoped } from '../../../scripts/publish/verify.ts';
import { smokeSample } from '../../../scripts/publish/smoke.ts';
import { htmlFiles } from '../../../scripts/publish/site-checks.ts';
import type { Builder } from '../../../scripts/publish/build.ts';
import { fakeSiteBuilder, renderFakeSite } from './fake-site.ts';
import { makeWorkspace, type Workspace } from './helpers.ts';
import { liveId } from '../../../scripts/publish/releases.ts';

let ws: Workspace;
beforeEach(() => {
  ws = makeWorkspace(12);
});
afterEach(() => ws.cleanup());

const publish = (extra: Partial<PublishOptions> = {}) => runPublish({ dir: ws.releases, build: fakeSiteBuilder(ws.snapshot), smoke: false, ...extra });
const editNews = (n: number, title: string) => {
  const file = join(ws.snapshot, 'cms/news-articles/en/page-1.json');
  const page = JSON.parse(readFileSync(file, 'utf8')) as { data: Array<{ title: string }> };
  page.data[n - 1]!.title = title;
  writeFileSync(file, JSON.stringify(page));
};

describe('publishing: verification of what changed plus a fixed sample', () => {
  it('the first publish (no live release) verifies every page', async () => {
    const report = await publish();
    expect(report.verified).toBeUndefined();
    expect(report.checks?.find((c) => c.name === 'links')?.summary).toBe('0 broken internal links in 27 pages (every page)');
  });

  it('then checks only the pages that differ from the live release, plus the same seeded sample per language, and says why', async () => {
    await publish();
    editNews(3, 'News 3, corrected');
    const report = await publish();
    expect(report.ok).toBe(true);
    // The article in both languages and the two homes that list it changed.
    expect(report.verified?.scope).toBe('changed+sample');
    expect(report.verified?.changed).toEqual(['/', '/de-de', '/de-de/news/news-3', '/news/news-3']);
    expect(report.verified?.sample.length).toBeGreaterThan(0);
    for (const path of report.verified!.sample) expect(report.verified!.changed).not.toContain(path);
    expect(report.checks?.find((c) => c.name === 'links')?.summary).toBe(
      `0 broken internal links in ${4 + report.verified!.sample.length} pages (4 changed + ${report.verified!.sample.length} sample)`,
    );
    // The sample is fixed: the next publish checks the same pages.
    editNews(5, 'News 5, corrected');
    const next = await publish();
    expect(next.verified?.changed).toEqual(['/', '/de-de', '/de-de/news/news-5', '/news/news-5']);
    const sampleOf = (id: string) => [...smokeSample(join(ws.releases, id), 2, SAMPLE_SEED).values()].flat();
    expect(sampleOf(next.releaseId!)).toEqual(sampleOf(report.releaseId!));
    expect(report.verified!.sample).toEqual(sampleOf(report.releaseId!).filter((p) => !report.verified!.changed.includes(p)));
  });

  it('still refuses a broken changed page', async () => {
    await publish();
    const broken = await publish({
      build: fakeSiteBuilder(ws.snapshot, (out) => {
        const file = join(out, 'news/news-7/index.html');
        writeFileSync(file, readFileSync(file, 'utf8').replace('<a href="/">Home</a>', '<a href="/news/gone">Home</a>'));
      }),
    });
    expect(broken.ok).toBe(false);
    expect(broken.verified?.changed).toEqual(['/news/news-7']);
    expect(broken.checks?.find((c) => c.name === 'links')?.problems).toEqual(['/news/gone (linked from /news/news-7)']);
  });

  it('reads every page for links when a page was removed since the live release (an unchanged page may link to it)', async () => {
    await publish();
    ws.setNews(11);
    const report = await publish();
    expect(report.verified?.removed).toEqual(['/de-de/news/news-12', '/news/news-12']);
    expect(report.checks?.find((c) => c.name === 'links')?.summary).toBe('0 broken internal links in 25 pages (every page (2 removed since the live release))');
  });

  it("uses the build's own list of rendered pages when it gives one, comparing only those byte for byte", async () => {
    await publish();
    editNews(2, 'News 2, corrected');
    const inner = fakeSiteBuilder(ws.snapshot);
    // Says it rendered the English article only (and reused the rest): the German twin is not compared.
    const builder: Builder = async (out) => ({ ...(await inner(out)), reused: htmlFiles(out).length - 2, rendered: ['/news/news-2/index.html', '/news/news-4/index.html'] });
    const report = await publish({ build: builder });
    const pages = htmlFiles(join(ws.releases, 'live')).length;
    expect(report.build).toMatchObject({ rendered: 2, reused: pages - 2 });
    expect(report.verified?.changed).toEqual(['/news/news-2']);
    expect(report.verified?.compared).toBe('2 pages the build rendered, byte for byte with the live release');
    expect(report.phases).toMatchObject({
      build: { rendered: 2, reused: pages - 2 },
      verify: { checks: { links: expect.any(Number), sitemaps: expect.any(Number) } },
      switch: { ms: expect.any(Number) },
    });
  });

  it("compares every page when the build's log does not account for every page (a page it rendered went unnamed)", async () => {
    await publish();
    editNews(2, 'News 2, corrected');
    const inner = fakeSiteBuilder(ws.snapshot);
    // Names only the English article's twin and one page short of the rest: the German article is not named.
    const builder: Builder = async (out) => ({ ...(await inner(out)), reused: htmlFiles(out).length - 2, rendered: ['/news/news-4/index.html'] });
    const report = await publish({ build: builder });
    // The German article (and the homes listing it) are found by comparing every page.
    expect(report.verified?.changed).toEqual(expect.arrayContaining(['/de-de/news/news-2', '/news/news-2', '/', '/de-de']));
    expect(report.verified?.compared).toMatch(/^every page, byte for byte with the live release \(the build's log named 1 rendered and \d+ reused of \d+\)$/);
  });

  it("does not take a page the build reused for the live one when the build cache is not the live release's (a refused publish since, a rollback)", async () => {
    // A stand-in for Astro's incremental build: renders every page, names those whose output
    // differs from what its cache held, and reuses the rest; the cache is what the last build wrote.
    let cache: Map<string, string> = new Map();
    let generation = 0;
    const incremental =
      (tweak?: (out: string) => void): Builder =>
      async (out) => {
        await fakeSiteBuilder(ws.snapshot, tweak)(out);
        const files = htmlFiles(out).map((f) => f.slice(out.length));
        const before = generation ? `cache-${generation}` : null;
        const next = new Map(files.map((f) => [f, readFileSync(join(out, f), 'utf8')]));
        const rendered = files.filter((f) => cache.get(f) !== next.get(f));
        cache = next;
        generation++;
        return { ok: true, log: '', ms: 1, rendered, reused: files.length - rendered.length, cache: { before, after: `cache-${generation}` } };
      };
    const brokenLink = (out: string) => {
      const page = join(out, 'news/news-2/index.html');
      writeFileSync(page, readFileSync(page, 'utf8').replace('</main>', '<a href="/no-such-page">x</a></main>'));
    };
    const good = await publish({ build: incremental() });
    expect(good.ok).toBe(true);
    const refused = await publish({ build: incremental(brokenLink) });
    expect(refused.ok).toBe(false);
    // The next build reuses the refused build's page: it differs from the live one all the same.
    const next = await publish({ build: incremental(brokenLink) });
    expect(next.ok).toBe(false);
    expect(next.verified?.changed).toContain('/news/news-2');
    expect(next.verified?.compared).toBe(`every page, byte for byte with the live release (the build cache was last written by ${refused.releaseId}, not by the live release ${good.releaseId})`);
    expect(liveId(ws.releases)).toBe(good.releaseId);

    // A build from the live release's cache is trusted again.
    const fixed = await publish({ build: incremental() });
    expect(fixed.ok).toBe(true);
    const after = await publish({ build: incremental() });
    expect(after.verified?.compared).toBe('0 pages the build rendered, byte for byte with the live release');
  });

  it('reports each phase: debounce, sync (mode, requests), build, verify per check, switch', async () => {
    const report = await publish({ debouncedMs: 2000, sync: () => Promise.resolve({ ok: true, summary: 'targeted', mode: 'targeted', requests: 3 }) });
    expect(report.phases).toMatchObject({ debounce: { ms: 2000 }, sync: { mode: 'targeted', requests: 3, ms: expect.any(Number) }, build: { ms: expect.any(Number), reused: 0 } });
    expect(Object.keys(report.phases!.verify!.checks)).toEqual(['build', 'page-count', 'links', 'head-tags', 'sitemaps', 'smoke']);
  });

  it('changedPages: a file differs when new, of another size, or of other bytes', () => {
    const a = join(ws.base, 'a');
    const b = join(ws.base, 'b');
    renderFakeSite(ws.snapshot, a);
    cpSync(a, b, { recursive: true });
    const same = join(b, 'news/news-1/index.html');
    writeFileSync(same, readFileSync(same, 'utf8').replace('News 1', 'News X')); // same size, other bytes
    rmSync(join(a, 'news/news-2/index.html'));
    expect(
      changedPages(b, a, htmlFiles(b))
        .map((f) => f.slice(b.length))
        .sort(),
    ).toEqual(['/news/news-1/index.html', '/news/news-2/index.html']);
  });

  it("opens a language's changed pages in the browser, as many as the sample holds, or one sample page of a language without change", async () => {
    await publish();
    editNews(1, 'News 1, corrected');
    const out = join(ws.base, 'next');
    renderFakeSite(ws.snapshot, out);
    const { verified } = await verifyReleaseScoped({ release: out, live: join(ws.releases, 'live'), smoke: false, samplePerLanguage: 3 });
    // Both languages changed: their changed pages, the edited article before the homes listing it, no sample.
    expect(verified?.smoke.filter((p) => p.why === 'changed').map((p) => p.path)).toEqual(['/de-de/news/news-1', '/de-de', '/news/news-1', '/']);
    expect(verified?.smoke.filter((p) => p.why === 'sample')).toEqual([]);

    // Only an English page changed, on the live release's scripts and data: English opens its change, German nothing.
    const live = join(ws.releases, 'live');
    const only = join(ws.base, 'only-en');
    cpSync(realpathSync(live), only, { recursive: true });
    const english = join(only, 'news/news-2/index.html');
    writeFileSync(english, readFileSync(english, 'utf8').replace('</main>', '<p>Corrected.</p></main>'));
    const second = await verifyReleaseScoped({ release: only, live, smoke: false, samplePerLanguage: 3 });
    expect(second.verified?.otherFileChanged).toBeNull();
    expect(second.verified?.smoke.map((p) => [p.path, p.why])).toEqual([['/news/news-2', 'changed']]);

    // The same with a script the pages load changed: German's shell has to work with it, one sample page.
    mkdirSync(join(only, '_astro'), { recursive: true });
    writeFileSync(join(only, '_astro/shell.js'), 'export {};');
    const third = await verifyReleaseScoped({ release: only, live, smoke: false, samplePerLanguage: 3 });
    expect(third.verified?.otherFileChanged).toBe('/_astro/shell.js');
    expect(third.verified?.smoke.map((p) => [p.path, p.why])).toEqual([
      [expect.stringMatching(/^\/de-de/), 'sample'],
      ['/news/news-2', 'changed'],
    ]);
  });

  it('opens one page when nothing changed at all', async () => {
    await publish();
    const live = join(ws.releases, 'live');
    const same = join(ws.base, 'same');
    cpSync(realpathSync(live), same, { recursive: true });
    const { verified } = await verifyReleaseScoped({ release: same, live, smoke: false });
    expect(verified?.changed).toEqual([]);
    expect(verified?.smoke).toEqual([{ path: '/', why: 'sample' }]);
  });

  it('names the first file beside the pages that differs from live: added, removed or other bytes; sitemaps aside', () => {
    const a = join(ws.base, 'a');
    const b = join(ws.base, 'b');
    for (const dir of [a, b]) {
      mkdirSync(join(dir, '_astro'), { recursive: true });
      mkdirSync(join(dir, 'data/shell'), { recursive: true });
      writeFileSync(join(dir, '_astro/app.js'), 'a');
      writeFileSync(join(dir, 'data/shell/en.json'), '{"a":1}');
      writeFileSync(join(dir, 'index.html'), dir);
    }
    writeFileSync(join(b, 'sitemap-0.xml'), '<urlset/>');
    expect(otherFileChanged(b, a)).toBeNull();
    writeFileSync(join(b, 'data/shell/en.json'), '{"a":2}');
    expect(otherFileChanged(b, a)).toBe('/data/shell/en.json');
    writeFileSync(join(b, 'data/shell/en.json'), '{"a":1}');
    rmSync(join(b, '_astro/app.js'));
    expect(otherFileChanged(b, a)).toBe('/_astro/app.js (removed)');
    writeFileSync(join(b, '_astro/app-2.js'), 'a');
    expect(otherFileChanged(b, a)).toBe('/_astro/app.js (removed)');
    writeFileSync(join(b, '_astro/app.js'), 'a');
    expect(otherFileChanged(b, a)).toBe('/_astro/app-2.js');
  });
});
