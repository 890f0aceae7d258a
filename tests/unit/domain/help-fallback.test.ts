import { describe, expect, it, vi } from 'vitest';
import { localize } from '../../../src/domain/help-fallback.ts';
import { searchSource } from '../../../src/islands/help/search-source.ts';

describe('public-site §1 §2 help content falls back to English', () => {
  const all = [
    { id: 1, helpdeskLocale: 'en-us', title: 'One' },
    { id: 2, helpdeskLocale: 'en-us', title: 'Two' },
    { id: 1, helpdeskLocale: 'de', title: 'Eins' },
    { id: 3, helpdeskLocale: 'de', title: 'Nur Deutsch' },
  ];
  it.each([
    [
      'de',
      [
        ['Eins', false],
        ['Two', true],
      ],
    ],
    [
      'fr',
      [
        ['One', true],
        ['Two', true],
      ],
    ],
    [
      'en-us',
      [
        ['One', false],
        ['Two', false],
      ],
    ],
  ] as const)('in %s: the English list, translated where possible', (locale, expected) => {
    expect(localize(all, locale, 'en-us').map((l) => [l.item.title, l.fallback])).toEqual(expected);
  });
});

describe('public-site §4 §8 help search sources', () => {
  const index = [
    { id: 7, s: 10, c: 100, t: 'Refunds', x: 'money back' },
    { id: 8, s: 99, c: 900, t: 'Refund terms', x: 'direct-link section' },
  ];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const config = (apiUrl: string | null) => ({ apiUrl, locale: 'de', indexUrl: '/help-search/de.json', sections: new Map([[10, 100]]) });

  it('asks the live search with query and locale, and drops hits the page does not list', async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) => {
      expect(String(url)).toBe('/api/v2/help_center/articles/search.json?query=refund+now&locale=de');
      return json({
        results: [
          { id: 1, title: 'A', section_id: 10, label_names: [] },
          { id: 2, title: 'B', section_id: 10, label_names: ['directLink'] },
          { id: 3, title: 'C', section_id: 55, label_names: [] },
        ],
      });
    });
    const found = await searchSource(config('/api/v2/help_center/articles/search.json'), fetcher).search('refund now');
    expect(found).toEqual([{ id: 1, title: 'A', sectionId: 10, categoryId: 100 }]);
  });

  it('falls back to the static index, logged, when the live search fails; the index is fetched once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const asked: string[] = [];
    const fetcher = vi.fn(async (url: string | URL | Request) => {
      asked.push(String(url));
      return String(url).includes('search.json') ? json({ error: 'down' }, 503) : json(index);
    });
    const source = searchSource(config('/api/v2/help_center/articles/search.json'), fetcher);
    source.prepare();
    expect(asked, 'with a live search configured, focus fetches no index').toEqual([]);
    expect(await source.search('refund')).toEqual([{ id: 7, title: 'Refunds', sectionId: 10, categoryId: 100 }]);
    await source.search('money');
    expect(asked.filter((u) => u.includes('/help-search/'))).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('with no live search configured, prepares the index on first focus and never asks the API', async () => {
    const asked: string[] = [];
    const fetcher = vi.fn(async (url: string | URL | Request) => {
      asked.push(String(url));
      return json(index);
    });
    const source = searchSource(config(null), fetcher);
    expect(asked).toEqual([]);
    source.prepare();
    expect(asked).toEqual(['/help-search/de.json']);
    expect((await source.search('money back')).map((f) => f.id)).toEqual([7]);
    expect(asked).toHaveLength(1);
  });
});
