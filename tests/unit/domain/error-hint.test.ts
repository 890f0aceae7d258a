import { describe, expect, it } from 'vitest';
import { hintText, showsErrorHint } from '../../../src/domain/error-hint.ts';

describe('sender-flows §8 error hint', () => {
  it.each([
    ['long error text exists', { longText: 'More about it' }, true],
    ['long text of spaces only', { longText: '   ' }, false],
    ['a login input error', { loginForm: true }, true],
    ['code 658', { code: '658' }, true],
    ['code 659', { code: '659' }, true],
    ['code 657', { code: '657' }, false],
    ['code 6580', { code: '6580' }, false],
    ['a plain field error', {}, false],
  ])('%s → button shown: %s', (_name, input, expected) => expect(showsErrorHint(input)).toBe(expected));

  it('shows the long text, else the error message', () => {
    expect(hintText('Long <b>text</b>', 'Short')).toBe('Long <b>text</b>');
    expect(hintText(undefined, 'Short')).toBe('Short');
    expect(hintText(' ', 'Short')).toBe('Short');
  });
});
