// public-site §3 content links: whatever the snapshot held, no built page carries a URL outside the
// URL rule's allowlist (src/domain/url-rule.ts; hostile snapshots are refused before the build:
// tests/unit/content/content-links.test.ts), and the video script never frames another address.
import { readFileSync } from 'node:fs';
import { test, expect } from '../fixtures.ts';
import { htmlFiles, pagePath } from '../../../scripts/publish/site-checks.ts';
import { unsafeUrlAttributes } from '../../../scripts/publish/url-attributes.ts';

const dist = new URL('../../../dist/', import.meta.url).pathname;

test.describe('public-site §3 content links in the built site', () => {
  test('no href, src, srcset, action, formaction, poster or data-* URL of any built page has a scheme outside the allowlist', () => {
    // Every page, except that of the ~18,000 corridor landings (one template over the backend's
    // corridors, the CMS content per language) one per folder is read: 2 GB would take a minute.
    const folders = new Set<string>();
    const files = htmlFiles(dist).filter((file) => {
      const corridor = /^(.*)\/[a-z-]+-to-[a-z-]+\/index\.html$/.exec(file);
      if (!corridor) return true;
      if (folders.has(corridor[1]!)) return false;
      folders.add(corridor[1]!);
      return true;
    });
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      for (const bad of unsafeUrlAttributes(readFileSync(file, 'utf8'))) found.push(`${pagePath(dist, file)} ${bad.attribute}="${bad.value.slice(0, 80)}": ${bad.why}`);
      if (found.length > 20) break;
    }
    expect(found).toEqual([]);
  });

  for (const path of ['/', '/browsers', '/careers', '/leadership', '/marketing-terms', '/de-de']) {
    test(`every link and image on ${path} resolves, in the browser, to this site or https, mailto or tel`, async ({ page }) => {
      await page.goto(path);
      const urls = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[href], [src], [srcset], [action], [formaction], [poster], [data-video-play], [data-video-src]')].flatMap((el) =>
          ['href', 'src', 'action', 'formaction', 'poster', 'data-video-play', 'data-video-src']
            .map((name) => el.getAttribute(name))
            .concat((el.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? ''))
            .filter((v): v is string => !!v)
            .map((v) => new URL(v, document.baseURI)),
        ).map((u) => ({ href: u.href, protocol: u.protocol, sameOrigin: u.origin === location.origin })),
      );
      expect(urls.length).toBeGreaterThan(10);
      expect(urls.filter((u) => !u.sameOrigin && !['https:', 'mailto:', 'tel:'].includes(u.protocol))).toEqual([]);
    });
  }
});

test.describe('public-site §4 video section: the frame address', () => {
  test('a play button whose address is not https on the embed host opens no frame', async ({ page }) => {
    const withVideo = htmlFiles(dist).find((f) => readFileSync(f, 'utf8').includes('data-video-play='));
    test.skip(!withVideo, 'no built page has a video section');
    await page.goto(pagePath(dist, withVideo!));
    const play = page.locator('[data-video-play]').first();
    for (const hostile of ['javascript:alert(1)', 'https://other.example/embed/x', 'data:text/html,<script>alert(1)</script>']) {
      await play.evaluate((el, url) => el.setAttribute('data-video-play', url), hostile);
      await play.click();
      await expect(page.locator('iframe.video-frame')).toHaveCount(0);
    }
  });
});
