import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPublish, runRollback, type PublishOptions } from '../../../scripts/publish/pipeline.ts';
import { liveId, readState, releaseIds } from '../../../scripts/publish/releases.ts';
import { pageCountCheck } from '../../../scripts/publish/verify.ts';
import { createSiteServer, type SiteServer } from '../../../scripts/serve/server.ts';
import { fakeSiteBuilder } from './fake-site.ts';
import { makeWorkspace, sleep, type Workspace } from './helpers.ts';

let ws: Workspace;
beforeEach(() => {
  ws = makeWorkspace();
});
afterEach(() => ws.cleanup());

const publish = (extra: Partial<PublishOptions> = {}) => runPublish({ dir: ws.releases, build: fakeSiteBuilder(ws.snapshot), smoke: false, ...extra });
const livePage = (path: string) => readFileSync(join(ws.releases, 'live', path, 'index.html'), 'utf8');
const lastReport = () => JSON.parse(readFileSync(join(ws.releases, 'last-report.json'), 'utf8')) as Record<string, unknown>;

describe('publishing: a publish goes live only when every check passes', () => {
  it('builds into a new release folder, verifies it and points live at it', async () => {
    const report = await publish({ trigger: ['manual'] });
    expect(report.error).toBeUndefined();
    expect(report).toMatchObject({ ok: true, exitCode: 0, live: report.releaseId });
    expect(liveId(ws.releases)).toBe(report.releaseId);
    expect(realpathSync(join(ws.releases, 'live'))).toBe(realpathSync(join(ws.releases, report.releaseId!)));
    expect(report.checks?.map((c) => [c.name, c.ok])).toEqual([
      ['build', true],
      ['page-count', true],
      ['links', true],
      ['head-tags', true],
      ['sitemaps', true],
      ['smoke', true],
    ]);
    expect(lastReport()).toMatchObject({ ok: true, releaseId: report.releaseId, trigger: ['manual'] });
    expect(existsSync(join(ws.releases, 'reports', `${report.releaseId}.json`))).toBe(true);
  });

  it('refuses a release that breaks a page (a broken internal link): live untouched, the report names it', async () => {
    const first = await publish();
    const broken = await publish({
      build: fakeSiteBuilder(ws.snapshot, (out) => {
        const file = join(out, 'news/news-3/index.html');
        writeFileSync(file, readFileSync(file, 'utf8').replace('<a href="/">Home</a>', '<a href="/news/no-such-article">Read more</a>'));
      }),
    });
    expect(broken).toMatchObject({ ok: false, exitCode: 1, live: first.releaseId });
    expect(broken.error).toMatch(/verification refused the release: links/);
    expect(broken.checks?.find((c) => c.name === 'links')?.problems).toEqual(['/news/no-such-article (linked from /news/news-3)']);
    expect(liveId(ws.releases)).toBe(first.releaseId);
    expect(existsSync(join(ws.releases, broken.releaseId!)), 'the refused release is removed').toBe(false);
    expect(lastReport()).toMatchObject({ ok: false, exitCode: 1, releaseId: broken.releaseId });
  });

  it('refuses a release whose indexable page lost its canonical link', async () => {
    await publish();
    const report = await publish({
      build: fakeSiteBuilder(ws.snapshot, (out) => {
        const file = join(out, 'de-de/news/news-1/index.html');
        writeFileSync(file, readFileSync(file, 'utf8').replace(/<link rel="canonical"[^>]+>/, ''));
      }),
    });
    expect(report.ok).toBe(false);
    expect(report.checks?.find((c) => c.name === 'head-tags')?.problems).toEqual(['/de-de/news/news-1: canonical']);
  });

  it('refuses a release that drops more pages than allowed, unless --allow-drop', async () => {
    const first = await publish();
    ws.setNews(15); // 20 → 15 articles: 43 → 33 pages (each article is 2 pages), 23 % fewer
    const refused = await publish();
    expect(refused).toMatchObject({ ok: false, live: first.releaseId });
    expect(refused.checks?.find((c) => c.name === 'page-count')?.summary).toMatch(/33 pages, live release 43 \(23\.3 % fewer\): more than 5\.0 % fewer; publish again with --allow-drop/);
    const allowed = await publish({ allowDrop: true });
    expect(allowed).toMatchObject({ ok: true, live: allowed.releaseId });
    expect(readdirSync(join(ws.releases, 'live', 'news'))).toHaveLength(15);
  });

  it('leaves live untouched when the build fails', async () => {
    const first = await publish();
    const report = await publish({ build: async () => ({ ok: false, log: 'Error: boom', ms: 1 }) });
    expect(report).toMatchObject({ ok: false, exitCode: 1, error: 'the build failed (see build.log)', build: { ok: false, log: 'Error: boom' } });
    expect(liveId(ws.releases)).toBe(first.releaseId);
  });

  it('leaves live untouched and builds nothing when the sync fails', async () => {
    const builder = fakeSiteBuilder(ws.snapshot);
    await publish();
    const report = await publish({ build: builder, sync: async () => ({ ok: false, summary: 'content service (CMS_URL): GET … failed after 5 attempts: 503' }) });
    expect(report).toMatchObject({ ok: false, error: 'sync failed: content service (CMS_URL): GET … failed after 5 attempts: 503' });
    expect(builder.builds).toBe(0);
  });

  it('runs one publish at a time: a second one meanwhile is told so (exit 2)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = publish({ build: fakeSiteBuilder(ws.snapshot, () => gate) });
    await sleep(20);
    const second = await publish();
    expect(second).toMatchObject({ ok: false, exitCode: 2 });
    expect(second.error).toMatch(/another publish is running/);
    release();
    expect((await slow).ok).toBe(true);
  });
});

describe('publishing: rollback and kept releases', () => {
  it('rolls back to the previous release at once, and again one further', async () => {
    const ids: string[] = [];
    for (const label of ['First', 'Second', 'Third']) {
      ws.setNews(20, label);
      ids.push((await publish()).releaseId!);
    }
    expect(livePage('news/news-1')).toContain('Third 1');
    const back = runRollback(ws.releases);
    expect(back).toMatchObject({ ok: true, exitCode: 0, previousLive: ids[2], live: ids[1] });
    expect(livePage('news/news-1')).toContain('Second 1');
    expect(runRollback(ws.releases)).toMatchObject({ ok: true, live: ids[0] });
    expect(livePage('news/news-1')).toContain('First 1');
    expect(runRollback(ws.releases)).toMatchObject({ ok: false, exitCode: 1, error: 'no earlier release to roll back to', live: ids[0] });
  });

  it('keeps the live release and the previous N, removing older ones', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await publish({ keep: 2 })).releaseId!);
    expect(releaseIds(ws.releases)).toEqual(ids.slice(2));
    expect(readState(ws.releases).history).toEqual(ids.slice(2));
  });
});

describe('publishing: the server keeps serving the old release while a publish runs', () => {
  let server: SiteServer;
  afterEach(async () => server?.close());

  it('answers every request from the old release during the build, and from the new one after the switch, without a restart', async () => {
    ws.setNews(20, 'Old');
    await publish();
    server = createSiteServer({ root: join(ws.releases, 'live'), port: 0, quiet: true });
    const base = await server.listen();
    const get = async (path: string) => {
      const response = await fetch(new URL(path, base));
      return { status: response.status, text: await response.text() };
    };

    let finishBuild!: () => void;
    const gate = new Promise<void>((resolve) => (finishBuild = resolve));
    ws.setNews(20, 'New');
    const running = publish({ build: fakeSiteBuilder(ws.snapshot, () => gate) });
    const during: Array<{ status: number; text: string }> = [];
    for (let i = 0; i < 10; i++) {
      during.push(await get('/news/news-1'));
      await sleep(5);
    }
    expect(during.every((r) => r.status === 200 && r.text.includes('Old 1'))).toBe(true);

    // Requests in flight across the switch: each is answered whole, from one release or the other.
    const across = Promise.all(Array.from({ length: 40 }, () => get('/news/news-2')));
    finishBuild();
    const report = await running;
    expect(report.ok).toBe(true);
    expect((await across).every((r) => r.status === 200 && /(Old|New) 2/.test(r.text))).toBe(true);
    expect((await get('/news/news-1')).text).toContain('New 1');
    expect((await get('/sitemap-0.xml')).text).toContain('/news/news-20');
  });
});

describe('publishing: page-count rule', () => {
  it.each([
    [100, 100, 0.05, false, true],
    [95, 100, 0.05, false, true],
    [94, 100, 0.05, false, false],
    [94, 100, 0.05, true, true],
    [0, 100, 0.05, false, false],
    [120, 100, 0, false, true],
    [10, undefined, 0.05, false, true],
    [0, undefined, 0.05, false, false],
  ])('%i pages against %s live, max drop %f, allow %s → %s', (pages, live, share, allow, ok) => {
    expect(pageCountCheck(pages, live, share, allow).ok).toBe(ok);
  });
});
