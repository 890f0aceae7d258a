import { describe, it, expect } from 'vitest';
import { CONTENT_ATTRIBUTES, CONTENT_TAGS, MESSAGE_ATTRIBUTES, MESSAGE_TAGS, safeHref } from '../../../src/domain/html-allowlist.ts';

describe('the HTML allowlist', () => {
  it('keeps in a server message only what a content body may keep', () => {
    for (const tag of MESSAGE_TAGS) expect(CONTENT_TAGS).toContain(tag);
    for (const [tag, names] of Object.entries(MESSAGE_ATTRIBUTES)) {
      for (const name of names) expect(CONTENT_ATTRIBUTES[tag as keyof typeof CONTENT_ATTRIBUTES]).toContain(name);
    }
  });

  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['  mailto:help@example.com ', 'mailto:help@example.com'],
    ['TEL:+441234', 'TEL:+441234'],
    ['/auth/mycards', '/auth/mycards'],
    ['https:example.com', null],
    ['http://example.com', null],
    ['//example.com', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['/a\\b', null],
  ])('a message link to %j is %j', (href, kept) => expect(safeHref(href)).toBe(kept));
});
