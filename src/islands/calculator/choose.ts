// A choice in a country menu (sender-flows §4 Calculator; public-site §4, §8): the state machine
// reloads the data for the new corridor (the public call, else the static JSON); once applied the
// island refreshes the address and logs 'Calculator Adjusted'. Loaded with the menu, not before.
import { addressAfterChoice } from '../../domain/calculator-address.ts';
import type { CalculatorState } from '../../domain/calculator-machine.ts';
import type { Side } from '../../domain/calculator-state.ts';
import { track, events } from '../../lib/analytics.ts';
import { knownNames, localizer } from '../../ui/calculator/calculator-api.ts';
import { fetchStaticMenus } from './calculator-offline.ts';
import type { MenuCountry, StaticMenus } from '../../ui/calculator/calculator-data.ts';
import type { CalculatorController } from './controller.ts';

/** The menus: from the live answer when there was one, else the sending country's static file. */
export async function menusFor(c: CalculatorController): Promise<StaticMenus | null> {
  if (c.menus) return c.menus;
  const localize = localizer(c.o.tag, knownNames([c.o.state.from, c.o.state.to]));
  const loaded = await fetchStaticMenus(c.data().from.code)
    .then((m): StaticMenus => ({ countryFrom: m.countryFrom.map(localize), countryTo: m.countryTo.map(localize) }))
    .catch(() => null);
  if (loaded) c.setMenus(loaded);
  return loaded;
}

export async function choose(c: CalculatorController, side: Side, country: MenuCountry, currencyId: number): Promise<void> {
  if (side === 'to') {
    c.dispatch({ type: 'choose', to: { country, currencyId } });
    return;
  }
  // The new sending country may not serve the destination: its menu tells, else its first one.
  const d = c.data();
  const list = await fetchStaticMenus(country.code).catch(() => null);
  const first = list?.countryTo[0];
  const to = list && first && !list.countryTo.some((x) => x.code === d.to.code) ? { country: first, currencyId: first.currencies[0]!.id } : undefined;
  c.dispatch({ type: 'choose', from: { country, currencyId }, to });
}

/** An applied choice: the address names the corridor and payout currency (public-site §4), and it is logged. */
export function applied(c: CalculatorController, a: NonNullable<CalculatorState['adjusted']>): void {
  history.replaceState(history.state, '', addressAfterChoice(c.o.kind, c.o.region, c.o.regionCountries, { from: a.from, to: a.to }, a.toCurrId));
  void track(events.calculatorAdjusted, { from: a.from.code, to: a.to.code, fromCurrency: a.fromCurrency, toCurrency: a.toCurrency });
}
