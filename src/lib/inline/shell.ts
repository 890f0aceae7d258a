// The shell's behaviour, loaded as one module on the first interaction (shell-loader.ts): the
// header, the theme switch, the dialogs and the islands' loader. Each part does nothing on a page
// without its elements; the islands' loader steps aside on pages with Astro's island runtime.
import './header.ts';
import './theme-switch.ts';
import './dialogs.ts';
import './islands.ts';

/**
 * What came before this module ran, done again now where only this script acts on it: a click on
 * the burger, log out, an island's control (it hydrates and replays the click) or the theme switch
 * (the browser checked the radio; saving and applying it is this script's); a key (Escape closes
 * the menus; a key in an island hydrates it); a press and its release (a popup's swipe down); and
 * the focus in an island (the help search hydrates while the visitor starts typing). Links,
 * `details` and invoker buttons the browser has already acted on are left alone.
 */
export function replay(events: readonly Event[]): void {
  document.activeElement?.closest('astro-island[ssr]')?.dispatchEvent(new FocusEvent('focusin'));
  for (const event of events) {
    const target = event.target;
    if (!(target instanceof Element)) continue;
    if (event instanceof KeyboardEvent) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, code: event.code, bubbles: true, cancelable: true }));
      continue;
    }
    if (event.type === 'pointerdown' || event.type === 'pointerup') {
      const { clientX, clientY, pointerType } = event as PointerEvent;
      target.dispatchEvent(new PointerEvent(event.type, { clientX, clientY, pointerType, bubbles: true }));
      continue;
    }
    const theme = target.closest('[data-theme-switch]')?.querySelector('input:checked');
    if (theme) theme.dispatchEvent(new Event('change', { bubbles: true }));
    else target.closest<HTMLElement>('[data-burger], [data-logout], astro-island[ssr] button')?.click();
  }
}
