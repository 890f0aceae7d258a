// Classic JSX: React.createElement is already in the page's React chunk; no jsx runtime (landing JS budget).
/** @jsxRuntime classic */
/** @jsx React.createElement */
/** @jsxFrag React.Fragment */
import * as React from 'react';
import { useEffect, useState } from 'react';
import { formatMoney, formatRate } from '../../domain/money-format.ts';
import { freshness } from '../../domain/calculator-state.ts';
import { rateDisplay, type Figures as Quoted } from '../../domain/calculator-quote.ts';
import { feeStepAhead } from '../../domain/fee.ts';
import { parseDecimal } from '../../domain/decimal.ts';
import type { CalculatorData } from './calculator-data.ts';
import type { Translate } from '../../i18n/runtime.ts';

interface Props {
  /** The calculator's strings (landing namespace). */
  t: Translate<'landing'>;
  data: CalculatorData;
  /** undefined: no amount yet; null: the tariff error. */
  figures: Quoted | null | undefined;
  /** The page's language tag: every amount goes through the one formatter (money-format.ts). */
  locale: string;
  source: 'snapshot' | 'live' | 'offline';
  snapshotText: string;
  /** A visitor who is not signed in: the first transfer's promo fee (sender-flows §5) is shown beside the fee. */
  firstTransferPromo: boolean;
}

/**
 * The calculator's info rows (sender-flows §5 Fee): the fee with 2 decimals, the info row's total
 * (the send amount plus the tariff), the rate with 4; then how fresh the rate is (live, from the snapshot, or offline).
 */
export function Figures({ t, data, figures, locale, source, snapshotText, firstTransferPromo }: Props) {
  const [now, setNow] = useState(() => Date.parse(data.quotedAt));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [data.quotedAt]);
  const money = (value: bigint | undefined) => (value === undefined ? '—' : formatMoney(value, data.fromCurrency, locale));
  // The rate does not hang on the amount: without figures (no amount, a refused one) the corridor's own shows.
  const corridorRate = parseDecimal(data.commission.convertRate) ?? 0n;
  const shown = figures ? rateDisplay(figures.rate) : corridorRate > 0n ? rateDisplay(data.commission.convertRate) : null;
  const rate = shown ? formatRate(shown.value, locale) : '—';
  const [one, other] = shown?.inverse ? [data.toCurrency.code, data.fromCurrency.code] : [data.fromCurrency.code, data.toCurrency.code];
  const fresh = freshness(source, data.quotedAt, now);
  const step = figures && figures.fee > 0n ? feeStepAhead(data.commission.tariffs, figures.fromAmount) : null;
  const note =
    fresh.kind === 'live'
      ? fresh.minutes === 0
        ? t('fresh.liveNow')
        : t('fresh.live', { minutes: String(fresh.minutes) })
      : t(fresh.kind === 'offline' ? 'fresh.offline' : 'fresh.snapshot', { time: snapshotText });
  return (
    <>
      <dl className="calc-figures" aria-live="polite">
        <div>
          <dt>{t('calculator.fee')}</dt>
          <dd>{money(figures?.fee)}</dd>
        </div>
        <div>
          <dt>{t('calculator.total')}</dt>
          <dd>{money(figures?.total)}</dd>
        </div>
        {/* A first transfer has no fee (sender-flows §5): what a new sender pays, beside what later transfers cost. */}
        {firstTransferPromo && figures && figures.fee > 0n && (
          <div className="calc-promo">
            <dt>{t('calculator.firstFree')}</dt>
            <dd>{money(figures.fromAmount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('calculator.rate')}</dt>
          <dd>{t('calculator.rateValue', { from: one, rate, to: other })}</dd>
        </div>
      </dl>
      {step && <p className="calc-step">{t('calculator.feeStep', { limit: money(step.limit), fee: money(step.nextFee) })}</p>}
      <p className="calc-fresh" data-source={source}>
        {note}
      </p>
    </>
  );
}
