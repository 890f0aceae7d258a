import { describe, expect, it } from 'vitest';
import { formField, form as formSchema, type FormField } from '../../../src/api/schemas/form.ts';
import { landlinePrefix } from '../../../src/domain/phone-mobile.ts';
import { phoneRules } from '../../../src/lib/phone-rules.ts';
import { phoneRule } from '../../../src/domain/phone-check.ts';
import {
  blockingFields,
  checkField,
  errorText,
  fieldIdentity,
  INVALID_KEY,
  isVisible,
  keepVisibleValues,
  normaliseValue,
  patternFlags,
  REQUIRED_KEY,
  submitPayload,
} from '../../../src/domain/field-validation.ts';

const field = (f: Partial<FormField> & { name: string }): FormField => formField.parse(f);

describe('sender-flows §5 generic field check', () => {
  it.each([
    ['mandatory without pattern, empty', { mandatory: true }, '', 'required'],
    ['mandatory without pattern, spaces only (trimmed)', { mandatory: true }, '   ', 'required'],
    ['mandatory without pattern, any text', { mandatory: true }, 'x', null],
    ['mandatory with pattern, empty', { mandatory: true, checkRegexp: '^\\d+$' }, '', 'required'],
    ['mandatory with pattern, no match', { mandatory: true, checkRegexp: '^\\d+$' }, 'abc', 'invalid'],
    ['mandatory with pattern and its message', { mandatory: true, checkRegexp: '^\\d+$', checkRegexpError: 'Digits only' }, 'abc', 'pattern'],
    ['mandatory with pattern, match after trimming', { mandatory: true, checkRegexp: '^\\d+$' }, ' 123 ', null],
    ['optional, empty, with pattern: not checked', { checkRegexp: '^\\d+$' }, '', null],
    ['optional with value and pattern, no match', { checkRegexp: '^\\d+$' }, 'a', 'invalid'],
    ['optional with value, no pattern', {}, 'anything', null],
    ['Unicode letter class matches accented names', { mandatory: true, checkRegexp: '^\\p{L}+$' }, 'Jürgen', null],
    ['Unicode mark class', { mandatory: true, checkRegexp: '^[\\p{L}\\p{M}]+$' }, 'Nguyễn', null],
    ['formatted input: spaces removed before the pattern', { mandatory: true, type: 'pan', checkRegexp: '^\\d{16}$' }, '4242 4242 4242 4242', null],
    ['a broken pattern leaves the check to the server', { mandatory: true, checkRegexp: '([' }, 'x', null],
  ] as const)('%s', (_name, props, value, expected) => {
    const error = checkField(field({ name: 'f', ...props }), value);
    expect(error?.kind ?? null).toBe(expected);
  });

  it('asks exactly 3 digits of a mandatory unpatterned field on the precheque form', () => {
    const f = field({ name: 'code', mandatory: true });
    expect(checkField(f, '123', { formName: 'precheque' })).toBeNull();
    expect(checkField(f, '12', { formName: 'precheque' })?.kind).toBe('invalid');
    expect(checkField(f, '1234', { formName: 'precheque' })?.kind).toBe('invalid');
    expect(checkField(f, '12', { formName: 'send' })).toBeNull();
  });

  it('marks a card number refused once the server answered an error code (its own words, not "Please check this value")', () => {
    const pan = field({ name: 'pan', type: 'pan', mandatory: true });
    expect(checkField(pan, '4242424242424242', { serverErrorCode: 'CARD_DECLINED' })).toEqual({ kind: 'rule', key: 'validation::card.refused' });
    expect(checkField(pan, '4242424242424242', { serverErrorCode: null })).toBeNull();
  });

  it('words errors: required, the field pattern message, else the generic invalid message', () => {
    const t = (key: string) => key;
    expect(errorText({ kind: 'required' }, t)).toBe(REQUIRED_KEY);
    expect(errorText({ kind: 'pattern', message: 'Digits only' }, t)).toBe('Digits only');
    expect(errorText({ kind: 'invalid' }, t)).toBe(INVALID_KEY);
  });

  it.each([
    ['^\\p{L}+$', 'u'],
    ['^\\P{M}$', 'u'],
    ['^\\d+$', ''],
  ])('evaluates %s with flags "%s"', (pattern, flags) => expect(patternFlags(pattern)).toBe(flags));

  it.each([
    ['to_name', 'text', 'maria', 'Maria'],
    ['name_f', 'text', ' élodie ', 'Élodie'],
    ['comment', 'text', ' hello ', 'hello'],
    ['phone', 'phone', '+44 7700 900001', '+447700900001'],
  ])('normalises %s (%s) %j to %j', (name, type, raw, expected) => expect(normaliseValue(field({ name, type }), raw)).toBe(expected));

  it('forces upper case where asked', () => expect(normaliseValue(field({ name: 'iban' }), 'gb29 nwbk', { upperCase: true })).toBe('GB29 NWBK'));
});

const sendForm = formSchema.parse({
  name: 'send',
  action: '/api/send/gb/ph',
  fields: [
    { name: 'to_name', mandatory: true, canonicalPath: 'toValues[to_name]' },
    { name: 'deliveryMethod', type: 'drop_box', mandatory: true, value: 'CASH', items: [{ value: 'CASH', title: 'Cash' }] },
    { name: 'to_account', mandatory: true, showOnFieldSelectionName: 'deliveryMethod', showOnFieldSelectionValue: 'BANK_ACCOUNT' },
    { name: 'bank', type: 'drop_box', mandatory: true, items: [] },
    { name: 'secret', type: 'hidden', mandatory: true },
    { name: 'comment', value: '' },
  ],
});

describe('sender-flows §5 submit validation', () => {
  it('blocks on visible mandatory empty fields only, skipping a parent with no items', () => {
    expect(blockingFields(sendForm, { to_name: '', deliveryMethod: 'CASH' })).toEqual(['to_name']);
  });

  it('checks hidden fields too when asked', () => {
    expect(blockingFields(sendForm, { to_name: 'Maria', deliveryMethod: 'CASH' }, { checkHidden: true })).toEqual(['to_account', 'secret']);
  });

  it('shows a conditional field when its controlling field holds the value', () => {
    const account = sendForm.fields[2]!;
    expect(isVisible(account, { deliveryMethod: 'CASH' })).toBe(false);
    expect(isVisible(account, { deliveryMethod: 'BANK_ACCOUNT' })).toBe(true);
    expect(blockingFields(sendForm, { to_name: 'Maria', deliveryMethod: 'BANK_ACCOUNT' })).toEqual(['to_account']);
  });

  it('blocks on fields already in error', () => {
    expect(blockingFields(sendForm, { to_name: 'Maria', deliveryMethod: 'CASH' }, { errors: { comment: 'bad' } })).toEqual(['comment']);
  });

  it('posts trimmed values under canonical paths when asked, leaving empty ones out', () => {
    const payload = submitPayload(sendForm, { to_name: '  maria ', deliveryMethod: 'CASH', comment: '  ' }, { canonical: true });
    expect([...payload]).toEqual([
      ['toValues[to_name]', 'Maria'],
      ['deliveryMethod', 'CASH'],
    ]);
    expect([...submitPayload(sendForm, { to_name: 'Maria' })][0]).toEqual(['to_name', 'Maria']);
  });
});

describe('sender-flows §4 form rebuilt', () => {
  it('keeps what the user typed in visible fields and takes the new defaults elsewhere', () => {
    const rebuilt = formSchema.parse({ ...sendForm, fields: sendForm.fields.map((f) => (f.name === 'comment' ? { ...f, value: 'new default' } : f)) });
    const values = keepVisibleValues(sendForm, rebuilt, { to_name: 'Maria', deliveryMethod: 'CASH', secret: 'typed?', to_account: '123' });
    expect(values).toMatchObject({ to_name: 'Maria', deliveryMethod: 'CASH', secret: '', to_account: '', comment: 'new default' });
  });

  // The account field of each delivery method shares one name (to_account) but asks for another thing.
  const account = (type: string, checkRegexp: string, value = '') => ({ name: 'to_account', canonicalPath: 'toValues[to_account]', type, checkRegexp, mandatory: true, value });
  const withAccount = (method: string, accountField: ReturnType<typeof account> | null) =>
    formSchema.parse({
      name: 'send',
      action: '/api/send/gb/ph',
      fields: [
        {
          name: 'deliveryMethod',
          type: 'drop_box',
          value: method,
          items: [
            { value: 'BANK_ACCOUNT', title: 'Bank account' },
            { value: 'HOME_DELIVERY', title: 'Home delivery' },
            { value: 'CASH', title: 'Cash' },
          ],
        },
        { name: 'to_name', canonicalPath: 'toValues[to_name]', checkRegexp: '^\\p{L}+$' },
        ...(accountField ? [accountField] : []),
      ],
    });
  const iban = account('bank_account', '^[A-Za-z0-9 ]{8,42}$');
  const address = account('autocomplete_address', '^[^<>]{10,200}$');
  const typed = { deliveryMethod: 'HOME_DELIVERY', to_name: 'Ana', to_account: 'GB29 NWBK 6016 1331 9268 19' };

  it.each([
    ['same field (bank account again)', iban, iban, 'GB29 NWBK 6016 1331 9268 19'],
    ['bank account → delivery address (other type and pattern)', iban, address, ''],
    ['delivery address → bank account', address, iban, ''],
    ['same type, other pattern', iban, account('bank_account', '^[0-9]{10}$'), ''],
    ['same type and pattern, other id', { ...iban, id: 1 }, { ...iban, id: 2 }, ''],
    ['same type and pattern, posted under another name', iban, { ...iban, canonicalPath: 'toValues[address]' }, ''],
    ['a server value of the new field stays', iban, account('autocomplete_address', '^[^<>]{10,200}$', 'Rizal Street 12, Manila'), 'Rizal Street 12, Manila'],
  ] as const)('%s: the account field holds %j', (_, before, after, expected) => {
    const values = keepVisibleValues(withAccount('BANK_ACCOUNT', before), withAccount('HOME_DELIVERY', after), typed);
    expect(values['to_account']).toBe(expected);
    // The other fields are the same ones and keep what was typed.
    expect(values).toMatchObject({ deliveryMethod: 'HOME_DELIVERY', to_name: 'Ana' });
  });

  it("a field that appears with the rebuild (cash pickup → bank account) starts from the server's value", () => {
    expect(keepVisibleValues(withAccount('CASH', null), withAccount('BANK_ACCOUNT', iban), typed)['to_account']).toBe('');
  });

  it("a field's identity is its name, id, type, wire name and pattern, not its wording", () => {
    const base = field({ name: 'to_account', type: 'bank_account', checkRegexp: '^x$', placeholder: 'Bank account' });
    expect(fieldIdentity(field({ ...base, placeholder: 'Bankkonto', checkRegexpError: 'Ungültig', value: 'x' }))).toBe(fieldIdentity(base));
    expect(fieldIdentity(field({ ...base, type: 'autocomplete_address' }))).not.toBe(fieldIdentity(base));
    expect(fieldIdentity(field({ ...base, id: 3 }))).toBe(fieldIdentity(field({ ...base, id: '3' })));
  });
});

describe("sender-flows §5 phone fields say what is wrong (registration); a screen's own rule (invite friends)", () => {
  const phone = field({ name: 'phone', type: 'phone', mandatory: true });
  // What /auth invite friends gives the field: a landline of the right length is refused with its own message.
  const mobileOnly = { phone: (value: string) => (landlinePrefix(phoneRules, value) ? { kind: 'pattern' as const, message: 'not a mobile number' } : null) };
  const text = (value: string, mobile = false) => {
    const error = checkField(phone, value, { phoneRule: (v, values) => phoneRule(phoneRules, v, values), values: { phone: value }, ...(mobile ? { fieldRules: mobileOnly } : {}) });
    return error?.kind === 'rule' ? error.key : error?.kind === 'pattern' ? error.message : (error?.kind ?? null);
  };
  it.each([
    // [whole international number, mobile only, message]
    ['442079460958', true, 'not a mobile number'], // a London landline cannot get an invitation
    ['447700900123', true, null],
    ['447400123456', true, null],
    ['447700', true, 'validation::phone.short'], // the length: the phone rule's own message
    ['442079460958', false, null], // where a landline will do (send form recipient, request payer)
    ['447700', false, 'validation::phone.short'], // registration's '+44 7700': too short, not "check this value"
    ['4477009001234', false, 'validation::phone.long'],
    ['639171234567', false, null],
    // The countries the pickers leave out, reached by typing their code: refused on the field.
    ['989123456614', true, 'validation::phone.excluded'], // Iran
    ['5351234567', false, 'validation::phone.excluded'], // Cuba
    ['963944567890', false, 'validation::phone.excluded'], // Syria
    ['8501912345678', false, 'validation::phone.excluded'], // North Korea
  ] as const)('%s (mobile only: %s): %s', (value, mobile, expected) => expect(text(value, mobile)).toBe(expected));

  it('a screen rule for one field leaves the others to their type rules', () => {
    const email = field({ name: 'email', type: 'email', mandatory: true });
    expect(checkField(email, 'x@', { fieldRules: mobileOnly })).toEqual({ kind: 'rule', key: 'validation::email.invalid' });
  });
});
