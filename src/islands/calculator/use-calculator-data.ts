import { useEffect, useMemo, useRef, useState } from 'react';
import type { LandingKind, RegionRef } from '../../domain/calculator-address.ts';
import type { Separators } from '../../domain/amount-input.ts';
import { initialState, type CalculatorData, type CalculatorEvent } from '../../domain/calculator-machine.ts';
import type { StaticMenus } from './calculator-data.ts';
import { landingCall, localizer } from './calculator-api.ts';
import { onDemand } from './bus.ts';
import { useCalculatorMachine, type Transport } from './use-calculator.ts';

export interface DataOptions { kind: LandingKind; state: CalculatorData; tag: string; separators: Separators; region: RegionRef; regionCountries: string[] }

/**
 * The landing calculator (sender-flows §4, §8; public-site §4): the shared state machine over the
 * backend's public calculator. The page's snapshot shows first; after first paint the lane the
 * address names (or a quiet refresh of the one shown) comes live. A 4xx is the backend refusing
 * that call, said on the amount field; only a call that never got an answer falls back to the
 * static JSON per corridor (a choice or an address) or leaves the snapshot's figures, saying so.
 */
export function useLandingCalculator(o: DataOptions) {
  const [menus, setMenus] = useState<StaticMenus | null>(null);
  const localize = useMemo(() => localizer(o.tag), [o.tag]);
  const localized = (m: StaticMenus): StaticMenus => ({ countryFrom: m.countryFrom.map(localize), countryTo: m.countryTo.map(localize) });

  const transport: Transport = (q, reason, isLatest) => landingCall(q, reason, {
    localize,
    onMenus: (m) => { if (isLatest()) setMenus(localized(m)); },
    fallback: (q) => onDemand().then(async (m) => m.fromStaticPair(await m.fetchStaticPair(q.from, q.to), q.toCurrId ?? null, q, localize)),
  });
  const machine = useCalculatorMachine(() => initialState({
    kind: o.kind, data: o.state, locale: o.tag, seps: o.separators,
    address: typeof location === 'undefined' ? undefined : { pathname: location.pathname, search: location.search },
  }), transport);
  const current = useRef(machine.state);
  current.current = machine.state;

  return {
    o, machine, menus, setMenus, localize, localized,
    /** The state as it is now (for the on-demand menus, which outlive a render). */
    data: (): CalculatorData => current.current.data,
    dispatch: (e: CalculatorEvent) => machine.dispatch(e),
  };
}

export type CalculatorController = ReturnType<typeof useLandingCalculator>;

/** Writes the address of an applied choice and logs it (public-site §4; sender-flows §4 'Calculator Adjusted'). */
export function useAdjusted(adjusted: ReturnType<typeof useLandingCalculator>['machine']['state']['adjusted'], apply: (a: NonNullable<typeof adjusted>) => void): void {
  useEffect(() => { if (adjusted) apply(adjusted); }, [adjusted?.ticket]);
}
