import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { HELP_SEARCH_DEBOUNCE_MS, latestOnly, moveActive, searchQuery } from '../../domain/help-search.ts';
import { helpPath, platformOf, withPlatform, type HelpBase } from '../../domain/help-links.ts';
import { searchSource, type Found } from './search-source.ts';
import { interpolate } from '../../i18n/runtime.ts';

export interface HelpSearchProps {
  apiUrl: string | null;
  locale: string;
  indexUrl: string;
  /** [sectionId, categoryId] of the listed sections. */
  sections: Array<[number, number]>;
  /** '' for unprefixed pages, else '/de-de'. */
  prefix: string;
  base: HelpBase;
  strings: { label: string; placeholder: string; results: string; notFound: string; searching: string; resultsLabel: string };
}

type State = { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; query: string; found: Found[] };

/**
 * Help search box (public-site §4, §5): waits 1000 ms after typing, ignores empty queries, shows only
 * the newest query's answer, announces the count; ArrowDown/ArrowUp move through the results, Enter
 * opens one (or searches at once from the box), Escape clears. Hydrated on first interaction.
 */
export default function HelpSearch({ apiUrl, locale, indexUrl, sections, prefix, base, strings }: HelpSearchProps) {
  const source = useMemo(() => searchSource({ apiUrl, locale, indexUrl, sections: new Map(sections) }), [apiUrl, locale, indexUrl, sections]);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tickets = useRef(latestOnly());
  const id = useId();

  const run = async (raw: string) => {
    clearTimeout(timer.current);
    const query = searchQuery(raw);
    if (query === null) return;
    const ticket = tickets.current.start();
    setState({ kind: 'searching' });
    const found = await source.search(query);
    if (tickets.current.isCurrent(ticket)) setState({ kind: 'done', query, found });
  };
  const schedule = (raw: string) => {
    clearTimeout(timer.current);
    if (searchQuery(raw) === null) {
      tickets.current.cancel();
      setState({ kind: 'idle' });
      return;
    }
    timer.current = setTimeout(() => void run(raw), HELP_SEARCH_DEBOUNCE_MS);
  };
  const clear = () => {
    clearTimeout(timer.current);
    tickets.current.cancel();
    if (input.current) input.current.value = '';
    setState({ kind: 'idle' });
    input.current?.focus();
  };

  // Hydrated by the focus or keys that woke it: prepare now, and catch up with any typing.
  const catchUp = useEffectEvent(() => {
    if (document.activeElement === input.current) source.prepare();
    if (input.current?.value) schedule(input.current.value);
  });
  useEffect(() => {
    catchUp();
    return () => clearTimeout(timer.current);
  }, []);

  const found = state.kind === 'done' ? state.found : [];
  const platform = typeof location === 'undefined' ? null : platformOf(location.search);
  const href = (f: Found) => withPlatform(prefix + helpPath(base, { kind: 'article', categoryId: f.categoryId, sectionId: f.sectionId, articleId: f.id }), platform);
  const onKey = (at: number) => (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      clear();
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (found.length === 0) return;
      e.preventDefault();
      links.current[moveActive(at, found.length, e.key)]?.focus();
      return;
    }
    if (e.key === 'Enter' && at === -1) {
      e.preventDefault();
      void run(input.current?.value ?? '');
    }
  };

  return (
    <div className="help-search" role="search">
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {strings.label}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={strings.placeholder}
        aria-describedby={`${id}-status`}
        aria-controls={`${id}-list`}
        onFocus={() => source.prepare()}
        onInput={(e) => schedule(e.currentTarget.value)}
        onKeyDown={onKey(-1)}
      />
      <p id={`${id}-status`} className="help-search-status" role="status" aria-live="polite">
        {state.kind === 'searching'
          ? strings.searching
          : state.kind === 'done'
            ? found.length
              ? interpolate(strings.results, { count: found.length })
              : interpolate(strings.notFound, { query: state.query })
            : ''}
      </p>
      <ul id={`${id}-list`} className="help-search-results" aria-label={strings.resultsLabel} hidden={found.length === 0}>
        {found.map((f, i) => (
          <li key={f.id}>
            <a
              ref={(el) => {
                links.current[i] = el;
              }}
              href={href(f)}
              onKeyDown={onKey(i)}
            >
              {f.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
