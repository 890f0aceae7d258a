import { describe, expect, it } from 'vitest';
import { hasServerContent, problemOfStatus, wayBack } from '../../../src/domain/page-problem.ts';

describe('sender-flows §2 screens, §8: pages that cannot be shown', () => {
  it.each([
    [400, 'invalid'],
    [404, 'not-found'],
    [410, 'not-found'],
    [405, 'invalid'],
    [409, 'invalid'],
    [422, 'invalid'],
  ] as const)('a %i page-data answer is a %s page', (status, problem) => expect(problemOfStatus(status)).toBe(problem));

  it('the way back: the signed-in home when signed in, else home', () => {
    expect(wayBack(true)).toBe('/auth/send/main.page');
    expect(wayBack(false)).toBe('/');
  });

  it.each([
    [{}, false],
    [{ forms: [], messages: {} }, false],
    [{ messages: { title: 'Only a title' } }, false],
    [{ messages: { errorText: '  ' } }, false],
    [{ messages: { errorText: 'Something to read' } }, true],
    [{ forms: [{}] }, true],
  ] as const)('page data %j has something to show: %s', (data, expected) => {
    expect(hasServerContent(data, ['errorText', 'text', 'successText'])).toBe(expected);
  });
});
