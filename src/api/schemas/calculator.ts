import { z } from 'zod/mini';
import { deliveryMethod, tariff } from './corridor.ts';
import { form } from './form.ts';
import { messages } from './messages.ts';

const money = z.string().check(z.regex(/^\d+(\.\d{1,3})?$/, 'an amount is a decimal string'));

/** Currency as the calculator lists it (sender-flows §3). */
const calculatorCurrency = z.object({ id: z.int(), code: z.string(), name: z.string() });

/** Country as the calculator lists it (sender-flows §3 Country). */
export const calculatorCountry = z.object({
  id: z.int(),
  /** ISO 3166-1 alpha-2, lower case: the {from}/{to} word of the calculator paths. */
  code: z.string().check(z.regex(/^[a-z]{2}$/)),
  name: z.string(),
  synonym: z.string(),
  alias: z.string(),
  /** Pinned at the top of the list. */
  favorite: z.boolean(),
  currencies: z.array(calculatorCurrency).check(z.minLength(1)),
  seoNameFrom: z.string(),
  seoNameTo: z.string(),
  paySystems: z.array(z.string()),
});

/** Commission (sender-flows §3): tariffs, offers and the rate of the chosen corridor. */
export const commission = z.object({
  tariffs: z.array(tariff).check(z.minLength(1)),
  specialRateOffer: z.nullable(
    z.object({
      defaultRate: z.string(),
      offers: z.array(z.object({ from: z.number(), till: z.number(), rate: z.string() })),
    }),
  ),
  bonusSpecialRate: z.nullable(z.object({ rate: z.string() })),
  /** Target units per source unit, decimal string. */
  convertRate: z.string(),
  /** Fee of the current amount, 2 decimals. */
  fee: money,
  restrictionFrom: z.object({ ccyIso: z.string(), from: z.number(), to: z.number() }),
  restrictionTo: z.object({ ccyIso: z.string(), from: z.number(), to: z.number() }),
});

/** Amount field (sender-flows §3): limits per side; `multiple` is the step. */
const amountField = z.object({
  name: z.enum(['from_amount', 'to_amount']),
  /** ISO 4217 numeric id. */
  currency: z.int(),
  /** ISO 3166-1 numeric id of the pay-from or pay-to country. */
  country: z.int(),
  minValidValue: z.number().check(z.nonnegative()),
  maxValidValue: z.number().check(z.positive()),
  multiple: z.number().check(z.positive()),
  value: money,
  isError: z.boolean(),
  errorMessage: z.optional(z.string()),
});

/** Payment form (sender-flows §3 Calculator state). */
export const paymentForm = z.object({
  toValues: z.record(z.string(), z.string()),
  fromAmount: amountField,
  toAmount: amountField,
  deliveryMethod,
  /** Delivery methods of the corridor, in display order. */
  deliveryMethods: z.array(deliveryMethod).check(z.minLength(1)),
  paymentSourceFromMethod: z.string(),
  toPrvId: z.int(),
  fromPrvId: z.int(),
  sourceCodeFrom: z.string(),
  feeText: z.string(),
  feeTextInfo: z.string(),
  currencyRateText: z.string(),
});

/** Answer of the calculator calls (sender-flows §7: form, messages, extra, commission, countryMenu, paymentForm, paymentInfo). */
export const calculatorAnswer = z.object({
  form: z.nullable(form),
  messages,
  extra: z.object({
    /** When the figures were computed (ISO 8601); static pages show their snapshot time. */
    quotedAt: z.string(),
    isFrom: z.boolean(),
  }),
  commission,
  countryMenu: z.object({ countryFrom: z.array(calculatorCountry), countryTo: z.array(calculatorCountry) }),
  countryFrom: calculatorCountry,
  countryTo: calculatorCountry,
  paymentForm,
  paymentInfo: z.object({ fromCurrency: calculatorCurrency, toCurrency: calculatorCurrency, total: money }),
});

export type CalculatorAnswer = z.infer<typeof calculatorAnswer>;
export type CalculatorCountry = z.infer<typeof calculatorCountry>;
