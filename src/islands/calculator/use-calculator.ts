import { useEffect, useMemo, useRef, useState } from 'react';
import { toFixed, type Decimal } from '../../domain/decimal.ts';
import { formatAmount, inputDecimals, parseAmountText, sanitizeAmountText, type Separators } from '../../domain/amount-input.ts';
import { checkAmount, limitsOf } from '../../domain/amount-check.ts';
import { calculate } from '../../domain/calculator-quote.ts';
import { debounce, disabledSide, latestOnly, type Side } from '../../domain/calculator-state.ts';
import type { CalculatorData } from './calculator-data.ts';

/**
 * The amounts of the calculator (sender-flows §4, §5): what each field shows, one side editable at
 * a time, the fee calculation 300 ms after the last keystroke, the checks with the landing's
 * min/max off. `refresh` asks the backend for fresh data of a committed amount (when live).
 * The signed-in calculator turns the min/max checks on and applies the first-payment promo.
 */
export function useAmounts(data: CalculatorData, seps: Separators, refresh: (amount: string, isFrom: boolean, ticket: number) => void, guard: ReturnType<typeof latestOnly>, commit: (amount: string, isFrom: boolean) => void, mode: { minMax?: boolean; firstPaymentPromo?: boolean } = {}) {
  const decimals = (side: Side) => inputDecimals((side === 'from' ? data.fromCurrency : data.toCurrency).decimals);
  const shown = (side: Side, value: Decimal) => formatAmount(value, seps, decimals(side));
  const typedSide: Side = data.isFrom ? 'from' : 'to';
  const [entry, setEntry] = useState(() => ({ side: typedSide, text: data.amount === '' ? '' : shown(typedSide, parseAmountText(data.amount, { group: '', decimal: '.' })!) }));
  const [focus, setFocus] = useState<Side | null>(null);
  const latest = useRef({ refresh, commit });
  latest.current = { refresh, commit };
  const typing = useMemo(() => debounce((side: Side, text: string) => {
    const value = parseAmountText(text, seps);
    const amount = value === null ? '' : toFixed(value, decimals(side));
    latest.current.commit(amount, side === 'from');
    if (value !== null && value > 0n) latest.current.refresh(amount, side === 'from', guard.begin());
  }), [seps, data.fromCurrency.decimals, data.toCurrency.decimals]);
  useEffect(() => typing.cancel, [typing]);
  // Focus that came before hydration (it is what hydrated the island) still locks the other side.
  useEffect(() => {
    const side = (document.activeElement as HTMLElement | null)?.dataset?.['side'];
    if (side === 'from' || side === 'to') setFocus(side);
  }, []);

  const value = data.amount === '' ? null : parseAmountText(data.amount, { group: '', decimal: '.' });
  const figures = useMemo(() => value !== null && value > 0n
    ? calculate({ commission: data.commission, amount: value, side: typedSide, fromDecimals: data.fromCurrency.decimals, toDecimals: data.toCurrency.decimals, firstPaymentPromo: mode.firstPaymentPromo ?? false })
    : undefined, [data, value, mode.firstPaymentPromo]);
  // Checked against the side's current limits, so new limits recheck the amount (sender-flows §5).
  const issue = checkAmount(value, limitsOf(typedSide === 'from' ? data.fromLimits : data.toLimits), { minMax: mode.minMax ?? false });

  const textOf = (side: Side): string => {
    if (entry.side === side) return entry.text;
    if (!figures) return '';
    return shown(side, side === 'from' ? figures.fromAmount : figures.toAmount);
  };
  const field = (side: Side) => ({
    value: textOf(side),
    disabled: disabledSide(focus) === side,
    invalid: typedSide === side && entry.side === side && issue !== null,
    onFocus: () => setFocus(side),
    onBlur: () => {
      setFocus(null);
      const parsed = entry.side === side ? parseAmountText(entry.text, seps) : null;
      if (parsed !== null) setEntry({ side, text: shown(side, parsed) });
    },
    onChange: (raw: string) => {
      // A keystroke makes every answer in flight stale: only the calculation it starts may apply.
      guard.begin();
      const text = sanitizeAmountText(raw, seps, decimals(side));
      setEntry({ side, text });
      typing.call(side, text);
    },
  });
  /** After a reload the typed side's text is shown again in the new currency's form. */
  const reset = (next: CalculatorData) => {
    const side: Side = next.isFrom ? 'from' : 'to';
    const parsed = next.amount === '' ? null : parseAmountText(next.amount, { group: '', decimal: '.' });
    setEntry({ side, text: parsed === null ? '' : formatAmount(parsed, seps, inputDecimals((side === 'from' ? next.fromCurrency : next.toCurrency).decimals)) });
  };
  return { from: field('from'), to: field('to'), figures, issue, hasValue: value !== null, typedSide, reset };
}
