// @vitest-environment happy-dom
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FormView } from '../../../../src/ui/forms/index.ts';
import { $openPopups } from '../../../../src/stores/ui.ts';
import { loadPhoneRulesOf } from '../../../../src/lib/phone-rules-by-code.ts';
import { serverForm, stubScrolling, servePhoneMetadata } from './helpers.tsx';
import { loadErrorHint, loadFileInput, loadPhoneInput, loadRichText } from '../../../../src/ui/forms/on-demand.tsx';

// The phone input, the file input, the error hint and server error texts load on demand (on-demand.tsx): here they
// are in before the forms render; a phone field's metadata comes from the site's data files.
beforeAll(async () => {
  servePhoneMetadata();
  await Promise.all([loadPhoneInput(), loadErrorHint(), loadRichText(), loadFileInput()]);
});

beforeEach(() => {
  stubScrolling();
  $openPopups.set(0);
});
afterEach(() => {
  cleanup();
});

const phoneInput = () => screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement;
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  });
};

describe('sender-flows §5 phone inputs', () => {
  const login = serverForm([
    { name: 'phone', type: 'phone', mandatory: true },
    { name: 'password', type: 'password', mandatory: true },
  ]);

  it('keeps digits only and shows them with the country mask', () => {
    render(<FormView form={login} phone={{ initial: 'gb' }} onSubmit={() => {}} />);
    fireEvent.change(phoneInput(), { target: { value: '77-00a 900 001' } });
    expect(phoneInput().value).toBe('7700 900001');
    expect(screen.getByRole('button', { name: /Country code: United Kingdom \+44/ })).toBeTruthy();
  });

  it('holds at most 16 digits with the calling code', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={login} phone={{ initial: 'gb' }} validate={false} onSubmit={onSubmit} />);
    fireEvent.change(phoneInput(), { target: { value: '12345678901234567890' } });
    await submit();
    expect(onSubmit.mock.calls[0]![0].phone).toBe('4412345678901234');
  });

  it('submits on Enter even where the form switches Enter-submit off', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={login} submitOnEnter={false} phone={{ initial: 'gb' }} onSubmit={onSubmit} />);
    fireEvent.change(phoneInput(), { target: { value: '7700900001' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sandbox-2026' } });
    await act(async () => {
      fireEvent.keyDown(phoneInput(), { key: 'Enter' });
    });
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ phone: '447700900001' });
  });

  it('changes the country with the searchable picker, which leaves the excluded countries out', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={login} phone={{ initial: 'gb' }} validate={false} onSubmit={onSubmit} />);
    fireEvent.change(phoneInput(), { target: { value: '15112345678' } });
    fireEvent.click(screen.getByRole('button', { name: /Country code/ }));
    const picker = screen.getByRole('dialog', { name: 'Choose a country code' });
    fireEvent.change(within(picker).getByLabelText('Search for a country'), { target: { value: 'iran' } });
    expect(within(picker).getByText(/No country matches/)).toBeTruthy();
    fireEvent.change(within(picker).getByLabelText('Search for a country'), { target: { value: 'germ' } });
    fireEvent.click(within(picker).getByRole('button', { name: /Germany/ }));
    expect(phoneInput().value).toBe('1511 2345678');
    await submit();
    expect(onSubmit.mock.calls[0]![0].phone).toBe('4915112345678');
  });

  it('reads a full number the server sent into its country and national part', () => {
    render(<FormView form={serverForm([{ name: 'phone', type: 'phone', value: '12025550102', mandatory: true }])} onSubmit={() => {}} />);
    expect(phoneInput().value).toBe('202 555 0102');
    expect(screen.getByRole('button', { name: /Country code: United States \+1/ })).toBeTruthy();
  });

  it('fixes the country of a phone_strict field: no picker, the prefix in the name', () => {
    render(<FormView form={serverForm([{ name: 'phone', type: 'phone_strict', placeholder: 'Phone' }])} phone={{ initial: 'de' }} onSubmit={() => {}} />);
    expect(screen.queryByRole('button', { name: /Country code/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Phone.*\(\+49\)/ })).toBeTruthy();
  });

  it('fixes the country the flow names (options.fixed)', () => {
    render(<FormView form={login} phone={{ fixed: 'ph' }} onSubmit={() => {}} />);
    expect(screen.queryByRole('button', { name: /Country code/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /\(\+63\)/ })).toBeTruthy();
  });

  it('on a send form, posts the national number and takes the country from phone_country (fixed to the recipient’s)', async () => {
    const onSubmit = vi.fn();
    const send = serverForm([
      { name: 'phone_number', type: 'phone', placeholder: 'Recipient’s phone', maxLength: 16 },
      { name: 'phone_prefix', type: 'hidden', value: '63' },
      { name: 'phone_country', type: 'hidden', value: 'ph' },
    ]);
    render(<FormView form={send} onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: /Recipient’s phone/ }) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: /Country code/ })).toBeNull();
    fireEvent.change(input, { target: { value: '9171234567' } });
    expect(input.value).toBe('917 123 4567');
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toEqual({ phone_number: '9171234567', phone_prefix: '63', phone_country: 'ph' });
  });

  it('sets the companions when the picker is offered with them', async () => {
    const onSubmit = vi.fn();
    const form = serverForm([
      { name: 'phone_number', type: 'phone', placeholder: 'Phone' },
      { name: 'phone_prefix', type: 'hidden', value: '' },
      { name: 'phone_country', type: 'hidden', value: '' },
    ]);
    render(<FormView form={form} phone={{ initial: 'gb' }} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: /Country code/ }));
    fireEvent.change(screen.getByLabelText('Search for a country'), { target: { value: 'fran' } });
    fireEvent.click(screen.getByRole('button', { name: /France/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), { target: { value: '612345678' } });
    expect((screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement).value).toBe('6 12 34 56 78');
    expect(screen.getByRole('button', { name: /Country code: France \+33/ })).toBeTruthy();
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toEqual({ phone_number: '612345678', phone_prefix: '33', phone_country: 'fr' });
  });

  describe("with a country's phone rules still on their way (a slow network, a country just chosen)", () => {
    /** Holds back the metadata of `code` until the returned function lets it through. */
    function holdBack(code: string): () => Promise<void> {
      const served = globalThis.fetch;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => (String(input).endsWith(`/data/phone/${code}.json`) ? held.then(() => served(input, init)) : served(input, init)));
      return async () => {
        await act(async () => {
          release();
          await loadPhoneRulesOf(code);
        });
        vi.stubGlobal('fetch', served);
      };
    }
    const sendTo = (country: string, prefix: string) =>
      serverForm([
        { name: 'phone_number', type: 'phone', placeholder: 'Recipient’s phone', maxLength: 16 },
        { name: 'phone_prefix', type: 'hidden', value: prefix },
        { name: 'phone_country', type: 'hidden', value: country },
      ]);

    it('checks a number left before the rules arrived once they do', async () => {
      const arrive = holdBack('234');
      render(<FormView form={sendTo('ng', '234')} onSubmit={() => {}} />);
      const input = screen.getByRole('textbox', { name: /Recipient’s phone/ }) as HTMLInputElement;
      fireEvent.change(input, { target: { value: '80312' } });
      fireEvent.blur(input);
      expect(input.getAttribute('aria-invalid')).not.toBe('true');
      await arrive();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('This number is too short: a mobile number with +234 has 10 digits after the country code')).toBeTruthy();
    });

    it("names a number of another country once that country's rules arrive, after the field was left", async () => {
      await act(async () => {
        await loadPhoneRulesOf('254');
      });
      const arrive = holdBack('81');
      render(<FormView form={sendTo('ke', '254')} onSubmit={() => {}} />);
      const input = screen.getByRole('textbox', { name: /Recipient’s phone/ }) as HTMLInputElement;
      fireEvent.change(input, { target: { value: '+81 90 1234 5678' } });
      fireEvent.blur(input);
      await arrive();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('This is a number of another country. Enter a number with +254')).toBeTruthy();
    });

    it('makes a submit wait for them, and blocks a wrong number instead of sending it', async () => {
      const arrive = holdBack('91');
      const onSubmit = vi.fn();
      render(<FormView form={sendTo('in', '91')} onSubmit={onSubmit} />);
      const input = screen.getByRole('textbox', { name: /Recipient’s phone/ }) as HTMLInputElement;
      fireEvent.change(input, { target: { value: '98765' } });
      await submit();
      expect(onSubmit).not.toHaveBeenCalled();
      await arrive();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByText('This number is too short: a mobile number with +91 has 10 digits after the country code')).toBeTruthy();
    });
  });

  describe('with the phone rules loaded (libphonenumber-js, one calling code at a time)', () => {
    // The send form's +63, and +44 of the numbers typed into it: a number of another calling code
    // is named by its country once that code's metadata is in (the field asks for it on reading).
    beforeEach(async () => {
      await Promise.all(['63', '44'].map(loadPhoneRulesOf));
    });
    const send = serverForm([
      { name: 'phone_number', type: 'phone', placeholder: 'Recipient’s phone', maxLength: 16 },
      { name: 'phone_prefix', type: 'hidden', value: '63' },
      { name: 'phone_country', type: 'hidden', value: 'ph' },
    ]);

    it.each([['+63 917 123 4567'], ['639171234567'], ['0917-123-4567'], ['(+63) 917 123 4567'], ['+63 63 917 123 4567']])(
      'posts one prefix and one national number for %j typed or pasted into the send form',
      async (text) => {
        const onSubmit = vi.fn();
        render(<FormView form={send} onSubmit={onSubmit} />);
        const input = screen.getByRole('textbox', { name: /Recipient’s phone/ }) as HTMLInputElement;
        fireEvent.change(input, { target: { value: text } });
        fireEvent.blur(input);
        expect(input.value).toBe('917 123 4567');
        await submit();
        expect(onSubmit.mock.calls[0]![0]).toEqual({ phone_number: '9171234567', phone_prefix: '63', phone_country: 'ph' });
      },
    );

    it('keeps the caret after the digits edited inside the number; Backspace after a space takes the digit before it', () => {
      render(<FormView form={send} onSubmit={() => {}} />);
      const input = screen.getByRole('textbox', { name: /Recipient’s phone/ }) as HTMLInputElement;
      input.focus();
      fireEvent.change(input, { target: { value: '9171234567' } });
      const edit = (value: string, caret: number, inputType: string) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.setSelectionRange(caret, caret);
        act(() => {
          input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType }));
        });
      };
      // "917 12|3 4567", Backspace: the 2 goes, the caret stays after "917 1".
      edit('917 13 4567', 5, 'deleteContentBackward');
      expect([input.value, input.selectionStart]).toEqual(['917 134 567', 5]);
      // Then 8 typed there: "917 18|3 4567".
      edit('917 1834 567', 6, 'insertText');
      expect([input.value, input.selectionStart]).toEqual(['917 183 4567', 6]);
      // "917 |183 4567", Backspace over the space: the 7 before it goes.
      edit('917183 4567', 3, 'deleteContentBackward');
      expect([input.value, input.selectionStart]).toEqual(['911 834 567', 2]);
    });

    it('shows a number of another country as typed when the field is left, beside its message', () => {
      render(<FormView form={send} onSubmit={() => {}} />);
      const input = screen.getByRole('textbox', { name: /Recipient’s phone/ }) as HTMLInputElement;
      fireEvent.change(input, { target: { value: '+44 7700 900125' } });
      fireEvent.blur(input);
      expect(input.value).toBe('+44 7700 900125');
      expect(screen.getByText('This is a number of another country. Enter a number with +63')).toBeTruthy();
    });

    it('types "+" and the country code as typed, then keeps the national number', () => {
      render(<FormView form={send} onSubmit={() => {}} />);
      const input = screen.getByRole('textbox', { name: /Recipient’s phone/ }) as HTMLInputElement;
      for (const ch of '+63 917 123 4567') {
        const typed = input.value + ch;
        fireEvent.change(input, { target: { value: typed } });
      }
      expect(input.value).toBe('917 123 4567');
    });

    it('says on the field why a number is wrong, and blocks the submit', async () => {
      const onSubmit = vi.fn();
      render(<FormView form={send} onSubmit={onSubmit} />);
      const input = screen.getByRole('textbox', { name: /Recipient’s phone/ }) as HTMLInputElement;
      fireEvent.change(input, { target: { value: '+44 7700 900125' } });
      fireEvent.blur(input);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('This is a number of another country. Enter a number with +63')).toBeTruthy();
      fireEvent.change(input, { target: { value: '917 123 456' } });
      await submit();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByText('This number is too short: a mobile number with +63 has 10 digits after the country code')).toBeTruthy();
    });

    it('invite friends (the whole number in one field): "+44 7700 900125" is 447700900125', async () => {
      const onSubmit = vi.fn();
      render(<FormView form={login} phone={{ initial: 'gb' }} validate={false} onSubmit={onSubmit} />);
      fireEvent.change(phoneInput(), { target: { value: '+44 7700 900125' } });
      await submit();
      expect(onSubmit.mock.calls[0]![0].phone).toBe('447700900125');
    });
  });
});
