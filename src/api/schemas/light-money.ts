// Zod-free readers of the send page's answers (sender-flows §3): its page data (with the payment
// form and the saved cards), the calculator's and the histories, so the send page's first load
// carries no zod. The same contract as light.ts:
// each reader accepts only what its schema beside it accepts (calculator.ts, history.ts) and returns
// what the schema's parse returns, or refuses, and the caller then parses with the schema
// (tests/unit/app/light-schemas.test.ts, and every calculator answer of the sandbox's tests).
import { DELIVERY_METHODS, PAYMENT_SYSTEMS } from '../../domain/payment-methods.ts';
import type { PageData } from './answers.ts';
import type { CalculatorAnswer } from './calculator.ts';
import type { BillHistory, PaymentHistory, SendPageExtra } from './history.ts';
import { array, boolean, form, int, NO, nullable, number, object, oneOf, optional, pageDataKeys, reader, record, required, string, type Read } from './light.ts';

const matching =
  (pattern: RegExp): Read<string> =>
  (v) =>
    typeof v === 'string' && pattern.test(v) ? v : NO;
const within =
  (read: Read<number>, ok: (n: number) => boolean): Read<number> =>
  (v) => {
    const n = read(v);
    return n !== NO && ok(n) ? n : NO;
  };
const nonEmpty =
  <T>(read: Read<T[]>): Read<T[]> =>
  (v) => {
    const list = read(v);
    return list !== NO && list.length > 0 ? list : NO;
  };
const fields = (names: readonly string[], read: Read<unknown>) => Object.fromEntries(names.map((name) => [name, required(read)]));

const money = matching(/^\d+(\.\d{1,3})?$/);
const currency = object({ id: required(int), code: required(string), name: required(string) });
const country = object({
  id: required(int),
  code: required(matching(/^[a-z]{2}$/)),
  ...fields(['name', 'synonym', 'alias'], string),
  favorite: required(boolean),
  currencies: required(nonEmpty(array(currency))),
  ...fields(['seoNameFrom', 'seoNameTo'], string),
  paySystems: required(array(string)),
});
const tariff = object({
  from: required(within(number, (n) => n >= 0)),
  to: required(within(number, (n) => n > 0)),
  percent: required(within(number, (n) => n >= 0 && n <= 100)),
  fix: required(within(number, (n) => n >= 0)),
});
const restriction = object({ ccyIso: required(string), from: required(number), to: required(number) });
const commission = object({
  tariffs: required(nonEmpty(array(tariff))),
  specialRateOffer: required(nullable(object({ defaultRate: required(string), offers: required(array(object({ from: required(number), till: required(number), rate: required(string) }))) }))),
  bonusSpecialRate: required(nullable(object({ rate: required(string) }))),
  convertRate: required(string),
  fee: required(money),
  restrictionFrom: required(restriction),
  restrictionTo: required(restriction),
});
const amountField = object({
  name: required(oneOf(['from_amount', 'to_amount'])),
  ...fields(['currency', 'country'], int),
  minValidValue: required(within(number, (n) => n >= 0)),
  ...fields(
    ['maxValidValue', 'multiple'],
    within(number, (n) => n > 0),
  ),
  value: required(money),
  isError: required(boolean),
  errorMessage: optional(string),
});
const deliveryMethod = oneOf(DELIVERY_METHODS);
const paymentForm = object({
  toValues: required(record(string)),
  fromAmount: required(amountField),
  toAmount: required(amountField),
  deliveryMethod: required(deliveryMethod),
  deliveryMethods: required(nonEmpty(array(deliveryMethod))),
  paymentSourceFromMethod: required(string),
  ...fields(['toPrvId', 'fromPrvId'], int),
  ...fields(['sourceCodeFrom', 'feeText', 'feeTextInfo', 'currencyRateText'], string),
});
const calculatorAnswer = object<CalculatorAnswer>({
  form: required(nullable(form)),
  messages: required(record(string)),
  extra: required(object({ quotedAt: required(string), isFrom: required(boolean) })),
  commission: required(commission),
  countryMenu: required(object({ countryFrom: required(array(country)), countryTo: required(array(country)) })),
  countryFrom: required(country),
  countryTo: required(country),
  paymentForm: required(paymentForm),
  paymentInfo: required(object({ fromCurrency: required(currency), toCurrency: required(currency), total: required(money) })),
});

const year = required(int);
const monthValue = required(within(int, (n) => n >= 1 && n <= 12));
const paged = <T>(record_: Read<unknown>) =>
  object<T>({
    groups: required(array(object({ year, monthValue, records: required(array(record_)) }))),
    page: required(within(int, (n) => n >= 1)),
    nextPage: required(nullable(string)),
  });
const paymentHistory = paged<PaymentHistory>(
  object({
    ...fields(['paymentId', 'status'], int),
    submitDate: required(object({ year, monthValue, dayOfMonth: required(within(int, (n) => n >= 1 && n <= 31)) })),
    ...fields(['toProviderName', 'payTitle'], string),
  }),
);
const billHistory = paged<BillHistory>(object({ id: required(int), createDate: required(string), newBill: required(boolean) }));

const storedCard = object({
  id: required(int),
  alias: required(string),
  paymentSystem: required(oneOf(PAYMENT_SYSTEMS)),
  pan: required(string),
  cardExpired: required(boolean),
  logo: required(string),
});

export const readCalculatorAnswer = reader(calculatorAnswer);
/** The page data of the send and request pages (GET /auth/send/main.page): with the payment form and the saved cards. */
export const readSendPageData = reader(object<PageData>({ ...pageDataKeys, paymentForm: optional(paymentForm), cards: optional(array(storedCard)) }, ['cheque']));
export const readPaymentHistory = reader(paymentHistory);
export const readBillHistory = reader(billHistory);
export const readSendPageExtra = reader(
  object<SendPageExtra>({
    paymentHistory: required(paymentHistory),
    billHistory: required(billHistory),
    ...fields(['lastPaymentId', 'lastBillId'], nullable(int)),
    email: required(nullable(string)),
    showSpecialEmailPromoCode: required(boolean),
  }),
);
