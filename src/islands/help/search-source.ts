/**
 * Where help search answers come from (public-site §4, §8; sender-flows §7): the desk's live search
 * API when configured, else, or when it fails (logged, never shown), the static per-locale index
 * built from the snapshot, fetched once and only when needed.
 */
import { searchIndex, visibleHits, type IndexEntry, type SearchHit } from '../../domain/help-search.ts';

export interface Found {
  id: number;
  title: string;
  sectionId: number;
  categoryId: number;
}

interface SearchSourceConfig {
  /** Full URL of the live search (`…/api/v2/help_center/articles/search.json`), or null: index only. */
  apiUrl: string | null;
  /** Desk locale for the API (`de`, `zh-cn`). */
  locale: string;
  /** Static index of the page's language (`/help-search/de.json`). */
  indexUrl: string;
  /** Listed sections and their categories: hits elsewhere are not shown. */
  sections: ReadonlyMap<number, number>;
}

export function searchSource(config: SearchSourceConfig, fetcher: typeof fetch = (...args) => fetch(...args)) {
  let index: Promise<IndexEntry[]> | null = null;
  const loadIndex = (): Promise<IndexEntry[]> => {
    index ??= fetcher(config.indexUrl)
      .then((r) => (r.ok ? (r.json() as Promise<IndexEntry[]>) : Promise.reject(new Error(`help index ${r.status}`))))
      .catch((error: unknown) => {
        // Try again on the next query; meanwhile nothing is found.
        console.warn('Help search index failed', error);
        index = null;
        return [];
      });
    return index;
  };

  async function live(query: string): Promise<Found[]> {
    const url = `${config.apiUrl}?${new URLSearchParams({ query, locale: config.locale })}`;
    const answer = await fetcher(url, { headers: { Accept: 'application/json' } });
    if (!answer.ok) throw new Error(`help search ${answer.status}`);
    const body = (await answer.json()) as { results?: SearchHit[] };
    if (!Array.isArray(body.results)) throw new Error('help search: no results list');
    return visibleHits(body.results, config.sections).map((h) => ({ id: h.id, title: h.title, sectionId: h.section_id, categoryId: h.categoryId }));
  }

  async function fromIndex(query: string): Promise<Found[]> {
    return searchIndex(await loadIndex(), query)
      .filter((e) => config.sections.get(e.s) === e.c)
      .map((e) => ({ id: e.id, title: e.t, sectionId: e.s, categoryId: e.c }));
  }

  return {
    /** First focus: with no live search configured, the index is fetched now, so the first query is quick. */
    prepare(): void {
      if (!config.apiUrl) void loadIndex();
    },
    async search(query: string): Promise<Found[]> {
      if (!config.apiUrl) return fromIndex(query);
      try {
        return await live(query);
      } catch (error) {
        // public-site §8: a failed search is logged and falls through silently.
        console.warn('Help search failed; using the static index', error);
        return fromIndex(query);
      }
    },
  };
}
