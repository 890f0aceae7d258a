// Sender KYC (sender-flows §2 KYC screens and Sender document frame, §4 Sender document frame,
// §8 "Document frame error (sender)"): which screen the KYC page shows, the frame's address with
// the page's query kept, whether the frame starts with its tips, and where the frame finishes.
// Pure: the /auth app's KYC screens (src/app/screens/account/) apply it.
import type { DocumentType } from './antifraud.ts';

type KycStatus = 'none' | 'verifying' | 'failed';

/** The KYC page's screens: failed, verifying, documents, document explanation; verified when nothing is needed. */
export type KycScreen = { screen: 'failed' } | { screen: 'verifying' } | { screen: 'documents' } | { screen: 'explanation'; documentType: DocumentType } | { screen: 'verified' };

export interface KycFacts {
  status: KycStatus;
  /** Document types the sender may provide now. */
  documentsNeeded: readonly DocumentType[];
}

export type KycEvent = { type: 'retry' } | { type: 'pick'; documentType: DocumentType } | { type: 'back' };

/** The first screen: a check under review or failed says so; otherwise the documents, or nothing to do. */
export function initialKycScreen({ status, documentsNeeded }: KycFacts): KycScreen {
  if (status === 'verifying') return { screen: 'verifying' };
  if (status === 'failed') return { screen: 'failed' };
  return documentsNeeded.length > 0 ? { screen: 'documents' } : { screen: 'verified' };
}

/**
 * The transitions: 'try again' on the failed screen goes to the documents (when any are needed);
 * picking a needed document explains it; back from the explanation returns to the documents.
 * Anything else leaves the screen as it is.
 */
export function nextKycScreen(current: KycScreen, event: KycEvent, facts: KycFacts): KycScreen {
  if (current.screen === 'failed' && event.type === 'retry' && facts.documentsNeeded.length > 0) return { screen: 'documents' };
  if (current.screen === 'documents' && event.type === 'pick' && facts.documentsNeeded.includes(event.documentType)) return { screen: 'explanation', documentType: event.documentType };
  if (current.screen === 'explanation' && event.type === 'back') return { screen: 'documents' };
  return current;
}

/** Query markers of an earlier round trip through the frame: they never travel on. */
const RESULT_PARAM = 'docCheckResult';
const ERROR_INFO_PARAM = 'customErrorInfo';
/** `tips=0` opens the frame straight at the capture (the tips screen is optional, sender-flows §4). */
const TIPS_PARAM = 'tips';
/** The error text appended to the fail URL is cut here: the frame's whole query stays far below 2048 characters. */
export const MAX_ERROR_INFO_CHARS = 200;

/** The KYC page's query without the markers of an earlier frame result. */
export function keptQuery(search: string): URLSearchParams {
  const query = new URLSearchParams(search);
  query.delete(RESULT_PARAM);
  query.delete(ERROR_INFO_PARAM);
  return query;
}

/**
 * The frame's address: the frameURL the backend gave, with the KYC page's query string preserved
 * (sender-flows §2), so the success and fail URLs carry it back. Null for anything but an
 * /auth/kyc/ path (the frame is never opened elsewhere).
 */
export function frameLink(frameURL: string, pageSearch: string): string | null {
  const segment = String.raw`(?!\.{1,2}(?:/|$))[^/?#\\%]+`;
  if (!new RegExp(`^/auth/kyc/${segment}/${segment}/frame/${segment}$`).test(frameURL)) return null;
  const query = keptQuery(pageSearch).toString();
  return query ? `${frameURL}?${query}` : frameURL;
}

/** Whether the frame starts with its tips screen: yes, unless its query says `tips=0` or `tips=false`. */
export function frameStartsWithTips(frameSearch: string): boolean {
  const tips = new URLSearchParams(frameSearch).get(TIPS_PARAM);
  return tips !== '0' && tips !== 'false';
}

export type FrameOutcome = { ok: true } | { ok: false; message?: string | null };

/**
 * Where the frame finishes (sender-flows §4): the success URL, or the fail URL with the error's
 * message appended as customErrorInfo when there is one (trimmed, at most 200 characters).
 */
export function frameFinish(outcome: FrameOutcome, urls: { successURL: string; failURL: string }): string {
  if (outcome.ok) return urls.successURL;
  const message = Array.from((outcome.message ?? '').trim())
    .slice(0, MAX_ERROR_INFO_CHARS)
    .join('');
  if (!message) return urls.failURL;
  const [path = '', ...rest] = urls.failURL.split('?');
  const query = new URLSearchParams(rest.join('?'));
  query.delete(ERROR_INFO_PARAM);
  query.append(ERROR_INFO_PARAM, message);
  return `${path}?${query}`;
}
