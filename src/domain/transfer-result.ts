// The payment result page and the transfer success screen (sender-flows §4), as pure decisions.
import { STATUS_SUCCESS } from '../api/schemas/payment.ts';

/** Redirect or reload delay (sender-flows §9). */
export const RESULT_REDIRECT_DELAY_MS = 400;
/** Payout categories whose result screen goes home after 400 ms with no done button. */
export const HOME_REDIRECT_CATEGORIES: ReadonlySet<number> = new Set([-31, -38, -32, -105]);

export type ResultView = 'failure' | 'success' | 'waiting' | 'error-code';

/** Above 90 failure, 90 success, below 90 or none waiting; an error code leads to the error page. */
export function resultView(status: number | null | undefined, errorCode?: number | null): ResultView {
  if (errorCode !== null && errorCode !== undefined) return 'error-code';
  if (status === null || status === undefined || status < STATUS_SUCCESS) return 'waiting';
  return status === STATUS_SUCCESS ? 'success' : 'failure';
}

export const userErrorPath = (code: number): string => `/auth/user-error?code=${encodeURIComponent(String(code))}`;

export type SuccessScreenState = 'waiting' | 'reaching_limit' | 'upgrade_limit' | 'low_risk_upgrade_limit';

export interface DoneContext {
  showLowRiskLimitIncrease: boolean;
  showUpgradeLimitPromo: boolean;
  hasCard: boolean;
  /** The invite or referral page is allowed (showInviteCodeReferralButton). */
  inviteAllowed: boolean;
}

export type DoneOutcome = { state: SuccessScreenState } | { navigate: string };

/** Pressing done on the waiting screen (sender-flows §4 Transfer success screen). */
export function onDone(context: DoneContext): DoneOutcome {
  if (context.showLowRiskLimitIncrease) return { state: 'low_risk_upgrade_limit' };
  if (context.showUpgradeLimitPromo) return { state: 'reaching_limit' };
  if (context.hasCard) return { navigate: '/auth/mycards' };
  if (context.inviteAllowed) return { navigate: '/auth/profile/invite-friends' };
  return { navigate: '/?source=transfer-status' };
}

/** reaching_limit → continue → upgrade_limit, which links to the next page; 'not now' goes home. */
export function onContinue(state: SuccessScreenState): SuccessScreenState {
  return state === 'reaching_limit' ? 'upgrade_limit' : state;
}

export interface AfterLoadContext {
  providerToCategory: number | null;
  hasSmsOnSuccess: boolean;
  status: number | null;
}

/** What happens 400 ms after the result loads: home for cash payout categories, a reload while a status is present without SMS-on-success. */
export function afterLoad(context: AfterLoadContext): { action: 'home' | 'reload'; delayMs: number; showDone: boolean } | null {
  if (context.providerToCategory !== null && HOME_REDIRECT_CATEGORIES.has(context.providerToCategory)) {
    return { action: 'home', delayMs: RESULT_REDIRECT_DELAY_MS, showDone: false };
  }
  if (!context.hasSmsOnSuccess && context.status !== null) return { action: 'reload', delayMs: RESULT_REDIRECT_DELAY_MS, showDone: true };
  return null;
}

/** The next AML level is the current level plus 1. */
export const nextAmlLevel = (current: number): number => current + 1;

/** A subscription type of the plus kind ({product}_PLUS) fires the promo-shown event. */
export const isPlusSubscription = (type: string | null | undefined): boolean => typeof type === 'string' && /^[A-Z0-9_]+_PLUS$/.test(type);
