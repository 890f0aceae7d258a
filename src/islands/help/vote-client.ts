/**
 * The visitor's side of voting (public-site §3 vote info, §6, §7). The spec names no vote-info call,
 * so vote info is read in the browser: `authorized` from the session hint the backend sets beside its
 * session cookie (`<html data-session>`), the value from the visitor's last successful vote on this
 * device. In the native app the user's email comes as `?email=` and is kept for the session.
 */
import { platformOf } from '../../domain/help-links.ts';
import { voteOutcome, type VoteInfo, type VoteOutcome, type VoteValue } from '../../domain/help-vote.ts';

const EMAIL_KEY = 'helpUserEmail';
const voteKey = (articleId: number) => `helpVote.${articleId}`;

export interface Visitor {
  inApp: boolean;
  email: string | null;
}

export function readVisitor(): Visitor {
  const params = new URLSearchParams(location.search);
  let email = params.get('email');
  try {
    if (email) sessionStorage.setItem(EMAIL_KEY, email);
    else email = sessionStorage.getItem(EMAIL_KEY);
  } catch {
    /* storage off: the query alone counts */
  }
  return { inApp: platformOf(location.search) !== null, email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null };
}

export function readVoteInfo(articleId: number): VoteInfo {
  let value: VoteValue = 0;
  try {
    const saved = localStorage.getItem(voteKey(articleId));
    if (saved === '1' || saved === '-1') value = Number(saved) as VoteValue;
  } catch {
    /* no storage: no remembered vote */
  }
  return { value, authorized: document.documentElement.dataset['session'] === 'user' };
}

export function rememberVote(articleId: number, value: VoteValue): void {
  try {
    localStorage.setItem(voteKey(articleId), String(value));
  } catch {
    /* best effort */
  }
}

/** POST /api/zendesk/vote (public-site §7): JSON articleId, userEmail, locale, isUpVote. */
export async function sendVote(articleId: number, userEmail: string | null, locale: string, isUpVote: boolean): Promise<VoteOutcome> {
  try {
    const answer = await fetch('/api/zendesk/vote', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ articleId, userEmail, locale, isUpVote }),
    });
    const body: unknown = await answer.json().catch(() => null);
    return voteOutcome(answer.status, body);
  } catch {
    return voteOutcome(null, null);
  }
}
