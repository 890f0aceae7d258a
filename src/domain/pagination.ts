/** At most this many page numbers are shown (public-site §4, §9). */
const MAX_PAGE_NUMBERS = 5;

interface PaginationModel {
  /** Page numbers to show, current kept in the middle where possible. */
  pages: number[];
  current: number;
  /** Previous is disabled on page 1. */
  previous: number | null;
  /** Next is disabled on the last page. */
  next: number | null;
}

/** The pagination window for `current` of `total` pages (public-site §4 Pagination). */
export function paginate(current: number, total: number, max = MAX_PAGE_NUMBERS): PaginationModel {
  if (!Number.isInteger(total) || total < 1) return { pages: [], current: 1, previous: null, next: null };
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const size = Math.min(max, total);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), total - size + 1);
  return {
    pages: Array.from({ length: size }, (_, i) => start + i),
    current: page,
    previous: page > 1 ? page - 1 : null,
    next: page < total ? page + 1 : null,
  };
}

/** Items of one page, 1-based. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

export function pageCount(items: number, pageSize: number): number {
  return Math.max(1, Math.ceil(items / pageSize));
}
