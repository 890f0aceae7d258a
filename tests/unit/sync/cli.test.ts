import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { closedPortUrl, makeSnapshotDir, readTree } from '../../fixtures/fake-services.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const node = `${repo}node_modules/.bin/node`;

let root: string;
let cleanup: () => void;
beforeEach(() => ({ root, cleanup } = makeSnapshotDir()));
afterEach(() => cleanup());

function cli(env: Record<string, string>) {
  const { PATH = '', HOME = '' } = process.env;
  return spawnSync(node, ['scripts/sync-content.ts'], { cwd: repo, env: { PATH, HOME, SYNC_ROOT: root, ...env }, encoding: 'utf8', timeout: 15_000 });
}

describe('sync: command line', () => {
  it('says what to set and exits 1 without CMS_URL, touching nothing', () => {
    const before = readTree(root);
    const run = cli({});
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/CMS_URL is not set/);
    expect(run.stderr).toMatch(/HELPDESK_URL/);
    expect(run.stderr).toMatch(/CMS_TOKEN/);
    expect(run.stderr).toMatch(/BACKEND_URL/);
    expect(readTree(root)).toEqual(before);
  });

  it('exits 1 with a clear message when the services are unreachable, touching nothing', async () => {
    const before = readTree(root);
    const down = await closedPortUrl();
    const run = cli({ CMS_URL: down, HELPDESK_URL: down, SYNC_ATTEMPTS: '2' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/sync failed .*unreachable \(ECONNREFUSED\)/);
    expect(run.stderr).toMatch(/The snapshot was not changed/);
    expect(readTree(root)).toEqual(before);
  });

  it('rejects a service URL that is not http(s)', () => {
    const run = cli({ CMS_URL: 'ftp://cms', HELPDESK_URL: 'http://127.0.0.1:1' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/CMS_URL must be an http\(s\) URL/);
  });
});
