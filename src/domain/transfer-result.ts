// The payment result page and the transfer success screen (sender-flows §4), as one pure state
// machine: the view a result shows, what happens 400 ms after it loads, and the success screen's
// states (waiting, reaching_limit, upgrade_limit, low_risk_upgrade_limit) with their transitions.

/** Payment status thresholds (sender-flows §4): above 90 failed, 90 succeeded, below 90 waiting. */
export const STATUS_SUCCESS = 90;

/** Redirect or reload delay (sender-flows §9). */
const RESULT_REDIRECT_DELAY_MS = 400;
/** Payout categories whose result screen goes home after 400 ms with no done button. */
const HOME_REDIRECT_CATEGORIES: ReadonlySet<number> = new Set([-31, -38, -32, -105]);

export const HOME_PATH = '/';
/** Home with a transfer-status source: where done goes when nothing else is offered. */
const TRANSFER_STATUS_HOME = '/?source=transfer-status';
const CARDS_PATH = '/auth/mycards';
const INVITE_PATH = '/auth/profile/invite-friends';
/** Where a sender raises their limits when the result names no page (sender-flows §2 KYC, consumer). */
const KYC_PATH = '/auth/kyc/ca';

type ResultView = 'failure' | 'success' | 'waiting' | 'error-code';

/** Above 90 failure, 90 success, below 90 or none waiting; an error code leads to the error page. */
export function resultView(status: number | null | undefined, errorCode?: number | null): ResultView {
  if (errorCode !== null && errorCode !== undefined) return 'error-code';
  if (status === null || status === undefined || status < STATUS_SUCCESS) return 'waiting';
  return status === STATUS_SUCCESS ? 'success' : 'failure';
}

export const userErrorPath = (code: number): string => `/auth/user-error?code=${encodeURIComponent(String(code))}`;

export type SuccessScreenState = 'waiting' | 'reaching_limit' | 'upgrade_limit' | 'low_risk_upgrade_limit';

interface DoneContext {
  showLowRiskLimitIncrease: boolean;
  showUpgradeLimitPromo: boolean;
  hasCard: boolean;
  /** The invite or referral page is allowed (showInviteCodeReferralButton). */
  inviteAllowed: boolean;
}

export interface ScreenContext extends DoneContext {
  /** The page upgrade_limit links to (nextPageLink). */
  nextPageLink: string | null;
  /** The low-risk increase's page (increaseLimitUrl), for the next AML level. */
  increaseLimitUrl: string | null;
  currentAmlLevel: number;
}

type DoneOutcome = { state: SuccessScreenState } | { navigate: string };
export type SuccessEvent = 'done' | 'continue' | 'not-now';

/** Pressing done on the waiting screen (sender-flows §4 Transfer success screen). */
export function onDone(context: DoneContext): DoneOutcome {
  if (context.showLowRiskLimitIncrease) return { state: 'low_risk_upgrade_limit' };
  if (context.showUpgradeLimitPromo) return { state: 'reaching_limit' };
  if (context.hasCard) return { navigate: CARDS_PATH };
  if (context.inviteAllowed) return { navigate: INVITE_PATH };
  return { navigate: TRANSFER_STATUS_HOME };
}

/** reaching_limit → continue → upgrade_limit, which links to the next page; 'not now' goes home. */
export function onContinue(state: SuccessScreenState): SuccessScreenState {
  return state === 'reaching_limit' ? 'upgrade_limit' : state;
}

/** The next AML level is the current level plus 1. */
export const nextAmlLevel = (current: number): number => current + 1;

/** The low-risk increase's page: the result's own link, else the KYC page at the next level. */
export const increaseLimitPath = (context: Pick<ScreenContext, 'increaseLimitUrl' | 'currentAmlLevel'>): string =>
  context.increaseLimitUrl ?? `${KYC_PATH}?level=${nextAmlLevel(context.currentAmlLevel)}`;

/**
 * The success screen's machine: one step from a state on an event. An event a state does not
 * know leaves it where it is (a double press, say).
 */
export function successScreen(state: SuccessScreenState, event: SuccessEvent, context: ScreenContext): DoneOutcome {
  if (event === 'not-now') return state === 'waiting' ? { state } : { navigate: HOME_PATH };
  if (state === 'waiting') return event === 'done' ? onDone(context) : { state };
  if (event !== 'continue') return { state };
  if (state === 'reaching_limit') return { state: onContinue(state) };
  if (state === 'upgrade_limit') return { navigate: context.nextPageLink ?? KYC_PATH };
  return { navigate: increaseLimitPath(context) };
}

interface AfterLoadContext {
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

/**
 * Whether a reload that came back still calls for another: a reload that brought back the same
 * final status (90 or above) changes nothing, so the screen stops asking (no endless polling of a
 * finished transfer); a waiting status keeps reloading until it ends.
 */
export const reloadsAgain = (previous: number | null, current: number | null): boolean => current === null || current < STATUS_SUCCESS || previous !== current;

/** The failure screen's cancel: the invite page when it is allowed, else home. */
export const failureCancelPath = (inviteAllowed: boolean): string => (inviteAllowed ? INVITE_PATH : HOME_PATH);

/** A subscription type of the plus kind ({product}_PLUS) fires the promo-shown event. */
export const isPlusSubscription = (type: string | null | undefined): boolean => typeof type === 'string' && /^[A-Z0-9_]+_PLUS$/.test(type);
