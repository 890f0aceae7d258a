// Hostile markup planted in the snapshot's real HTML bodies (CMS rich text, desk articles): what the
// build's sanitizer makes of it carries no URL attribute outside the URL rule (the same check the
// publish verifier runs on built pages: scripts/publish/url-attributes.ts).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotRoot } from '../../../src/content/snapshot.ts';
import { sanitizeHtml } from '../../../src/lib/sanitize-html.ts';
import { unsafeUrlAttributes } from '../../../scripts/publish/url-attributes.ts';
import { regions } from '../../../src/i18n/regions.ts';

const HOSTILE_MARKUP = [
  '<a href="javascript:alert(1)">a</a>',
  '<a/href="JaVaScRiPt:alert(1)">b</a>',
  '<a href="java&#x09;script:alert(1)">c</a>',
  '<a href="&#106;avascript:alert(1)">d</a>',
  '<a href="//other.example/x">e</a>',
  '<a href="/\\other.example">f</a>',
  '<a href="data:text/html,<script>alert(1)</script>">g</a>',
  '<img src="javascript:alert(1)"><img src="https://tracker.other.example/p.png"><img src="/media/../api/x">',
  '<img src="/media/a.png" srcset="/media/a.png 1x, javascript:alert(1) 2x">',
  '<iframe src="data:text/html,x"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<video poster="javascript:alert(1)"></video><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<svg><a xlink:href="javascript:alert(1)"><animate attributeName="href" values="javascript:alert(1)"/></a></svg>',
  '<p data-video-play="javascript:alert(1)" style="background:url(javascript:alert(1))" onclick="alert(1)">h</p>',
].join('');

/** Every string of the snapshot that holds markup: the bodies the build sanitizes. */
function snapshotBodies(): string[] {
  const found: string[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      if (/<(p|a|img|ul|h2|br)\b/i.test(v)) found.push(v);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  for (const dir of ['cms', 'helpdesk']) {
    for (const e of readdirSync(join(snapshotRoot, dir), { recursive: true, withFileTypes: true })) {
      if (e.isFile() && e.name.endsWith('.json')) visit(JSON.parse(readFileSync(join(e.parentPath, e.name), 'utf8')));
    }
  }
  return found;
}

describe("public-site §3 content links: hostile markup in the snapshot's bodies", () => {
  const bodies = snapshotBodies();
  const deDe = regions.find((r) => r.code === 'de-de') ?? null;

  it('the snapshot has real bodies to plant into', () => {
    expect(bodies.length).toBeGreaterThan(100);
  });

  it('the planted markup alone is caught by the check (the test can fail)', () => {
    expect(unsafeUrlAttributes(HOSTILE_MARKUP).length).toBeGreaterThan(10);
  });

  it('every body with the markup planted at its start, middle and end comes out with no unsafe URL attribute', () => {
    const found: string[] = [];
    for (const body of bodies) {
      const middle = body.indexOf('</p>');
      const planted = [HOSTILE_MARKUP + body, middle < 0 ? body : body.slice(0, middle) + HOSTILE_MARKUP + body.slice(middle), body + HOSTILE_MARKUP];
      for (const html of planted) {
        for (const region of [null, deDe]) {
          for (const bad of unsafeUrlAttributes(sanitizeHtml(html, region))) found.push(`${bad.attribute}="${bad.value}": ${bad.why}`);
        }
      }
      if (found.length) break;
    }
    expect(found).toEqual([]);
  }, 60_000); // every body of the snapshot, three times: seconds on a busy machine
});
