import type { ClientDirective } from 'astro';

/**
 * `client:reveal`: hydrates an island when it comes into view (when the browser is next idle) or
 * at once on its first touch, pointer, focus, key or click, whichever is first. The calculator's
 * first state is in the HTML, so until then the page needs no island JavaScript (design.md budget:
 * corridor pages hydrate the calculator only when it is visible or touched). A click that lands
 * before hydration is marked on the island, as client:interaction does (use-replayed-click.ts).
 */
const events = ['pointerover', 'focusin', 'touchstart', 'keydown', 'click'] as const;

const reveal: ClientDirective = (load, _options, el) => {
  let started = false;
  const markClick = () => el.setAttribute('data-clicked', '');
  const start = async () => {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const name of events) el.removeEventListener(name, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', markClick);
  };
  const whenIdle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200));
  // <astro-island> is display: contents, so its children are what can intersect the viewport.
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) whenIdle(() => void start());
  });
  for (const child of el.children) observer.observe(child);
  el.addEventListener('click', markClick);
  for (const name of events) el.addEventListener(name, start, { passive: true });
};

export default reveal;
