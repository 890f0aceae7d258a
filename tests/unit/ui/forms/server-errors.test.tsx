// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { normaliseErrors } from '../../../../src/api/schemas/light.ts';
import { FormView, HIGHLIGHT_MS } from '../../../../src/ui/forms/index.ts';
import { toReact } from '../../../../src/ui/forms/RichText.tsx';
import { $openPopups } from '../../../../src/stores/ui.ts';
import { serverForm, stubScrolling, servePhoneMetadata } from './helpers.tsx';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadErrorHint, loadFileInput, loadPhoneInput, loadRichText } from '../../../../src/ui/forms/on-demand.tsx';

// The phone input, the file input, the error hint and server error texts load on demand (on-demand.tsx): here they
// are in before the forms render; a phone field's metadata comes from the site's data files.
beforeAll(async () => {
  servePhoneMetadata();
  await Promise.all([loadPhoneInput(), loadErrorHint(), loadRichText(), loadFileInput()]);
});

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = stubScrolling();
  $openPopups.set(0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const form = serverForm([
  { name: 'to_name', placeholder: 'First name', order: 1 },
  { name: 'to_account', placeholder: 'Account', order: 2 },
  { name: 'phone', placeholder: 'Phone', type: 'tel', order: 3 },
]);
const fill = () => {
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Maria' } });
  fireEvent.change(screen.getByLabelText(/^Account/), { target: { value: '123' } });
};
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  });
};

describe('sender-flows §8 server errors in all five shapes land on their fields', () => {
  it.each([
    [
      '1 validateResultErrors list',
      {
        validateResultErrors: [
          { errorCode: 'to_account', value: 'Unknown account' },
          { errorCode: 'to_name', value: 'Name as in the ID' },
        ],
      },
      ['to_name', 'to_account'],
    ],
    ['2 errors map', { errors: { to_account: { code: 'invalid', body: 'Unknown account' } } }, ['to_account']],
    ['3 errorCode and errorMessage', { errorCode: 401, errorMessage: 'Wrong phone or password' }, ['phone']],
    ['4 errorCode and message', { errorCode: 'INVALID_EMAIL', message: 'Check the email' }, ['phone']],
    ['5 code and body', { code: 'INVALID_PHONE', body: 'Check the phone' }, ['phone']],
  ])('shape %s', async (_name, answer, expected) => {
    const errors = normaliseErrors(answer);
    render(<FormView form={form} serverErrorField="phone" onSubmit={async () => ({ errors })} />);
    fill();
    await submit();
    const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map((e) => e.getAttribute('name'));
    expect(invalid).toEqual(expected);
  });

  it('scrolls to the first field in error (display order), focuses it and highlights it for 1 second', async () => {
    vi.useFakeTimers();
    const errors = normaliseErrors({
      validateResultErrors: [
        { errorCode: 'to_account', value: 'Unknown account' },
        { errorCode: 'to_name', value: 'Name as in the ID' },
      ],
    });
    render(<FormView form={form} onSubmit={async () => ({ errors })} />);
    fill();
    await submit();
    const row = document.querySelector('[data-field="to_name"]')!;
    expect(scrolled.at(-1)).toBe(row);
    expect(document.activeElement).toBe(screen.getByLabelText(/^First name/));
    expect(row.hasAttribute('data-highlighted')).toBe(true);
    expect(document.querySelector('[data-field="to_account"]')!.hasAttribute('data-highlighted')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(HIGHLIGHT_MS - 1);
    });
    expect(row.hasAttribute('data-highlighted')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(row.hasAttribute('data-highlighted')).toBe(false);
    expect(HIGHLIGHT_MS).toBe(1000);
  });

  it('says above the button a refusal that names no field on screen (a hidden field, or the whole form), and clears it on the next submit', async () => {
    const withHidden = serverForm([
      { name: 'to_name', placeholder: 'First name', order: 1 },
      { name: 'to_account', placeholder: 'Account', order: 2 },
      { name: 'toPrvId', type: 'hidden', value: '7' },
    ]);
    const answers = [
      normaliseErrors({ validateResultErrors: [{ errorCode: 'toPrvId', value: 'The payout provider does not match the delivery method. <b>Reload the form.</b>' }] }),
      normaliseErrors({ errorCode: 'limit', errorMessage: 'Too many transfers today' }),
      null,
    ];
    render(<FormView form={withHidden} onSubmit={async () => ({ errors: answers.shift() ?? null })} />);
    fill();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('The payout provider does not match the delivery method. Reload the form.');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Too many transfers today');
    await submit();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not repeat above the button an error of the whole call that the screen said (the error popup)', async () => {
    render(<FormView form={form} onSubmit={async () => ({ errors: normaliseErrors({ errorCode: 'CARD_DECLINED', errorMessage: 'Your bank declined the payment.' }), said: true })} />);
    fill();
    await submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Your bank declined the payment.')).toBeNull();
  });

  it('announces the first server error', async () => {
    render(<FormView form={form} onSubmit={async () => ({ errors: normaliseErrors({ errors: { to_account: { code: 'x', body: 'Unknown account' } } }) })} />);
    fill();
    await submit();
    expect(screen.getByRole('status').textContent).toBe('Account (optional): Unknown account');
  });

  it('leaves an error of the whole call to the screen when no field is named for it', async () => {
    render(<FormView form={form} onSubmit={async () => ({ errors: normaliseErrors({ errorCode: 631, errorMessage: 'Blocked' }) })} />);
    fill();
    await submit();
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('keeps every value after a network failure and hands it to the error handler', async () => {
    const onSubmitError = vi.fn();
    render(
      <FormView
        form={form}
        onSubmit={async () => {
          throw new TypeError('Failed to fetch');
        }}
        onSubmitError={onSubmitError}
      />,
    );
    fill();
    await submit();
    expect(onSubmitError).toHaveBeenCalledWith(expect.any(TypeError));
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Maria');
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBeNull();
  });
});

describe('sender-flows §5 rich HTML in errors: only allowlisted tags and attributes', () => {
  const html = (text: string) => renderToStaticMarkup(<>{toReact(text)}</>);

  it.each([
    ['keeps emphasis and lists', '<b>Card</b> <em>declined</em><ul><li>one</li></ul>', '<b>Card</b> <em>declined</em><ul><li>one</li></ul>'],
    ['drops scripts with their content', 'Hi<script>alert(1)</script>', 'Hi'],
    ['drops event handlers and styles', '<b onclick="x()" style="color:red" class="c">Bold</b>', '<b>Bold</b>'],
    ['keeps the text of unknown tags', '<div><font>Text</font></div>', 'Text'],
    ['drops javascript: links but keeps their text', '<a href="javascript:alert(1)">Click</a>', '<a>Click</a>'],
    [
      'opens https links in a new tab without a handle on the page',
      '<a href="https://example.com/help" onmouseover="x">Help</a>',
      '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer">Help</a>',
    ],
    ['keeps site paths as they are', '<a href="/help">Help</a>', '<a href="/help">Help</a>'],
    ['refuses protocol-relative links', '<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['drops images and embedded objects', '<img src="https://evil.example/x.png" onerror="x()"><object></object><embed>Text', 'Text'],
    ['escapes text', '1 &lt; 2', '1 &lt; 2'],
  ])('%s', (_name, input, expected) => expect(html(input)).toBe(expected));

  it('renders a server error message through the allowlist', async () => {
    render(<FormView form={form} onSubmit={async () => ({ errors: { fields: { to_name: { code: 'x', message: 'Use <b>letters</b><img src=x onerror="window.hacked=1">' } } } })} />);
    fill();
    await submit();
    const error = document.querySelector('.field-error')!;
    expect(error.innerHTML).toBe('Use <b>letters</b>');
  });
});

describe('sender-flows §8 error hint', () => {
  const withLong = serverForm([{ name: 'iban', placeholder: 'IBAN', mandatory: true, errorTextLong: 'An IBAN has <b>up to 34</b> characters.' }]);

  it('shows no hint button for a plain error', async () => {
    render(<FormView form={form} onSubmit={async () => ({ errors: { fields: { to_name: { code: '1', message: 'Wrong' } } } })} />);
    fill();
    await submit();
    expect(screen.queryByRole('button', { name: 'More about this error' })).toBeNull();
  });

  it.each([
    ['code 658', '658'],
    ['code 659', '659'],
  ])('shows it for %s', async (_name, code) => {
    render(<FormView form={form} onSubmit={async () => ({ errors: { fields: { to_name: { code, message: 'Limit reached' } } } })} />);
    fill();
    await submit();
    expect(screen.getByRole('button', { name: 'More about this error' })).toBeTruthy();
  });

  it('shows it on a login input error', async () => {
    render(
      <FormView form={form} loginForm serverErrorField="phone" onSubmit={async () => ({ errors: normaliseErrors({ errorCode: 'WRONG_CREDENTIALS', errorMessage: 'Wrong phone or password' }) })} />,
    );
    fill();
    await submit();
    expect(screen.getByRole('button', { name: 'More about this error' })).toBeTruthy();
  });

  it('opens the popup with the long text, then the report path leads to the confirmation modal with Got it', async () => {
    const onReportProblem = vi.fn(async () => {});
    render(<FormView form={withLong} onSubmit={() => {}} onReportProblem={onReportProblem} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'More about this error' }));
    const popup = screen.getByRole('dialog', { name: 'About this error' });
    expect(popup.querySelector('.form-hint-text')!.innerHTML).toBe('An IBAN has <b>up to 34</b> characters.');
    await act(async () => {
      fireEvent.click(within(popup).getByRole('button', { name: 'Report a problem' }));
    });
    expect(onReportProblem).toHaveBeenCalledWith('iban', { code: '', message: 'This field is required' });
    const modal = screen.getByRole('dialog', { name: 'Thank you' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog', { name: 'Thank you' })).toBeNull();
  });

  it('offers no report button when the screen takes no reports', async () => {
    render(<FormView form={withLong} onSubmit={() => {}} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'More about this error' }));
    expect(within(screen.getByRole('dialog', { name: 'About this error' })).queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });
});

describe('sender-flows §8 the screen-reader error summary says the current errors only', () => {
  it('empties once the field named in it is edited (the error clears on edit, sender-flows §4)', async () => {
    render(<FormView form={form} onSubmit={async () => ({ errors: normaliseErrors({ errors: { to_account: { code: 'x', body: 'Unknown account' } } }) })} />);
    fill();
    await submit();
    expect(screen.getByRole('status').textContent).toBe('Account (optional): Unknown account');
    fireEvent.change(screen.getByLabelText(/^Account/), { target: { value: '1234' } });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('empties after a saved submit rebuilds the form (profile email, then "Saved.")', async () => {
    let answer: { errors: ReturnType<typeof normaliseErrors> | null } = { errors: normaliseErrors({ errors: { to_account: { code: 'x', body: 'Unknown account' } } }) };
    const { rerender } = render(<FormView form={form} onSubmit={async () => answer} />);
    fill();
    await submit();
    expect(screen.getByRole('status').textContent).toBe('Account (optional): Unknown account');
    answer = { errors: null };
    rerender(
      <FormView
        form={serverForm([
          { name: 'to_name', placeholder: 'First name', order: 1 },
          { name: 'to_account', placeholder: 'Account', order: 2 },
          { name: 'phone', placeholder: 'Phone', type: 'tel', order: 3 },
        ])}
        onSubmit={async () => answer}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a client error blocking the submit is said, and goes when the field is fixed', async () => {
    render(<FormView form={serverForm([{ name: 'to_name', placeholder: 'First name', mandatory: true }])} onSubmit={async () => ({ errors: null })} />);
    await submit();
    expect(screen.getByRole('status').textContent).toBe('First name: This field is required');
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Maria' } });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
