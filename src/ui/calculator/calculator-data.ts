/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- answers are checked by hand, below */
// The calculator's data (sender-flows §3 Calculator state), from the three places it comes from:
// the page's server-rendered first state (props), the backend's public calculator answer, and the
// static JSON per corridor written at build time. No zod here: the island stays within its budget,
// so answers are checked by hand and anything malformed counts as "not reachable".
import type { LimitsText } from '../../domain/amount-check.ts';

export type { CalculatorData, CurrencyRef, MenuCountry } from '../../domain/calculator-machine.ts';
import type { CalculatorData, MenuCountry } from '../../domain/calculator-machine.ts';
export type { StaticLane, StaticMenus, StaticPair } from '../../domain/calculator-files.ts';
import type { StaticMenus } from '../../domain/calculator-files.ts';

export type Localize = (country: MenuCountry) => MenuCountry;

// The answer is read field by field inside try/catch and checked at the end: a malformed one throws or fails the check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Loose = any;
const decimalsOf = (value: unknown): number => (typeof value === 'string' ? (value.split('.')[1] ?? '').length : 2);
const limitsFrom = (field: Loose, decimals: number): LimitsText => ({ min: String(field.minValidValue), max: String(field.maxValidValue), multiple: String(field.multiple), decimals });
const countryFrom = (c: Loose): MenuCountry => ({
  favorite: c.favorite === true,
  id: c.id,
  code: c.code,
  name: c.name,
  synonym: c.synonym ?? '',
  seoNameFrom: c.seoNameFrom,
  seoNameTo: c.seoNameTo,
  currencies: c.currencies.map((x: Loose) => ({ id: x.id, code: x.code })),
});

/** The backend's calculator answer (src/api/schemas/calculator.ts) as calculator data, or null when it is not one. */
export function fromAnswer(answer: Loose, localize: Localize): { data: CalculatorData; menus: StaticMenus } | null {
  try {
    const form = answer.paymentForm;
    const info = answer.paymentInfo;
    const fromDecimals = decimalsOf(form.fromAmount.value);
    const toDecimals = decimalsOf(form.toAmount.value);
    const isFrom = answer.extra.isFrom === true;
    const data: CalculatorData = {
      from: localize(countryFrom(answer.countryFrom)),
      to: localize(countryFrom(answer.countryTo)),
      fromCurrency: { id: info.fromCurrency.id, code: info.fromCurrency.code, decimals: fromDecimals },
      toCurrency: { id: info.toCurrency.id, code: info.toCurrency.code, decimals: toDecimals },
      commission: {
        tariffs: answer.commission.tariffs,
        convertRate: answer.commission.convertRate,
        specialRateOffer: answer.commission.specialRateOffer ?? null,
        bonusSpecialRate: answer.commission.bonusSpecialRate ?? null,
      },
      fromLimits: limitsFrom(form.fromAmount, fromDecimals),
      toLimits: limitsFrom(form.toAmount, toDecimals),
      deliveryMethods: [...form.deliveryMethods],
      deliveryMethod: form.deliveryMethod,
      amount: isFrom ? form.fromAmount.value : form.toAmount.value,
      isFrom,
      quotedAt: answer.extra.quotedAt,
    };
    if (!Array.isArray(data.commission.tariffs) || typeof data.commission.convertRate !== 'string' || typeof data.quotedAt !== 'string') return null;
    const menus: StaticMenus = { countryFrom: answer.countryMenu.countryFrom.map(countryFrom), countryTo: answer.countryMenu.countryTo.map(countryFrom) };
    return { data, menus };
  } catch {
    return null;
  }
}
