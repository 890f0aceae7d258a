import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, EDITOR, type RunningCms } from '../../scripts/cms/launch.ts';
import { compareCmsSnapshots } from '../../scripts/cms/contract.ts';
import { runSync } from '../../scripts/sync/run.ts';
import { snapshotRoot } from '../../src/content/snapshot.ts';

/**
 * The content service for real: a Strapi 5 (cms/) seeded from the committed snapshot, the sync
 * read against it, and editors' publishes going live through webhook, sync, build and verify in a
 * scratch copy of the project. Figures go to test-results/cms/ (docs/features/publishing.md).
 */
const repo = new URL('../../', import.meta.url).pathname;
/** Ports the system hands out free, so a server left running elsewhere cannot answer in their place. */
let CMS_PORT: number;
let SITE_PORT: number;
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
const SECRET = randomBytes(24).toString('hex');
const results = join(repo, 'test-results/cms');
const figures: Record<string, unknown> = {};
let cms: RunningCms;
let scratch: string;
let site: ChildProcess | undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tree = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name)).toString('base64')]),
  );

/** The project without node_modules, its own content-cache, releases and Astro cache. */
function scratchCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cms-publish-'));
  for (const entry of ['src', 'public', 'scripts', 'content-cache', 'astro.config.mjs', 'tsconfig.json', 'package.json']) cpSync(join(repo, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** The content manager's own calls, as the admin panel makes them when an editor saves and publishes. */
async function editor() {
  const login = (await (await fetch(`${cms.url}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(EDITOR) })).json()) as {
    data: { token: string };
  };
  const headers = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
  const at = (type: string) => `${cms.url}/content-manager/single-types/api::site.${type}`;
  return {
    async draft(type: string, locale: string): Promise<Record<string, any>> {
      return ((await (await fetch(`${at(type)}?locale=${locale}`, { headers })).json()) as { data: Record<string, any> }).data;
    },
    /** Save, then publish: the two buttons. The publish's answer is what the editor sees. */
    async saveAndPublish(type: string, locale: string, data: Record<string, unknown>): Promise<{ status: number; body: any }> {
      const saved = await fetch(`${at(type)}?locale=${locale}`, { method: 'PUT', headers, body: JSON.stringify(data) });
      if (!saved.ok) return { status: saved.status, body: await saved.json() };
      const published = await fetch(`${at(type)}/actions/publish?locale=${locale}`, { method: 'POST', headers, body: JSON.stringify(data) });
      return { status: published.status, body: await published.json() };
    },
  };
}

const publishState = async () =>
  (await (await fetch(`http://127.0.0.1:${SITE_PORT}/__publish/state`, { headers: { 'x-webhook-secret': SECRET } })).json()) as {
    status: string;
    publishes: number;
    lastResult: { ok: boolean; releaseId?: string; error?: string } | null;
  };
async function nextPublish(after: number): Promise<Awaited<ReturnType<typeof publishState>>> {
  for (;;) {
    const state = await publishState().catch(() => undefined);
    if (state && state.publishes > after && state.status === 'idle') return state;
    await sleep(500);
  }
}
const lastReport = () => JSON.parse(readFileSync(join(scratch, 'releases/last-report.json'), 'utf8')) as Record<string, any>;
const livePage = async (path: string) => (await fetch(`http://127.0.0.1:${SITE_PORT}${path}`)).text();

beforeAll(async () => {
  [CMS_PORT, SITE_PORT] = (await freePorts(2)) as [number, number];
  mkdirSync(results, { recursive: true });
  scratch = scratchCopy();
  const started = performance.now();
  cms = await startCms({
    port: CMS_PORT,
    database: '.tmp/test.db',
    fresh: true,
    admin: false,
    log: join(results, 'strapi.log'),
    webhook: { url: `http://127.0.0.1:${SITE_PORT}/__publish/cms`, secret: SECRET },
  });
  figures['strapiStartAndImportSeconds'] = +((performance.now() - started) / 1000).toFixed(1);
});

afterAll(async () => {
  site?.kill('SIGTERM');
  await cms?.stop();
  writeFileSync(join(results, 'figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('public-site §7 content service: the sync against a real Strapi 5', () => {
  it('a sync from Strapi seeded with the snapshot gives the snapshot back', async () => {
    const root = join(mkdtempSync(join(tmpdir(), 'cms-contract-')), 'content-cache');
    cpSync(snapshotRoot, root, { recursive: true });
    const started = performance.now();
    const result = await runSync({ root, cmsUrl: cms.url, cmsToken: cms.token, helpdeskUrl: '' });
    figures['contractSyncSeconds'] = +((performance.now() - started) / 1000).toFixed(1);
    figures['contractSyncRequests'] = result.requests;
    expect(result.error).toBeUndefined();
    // The only problems are gaps the committed snapshot has too (a page with no English version).
    for (const problem of result.problems) expect(existsSync(join(snapshotRoot, problem.file)), problem.file).toBe(false);
    const { compared, differences } = compareCmsSnapshots(snapshotRoot, root);
    expect(differences).toEqual([]);
    expect(compared).toBe(Object.keys(tree(join(snapshotRoot, 'cms'))).length);
    // Media come back to the same paths with the same bytes; the desk and backend are untouched.
    for (const part of ['media', 'helpdesk', 'backend']) expect(tree(join(root, part))).toEqual(tree(join(snapshotRoot, part)));
    rmSync(root, { recursive: true, force: true });
  });
});

describe('public-site §7 publishing from a real Strapi 5', () => {
  beforeAll(async () => {
    const env = { ...process.env, CMS_URL: cms.url, CMS_TOKEN: cms.token, CMS_REPORT_TOKEN: cms.reportToken, ASTRO_CACHE_DIR: join(scratch, '.cache'), HELPDESK_URL: '', BACKEND_URL: '' };
    const started = performance.now();
    const first = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/publish.ts'], { cwd: scratch, env, encoding: 'utf8' });
    figures['firstReleaseSeconds'] = +((performance.now() - started) / 1000).toFixed(1);
    if (first.status !== 0) throw new Error(`the first release failed:\n${first.stdout.slice(-3000)}\n${first.stderr.slice(-3000)}`);
    site = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/serve.ts'], {
      cwd: scratch,
      env: { ...env, PORT: String(SITE_PORT), WEBHOOK_SECRET: SECRET, WEBHOOK_DEBOUNCE_MS: '2000', QUIET: '1', SANDBOX_DATABASE: join(scratch, 'sandbox.sqlite') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (
      let i = 0;
      i < 120 &&
      !(await publishState().then(
        () => true,
        () => false,
      ));
      i++
    )
      await sleep(500);
  });

  it('an editor changes the German About us page in Strapi, publishes, and the served page shows it', async () => {
    const cm = await editor();
    const draft = await cm.draft('about-us', 'de');
    const title = `Geld kommt an wie eine Nachricht ${Date.now()}`;
    draft['blocks'][0].title = title;
    const before = (await publishState()).publishes;
    const started = performance.now();
    const answer = await cm.saveAndPublish('about-us', 'de', draft);
    expect(answer.status).toBe(200);
    const state = await nextPublish(before);
    for (let i = 0; i < 20 && !(await livePage('/de-de/about-us')).includes(title); i++) await sleep(250);
    const seconds = (performance.now() - started) / 1000;
    expect(state.lastResult?.ok, state.lastResult?.error).toBe(true);
    expect(await livePage('/de-de/about-us')).toContain(title);
    const report = lastReport();
    figures['webhookToLive'] = {
      seconds: +seconds.toFixed(1),
      debounceSeconds: 2,
      syncSeconds: report['sync']?.ms / 1000,
      buildSeconds: report['build']?.ms / 1000,
      pagesReused: report['build']?.reused,
      verifySeconds: report['verifyMs'] / 1000,
    };
    console.log(`webhook → live with the real Strapi: ${seconds.toFixed(1)} s`, figures['webhookToLive']);
  });

  it('a broken link, an empty title and hostile HTML never make a broken page; the editor is told the entry and the field', async () => {
    const cm = await editor();
    const good = await cm.draft('about-us', 'de');
    const liveBefore = await livePage('/de-de/about-us');

    // A required field left empty: Strapi itself refuses the publish and names the field.
    const empty = await cm.saveAndPublish('about-us', 'de', { ...good, title: '' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.error)).toContain('title');

    // A link the site refuses, and hostile HTML in another page, published together.
    const broken = structuredClone(good);
    broken['blocks'][0].btn = { title: 'Mehr erfahren', url: 'javascript:alert(1)', isBlank: false };
    const rules = await cm.draft('rules', 'de');
    const richText = rules['blocks'].find((b: { __component: string }) => b.__component === 'blocks.rich-text');
    const marker = `Geprüft-${Date.now()}`;
    richText.body = `${richText.body}<p id="hostile">${marker}<script>alert(1)</script><img src="x" onerror="alert(2)"></p>`;
    const before = (await publishState()).publishes;
    expect((await cm.saveAndPublish('about-us', 'de', broken)).status).toBe(200);
    expect((await cm.saveAndPublish('rules', 'de', rules)).status).toBe(200);
    const state = await nextPublish(before);
    expect(state.lastResult?.ok, state.lastResult?.error).toBe(true);

    // The about-us page keeps its last good version; the report names the entry and the field.
    const warnings: string[] = lastReport()['sync']?.warnings ?? [];
    expect(
      warnings.some((w) => w.includes(String(good['documentId'])) && w.includes('blocks.0.btn.url')),
      warnings.join('\n'),
    ).toBe(true);
    // The editor reads the same in the admin panel: Content Manager → Publish report.
    const inCms = (await (await fetch(`${cms.url}/api/publish-report`, { headers: { authorization: `Bearer ${cms.token}` } })).json()) as { data: { outcome: string; problems: string } };
    expect(inCms.data.outcome).toBe('live');
    expect(inCms.data.problems).toContain(`About us (de), entry ${String(good['documentId'])}, field blocks.0.btn.url`);
    const aboutUs = await livePage('/de-de/about-us');
    expect(aboutUs).not.toContain('javascript:');
    expect(aboutUs).toContain(String(good['blocks'][0].title));
    expect(aboutUs.length).toBeGreaterThan(liveBefore.length * 0.9);
    // The hostile HTML went live sanitized: the text stays, the script and the handler do not.
    const rulesPage = await livePage('/de-de/rules');
    expect(rulesPage).toContain(marker);
    expect(rulesPage).not.toContain('alert(1)');
    expect(rulesPage).not.toContain('onerror');
  });
});
