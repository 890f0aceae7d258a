import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { slidesPerView, autoplays, nextSlide, autoplayPaused, CAROUSEL_INTERVAL_MS, type CarouselKind } from '../../domain/carousel.ts';

interface Props {
  kind: CarouselKind;
  label: string;
  /** Accessible names of the previous/next buttons and the slide counter ("Slide {current} of {total}"). */
  text: { previous: string; next: string; slide: (current: number, total: number) => string };
  children: ReactNode[];
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Carousel for islands and the /auth app (public-site §4, §9): slides per width and autoplay rules
 * from domain/carousel.ts, every 3000 ms, paused on hover, focus, a hidden tab and reduced motion,
 * and stopped once the visitor moves the slides.
 */
export function Carousel({ kind, label, text, children }: Props) {
  const [width, setWidth] = useState(() => (typeof innerWidth === 'number' ? innerWidth : 1440));
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A visitor who moves the slides takes over: autoplay stays off from then on.
  const [stopped, setStopped] = useState(false);
  const count = children.length;
  const perView = slidesPerView(kind, width) ?? count;
  const playing = autoplays(kind, { width, items: count, reducedMotion: reducedMotion() }) && !autoplayPaused({ hovered, focused, hidden: false, stopped });
  // Position through CSS custom properties set from script: style attributes would break the CSP.
  const track = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    track.current?.style.setProperty('--per', String(perView));
    track.current?.style.setProperty('--index', String(index));
  }, [perView, index]);
  useEffect(() => {
    const resize = () => setWidth(innerWidth);
    addEventListener('resize', resize);
    return () => removeEventListener('resize', resize);
  }, []);
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      if (!document.hidden) setIndex((i) => nextSlide(i, count));
    }, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count]);
  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className="carousel-viewport">
        <ul ref={track} className="carousel-track" role="list" data-index={index}>
          {children.map((child, i) => (
            <li key={i} role="group" aria-roledescription="slide" aria-label={text.slide(i + 1, count)}>
              {child}
            </li>
          ))}
        </ul>
      </div>
      {perView < count && (
        <div className="carousel-controls">
          <button
            type="button"
            aria-label={text.previous}
            onClick={() => {
              setStopped(true);
              setIndex((i) => (i - 1 + count) % count);
            }}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label={text.next}
            onClick={() => {
              setStopped(true);
              setIndex((i) => nextSlide(i, count));
            }}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
