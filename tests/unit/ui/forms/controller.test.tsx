// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormView, useServerForm, type ServerFormController } from '../../../../src/ui/forms/index.ts';
import { serverForm, stubScrolling } from './helpers.tsx';

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = stubScrolling();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const form = serverForm([
  { name: 'promo', placeholder: 'Promo code' },
  { name: 'secret', placeholder: 'Secret', visible: false },
]);

function Screen({ onReady, onSubmit }: { onReady: (c: ServerFormController) => void; onSubmit: () => void }) {
  const controller = useServerForm(form);
  onReady(controller);
  return <FormView form={form} controller={controller} hideSubmit onSubmit={onSubmit} />;
}

describe('sender-flows §4 form operations from the screen', () => {
  it('sets values, shows and hides fields, sets and clears errors, scrolls to a field and submits', async () => {
    vi.useFakeTimers();
    let c!: ServerFormController;
    const onSubmit = vi.fn();
    render(
      <Screen
        onReady={(controller) => {
          c = controller;
        }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    act(() => c.setValues({ promo: 'NOFEE2026' }));
    expect((screen.getByLabelText(/^Promo code/) as HTMLInputElement).value).toBe('NOFEE2026');

    act(() => c.setShown('secret', true));
    expect(screen.getByLabelText(/^Secret/)).toBeTruthy();
    act(() => c.setShown('promo', false));
    expect(screen.queryByLabelText(/^Promo code/)).toBeNull();
    act(() => c.setShown('promo', null));
    expect(c.isShown('promo')).toBe(true);

    act(() => c.setError('promo', { message: 'Expired code' }));
    expect(screen.getByLabelText(/^Promo code/).getAttribute('aria-invalid')).toBe('true');
    act(() => c.clearError('promo'));
    expect(screen.getByLabelText(/^Promo code/).getAttribute('aria-invalid')).toBeNull();

    act(() => c.scrollToField('secret'));
    expect(scrolled.at(-1)).toBe(document.querySelector('[data-field="secret"]'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(document.querySelector('[data-highlighted]')).toBeNull();

    await act(async () => {
      c.submit();
    });
    expect(onSubmit).toHaveBeenCalledWith({ promo: 'NOFEE2026', secret: '' }, form, {});
  });

  it('tells the screen of every edit', () => {
    const onChange = vi.fn();
    render(<FormView form={form} onChange={onChange} onSubmit={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Promo code/), { target: { value: 'AB' } });
    expect(onChange).toHaveBeenCalledWith({ promo: 'AB', secret: '' }, 'promo');
  });
});

describe('sender-flows §4 form rebuilt: a value stays in its own field', () => {
  const methodForm = (method: 'BANK_ACCOUNT' | 'HOME_DELIVERY') =>
    serverForm(
      [
        {
          name: 'deliveryMethod',
          type: 'drop_box',
          placeholder: 'Delivery method',
          value: method,
          items: [
            { value: 'BANK_ACCOUNT', title: 'Bank account' },
            { value: 'HOME_DELIVERY', title: 'Home delivery' },
          ],
        },
        { name: 'to_name', placeholder: 'First name' },
        method === 'BANK_ACCOUNT'
          ? { name: 'to_account', canonicalPath: 'toValues[to_account]', type: 'bank_account', placeholder: 'Bank account', checkRegexp: '^[A-Za-z0-9 ]{8,42}$' }
          : { name: 'to_account', canonicalPath: 'toValues[to_account]', type: 'autocomplete_address', placeholder: 'Delivery address', checkRegexp: '^[^<>]{10,200}$' },
      ],
      'send',
    );

  it('an IBAN typed under Bank account does not become the Delivery address when the method changes', () => {
    const view = render(<FormView form={methodForm('BANK_ACCOUNT')} onSubmit={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/^Bank account/), { target: { value: 'GB29NWBK60161331926819' } });
    expect((screen.getByLabelText(/^Bank account/) as HTMLInputElement).value).toBe('GB29 NWBK 6016 1331 9268 19');
    fireEvent.change(screen.getByRole('combobox', { name: /^Delivery method/ }), { target: { value: 'HOME_DELIVERY' } });

    view.rerender(<FormView form={methodForm('HOME_DELIVERY')} onSubmit={() => {}} />);
    expect((screen.getByLabelText(/^Delivery address/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ana');

    // Back to the bank account: that field is new again too, nothing of the address carried over.
    fireEvent.change(screen.getByLabelText(/^Delivery address/), { target: { value: '12 Rizal Street, Manila' } });
    view.rerender(<FormView form={methodForm('BANK_ACCOUNT')} onSubmit={() => {}} />);
    expect((screen.getByLabelText(/^Bank account/) as HTMLInputElement).value).toBe('');
  });

  it('a rebuild of the same form keeps what was typed in each field', () => {
    const view = render(<FormView form={methodForm('BANK_ACCOUNT')} onSubmit={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Bank account/), { target: { value: 'GB29NWBK60161331926819' } });
    view.rerender(<FormView form={methodForm('BANK_ACCOUNT')} onSubmit={() => {}} />);
    expect((screen.getByLabelText(/^Bank account/) as HTMLInputElement).value).toBe('GB29 NWBK 6016 1331 9268 19');
  });
});
