/**
 * Help search rules (public-site §4, §5, §8; sender-flows §7): queries wait 1000 ms after the last
 * keystroke, empty ones are ignored, direct-link articles never show, the newest query always wins,
 * and the static per-locale index matches the way the desk's search does (every word, case- and
 * accent-insensitive, in the title or the body; title matches first).
 */
import { isDirectLinkArticle } from './help-direct-links.ts';

export const HELP_SEARCH_DEBOUNCE_MS = 1000;
/** Longer queries are cut (the desk refuses over 200 characters). */
const MAX_QUERY_LENGTH = 200;
const MAX_TERMS = 10;

/** The query to send, or null when there is nothing to search for. */
export function searchQuery(raw: string): string | null {
  const query = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  return query === '' ? null : query;
}

/** Lower case without accents: 'Überweisung' → 'uberweisung'. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

function searchTerms(query: string): string[] {
  return [...new Set(fold(query).split(/\s+/).filter(Boolean))].slice(0, MAX_TERMS);
}

/** One article of the static index (short keys: the file is shipped per locale). */
export interface IndexEntry {
  /** Article id, section id, category id. */
  id: number;
  s: number;
  c: number;
  /** Title and plain body text. */
  t: string;
  x: string;
}

/** A result as the live API gives it (sender-flows §7: id, title, section_id, label_names). */
export interface SearchHit {
  id: number;
  title: string;
  section_id: number;
  label_names: readonly string[];
}

/** Static-index search: every term in the title or body; title hits first, then index order. */
export function searchIndex(entries: readonly IndexEntry[], query: string): IndexEntry[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  return entries
    .map((entry, order) => {
      const title = fold(entry.t);
      const body = fold(entry.x);
      return { entry, order, all: terms.every((t) => title.includes(t) || body.includes(t)), inTitle: terms.every((t) => title.includes(t)) };
    })
    .filter((h) => h.all)
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.order - b.order)
    .map((h) => h.entry);
}

/**
 * Live results the page can show: direct-link articles out (public-site §4), and those whose
 * section the page does not list (direct-link sections and categories, or unknown ones) out too.
 */
export function visibleHits<T extends SearchHit>(hits: readonly T[], listedSections: ReadonlyMap<number, number>): Array<T & { categoryId: number }> {
  return hits.flatMap((hit) => {
    const categoryId = listedSections.get(hit.section_id);
    return categoryId === undefined || isDirectLinkArticle(hit) ? [] : [{ ...hit, categoryId }];
  });
}

/**
 * Answers can arrive out of order; only the newest query's answer is shown. `start()` numbers a
 * query, `isCurrent(n)` tells whether its answer may still be shown.
 */
export function latestOnly() {
  let latest = 0;
  return {
    start: (): number => ++latest,
    isCurrent: (ticket: number): boolean => ticket === latest,
    /** An emptied box or Escape: every pending answer is stale. */
    cancel: (): void => {
      latest++;
    },
  };
}

/** Keyboard movement through n results: -1 is the input itself; arrows wrap. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** Body HTML → plain text for the static index (tags out, common entities decoded, spaces folded). */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<\/?(?:a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
      const point = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
