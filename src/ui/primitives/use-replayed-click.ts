import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * An island hydrated by its first click (client:interaction) missed that click; the directive marks
 * the island element, and this runs the click's action once the component has mounted.
 */
export function useReplayedClick(ref: RefObject<HTMLElement | null>, action: () => void): void {
  const replay = useEffectEvent(() => {
    const island = ref.current?.closest('astro-island');
    if (!island?.hasAttribute('data-clicked')) return;
    island.removeAttribute('data-clicked');
    action();
    ref.current?.focus();
  });
  // Only on mount: the mark is a one-time hand-over from the directive.
  useEffect(() => replay(), []);
}
