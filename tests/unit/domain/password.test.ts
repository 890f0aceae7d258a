import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formField } from '../../../src/api/schemas/form.ts';
import { checkField, errorText } from '../../../src/domain/field-validation.ts';
import { PASSWORD_MESSAGE_KEYS, PASSWORD_MESSAGE_VALUES, passwordProblem } from '../../../src/domain/password.ts';

const LANGS = ['cs', 'de', 'en', 'es', 'fr', 'in', 'it', 'pl', 'pt', 'ro', 'ru', 'tl', 'tr', 'uk', 'uz', 'vi', 'zh'];

describe('sender-flows §5 a new password says the rule it breaks (registration)', () => {
  it.each([
    ['abc', 'too-short'],
    ['abc1234', 'too-short'], // 7 characters
    ['abcd1234', null],
    ['longenough1', null],
    ['12345678', 'no-letter'],
    ['abcdefgh', 'no-digit'],
    ['Jürgen2026', null], // any letter
    ['пароль12', null],
    [`a1${'x'.repeat(126)}`, null], // 128
    [`a1${'x'.repeat(127)}`, 'too-long'], // 129
    ['😀😀😀😀😀😀a1', null], // characters, not UTF-16 units: 8
    ['😀😀😀a1', 'too-short'], // 5 characters, 8 UTF-16 units
  ] as const)('%j: %s', (password, expected) => expect(passwordProblem(password)).toBe(expected));

  it.each([
    ['too-short', 'registration.passwordShort'],
    ['too-long', 'registration.passwordLong'],
    ['no-letter', 'registration.passwordLetter'],
    ['no-digit', 'registration.passwordDigit'],
  ] as const)('%s has its own message %s, in all 17 languages', (problem, key) => {
    expect(PASSWORD_MESSAGE_KEYS[problem]).toBe(key);
    for (const lang of LANGS) {
      const auth = JSON.parse(readFileSync(new URL(`../../../public/locales/${lang}/auth.json`, import.meta.url), 'utf8')) as Record<string, string>;
      expect(auth[key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('a screen rule built on it replaces "check this value" with the broken rule, on that field only', () => {
    const password = formField.parse({ name: 'password', type: 'password', mandatory: true });
    const rule = (value: string) => {
      const problem = passwordProblem(value);
      return problem ? { kind: 'pattern' as const, message: `${PASSWORD_MESSAGE_KEYS[problem]} ${PASSWORD_MESSAGE_VALUES.min}` } : null;
    };
    const check = (value: string) => checkField(password, value, { fieldRules: { password: rule } });
    expect(check('abc')).toEqual({ kind: 'pattern', message: 'registration.passwordShort 8' });
    expect(errorText(check('abcdefgh')!, (key) => key)).toBe('registration.passwordDigit 8');
    expect(check('longenough1')).toBeNull();
    expect(check('')).toEqual({ kind: 'required' });
    // The sign-in password is whatever the sender chose: no rule.
    expect(checkField(password, 'abc')).toBeNull();
  });
});
