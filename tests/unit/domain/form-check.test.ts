import { describe, expect, it } from 'vitest';
import { form as formSchema } from '../../../src/api/schemas/form.ts';
import { errorsOfServerForm, submitProblems } from '../../../src/domain/form-check.ts';

const form = formSchema.parse({
  name: 'send',
  action: '/api/send/gb/ph',
  fields: [
    { name: 'z_last', order: 9, mandatory: true },
    { name: 'to_name', order: 1, mandatory: true, checkRegexp: '^\\p{L}+$', checkRegexpError: 'Letters only' },
    { name: 'bank', type: 'drop_box', order: 2, mandatory: true, items: [] },
    { name: 'secret', type: 'hidden', mandatory: true },
    { name: 'promo', order: 3, checkRegexp: '^[A-Z]{4}$' },
    { name: 'pan', type: 'pan', order: 4 },
  ],
});
const shown = new Set(['z_last', 'to_name', 'bank', 'promo', 'pan']);

describe('sender-flows §5 submit validation problems', () => {
  it.each([
    [
      'all empty: mandatory shown fields, in display order',
      {},
      {},
      [
        ['to_name', 'required'],
        ['z_last', 'required'],
      ],
    ],
    [
      'a pattern failure and an optional pattern failure',
      { to_name: '42', promo: 'x', z_last: 'ok' },
      {},
      [
        ['to_name', 'pattern'],
        ['promo', 'invalid'],
      ],
    ],
    ['hidden fields checked when asked', { to_name: 'Maria', z_last: 'ok' }, { checkHidden: true }, [['secret', 'required']]],
    ['a field already in error blocks', { to_name: 'Maria', z_last: 'ok' }, { inError: { promo: { message: 'Expired' } } }, [['promo', 'already-in-error']]],
    ['the card number after a server error code', { to_name: 'Maria', z_last: 'ok', pan: '4242' }, { serverErrorCode: 'CARD_DECLINED' }, [['pan', 'rule']]],
    ['nothing when all is well', { to_name: 'Maria', z_last: 'ok' }, {}, []],
  ] as const)('%s', (_name, values, options, expected) => {
    const problems = submitProblems(form, values, { shown, ...options });
    expect(problems.map(({ name, problem }) => [name, typeof problem === 'string' ? problem : problem.kind])).toEqual(expected);
  });

  it('skips fields off screen unless hidden ones are checked', () => {
    expect(submitProblems(form, {}, { shown: new Set(['to_name']) }).map((p) => p.name)).toEqual(['to_name']);
  });
});

describe('sender-flows §3 errors a form arrives with', () => {
  it('reads isError fields with their message and code, and the form errors map except the form-wide entry', () => {
    const arriving = formSchema.parse({
      name: 'f',
      action: '/x',
      fields: [
        { name: 'a', isError: true, errorMessage: 'Bad a', errorCode: 658 },
        { name: 'b', isError: true },
        { name: 'c', errorMessage: 'not in error' },
      ],
      errors: { c: 'Bad c', form: 'Whole form' },
    });
    expect(errorsOfServerForm(arriving)).toEqual({ a: { message: 'Bad a', code: '658' }, c: { message: 'Bad c' } });
  });
});
