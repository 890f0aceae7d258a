import { describe, it, expect } from 'vitest';
import { slidesPerView, autoplays, nextSlide, autoplayPaused, autoplayBelowWidth, type CarouselKind } from '../../../src/domain/carousel.ts';

describe('public-site §9 carousel slides per width', () => {
  it.each<[CarouselKind, number, number | null]>([
    ['highlighted', 1920, 3],
    ['highlighted', 1440, 3],
    ['highlighted', 1439, 1.5],
    ['highlighted', 744, 1.5],
    ['highlighted', 743, 1.2],
    ['highlighted', 320, 1.2],
    ['step', 1440, null],
    ['step', 1000, 3.5],
    ['step', 744, 3.5],
    ['step', 600, 2.3],
    ['press', 1440, 3],
    ['press', 1439, 1],
    ['press', 375, 1],
    ['crossProduct', 1920, 2],
    ['crossProduct', 375, 2],
    ['quote', 1440, 1],
  ])('%s at %i px shows %s', (kind, width, slides) => {
    expect(slidesPerView(kind, width)).toBe(slides);
  });
});

describe('public-site §4 carousel autoplay (3000 ms)', () => {
  it.each<[CarouselKind, number, number, boolean, boolean]>([
    // Highlighted: only with more than 3 items or when not desktop.
    ['highlighted', 1440, 3, false, false],
    ['highlighted', 1440, 4, false, true],
    ['highlighted', 1000, 3, false, true],
    ['highlighted', 375, 2, false, true],
    ['highlighted', 1000, 1, false, false],
    // Quote carousel: autoplay off.
    ['quote', 375, 5, false, false],
    // Step: static on desktop.
    ['step', 1440, 6, false, false],
    ['step', 375, 6, false, true],
    // Cross-product slider: autoplay under 1352 px.
    ['crossProduct', 1352, 4, false, false],
    ['crossProduct', 1351, 4, false, true],
    ['press', 375, 3, false, true],
    // Reduced motion stops every carousel.
    ['highlighted', 375, 6, true, false],
    ['press', 375, 6, true, false],
  ])('%s at %i px with %i items (reduced motion %s) autoplays: %s', (kind, width, items, reducedMotion, expected) => {
    expect(autoplays(kind, { width, items, reducedMotion })).toBe(expected);
  });

  it.each([
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, 0],
    [0, 0, 0],
  ])('after slide %i of %i comes %i', (index, count, next) => {
    expect(nextSlide(index, count)).toBe(next);
  });

  it.each([
    [{ hovered: false, focused: false, hidden: false, stopped: false }, false],
    [{ hovered: true, focused: false, hidden: false, stopped: false }, true],
    [{ hovered: false, focused: true, hidden: false, stopped: false }, true],
    [{ hovered: false, focused: false, hidden: true, stopped: false }, true],
    [{ hovered: false, focused: false, hidden: false, stopped: true }, true],
  ])('paused on hover, focus, hidden tab or by its button: %o → %s', (state, paused) => {
    expect(autoplayPaused(state)).toBe(paused);
  });
});

describe('public-site §9 autoplay limit of static carousels', () => {
  it.each<[CarouselKind, number, number]>([
    ['highlighted', 3, 1440],
    ['highlighted', 4, Infinity],
    ['highlighted', 1, 0],
    ['crossProduct', 4, 1352],
    ['step', 6, 1440],
    ['press', 3, 1440],
    ['press', 5, Infinity],
    ['quote', 9, 0],
  ])('%s with %i items autoplays below %s px', (kind, items, width) => {
    expect(autoplayBelowWidth(kind, items)).toBe(width);
  });
});
