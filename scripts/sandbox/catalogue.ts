// The sandbox's test values (like a card network's test numbers): which input yields which
// scenario. The README's test-value table is this file in prose; tests import it.

/** Every seeded sender signs in with this password. */
export const TEST_PASSWORD = 'Sandbox-2026';
/** The captcha answer the sandbox accepts once a captcha is required (after 3 failed logins). */
export const CAPTCHA_PASS = 'passed';
export const FAILED_LOGINS_BEFORE_CAPTCHA = 3;

export type UserScenario = 'regular' | 'us' | 'new' | 'frozen' | 'soft-block' | 'hard-block' | 'reaching-limit' | 'low-risk-limit' | 'alternate-wording';

export interface TestUser {
  phone: string;
  name: string;
  surname: string;
  email: string;
  /** ISO 3166-1 numeric. */
  countryId: number;
  scenario: UserScenario;
  /** Server error code its sends are refused with, if any. */
  sendErrorCode?: number;
  amlLevel: number;
  /** Seeded with saved cards, history, bills and messages. */
  seeded: boolean;
}

/** Phones are international digits without '+'; the UK's 07700 900xxx range is reserved for drama and tests. */
export const TEST_USERS: readonly TestUser[] = [
  { phone: '447700900001', name: 'Amelia', surname: 'Hart', email: 'amelia@example.com', countryId: 826, scenario: 'regular', amlLevel: 1, seeded: true },
  { phone: '12025550102', name: 'Jordan', surname: 'Reyes', email: 'jordan@example.com', countryId: 840, scenario: 'us', sendErrorCode: 616, amlLevel: 1, seeded: true },
  { phone: '447700900003', name: 'Noah', surname: 'Fischer', email: 'noah@example.com', countryId: 826, scenario: 'new', amlLevel: 0, seeded: false },
  { phone: '447700900004', name: 'Olivia', surname: 'Brandt', email: 'olivia@example.com', countryId: 826, scenario: 'frozen', sendErrorCode: 655, amlLevel: 1, seeded: true },
  { phone: '447700900005', name: 'Liam', surname: 'Novak', email: 'liam@example.com', countryId: 826, scenario: 'soft-block', sendErrorCode: 631, amlLevel: 1, seeded: true },
  { phone: '447700900006', name: 'Emma', surname: 'Costa', email: 'emma@example.com', countryId: 826, scenario: 'hard-block', sendErrorCode: 6001, amlLevel: 1, seeded: true },
  { phone: '447700900007', name: 'Lucas', surname: 'Meyer', email: 'lucas@example.com', countryId: 826, scenario: 'reaching-limit', amlLevel: 1, seeded: true },
  { phone: '447700900008', name: 'Mia', surname: 'Rossi', email: 'mia@example.com', countryId: 826, scenario: 'low-risk-limit', amlLevel: 2, seeded: true },
  { phone: '447700900009', name: 'Ethan', surname: 'Kowalski', email: 'ethan@example.com', countryId: 826, scenario: 'alternate-wording', sendErrorCode: 616, amlLevel: 1, seeded: true },
];

export const testUser = (scenario: UserScenario): TestUser => {
  const user = TEST_USERS.find((u) => u.scenario === scenario);
  if (!user) throw new Error(`no test user for ${scenario}`);
  return user;
};

/**
 * Send amounts pick the payment's outcome by their cents (like card test amounts). Any other
 * amount succeeds: the status stays waiting (20) for WAITING_MS after paying, then becomes 90.
 */
export const AMOUNT_OUTCOMES = {
  '.01': 'failure',
  '.02': 'stays-waiting',
  '.03': 'error-code',
  '.04': 'cash-payout',
  '.05': 'sms-on-success',
} as const;
export type PaymentOutcome = (typeof AMOUNT_OUTCOMES)[keyof typeof AMOUNT_OUTCOMES] | 'success';
export const WAITING_STATUS = 20;
export const FAILURE_STATUS = 100;
export const SUCCESS_STATUS = 90;
/** How long a payment waits before its final status. */
export const WAITING_MS = 3000;
/** The error code of the '.03' outcome (a soft-block code of group A). */
export const PAYMENT_ERROR_CODE = 633;
/** Payout category of the '.04' outcome (cash payout: the result screen goes home after 400 ms). */
export const CASH_PAYOUT_CATEGORY = -31;

/** Card numbers for paying (any future expiry, any 3-digit cvv). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  waiting: '4000000000003220',
  mastercard: '5555555555554444',
} as const;

/** Identity-check links: /web/af/{uuid}. Any other well-formed uuid is unknown (404). */
export const TEST_IDENTITY_CHECKS = {
  intro: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  withDocuments: '2c8e7ade-ccfe-4c3e-8c6e-bc9efcce5cfe',
  provider: '3d7f69ef-ddff-4d4f-9d7f-cdafadd6adaf',
  expired: '4e6058f0-eef0-4e50-ae80-debfbee7beb0',
  inProgress: '5f5147e1-ff01-4f61-bf91-efc0cff8cfc1',
  needRetry: '605236d2-0012-4072-8fa2-f0d1d009d0d2',
  tooManyAttempts: '714325c3-1123-4183-9fb3-01e2e11ae1e3',
  motion: '823414b4-2234-4294-afc4-12f3f22bf2f4',
} as const;
/** Emails on the check call: this one answers with the provider's URL instead of documents. */
export const PROVIDER_EMAIL = 'provider@example.com';

/** Payment-request keys (public-site §2 Shared payment-request pages). */
export const TEST_REQUEST_KEYS = {
  open: 'b-7Qm2Xk',
  paid: 'b-9Hd4Lp',
  expired: 'b-3Zt8Rw',
  notRegistered: 'b-5Nc6Vy',
  libre: 'l-4Fs9Gb',
  libreMulti: 'ml-8Jk2Dq',
} as const;

/** Invite acceptance: this phone number (national part) is refused with a server message. */
export const INVITE_REFUSED_NUMBER = '7700900999';

/** Email links: /email/confirm/{code} and /email/unsubscribe/confirm/{code}. */
export const TEST_EMAIL_CODES = {
  confirm: 'c0nf1rm-0k',
  confirmUsed: 'c0nf1rm-used',
  unsubscribe: 'uns-0k',
} as const;

/**
 * Fault switches: header `X-Sandbox-Fault` or query `sandboxFault`, on any call.
 * challenge: 497 until the cloud challenge is solved (a cookie then lets calls through);
 * forbidden: 403; error: 500; slow or slow-{ms}: answer after 3000 ms (or {ms}, at most 10000);
 * drop: the connection is closed without an answer.
 */
export const FAULTS = ['challenge', 'forbidden', 'error', 'slow', 'drop'] as const;
export const SLOW_DEFAULT_MS = 3000;
export const SLOW_MAX_MS = 10_000;
