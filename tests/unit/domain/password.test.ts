import { describe, expect, it } from 'vitest';
import { formField } from '../../../src/api/schemas/form.ts';
import { checkField, errorText } from '../../../src/domain/field-validation.ts';
import { newPasswordRule, passwordProblem, passwordProblemMessage } from '../../../src/domain/password.ts';

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
    ['too-short', 'validation::password.short'],
    ['too-long', 'validation::password.long'],
    ['no-letter', 'validation::password.letter'],
    ['no-digit', 'validation::password.digit'],
  ] as const)('%s has its own message %s', (problem, key) => {
    expect(passwordProblemMessage(problem)).toEqual({ key, params: { min: '8', max: '128' } });
  });

  it('the field check gives the broken rule where the screen sets it (registration) only, never "check this value"', () => {
    const password = formField.parse({ name: 'password', type: 'password', mandatory: true });
    const t = (key: string, params?: Record<string, string>) => `${key}${params ? JSON.stringify(params) : ''}`;
    const check = (value: string) => checkField(password, value, { fieldRules: { password: newPasswordRule } });
    expect(check('abc')).toEqual({ kind: 'rule', key: 'validation::password.short', params: { min: '8', max: '128' } });
    expect(errorText(check('abcdefgh')!, t)).toBe('validation::password.digit{"min":"8","max":"128"}');
    expect(check('longenough1')).toBeNull();
    expect(check('')).toEqual({ kind: 'required' });
    // The sign-in password is whatever the sender chose: no rule.
    expect(checkField(password, 'abc')).toBeNull();
  });
});
