import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recipientEmail } from '../../../src/api/schemas/antifraud.ts';
import { validateBusinessRequest } from '../../../src/domain/business-request.ts';
import { EMAIL_MAX, EMAIL_PATTERN, isEmail } from '../../../src/domain/email.ts';
import { checkField } from '../../../src/domain/field-validation.ts';

const emailField = { name: 'email', type: 'email', value: '', mandatory: true, isError: false, isReadOnly: false, visible: true };

describe('sender-flows §5 one email rule (profile, registration, identity check, business request, sandbox)', () => {
  it.each([
    'ada@example.com',
    'Ada.Lovelace@example.co.uk',
    'ada+remit@mail.example.org',
    "o'brien@example.ie",
    'user_1-2@sub-domain.example.travel',
    'jose@xn--bcher-kva.example',
    'müller@bücher.de',
    'иван@почта.рф',
    '  ada@example.com  ',
  ])('accepts %j', (email) => expect(isEmail(email)).toBe(true));

  it.each([
    ['markup in the local part', '<script>alert(1)</script>@x.com'],
    ['markup in the domain', 'a@<b>.com'],
    ['nothing after @', 'x@'],
    ['nothing before @', '@example.com'],
    ['no @', 'example.com'],
    ['two @', 'a@b@example.com'],
    ['no top-level domain', 'ada@localhost'],
    ['one-letter top-level domain', 'ada@example.c'],
    ['digits as top-level domain', 'ada@example.123'],
    ['a space', 'ada lovelace@example.com'],
    ['a leading dot', '.ada@example.com'],
    ['two dots', 'ada..l@example.com'],
    ['a trailing dot', 'ada.@example.com'],
    ['a quote', '"ada"@example.com'],
    ['brackets', 'ada(x)@example.com'],
    ['a hyphen at a label edge', 'ada@-example.com'],
    ['an empty label', 'ada@example..com'],
    ['a domain literal', 'ada@[127.0.0.1]'],
    ['a newline (header injection)', 'ada@example.com\nBcc: all@example.com'],
    ['a semicolon list', 'a@example.com;b@example.com'],
    ['a comma list', 'a@example.com,b@example.com'],
    ['a local part over 64', `${'a'.repeat(65)}@example.com`],
    ['more than 254 characters', `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`],
    ['a bidirectional override', 'ada\u202e@example.com'],
    ['a control character', 'ada\u0000@example.com'],
    ['empty', ''],
  ])('refuses %s: %j', (_, email) => expect(isEmail(email)).toBe(false));

  it('is the rule of every check: the form engine, the identity check, the business request', () => {
    for (const email of ['<script>alert(1)</script>@x.com', 'x@', 'ada@example.com']) {
      const valid = isEmail(email);
      expect(checkField(emailField, email) === null).toBe(valid);
      expect(recipientEmail.safeParse(email).success).toBe(valid);
      expect(validateBusinessRequest({ name: 'A', email, company: 'B', message: 'C' }).email === undefined).toBe(valid);
    }
    expect(checkField(emailField, 'x@')).toEqual({ kind: 'rule', key: 'validation::email.invalid' });
  });

  it('is also a pattern a server form can send (checkRegexp with the Unicode flag)', () => {
    expect(new RegExp(EMAIL_PATTERN, 'u').test('ada@example.com')).toBe(true);
    expect(new RegExp(EMAIL_PATTERN, 'u').test('<b>@x.com')).toBe(false);
  });

  it('property: an address with any of < > ( ) " , ; \\ or a space is refused; none is over 254', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom('<', '>', '(', ')', '"', ',', ';', '\\', ' ', '\t'), fc.string({ maxLength: 20 }), (a, bad, b) => {
        expect(isEmail(`x${a}${bad}${b}y@example.com`)).toBe(false);
        expect(isEmail(`ada@exa${bad}mple.com`)).toBe(false);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.string({ minLength: EMAIL_MAX - 10, maxLength: 400 }), (s) => {
        if (s.length > EMAIL_MAX) expect(isEmail(s)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
