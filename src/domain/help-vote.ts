/**
 * Article voting and the help chat button (public-site §4, §6, §7). Pure rules; the islands and
 * pages only apply them.
 */
export type VoteValue = -1 | 0 | 1;

/** Vote info (public-site §3): the visitor's current vote and whether they may vote. */
export interface VoteInfo {
  value: VoteValue;
  authorized: boolean;
}

/** Up sets 1, down sets -1 (public-site §4). */
export const voteValue = (isUpVote: boolean): VoteValue => (isUpVote ? 1 : -1);

/** Voting only when vote info says authorized, or in the native app when a user email is supplied (public-site §6). */
export function canVote(info: Pick<VoteInfo, 'authorized'>, inApp: boolean, userEmail: string | null): boolean {
  return info.authorized || (inApp && !!userEmail);
}

export type VoteOutcome = 'ok' | 'not-authorized' | 'failed';

/** How an answer of POST /api/zendesk/vote ends: the ok flag, a refusal for want of a session, anything else. */
export function voteOutcome(status: number | null, body: unknown): VoteOutcome {
  if (status === 401 || status === 403) return 'not-authorized';
  if (status !== null && status >= 200 && status < 300 && typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === true) return 'ok';
  return 'failed';
}

/** The vote shown after an answer: the new one on success; the previous one kept otherwise (public-site §4). */
export function voteAfter(previous: VoteValue, asked: VoteValue, outcome: VoteOutcome): VoteValue {
  return outcome === 'ok' ? asked : previous;
}

/**
 * Mobile article chat button (public-site §6): in the app with an email only after a down vote; in
 * the app without an email always; in a browser when anonymous chat is on or after a down vote.
 */
export function showMobileChatButton(inApp: boolean, userEmail: string | null, anonymousChat: boolean, vote: VoteValue): boolean {
  if (inApp) return userEmail ? vote === -1 : true;
  return anonymousChat || vote === -1;
}

/** Page kinds on which the support chat never appears (public-site §6). */
const CHATLESS_PAGES = new Set(['global-account', 'business-connect', 'apple-pay', 'help-mobile']);

/** Support chat on a page: the server allows it and the page is none of the chatless kinds (public-site §6). */
export function supportChatAllowed(serverAllows: boolean, pageKind: string): boolean {
  return serverAllows && !CHATLESS_PAGES.has(pageKind);
}

type ChatTarget = { kind: 'app'; href: string } | { kind: 'widget' } | { kind: 'new-request'; href: string };

/**
 * Where the chat button leads: in the app the page's showChat twin (the app opens its chat there);
 * in a browser the chat widget when configured (a third-party script, off by default), else the
 * desk's new-request page.
 */
export function chatTarget(inApp: boolean, widgetConfigured: boolean, showChatHref: string, newRequestHref: string): ChatTarget {
  if (inApp) return { kind: 'app', href: showChatHref };
  return widgetConfigured ? { kind: 'widget' } : { kind: 'new-request', href: newRequestHref };
}

/** The support mail link only for these options (public-site §6). */
const MAIL_OPTIONS = new Set(['global-account', 'business-connect', 'support-link']);
export const showSupportMail = (option: string | null): boolean => option !== null && MAIL_OPTIONS.has(option);
