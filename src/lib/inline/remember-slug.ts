// public-site §2: the footer's country link remembers the previous slug and the region targets.
import { PREVIOUS_SLUG_KEY, previousSlug, REGION_TARGETS_KEY } from '../../domain/select-region.ts';

document.addEventListener('click', (event) => {
  // The footer's country link, and any other link to the select-region page (a menu's).
  if (!(event.target instanceof Element) || !event.target.closest('[data-remember-slug], a[href$="/select-region"]')) return;
  const targets = document.querySelector('[data-region-targets]')?.getAttribute('data-region-targets');
  try {
    sessionStorage.setItem(PREVIOUS_SLUG_KEY, previousSlug(location.pathname));
    if (targets) sessionStorage.setItem(REGION_TARGETS_KEY, targets);
    else sessionStorage.removeItem(REGION_TARGETS_KEY);
  } catch {
    // storage may be switched off; the region links then stay the regions' homes
  }
});
