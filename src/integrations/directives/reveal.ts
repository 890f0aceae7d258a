import type { ClientDirective } from 'astro';

/**
 * `client:reveal`: hydrates an island when it comes into view (when the browser is next idle) or
 * at once on its first touch, pointer, focus, key or click, whichever is first. The calculator's
 * first state is in the HTML, so until then the page needs no island JavaScript (design.md budget:
 * corridor pages hydrate the calculator only when it is visible or touched). A button clicked or a
 * field typed in before hydration gets that click or text again once the island is hydrated, so
 * nothing the visitor did first is lost.
 */
const events = ['pointerover', 'focusin', 'touchstart', 'keydown', 'click'] as const;

const reveal: ClientDirective = (load, _options, el) => {
  let started = false;
  let clicked: HTMLButtonElement | null = null;
  const markClick = (event: Event) => {
    clicked = event.target instanceof Element ? event.target.closest('button') : null;
  };
  const begin = () => void start();
  const start = async () => {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const name of events) el.removeEventListener(name, begin);
    const hydrate = await load();
    // What was typed before hydration: React would put the server-rendered value back.
    const typed = [...el.querySelectorAll('input')].filter((i) => i.value !== i.defaultValue).map((i) => [i, i.value] as const);
    await hydrate();
    for (const [input, value] of typed) {
      requestAnimationFrame(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    el.removeEventListener('click', markClick);
    // The same button node is kept by hydration; React handles the replayed click.
    if (clicked) requestAnimationFrame(() => clicked?.click());
  };
  const whenIdle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200));
  // <astro-island> is display: contents, so its children are what can intersect the viewport.
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) whenIdle(() => void start());
  });
  for (const child of el.children) observer.observe(child);
  el.addEventListener('click', markClick);
  for (const name of events) el.addEventListener(name, begin, { passive: true });
};

export default reveal;
