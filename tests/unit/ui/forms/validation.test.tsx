// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FormView } from '../../../../src/ui/forms/index.ts';
import { submitPayload } from '../../../../src/domain/field-validation.ts';
import { loadRichText } from '../../../../src/ui/forms/on-demand.tsx';
import { serverForm, stubScrolling } from './helpers.tsx';
import type { Form } from '../../../../src/api/schemas/form.ts';

// A server's error text reads its markup with RichText, which loads on demand (on-demand.tsx).
beforeAll(async () => {
  await loadRichText();
});
beforeEach(() => {
  stubScrolling();
});
afterEach(() => {
  cleanup();
});

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  });
};
const errorOf = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((e) => e?.classList.contains('field-error'))?.textContent ?? null;
};

const nameForm = serverForm([
  { name: 'to_name', placeholder: 'First name', mandatory: true, checkRegexp: "^[\\p{L}\\p{M}][\\p{L}\\p{M}' .-]{0,49}$", checkRegexpError: 'Use letters as in the ID.' },
  { name: 'promo', placeholder: 'Promo code', checkRegexp: '^[A-Z0-9]{4,16}$' },
]);

describe('sender-flows §5 validation on blur, cleared on edit', () => {
  it('checks a field when it loses focus, with the field’s own pattern message', () => {
    render(<FormView form={nameForm} onSubmit={() => {}} />);
    const name = screen.getByLabelText('First name');
    fireEvent.change(name, { target: { value: '42' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toBe('Use letters as in the ID.');
    expect(screen.getByRole('status').textContent).toBe('First name: Use letters as in the ID.');
  });

  it('a press on the button leaves the field unchecked until the submit checks it, so its message cannot move the button from under the pointer', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={nameForm} onSubmit={onSubmit} />);
    const name = screen.getByLabelText('First name');
    const button = screen.getByRole('button', { name: 'Continue' });
    fireEvent.change(name, { target: { value: '42' } });
    fireEvent.pointerDown(button);
    fireEvent.blur(name);
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(name)).toBe('Use letters as in the ID.');
  });

  it('a mouse press let go off the button, or a touch turned into a scroll, checks the field it left', () => {
    render(<FormView form={nameForm} onSubmit={() => {}} />);
    const name = screen.getByLabelText('First name');
    const button = screen.getByRole('button', { name: 'Continue' });
    fireEvent.change(name, { target: { value: '42' } });
    fireEvent.pointerDown(button, { pointerType: 'mouse' });
    fireEvent.blur(name);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(errorOf(name)).toBe('Use letters as in the ID.');
    fireEvent.change(name, { target: { value: '43' } });
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.blur(name);
    fireEvent.pointerCancel(button, { pointerType: 'touch' });
    expect(errorOf(name)).toBe('Use letters as in the ID.');
  });

  it('a tap leaves the button before the field loses focus: the field waits for the submit', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={nameForm} onSubmit={onSubmit} />);
    const name = screen.getByLabelText('First name');
    const button = screen.getByRole('button', { name: 'Continue' });
    fireEvent.change(name, { target: { value: '42' } });
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.pointerUp(button, { pointerType: 'touch' });
    fireEvent.pointerLeave(button, { pointerType: 'touch' });
    fireEvent.blur(name);
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(name)).toBe('Use letters as in the ID.');
  });

  it('a press held on without a click checks the field after a second', () => {
    vi.useFakeTimers();
    try {
      render(<FormView form={nameForm} onSubmit={() => {}} />);
      const name = screen.getByLabelText('First name');
      fireEvent.change(name, { target: { value: '42' } });
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Continue' }), { pointerType: 'touch' });
      fireEvent.blur(name);
      expect(name.getAttribute('aria-invalid')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(errorOf(name)).toBe('Use letters as in the ID.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the required message for an empty mandatory field and the generic one for an optional pattern failure', () => {
    render(<FormView form={nameForm} onSubmit={() => {}} />);
    fireEvent.blur(screen.getByLabelText('First name'));
    expect(errorOf(screen.getByLabelText('First name'))).toBe('This field is required');
    const promo = screen.getByLabelText(/^Promo code/);
    fireEvent.blur(promo);
    expect(promo.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(promo, { target: { value: 'x' } });
    fireEvent.blur(promo);
    expect(errorOf(promo)).toBe('Please check this value');
  });

  it('clears the error on the next edit', () => {
    render(<FormView form={nameForm} onSubmit={() => {}} />);
    const name = screen.getByLabelText('First name');
    fireEvent.blur(name);
    fireEvent.change(name, { target: { value: 'M' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('optionally clears it on focus instead', () => {
    render(<FormView form={nameForm} clearErrorOnFocus onSubmit={() => {}} />);
    const name = screen.getByLabelText('First name');
    fireEvent.blur(name);
    fireEvent.focus(name);
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('does not check at all when validation is off', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={nameForm} validate={false} onSubmit={onSubmit} />);
    fireEvent.blur(screen.getByLabelText('First name'));
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('evaluates letter classes in Unicode mode and capitalises name fields', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={nameForm} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'élodie' } });
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Élodie');
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ to_name: 'Élodie' });
  });
});

describe('sender-flows §5 submit validation', () => {
  const form = serverForm([
    { name: 'a', placeholder: 'Visible mandatory', mandatory: true },
    { name: 'b', placeholder: 'Invisible mandatory', mandatory: true, visible: false },
    { name: 'c', placeholder: 'Optional' },
    { name: 'bank', type: 'drop_box', placeholder: 'Bank', mandatory: true, items: [] },
  ]);

  it('blocks on visible mandatory empty fields, skips hidden ones and a parent with no items', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={form} onSubmit={onSubmit} />);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Visible mandatory').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Bank').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(screen.getByLabelText('Visible mandatory'), { target: { value: 'x' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('checks hidden fields too when asked', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={form} checkHidden onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Visible mandatory'), { target: { value: 'x' } });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps blocking on a field already in error', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={serverForm([{ name: 'iban', placeholder: 'IBAN', value: 'XX', isError: true, errorMessage: 'Unknown bank' }])} onSubmit={onSubmit} />);
    expect(screen.getByText('Unknown bank')).toBeTruthy();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('posts formatted inputs without spaces and upper-cased fields in upper case', async () => {
    const onSubmit = vi.fn();
    const f = serverForm([
      { name: 'pan', type: 'pan', placeholder: 'Card', mandatory: true, checkRegexp: '^\\d{16}$' },
      { name: 'swift', placeholder: 'SWIFT' },
    ]);
    render(<FormView form={f} upperCaseFields={['swift']} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Card'), { target: { value: '4242424242424242' } });
    expect((screen.getByLabelText('Card') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    fireEvent.change(screen.getByLabelText(/^SWIFT/), { target: { value: 'deutdeff' } });
    await submit();
    const values = onSubmit.mock.calls[0]![0];
    expect(Object.fromEntries(submitPayload(f, values))).toEqual({ pan: '4242424242424242', swift: 'DEUTDEFF' });
  });

  it('marks the card number invalid after a server error code, until it is edited', async () => {
    const onSubmit = vi.fn().mockResolvedValueOnce({ errors: { fields: {}, server: { code: 'CARD_DECLINED', message: 'Declined' } } });
    render(<FormView form={serverForm([{ name: 'pan', type: 'pan', placeholder: 'Card', mandatory: true }])} onSubmit={onSubmit} />);
    const pan = screen.getByLabelText('Card');
    fireEvent.change(pan, { target: { value: '4000000000000002' } });
    await submit();
    fireEvent.blur(pan);
    expect(pan.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(pan, { target: { value: '4242424242424242' } });
    fireEvent.blur(pan);
    expect(pan.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks 3 digits on the precheque form', () => {
    render(<FormView form={serverForm([{ name: 'code', placeholder: 'Code', mandatory: true }], 'precheque')} onSubmit={() => {}} />);
    const code = screen.getByLabelText('Code');
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.blur(code);
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a second submit while the first runs; one made while the screen is busy goes through once it is not', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { rerender } = render(<FormView form={serverForm([{ name: 'x', placeholder: 'X' }])} onSubmit={onSubmit} />);
    await submit();
    await submit();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => finish());
    rerender(<FormView form={serverForm([{ name: 'x', placeholder: 'X' }])} busy onSubmit={onSubmit} />);
    await submit();
    await submit();
    expect(onSubmit).toHaveBeenCalledOnce();
    await act(async () => {
      rerender(<FormView form={serverForm([{ name: 'x', placeholder: 'X' }])} onSubmit={onSubmit} />);
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('drops a submit while the screen refuses one, and a held one when the wait ends in a refusal', async () => {
    const onSubmit = vi.fn();
    const onBlocked = vi.fn();
    const form = serverForm([{ name: 'x', placeholder: 'X' }]);
    const { rerender } = render(<FormView form={form} blocked onBlocked={onBlocked} onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe('true');
    await submit();
    // The screen is told, to show the sender what blocks it.
    expect(onBlocked).toHaveBeenCalledOnce();
    await act(async () => {
      rerender(<FormView form={form} onSubmit={onSubmit} />);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<FormView form={form} busy onSubmit={onSubmit} />);
    await submit();
    await act(async () => {
      rerender(<FormView form={form} blocked onSubmit={onSubmit} />);
    });
    await act(async () => {
      rerender(<FormView form={form} onSubmit={onSubmit} />);
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a submit made while busy against the form as it is once ready: an error shows, nothing is sent', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<FormView form={serverForm([{ name: 'x', placeholder: 'X' }])} busy onSubmit={onSubmit} />);
    await submit();
    await act(async () => {
      rerender(<FormView form={serverForm([{ name: 'y', placeholder: 'Account', mandatory: true }])} onSubmit={onSubmit} />);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('sender-flows §5 Enter-key submit', () => {
  const form = serverForm([
    { name: 'x', placeholder: 'X' },
    { name: 'note', type: 'textarea', placeholder: 'Note' },
  ]);
  const pressEnter = (element: HTMLElement) => {
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('is on by default (the browser submits)', () => {
    render(<FormView form={form} onSubmit={() => {}} />);
    expect(pressEnter(screen.getByLabelText(/^X/))).toBe(false);
  });

  it('can be switched off per form, and a textarea keeps its new lines either way', () => {
    render(<FormView form={form} submitOnEnter={false} onSubmit={() => {}} />);
    expect(pressEnter(screen.getByLabelText(/^X/))).toBe(true);
    expect(pressEnter(screen.getByLabelText(/^Note/))).toBe(false);
  });
});

describe('sender-flows §4 rebuilt forms', () => {
  function Rebuilding({ first, second, onSubmit }: { first: Form; second: Form; onSubmit: (v: unknown) => void }) {
    const [form, setForm] = useState(first);
    return (
      <>
        <FormView form={form} onSubmit={onSubmit} />
        <button type="button" onClick={() => setForm(second)}>
          Rebuild
        </button>
      </>
    );
  }

  it('keeps what the user gave visible fields, takes the server values of the rest, and starts nonRepeatable ones over', async () => {
    const first = serverForm([
      { name: 'to_name', placeholder: 'Name' },
      { name: 'otp', placeholder: 'Code', nonRepeatable: true },
      { name: 'amount', type: 'hidden', value: '10' },
    ]);
    const second = serverForm([
      { name: 'to_name', placeholder: 'Name' },
      { name: 'otp', placeholder: 'Code', nonRepeatable: true },
      { name: 'amount', type: 'hidden', value: '20' },
      { name: 'extra', placeholder: 'Extra', value: 'e' },
    ]);
    const onSubmit = vi.fn();
    render(<Rebuilding first={first} second={second} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Maria' } });
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rebuild' }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Maria');
    expect((screen.getByLabelText(/^Code/) as HTMLInputElement).value).toBe('');
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toEqual({ to_name: 'Maria', otp: '', amount: '20', extra: 'e' });
  });
});
