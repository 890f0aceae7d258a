// The generic field check and submit validation of sender-flows §5 (and public-site §5), pure:
// the forms engine and its tests read the same rules.
import type { Form, FormField } from './form.ts';
import { isEmail } from './email.ts';

/** Message keys of the validation namespace (sender-flows §5 names the two generic ones). */
export const REQUIRED_KEY = 'validation::site.js.validation.req.error';
export const INVALID_KEY = 'validation::site.js.validation.valid.error';

/** Field types whose input is formatted with spaces (card numbers, phones, accounts). */
const FORMATTED_TYPES = new Set(['pan', 'cvv', 'exp_date', 'phone', 'phone_strict', 'tel', 'bank_account', 'bik', 'digital']);
/** Name fields get their first letter capitalised (sender-flows §5). */
export const NAME_FIELDS = new Set(['to_name', 'to_name_f', 'name', 'name_f']);
/** The precheque form: a mandatory field without a pattern needs exactly 3 digits. */
const PRECHEQUE_FORM = 'precheque';

/** A rule of the field's type (email, card, phone) broken: its own message key in the validation namespace. */
export interface RuleError {
  kind: 'rule';
  key: string;
  params?: Record<string, string>;
}

/** A phone field's value checked against the country's numbering plan, with the form's values. */
export type PhoneFieldRule = (value: string, values: Readonly<Record<string, string>>) => RuleError | null;

/** A screen's own rule for a field, with the form's values: null when the value keeps it. */
export type FieldRule = (value: string, values: Readonly<Record<string, string>>) => FieldError | null;

export type FieldError = { kind: 'required' } | { kind: 'pattern'; message: string } | { kind: 'invalid' } | RuleError;

interface CheckContext {
  formName?: string;
  /** A card-number field is invalid once the server answered an error code for it. */
  serverErrorCode?: string | number | null;
  /** The form's values: a phone depends on its prefix, a security code on the card number. */
  values?: Readonly<Record<string, string>>;
  /**
   * The phone fields' rule (src/domain/phone-check.ts) once the phone rules have loaded (they load
   * lazily, with the phone input); without it the server checks the phone.
   */
  phoneRule?: PhoneFieldRule | null;
  /**
   * A screen's own rules by field name, checked before the type's rule: registration's new password,
   * invite friends' mobile number, the pay form's new card (src/domain/card-field-rules.ts).
   */
  fieldRules?: Readonly<Record<string, FieldRule>> | undefined;
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
    return rule('validation::card.refused');
  }
  const pattern = field.checkRegexp;
  if (field.mandatory && value === '') return { kind: 'required' };
  // The rules of the type come first: their messages say what is wrong in the user's language.
  const broken = value === '' ? null : (context.fieldRules?.[field.name]?.(value, context.values ?? {}) ?? typeRule(field, value, context));
  if (broken) return broken;
  if (field.mandatory) {
    if (!pattern) {
      if (context.formName === PRECHEQUE_FORM && !/^\d{3}$/.test(value)) return { kind: 'invalid' };
      return null;
    }
    return matches(pattern, value) ? null : patternError(field);
  }
  if (value === '' || !pattern) return null;
  return matches(pattern, value) ? null : patternError(field);
}

/** A broken rule's message key (and its parameters). */
export const rule = (key: string, params?: Record<string, string>): RuleError => (params ? { kind: 'rule', key, params } : { kind: 'rule', key });

/** The checks a type brings whatever the server's pattern: one email rule, the phone plan. */
function typeRule(field: FormField, value: string, context: CheckContext): RuleError | null {
  switch (field.type) {
    case 'email':
      return isEmail(value) ? null : rule('validation::email.invalid');
    case 'phone':
    case 'phone_strict':
      return context.phoneRule ? context.phoneRule(value, context.values ?? {}) : null;
    default:
      return null;
  }
}

function patternError(field: FormField): FieldError {
  return field.checkRegexpError ? { kind: 'pattern', message: field.checkRegexpError } : { kind: 'invalid' };
}

/** The text of an error: required message, the type rule's or the field's own pattern message, else the generic one. */
export function errorText(error: FieldError, translate: (key: string, params?: Record<string, string>) => string): string {
  if (error.kind === 'required') return translate(REQUIRED_KEY);
  if (error.kind === 'rule') return translate(error.key, error.params);
  if (error.kind === 'pattern') return error.message;
  return translate(INVALID_KEY);
}

/** Visibility with the conditional rule (showOnFieldSelectionName/Value). */
export function isVisible(field: FormField, values: Readonly<Record<string, string>>): boolean {
  if (!field.visible || field.type === 'hidden') return false;
  if (!field.showOnFieldSelectionName) return true;
  return (values[field.showOnFieldSelectionName] ?? '') === (field.showOnFieldSelectionValue ?? '');
}

interface SubmitCheckOptions {
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

/**
 * What a field asks for: its name and id, its type, the name it is posted under and the pattern its
 * value must match. Two fields with the same identity are the same field; a field of the same name
 * whose identity differs (the account field of another delivery method: an IBAN, then an address)
 * asks for something else.
 */
export function fieldIdentity(field: Pick<FormField, 'name' | 'id' | 'type' | 'canonicalPath' | 'checkRegexp'>): string {
  return JSON.stringify([field.name, field.id === undefined ? '' : String(field.id), field.type, field.canonicalPath ?? field.name, field.checkRegexp ?? '']);
}

/**
 * A rebuilt form keeps the values the user gave its visible fields (sender-flows §4 Form): a value
 * stays only in the same field (same identity, visible before and after), never in another field
 * that happens to share its name; every other field takes the rebuilt form's value.
 */
export function keepVisibleValues(previous: Form, rebuilt: Form, values: Readonly<Record<string, string>>): Record<string, string> {
  const before = new Map(previous.fields.map((f) => [f.name, f]));
  const kept: Record<string, string> = {};
  for (const field of rebuilt.fields) {
    const old = before.get(field.name);
    const value = values[field.name];
    const same = old !== undefined && fieldIdentity(old) === fieldIdentity(field) && isVisible(old, values) && isVisible(field, values);
    kept[field.name] = same && value !== undefined ? value : field.value;
  }
  return kept;
}
