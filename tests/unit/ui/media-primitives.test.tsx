// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { describe, it, expect, vi, afterEach, beforeEach } from 'vitest';
import { render, screen, fireEvent, act, cleanup } from '@testing-library/react';
import { Carousel } from '../../../src/ui/primitives/Carousel.tsx';
import { VideoSection, VideoModal } from '../../../src/ui/primitives/Video.tsx';
import { Pagination } from '../../../src/ui/primitives/Pagination.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const text = { previous: 'Previous', next: 'Next', slide: (c: number, t: number) => `Slide ${c} of ${t}` };
const slides = ['A', 'B', 'C', 'D', 'E'].map((s) => <p key={s}>{s}</p>);
const index = () => document.querySelector('.carousel-track')?.getAttribute('data-index');

describe('public-site §4 carousel (React)', () => {
  it('advances every 3000 ms and pauses while hovered or focused', () => {
    window.innerWidth = 375;
    render(
      <Carousel kind="highlighted" label="Highlights" text={text}>
        {slides}
      </Carousel>,
    );
    expect(index()).toBe('0');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(index()).toBe('0');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(index()).toBe('1');
    fireEvent.pointerEnter(screen.getByRole('region'));
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(index()).toBe('1');
    fireEvent.pointerLeave(screen.getByRole('region'));
    fireEvent.focus(screen.getByRole('button', { name: 'Next' }));
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(index()).toBe('1');
  });

  it('does not autoplay the quote carousel; buttons move it', () => {
    window.innerWidth = 375;
    render(
      <Carousel kind="quote" label="Quotes" text={text}>
        {slides}
      </Carousel>,
    );
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(index()).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(index()).toBe('4');
    expect(screen.getAllByRole('group')[0]?.getAttribute('aria-label')).toBe('Slide 1 of 5');
  });
});

describe('public-site §4 video section and modal (React)', () => {
  it('swaps the preview for the autoplaying frame', () => {
    render(<VideoSection videoUrl="https://www.youtube-nocookie.com/embed/x" preview={{ url: '/p.svg', alt: '' }} title="Our story" playLabel="Play video" />);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/x?autoplay=1');
  });

  it('closes the video modal on an outside click and Escape, removing the frame', () => {
    const onClose = vi.fn();
    const { rerender } = render(<VideoModal videoUrl="https://v.example/e" title="Video" open onClose={onClose} closeLabel="Close" />);
    expect(document.querySelector('iframe')).not.toBeNull();
    fireEvent.click(document.querySelector('dialog')!);
    fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<VideoModal videoUrl="https://v.example/e" title="Video" open={false} onClose={onClose} closeLabel="Close" />);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('public-site §4 pagination (React)', () => {
  const labels = { label: 'Pagination', previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}`, currentPage: (n: number) => `Page ${n}, current page` };
  it.each([
    [1, 9, ['1', '2', '3', '4', '5'], true, false],
    [5, 9, ['3', '4', '5', '6', '7'], false, false],
    [9, 9, ['5', '6', '7', '8', '9'], false, true],
  ])('page %i of %i shows %j', (current, total, numbers, prevDisabled, nextDisabled) => {
    render(<Pagination current={current} total={total} onPage={() => {}} text={labels} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(numbers);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(prevDisabled);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(nextDisabled);
    expect(screen.getByRole('button', { name: `Page ${current}, current page` }).getAttribute('aria-current')).toBe('page');
  });
});
