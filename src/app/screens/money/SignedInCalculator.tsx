import { useEffect, useMemo, useState } from 'react';
import { separatorsFor } from '../../../domain/amount-input.ts';
import { amountMessageKey } from '../../../domain/amount-check.ts';
import type { Side } from '../../../domain/calculator-state.ts';
import { AmountField } from '../../../islands/calculator/AmountField.tsx';
import { Figures, fill } from '../../../islands/calculator/Figures.tsx';
import { useAmounts } from '../../../islands/calculator/use-calculator.ts';
import '../../../islands/calculator/calculator.css';
import type { CalculatorData, MenuCountry } from '../../../islands/calculator/calculator-data.ts';
import { Popup } from '../../../islands/ui/Popup.tsx';
import { useCalculatorStrings } from './calculator-strings.ts';
import { CountryMenuModal } from './CountryMenuModal.tsx';
import { useMoneyT } from './strings.ts';
import type { SendCalculator } from './use-send-calculator.ts';

interface Props {
  calc: SendCalculator;
  data: CalculatorData;
  tag: string;
}

/**
 * The issue-7 calculator in its signed-in mode (sender-flows §4, §5): the same amount fields and
 * figures, with the min and max checks on; a committed amount is re-quoted by the signed-in call,
 * which also refills the form's hidden amounts; a country or currency choice reloads the form by
 * that call, writes the corridor's address and starts the calculator afresh (its key).
 */
export function SignedInCalculator({ calc, data, tag }: Props) {
  const s = useCalculatorStrings();
  const t = useMoneyT();
  const [tariffOpen, setTariffOpen] = useState(false);
  const seps = useMemo(() => separatorsFor(tag), [tag]);
  const [menu, setMenu] = useState<Side | null>(null);
  const amounts = useAmounts(data, seps, calc.quote, calc.guard, calc.setAmount, { minMax: true, firstPaymentPromo: data.commission.bonusSpecialRate !== null });
  const kind = calc.kind;
  const limits = amounts.typedSide === 'from' ? data.fromLimits : data.toLimits;
  const currency = (amounts.typedSide === 'from' ? data.fromCurrency : data.toCurrency).code;
  const error = amounts.issue ? fill(s[amountMessageKey(amounts.issue, amounts.hasValue)] ?? '', { ...limits, currency } as unknown as Record<string, string>) : null;
  const errorOf = (side: Side) => (amounts.typedSide === side ? error : null);
  const name = (c: MenuCountry) => c.localName ?? c.name;
  // A positive amount that no tariff holds opens the tariff error popup (sender-flows §8).
  useEffect(() => setTariffOpen(amounts.figures === null), [amounts.figures]);

  const choose = (side: Side, country: MenuCountry, currencyId: number) => {
    setMenu(null);
    const next = side === 'from'
      ? { ...calc.queryOf(data), from: country.code, fromCurrId: currencyId, deliveryMethod: undefined }
      : { ...calc.queryOf(data), to: country.code, toCurrId: currencyId, deliveryMethod: undefined };
    void calc.load(next, { reinit: true, adjusted: true }).then((ok) => {
      // The address follows the corridor, so a reload opens the same form.
      if (ok) history.replaceState(history.state, '', `/auth/${kind}/${next.from}/${next.to}?toCurrId=${next.toCurrId ?? ''}`);
    });
  };

  return (
    <section className="calculator money-calculator" aria-label={s['calculator.label']} aria-busy={calc.busy} data-busy={calc.busy || undefined}>
      <AmountField side="from" label={s[`calculator.${kind}.from`]!} field={amounts.from} currency={data.fromCurrency.code} country={name(data.from)} error={errorOf('from')}
        menuLabel={fill(s['calculator.fromMenu']!, { country: name(data.from), currency: data.fromCurrency.code })} onMenu={() => setMenu('from')} />
      <AmountField side="to" label={s[`calculator.${kind}.to`]!} field={amounts.to} currency={data.toCurrency.code} country={name(data.to)} error={errorOf('to')}
        menuLabel={fill(s['calculator.toMenu']!, { country: name(data.to), currency: data.toCurrency.code })} onMenu={() => setMenu('to')} />
      <Popup open={tariffOpen} onClose={() => setTariffOpen(false)} title={s['tariff.title']!} closeLabel={t('close')}>
        <p>{s['tariff.text']}</p>
        <button type="button" className="button" onClick={() => setTariffOpen(false)}>{s['tariff.gotIt']}</button>
      </Popup>
      <Figures s={s} data={data} figures={amounts.figures} separators={seps} source="live" snapshotText="" />
      {calc.busy && <p className="visually-hidden" role="status">{s['calculator.computing']}</p>}
      {menu && calc.menus && (
        <CountryMenuModal side={menu} s={s} tag={tag} countries={menu === 'from' ? calc.menus.countryFrom : calc.menus.countryTo}
          onChoose={(country, currencyId) => choose(menu, country, currencyId)} onClose={() => setMenu(null)} />
      )}
    </section>
  );
}
