// @vitest-environment happy-dom
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { form as formSchema } from '../../../../src/api/schemas/form.ts';
import { FormView, type SubmitOutcome } from '../../../../src/ui/forms/index.ts';
import { servePhoneMetadata } from './helpers.tsx';
import { loadErrorHint, loadFileInput, loadPhoneInput, loadRichText } from '../../../../src/ui/forms/on-demand.tsx';

// The phone input, the file input, the error hint and server error texts load on demand (on-demand.tsx): here they
// are in before the forms render; a phone field's metadata comes from the site's data files.
beforeAll(async () => {
  servePhoneMetadata();
  await Promise.all([loadPhoneInput(), loadErrorHint(), loadRichText(), loadFileInput()]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const loginForm = formSchema.parse({
  name: 'login',
  action: '/api/login/security-check',
  fields: [
    { name: 'phone', type: 'phone', mandatory: true },
    { name: 'password', type: 'password', mandatory: true },
    { name: 'remember', type: 'checkbox', value: 'false', comment: 'Keep me signed in' },
  ],
});

const submitButton = () => screen.getByRole('button', { name: 'Continue' });

describe('sender-flows §3 and §5 FormView basics', () => {
  it('labels every field and submits the values once the mandatory ones are filled', async () => {
    const onSubmit = vi.fn(async (_values: Record<string, string>): Promise<SubmitOutcome> => ({ errors: null }));
    render(<FormView form={loginForm} onSubmit={onSubmit} phone={{ initial: 'gb' }} />);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '7700 900001' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sandbox-2026' } });
    fireEvent.click(screen.getByLabelText('Keep me signed in'));
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]).toEqual({ phone: '447700900001', password: 'Sandbox-2026', remember: 'true' });
  });

  it('blocks the submit on empty mandatory fields and marks them invalid', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={loginForm} onSubmit={onSubmit} />);
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(onSubmit).not.toHaveBeenCalled();
    const phone = screen.getByLabelText('Phone number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required');
    expect(screen.getByRole('status').textContent).toContain('This field is required');
  });

  it('puts server errors on their fields', async () => {
    const onSubmit = vi.fn(async (): Promise<SubmitOutcome> => ({ errors: { fields: {}, server: { code: 'WRONG_CREDENTIALS', message: 'Wrong phone or password' } } }));
    render(<FormView form={loginForm} onSubmit={onSubmit} loginForm serverErrorField="password" phone={{ initial: 'gb' }} />);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '7700900001' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    await act(async () => {
      fireEvent.click(submitButton());
    });
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Wrong phone or password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More about this error' })).toBeTruthy();
  });
});
