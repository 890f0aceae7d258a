/**
 * The help centre's new-request form (public-site §2 links, §5 form rules, §8): what the visitor
 * typed becomes the desk's request body, the schema of src/api/schemas/support-request.ts says
 * what is wrong with it per field, and the desk's answer becomes a request number or field errors.
 * The sandbox builds its RecordInvalid answer from the same issues, so both sides agree.
 */
import { deskErrorAnswer, supportRequestBody, supportRequestCreated, type DeskErrorAnswer, type SupportRequestBody } from '../api/schemas/support-request.ts';

export const SUPPORT_FIELDS = ['name', 'email', 'subject', 'description'] as const;
export type SupportField = (typeof SUPPORT_FIELDS)[number];
export type SupportValues = Record<SupportField, string>;
/** public-site §5 generic input error: required when empty, otherwise invalid (or too long). */
export type SupportProblem = 'required' | 'invalid' | 'too_long';
export type SupportErrors = Partial<Record<SupportField, SupportProblem>>;

/** Where each form field sits in the request (`field_key` of the desk's details). */
const FIELD_KEYS: Record<SupportField, string> = { name: 'requester.name', email: 'requester.email', subject: 'subject', description: 'comment.body' };
const FIELD_OF_KEY = new Map(Object.entries(FIELD_KEYS).map(([field, key]) => [key, field as SupportField]));
/** The desk's attribute a problem is reported under, and how its English description starts. */
const ATTRIBUTE: Record<SupportField, { key: string; label: string }> = {
  name: { key: 'requester', label: 'Requester: Name ' },
  email: { key: 'requester', label: 'Requester: Email ' },
  subject: { key: 'subject', label: 'Subject: ' },
  description: { key: 'description', label: 'Description: ' },
};

/** The body as the desk takes it, values as typed (the schema trims them). */
export function supportRequestPayload(values: SupportValues): { request: { requester: { name: string; email: string }; subject: string; comment: { body: string } } } {
  return { request: { requester: { name: values.name, email: values.email }, subject: values.subject, comment: { body: values.description } } };
}

interface Issue { code: string; path: readonly PropertyKey[] }

/** A schema issue as a field problem: a missing or empty value is required, an over-long one too long. */
export function problemOf(code: string): SupportProblem {
  if (code === 'too_small' || code === 'invalid_type') return 'required';
  if (code === 'too_big') return 'too_long';
  return 'invalid';
}

/** `['request', 'requester', 'email']` → `requester.email`. */
const keyOf = (path: readonly PropertyKey[]) => path.slice(1).map(String).join('.');

/** The fields an issue is about: its own, or every field inside a missing object (`requester`). */
const fieldsAt = (key: string): SupportField[] => SUPPORT_FIELDS.filter((f) => FIELD_KEYS[f] === key || FIELD_KEYS[f].startsWith(`${key}.`));

/** The first problem of each field, in form order. */
function fieldProblems(issues: readonly Issue[]): SupportErrors {
  const errors: SupportErrors = {};
  for (const issue of issues) for (const field of fieldsAt(keyOf(issue.path))) errors[field] ??= problemOf(issue.code);
  return errors;
}

export type SupportCheck = { ok: true; body: SupportRequestBody } | { ok: false; errors: SupportErrors };

/** The check before posting (public-site §5): every field is mandatory; values trimmed. */
export function checkSupportRequest(values: SupportValues): SupportCheck {
  const parsed = supportRequestBody.safeParse(supportRequestPayload(values));
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: fieldProblems(parsed.error.issues) };
}

const DESK_ERROR: Record<SupportProblem, { error: string; text: string }> = {
  required: { error: 'BlankValue', text: 'cannot be blank' },
  too_long: { error: 'TooLong', text: 'is too long' },
  invalid: { error: 'InvalidValue', text: 'is invalid' },
};

/** The desk's 422 answer for schema issues: details per attribute, each naming its `field_key`. */
export function recordInvalid(issues: readonly Issue[]): DeskErrorAnswer {
  const details: NonNullable<DeskErrorAnswer['details']> = {};
  const seen = new Set<string>();
  const add = (attribute: { key: string; label: string }, fieldKey: string, code: string) => {
    if (seen.has(fieldKey)) return;
    seen.add(fieldKey);
    const { error, text } = DESK_ERROR[problemOf(code)];
    (details[attribute.key] ??= []).push({ description: attribute.label + text, error, field_key: fieldKey });
  };
  for (const issue of issues) {
    const fieldKey = keyOf(issue.path);
    const fields = fieldsAt(fieldKey);
    if (fields.length === 0) add({ key: String(issue.path[1] ?? 'base'), label: `${fieldKey || 'request'}: ` }, fieldKey, issue.code);
    for (const field of fields) add(ATTRIBUTE[field], FIELD_KEYS[field], issue.code);
  }
  return { error: 'RecordInvalid', description: 'Record validation errors', details };
}

export type SupportOutcome = { kind: 'created'; id: number } | { kind: 'invalid'; errors: SupportErrors } | { kind: 'failed' };

const PROBLEM_OF_ERROR: Record<string, SupportProblem> = { BlankValue: 'required', TooLong: 'too_long' };

/**
 * How the desk's answer ends: 201 with the request (its number is shown), 400/422 naming fields the
 * form has (each shown beside its field), anything else a failure of the whole submit.
 */
export function readSupportAnswer(status: number, json: unknown): SupportOutcome {
  if (status === 201 || status === 200) {
    const created = supportRequestCreated.safeParse(json);
    return created.success ? { kind: 'created', id: created.data.request.id } : { kind: 'failed' };
  }
  if (status !== 400 && status !== 422) return { kind: 'failed' };
  const answer = deskErrorAnswer.safeParse(json);
  if (!answer.success) return { kind: 'failed' };
  const errors: SupportErrors = {};
  for (const [attribute, list] of Object.entries(answer.data.details ?? {})) {
    for (const detail of list) {
      // Without a field_key the attribute names the field (the requester's is its email).
      const field = FIELD_OF_KEY.get(detail.field_key ?? '') ?? FIELD_OF_KEY.get(attribute === 'requester' ? 'requester.email' : attribute === 'description' ? 'comment.body' : attribute);
      if (field && !errors[field]) errors[field] = PROBLEM_OF_ERROR[detail.error] ?? 'invalid';
    }
  }
  return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'failed' };
}
