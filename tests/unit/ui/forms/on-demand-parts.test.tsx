// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormView } from '../../../../src/ui/forms/index.ts';
import { serverForm, stubScrolling } from './helpers.tsx';

// Unlike the other form tests, nothing is loaded beforehand: the server error's text reader and the
// error hint arrive after the error shows, as on a slow network.
afterEach(() => cleanup());

describe('sender-flows §8 server errors while their parts load', () => {
  it("shows the error's words and holds the hint button's place at once, then the formatted text and the button", async () => {
    stubScrolling();
    const form = serverForm([{ name: 'phone', placeholder: 'Phone', mandatory: true }]);
    render(
      <FormView form={form} loginForm serverErrorField="phone" onSubmit={async () => ({ errors: { fields: { phone: { code: 'WRONG_CREDENTIALS', message: 'Wrong phone <b>or</b> password' } } } })} />,
    );
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '447700900001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    // In the same render as the error: its words, and the hint button's place (no button popping in later).
    expect(document.querySelector('.field-error')?.textContent).toBe('Wrong phone or password');
    expect([...document.querySelectorAll('.form-hint-button')].map((e) => e.textContent)).toEqual(['More about this error']);
    await screen.findByText('or', { selector: 'b' });
    await screen.findByRole('button', { name: 'More about this error' });
    expect(document.querySelectorAll('.form-hint-button')).toHaveLength(1);
  });
});
