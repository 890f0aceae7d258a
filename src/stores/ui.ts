import { atom } from 'nanostores';

/**
 * Interface state shared across islands (sender-flows §3 "interface state"): how many popups are
 * open, so a modal under a popup ignores Escape (sender-flows §4).
 */
export const $openPopups = atom(0);

export function popupOpened(): void {
  $openPopups.set($openPopups.get() + 1);
}

export function popupClosed(): void {
  $openPopups.set(Math.max(0, $openPopups.get() - 1));
}
