import { describe, expect, it } from 'vitest';
import { form as formSchema, formField, KNOWN_FIELD_TYPES, type FormField } from '../../../src/api/schemas/form.ts';
import { checkboxValue, editedValue, fieldLabel, formatExpiry, groupsOf4, inputSpec, isChecked, isKnownType, orderedFields, shownFields } from '../../../src/domain/form-fields.ts';

const field = (f: Partial<FormField> & { name: string }): FormField => formField.parse(f);

describe('sender-flows §3 form field types', () => {
  it.each([
    ['text', 'text', 'text'],
    ['tel', 'text', 'tel'],
    ['number', 'text', 'text'],
    ['date', 'text', 'date'],
    ['pan', 'text', 'text'],
    ['textarea', 'textarea', 'text'],
    ['drop_box', 'select', 'text'],
    ['email', 'text', 'email'],
    ['password', 'text', 'password'],
    ['search', 'text', 'search'],
    ['hidden', 'hidden', 'text'],
    ['cvv', 'text', 'password'],
    ['exp_date', 'text', 'text'],
    ['checkbox', 'checkbox', 'text'],
    ['bik', 'text', 'text'],
    ['bank_account', 'text', 'text'],
    ['phone', 'phone', 'tel'],
    ['phone_strict', 'phone', 'tel'],
    ['autocomplete_address', 'text', 'text'],
    ['upload_doc', 'file', 'text'],
    ['digital', 'text', 'text'],
    ['country', 'select', 'text'],
    ['file', 'file', 'text'],
    ['signature_pad', 'text', 'text'],
  ])('%s renders as %s (input type %s)', (type, kind, htmlType) => {
    expect(inputSpec(type)).toMatchObject({ kind, htmlType });
  });

  it('knows every type of the spec and no other', () => {
    for (const type of KNOWN_FIELD_TYPES) expect(isKnownType(type)).toBe(true);
    expect(isKnownType('signature_pad')).toBe(false);
  });

  it.each([
    ['pan', '4242424242424242', '4242 4242 4242 4242'],
    ['pan', '4242-4242 4242x42424', '4242 4242 4242 4242 4'],
    ['pan', '12345678901234567890123', '1234 5678 9012 3456 789'],
    ['cvv', '12a345', '1234'],
    ['exp_date', '1', '1'],
    ['exp_date', '12', '12'],
    ['exp_date', '123', '12/3'],
    ['exp_date', '12/34', '12/34'],
    ['exp_date', '123456', '12/34'],
    ['bik', '04452522599', '044525225'],
    ['digital', '12 ab 3', '123'],
    ['number', '12,50 €', '12,50'],
    ['bank_account', 'gb29 nwbk-6016 1331 9268 19', 'GB29 NWBK 6016 1331 9268 19'],
    ['bank_account', '0001-2345 6789', '0001 2345 6789'],
    ['bank_account', 'ph12bank000123456789', 'PH12 BANK 0001 2345 6789'],
    ['bank_account', 'gb', 'gb'],
    ['bank_account', 'Maria Santos', 'Maria Santos'],
    ['bank_account', '12 Rizal Street, Manila', '12 Rizal Street, Manila'],
    ['bank_account', '12 ', '12 '],
    ['bank_account', '1234 ', '1234'],
    ['text', ' anything <goes> ', ' anything <goes> '],
  ])('formats %s input %j as %j', (type, raw, expected) => {
    expect(editedValue(field({ name: 'f', type }), raw)).toBe(expected);
  });

  it('caps at maxLength, forces upper case where asked, capitalises name fields (sender-flows §5)', () => {
    expect(editedValue(field({ name: 'code', maxLength: 4 }), 'abcdef')).toBe('abcd');
    expect(editedValue(field({ name: 'swift' }), 'deutdeff', { upperCase: true })).toBe('DEUTDEFF');
    expect(editedValue(field({ name: 'to_name' }), 'élodie')).toBe('Élodie');
    expect(editedValue(field({ name: 'name_f' }), 'nguyễn')).toBe('Nguyễn');
    expect(editedValue(field({ name: 'comment' }), 'hello')).toBe('hello');
  });

  it('groups in fours and stops at the digit limit', () => {
    expect(groupsOf4('', 19, /\D/g)).toBe('');
    expect(groupsOf4('1234', 19, /\D/g)).toBe('1234');
    expect(groupsOf4('12345', 19, /\D/g)).toBe('1234 5');
    expect(formatExpiry('ab')).toBe('');
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['12/30', '12/30'],
    ['1230', '12/30'],
    ['1/', '01'],
    ['1/3', '01/3'],
    ['013', '01/3'],
    ['1/30', '01/30'],
    ['12/3099', '12/30'],
    ['12/2030', '12/30'],
    ['122030', '12/30'],
    ['1/2030', '01/30'],
    ['12/203', '12/20'],
  ])('expiry typed %j shows %j (a one-digit month before a slash is that month, not the start of 13)', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });
});

describe('sender-flows §3 order and visibility', () => {
  const form = formSchema.parse({
    name: 'f',
    action: '/x',
    fields: [
      { name: 'c', order: 3 },
      { name: 'none1' },
      { name: 'a', order: 1 },
      { name: 'b', order: 1 },
      { name: 'none2' },
      { name: 'secret', type: 'hidden' },
      { name: 'off', visible: false },
      { name: 'account', showOnFieldSelectionName: 'method', showOnFieldSelectionValue: 'BANK' },
      { name: 'method', order: 0, value: 'CASH' },
    ],
  });

  it('orders by order, ties and unordered fields in the server order', () => {
    expect(orderedFields(form.fields).map((f) => f.name)).toEqual(['method', 'a', 'b', 'c', 'none1', 'none2', 'secret', 'off', 'account']);
  });

  it('shows visible fields, hides hidden and invisible ones, and follows the selection rule', () => {
    expect(shownFields(form, { method: 'CASH' }).map((f) => f.name)).toEqual(['method', 'a', 'b', 'c', 'none1', 'none2']);
    expect(shownFields(form, { method: 'BANK' }).map((f) => f.name)).toContain('account');
  });

  it('lets a screen show or hide a field over the server rule (sender-flows §4)', () => {
    expect(shownFields(form, { method: 'CASH' }, new Set(['a']), new Set(['off'])).map((f) => f.name)).toEqual(['method', 'b', 'c', 'none1', 'none2', 'off']);
  });
});

describe('sender-flows §3 checkbox values', () => {
  it.each([
    ['true', true],
    ['on', true],
    ['1', true],
    ['YES', true],
    ['false', false],
    ['', false],
    ['off', false],
  ])('%j is ticked: %s', (value, ticked) => {
    expect(isChecked(value)).toBe(ticked);
  });

  it.each([
    ['boolean-style, ticked', { value: 'false', mandatory: false }, true, 'true'],
    ['boolean-style, unticked', { value: 'true', mandatory: false }, false, 'false'],
    ['boolean-style mandatory, unticked: empty so the required check blocks', { value: 'false', mandatory: true }, false, ''],
    ['plain, ticked', { value: '', mandatory: true }, true, 'on'],
    ['plain, unticked', { value: '', mandatory: false }, false, ''],
  ] as const)('%s', (_name, f, checked, expected) => expect(checkboxValue(f, checked)).toBe(expected));
});

describe('sender-flows §3 field labels', () => {
  it.each([
    ['the screen label first', { name: 'phone', placeholder: 'Your phone' }, { labels: { phone: 'Mobile' } }, 'Mobile', 'Your phone'],
    ['else the placeholder, then not repeated in the box', { name: 'to_name', placeholder: 'First name' }, { known: 'Recipient first name' }, 'First name', undefined],
    ['a checkbox takes its comment', { name: 'marketing', type: 'checkbox', comment: 'Send me news' }, {}, 'Send me news', undefined],
    ['else the known name label', { name: 'email' }, { known: 'Email' }, 'Email', undefined],
    ['else the name', { name: 'mystery' }, {}, 'mystery', undefined],
  ] as const)('%s', (_name, f, sources, label, placeholder) => {
    const result = fieldLabel(field(f), sources);
    expect(result.label).toBe(label);
    expect(result.placeholder).toBe(placeholder);
  });

  // The profile's "Send me news and offers by email" was shown as the label and again as the comment.
  it.each([
    [
      'a checkbox with the screen label: its comment (its label) is not shown again',
      { name: 'marketing_emails', type: 'checkbox', comment: 'Send me news and offers by email' },
      { labels: { marketing_emails: 'Send me news and offers by email' } },
      'Send me news and offers by email',
      undefined,
    ],
    [
      'a checkbox with the screen label and a differently worded comment: shown once, as the screen says',
      { name: 'marketing_emails', type: 'checkbox', comment: 'News and offers' },
      { labels: { marketing_emails: 'Send me news and offers by email' } },
      'Send me news and offers by email',
      undefined,
    ],
    ['a checkbox without a screen label: its comment is the label, once', { name: 'marketing', type: 'checkbox', comment: 'Send me news' }, {}, 'Send me news', undefined],
    ['another field keeps its comment under the screen label', { name: 'email', comment: 'We send the receipt here' }, { labels: { email: 'Email' } }, 'Email', 'We send the receipt here'],
  ] as const)('sender-flows §3 a text shown once: %s', (_name, f, sources, label, comment) => {
    const result = fieldLabel(field(f), sources);
    expect(result.label).toBe(label);
    expect(result.comment).toBe(comment);
  });
});

describe('sender-flows §3 bank_account typed key by key', () => {
  it.each(['12 Rizal Street, Manila', 'GB29 NWBK 6016 1331 9268 19', '0001 2345 6789'])('%j shows as a whole paste of it does', (text) => {
    let shown = '';
    for (const ch of text) shown = editedValue(field({ name: 'to_account', type: 'bank_account' }), shown + ch);
    expect(shown).toBe(editedValue(field({ name: 'to_account', type: 'bank_account' }), text));
  });
});
