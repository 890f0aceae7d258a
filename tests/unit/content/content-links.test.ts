// Hostile URLs planted in a copy of the committed snapshot: every one must be a schema error, which
// the build's content loaders (src/content.config.ts, same schemas) turn into a refused build and
// the sync into the entry's last good version (tests/unit/sync/sync-entries.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { snapshotRoot, validateSnapshot } from '../../../src/content/snapshot.ts';

/** Keys whose string value the site puts into an href or src. */
const URL_KEYS = /^(url|link|linkUrl|videoUrl|video_url|youtubeVideoUrl)$/;

const hostile = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript&colon;alert(1)',
  '//other.example/phish',
  '/\t/other.example',
  '/\\other.example',
  'https://site.example@other.example/',
  'http://other.example/',
];

const markup = '<img src=x onerror=alert(1)><script>alert(1)</script>"><svg onload=alert(1)>';

interface Planted {
  file: string;
  field: string;
  value: string;
}

/** Plants a hostile URL in every URL field (null ones too) and markup in every title. */
function plant(value: unknown, path: string[], file: string, planted: Planted[], next: () => string): unknown {
  if (Array.isArray(value)) return value.map((v, i) => plant(v, [...path, String(i)], file, planted, next));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => {
        if (URL_KEYS.test(key) && (typeof v === 'string' || v === null)) {
          const url = next();
          planted.push({ file, field: [...path, key].join('.'), value: url });
          return [key, url];
        }
        if (/^(title|name|Title|text)$/.test(key) && typeof v === 'string') return [key, `${v}${markup}`];
        return [key, plant(v, [...path, key], file, planted, next)];
      }),
    );
  }
  return value;
}

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => join(e.parentPath, e.name));
}

describe('public-site §3 content links: hostile URLs planted in a copy of the snapshot', () => {
  let root: string;
  const planted: Planted[] = [];
  let problems: ReturnType<typeof validateSnapshot>['problems'];

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'planted-snapshot-'));
    cpSync(join(snapshotRoot, 'cms'), join(root, 'cms'), { recursive: true });
    let i = 0;
    const next = () => hostile[i++ % hostile.length]!;
    for (const file of jsonFilesUnder(join(root, 'cms'))) {
      const rel = relative(root, file);
      const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      writeFileSync(file, JSON.stringify(plant(raw, [], rel, planted, next)));
    }
    problems = validateSnapshot(root).problems;
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('plants every kind of URL field the snapshot holds, each hostile value many times', () => {
    const fields = new Set(
      planted.map((p) =>
        p.field
          .replace(/\.\d+\./g, '.')
          .replace(/^data\./, '')
          .split('.')
          .slice(-2)
          .join('.'),
      ),
    );
    expect(planted.length).toBeGreaterThan(500);
    // Footer and menu links, buttons, tiles, media, videos, documents, terms, press, browsers, jobs.
    for (const field of ['links.url', 'btn.url', 'tiles.url', 'img.url', 'Icon.url', 'Browsers.link', 'documents.link', 'quotes.url', 'icon.url']) {
      expect(
        [...fields].some((f) => f.endsWith(field)),
        field,
      ).toBe(true);
    }
    expect(planted.some((p) => p.field.endsWith('video_url'))).toBe(true);
    expect(planted.some((p) => p.field.endsWith('videoUrl'))).toBe(true);
  });

  it('refuses every planted URL, naming its file and field', () => {
    const reported = new Set(problems.map((p) => `${p.file} ${p.field}`));
    const missed = planted.filter((p) => !reported.has(`${p.file} ${p.field}`));
    expect(missed).toEqual([]);
  });

  it("reports nothing else: markup in text fields is the sanitizer's and the escaping's, not a schema error", () => {
    const plantedAt = new Set(planted.map((p) => `${p.file} ${p.field}`));
    expect(problems.filter((p) => !plantedAt.has(`${p.file} ${p.field}`))).toEqual([]);
  });
});

describe('public-site §3 content links: the committed snapshot', () => {
  it('validates under the URL rule', () => {
    expect(validateSnapshot().problems).toEqual([]);
  });
});
