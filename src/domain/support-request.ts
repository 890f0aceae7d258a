/**
 * The help centre's new-request form (public-site §2 links, §5 form rules, §8): what the visitor
 * typed becomes the desk's request body, checked per field by the rules of the schema in
 * src/api/schemas/support-request.ts, and the desk's answer becomes a request number or field
 * errors. The rules are written out here rather than run through zod, so the form's island carries
 * no schema library (the /auth app's chunks stay as they are); a property test holds them to the
 * schema, and the sandbox builds its RecordInvalid answer from the schema's issues.
 */
import { EMAIL_MAX, isEmail } from './email.ts';

/** The desk's error shape: 422 RecordInvalid with details per attribute, or 400 for an unreadable body (schema: deskErrorAnswer). */
export interface DeskErrorAnswer {
  error: string;
  description: string;
  details?: Record<string, Array<{ description: string; error: string; field_key?: string | undefined }>> | undefined;
}

/** The desk's Create Request call, asked on the site's own origin (the backend or the sandbox answers). */
export const SUPPORT_REQUESTS_PATH = '/api/v2/requests.json';

/** Longest values the form accepts (the desk's subject is at most 150 characters). */
export const SUPPORT_LIMITS = { name: 100, email: EMAIL_MAX, subject: 150, description: 5000 } as const;

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

interface Issue {
  code: string;
  path: readonly PropertyKey[];
}

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

/** The first problem of each field of a schema's issues (the sandbox's and the tests' reading). */
export const issueProblems = (issues: readonly Issue[]): SupportErrors => fieldProblems(issues);

type SupportRequestBody = ReturnType<typeof supportRequestPayload>;
type SupportCheck = { ok: true; body: SupportRequestBody } | { ok: false; errors: SupportErrors };

/** One field's problem: empty (after trimming) is required, then too long, then (email) invalid. */
function fieldProblem(field: SupportField, value: string): SupportProblem | null {
  if (value === '') return 'required';
  if (value.length > SUPPORT_LIMITS[field]) return 'too_long';
  return field === 'email' && !isEmail(value) ? 'invalid' : null;
}

/** The check before posting (public-site §5): every field is mandatory; values trimmed. */
export function checkSupportRequest(values: SupportValues): SupportCheck {
  const trimmed = Object.fromEntries(SUPPORT_FIELDS.map((f) => [f, values[f].trim()])) as SupportValues;
  const errors: SupportErrors = {};
  for (const field of SUPPORT_FIELDS) {
    const problem = fieldProblem(field, trimmed[field]);
    if (problem) errors[field] = problem;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: supportRequestPayload(trimmed) };
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

type SupportOutcome = { kind: 'created'; id: number } | { kind: 'invalid'; errors: SupportErrors } | { kind: 'failed' };

const PROBLEM_OF_ERROR: Record<string, SupportProblem> = { BlankValue: 'required', TooLong: 'too_long' };

/**
 * How the desk's answer ends: 201 with the request (its number is shown), 400/422 naming fields the
 * form has (each shown beside its field), anything else a failure of the whole submit.
 */
export function readSupportAnswer(status: number, json: unknown): SupportOutcome {
  if (status === 201 || status === 200) {
    const id = isRecord(json) && isRecord(json['request']) ? json['request']['id'] : undefined;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { kind: 'created', id } : { kind: 'failed' };
  }
  if (status !== 400 && status !== 422) return { kind: 'failed' };
  const details = deskDetails(json);
  if (!details) return { kind: 'failed' };
  const errors: SupportErrors = {};
  for (const [attribute, list] of Object.entries(details)) {
    for (const detail of list) {
      // Without a field_key the attribute names the field (the requester's is its email).
      const field = FIELD_OF_KEY.get(detail.field_key ?? '') ?? FIELD_OF_KEY.get(attribute === 'requester' ? 'requester.email' : attribute === 'description' ? 'comment.body' : attribute);
      if (field && !errors[field]) errors[field] = PROBLEM_OF_ERROR[detail.error] ?? 'invalid';
    }
  }
  return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'failed' };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
type Detail = { description: string; error: string; field_key?: string | undefined };
const isDetail = (value: unknown): value is Detail =>
  isRecord(value) && typeof value['description'] === 'string' && typeof value['error'] === 'string' && (value['field_key'] === undefined || typeof value['field_key'] === 'string');

/** The details of the desk's error shape `{error, description, details?}`, or null when the answer is not that shape. */
function deskDetails(json: unknown): Record<string, Detail[]> | null {
  if (!isRecord(json) || typeof json['error'] !== 'string' || typeof json['description'] !== 'string') return null;
  const details = json['details'] ?? {};
  if (!isRecord(details)) return null;
  for (const list of Object.values(details)) if (!Array.isArray(list) || !list.every(isDetail)) return null;
  return details as Record<string, Detail[]>;
}
