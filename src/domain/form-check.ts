// What blocks a submit and which errors a server form arrives with (sender-flows §3 isError,
// errorMessage, errors; §5 Submit validation), over the fields in display order. Pure: the
// forms engine's hook keeps the state, this decides.
import type { Form } from './form.ts';
import { blockingFields, checkField, type FieldError, type FieldRule, type PhoneFieldRule } from './field-validation.ts';
import { orderedFields } from './form-fields.ts';

/** A field that blocks the submit: a check failed, or it was already in error. */
interface SubmitProblem {
  name: string;
  problem: FieldError | 'already-in-error';
}

interface SubmitCheck {
  /** Names of the fields on screen (visibility, conditions, the screen's overrides). */
  shown: ReadonlySet<string>;
  /** Hidden fields are checked too. */
  checkHidden?: boolean;
  /** Fields in error now. */
  inError?: Readonly<Record<string, unknown>>;
  /** The last server error code (the card-number rule). */
  serverErrorCode?: string | null;
  /** The phone fields' rule, once the phone rules have loaded. */
  phoneRule?: PhoneFieldRule | null;
  /** The screen's own rules by field name. */
  fieldRules?: Readonly<Record<string, FieldRule>> | undefined;
  now?: number;
}

/**
 * sender-flows §5: every checked field (shown ones, or all when hidden ones are checked) runs the
 * generic check; visible mandatory empty fields and fields already in error block too; a parent
 * whose items list is empty is not an error. In display order.
 */
export function submitProblems(form: Form, values: Readonly<Record<string, string>>, check: SubmitCheck): SubmitProblem[] {
  const checked = (name: string) => Boolean(check.checkHidden) || check.shown.has(name);
  const blocking = new Set(blockingFields(form, values, { checkHidden: Boolean(check.checkHidden), errors: check.inError ?? {} }).filter(checked));
  const problems: SubmitProblem[] = [];
  for (const field of orderedFields(form.fields)) {
    if (!checked(field.name) || (field.items && field.items.length === 0)) continue;
    const error = checkField(field, values[field.name] ?? '', {
      formName: form.name,
      serverErrorCode: check.serverErrorCode ?? null,
      values,
      phoneRule: check.phoneRule ?? null,
      fieldRules: check.fieldRules,
      ...(check.now !== undefined ? { now: check.now } : {}),
    });
    if (error) problems.push({ name: field.name, problem: error });
    else if (blocking.has(field.name)) problems.push({ name: field.name, problem: check.inError?.[field.name] ? 'already-in-error' : { kind: 'required' } });
  }
  return problems;
}

/** The errors a form arrives with: fields marked isError with their message, and the form's errors map. */
export function errorsOfServerForm(form: Form): Record<string, { message: string; code?: string }> {
  const errors: Record<string, { message: string; code?: string }> = {};
  for (const field of form.fields) {
    if (field.isError && field.errorMessage) errors[field.name] = { message: field.errorMessage, ...(field.errorCode !== undefined ? { code: String(field.errorCode) } : {}) };
  }
  for (const [name, message] of Object.entries(form.errors)) if (name !== 'form') errors[name] = { message };
  return errors;
}
