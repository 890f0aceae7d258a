// The recipient identity check and the selfie-motion check (sender-flows §4 Recipient identity
// check): which screen shows, and where each action leads. Pure: the island makes the calls and
// feeds their outcomes back in as events, so every transition is in this one table-tested module.
import type { AntiFraudState, AntifraudErrorCode, DocInfo, RecipientDocs } from './antifraud.ts';
import type { CaptureStep } from './document-check.ts';

/** The identity check of /web/af/{uuid}, or the selfie-motion check of /web/af/{uuid}/motion. */
export type CheckPage = 'document' | 'motion';

/**
 * The screens of sender-flows §2 (intro, agreement, email, document choice, tips, capture frame,
 * submitted modal, verify-pending, error, expired) and the motion check's error; plus `loading`,
 * `invalid` (a malformed or unknown link) and `unavailable` (the state could not be read).
 */
export type Screen = 'loading' | 'invalid' | 'unavailable' | 'intro' | 'agreement' | 'email' | 'documents' | 'tips' | 'capture' | 'submitted' | 'pending' | 'error' | 'expired' | 'motionError';

export interface CheckState {
  page: CheckPage;
  screen: Screen;
  uuid: string | null;
  /** The documents to choose from, once known (page data, or the email call's answer). */
  docs: RecipientDocs | null;
  /** The external provider's address when it is enabled and gave one. */
  providerUrl: string | null;
  tooManyAttempts: boolean;
  /** The chosen document and its access token (the document call's answer). */
  docInfo: DocInfo | null;
  /** The document call's title and text, shown on the tips screen. */
  documentMessages: Record<string, string>;
  /** The browser must go here: the provider, the document check, or home. */
  leaveTo: string | null;
}

export type CheckEvent =
  | { type: 'loaded'; state: AntiFraudState }
  | { type: 'linkInvalid' }
  | { type: 'loadFailed' }
  | { type: 'continue' }
  | { type: 'accept' }
  | { type: 'back' }
  | { type: 'checked'; docs: RecipientDocs | null; recipientSumsubEnabled: boolean; url: string | null }
  | { type: 'refused'; code: AntifraudErrorCode }
  | { type: 'documentIssued'; docInfo: DocInfo; messages: Record<string, string> }
  | { type: 'documentFailed' }
  | { type: 'ready' }
  | { type: 'uploaded' }
  | { type: 'captureFailed' }
  | { type: 'submittedClosed' }
  | { type: 'retry' };

export const startState = (page: CheckPage): CheckState => ({
  page,
  screen: 'loading',
  uuid: null,
  docs: null,
  providerUrl: null,
  tooManyAttempts: false,
  docInfo: null,
  documentMessages: {},
  leaveTo: null,
});

/** The provider's address counts only when the provider is enabled (sender-flows §4 Intro). */
const providerOf = (enabled: boolean, url: string | null): string | null => (enabled && url ? url : null);

/** sender-flows §4 Initial screen: expired, in progress, need retry or too many attempts, else the start. */
export function initialScreen(state: AntiFraudState, page: CheckPage): Screen {
  if (state.expired) return 'expired';
  if (state.fraudOnfidoInProgress) return 'pending';
  if (state.fraudOnfidoNeedToRetry || state.fraudOnfidoTooManyAttempts) return page === 'motion' ? 'motionError' : 'error';
  return page === 'motion' ? 'capture' : 'intro';
}

/** Intro's continue, and the error screen's retry: document choice, else the provider, else the agreement. */
function onward(state: CheckState): CheckState {
  if (state.docs) return { ...state, screen: 'documents', docInfo: null };
  if (state.providerUrl) return { ...state, leaveTo: state.providerUrl };
  return { ...state, screen: 'agreement' };
}

/** A call the check's state refused (README Backend contract: 409 and 410 codes) shows that state. */
function refused(state: CheckState, code: AntifraudErrorCode): CheckState {
  if (code === 'CHECK_EXPIRED') return { ...state, screen: 'expired' };
  if (code === 'CHECK_IN_PROGRESS') return { ...state, screen: 'pending' };
  if (code === 'TOO_MANY_ATTEMPTS') return { ...state, screen: state.page === 'motion' ? 'motionError' : 'error', tooManyAttempts: true };
  if (code === 'INVALID_UUID' || code === 'CHECK_NOT_FOUND') return { ...state, screen: 'invalid' };
  return state;
}

function loaded(state: CheckState, data: AntiFraudState): CheckState {
  const next: CheckState = {
    ...state,
    uuid: data.paymentInfo.uuid,
    docs: data.docs,
    providerUrl: providerOf(data.recipientSumsubEnabled, data.recipientAntiFraudStatus.url),
    tooManyAttempts: data.fraudOnfidoTooManyAttempts,
    docInfo: data.docInfo,
    screen: initialScreen(data, state.page),
  };
  // A motion link of a check without the motion step belongs to the identity check itself.
  if (next.screen === 'capture' && state.page === 'motion' && !data.docs?.motionRequired) return { ...next, screen: 'loading', leaveTo: `/web/af/${data.paymentInfo.uuid}` };
  return next;
}

/** The transition table (sender-flows §4); an event a screen does not know leaves the state as it is. */
export function transition(state: CheckState, event: CheckEvent): CheckState {
  const on = (screen: Screen) => state.screen === screen;
  switch (event.type) {
    case 'loaded':
      return on('loading') ? loaded(state, event.state) : state;
    case 'linkInvalid':
      return on('loading') ? { ...state, screen: 'invalid' } : state;
    case 'loadFailed':
      return on('loading') ? { ...state, screen: 'unavailable' } : state;
    case 'continue':
      return on('intro') ? onward(state) : state;
    case 'accept':
      return on('agreement') ? { ...state, screen: 'email' } : state;
    case 'back':
      if (on('agreement')) return { ...state, screen: 'intro' };
      return on('email') ? { ...state, screen: 'agreement' } : state;
    case 'checked': {
      if (!on('email')) return state;
      if (event.docs) return { ...state, docs: event.docs, screen: 'documents' };
      const url = providerOf(event.recipientSumsubEnabled, event.url);
      return url ? { ...state, providerUrl: url, leaveTo: url } : state;
    }
    // The document call's failures stay on document choice (sender-flows §4), so only these two.
    case 'refused':
      return on('email') || on('capture') ? refused(state, event.code) : state;
    case 'documentIssued':
      return on('documents') ? { ...state, docInfo: event.docInfo, documentMessages: event.messages, screen: 'tips' } : state;
    case 'documentFailed':
      return state;
    case 'ready':
      return on('tips') ? { ...state, screen: 'capture' } : state;
    case 'uploaded':
      return on('capture') ? { ...state, screen: 'submitted' } : state;
    case 'captureFailed':
      return on('capture') ? { ...state, screen: state.page === 'motion' ? 'motionError' : 'error' } : state;
    case 'submittedClosed':
      return on('submitted') ? { ...state, screen: 'pending' } : state;
    case 'retry':
      if (on('error')) return state.tooManyAttempts ? state : onward(state);
      // The motion check's 'got it': capture again while a retry is allowed, else back home.
      if (on('motionError')) return state.tooManyAttempts ? { ...state, leaveTo: '/' } : { ...state, screen: 'capture' };
      return state;
  }
}

/**
 * The capture's steps: the motion page records the selfie-motion video only; the identity check
 * takes the document, then a selfie when requiredSelfie says so (sender-flows §3 Anti-fraud state).
 */
export function captureSteps(page: CheckPage, docs: RecipientDocs | null): CaptureStep[] {
  if (page === 'motion') return ['motion'];
  return docs?.requiredSelfie ? ['document', 'selfie'] : ['document'];
}

/** The upload call's name/value pairs: uuid + scenarioId, or uuid + currentScenarioId for the motion check (sender-flows §7). */
export function uploadPairs(page: CheckPage, info: AntiFraudState['paymentInfo']): Record<string, string> {
  return page === 'motion' ? { uuid: info.uuid, currentScenarioId: info.currentScenarioId } : { uuid: info.uuid, scenarioId: info.scenarioId };
}

/** The document call's name/value pairs, in the spec's order (sender-flows §7). */
export function documentPairs(info: AntiFraudState['paymentInfo']): Record<string, string> {
  const { uuid, ticketId, senderBalId, toName, toNameF, recipientCountry, scenarioId } = info;
  return { uuid, ticketId, senderBalId, toName, toNameF, recipientCountry, scenarioId };
}

/** The uuid of an identity-check address, `/web/af/{uuid}` or `/web/af/{uuid}/motion`, or null. */
export function linkOf(pathname: string, pattern: RegExp): { uuid: string; page: CheckPage } | null {
  const match = /^\/web\/af\/([^/]+)(\/motion)?\/?$/.exec(pathname);
  if (!match || !pattern.test(match[1]!)) return null;
  return { uuid: match[1]!, page: match[2] ? 'motion' : 'document' };
}

/** A link from the check's state (agreement, help) as a same-site path, else the fallback (design.md redirect targets). */
export function sitePath(href: string | null | undefined, fallback: string): string {
  return href && /^\/(?![/\\])[^\s\\]*$/.test(href) ? href : fallback;
}
