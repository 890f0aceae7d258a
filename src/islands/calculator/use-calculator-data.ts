import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { initialState, type CalculatorData, type CalculatorEvent } from '../../domain/calculator-machine.ts';
import type { StaticMenus } from '../../ui/calculator/calculator-data.ts';
import { onDemand } from './bus.ts';
import type { CalculatorController, DataOptions } from './controller.ts';
import { useCalculatorMachine, type Transport } from '../../ui/calculator/use-calculator.ts';

/**
 * The landing calculator (sender-flows §4, §8; public-site §4): the shared state machine over the
 * backend's public calculator. The page's snapshot shows first; after first paint the lane the
 * address names (or a quiet refresh of the one shown) comes live. A 4xx is the backend refusing
 * that call, said on the amount field; only a call that never got an answer falls back to the
 * static JSON per corridor (a choice or an address) or leaves the snapshot's figures, saying so.
 * The calls themselves load with the on-demand parts (on-demand.ts).
 */
export function useLandingCalculator(o: DataOptions): CalculatorController {
  const [menus, setMenus] = useState<StaticMenus | null>(null);
  const transport: Transport = (q, reason, isLatest) =>
    onDemand().then((m) =>
      m.call(o, q, reason, (next) => {
        if (isLatest()) setMenus(next);
      }),
    );
  const machine = useCalculatorMachine(
    () =>
      initialState({
        kind: o.kind,
        data: o.state,
        locale: o.tag,
        seps: o.separators,
        address: typeof location === 'undefined' ? undefined : { pathname: location.pathname, search: location.search },
      }),
    transport,
    () => onDemand().then((m) => m.readAmount),
  );
  const current = useRef(machine.state);
  current.current = machine.state;
  const controller: CalculatorController = {
    o,
    machine,
    menus,
    setMenus,
    data: (): CalculatorData => current.current.data,
    dispatch: (e: CalculatorEvent) => machine.dispatch(e),
  };
  // An applied choice writes its address and is logged (the on-demand parts are loaded by then).
  const logApplied = useEffectEvent(() => {
    const a = machine.state.adjusted;
    if (a) void onDemand().then((m) => m.applied(controller, a));
  });
  const ticket = machine.state.adjusted?.ticket;
  useEffect(() => {
    if (ticket !== undefined) logApplied();
  }, [ticket]);
  return controller;
}
