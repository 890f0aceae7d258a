import type { ReactNode } from 'react';
import type { MenuCountry } from './calculator-data.ts';
import type { Translate } from '../../i18n/runtime.ts';

interface Props {
  /** The search box's id (its label points at it). */
  inputId: string;
  query: string;
  onQuery: (query: string) => void;
  /** The countries the query finds (sender-flows §5 country search), in menu order. */
  found: readonly MenuCountry[];
  /** False while the list is still loading, so 'no results' is not said too early. */
  loaded: boolean;
  onPick: (country: MenuCountry) => void;
  /** The country the calculator shows now (ISO alpha-2): marked in the list. */
  current?: string | undefined;
  /** The calculator's strings (landing namespace). */
  t: Translate<'landing'>;
  /** Language tag of the country names. */
  tag: string;
  /** Loading or failure lines of a menu that fetches its list. */
  children?: ReactNode;
}

/**
 * The search box and country buttons of a calculator country menu, shared by the landing's menu
 * and the signed-in one: each country by its name in the page language and its currency codes,
 * and a 'no results' line naming the query.
 */
export function CountrySearchList({ inputId, query, onQuery, found, loaded, onPick, current, t, tag, children }: Props) {
  return (
    <>
      <div className="field calc-menu-search">
        <label htmlFor={inputId}>{t('menu.search')}</label>
        <input id={inputId} type="search" autoComplete="off" data-autofocus value={query} onChange={(e) => onQuery(e.currentTarget.value)} />
      </div>
      {children}
      {loaded && found.length === 0 && <p role="status">{t('menu.noResults', { query: query.trim() })}</p>}
      <ul className="calc-menu" role="list">
        {found.map((c) => (
          <li key={c.code}>
            <button type="button" onClick={() => onPick(c)} aria-current={c.code === current ? 'true' : undefined}>
              <span lang={tag}>{c.localName ?? c.name}</span> <span className="calc-codes">{c.currencies.map((x) => x.code).join(', ')}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
