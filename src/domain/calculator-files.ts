// The calculator's static JSON files: written at build time (src/content/calculator-state.ts), read
// by the calculator when the backend cannot be reached.
import type { Commission } from './calculator-quote.ts';
import type { CurrencyRef, MenuCountry } from './calculator-machine.ts';

/** One corridor of a pair in the static JSON (content-cache/backend/corridors.json, per payout currency). */
export interface StaticLane {
  toCurrency: CurrencyRef;
  convertRate: string;
  tariffs: Commission['tariffs'];
  deliveryMethods: string[];
  minAmount: number;
  maxAmount: number;
  multiple: number;
}

/** `/data/calculator/corridors/{from}-{to}.json`: a pair's first data without the backend. */
export interface StaticPair {
  generatedAt: string;
  from: MenuCountry;
  to: MenuCountry;
  fromCurrency: CurrencyRef;
  lanes: StaticLane[];
}

/** `/data/calculator/menus/{from}.json`: the two country menus of a sending country. */
export interface StaticMenus {
  countryFrom: MenuCountry[];
  countryTo: MenuCountry[];
}
