// Classic JSX: React.createElement is already in the page's React chunk; no jsx runtime (landing JS budget).
/** @jsxRuntime classic */
/** @jsx React.createElement */
/** @jsxFrag React.Fragment */
import * as React from 'react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Separators } from '../../domain/amount-input.ts';
import type { LandingKind, RegionRef } from '../../domain/calculator-address.ts';
import { startPath } from '../../domain/calculator-start.ts';
import type { Side } from '../../domain/calculator-state.ts';
import { toFixed } from '../../domain/decimal.ts';
import { adoptShape } from '../../domain/money-format.ts';
import { track, events } from '../../lib/analytics.ts';
import { AmountField } from '../../ui/calculator/AmountField.tsx';
import { Figures } from '../../ui/calculator/Figures.tsx';
import { translator, type Strings } from '../../i18n/runtime.ts';
import type { CalculatorData } from '../../ui/calculator/calculator-data.ts';
import { useLandingCalculator } from './use-calculator-data.ts';
import { bus, showOverlay } from './bus.ts';
import '../../ui/calculator/calculator.css';

export interface CalculatorProps {
  kind: LandingKind;
  state: CalculatorData;
  /** The island's UI strings (landing namespace), resolved at build time. */
  s: Strings;
  /** The menus' and popup's close button, from the common namespace. */
  closeLabel: string;
  /** BCP 47 tag of the page, and its number separators (computed at build time). */
  tag: string;
  separators: Separators;
  /** How the page's language writes amounts, by the build's ICU (a browser may lack the language): money-format.ts. */
  shape: string;
  region: RegionRef;
  /** Countries that have a region: where corridor pages are built (calculator-address.ts). */
  regionCountries: string[];
  /** The snapshot time, formatted at build time. */
  snapshotText: string;
}

/**
 * The fee calculator (sender-flows §3–§5, §8; public-site §4, §5). Server-rendered with the page's
 * first state; hydrated when it becomes visible or is touched (client:reveal).
 */
export default function Calculator(p: CalculatorProps) {
  const { s, kind } = p;
  const t = translator<'landing'>(s);
  // Before any amount is formatted: the first render must write the server's characters.
  adoptShape(p.tag, p.shape);
  const [signedIn, setSignedIn] = useState(false);
  const live = useLandingCalculator(p);
  const { machine } = live;
  const { state, figures, message } = machine;
  const { data } = state;
  // The on-demand island (menus, tariff popup) works on this calculator's data and strings.
  Object.assign(bus, { controller: live, t, closeLabel: p.closeLabel, tag: p.tag });
  useEffect(() => setSignedIn(document.documentElement.dataset['session'] === 'user'), []);
  // The figures the page opened with, logged once.
  const logDefaults = useEffectEvent(() => {
    if (!figures) return;
    void track(events.defaultSendFrom, { amount: toFixed(figures.fromAmount, 2), currency: data.fromCurrency.code });
    void track(events.defaultSendTo, { amount: toFixed(figures.toAmount, data.toCurrency.decimals), currency: data.toCurrency.code });
  });
  useEffect(() => logDefaults(), []);
  // A positive amount that no tariff holds opens the tariff error (sender-flows §8).
  useEffect(() => {
    if (figures === null) void showOverlay({ kind: 'tariff' });
  }, [figures]);

  const error = message ? t(message.key, message.values) : null;
  const errorOf = (side: Side) => (message?.side === side ? error : null);
  const start = startPath({
    kind,
    signedIn,
    from: data.from.code,
    to: data.to.code,
    fromCurrId: data.fromCurrency.id,
    toCurrId: data.toCurrency.id,
    amount: data.amount,
    isFrom: data.isFrom,
    lang: p.tag,
    ...(kind === 'send' && data.deliveryMethod ? { deliveryMethod: data.deliveryMethod } : {}),
  });
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const focusRefused = () => root.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  // Logged on every start, whether the link goes at once or once the figures are final.
  const logStart = () => void track(events.newTransferClick, { from: data.from.code, to: data.to.code, amount: data.amount });
  const logDeferredStart = useEffectEvent(logStart);
  useEffect(() => {
    if (!leaving || !machine.settled) return;
    // An amount the field refuses stays on screen with its message rather than leaving with an old one.
    if (message) {
      setLeaving(false);
      focusRefused();
    } else {
      logDeferredStart();
      location.assign(start);
    }
  }, [leaving, machine.settled, message, start]);
  const name = (c: CalculatorData['from']) => c.localName ?? c.name;
  // The special fee or help text of the destination and delivery method (public-site §9): keys built
  // from the corridor's data, present for a few corridors only, so read as optional.
  const special = s[`special.${data.to.code.toUpperCase()}_${data.deliveryMethod}`] ?? s[`special.${data.to.code.toUpperCase()}`];
  return (
    <div className="calculator" ref={root} aria-busy={machine.busy} data-busy={machine.busy || undefined}>
      <AmountField
        side="from"
        label={t(`calculator.${kind}.from`)}
        field={machine.from}
        currency={data.fromCurrency.code}
        country={name(data.from)}
        error={errorOf('from')}
        menuLabel={t('calculator.fromMenu', { country: name(data.from), currency: data.fromCurrency.code })}
        onMenu={() => void showOverlay({ kind: 'menu', side: 'from' })}
      />
      <AmountField
        side="to"
        label={t(`calculator.${kind}.to`)}
        field={machine.to}
        currency={data.toCurrency.code}
        country={name(data.to)}
        error={errorOf('to')}
        menuLabel={t('calculator.toMenu', { country: name(data.to), currency: data.toCurrency.code })}
        onMenu={() => void showOverlay({ kind: 'menu', side: 'to' })}
      />
      <div className="calc-field">
        <label htmlFor="calc-method">{t('calculator.deliveryMethod')}</label>
        <select id="calc-method" value={data.deliveryMethod} onChange={(e) => machine.method(e.currentTarget.value)}>
          {data.deliveryMethods.map((m) => (
            <option key={m} value={m}>
              {/* A method the file does not name shows its code. */}
              {s[`method.${m}`] ?? m}
            </option>
          ))}
        </select>
      </div>
      {special && <p className="calc-special">{special}</p>}
      <Figures t={t} data={data} figures={message ? undefined : figures} locale={p.tag} source={state.source} snapshotText={p.snapshotText} firstTransferPromo={!signedIn && kind === 'send'} />
      <a
        className="button calc-start"
        href={start}
        onClick={(e) => {
          // An amount the field refuses does not leave: the field with its message takes the focus.
          if (machine.settled && message) {
            e.preventDefault();
            focusRefused();
            return;
          }
          // A click while the amount is still being read or quoted goes on once the figures are final,
          // so the next screen starts with the amount the visitor typed, not the one before it.
          if (!machine.settled) {
            e.preventDefault();
            setLeaving(true);
            return;
          }
          logStart();
        }}
      >
        {t(`calculator.${kind}.button`)}
      </a>
      {machine.busy && (
        <p className="visually-hidden" role="status">
          {t('calculator.computing')}
        </p>
      )}
    </div>
  );
}
