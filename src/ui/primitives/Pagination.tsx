import { paginate } from '../../domain/pagination.ts';

interface Props {
  current: number;
  total: number;
  onPage: (page: number) => void;
  text: { label: string; previous: string; next: string; page: (n: number) => string; currentPage: (n: number) => string };
}

/**
 * Pagination for islands (public-site §4): at most 5 numbers, the current one in the middle where
 * possible; previous is disabled on page 1 and next on the last (Pagination.astro is the static one).
 */
export function Pagination({ current, total, onPage, text }: Props) {
  const model = paginate(current, total);
  if (total <= 1) return null;
  return (
    <nav aria-label={text.label} className="pagination">
      <button type="button" disabled={model.previous === null} onClick={() => model.previous && onPage(model.previous)}>
        {text.previous}
      </button>
      <ul role="list">
        {model.pages.map((page) => (
          <li key={page}>
            <button
              type="button"
              aria-current={page === model.current ? 'page' : undefined}
              aria-label={page === model.current ? text.currentPage(page) : text.page(page)}
              onClick={() => onPage(page)}
            >
              {page}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" disabled={model.next === null} onClick={() => model.next && onPage(model.next)}>
        {text.next}
      </button>
    </nav>
  );
}
