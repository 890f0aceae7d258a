// Carousels (public-site §4, §9): CSS scroll-snap slides; this advances the autoplay ones.
import { autoplayPaused, CAROUSEL_INTERVAL_MS } from '../../domain/carousel.ts';

if (!matchMedia('(prefers-reduced-motion: reduce)').matches) {
  document.querySelectorAll<HTMLElement>('[data-autoplay-below]').forEach((track) => {
    const below = Number(track.getAttribute('data-autoplay-below'));
    const pause = track.parentElement?.querySelector<HTMLButtonElement>('[data-carousel-pause]');
    let stopped = false;
    if (pause) {
      pause.hidden = false;
      pause.addEventListener('click', () => {
        stopped = !stopped;
        pause.setAttribute('aria-pressed', String(stopped));
      });
    }
    let hovered = false;
    track.addEventListener('pointerenter', () => {
      hovered = true;
    });
    track.addEventListener('pointerleave', () => {
      hovered = false;
    });
    setInterval(() => {
      if (autoplayPaused({ hovered, focused: track.contains(document.activeElement), hidden: document.hidden, stopped }) || innerWidth >= below) return;
      if (track.scrollWidth <= track.clientWidth) return;
      const slide = track.firstElementChild;
      const step = slide ? slide.getBoundingClientRect().width : track.clientWidth;
      const end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
      track.scrollTo({ left: end ? 0 : track.scrollLeft + step, behavior: 'smooth' });
    }, CAROUSEL_INTERVAL_MS);
  });
}
