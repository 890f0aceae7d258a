// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach, beforeEach } from 'vitest';
import { render, screen, fireEvent, act, cleanup } from '@testing-library/react';
import HelpSearch, { type HelpSearchProps } from '../../../src/islands/help/HelpSearch.tsx';

const props: HelpSearchProps = {
  apiUrl: '/api/v2/help_center/articles/search.json',
  locale: 'de',
  indexUrl: '/help-search/de.json',
  sections: [[10, 100]],
  prefix: '/de-de',
  base: 'help',
  strings: { label: 'Search', placeholder: 'Search for answers', results: 'Articles found: {count}', notFound: 'Nothing found for “{query}”', searching: 'Searching…', resultsLabel: 'Search results' },
};

/** A fetch whose answers the test releases one by one, to play them out of order. */
function controlledFetch() {
  const pending = new Map<string, (body: unknown) => void>();
  const asked: string[] = [];
  const fetcher = vi.fn((url: string) => {
    asked.push(url);
    const query = new URL(url, 'http://x').searchParams.get('query') ?? '';
    return new Promise<Response>((resolve) => pending.set(query, (body) => resolve(new Response(JSON.stringify(body), { status: 200 }))));
  });
  return {
    fetcher,
    asked,
    answer: async (query: string, titles: string[]) => {
      await act(async () => {
        pending.get(query)?.({ results: titles.map((title, i) => ({ id: i + 1, title, section_id: 10, label_names: [] })) });
      });
    },
  };
}

const type = (value: string) => fireEvent.input(screen.getByRole('searchbox'), { target: { value } });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('public-site §4 §5 help search box (React)', () => {
  it('asks only after 1000 ms without typing, and never for an empty box', async () => {
    const api = controlledFetch();
    vi.stubGlobal('fetch', api.fetcher);
    render(<HelpSearch {...props} />);
    type('ref');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    type('refund');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(api.asked).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(api.asked).toEqual(['/api/v2/help_center/articles/search.json?query=refund&locale=de']);
    await api.answer('refund', ['Refunds']);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Articles found: 1');
    expect(screen.getByRole('link', { name: 'Refunds' }).getAttribute('href')).toBe('/de-de/help/category/100/section/10/article/1');
    type('   ');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(api.asked).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Refunds' })).toBeNull();
  });

  it('shows the newest query even when an older answer arrives last', async () => {
    const api = controlledFetch();
    vi.stubGlobal('fetch', api.fetcher);
    render(<HelpSearch {...props} />);
    type('card');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    type('fee');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await api.answer('fee', ['Fees']);
    await api.answer('card', ['Cards']);
    expect(screen.queryByRole('link', { name: 'Cards' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Fees' })).toBeTruthy();
  });

  it('Escape clears the box and drops a pending answer', async () => {
    const api = controlledFetch();
    vi.stubGlobal('fetch', api.fetcher);
    render(<HelpSearch {...props} />);
    type('fee');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    await api.answer('fee', ['Fees']);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('link', { name: 'Fees' })).toBeNull();
  });
});
