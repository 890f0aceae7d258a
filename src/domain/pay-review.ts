// What the sender reviews before paying and reads on the receipt (sender-flows §2 /auth/pay, §3
// Cheque, §4 payment result page): the total charged, the recipient's masked account, the status
// as a timeline. Pure; the pay and result screens render these.
import { add, parseDecimal, toFixed, type Decimal } from './decimal.ts';
import { currencyDigits, parseDisplayAmount } from './money-text.ts';

const exact = (text: string): Decimal | null => parseDecimal(text.trim()) ?? parseDisplayAmount(text);

/**
 * What the card is charged: the amount plus the fee, exact, to the currency's minor unit (the fee
 * has 2 decimals at most, sender-flows §5 Fee). Null when either is not an amount.
 */
export function paymentTotal(amount: string, fee: string, currency: string): string | null {
  const a = exact(amount);
  const f = exact(fee);
  if (a === null || f === null) return null;
  return toFixed(add(a, f), Math.min(2, currencyDigits(currency)));
}

/**
 * An account, card or phone number with its last 4 letters or digits showing ("•••• 6789"), so a
 * sender recognises it and a passer-by learns nothing. Four characters or fewer stay as they are.
 */
export function maskAccount(raw: string): string {
  const kept = raw.replace(/[^\p{L}\p{N}]/gu, '');
  if (kept.length <= 4) return kept;
  return `•••• ${kept.slice(-4)}`;
}

/**
 * The delivery methods whose recipient field is an account (sender-flows §3 codes): a bank account,
 * a card, an Alipay phone or email, an Interac email. Home delivery's field of that name is an
 * address and cash pickup has none: neither is an account to mask.
 */
const ACCOUNT_METHODS: ReadonlySet<string> = new Set(['BANK_ACCOUNT', 'BANK_CARD', 'ALIPAY', 'INTERAC']);

/**
 * The recipient's account as the review and receipt show it: masked, and only when the transfer's
 * own delivery method takes an account; null otherwise (an unknown or absent method included), so
 * an address or any other value is never passed off as an account.
 */
export function recipientAccount(deliveryMethod: string | undefined, toAccount: string | undefined): string | null {
  if (!deliveryMethod || !ACCOUNT_METHODS.has(deliveryMethod) || !toAccount) return null;
  return maskAccount(toAccount) || null;
}

type StepName = 'created' | 'paid' | 'sent' | 'delivered';
type StepState = 'done' | 'current' | 'upcoming' | 'failed';
interface TimelineStep {
  step: StepName;
  state: StepState;
}

const STEPS: readonly StepName[] = ['created', 'paid', 'sent', 'delivered'];

/**
 * The transfer's progress from its status (sender-flows §4: above 90 failed, 90 delivered, below
 * 90 waiting, none unknown). A result page follows a payment, so a status below 90 means paid and
 * on its way; no status means the payment itself is not confirmed yet. A failure or an error code
 * stops the transfer at the step it had reached.
 */
export function transferTimeline(status: number | null, errorCode: number | null = null): TimelineStep[] {
  const failed = errorCode !== null || (status !== null && status > 90);
  // Index of the step under way: the ones before it are done.
  const at = status === null ? 1 : status === 90 && !failed ? STEPS.length : 2;
  return STEPS.map((step, i) => ({
    step,
    state: i < at ? 'done' : i === at ? (failed ? 'failed' : 'current') : 'upcoming',
  }));
}
