// What the calculator loads only when it needs it: its calls (the public calculator, the static
// JSON per corridor as the fallback, calculator-api.ts and calculator-offline.ts), the country
// choice and menus (choose.ts), and the address an applied choice writes. The island's first
// JavaScript carries the state machine and its view; the network layer comes with the first call,
// after first paint (the landing's 75 KB budget, design.md).
import { choose, menusFor, applied } from './choose.ts';
import { fetchStaticPair, fromStaticPair } from './calculator-offline.ts';
import { knownNames, landingCall, localizer } from '../../ui/calculator/calculator-api.ts';
import type { CalculatorData, CalculatorQuery, CallReason } from '../../domain/calculator-machine.ts';
import type { StaticMenus } from '../../ui/calculator/calculator-data.ts';
import { readAmount } from '../../domain/amount-reading.ts';

/** One landing call in the page's language: live, else (for a choice or an address) the pair's static JSON. */
function call(page: { tag: string; state: CalculatorData }, q: CalculatorQuery, reason: CallReason, onMenus: (menus: StaticMenus) => void) {
  const localize = localizer(page.tag, knownNames([page.state.from, page.state.to]));
  return landingCall(q, reason, {
    localize,
    onMenus: (m) => onMenus({ countryFrom: m.countryFrom.map(localize), countryTo: m.countryTo.map(localize) }),
    fallback: async (query) => fromStaticPair(await fetchStaticPair(query.from, query.to), query.toCurrId ?? null, query, localize),
  });
}

export const onDemandParts = { choose, menusFor, applied, call, fetchStaticPair, fromStaticPair, readAmount };
export type OnDemand = typeof onDemandParts;
