// Block and fraud handling (sender-flows §4): what the block modal's buttons do.
import { blockLevel, isFrozenAccount, type BlockLevel } from './block-level.ts';

type BlockModal = { kind: 'block'; level: BlockLevel } | { kind: 'frozen' } | null;

/** Which modal a server error code opens: the block modal, the frozen-account disclaimer, or none. */
export function modalFor(code: number | string | null | undefined): BlockModal {
  if (isFrozenAccount(code)) return { kind: 'frozen' };
  const level = blockLevel(code);
  return level ? { kind: 'block', level } : null;
}

type NotNowAction = { action: 'offer-logout' } | { action: 'clear-and-redirect'; to: string };

/**
 * 'Not now' on the block modal: a hard block offers logout to a signed-in user, otherwise clears
 * the message and redirects; a soft block clears it and goes to the error or home link.
 */
export function onNotNow(level: BlockLevel, context: { signedIn: boolean; errorLink?: string | null }): NotNowAction {
  if (level === 'HARD_BLOCK' && context.signedIn) return { action: 'offer-logout' };
  return { action: 'clear-and-redirect', to: context.errorLink || '/' };
}
