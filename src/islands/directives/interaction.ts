import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates an island on its first interaction (pointer over it, focus in it,
 * a touch, a key or a click), so pages ship no island JavaScript before the visitor reaches for it
 * (design.md JavaScript budget). A click that arrived before hydration is replayed on its target.
 */
const events = ['pointerover', 'focusin', 'touchstart', 'keydown', 'click'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async (event: Event) => {
    if (started) return;
    started = true;
    for (const name of events) el.removeEventListener(name, start);
    const hydrate = await load();
    await hydrate();
    if (event.type === 'click' && event.target instanceof HTMLElement && event.target.isConnected) event.target.click();
  };
  for (const name of events) el.addEventListener(name, start, { passive: true });
};

export default interaction;
