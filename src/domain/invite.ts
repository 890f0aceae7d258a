/**
 * Invite acceptance (public-site §4 Invite flow, §5, §7, §8, §9): the visitor's phone, the call's
 * body, and what the answer opens.
 */

/** public-site §9: prefix plus number must have at least 6 digits; the number field holds at most 16. */
const INVITE_MIN_DIGITS = 6;
const INVITE_MAX_DIGITS = 16;

/** Country the picker starts on when the visitor's country is not offered (public-site §4). */
const FALLBACK_COUNTRY = 'GB';

/** The session entry saved on success (public-site §3 Invite storage). */
export const INVITED_USER_KEY = 'invitedUserData';

/** What the visitor typed, as the field keeps it: digits only, at most 16 (public-site §5). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, INVITE_MAX_DIGITS);
}

/** The button is enabled only with prefix plus number of at least 6 digits (public-site §4, §5). */
export function canSubmitInvite(prefix: string, number: string): boolean {
  return phoneDigits(prefix).length + phoneDigits(number).length >= INVITE_MIN_DIGITS;
}

/** The picker's first country: the visitor's when offered, else Great Britain, else the first. */
export function initialCountry<T extends { code_a2: string }>(countries: readonly T[], visitorCountry: string): T | undefined {
  const find = (code: string) => countries.find((c) => c.code_a2 === code.toUpperCase());
  return find(visitorCountry) ?? find(FALLBACK_COUNTRY) ?? countries[0];
}

/**
 * The invite code is the last path segment (public-site §2): /invite/AB12 and /de-de/invite/AB12 →
 * 'AB12'. The shell's own address (/invite) has none, and the backend then answers that the link is
 * broken.
 */
export function inviteCodeFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.lastIndexOf('invite');
  if (at === -1 || at === segments.length - 1) return '';
  try {
    return decodeURIComponent(segments[segments.length - 1] ?? '');
  } catch {
    return '';
  }
}

/** Body of POST /api/v1/accept-invite-page/phones (public-site §7): prefix digits plus number digits. */
export function inviteRequestBody(prefix: string, number: string, inviteCode: string): { phone: string; invite_code: string } {
  return { phone: phoneDigits(prefix) + phoneDigits(number), invite_code: inviteCode };
}

interface InvitedUserData {
  prefix: string;
  phone: string;
  country: string;
}

type InviteOutcome = { kind: 'download-app'; saved: InvitedUserData } | { kind: 'qr'; saved: InvitedUserData } | { kind: 'message'; message: string } | { kind: 'failure' };

/**
 * What the answer opens (public-site §4, §8): code 0 the download-app popup on a mobile device or the
 * QR popup otherwise, saving the phone for the app; another code the server's message; an answer
 * that is not the contract's (a 500, a proxy page) the same popup as a network failure.
 */
export function inviteOutcome(answer: unknown, sent: { prefix: string; number: string; country: string }, mobile: boolean): InviteOutcome {
  if (!answer || typeof answer !== 'object') return { kind: 'failure' };
  const { code, countryA2, message } = answer as Record<string, unknown>;
  if (code === 0) {
    const country = typeof countryA2 === 'string' && /^[A-Z]{2}$/.test(countryA2) ? countryA2 : sent.country;
    const saved = { prefix: phoneDigits(sent.prefix), phone: phoneDigits(sent.number), country };
    return { kind: mobile ? 'download-app' : 'qr', saved };
  }
  if (typeof code === 'number' && typeof message === 'string' && message.trim()) return { kind: 'message', message: message.trim() };
  return { kind: 'failure' };
}

/**
 * A phone or tablet (public-site §4 "a mobile device"): the browser says so (User-Agent Client
 * Hints), or its User-Agent names a mobile system, or it is an iPad presenting as a Mac.
 */
export function isMobileDevice(userAgent: string, maxTouchPoints = 0, uaMobile?: boolean): boolean {
  if (uaMobile === true) return true;
  if (/Android|iPhone|iPad|iPod|Mobile|HarmonyOS|HuaweiBrowser|Windows Phone|Opera Mini/i.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/**
 * The inviter's name from the `n` query parameter for the hero title: trimmed, control characters
 * and markup-significant characters removed (it is set as text, this is belt and braces), at most
 * 40 characters; null when there is none.
 */
export function inviterName(raw: string | null): string | null {
  if (!raw) return null;
  const clean = raw
    .replace(/[\p{Cc}\p{Cf}<>]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? Array.from(clean).slice(0, 40).join('') : null;
}
