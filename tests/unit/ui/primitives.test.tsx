// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach, beforeEach } from 'vitest';
import { render, screen, fireEvent, act, cleanup } from '@testing-library/react';
import { useState } from 'react';
import { Popup } from '../../../src/ui/primitives/Popup.tsx';
import { Modal } from '../../../src/ui/primitives/Modal.tsx';
import { Snackbar } from '../../../src/ui/primitives/Snackbar.tsx';
import { TimedModal } from '../../../src/ui/primitives/TimedModal.tsx';
import { SpinnerOverlay } from '../../../src/ui/primitives/SpinnerOverlay.tsx';
import { $openPopups } from '../../../src/stores/ui.ts';

beforeEach(() => {
  vi.useFakeTimers();
  $openPopups.set(0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function PopupHarness({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open popup
      </button>
      <Popup open={open} onClose={() => setOpen(false)} onClosed={onClosed ?? (() => {})} title="Scan" closeLabel="Close">
        <p>Body</p>
      </Popup>
    </>
  );
}

const dialog = () => document.querySelector('dialog');

describe('sender-flows §4 popup (React)', () => {
  it('opens, plays the 0.6 s closing animation, then unmounts', () => {
    const onClosed = vi.fn();
    render(<PopupHarness onClosed={onClosed} />);
    expect(dialog()).toBeNull();
    fireEvent.click(screen.getByText('Open popup'));
    expect(dialog()?.dataset['state']).toBe('open');
    expect($openPopups.get()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(dialog()?.dataset['state']).toBe('closing');
    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(dialog()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(dialog()).toBeNull();
    expect(onClosed).toHaveBeenCalledOnce();
    expect($openPopups.get()).toBe(0);
  });

  it.each([
    ['Escape (cancel)', (d: HTMLDialogElement) => fireEvent(d, new Event('cancel', { cancelable: true }))],
    ['an overlay click', (d: HTMLDialogElement) => fireEvent.click(d)],
    [
      'a 20 px swipe down',
      (d: HTMLDialogElement) => {
        fireEvent.pointerDown(d, { clientY: 100 });
        fireEvent.pointerUp(d, { clientY: 120 });
      },
    ],
  ])('closes on %s', (_name, act_) => {
    render(<PopupHarness />);
    fireEvent.click(screen.getByText('Open popup'));
    act_(dialog()!);
    expect(dialog()?.dataset['state']).toBe('closing');
  });

  it('stays open on a 19 px swipe or a click inside', () => {
    render(<PopupHarness />);
    fireEvent.click(screen.getByText('Open popup'));
    fireEvent.pointerDown(dialog()!, { clientY: 100 });
    fireEvent.pointerUp(dialog()!, { clientY: 119 });
    fireEvent.click(screen.getByText('Body'));
    expect(dialog()?.dataset['state']).toBe('open');
  });
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open modal
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Languages" closeLabel="Close">
        <a href="#x">Deutsch</a>
      </Modal>
    </>
  );
}

describe('sender-flows §4 modal (React)', () => {
  it('toggles, closes on Escape, and gives focus back to the opener', () => {
    render(<ModalHarness />);
    const opener = screen.getByText('Open modal');
    opener.focus();
    fireEvent.click(opener);
    expect(dialog()).not.toBeNull();
    fireEvent(dialog()!, new Event('cancel', { cancelable: true }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores Escape while a popup is open', () => {
    render(<ModalHarness />);
    fireEvent.click(screen.getByText('Open modal'));
    act(() => {
      $openPopups.set(1);
    });
    fireEvent(dialog()!, new Event('cancel', { cancelable: true }));
    expect(dialog()).not.toBeNull();
  });
});

describe('sender-flows §4 snackbar and timed modal', () => {
  it('hides the snackbar after 2500 ms', () => {
    const onHide = vi.fn();
    render(<Snackbar message="Saved" onHide={onHide} />);
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => {
      vi.advanceTimersByTime(2499);
    });
    expect(onHide).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('hides the snackbar on a tap or a 20 px swipe up', () => {
    const onHide = vi.fn();
    render(<Snackbar message="Saved" onHide={onHide} />);
    fireEvent.click(screen.getByText('Saved'));
    fireEvent.pointerDown(screen.getByText('Saved'), { clientY: 100 });
    fireEvent.pointerUp(screen.getByText('Saved'), { clientY: 80 });
    expect(onHide).toHaveBeenCalledTimes(2);
  });

  it('closes the timed modal after 2000 ms', () => {
    const onClose = vi.fn();
    render(<TimedModal open onClose={onClose} title="Sent" closeLabel="Close" />);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('sender-flows §4 spinner overlay', () => {
  it('dims the content and blurs the focused input after 1000 ms', () => {
    const { rerender } = render(
      <SpinnerOverlay active={false} label="Loading">
        <input aria-label="Amount" />
      </SpinnerOverlay>,
    );
    const input = screen.getByLabelText('Amount');
    input.focus();
    rerender(
      <SpinnerOverlay active label="Loading">
        <input aria-label="Amount" />
      </SpinnerOverlay>,
    );
    expect(document.querySelector('.spinner-content')?.hasAttribute('data-dimmed')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(document.activeElement).toBe(input);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.activeElement).not.toBe(input);
  });
});
