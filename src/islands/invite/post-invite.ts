import { paths } from '../../api/paths.ts';
import { isMobileDevice } from '../../domain/invite.ts';

/**
 * POST /api/v1/accept-invite-page/phones (public-site §7): JSON body, the page language in the
 * `lang` header. Resolves to the parsed answer whatever the status (code 1 comes with a 400), or
 * null when there is no JSON answer; rejects on a network failure or an abort.
 */
export async function postInvite(body: { phone: string; invite_code: string }, lang: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(paths.inviteAccept, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', lang },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  return response.json().catch(() => null);
}

/** This browser on a phone or tablet (public-site §4): the download-app popup instead of the QR. */
export function onMobileDevice(): boolean {
  const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return isMobileDevice(navigator.userAgent, navigator.maxTouchPoints, hints?.mobile);
}

/** Saves what the app reads after install (public-site §3 invitedUserData); storage may be off. */
export function saveInvitedUser(key: string, data: object): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(data));
  } catch {
    // Private mode or storage disabled: the invite is accepted all the same.
  }
}

/** The shell's QR popup (components/shell/QrPopup.astro), a static <dialog> on every page. */
export function openQrPopup(): void {
  const dialog = document.getElementById('qr-popup');
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}
