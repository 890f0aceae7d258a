import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runSync } from '../../../scripts/sync/run.ts';
import { closedPortUrl, makeSnapshotDir, readJsonFile, readTree, startFakeServices, testSyncOptions, type FakeServices, type Json } from '../../fixtures/fake-services.ts';

let fake: FakeServices;
let root: string;
let cleanup: () => void;
let before: Record<string, string>;

beforeEach(async () => {
  ({ root, cleanup } = makeSnapshotDir());
  before = readTree(root);
  fake = await startFakeServices({ cmsMaxPageSize: 2, helpdeskMaxPerPage: 2 });
});
afterEach(async () => {
  await fake.close();
  cleanup();
});

/** A clock that only moves when the sync sleeps; sleeps are recorded and take 1 ms of real time. */
function fakeClock(start = Date.parse('2026-11-21T10:00:00Z')) {
  let t = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => t,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      t += ms;
      await new Promise((resolve) => setTimeout(resolve, 1));
    },
  };
}

const expectUntouched = () => {
  expect(readTree(root)).toEqual(before);
  expect(readdirSync(dirname(root))).toEqual(['content-cache']);
};

describe('sync: services down', () => {
  it('keeps the snapshot unchanged when the content service is down, and says which one', async () => {
    const down = await closedPortUrl();
    const result = await runSync(testSyncOptions(fake, root, { cmsUrl: down }));
    expect(result.exitCode).toBe(1);
    expect(result.error).toContain(`content service (CMS_URL): GET ${down}/`);
    expect(result.error).toMatch(/failed after 3 attempts: unreachable \(ECONNREFUSED\)/);
    expect(result.error).toMatch(/The snapshot was not changed/);
    expectUntouched();
  });

  it('keeps the snapshot unchanged when every service is down, and gives up quickly', async () => {
    await fake.close();
    const started = Date.now();
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    expectUntouched();
  });

  it('fails the run and keeps the snapshot when an endpoint answers 500 every time', async () => {
    fake.faults.push({ path: '/api/v2/news-articles', query: { 'pagination[page]': '2' }, fault: { kind: 'status', status: 500 } });
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(1);
    expect(result.error).toMatch(/news-articles.*failed after 3 attempts: 500 Internal Server Error/);
    expect(fake.count('/api/v2/news-articles', { 'pagination[page]': '2', locale: 'en' })).toBe(3);
    expectUntouched();
  });

  it('fails the run and keeps the snapshot when a request keeps timing out', async () => {
    fake.faults.push({ path: '/api/v2/help_center/de/sections.json', fault: { kind: 'hang', ms: 2000 } });
    const result = await runSync(testSyncOptions(fake, root, { timeoutMs: 100 }));
    expect(result.exitCode).toBe(1);
    expect(result.error).toMatch(/support desk \(HELPDESK_URL\).*timed out after 100 ms/);
    expectUntouched();
  });

  it('fails the run without retrying when the content service refuses the token', async () => {
    fake.faults.push({ path: '/api/v1/home-page', fault: { kind: 'status', status: 401 } });
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(1);
    expect(result.error).toMatch(/401.*check the access token/);
    expect(fake.count('/api/v1/home-page', { locale: 'en' })).toBeLessThanOrEqual(1);
    expectUntouched();
  });
});

describe('sync: transient faults', () => {
  it('waits for a 429 Retry-After given in seconds, then succeeds', async () => {
    const clock = fakeClock();
    fake.faults.push({ path: '/api/v1/home-page', query: { locale: 'en' }, fault: { kind: 'retry-after', retryAfter: '1' }, times: 1 });
    const result = await runSync(testSyncOptions(fake, root, { ...clock, retryAfterCapMs: 5000 }));
    expect(result.exitCode).toBe(0);
    expect(clock.sleeps).toContain(1000);
    expect(fake.count('/api/v1/home-page', { locale: 'en' })).toBe(2);
    expect((readJsonFile(join(root, 'cms/home/en.json'))['data'] as Json)['title']).toBe('Send money abroad');
  });

  it('reads a Retry-After HTTP date and caps the wait', async () => {
    const clock = fakeClock();
    const inTenSeconds = new Date(clock.now() + 10_000).toUTCString();
    fake.faults.push({ path: '/api/v2/help_center/en-us/categories.json', fault: { kind: 'retry-after', retryAfter: inTenSeconds }, times: 1 });
    const result = await runSync(testSyncOptions(fake, root, { ...clock, retryAfterCapMs: 3000 }));
    expect(result.exitCode).toBe(0);
    expect(clock.sleeps).toContain(3000);
    expect(clock.sleeps.every((ms) => ms <= 3000)).toBe(true);
  });

  it('retries a 500 twice with growing backoff, then succeeds', async () => {
    const clock = fakeClock();
    fake.faults.push({ path: '/api/v2/about-us', query: { locale: 'en' }, fault: { kind: 'status', status: 500 }, times: 2 });
    const result = await runSync(testSyncOptions(fake, root, { ...clock, backoffBaseMs: 100, backoffMaxMs: 1000, random: () => 1 }));
    expect(result.exitCode).toBe(0);
    expect(fake.count('/api/v2/about-us', { locale: 'en' })).toBe(3);
    expect(clock.sleeps).toEqual([100, 200]);
    expect(result.retries).toBe(2);
  });

  it('retries a request that hangs longer than the timeout', async () => {
    fake.faults.push({ path: '/api/v1/reference/countries', fault: { kind: 'hang', ms: 1500 }, times: 1 });
    const result = await runSync(testSyncOptions(fake, root, { timeoutMs: 100 }));
    expect(result.exitCode).toBe(0);
    expect(fake.count('/api/v1/reference/countries')).toBe(2);
  });

  it('retries a malformed JSON answer, which is usually a cut-off transfer', async () => {
    fake.faults.push({ path: '/api/v2/news-articles', query: { locale: 'en', 'pagination[page]': '3' }, fault: { kind: 'malformed' }, times: 1 });
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(0);
    expect(readdirSync(join(root, 'cms/news-articles/en'))).toHaveLength(3);
  });
});

describe('sync: broken answers', () => {
  it('keeps the previous version of a list whose page stays malformed, and reports it', async () => {
    fake.faults.push({ path: '/api/v2/news-articles', query: { locale: 'en', 'pagination[page]': '2' }, fault: { kind: 'malformed' } });
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(2);
    expect(readTree(join(root, 'cms/news-articles/en'))).toEqual({ 'page-1.json': before['cms/news-articles/en/page-1.json'] });
    expect(result.problems).toEqual([
      expect.objectContaining({
        endpoint: '/api/v2/news-articles?locale=en',
        file: 'cms/news-articles/en/page-2.json',
        field: '(body)',
        resolution: 'kept-previous-file',
        message: expect.stringMatching(/not valid JSON/),
      }),
    ]);
  });

  it('keeps the previous file when an answer is not in the wire format', async () => {
    fake.data.backend.countries = 'nope' as unknown as Json[];
    const result = await runSync(testSyncOptions(fake, root));
    expect(result.exitCode).toBe(2);
    expect(readTree(join(root, 'backend'))['countries.json']).toBe(before['backend/countries.json']);
    expect(result.problems).toEqual([expect.objectContaining({ endpoint: '/api/v1/reference/countries', field: 'countries', resolution: 'kept-previous-file' })]);
  });

  it('never follows a next_page to another origin, and keeps the previous list', async () => {
    const other = await startFakeServices();
    try {
      fake.faults.push({ path: '/api/v2/help_center/en-us/articles.json', fault: { kind: 'foreign-next-page', url: `${other.url}/api/v2/help_center/en-us/articles.json?page=2&per_page=2` } });
      const result = await runSync(testSyncOptions(fake, root));
      expect(other.requests).toEqual([]);
      expect(result.exitCode).toBe(2);
      expect(result.problems).toEqual([
        expect.objectContaining({ endpoint: '/api/v2/help_center/en-us/articles.json', field: 'next_page', message: expect.stringMatching(/another origin/), resolution: 'kept-previous-file' }),
      ]);
      expect(readTree(join(root, 'helpdesk/en-us/articles'))).toEqual({ 'page-1.json': before['helpdesk/en-us/articles/page-1.json'] });
    } finally {
      await other.close();
    }
  });
});
