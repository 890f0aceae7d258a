import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPublish } from '../../../scripts/publish/pipeline.ts';
import { liveId } from '../../../scripts/publish/releases.ts';
import { smokeSample } from '../../../scripts/publish/smoke.ts';
import { fakeSiteBuilder, renderFakeSite } from './fake-site.ts';
import { makeWorkspace, type Workspace } from './helpers.ts';

let ws: Workspace;
beforeEach(() => {
  ws = makeWorkspace(6);
});
afterEach(() => ws.cleanup());

describe('publishing: the browser smoke check', () => {
  it("samples each language's home and seeded picks of its indexable pages, repeatably", () => {
    const out = join(ws.base, 'site');
    renderFakeSite(ws.snapshot, out);
    const sample = smokeSample(out, 3, 'seed-1');
    expect([...sample.keys()]).toEqual(['de', 'en']);
    expect(sample.get('en')?.[0]).toBe('/');
    expect(sample.get('de')?.[0]).toBe('/de-de');
    expect(sample.get('en')).toHaveLength(3);
    expect(smokeSample(out, 3, 'seed-1')).toEqual(sample);
    expect([...sample.values()].flat()).not.toContain('/404');
  });

  it('opens the sample in Chromium and refuses a release whose page throws in the browser', { timeout: 60_000 }, async () => {
    const good = await runPublish({ dir: ws.releases, build: fakeSiteBuilder(ws.snapshot), smoke: { perLanguage: 1 } });
    expect(good.error).toBeUndefined();
    expect(good.checks?.find((c) => c.name === 'smoke')?.summary).toBe('2 pages in 2 languages opened in Chromium, 0 failed');

    const broken = await runPublish({
      dir: ws.releases,
      smoke: { perLanguage: 1 },
      build: fakeSiteBuilder(ws.snapshot, (out) => {
        // A same-site script (so the link check passes) that fails when it runs.
        writeFileSync(join(out, 'boom.js'), 'throw new Error("boom");\n');
        const home = join(out, 'index.html');
        writeFileSync(home, readFileSync(home, 'utf8').replace('</main>', '</main><script src="/boom.js"></script>'));
      }),
    });
    expect(broken.ok).toBe(false);
    expect(broken.checks?.find((c) => c.name === 'smoke')?.problems).toEqual(['/: script error: boom']);
    expect(liveId(ws.releases)).toBe(good.releaseId);

    // A page that reaches for another host is refused, and the request does not leave the machine.
    const outside = await runPublish({
      dir: ws.releases,
      smoke: { perLanguage: 1 },
      build: fakeSiteBuilder(ws.snapshot, (out) => {
        const home = join(out, 'index.html');
        // A policy that lets images come from anywhere: only the smoke check stands in the way.
        const html = readFileSync(home, 'utf8').replace(`content="default-src 'self'"`, `content="default-src 'self'; img-src *"`);
        writeFileSync(home, html.replace('</main>', '</main><img src="https://images.example.com/x.png" alt="">'));
      }),
    });
    expect(outside.ok).toBe(false);
    expect(outside.checks?.find((c) => c.name === 'smoke')?.problems).toContain('/: request to another host: https://images.example.com');
    expect(liveId(ws.releases)).toBe(good.releaseId);
  });
});
