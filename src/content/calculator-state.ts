// The calculator's first state and the static JSON per corridor, computed at build time from the
// snapshot with the same rules the island and the backend use (src/domain).
import { calculate } from '../domain/calculator-quote.ts';
import { defaultSendAmount, laneLimits } from '../domain/calculator-lane.ts';
import { toFixed } from '../domain/decimal.ts';
import type { LandingKind } from '../domain/calculator-address.ts';
import type { CalculatorData, CurrencyRef, MenuCountry } from '../domain/calculator-machine.ts';
import type { StaticMenus, StaticPair } from '../domain/calculator-files.ts';
import { country, currencyOf, destinationsOf, pairs, popularDestinations, sendCurrencyOf, senders, snapshotTime, type SnapshotCountry } from './corridors.ts';

const currencyRef = (id: number): CurrencyRef => {
  const c = currencyOf(id);
  return { id: c.id, code: c.code, decimals: c.decimals };
};

/** A country as the menus list it; `currencies` are the ones it pays in or out in this role. */
function menuCountry(c: SnapshotCountry, currencyIds: readonly number[], names?: Intl.DisplayNames, favorite = false): MenuCountry {
  return {
    id: c.id,
    code: c.code.toLowerCase(),
    name: c.name,
    ...(names ? { localName: names.of(c.code) ?? c.name } : {}),
    synonym: c.synonym,
    seoNameFrom: c.seoNameFrom,
    seoNameTo: c.seoNameTo,
    currencies: currencyIds.map((id) => ({ id, code: currencyOf(id).code })),
    ...(favorite ? { favorite } : {}),
  };
}

const pairOf = (from: string, to: string) => {
  const list = pairs.get(`${from.toUpperCase()}-${to.toUpperCase()}`);
  if (!list?.length) throw new Error(`content-cache/backend: no corridor ${from}-${to}`);
  return list;
};

/** `/data/calculator/corridors/{from}-{to}.json`: every payout currency of a pair (English names). */
export function staticPair(from: string, to: string): StaticPair {
  const list = pairOf(from, to);
  const sender = country(from);
  return {
    generatedAt: snapshotTime,
    from: menuCountry(sender, [list[0]!.fromCurrency]),
    to: menuCountry(
      country(to),
      list.map((c) => c.toCurrency),
    ),
    fromCurrency: currencyRef(list[0]!.fromCurrency),
    lanes: list.map((c) => ({
      toCurrency: currencyRef(c.toCurrency),
      convertRate: c.convertRate,
      tariffs: c.tariffs,
      deliveryMethods: c.deliveryMethods,
      minAmount: c.minAmount,
      maxAmount: c.maxAmount,
      multiple: c.multiple,
    })),
  };
}

/** `/data/calculator/menus/{from}.json`: the sending countries, and the destinations of this one. */
export function staticMenus(from: string): StaticMenus {
  return {
    countryFrom: senders.map((c) => menuCountry(c, [sendCurrencyOf(c).id], undefined, c.code === from.toUpperCase())),
    countryTo: destinationsOf(from).map((c) =>
      menuCountry(
        c,
        pairOf(from, c.code).map((k) => k.toCurrency),
        undefined,
        (popularDestinations as readonly string[]).includes(c.code),
      ),
    ),
  };
}

interface FirstStateOptions {
  kind: LandingKind;
  from: string;
  to: string;
  tag: string;
  toCurrId?: number;
  deliveryMethod?: string;
}

/**
 * The calculator's first state (sender-flows §3 Calculator state) as the page renders it: the
 * default amount (the first tariff threshold) on the send side, or its converted amount on the
 * received side of a request; fee and rate as of the snapshot time; country names in the page's language.
 */
const namesByTag = new Map<string, Intl.DisplayNames>();
/** Country names in a language; one formatter per language for the build (every corridor page asks). */
function regionNames(tag: string): Intl.DisplayNames {
  let names = namesByTag.get(tag);
  if (!names) namesByTag.set(tag, (names = new Intl.DisplayNames([tag], { type: 'region' })));
  return names;
}

export function firstState(o: FirstStateOptions): CalculatorData {
  const list = pairOf(o.from, o.to);
  const lane = list.find((c) => c.toCurrency === o.toCurrId) ?? list[0]!;
  const fromCurrency = currencyRef(lane.fromCurrency);
  const toCurrency = currencyRef(lane.toCurrency);
  const names = regionNames(o.tag);
  const commission = { tariffs: lane.tariffs, convertRate: lane.convertRate, specialRateOffer: null, bonusSpecialRate: null };
  const sendAmount = defaultSendAmount(lane.tariffs, lane.multiple);
  const isFrom = o.kind === 'send';
  const figures = calculate({ commission, amount: sendAmount, side: 'from', fromDecimals: fromCurrency.decimals, toDecimals: toCurrency.decimals, firstPaymentPromo: false });
  if (!figures) throw new Error(`content-cache/backend: corridor ${o.from}-${o.to} has no tariff for its default amount`);
  const limits = laneLimits(lane, fromCurrency.decimals, toCurrency.decimals);
  return {
    from: menuCountry(country(o.from), [lane.fromCurrency], names),
    to: menuCountry(
      country(o.to),
      list.map((c) => c.toCurrency),
      names,
    ),
    fromCurrency,
    toCurrency,
    commission,
    fromLimits: limits.from,
    toLimits: limits.to,
    deliveryMethods: lane.deliveryMethods,
    deliveryMethod: o.deliveryMethod && lane.deliveryMethods.includes(o.deliveryMethod as never) ? o.deliveryMethod : lane.deliveryMethods[0]!,
    amount: isFrom ? toFixed(figures.fromAmount, fromCurrency.decimals) : toFixed(figures.toAmount, toCurrency.decimals),
    isFrom,
    quotedAt: snapshotTime,
  };
}
