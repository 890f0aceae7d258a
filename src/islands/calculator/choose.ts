// A choice in a country menu (sender-flows §4 Calculator; public-site §4, §8): reload the data for
// the new corridor (landing: the public call, else the static JSON), refresh the address, log
// 'Calculator Adjusted'; a failed reload only stops the spinner. Loaded with the menu, not before.
import { addressAfterChoice } from '../../domain/calculator-address.ts';
import type { Side } from '../../domain/calculator-state.ts';
import { track, events } from '../../lib/analytics.ts';
import { fetchStaticMenus } from './calculator-offline.ts';
import type { MenuCountry, StaticMenus } from './calculator-data.ts';
import type { CalculatorController } from './use-calculator-data.ts';

/** The menus: from the live answer when there was one, else the sending country's static file. */
export async function menusFor(c: CalculatorController): Promise<StaticMenus | null> {
  if (c.menus) return c.menus;
  const loaded = await fetchStaticMenus(c.current.current.from.code).then(c.localized).catch(() => null);
  if (loaded) c.setMenus(loaded);
  return loaded;
}

export async function choose(c: CalculatorController, side: Side, country: MenuCountry, currencyId: number): Promise<void> {
  const d = c.current.current;
  const ticket = c.guard.begin();
  let to = side === 'to' ? country : d.to;
  let toCurrId = side === 'to' ? currencyId : d.toCurrency.id;
  if (side === 'from') {
    // The new sending country may not serve the destination: its menu tells, else its first one.
    const list = await fetchStaticMenus(country.code).catch(() => null);
    const first = list?.countryTo[0];
    if (list && first && !list.countryTo.some((x) => x.code === to.code)) [to, toCurrId] = [first, first.currencies[0]!.id];
  }
  const from = side === 'from' ? country : d.from;
  const next = await c.load({ ...c.query(d), from: from.code, to: to.code, fromCurrId: side === 'from' ? currencyId : d.fromCurrency.id, toCurrId, deliveryMethod: undefined }, ticket, true);
  if (!next) return;
  c.onReloaded(next);
  history.replaceState(history.state, '', addressAfterChoice(c.o.kind, c.o.region, c.o.regionCountries, { from: next.from, to: next.to }, next.toCurrency.id));
  void track(events.calculatorAdjusted, { from: next.from.code, to: next.to.code, fromCurrency: next.fromCurrency.code, toCurrency: next.toCurrency.code });
}
