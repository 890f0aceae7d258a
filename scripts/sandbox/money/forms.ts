// Form definitions of the money area (sender-flows §3 Form, Form field, Payment and request form
// keys): the send form, the request form, the pay form and the SMS-on-success form. The server
// validates with the same patterns it sends (checkRegexp).
import type { z } from 'zod';
import { paths } from '../../../src/api/paths.ts';
import { form as formSchema, type Form, type formField } from '../../../src/api/schemas/form.ts';
import type { StoredCard } from '../../../src/api/schemas/payment.ts';
import { EMAIL_PATTERN } from '../../../src/domain/email.ts';
import type { DeliveryMethod } from '../seed/countries.ts';
import type { Lane } from './pricing.ts';
import type { Translate } from '../texts.ts';
import { CARD_PAY_IN, PAYOUT_PROVIDERS } from './test-values.ts';

type FieldInput = z.input<typeof formField>;

const build = (name: string, action: string, fields: FieldInput[]): Form => formSchema.parse({ name, action, fields: fields.map((field, i) => ({ order: i + 1, ...field })) });

/** Recipient and amount data post under `toValues[name]` (sender-flows §3 canonicalPath). */
export const toValue = (name: string): string => `toValues[${name}]`;

export const PATTERNS = {
  /** Names as in an ID: letters and marks, then also spaces, apostrophes, dots and dashes. */
  name: "^[\\p{L}\\p{M}][\\p{L}\\p{M}' .-]{0,49}$",
  phoneNumber: '^[0-9]{4,14}$',
  promoCode: '^[A-Za-z0-9]{4,16}$',
  inviteCode: '^[A-Za-z0-9]{3,20}$',
  /** Request form phone: digits, plus or dash, at least 8 (sender-flows §5). */
  requestPhone: '^[0-9+-]{8,20}$',
  amount: '^[0-9]{1,11}([.][0-9]{1,2})?$',
  pan: '^[0-9 ]{12,23}$',
  expDate: '^(0[1-9]|1[0-2])/[0-9]{2}$',
  cvv: '^[0-9]{3,4}$',
  smsPhone: '^[+]?[0-9]{8,16}$',
} as const;

/** The recipient's account by delivery method; cash pickup needs none. Texts: send.account.{method}. */
export const ACCOUNT_FIELDS: Readonly<Partial<Record<DeliveryMethod, { type: string; pattern: string }>>> = {
  BANK_ACCOUNT: { type: 'bank_account', pattern: '^[A-Za-z0-9 ]{8,42}$' },
  BANK_CARD: { type: 'pan', pattern: '^[0-9 ]{16,23}$' },
  ALIPAY: { type: 'text', pattern: `^[+]?[0-9]{8,16}$|${EMAIL_PATTERN}` },
  INTERAC: { type: 'email', pattern: EMAIL_PATTERN },
  HOME_DELIVERY: { type: 'autocomplete_address', pattern: '^[^<>]{10,200}$' },
};

/** Placeholder and error of the recipient's account field (the methods of ACCOUNT_FIELDS). */
export const accountTexts = (method: AccountMethod, t: Translate) => ({
  placeholder: t(`send.account.${method}`),
  error: t(`send.accountError.${method}`),
});
export type AccountMethod = 'BANK_ACCOUNT' | 'BANK_CARD' | 'ALIPAY' | 'INTERAC' | 'HOME_DELIVERY';

/** Cash needs the recipient's phone for the pickup code (sender-flows §3 phone fields). */
export const PHONE_REQUIRED: ReadonlySet<DeliveryMethod> = new Set(['CASH', 'HOME_DELIVERY']);

export const RECIPIENT_TYPES = ['self', 'other', 'business'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/** Every name the send form may post (readForm is strict). */
export const SEND_FORM_NAMES = [
  'recipientType',
  'deliveryMethod',
  'paymentSourceFromMethod',
  'toPrvId',
  'fromPrvId',
  'keepAmount',
  'sourceCodeFrom',
  'pay_promo_code',
  'invite_code',
  'fromCurrId',
  'toCurrId',
  ...['to_name', 'to_name_f', 'to_account', 'phone_number', 'phone_prefix', 'phone_country', 'from_amount', 'to_amount', 'source', 'actual_till'].map(toValue),
] as const;

interface SendFormState {
  lane: Lane;
  deliveryMethod: DeliveryMethod;
  fromAmount: string;
  toAmount: string;
  keepAmount: 'from' | 'to';
  /** ISO 8601: until when the quoted rate holds. */
  actualTill: string;
}

/** The send form of a corridor and delivery method (sender-flows §3 Payment and request form keys). */
export function sendForm(state: SendFormState, t: Translate): Form {
  const { lane, deliveryMethod } = state;
  const account = ACCOUNT_FIELDS[deliveryMethod];
  const accountText = account ? accountTexts(deliveryMethod as AccountMethod, t) : null;
  const hidden = (name: string, value: string, canonical = false): FieldInput => ({ name, value, type: 'hidden', ...(canonical ? { canonicalPath: toValue(name) } : {}) });
  const fields: FieldInput[] = [
    {
      name: 'recipientType',
      type: 'drop_box',
      value: 'other',
      mandatory: true,
      items: (['other', 'self', 'business'] as const).map((value) => ({ value, title: t(`recipientType.${value}`) })),
    },
    {
      name: 'deliveryMethod',
      type: 'drop_box',
      value: deliveryMethod,
      mandatory: true,
      items: lane.corridor.deliveryMethods.map((m) => ({ value: m, title: t(`delivery.${m}`) })),
    },
    { name: 'to_name', canonicalPath: toValue('to_name'), placeholder: t('send.firstName'), mandatory: true, maxLength: 50, checkRegexp: PATTERNS.name, checkRegexpError: t('send.nameHint') },
    // The server requires a last name for every recipient type, so the form says it is mandatory.
    { name: 'to_name_f', canonicalPath: toValue('to_name_f'), placeholder: t('send.lastName'), mandatory: true, maxLength: 50, checkRegexp: PATTERNS.name, checkRegexpError: t('send.nameHint') },
    ...(account && accountText
      ? [
          {
            name: 'to_account',
            canonicalPath: toValue('to_account'),
            type: account.type,
            placeholder: accountText.placeholder,
            mandatory: true,
            checkRegexp: account.pattern,
            checkRegexpError: accountText.error,
          },
        ]
      : []),
    {
      name: 'phone_number',
      canonicalPath: toValue('phone_number'),
      type: 'phone',
      placeholder: t('send.phone'),
      mandatory: PHONE_REQUIRED.has(deliveryMethod),
      checkRegexp: PATTERNS.phoneNumber,
      checkRegexpError: t('send.phoneHint'),
      maxLength: 16,
    },
    hidden('phone_prefix', lane.to.phone_prefix, true),
    hidden('phone_country', lane.to.code.toLowerCase(), true),
    hidden('from_amount', state.fromAmount, true),
    hidden('to_amount', state.toAmount, true),
    hidden('source', CARD_PAY_IN.source, true),
    hidden('actual_till', state.actualTill, true),
    hidden('keepAmount', state.keepAmount),
    hidden('fromCurrId', String(lane.fromCurrency.id)),
    hidden('toCurrId', String(lane.toCurrency.id)),
    hidden('toPrvId', String(PAYOUT_PROVIDERS[deliveryMethod].id)),
    hidden('fromPrvId', String(CARD_PAY_IN.id)),
    hidden('paymentSourceFromMethod', CARD_PAY_IN.method),
    hidden('sourceCodeFrom', CARD_PAY_IN.source),
    { name: 'pay_promo_code', placeholder: t('send.promoCode'), maxLength: 16, checkRegexp: PATTERNS.promoCode, checkRegexpError: t('send.promoCodeHint') },
    { name: 'invite_code', placeholder: t('send.inviteCode'), maxLength: 20, checkRegexp: PATTERNS.inviteCode, checkRegexpError: t('send.inviteCodeHint') },
  ];
  return build('send', paths.sendForm(lane.from.code.toLowerCase(), lane.to.code.toLowerCase()), fields);
}

export const REQUEST_FORM_NAMES = ['phone', 'amount', 'currency', 'comment'] as const;
export const REQUEST_COMMENT_MAX = 140;

/** The request form (sender-flows §5: phone of digits, plus or dash, at least 8). */
export function requestForm(lane: Lane, amount: string, t: Translate): Form {
  return build('request', paths.requestForm(lane.from.code.toLowerCase(), lane.to.code.toLowerCase()), [
    { name: 'phone', type: 'tel', placeholder: t('request.phone'), mandatory: true, maxLength: 20, checkRegexp: PATTERNS.requestPhone, checkRegexpError: t('request.phoneHint') },
    { name: 'amount', type: 'number', value: amount, mandatory: true, maxLength: 14, checkRegexp: PATTERNS.amount, checkRegexpError: t('amount.decimals') },
    {
      name: 'currency',
      type: 'drop_box',
      value: String(lane.toCurrency.id),
      mandatory: true,
      items: lane.toCurrencies.map((c) => ({ value: String(c.id), title: c.code })),
    },
    { name: 'comment', type: 'textarea', placeholder: t('request.comment'), maxLength: REQUEST_COMMENT_MAX },
  ]);
}

export const PAY_FORM_NAMES = ['paymentId', 'cardId', 'pan', 'exp_date', 'cvv', 'save_card'] as const;

/**
 * The pay form: a saved card, or a new card's number, expiry and cvv (sender-flows §3 Card). The new
 * card's fields are mandatory: the pay page shows them only when paying with a new card.
 */
export function payForm(paymentId: number, cards: readonly StoredCard[], t: Translate): Form {
  const usable = cards.filter((c) => !c.cardExpired);
  return build('pay', paths.pay, [
    { name: 'paymentId', type: 'hidden', value: String(paymentId) },
    { name: 'cardId', type: 'drop_box', value: usable[0] ? String(usable[0].id) : '', items: usable.map((c) => ({ value: String(c.id), title: `${c.alias} ${c.pan}` })) },
    { name: 'pan', type: 'pan', mandatory: true, placeholder: t('pay.cardNumber'), maxLength: 23, checkRegexp: PATTERNS.pan, checkRegexpError: t('pay.cardNumberHint') },
    { name: 'exp_date', type: 'exp_date', mandatory: true, placeholder: t('pay.expiry'), maxLength: 5, checkRegexp: PATTERNS.expDate, checkRegexpError: t('pay.expiryHint') },
    { name: 'cvv', type: 'cvv', mandatory: true, placeholder: t('pay.cvv'), maxLength: 4, checkRegexp: PATTERNS.cvv, checkRegexpError: t('pay.cvvHint') },
    { name: 'save_card', type: 'checkbox', value: '' },
  ]);
}

export const SMS_FORM_NAMES = ['id', 'phone', 'text'] as const;
export const SMS_TEXT_MAX = 160;

/** SMS-on-success (sender-flows §2: phone and text fields, submit). */
export function smsForm(paymentId: number, phone: string, t: Translate): Form {
  return build('smsOnSuccess', paths.smsOnSuccess, [
    { name: 'id', type: 'hidden', value: String(paymentId) },
    { name: 'phone', type: 'phone', value: phone, mandatory: true, maxLength: 17, checkRegexp: PATTERNS.smsPhone, checkRegexpError: t('sms.phoneHint') },
    { name: 'text', type: 'textarea', mandatory: true, maxLength: SMS_TEXT_MAX, value: t('sms.text') },
  ]);
}
