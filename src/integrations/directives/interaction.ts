import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates an island on its first interaction (pointer over it, focus in it,
 * a touch, a key or a click), so pages ship no island JavaScript before the visitor reaches for it
 * (design.md JavaScript budget). A click that lands before the island is hydrated is marked on the
 * island element; the component acts on it when it mounts (src/ui/primitives/use-replayed-click.ts),
 * because React commits the hydrated tree only after `hydrate()` resolves.
 */
const events = ['pointerover', 'focusin', 'touchstart', 'keydown', 'click'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const markClick = () => el.setAttribute('data-clicked', '');
  el.addEventListener('click', markClick);
  const begin = () => void start();
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of events) el.removeEventListener(name, begin);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', markClick);
  };
  for (const name of events) el.addEventListener(name, begin, { passive: true });
};

export default interaction;
