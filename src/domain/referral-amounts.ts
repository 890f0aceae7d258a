// The referral programme's two amounts (public-site §2 referral and bonus pages) in each sending
// currency. Content names them as {referralBonus} and {referralMinimum}, so one sentence per
// language serves every region, and a visitor in Poland reads złoty, not pounds.
import { decimal } from './decimal.ts';
import { formatMoney } from './money-format.ts';

/** Round local equivalents of the programme's 20 GBP bonus and 100 GBP qualifying first transfer. */
export const referralAmounts: Readonly<Record<string, { bonus: string; minimum: string }>> = {
  GBP: { bonus: '20', minimum: '100' },
  EUR: { bonus: '25', minimum: '120' },
  USD: { bonus: '25', minimum: '130' },
  AUD: { bonus: '40', minimum: '200' },
  BRL: { bonus: '130', minimum: '650' },
  CAD: { bonus: '35', minimum: '180' },
  CNY: { bonus: '180', minimum: '900' },
  CZK: { bonus: '600', minimum: '3000' },
  IDR: { bonus: '400000', minimum: '2000000' },
  MXN: { bonus: '450', minimum: '2300' },
  PHP: { bonus: '1400', minimum: '7000' },
  PLN: { bonus: '100', minimum: '500' },
  RON: { bonus: '120', minimum: '600' },
  TRY: { bonus: '800', minimum: '4000' },
  UAH: { bonus: '1000', minimum: '5000' },
  UZS: { bonus: '300000', minimum: '1500000' },
  VND: { bonus: '600000', minimum: '3000000' },
};

const TOKENS = /\{(referralBonus|referralMinimum)\}/g;

/**
 * The text with {referralBonus} and {referralMinimum} written as whole amounts of `currency` in
 * `locale` ("25 EUR" in de-AT, "PLN 100" in en-PL). A currency without amounts is a configuration
 * error the build must report rather than publish a page with a raw placeholder.
 */
export function fillReferralAmounts(text: string, currency: string, locale: string): string {
  if (!text.includes('{referral')) return text;
  const amounts = referralAmounts[currency];
  if (!amounts) throw new Error(`referral amounts: no amounts for ${currency}; add them to src/domain/referral-amounts.ts`);
  const money = (value: string) => formatMoney(decimal(value), { code: currency, decimals: 0 }, locale);
  return text.replace(TOKENS, (_, token: string) => money(token === 'referralBonus' ? amounts.bonus : amounts.minimum));
}
