// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormView, useServerForm, type ServerFormController } from '../../../src/islands/forms/index.ts';
import { serverForm, stubScrolling } from './helpers.tsx';

let scrolled: Element[] = [];
beforeEach(() => { scrolled = stubScrolling(); });
afterEach(() => { cleanup(); vi.useRealTimers(); });

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
    render(<Screen onReady={(controller) => { c = controller; }} onSubmit={onSubmit} />);
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
    act(() => { vi.advanceTimersByTime(1000); });
    expect(document.querySelector('[data-highlighted]')).toBeNull();

    await act(async () => { c.submit(); });
    expect(onSubmit).toHaveBeenCalledWith({ promo: 'NOFEE2026', secret: '' }, form, {});
  });

  it('tells the screen of every edit', () => {
    const onChange = vi.fn();
    render(<FormView form={form} onChange={onChange} onSubmit={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Promo code/), { target: { value: 'AB' } });
    expect(onChange).toHaveBeenCalledWith({ promo: 'AB', secret: '' }, 'promo');
  });
});
