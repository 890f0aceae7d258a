// design.md JavaScript budget: the shell's behaviour (shell.ts) loads on the first interaction, so a
// page carries this loader instead of the whole behaviour, and loads no script before.
// The country link's remembered slug stays here: its click leaves the page at once.
import './remember-slug.ts';
import { followSavedTheme } from './theme-choice.ts';

/** The shell module's URL under /_astro (its name carries its hash); given by the page. */
declare const SHELL_URL: string;

followSavedTheme();
// A pointer over the page, a touch, a focus, a key or a scroll of the page comes before any click on
// the shell (an element's own scroll, a carousel's autoplay, is no visitor's: it is not listened to).
const first = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;
// Clicks, keys and presses (a popup's swipe) that come before the module has run, for it to do again.
const kept = ['click', 'keydown', 'pointerdown', 'pointerup'] as const;
const early: Event[] = [];
const keep = (event: Event): void => void early.push(event);
const load = (): void => {
  for (const name of first) removeEventListener(name, load, true);
  removeEventListener('scroll', load);
  import(SHELL_URL)
    .then((shell: { replay: (events: readonly Event[]) => void }) => {
      for (const name of kept) removeEventListener(name, keep, true);
      shell.replay(early);
    })
    .catch((error: unknown) => console.error(error));
};
for (const name of kept) addEventListener(name, keep, true);
for (const name of first) addEventListener(name, load, { capture: true, passive: true });
addEventListener('scroll', load, { passive: true });
