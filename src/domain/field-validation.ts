// The generic field check and submit validation of sender-flows §5 (and public-site §5), pure:
// the forms engine and its tests read the same rules.
import type { Form, FormField } from '../api/schemas/form.ts';

/** Message keys of the validation namespace (sender-flows §5 names the two generic ones). */
export const REQUIRED_KEY = 'validation::site.js.validation.req.error';
export const INVALID_KEY = 'validation::site.js.validation.valid.error';

/** Field types whose input is formatted with spaces (card numbers, phones, accounts). */
const FORMATTED_TYPES = new Set(['pan', 'cvv', 'exp_date', 'phone', 'phone_strict', 'tel', 'bank_account', 'bik', 'digital']);
/** Name fields get their first letter capitalised (sender-flows §5). */
export const NAME_FIELDS = new Set(['to_name', 'to_name_f', 'name', 'name_f']);
/** The precheque form: a mandatory field without a pattern needs exactly 3 digits. */
export const PRECHEQUE_FORM = 'precheque';

export type FieldError = { kind: 'required' } | { kind: 'pattern'; message: string } | { kind: 'invalid' };

export interface CheckContext {
  formName?: string;
  /** A card-number field is invalid once the server answered an error code for it. */
  serverErrorCode?: string | number | null;
}

/** Letter or mark classes (\p{L}, \p{M}…) need the Unicode flag. */
export function patternFlags(pattern: string): string {
  return /\\[pP]\{/.test(pattern) ? 'u' : '';
}

/** What the field's value becomes before it is checked: trimmed, spaces removed from formatted inputs. */
export function normaliseValue(field: Pick<FormField, 'type' | 'name'>, raw: string, options: { upperCase?: boolean } = {}): string {
  let value = raw.trim();
  if (FORMATTED_TYPES.has(field.type)) value = value.replace(/\s+/g, '');
  if (options.upperCase) value = value.toUpperCase();
  if (NAME_FIELDS.has(field.name) && value) value = value.charAt(0).toLocaleUpperCase() + value.slice(1);
  return value;
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, patternFlags(pattern)).test(value);
  } catch {
    // A pattern the browser cannot compile must not lock the user out: the server checks again.
    return true;
  }
}

/** sender-flows §5 Generic field check. Null when the value is valid. */
export function checkField(field: FormField, raw: string, context: CheckContext = {}): FieldError | null {
  const value = normaliseValue(field, raw);
  if (field.type === 'pan' && context.serverErrorCode !== undefined && context.serverErrorCode !== null && context.serverErrorCode !== '') {
    return { kind: 'invalid' };
  }
  const pattern = field.checkRegexp;
  if (field.mandatory) {
    if (!pattern) {
      if (value === '') return { kind: 'required' };
      if (context.formName === PRECHEQUE_FORM && !/^\d{3}$/.test(value)) return { kind: 'invalid' };
      return null;
    }
    if (value === '') return { kind: 'required' };
    return matches(pattern, value) ? null : patternError(field);
  }
  if (value === '' || !pattern) return null;
  return matches(pattern, value) ? null : patternError(field);
}

function patternError(field: FormField): FieldError {
  return field.checkRegexpError ? { kind: 'pattern', message: field.checkRegexpError } : { kind: 'invalid' };
}

/** The text of an error: required message, the field's own pattern message, else the generic one. */
export function errorText(error: FieldError, translate: (key: string) => string): string {
  if (error.kind === 'required') return translate(REQUIRED_KEY);
  if (error.kind === 'pattern') return error.message;
  return translate(INVALID_KEY);
}

/** Visibility with the conditional rule (showOnFieldSelectionName/Value). */
export function isVisible(field: FormField, values: Readonly<Record<string, string>>): boolean {
  if (!field.visible || field.type === 'hidden') return false;
  if (!field.showOnFieldSelectionName) return true;
  return (values[field.showOnFieldSelectionName] ?? '') === (field.showOnFieldSelectionValue ?? '');
}

export interface SubmitCheckOptions {
  /** Hidden fields are checked too. */
  checkHidden?: boolean;
  /** Fields already in error (from an earlier check or the server). */
  errors?: Readonly<Record<string, unknown>>;
}

/**
 * sender-flows §5 Submit validation: the names of fields that block the submit: visible (or all)
 * mandatory fields left empty, and fields already in error. A parent with an empty items list is
 * not an error.
 */
export function blockingFields(form: Form, values: Readonly<Record<string, string>>, options: SubmitCheckOptions = {}): string[] {
  const blocking: string[] = [];
  for (const field of form.fields) {
    if (!options.checkHidden && !isVisible(field, values)) continue;
    if (options.errors?.[field.name]) {
      blocking.push(field.name);
      continue;
    }
    if (field.items && field.items.length === 0) continue;
    if (field.mandatory && normaliseValue(field, values[field.name] ?? field.value) === '') blocking.push(field.name);
  }
  return blocking;
}

/**
 * The posted payload (sender-flows §7 convention): each field under its canonical path when asked,
 * else its name; strings trimmed; empty values left out.
 */
export function submitPayload(form: Form, values: Readonly<Record<string, string>>, options: { canonical?: boolean } = {}): URLSearchParams {
  const payload = new URLSearchParams();
  for (const field of form.fields) {
    const value = normaliseValue(field, values[field.name] ?? field.value);
    if (value === '') continue;
    payload.append(options.canonical && field.canonicalPath ? field.canonicalPath : field.name, value);
  }
  return payload;
}

/** A rebuilt form keeps the values the user gave its visible fields (sender-flows §4 Form). */
export function keepVisibleValues(rebuilt: Form, previous: Readonly<Record<string, string>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of rebuilt.fields) {
    const kept = previous[field.name];
    values[field.name] = kept !== undefined && isVisible(field, previous) ? kept : field.value;
  }
  return values;
}
