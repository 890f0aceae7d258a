import { atom } from 'nanostores';
import type { ChallengeOutcome } from '../api/client.ts';
import type { MessageBody } from '../api/schemas/messages.ts';
import type { BlockLevel } from '../domain/block-level.ts';

/**
 * Interface state of the /auth app (sender-flows §3 "interface state": spinner, modal, popup,
 * timed modal, snackbar), one atom per overlay, so any module can open one and the app renders it.
 */

/** Full-page spinner: how many calls are running. */
export const $busy = atom(0);

export async function withSpinner<T>(work: () => Promise<T>): Promise<T> {
  $busy.set($busy.get() + 1);
  try {
    return await work();
  } finally {
    $busy.set(Math.max(0, $busy.get() - 1));
  }
}

export const $snackbar = atom<string | null>(null);
export const showSnackbar = (text: string): void => $snackbar.set(text);

/** showServerError (sender-flows §8): the server's errorText (HTML, rendered through the allowlist) and close label. */
export const $errorPopup = atom<{ html: string; close: string | null } | null>(null);

/** A call failed on the server's side (500 or an answer outside the contract): the screen says so. */
export const $screenError = atom<'server' | 'invalid' | null>(null);

/** Whole-screen states: the challenge failed, or the account area is unavailable. */
export const $fatal = atom<'challenge-failed' | 'unavailable' | null>(null);

/** The cloud-challenge modal (sender-flows §4): open while a 497 holds a request. */
export const $challengeOpen = atom(false);
let challenge: { promise: Promise<ChallengeOutcome>; resolve: (outcome: ChallengeOutcome) => void } | null = null;

/** Opens the modal; several held requests share one challenge. */
export function requestChallenge(): Promise<ChallengeOutcome> {
  if (!challenge) {
    let resolve!: (outcome: ChallengeOutcome) => void;
    const promise = new Promise<ChallengeOutcome>((r) => {
      resolve = r;
    });
    challenge = { promise, resolve };
    $challengeOpen.set(true);
  }
  return challenge.promise;
}

export function endChallenge(outcome: ChallengeOutcome): void {
  const current = challenge;
  challenge = null;
  $challengeOpen.set(false);
  current?.resolve(outcome);
}

/** The one server message shown (sender-flows §4 Server messages). */
type MessageOverlay = { kind: 'failure' | 'timed' | 'notice'; message: MessageBody };
export const $message = atom<MessageOverlay | null>(null);

/** Block and fraud handling (sender-flows §4): the block modal or the frozen-account disclaimer. */
export interface BlockState {
  code: string;
  level: BlockLevel | null;
  frozen: boolean;
  recipientWording: 'us' | 'alternate' | null;
  /** The server's text. */
  text: string;
  /** The stored message the block came with: 'not now' closes it. */
  message: MessageBody | null;
}
export const $block = atom<BlockState | null>(null);

/** Welcome after sign-in (name, timed) or after registration (special, with 'got it'). */
export const $welcome = atom<{ name: string | null; special: boolean } | null>(null);

/** Success screen text (a timed modal, 2000 ms). */
export const $success = atom<string | null>(null);
