// Publishing benchmark (part of `npm run bench`, alone with `-- --publish-only`), in a
// scratch copy of the project (its own content-cache, releases and Astro cache; node_modules linked):
//
// 1. Full build at the real snapshot size (CORRIDOR_REGIONS default), cold (no Astro cache, no
//    content-layer store) and warm (right after, caches in place): pages/s and peak memory.
// 2. Astro's incremental build (ASTRO_INCREMENTAL=1): cold, then after one changed news article.
// 3. Webhook to live: the real receiver (`scripts/webhook.ts`, child process) with the snapshot
//    served by a fake Strapi + Zendesk (tests/fixtures/fake-services.ts, the wire formats), a first
//    publish to have a live release and a cursor, then one article changed and its entry.update
//    delivered: the time until the new release is live, and each phase from the publish's report
//    (debounce, sync with its mode and requests, build rendered/reused, verify per check, switch).
//    PUBLISH_BENCH_ONLY=webhook runs this part alone.
// 4. A generated set of ≥ 100,000 pages in 17 languages (every region, CORRIDOR_PAIR_LIMIT pairs),
//    cold and warm, in Node's default heap (no --max-old-space-size). `--no-100k` skips it.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { astroBuilder, type BuildResult } from '../publish/build.ts';
import type { Phases } from '../publish/pipeline.ts';
import { cmsResources } from '../../src/content/resources.ts';
import { startFakeServices, type FakeData, type Json } from './fake-services.ts';

const root = new URL('../../', import.meta.url).pathname;
const SECRET = 'bench-webhook-secret-0123456789abcdef';
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : [];

/** A scratch copy of the checkout at `source` (this one, or another commit's worktree). */
function scratchCopy(source = root): string {
  const scratch = mkdtempSync(join(tmpdir(), 'publish-bench-'));
  for (const entry of ['src', 'public', 'scripts', 'tests', 'content-cache', 'astro.config.mjs', 'tsconfig.json', 'package.json'])
    cpSync(join(source, entry), join(scratch, entry), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
  return scratch;
}

/** The snapshot as the services would serve it (Strapi documents per endpoint and locale, desk lists, backend). */
function servicesFrom(snapshot: string): FakeData {
  const cms: FakeData['cms'] = {};
  for (const resource of cmsResources) {
    const dir = join(snapshot, 'cms', resource.key);
    const byLocale: Record<string, Json | Json[]> = {};
    if (resource.kind === 'single') for (const f of jsonFiles(dir)) byLocale[f.slice(0, -5)] = readJson(join(dir, f))['data'] as Json;
    else if (existsSync(dir)) for (const locale of readdirSync(dir)) byLocale[locale] = jsonFiles(join(dir, locale)).flatMap((f) => readJson(join(dir, locale, f))['data'] as Json[]);
    cms[resource.endpoint] = byLocale;
  }
  const helpdesk: FakeData['helpdesk'] = {};
  for (const locale of readdirSync(join(snapshot, 'helpdesk'))) {
    const list = (name: string) => jsonFiles(join(snapshot, 'helpdesk', locale, name)).flatMap((f) => readJson(join(snapshot, 'helpdesk', locale, name, f))[name] as Json[]);
    helpdesk[locale] = { categories: list('categories'), sections: list('sections'), articles: list('articles') };
  }
  const backend = Object.fromEntries(['countries', 'currencies', 'corridors'].map((name) => [name, readJson(join(snapshot, 'backend', `${name}.json`))[name]])) as FakeData['backend'];
  return { cms, helpdesk, backend };
}

const figures = (name: string, build: BuildResult, pages: number) => {
  const line = `${name}: ${pages} pages in ${(build.ms / 1000).toFixed(0)} s = ${(pages / (build.ms / 1000)).toFixed(0)} pages/s, peak ${build.peakKiB ? (build.peakKiB / 1024).toFixed(0) : '?'} MiB${build.reused ? `, ${build.reused} pages reused` : ''}`;
  console.log(`  ${line}`);
  return {
    pages,
    seconds: +(build.ms / 1000).toFixed(1),
    pagesPerSecond: Math.round(pages / (build.ms / 1000)),
    peakMiB: build.peakKiB ? Math.round(build.peakKiB / 1024) : null,
    reused: build.reused ?? 0,
  };
};
const countHtml = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.html')).length;

async function buildTwice(scratch: string, set: string, env: Record<string, string>, between?: () => void) {
  const cacheDir = join(scratch, `.cache-${set}`);
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(join(scratch, '.astro'), { recursive: true, force: true }); // the content layer's store: cold
  const out: Record<string, unknown> = {};
  for (const pass of ['cold', 'warm'] as const) {
    if (pass === 'warm') between?.();
    const dir = join(scratch, 'out', `${set}-${pass}`);
    const build = await astroBuilder({ ...env, ASTRO_CACHE_DIR: cacheDir }, scratch)(dir);
    if (!build.ok) throw new Error(`${set} ${pass} build failed:\n${build.log}`);
    out[pass] = figures(`${set} ${pass}`, build, countHtml(dir));
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

/** One news article changed the way an editor's edit changes it (title and updatedAt). */
function editNews(entry: Json): Json {
  return { ...entry, title: `${String(entry['title'])} (updated)`, updatedAt: new Date().toISOString() };
}

async function webhookToLive(scratch: string) {
  const fake = await startFakeServices({ data: servicesFrom(join(scratch, 'content-cache')) });
  const port = 4380 + Math.floor(Math.random() * 15);
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', join(scratch, 'scripts/webhook.ts')], {
    cwd: scratch,
    env: {
      ...process.env,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_PORT: String(port),
      WEBHOOK_DEBOUNCE_MS: '2000',
      CMS_URL: fake.url,
      HELPDESK_URL: fake.url,
      HELPDESK_AUTH: 'bench@example.com/token:x',
      BACKEND_URL: fake.url,
      ASTRO_INCREMENTAL: '1',
      ASTRO_CACHE_DIR: join(scratch, '.cache-webhook'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/__publish`;
  const headers = { 'content-type': 'application/json', 'x-webhook-secret': SECRET };
  const state = async () =>
    (await fetch(`${base}/state`, { headers })).json() as Promise<{ status: string; publishes: number; lastResult: { ok: boolean; releaseId?: string; error?: string; ms: number } | null }>;
  const deliver = (entry: Json) =>
    fetch(`${base}/cms`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ event: 'entry.update', createdAt: new Date().toISOString(), model: 'news-article', uid: 'api::news-article.news-article', entry }),
    });
  // A receiver that died or hangs ends the bench instead of stalling it.
  const waitFor = async (publishes: number) => {
    for (const deadline = performance.now() + 20 * 60_000; performance.now() < deadline;) {
      const s = await state().catch(() => undefined);
      if (s && s.publishes >= publishes && s.status === 'idle') return s;
      await sleep(250);
    }
    throw new Error(`webhook → live: publish ${publishes} did not end within 20 minutes`);
  };
  try {
    for (
      let i = 0;
      i < 40 &&
      !(await fetch(`${base}/state`, { headers }).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await sleep(250);
    const news = fake.data.cms['/api/v2/news-articles']!['en'] as Json[];
    console.log('  webhook → live: first publish (live release, cursor, warm caches)…');
    await deliver(news[0]!);
    const first = await waitFor(1);
    if (!first.lastResult?.ok) throw new Error(`first publish failed: ${first.lastResult?.error}`);
    news[0] = editNews(news[0]!);
    const started = performance.now();
    await deliver(news[0]);
    const second = await waitFor(2);
    const seconds = (performance.now() - started) / 1000;
    const report = readJson(join(scratch, 'releases', 'last-report.json')) as {
      sync?: { ms?: number; summary?: string; fallback?: string };
      build?: { ms: number; reused?: number };
      verifyMs?: number;
      checks?: Array<{ name: string; ms: number; summary: string }>;
      verified?: { scope: string; changed: string[]; sample: string[]; removed: string[]; smoke: unknown[] };
      phases?: Phases;
    };
    const live = readFileSync(join(scratch, 'releases', 'live', 'news', String(news[0]['slug']), 'index.html'), 'utf8').includes('(updated)');
    const phases = report.phases ?? {};
    const s = (ms: number | undefined) => +((ms ?? 0) / 1000).toFixed(1);
    const out = {
      seconds: +seconds.toFixed(1),
      debounceSeconds: s(phases.debounce?.ms ?? 2000),
      ok: second.lastResult?.ok ?? false,
      updatedPageLive: live,
      syncSeconds: (report.sync?.ms ?? 0) / 1000,
      syncMode: phases.sync?.mode,
      syncRequests: phases.sync?.requests,
      syncSummary: report.sync?.summary,
      ...(report.sync?.fallback ? { syncFallback: report.sync.fallback } : {}),
      buildSeconds: (report.build?.ms ?? 0) / 1000,
      pagesRendered: phases.build?.rendered,
      ...(phases.build?.steps ? { buildSteps: { bundleSeconds: s(phases.build.steps.bundle), pagesSeconds: s(phases.build.steps.pages), finishSeconds: s(phases.build.steps.finish) } } : {}),
      pagesReused: report.build?.reused ?? 0,
      verifySeconds: (report.verifyMs ?? 0) / 1000,
      verifyChooseSeconds: s(phases.verify?.choose),
      checks: Object.fromEntries((report.checks ?? []).map((c) => [c.name, c.ms / 1000])),
      verified: report.verified
        ? { scope: report.verified.scope, changed: report.verified.changed.length, sample: report.verified.sample.length, removed: report.verified.removed.length, smoke: report.verified.smoke.length }
        : { scope: 'all' },
      switchSeconds: s(phases.switch?.ms),
    };
    console.log(`  webhook → live for one changed article: ${out.seconds} s, new text live: ${live}`);
    console.log(`    debounce ${out.debounceSeconds} s`);
    console.log(
      `    sync     ${out.syncSeconds.toFixed(1)} s (${out.syncMode ?? '?'}, ${out.syncRequests ?? '?'} requests${report.sync?.fallback ? `; targeted not applied: ${report.sync.fallback}` : ''})`,
    );
    console.log(`    build    ${out.buildSeconds.toFixed(1)} s (${out.pagesRendered ?? '?'} pages rendered, ${out.pagesReused} reused)`);
    if (out.buildSteps) console.log(`      bundling ${out.buildSteps.bundleSeconds} s, pages ${out.buildSteps.pagesSeconds} s, sitemaps and the rest ${out.buildSteps.finishSeconds} s`);
    console.log(
      `    verify   ${out.verifySeconds.toFixed(1)} s (${out.verified.scope}${report.verified ? `: ${out.verified.changed} changed + ${out.verified.sample} sample pages, ${out.verified.smoke} in the browser; choosing ${out.verifyChooseSeconds} s` : ''})`,
    );
    for (const check of report.checks ?? []) console.log(`      ${check.name.padEnd(10)} ${(check.ms / 1000).toFixed(1)} s  ${check.summary}`);
    console.log(`    switch   ${out.switchSeconds} s`);
    return out;
  } finally {
    child.kill('SIGTERM');
    await fake.close();
  }
}

/**
 * Webhook to live alone, in a scratch copy of the checkout at `source`: the side-by-side bench runs
 * it for another commit with that commit's receiver, pipeline and build.
 */
export async function webhookToLiveOf(source: string): ReturnType<typeof webhookToLive> {
  const scratch = scratchCopy(source);
  try {
    return await webhookToLive(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export async function benchPublish(options: { large: boolean; pairLimit?: number }): Promise<Record<string, unknown>> {
  const scratch = scratchCopy();
  const report: Record<string, unknown> = {};
  try {
    mkdirSync(join(scratch, 'out'), { recursive: true });
    console.log('publishing, in a scratch copy of the project:');
    // PUBLISH_BENCH_ONLY=webhook times only the webhook to live (a busy machine, or a side-by-side run).
    if (process.env['PUBLISH_BENCH_ONLY'] === 'webhook') {
      report['webhookToLive'] = await webhookToLive(scratch);
      return report;
    }
    report['realSize'] = await buildTwice(scratch, 'real', {});
    const newsDir = join(scratch, 'content-cache/cms/news-articles/en');
    report['incremental'] = await buildTwice(scratch, 'incremental', { ASTRO_INCREMENTAL: '1' }, () => {
      const file = join(newsDir, jsonFiles(newsDir)[0]!);
      const page = readJson(file);
      (page['data'] as Json[])[0] = editNews((page['data'] as Json[])[0]!);
      // Stored as the sync stores it (2-space indent, final newline).
      writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
    });
    report['webhookToLive'] = await webhookToLive(scratch);
    if (options.large) {
      const started = performance.now();
      report['generated'] = await buildTwice(scratch, 'generated', { CORRIDOR_REGIONS: 'all', CORRIDOR_PAIR_LIMIT: String(options.pairLimit ?? 1500) });
      console.log(`  (the generated set took ${((performance.now() - started) / 60_000).toFixed(1)} min in all)`);
    }
    return report;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
