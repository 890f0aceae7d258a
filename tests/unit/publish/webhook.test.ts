import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublishQueue, type Batch, type PublishQueue, type RunResult } from '../../../scripts/publish/queue.ts';
import { cmsDelivery, createWebhookHandler, helpdeskDelivery, secretMatches } from '../../../scripts/publish/webhook.ts';
import { ciRunner } from '../../../scripts/publish/runners.ts';
import { runPublish } from '../../../scripts/publish/pipeline.ts';
import { liveId } from '../../../scripts/publish/releases.ts';
import { fakeSiteBuilder } from './fake-site.ts';
import { makeWorkspace, sleep, type Workspace } from './helpers.ts';

const SECRET = 'a-long-shared-secret-for-tests-0123456789';
let server: Server;
let base: string;
let queue: PublishQueue;
let runs: Batch[];
let ws: Workspace;

/** A receiver on 127.0.0.1 whose publishes are `run` (default: 80 ms, then ok); the window is wide enough for a loaded machine. */
async function start(run?: (batch: Batch) => Promise<RunResult>, debounceMs = 400): Promise<void> {
  queue = createPublishQueue({
    debounceMs,
    maxWaitMs: 2000,
    run: async (batch) => {
      runs.push(batch);
      return run ? run(batch) : sleep(80).then(() => ({ ok: true, releaseId: `r-${runs.length}` }));
    },
  });
  const handler = createWebhookHandler({ secret: SECRET, queue, liveRelease: () => liveId(ws.releases) });
  server = createServer((req, res) => {
    if (!handler(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__publish`;
}

const strapi = (event: string, documentId = 'news0001', extra: Record<string, unknown> = {}) => ({
  event,
  createdAt: '2026-11-22T10:00:00.000Z',
  model: 'news-article',
  uid: 'api::news-article.news-article',
  entry: { id: 101, documentId, locale: 'en', publishedAt: '2026-11-22T10:00:00.000Z', ...extra },
});
/** `secret` null sends no secret header. */
const post = (path: string, body: unknown, secret: string | null = SECRET) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-webhook-secret': secret }) }, body: JSON.stringify(body) });
const state = async () => (await fetch(`${base}/state`, { headers: { 'x-webhook-secret': SECRET } })).json() as Promise<Record<string, unknown>>;

beforeEach(() => {
  runs = [];
  ws = makeWorkspace(4);
});
afterEach(async () => {
  queue?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  ws.cleanup();
});

describe('publishing: the webhook receiver', () => {
  it('coalesces a burst of 20 deliveries, duplicates included, into one publish', async () => {
    await start();
    const events = ['entry.update', 'entry.publish', 'entry.unpublish', 'entry.delete', 'media.create'];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/cms', strapi(events[i % 5]!, `news000${i % 3}`))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202));
    expect(await answers[0]!.json()).toEqual({ accepted: true, state: 'waiting' });
    await queue.idle();
    expect(runs).toHaveLength(1);
    // 5 events × 3 entries, media without an entry id per document (the duplicates count once).
    expect(runs[0]!.events.length).toBeLessThanOrEqual(15);
    expect(runs[0]!.events).toContain('entry.unpublish api::news-article.news-article news0002 en');
    expect(await state()).toMatchObject({ status: 'idle', deliveries: 20, publishes: 1, lastResult: { ok: true, releaseId: 'r-1', events: runs[0]!.events.length } });
  });

  it('refuses a wrong or missing secret with 401, and nothing is built', async () => {
    const builder = fakeSiteBuilder(ws.snapshot);
    await start(async () => {
      const report = await runPublish({ dir: ws.releases, build: builder, smoke: false });
      return { ok: report.ok, releaseId: report.releaseId };
    });
    for (const secret of [null, '', 'wrong', `${SECRET}x`, SECRET.toUpperCase()]) {
      const answer = await post('/cms', strapi('entry.publish'), secret);
      expect(answer.status, `secret ${secret}`).toBe(401);
    }
    expect((await post('/helpdesk', {}, 'wrong')).status).toBe(401);
    expect((await fetch(`${base}/state`)).status).toBe(401);
    await sleep(150);
    expect(runs).toHaveLength(0);
    expect(builder.builds).toBe(0);
    expect(queue.state()).toMatchObject({ status: 'idle', deliveries: 0 });
  });

  it('answers at once (202) while the publish runs later', async () => {
    let finish!: () => void;
    await start(() => new Promise((resolve) => (finish = () => resolve({ ok: true, releaseId: 'r-slow' }))), 10);
    const started = performance.now();
    const answer = await post('/cms', strapi('entry.publish'));
    expect(answer.status).toBe(202);
    expect(performance.now() - started).toBeLessThan(500);
    await sleep(50);
    expect(await state()).toMatchObject({ status: 'running', running: { events: ['entry.publish api::news-article.news-article news0001 en'] } });
    finish();
    await queue.idle();
    expect(await state()).toMatchObject({ status: 'idle', lastResult: { ok: true, releaseId: 'r-slow' } });
  });

  it('runs at most one publish and queues at most one more, however many deliveries arrive meanwhile', async () => {
    const finishers: Array<() => void> = [];
    await start(() => new Promise((resolve) => finishers.push(() => resolve({ ok: true }))), 10);
    await post('/cms', strapi('entry.publish', 'a'));
    await sleep(40);
    expect(queue.state()).toMatchObject({ status: 'running', queued: false });
    for (let i = 0; i < 10; i++) await post('/cms', strapi('entry.update', `b${i}`));
    await post('/helpdesk', { type: 'zen:event-type:article.unpublished', detail: { id: '31' } });
    expect(queue.state()).toMatchObject({ status: 'running', queued: true });
    await sleep(40);
    expect(runs).toHaveLength(1);
    finishers[0]!();
    await sleep(60);
    expect(runs).toHaveLength(2);
    expect(runs[1]!.events).toHaveLength(11);
    expect(runs[1]!.fullHelpdesk).toBe(true);
    finishers[1]!();
    await queue.idle();
    expect(queue.state()).toMatchObject({ status: 'idle', queued: false, publishes: 2, deliveries: 12 });
  });

  it('keeps the last error in the state after a failed publish', async () => {
    await start(async () => ({ ok: false, error: 'verification refused the release: links (1 broken internal links in 43 pages)' }), 10);
    await post('/cms', strapi('entry.publish'));
    await sleep(30);
    await queue.idle();
    expect(await state()).toMatchObject({ status: 'idle', lastResult: { ok: false }, lastError: { error: 'verification refused the release: links (1 broken internal links in 43 pages)' } });
  });

  it('acknowledges events that do not change the published site without publishing', async () => {
    await start();
    const created = await post('/cms', strapi('entry.create'));
    expect(created.status).toBe(202);
    expect(await created.json()).toEqual({ accepted: false, ignored: 'entry.create does not change the published site' });
    expect(await (await post('/cms', strapi('entry.update', 'x', { publishedAt: null }))).json()).toMatchObject({ accepted: false });
    expect((await post('/cms', 'not json')).status).toBe(202); // a JSON string: not a Strapi body
    expect((await fetch(`${base}/cms`, { method: 'POST', headers: { 'x-webhook-secret': SECRET }, body: '{broken' })).status).toBe(400);
    expect(queue.state()).toMatchObject({ status: 'idle', deliveries: 0 });
    expect(runs).toHaveLength(0);
  });
});

describe('publishing: webhook rules', () => {
  it.each([
    ['same', SECRET, true],
    ['different', 'other', false],
    ['prefix', SECRET.slice(0, -1), false],
    ['longer', `${SECRET}0`, false],
    ['missing', undefined, false],
  ])('secret %s → %s', (_, given, ok) => {
    expect(secretMatches(given, SECRET)).toBe(ok);
  });

  it('never accepts anything when no secret is configured', () => {
    expect(secretMatches('', '')).toBe(false);
  });

  it.each([
    ['entry.publish', true],
    ['entry.unpublish', true],
    ['entry.update', true],
    ['entry.delete', true],
    ['media.create', true],
    ['media.update', true],
    ['media.delete', true],
    ['entry.create', false],
    ['entry.draft-discard', false],
  ])('Strapi %s publishes: %s', (event, publishes) => {
    expect('key' in cmsDelivery(strapi(event))).toBe(publishes);
  });

  it('does not publish when the publish itself saves its report into the content service (no endless loop)', () => {
    const report = {
      event: 'entry.update',
      createdAt: '2026-11-25T22:00:00.000Z',
      model: 'publish-report',
      uid: 'api::site.publish-report',
      entry: { id: 1, publishedAt: '2026-11-25T22:00:00.000Z' },
    };
    expect(cmsDelivery(report)).toEqual({ ignored: 'the publish report is not on the site' });
  });

  it('marks support-desk deliveries for a full reread of the desk', () => {
    expect(helpdeskDelivery({ type: 'zen:event-type:article.published', detail: { id: '31' } })).toEqual({
      key: 'helpdesk zen:event-type:article.published 31',
      fullHelpdesk: true,
      target: { service: 'helpdesk', event: 'zen:event-type:article.published', articleId: '31' },
    });
    expect(helpdeskDelivery(undefined)).toEqual({ key: 'helpdesk trigger', fullHelpdesk: true });
  });

  it('triggers a CI pipeline with the batch instead of building locally', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    const run = ciRunner('https://api.github.com/repos/acme/site/dispatches', 'ghp_token', fakeFetch);
    expect(await run({ events: ['entry.publish x'], fullHelpdesk: false })).toEqual({ ok: true });
    expect(calls[0]!.init.headers).toMatchObject({ authorization: 'Bearer ghp_token' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ event_type: 'content-publish', client_payload: { events: ['entry.publish x'], fullHelpdesk: false } });
  });
});
