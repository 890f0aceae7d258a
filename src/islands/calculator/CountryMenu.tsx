import { useEffect, useMemo, useState } from 'react';
import { Modal } from '../../ui/primitives/Modal.tsx';
import { searchCountries } from '../../domain/calculator-country-search.ts';
import { countryChoice } from '../../domain/calculator-state.ts';
import type { MenuCountry } from '../../ui/calculator/calculator-data.ts';
import type { CalculatorController } from './controller.ts';
import type { Side } from '../../domain/calculator-state.ts';
import { choose, menusFor } from './choose.ts';
import { CountrySearchList } from '../../ui/calculator/CountrySearchList.tsx';
import type { Translate } from '../../i18n/runtime.ts';

interface Props {
  title: string;
  side: Side;
  controller: CalculatorController;
  onClose: () => void;
  t: Translate<'landing'>;
  closeLabel: string;
  tag: string;
}

/**
 * A country menu of the calculator (sender-flows §4, §5, §9): search on name, synonym and currency
 * code with a 'no results' text; favourites first, then by name in the page's language; about 5
 * rows show; a multi-currency country shows its currency list first, a single one applies at once.
 * Loaded only when a menu opens, so the landing's first JavaScript stays small.
 */
export default function CountryMenu({ title, side, controller, onClose, t, closeLabel, tag }: Props) {
  const [list, setList] = useState<MenuCountry[] | null | 'failed'>(null);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<MenuCountry | null>(null);
  useEffect(() => {
    void menusFor(controller).then((m) => setList(m ? (side === 'from' ? m.countryFrom : m.countryTo) : 'failed'));
  }, [controller, side]);
  const onChoose = (country: MenuCountry, currencyId: number) => {
    onClose();
    void choose(controller, side, country, currencyId);
  };
  const sorted = useMemo(
    () => (Array.isArray(list) ? [...list].sort((a, b) => Number(!!b.favorite) - Number(!!a.favorite) || (a.localName ?? a.name).localeCompare(b.localName ?? b.name, tag)) : []),
    [list, tag],
  );
  const found = searchCountries(sorted, query);
  const currencyNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([tag], { type: 'currency' });
    } catch {
      return null;
    }
  }, [tag]);
  const pick = (country: MenuCountry) => {
    const choice = countryChoice(country);
    if (choice.step === 'apply') onChoose(country, choice.currencyId);
    else setPicked(country);
  };
  return (
    <Modal open onClose={onClose} title={picked ? t('menu.currencyTitle', { country: picked.localName ?? picked.name }) : title} closeLabel={closeLabel}>
      {picked ? (
        <>
          <ul className="calc-menu" role="list">
            {picked.currencies.map((c) => (
              <li key={c.id}>
                <button type="button" onClick={() => onChoose(picked, c.id)}>
                  <strong>{c.code}</strong> {currencyNames?.of(c.code) ?? ''}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="link-button" onClick={() => setPicked(null)}>
            {t('menu.back')}
          </button>
        </>
      ) : (
        <>
          <CountrySearchList
            inputId="calc-menu-search"
            query={query}
            onQuery={setQuery}
            found={found}
            loaded={Array.isArray(list)}
            onPick={pick}
            current={controller.machine.state.data[side].code}
            t={t}
            tag={tag}
          >
            {list === null && <p role="status">{t('menu.loading')}</p>}
            {list === 'failed' && <p role="alert">{t('menu.failed')}</p>}
          </CountrySearchList>
        </>
      )}
    </Modal>
  );
}
