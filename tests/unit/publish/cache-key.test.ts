import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { landingCacheKey } from '../../../src/content/cache-key.ts';

let root: string;
const put = (rel: string, text: string) => {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cache-key-'));
  put('cms/send-landing/en.json', '{"data":{"blocks":[]}}');
  put('cms/news-articles/en/page-1.json', '{"data":[{"title":"News 1"}]}');
  put('helpdesk/en-us/articles/page-1.json', '{"articles":[]}');
  put('backend/corridors.json', '{"corridors":[]}');
  put('manifest.json', '{"finishedAt":"1"}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("publishing: the landing pages' incremental-build key", () => {
  it.each([
    ['a help article', 'helpdesk/en-us/articles/page-1.json', '{"articles":[{"id":1}]}', false],
    ['a news article (no landing shows articles)', 'cms/news-articles/en/page-1.json', '{"data":[{"title":"News 1, corrected"}]}', false],
    ['the manifest (every sync)', 'manifest.json', '{"finishedAt":"2"}', false],
    ['the send landing', 'cms/send-landing/en.json', '{"data":{"blocks":[{"x":1}]}}', true],
    ['the corridor data', 'backend/corridors.json', '{"corridors":[1]}', true],
    ['a new footer', 'cms/footer/de.json', '{}', true],
  ])('a change to %s re-renders them: %s', (_, rel, text, changes) => {
    const before = landingCacheKey(root);
    put(rel, text);
    expect(landingCacheKey(root) !== before).toBe(changes);
  });

  it('covers the news when a landing shows a latest-articles block', () => {
    put('cms/send-landing/en.json', '{"data":{"blocks":[{"__component":"blocks.latest-articles"}]}}');
    const before = landingCacheKey(root);
    put('cms/news-articles/en/page-1.json', '{"data":[{"title":"News 1, corrected"}]}');
    expect(landingCacheKey(root)).not.toBe(before);
  });
});
