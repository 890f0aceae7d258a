import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { separatorsFor } from '../../../domain/amount-input.ts';
import { readAmount } from '../../../domain/amount-reading.ts';
import { initialState } from '../../../domain/calculator-machine.ts';
import type { Side } from '../../../domain/calculator-state.ts';
import { corridorFromRoute } from '../../../domain/send-corridor.ts';
import { events, track } from '../../../lib/analytics.ts';
import { AmountField } from '../../../ui/calculator/AmountField.tsx';
import { Figures } from '../../../ui/calculator/Figures.tsx';
import { useCalculatorMachine } from '../../../ui/calculator/use-calculator.ts';
import '../../../ui/calculator/calculator.css';
import type { CalculatorData, MenuCountry } from '../../../ui/calculator/calculator-data.ts';
import { Popup } from '../../../ui/primitives/Popup.tsx';
import { useCalculatorStrings } from './calculator-strings.ts';
import { useMoneyT } from './strings.ts';
import type { SendCalculator } from './use-send-calculator.ts';
import { CountryMenuModal } from './CountryMenuModal.tsx';

const readNow = () => Promise.resolve(readAmount);

interface Props {
  calc: SendCalculator;
  data: CalculatorData;
  tag: string;
}

/**
 * The calculator in its signed-in mode (sender-flows §4, §5): the landing's state machine and
 * fields, with the min and max checks on; a committed amount is re-quoted by the signed-in call,
 * which also refills the form's hidden amounts; a country or currency choice reloads the form by
 * that call and writes the corridor's address.
 */
export function SignedInCalculator({ calc, data, tag }: Props) {
  const c = useCalculatorStrings();
  const t = useMoneyT();
  const [tariffOpen, setTariffOpen] = useState(false);
  const seps = useMemo(() => separatorsFor(tag), [tag]);
  const [menu, setMenu] = useState<Side | null>(null);
  const kind = calc.kind;
  const machine = useCalculatorMachine(() => initialState({ kind, data, locale: tag, seps, signedIn: true }), calc.transport, readNow);
  const { state, figures, message } = machine;
  const shown = state.data;
  const error = message ? c(message.key, message.values) : null;
  const errorOf = (side: Side) => (message?.side === side ? error : null);
  const name = (c: MenuCountry) => c.localName ?? c.name;
  // A form posts only final figures for an amount the calculator accepts (sender-flows §5: a field in error blocks submit).
  const { setSettled, setRefused } = calc;
  const refused = message !== null;
  useEffect(() => setSettled(machine.settled), [machine.settled, setSettled]);
  useEffect(() => setRefused(refused), [refused, setRefused]);
  // A delivery method chosen in the form is quoted by this calculator: one call at a time orders it with the amount's edits.
  const { bindMethod } = calc;
  const { method } = machine;
  useEffect(() => {
    bindMethod(method);
    return () => bindMethod(null);
  }, [bindMethod, method]);
  // A positive amount that no tariff holds opens the tariff error popup (sender-flows §8).
  useEffect(() => setTariffOpen(figures === null), [figures]);
  // An applied choice: the address follows the corridor, so a reload opens the same form.
  const writeAddress = useEffectEvent(() => {
    const a = state.adjusted;
    if (!a) return;
    history.replaceState(history.state, '', `/auth/${kind}/${a.from.code}/${a.to.code}?toCurrId=${a.toCurrId}`);
    void track(events.calculatorAdjusted, { from: a.from.code, to: a.to.code, toCurrId: a.toCurrId });
  });
  const ticket = state.adjusted?.ticket;
  useEffect(() => {
    if (ticket !== undefined) writeAddress();
  }, [ticket]);

  // The address follows what is quoted (amount, its side, a send's delivery method), so Back from
  // the review or a reload reopens it rather than the amount the link first named.
  const quoted =
    state.request === null ? new URLSearchParams({ amount: shown.amount, isFrom: String(shown.isFrom), ...(kind === 'send' && { deliveryMethod: shown.deliveryMethod }) }).toString() : null;
  const writeQuoted = useEffectEvent((query: string) => {
    const url = new URL(location.href);
    // Only a corridor route, and only an amount it reads back (the same rule as opening it).
    if (corridorFromRoute(url.pathname, query)?.amount === undefined) return;
    for (const [key, value] of new URLSearchParams(query)) url.searchParams.set(key, value);
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  });
  useEffect(() => {
    if (quoted) writeQuoted(quoted);
  }, [quoted]);

  const choose = (side: Side, country: MenuCountry, currencyId: number) => {
    setMenu(null);
    machine.dispatch(side === 'from' ? { type: 'choose', from: { country, currencyId } } : { type: 'choose', to: { country, currencyId } });
  };

  return (
    <section className="calculator money-calculator" aria-label={c('calculator.label')} aria-busy={machine.busy} data-busy={machine.busy || undefined}>
      <AmountField
        side="from"
        label={c(`calculator.${kind}.from`)}
        field={machine.from}
        currency={shown.fromCurrency.code}
        country={name(shown.from)}
        error={errorOf('from')}
        menuLabel={c('calculator.fromMenu', { country: name(shown.from), currency: shown.fromCurrency.code })}
        onMenu={() => setMenu('from')}
      />
      <AmountField
        side="to"
        label={c(`calculator.${kind}.to`)}
        field={machine.to}
        currency={shown.toCurrency.code}
        country={name(shown.to)}
        error={errorOf('to')}
        menuLabel={c('calculator.toMenu', { country: name(shown.to), currency: shown.toCurrency.code })}
        onMenu={() => setMenu('to')}
      />
      <Popup open={tariffOpen} onClose={() => setTariffOpen(false)} title={c('tariff.title')} closeLabel={t('close')}>
        <p>{c('tariff.text')}</p>
        <button type="button" className="button" onClick={() => setTariffOpen(false)}>
          {c('tariff.gotIt')}
        </button>
      </Popup>
      <Figures t={c} data={shown} figures={message ? undefined : figures} locale={tag} source="live" snapshotText="" firstTransferPromo={false} />
      {machine.busy && (
        <p className="visually-hidden" role="status">
          {c('calculator.computing')}
        </p>
      )}
      {menu && calc.menus && (
        <CountryMenuModal
          side={menu}
          c={c}
          tag={tag}
          current={shown[menu].code}
          countries={menu === 'from' ? calc.menus.countryFrom : calc.menus.countryTo}
          onChoose={(country, currencyId) => choose(menu, country, currencyId)}
          onClose={() => setMenu(null)}
        />
      )}
    </section>
  );
}
