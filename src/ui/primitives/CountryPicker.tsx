import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Modal } from './Modal.tsx';
import { searchCountries, type SearchableCountry } from '../../domain/country-search.ts';
import { interpolate } from '../../i18n/runtime.ts';

export interface CountryPickerText {
  title: string;
  searchLabel: string;
  clearSearch: string;
  notFound: string;
  close: string;
}

interface Props {
  open: boolean;
  countries: readonly SearchableCountry[];
  selected: string;
  onChoose: (country: SearchableCountry) => void;
  onClose: () => void;
  text: CountryPickerText;
}

/**
 * Phone country picker (public-site §4, §5): a modal list of countries with a search field;
 * typing enters search mode (clearing leaves it); choosing a country sets the prefix and closes.
 * An empty result shows the query and a ghost.
 */
export function CountryPicker({ open, countries, selected, onChoose, onClose, text }: Props) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const shown = useMemo(() => searchCountries(countries, query), [countries, query]);
  // Opened, the picker is for searching: typing goes to the search box, not to its Close button
  // (the modal, a child, has opened and focused its first control by now).
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const close = () => {
    setQuery('');
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={text.title} closeLabel={text.close}>
      <div className="field picker-search">
        <label htmlFor={searchId}>{text.searchLabel}</label>
        <div className="picker-search-row">
          <input
            ref={input}
            id={searchId}
            type="search"
            value={query}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              // Escape closes the picker at once, as from anywhere in it, instead of only clearing the search.
              if (e.key === 'Escape') {
                e.preventDefault();
                close();
              }
            }}
          />
          {query && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setQuery('');
                input.current?.focus();
              }}
            >
              {text.clearSearch}
            </button>
          )}
        </div>
      </div>
      {shown.length === 0 ? (
        <div className="picker-not-found" role="status">
          <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2a8 8 0 0 0-8 8v12l2.7-2 2.6 2 2.7-2 2.7 2 2.6-2L20 22V10a8 8 0 0 0-8-8zm-3 7a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
            />
          </svg>
          <p>{interpolate(text.notFound, { query: query.trim() })}</p>
        </div>
      ) : (
        <ul className="picker-list" role="list">
          {shown.map((country) => (
            <li key={country.code_a2}>
              <button
                type="button"
                aria-current={country.code_a2 === selected || undefined}
                onClick={() => {
                  setQuery('');
                  onChoose(country);
                }}
              >
                <span>{country.name}</span> <span className="picker-prefix">+{country.phone_prefix}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
