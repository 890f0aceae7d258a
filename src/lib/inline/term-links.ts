// public-site §9: term links carry a cache-busting parameter that changes every 10 minutes.
import { cacheBustedUrl } from '../../domain/term-links.ts';

const SELECTOR = 'a[data-cache-bust]';
const refresh = (): void => {
  document.querySelectorAll(SELECTOR).forEach((a) => a.setAttribute('href', cacheBustedUrl(a.getAttribute('data-cache-bust') ?? '', Date.now())));
};
const onLink = (event: Event): void => {
  if (event.target instanceof Element && event.target.closest(SELECTOR)) refresh();
};
refresh();
document.addEventListener('pointerdown', onLink);
document.addEventListener('focusin', onLink);
