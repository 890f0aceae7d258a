import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPublish } from '../../../scripts/publish/pipeline.ts';
import { createPublishQueue, type PublishQueue } from '../../../scripts/publish/queue.ts';
import { createWebhookHandler } from '../../../scripts/publish/webhook.ts';
import { runSync } from '../../../scripts/sync/run.ts';
import { createSiteServer } from '../../../scripts/serve/server.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testSyncOptions, useFakeSync, type FakeServices, type Json } from '../../fixtures/fake-services.ts';
import { fakeSiteBuilder } from './fake-site.ts';

const SECRET = 'unpublish-test-secret-0123456789';
let fake: FakeServices;
let root: string;
useFakeSync({}, (env) => ({ fake, root } = env));

let releases: string;
let queue: PublishQueue;
let server: Server;
let base: string;

beforeEach(async () => {
  releases = mkdtempSync(join(tmpdir(), 'publish-releases-'));
  const builder = fakeSiteBuilder(root);
  // The whole chain: webhook → queue → incremental sync from the fake CMS → build → verify → live.
  queue = createPublishQueue({
    debounceMs: 20,
    maxWaitMs: 1000,
    run: async (batch) => {
      const report = await runPublish({
        dir: releases,
        build: builder,
        smoke: false,
        // A tiny site: one article is a large share of it.
        maxDropShare: 0.5,
        trigger: batch.events,
        sync: async () => {
          const result = await runSync(testSyncOptions(fake, root, { incremental: true, fullHelpdesk: batch.fullHelpdesk }));
          return { ok: result.exitCode !== 1, summary: result.error ?? 'synced' };
        },
      });
      return { ok: report.ok, releaseId: report.releaseId, error: report.error };
    },
  });
  const webhook = createWebhookHandler({ secret: SECRET, queue });
  const site = createSiteServer({ root: join(releases, 'live'), port: 0, quiet: true });
  // The site with the receiver in front, as `npm run serve` mounts it when WEBHOOK_SECRET is set.
  server = createServer((req, res) => {
    if (!webhook(req, res)) site.handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterEach(async () => {
  queue.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(releases, { recursive: true, force: true });
});

const deliver = async (event: string, documentId: string) => {
  const answer = await fetch(new URL('/__publish/cms', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET },
    body: JSON.stringify({
      event,
      createdAt: '2026-11-22T10:00:00.000Z',
      model: 'news-article',
      uid: 'api::news-article.news-article',
      entry: { id: 1, documentId, locale: 'en', publishedAt: event === 'entry.unpublish' ? null : '2026-11-22T10:00:00.000Z' },
    }),
  });
  expect(answer.status).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 40));
  await queue.idle();
  expect(queue.state().lastResult).toMatchObject({ ok: true });
};
const status = async (path: string) => (await fetch(new URL(path, base))).status;
const sitemap = async () => (await fetch(new URL('/sitemap-0.xml', base))).text();
const news = () => fake.data.cms['/api/v2/news-articles']!['en'] as Json[];

describe('publishing: a deleted or unpublished entry disappears from the site and the sitemap', () => {
  it('removes an unpublished article and a deleted one, pages and sitemap entries, after their webhooks', async () => {
    await deliver('entry.publish', 'news0002');
    expect(await status('/news/news-2')).toBe(200);
    expect(await status('/de-de/news/news-2')).toBe(200);
    expect(await sitemap()).toContain('<loc>https://www.sendora.example/news/news-2</loc>');

    // An editor unpublishes news 2: Strapi v5 lists only its draft now.
    const index = news().findIndex((n) => n['documentId'] === 'news0002');
    news()[index] = { ...news()[index]!, publishedAt: null };
    await deliver('entry.unpublish', 'news0002');
    expect(await status('/news/news-2')).toBe(404);
    expect(await status('/de-de/news/news-2')).toBe(404);
    expect(await sitemap()).not.toContain('/news/news-2<');
    expect(await sitemap()).toContain('<loc>https://www.sendora.example/news/news-1</loc>');

    // Another deletes news 4.
    news().splice(
      news().findIndex((n) => n['documentId'] === 'news0004'),
      1,
    );
    await deliver('entry.delete', 'news0004');
    expect(await status('/news/news-4')).toBe(404);
    expect(await sitemap()).not.toContain('/news/news-4<');
    const home = await (await fetch(new URL('/', base))).text();
    expect(home).not.toContain('/news/news-4"');
    expect(home).toContain('/news/news-5"');
  });
});
