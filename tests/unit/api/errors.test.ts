import { describe, expect, it } from 'vitest';
import { normaliseErrors } from '../../../src/api/schemas/light.ts';

describe('sender-flows §8 server error shapes', () => {
  it.each([
    ['1: a list of items with errorCode and value', { validateResultErrors: [{ errorCode: 'phone', value: 'Too short' }] }, { phone: { code: 'phone', message: 'Too short' } }, null],
    ['1: the bare list', [{ errorCode: 'email', value: 'Invalid' }], { email: { code: 'email', message: 'Invalid' } }, null],
    ['2: a map of items with code and body', { errors: { email: { code: 'INVALID', body: 'Enter an email' } } }, { email: { code: 'INVALID', message: 'Enter an email' } }, null],
    ['3: errorCode and errorMessage', { errorCode: 631, errorMessage: 'Blocked' }, {}, { code: '631', message: 'Blocked' }],
    ['4: errorCode and message', { errorCode: 'EXPIRED', message: 'Link expired' }, {}, { code: 'EXPIRED', message: 'Link expired' }],
    ['5: a single code and body', { code: 'NOT_FOUND', body: 'No such card' }, {}, { code: 'NOT_FOUND', message: 'No such card' }],
    ['5: nested under errors', { errors: { code: 413, body: 'Too large' } }, {}, { code: '413', message: 'Too large' }],
    ['nothing recognisable', { hello: 'world' }, {}, null],
    ['not an object', 'oops', {}, null],
    ['null', null, {}, null],
  ])('reads shape %s', (_name, answer, fields, server) => {
    const result = normaliseErrors(answer);
    expect(result.fields).toEqual(fields);
    expect(result.server).toEqual(server);
  });

  it('reads list and map together when an answer carries both', () => {
    const result = normaliseErrors({ validateResultErrors: [{ errorCode: 'a', value: 'A' }], errors: { b: { code: 'X', body: 'B' } } });
    expect(Object.keys(result.fields).sort()).toEqual(['a', 'b']);
  });
});
