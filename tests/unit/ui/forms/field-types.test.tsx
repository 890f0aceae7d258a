// @vitest-environment happy-dom
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormView } from '../../../../src/ui/forms/index.ts';
import { serverForm, servePhoneMetadata } from './helpers.tsx';
import { loadErrorHint, loadFileInput, loadPhoneInput, loadRichText } from '../../../../src/ui/forms/on-demand.tsx';

// The phone input, the file input, the error hint and server error texts load on demand (on-demand.tsx): here they
// are in before the forms render; a phone field's metadata comes from the site's data files.
beforeAll(async () => {
  servePhoneMetadata();
  await Promise.all([loadPhoneInput(), loadErrorHint(), loadRichText(), loadFileInput()]);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  });
};

describe('sender-flows §3 every field type renders with a label', () => {
  const every = serverForm([
    { name: 'a_text', type: 'text', placeholder: 'Text' },
    { name: 'a_tel', type: 'tel', placeholder: 'Tel' },
    { name: 'a_number', type: 'number', placeholder: 'Number' },
    { name: 'a_date', type: 'date', placeholder: 'Date' },
    { name: 'a_pan', type: 'pan', placeholder: 'Pan' },
    { name: 'a_textarea', type: 'textarea', placeholder: 'Textarea', maxLength: 140 },
    {
      name: 'a_drop_box',
      type: 'drop_box',
      placeholder: 'Drop box',
      items: [
        { value: '1', title: 'One' },
        { value: '2', title: 'Two' },
      ],
    },
    { name: 'a_email', type: 'email', placeholder: 'Email' },
    { name: 'a_password', type: 'password', placeholder: 'Password' },
    { name: 'a_search', type: 'search', placeholder: 'Search' },
    { name: 'a_hidden', type: 'hidden', value: 'h' },
    { name: 'a_cvv', type: 'cvv', placeholder: 'Cvv' },
    { name: 'a_exp_date', type: 'exp_date', placeholder: 'Exp date' },
    { name: 'a_checkbox', type: 'checkbox', comment: 'Checkbox' },
    { name: 'a_bik', type: 'bik', placeholder: 'Bik' },
    { name: 'a_bank_account', type: 'bank_account', placeholder: 'Bank account' },
    { name: 'a_phone', type: 'phone', placeholder: 'Phone' },
    { name: 'a_phone_strict', type: 'phone_strict', placeholder: 'Phone strict' },
    { name: 'a_address', type: 'autocomplete_address', placeholder: 'Address' },
    { name: 'a_upload_doc', type: 'upload_doc', placeholder: 'Upload doc' },
    { name: 'a_digital', type: 'digital', placeholder: 'Digital' },
    { name: 'a_country', type: 'country', placeholder: 'Country', items: [{ value: '826', title: 'United Kingdom' }] },
    { name: 'a_file', type: 'file', placeholder: 'File' },
    { name: 'a_other', type: 'signature_pad', placeholder: 'Other' },
  ]);

  it.each([
    ['Text', 'INPUT', 'text'],
    ['Tel', 'INPUT', 'tel'],
    ['Number', 'INPUT', 'text'],
    ['Date', 'INPUT', 'date'],
    ['Pan', 'INPUT', 'text'],
    ['Textarea', 'TEXTAREA', ''],
    ['Drop box', 'SELECT', ''],
    ['Email', 'INPUT', 'email'],
    ['Password', 'INPUT', 'password'],
    ['Search', 'INPUT', 'search'],
    ['Cvv', 'INPUT', 'password'],
    ['Exp date', 'INPUT', 'text'],
    ['Checkbox', 'INPUT', 'checkbox'],
    ['Bik', 'INPUT', 'text'],
    ['Bank account', 'INPUT', 'text'],
    ['Phone', 'INPUT', 'tel'],
    ['Phone strict', 'INPUT', 'tel'],
    ['Address', 'INPUT', 'text'],
    ['Upload doc', 'INPUT', 'file'],
    ['Digital', 'INPUT', 'text'],
    ['Country', 'SELECT', ''],
    ['File', 'INPUT', 'file'],
    ['Other', 'INPUT', 'text'],
  ])('%s: a labelled %s %s', (label, tag, type) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<FormView form={every} onSubmit={() => {}} />);
    const input = screen.getByLabelText(new RegExp(`^${label}( \\(\\+\\d+\\))?( \\(optional\\))?$`));
    expect(input.tagName).toBe(tag);
    if (type) expect(input.getAttribute('type')).toBe(type);
  });

  it('renders no box for a hidden field but posts its value', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onSubmit = vi.fn();
    const { container } = render(<FormView form={every} onSubmit={onSubmit} />);
    expect(container.querySelector('[name="a_hidden"]')).toBeNull();
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ a_hidden: 'h' });
  });

  it('shows an unknown type as text and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<FormView form={every} onSubmit={() => {}} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"signature_pad"'));
    expect(warn).toHaveBeenCalledOnce();
  });

  it('gives a textarea 5 rows and the configured maximum length (sender-flows §5)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<FormView form={every} onSubmit={() => {}} />);
    const area = screen.getByLabelText(/^Textarea/);
    expect(area.getAttribute('rows')).toBe('5');
    expect(area.getAttribute('maxlength')).toBe('140');
  });
});

describe('sender-flows §3 placeholder, comment, long comment, read-only, order', () => {
  it('keeps a placeholder in the box when the label comes from elsewhere, and shows the comment', () => {
    render(
      <FormView form={serverForm([{ name: 'email', type: 'email', placeholder: 'you@example.com', comment: 'We send receipts here' }])} labels={{ email: 'Email address' }} onSubmit={() => {}} />,
    );
    const input = screen.getByLabelText(/^Email address/);
    expect(input.getAttribute('placeholder')).toBe('you@example.com');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('We send receipts here');
  });

  it('opens the long comment behind Show more, and says so', () => {
    render(<FormView form={serverForm([{ name: 'iban', placeholder: 'IBAN', comment: 'Your IBAN.', commentLong: 'It starts with the country code.' }])} onSubmit={() => {}} />);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/country code/)).toBeNull();
    fireEvent.click(more);
    expect(screen.getByText(/It starts with the country code/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('makes read-only fields read-only and still posts them', async () => {
    const onSubmit = vi.fn();
    render(
      <FormView
        form={serverForm([
          { name: 'name', value: 'Maria', isReadOnly: true },
          { name: 'kind', type: 'drop_box', value: 'a', isReadOnly: true, items: [{ value: 'a', title: 'Alpha' }] },
        ])}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText('First name').hasAttribute('readonly')).toBe(true);
    expect((screen.getByLabelText('kind') as HTMLInputElement).value).toBe('Alpha');
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Maria', kind: 'a' });
  });

  it('lays fields out by order', () => {
    const { container } = render(<FormView form={serverForm([{ name: 'b', order: 2 }, { name: 'a', order: 1 }, { name: 'c' }])} onSubmit={() => {}} />);
    expect([...container.querySelectorAll('[data-field]')].map((e) => e.getAttribute('data-field'))).toEqual(['a', 'b', 'c']);
  });

  it('shows a field only while its parent holds the selected value (showOnFieldSelectionName/Value)', () => {
    render(
      <FormView
        form={serverForm([
          {
            name: 'deliveryMethod',
            type: 'drop_box',
            value: 'CASH',
            items: [
              { value: 'CASH', title: 'Cash' },
              { value: 'BANK_ACCOUNT', title: 'Bank' },
            ],
          },
          { name: 'to_account', placeholder: 'Account', showOnFieldSelectionName: 'deliveryMethod', showOnFieldSelectionValue: 'BANK_ACCOUNT' },
        ])}
        onSubmit={() => {}}
      />,
    );
    expect(screen.queryByLabelText(/^Account/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Delivery method/), { target: { value: 'BANK_ACCOUNT' } });
    expect(screen.getByLabelText(/^Account/)).toBeTruthy();
  });

  it('lets a password be shown and hidden again', () => {
    render(<FormView form={serverForm([{ name: 'password', type: 'password', mandatory: true }])} onSubmit={() => {}} />);
    // A toggle: one name, its state in aria-pressed; the icon sits inside the field.
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('title')).toBe('Hide password');
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it('tells the browser not to remember a nonRepeatable field', () => {
    render(<FormView form={serverForm([{ name: 'otp', placeholder: 'Code', nonRepeatable: true }])} onSubmit={() => {}} />);
    expect(screen.getByLabelText(/^Code/).getAttribute('autocomplete')).toBe('off');
  });

  it('posts a chosen file by name and hands the File to onSubmit', async () => {
    const onSubmit = vi.fn();
    render(<FormView form={serverForm([{ name: 'doc', type: 'upload_doc', placeholder: 'Passport scan', mandatory: true }])} onSubmit={onSubmit} />);
    const file = new File(['x'], 'passport.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Passport scan'), { target: { files: [file] } });
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toEqual({ doc: 'passport.pdf' });
    expect(onSubmit.mock.calls[0]![2]).toEqual({ doc: file });
  });
});
