// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormView } from '../../../../src/ui/forms/index.ts';
import { serverForm, stubScrolling } from './helpers.tsx';

// Unlike the other form tests, nothing is loaded beforehand: the server error's text reader and the
// error hint arrive after the error shows, as on a slow network.
afterEach(() => cleanup());

describe('sender-flows §8 server errors while their parts load', () => {
  it("shows the error's words and the hint's button at once, then the formatted text", async () => {
    stubScrolling();
    const form = serverForm([{ name: 'phone', placeholder: 'Phone', mandatory: true }]);
    render(
      <FormView form={form} loginForm serverErrorField="phone" onSubmit={async () => ({ errors: { fields: { phone: { code: 'WRONG_CREDENTIALS', message: 'Wrong phone <b>or</b> password' } } } })} />,
    );
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '447700900001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    // In the same render as the error: no empty error and no hint button popping in later.
    expect(document.querySelector('.field-error')?.textContent).toBe('Wrong phone or password');
    expect(screen.getByRole('button', { name: 'More about this error' })).toBeTruthy();
    await screen.findByText('or', { selector: 'b' });
    expect(screen.getAllByRole('button', { name: 'More about this error' })).toHaveLength(1);
  });
});
