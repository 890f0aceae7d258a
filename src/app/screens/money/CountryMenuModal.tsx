import { useId, useMemo, useState } from 'react';
import { Modal } from '../../../ui/primitives/Modal.tsx';
import { searchCountries } from '../../../domain/calculator-country-search.ts';
import { countryChoice, type Side } from '../../../domain/calculator-state.ts';
import type { MenuCountry } from '../../../ui/calculator/calculator-data.ts';
import type { Translate } from '../../../i18n/runtime.ts';
import { CountrySearchList } from '../../../ui/calculator/CountrySearchList.tsx';
import { useMoneyT } from './strings.ts';

interface Props {
  side: Side;
  countries: readonly MenuCountry[];
  /** The calculator's strings (landing namespace). */
  c: Translate<'landing'>;
  tag: string;
  onChoose: (country: MenuCountry, currencyId: number) => void;
  onClose: () => void;
  /** The country the calculator shows now (ISO alpha-2). */
  current: string;
}

/**
 * A country menu of the signed-in calculator (sender-flows §4, §5): the signed-in call's country
 * lists, searched on name, synonym and currency code with a 'no results' text; favourites first;
 * a country with several currencies shows its currency list first, a single one applies at once.
 */
export function CountryMenuModal({ side, countries, c, tag, onChoose, onClose, current }: Props) {
  const t = useMoneyT();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<MenuCountry | null>(null);
  const sorted = useMemo(() => [...countries].sort((a, b) => Number(!!b.favorite) - Number(!!a.favorite) || (a.localName ?? a.name).localeCompare(b.localName ?? b.name, tag)), [countries, tag]);
  const found = searchCountries(sorted, query);
  const pick = (country: MenuCountry) => {
    const choice = countryChoice(country);
    if (choice.step === 'apply') onChoose(country, choice.currencyId);
    else setPicked(country);
  };
  const title = picked ? c('menu.currencyTitle', { country: picked.localName ?? picked.name }) : c(side === 'from' ? 'menu.fromTitle' : 'menu.toTitle');
  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('close')}>
      {picked ? (
        <>
          <ul className="calc-menu" role="list">
            {picked.currencies.map((c) => (
              <li key={c.id}>
                <button type="button" onClick={() => onChoose(picked, c.id)}>
                  <strong>{c.code}</strong>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="link-button" onClick={() => setPicked(null)}>
            {c('menu.back')}
          </button>
        </>
      ) : (
        <>
          <CountrySearchList inputId={searchId} query={query} onQuery={setQuery} found={found} loaded onPick={pick} current={current} t={c} tag={tag} />
        </>
      )}
    </Modal>
  );
}
