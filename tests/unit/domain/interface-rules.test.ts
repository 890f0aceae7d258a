import { describe, it, expect } from 'vitest';
import { popupTransition, isPopupRendered, type PopupState, type PopupEvent } from '../../../src/domain/popup.ts';
import * as ui from '../../../src/domain/interface.ts';

describe('sender-flows §4 popup states', () => {
  it.each<[PopupState, PopupEvent, PopupState]>([
    ['closed', 'open', 'open'],
    ['closed', 'close', 'closed'],
    ['closed', 'animationEnd', 'closed'],
    ['open', 'close', 'closing'],
    ['open', 'open', 'open'],
    ['open', 'animationEnd', 'open'],
    ['closing', 'close', 'closing'],
    ['closing', 'animationEnd', 'unmounted'],
    ['closing', 'open', 'open'],
    ['unmounted', 'open', 'open'],
    ['unmounted', 'close', 'unmounted'],
  ])('%s --%s--> %s', (state, event, next) => {
    expect(popupTransition(state, event)).toBe(next);
  });

  it.each<[PopupState, boolean]>([
    ['closed', false],
    ['open', true],
    ['closing', true],
    ['unmounted', false],
  ])('%s rendered: %s', (state, rendered) => {
    expect(isPopupRendered(state)).toBe(rendered);
  });
});

describe('sender-flows §9 interface constants', () => {
  it('uses the spec numbers', () => {
    expect(ui.POPUP_ANIMATION_MS).toBe(600);
    expect(ui.POPUP_MAX_WIDTH_PX).toBe(568);
    expect(ui.POPUP_Z_INDEX).toBe(10000);
    expect(ui.SWIPE_DELTA_PX).toBe(20);
    expect(ui.ESCAPE_KEY_CODE).toBe(27);
    expect(ui.SNACKBAR_MS).toBe(2500);
    expect(ui.TIMED_MODAL_MS).toBe(2000);
    expect(ui.SPINNER_BLUR_MS).toBe(1000);
    expect(ui.SPINNER_CONTENT_OPACITY).toBe(0.3);
    expect(ui.DROPDOWN_MAX_HEIGHT_PX).toBe(300);
    expect(ui.HEADER_FIXED_AFTER_PX).toBe(50);
    expect(ui.CAROUSEL_INTERVAL_MS).toBe(3000);
  });

  it.each([
    [100, 119, false],
    [100, 120, true],
    [100, 300, true],
    [100, 80, false],
  ])('swipe from y=%i to y=%i closes a popup: %s', (start, end, closes) => {
    expect(ui.isSwipeDown(start, end)).toBe(closes);
  });

  it.each([
    [100, 81, false],
    [100, 80, true],
    [100, 120, false],
  ])('swipe from y=%i to y=%i hides the snackbar: %s', (start, end, hides) => {
    expect(ui.isSwipeUp(start, end)).toBe(hides);
  });

  it.each([
    [{ key: 'Escape' }, true],
    [{ key: 'Esc' }, true],
    [{ keyCode: 27 }, true],
    [{ key: 'Enter', keyCode: 13 }, false],
  ])('%o is Escape: %s', (event, escape) => {
    expect(ui.isEscape(event)).toBe(escape);
  });

  it('Escape closes a modal only when no popup is open (sender-flows §4)', () => {
    expect(ui.modalClosesOnEscape(0)).toBe(true);
    expect(ui.modalClosesOnEscape(1)).toBe(false);
  });
});

describe('public-site §2 header fixed after 50 px', () => {
  it.each([
    [0, false],
    [50, false],
    [51, true],
    [400, true],
  ])('scrollY %i fixed: %s', (y, fixed) => {
    expect(ui.isHeaderFixed(y)).toBe(fixed);
  });
});
