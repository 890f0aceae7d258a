import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { supportRequestBody, deskErrorAnswer } from '../../../src/api/schemas/support-request.ts';
import {
  checkSupportRequest,
  issueProblems,
  problemOf,
  SUPPORT_LIMITS,
  readSupportAnswer,
  recordInvalid,
  supportRequestPayload,
  SUPPORT_FIELDS,
  type SupportValues,
} from '../../../src/domain/support-request.ts';

const filled: SupportValues = { name: 'Ana Souza', email: 'ana@example.com', subject: 'Transfer not arrived', description: 'My transfer of 14 May has not arrived.' };

describe('public-site §5 support request form check', () => {
  it('builds the desk body from what was typed, values trimmed', () => {
    const check = checkSupportRequest({ name: '  Ana Souza ', email: ' ana@example.com ', subject: ' Late ', description: '\nWhere is it?\n' });
    expect(check).toEqual({ ok: true, body: { request: { requester: { name: 'Ana Souza', email: 'ana@example.com' }, subject: 'Late', comment: { body: 'Where is it?' } } } });
  });

  it.each<[string, Partial<SupportValues>, Record<string, string>]>([
    ['everything empty', { name: '', email: '', subject: '', description: '' }, { name: 'required', email: 'required', subject: 'required', description: 'required' }],
    ['only spaces', { name: '   ', subject: '\t', description: ' \n ' }, { name: 'required', subject: 'required', description: 'required' }],
    ['an email without a domain', { email: 'ana@' }, { email: 'invalid' }],
    ['an email with a space', { email: 'ana souza@example.com' }, { email: 'invalid' }],
    ['a subject over 150 characters', { subject: 'x'.repeat(SUPPORT_LIMITS.subject + 1) }, { subject: 'too_long' }],
    ['a name over 100 characters', { name: 'n'.repeat(SUPPORT_LIMITS.name + 1) }, { name: 'too_long' }],
    ['a description over 5000 characters', { description: 'd'.repeat(SUPPORT_LIMITS.description + 1) }, { description: 'too_long' }],
  ])("%s: one problem per field, in the spec's words (required, invalid)", (_case, change, errors) => {
    expect(checkSupportRequest({ ...filled, ...change })).toEqual({ ok: false, errors });
  });

  it('takes values at the limits', () => {
    expect(checkSupportRequest({ ...filled, subject: 's'.repeat(SUPPORT_LIMITS.subject), name: 'n'.repeat(SUPPORT_LIMITS.name), description: 'd'.repeat(SUPPORT_LIMITS.description) }).ok).toBe(true);
  });

  it.each([
    ['too_small', 'required'],
    ['invalid_type', 'required'],
    ['too_big', 'too_long'],
    ['custom', 'invalid'],
    ['invalid_format', 'invalid'],
  ])('reads schema issue %s as %s', (code, problem) => {
    expect(problemOf(code)).toBe(problem);
  });

  it("property: the form's check and the desk's schema agree on every input, field by field", () => {
    const value = fc.oneof(
      fc.string({ maxLength: 160 }),
      fc.constant(''),
      fc.constant('  '),
      fc.constant('a@b.example'),
      fc.constant(' x@y.example '),
      fc.string({ minLength: 5001, maxLength: 5002 }),
    );
    fc.assert(
      fc.property(fc.record({ name: value, email: value, subject: value, description: value }), (values) => {
        const check = checkSupportRequest(values);
        const parsed = supportRequestBody.safeParse(supportRequestPayload(values));
        expect(check.ok).toBe(parsed.success);
        if (check.ok && parsed.success) expect(check.body).toEqual(parsed.data);
        if (!check.ok && !parsed.success) expect(check.errors).toEqual(issueProblems(parsed.error.issues));
      }),
    );
  });

  it('property: whatever is typed, the check either yields a body the schema takes or names only form fields', () => {
    const value = fc.oneof(fc.string({ maxLength: 200 }), fc.constant(''), fc.constant('a@b.example'));
    fc.assert(
      fc.property(fc.record({ name: value, email: value, subject: value, description: value }), (values) => {
        const check = checkSupportRequest(values);
        if (check.ok) expect(supportRequestBody.safeParse(check.body).success).toBe(true);
        else {
          expect(Object.keys(check.errors).length).toBeGreaterThan(0);
          for (const field of Object.keys(check.errors)) expect(SUPPORT_FIELDS).toContain(field);
        }
      }),
    );
  });
});

describe("public-site §2 §8 the desk's answers", () => {
  const created = {
    request: {
      id: 10001,
      status: 'new',
      subject: 'Late',
      description: 'Where is it?',
      requester_id: 7,
      created_at: '2026-11-21T12:00:00Z',
      url: '/api/v2/requests/10001.json',
      via: { channel: 'api' },
    },
  };

  it.each<[string, number, unknown, ReturnType<typeof readSupportAnswer>]>([
    ['201 with the request: its number', 201, created, { kind: 'created', id: 10001 }],
    ['201 without a request id: a failure', 201, { request: { status: 'new' } }, { kind: 'failed' }],
    [
      '422 RecordInvalid with field keys',
      422,
      {
        error: 'RecordInvalid',
        description: 'Record validation errors',
        details: {
          requester: [{ description: 'Requester: Email is invalid', error: 'InvalidValue', field_key: 'requester.email' }],
          subject: [{ description: 'Subject: cannot be blank', error: 'BlankValue', field_key: 'subject' }],
        },
      },
      { kind: 'invalid', errors: { email: 'invalid', subject: 'required' } },
    ],
    [
      '422 as the real desk words it, without field keys',
      422,
      {
        error: 'RecordInvalid',
        description: 'Record validation errors',
        details: { description: [{ description: 'Description: cannot be blank', error: 'BlankValue' }], requester: [{ description: 'Requester: Email is invalid', error: 'InvalidValue' }] },
      },
      { kind: 'invalid', errors: { description: 'required', email: 'invalid' } },
    ],
    [
      '422 about a field the form does not have',
      422,
      { error: 'RecordInvalid', description: 'Record validation errors', details: { base: [{ description: 'Type: cannot be blank', error: 'BlankValue', field_key: 'type' }] } },
      { kind: 'failed' },
    ],
    ['400 for an unreadable body', 400, { error: 'BadRequest', description: 'The body is not valid JSON.' }, { kind: 'failed' }],
    ['500', 500, { error: 'InternalError', description: 'x' }, { kind: 'failed' }],
    ['429 rate limit', 429, null, { kind: 'failed' }],
    ['200 with HTML (a proxy page)', 200, null, { kind: 'failed' }],
  ])('%s', (_case, status, json, outcome) => {
    expect(readSupportAnswer(status, json)).toEqual(outcome);
  });

  it("turns schema issues into the desk's RecordInvalid answer, which the form reads back to the same problems", () => {
    const values = { name: '', email: 'ana@', subject: 'x'.repeat(200), description: 'ok' };
    const parsed = supportRequestBody.safeParse(supportRequestPayload(values));
    expect(parsed.success).toBe(false);
    const answer = recordInvalid(parsed.error!.issues);
    expect(deskErrorAnswer.parse(answer)).toEqual({
      error: 'RecordInvalid',
      description: 'Record validation errors',
      details: {
        requester: [
          { description: 'Requester: Name cannot be blank', error: 'BlankValue', field_key: 'requester.name' },
          { description: 'Requester: Email is invalid', error: 'InvalidValue', field_key: 'requester.email' },
        ],
        subject: [{ description: 'Subject: is too long', error: 'TooLong', field_key: 'subject' }],
      },
    });
    const check = checkSupportRequest(values);
    expect(readSupportAnswer(422, answer)).toEqual({ kind: 'invalid', errors: check.ok ? {} : check.errors });
  });
});
