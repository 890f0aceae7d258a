import { describe, it, expect } from 'vitest';
import { parseRegionTargets, previousSlug, regionTargetsText, splitRegionPrefix } from '../../../src/domain/select-region.ts';

describe('public-site §2 footer: the previous slug', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/rules', '/rules'],
    ['/de-de', '/'],
    ['/de-de/', '/'],
    ['/de-de/rules', '/rules'],
    ['/de-de/help/a/b', '/help/a/b'],
    ['/de-dex/rules', '/de-dex/rules'],
    ['/DE-DE/rules', '/DE-DE/rules'],
    ['/send-money/gb-in', '/send-money/gb-in'],
  ])('the previous slug of %j is %j (the region prefix stripped)', (path, slug) => {
    expect(previousSlug(path)).toBe(slug);
  });

  it.each([
    ['/de-de/rules', { code: 'de-de', rest: '/rules' }],
    ['/en-us', { code: 'en-us', rest: '/' }],
    ['/rules', { code: null, rest: '/rules' }],
    ['/de/rules', { code: null, rest: '/de/rules' }],
  ])('%j splits into %o', (path, parts) => {
    expect(splitRegionPrefix(path)).toEqual(parts);
  });
});

describe('public-site §2 select region: each region link leads to the previous page there', () => {
  it('reads back what the footer writes', () => {
    const pairs = [
      ['de-de', '/de-de/regeln'],
      ['en-us', '/en-us'],
    ] as const;
    expect([...parseRegionTargets(regionTargetsText(pairs))]).toEqual(pairs);
  });

  it.each([
    [null, []],
    ['', []],
    ['de-de /de-de/x', [['de-de', '/de-de/x']]],
    ['de-de /de-de/x en-us', [['de-de', '/de-de/x']]],
    ['de-de //evil.example en-us /en-us', [['en-us', '/en-us']]],
    ['de-de https://evil.example/ en-us /en-us', [['en-us', '/en-us']]],
    ['de-de javascript:alert(1)', []],
    ['de-de /a\\b', []],
    ['de-de /a"b', []],
    ['de-de /one de-de /two', [['de-de', '/two']]],
  ])('the stored text %j gives %j (same-origin paths only)', (text, targets) => {
    expect([...parseRegionTargets(text)]).toEqual(targets);
  });
});
