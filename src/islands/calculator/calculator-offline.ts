// The calculator without the backend (static JSON per corridor): the data of a pair and
// the country menus from the files the build writes. Loaded only when needed (a choice while the
// backend is unreachable, or a menu opened before live data came), so it costs the landing nothing.
import { defaultSendAmount, laneLimits } from '../../domain/calculator-lane.ts';
import { toFixed } from '../../domain/decimal.ts';
import { getJson } from '../../ui/calculator/calculator-api.ts';
import type { CalculatorData, Localize, StaticMenus, StaticPair } from '../../ui/calculator/calculator-data.ts';

const staticPairUrl = (from: string, to: string): string => `/data/calculator/corridors/${from.toLowerCase()}-${to.toLowerCase()}.json`;
const staticMenusUrl = (from: string): string => `/data/calculator/menus/${from.toLowerCase()}.json`;

export const fetchStaticPair = (from: string, to: string): Promise<StaticPair> => getJson(staticPairUrl(from, to));
export const fetchStaticMenus = (from: string): Promise<StaticMenus> => getJson(staticMenusUrl(from));

/** The data of one payout currency of a static pair; the amount and side are kept from before. */
export function fromStaticPair(pair: StaticPair, toCurrId: number | null, keep: { amount: string; isFrom: boolean; deliveryMethod?: string | undefined }, localize: Localize): CalculatorData | null {
  const lane = pair.lanes.find((l) => l.toCurrency.id === toCurrId) ?? pair.lanes[0];
  if (!lane) return null;
  const limits = laneLimits(lane, pair.fromCurrency.decimals, lane.toCurrency.decimals);
  // No amount yet (a pair named by the address): the backend's default, on the send side.
  const amount = keep.amount || toFixed(defaultSendAmount(lane.tariffs, lane.multiple), pair.fromCurrency.decimals);
  return {
    from: localize(pair.from),
    to: localize(pair.to),
    fromCurrency: pair.fromCurrency,
    toCurrency: lane.toCurrency,
    commission: { tariffs: lane.tariffs, convertRate: lane.convertRate, specialRateOffer: null, bonusSpecialRate: null },
    fromLimits: limits.from,
    toLimits: limits.to,
    deliveryMethods: lane.deliveryMethods,
    deliveryMethod: keep.deliveryMethod && lane.deliveryMethods.includes(keep.deliveryMethod) ? keep.deliveryMethod : (lane.deliveryMethods[0] ?? ''),
    amount,
    isFrom: keep.amount ? keep.isFrom : true,
    quotedAt: pair.generatedAt,
  };
}
