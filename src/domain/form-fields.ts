// How the forms engine shows and edits each server field (sender-flows §3 Form field, §4 Form, §5):
// the input each type becomes, display order, as-you-type formatting, checkbox values and labels.
// Pure: the React components in src/ui/forms read these rules, the tests read them too.
import { KNOWN_FIELD_TYPES, type Form, type FormField } from './form.ts';
import { groupCardNumber } from './card-brand.ts';
import { isVisible, NAME_FIELDS } from './field-validation.ts';

/** The component family a field type renders with. */
export type InputKind = 'text' | 'textarea' | 'select' | 'checkbox' | 'phone' | 'file' | 'hidden';

interface InputSpec {
  kind: InputKind;
  /** The <input type> for text-like kinds. */
  htmlType: 'text' | 'email' | 'password' | 'search' | 'tel' | 'date';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'search' | 'text';
  autoComplete?: string;
  /** What a keystroke may leave in the field (digits only, card groups…); null keeps any text. */
  format: ((raw: string) => string) | null;
}

const known = new Set<string>(KNOWN_FIELD_TYPES);

/** Groups of 4 (card numbers, IBANs): what people read off a card or a statement. */
export function groupsOf4(raw: string, maxDigits: number, pattern: RegExp): string {
  const kept = raw.replace(pattern, '').slice(0, maxDigits);
  return kept.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An account as its field shows it (sender-flows §3 bank_account): an IBAN or a number in groups of
 * 4, upper case; other text (a name, an address) as typed, so the message it gets makes sense.
 */
export function formatAccount(raw: string): string {
  const compact = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (!/^([A-Z]{2}\d[A-Z0-9]*|\d+)$/.test(compact)) return raw;
  // A space typed after a short group stays: '12 ' may be the start of an address ('12 Rizal St').
  const spaced = /\s$/.test(raw) && compact.length % 4 !== 0 && compact.length < 34;
  return groupsOf4(compact, 34, /\s/g) + (spaced ? ' ' : '');
}

/** MM/YY, the slash added after the month (sender-flows §3 Card: exp_date); a month typed as one digit and a slash is that month ('1/' is 01). */
export function formatExpiry(raw: string): string {
  const digits = raw
    // A four-digit year (pasted or autofilled as MM/YYYY) is its last two digits.
    .replace(/^(\d{2}\D*|\d\D+)20(\d{2})$/, '$1$2')
    .replace(/^(\d)\D/, '0$1')
    .replace(/\D/g, '')
    .slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const digitsOnly = (max: number) => (raw: string) => raw.replace(/\D/g, '').slice(0, max);

const text = (htmlType: InputSpec['htmlType'], more: Partial<InputSpec> = {}): InputSpec => ({ kind: 'text', htmlType, format: null, ...more });

/**
 * The input of a field type (sender-flows §3). Unknown types render as text; `isKnownType` tells
 * the engine to log a warning for them.
 */
export function inputSpec(type: string): InputSpec {
  switch (type) {
    case 'hidden':
      return { kind: 'hidden', htmlType: 'text', format: null };
    case 'textarea':
      return { kind: 'textarea', htmlType: 'text', format: null };
    case 'drop_box':
    case 'country':
      return { kind: 'select', htmlType: 'text', format: null };
    case 'checkbox':
      return { kind: 'checkbox', htmlType: 'text', format: null };
    case 'phone':
    case 'phone_strict':
      return { kind: 'phone', htmlType: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', format: null };
    case 'upload_doc':
    case 'file':
      return { kind: 'file', htmlType: 'text', format: null };
    case 'email':
      return text('email', { inputMode: 'email', autoComplete: 'email' });
    case 'password':
      return text('password', { autoComplete: 'current-password' });
    case 'search':
      return text('search', { inputMode: 'search' });
    case 'date':
      return text('date');
    case 'tel':
      return text('tel', { inputMode: 'tel', autoComplete: 'tel' });
    case 'number':
      return text('text', { inputMode: 'decimal', format: (raw) => raw.replace(/[^\d.,]/g, '') });
    case 'digital':
      return text('text', { inputMode: 'numeric', format: (raw) => raw.replace(/\D/g, '') });
    case 'bik':
      return text('text', { inputMode: 'numeric', format: digitsOnly(9) });
    case 'cvv':
      return text('password', { inputMode: 'numeric', autoComplete: 'cc-csc', format: digitsOnly(4) });
    // Grouped as the card prints it (American Express 4-6-5), by the brand the digits show.
    case 'pan':
      return text('text', { inputMode: 'numeric', autoComplete: 'cc-number', format: groupCardNumber });
    case 'exp_date':
      return text('text', { inputMode: 'numeric', autoComplete: 'cc-exp', format: formatExpiry });
    // IBANs and account numbers: letters and digits in groups of 4, as printed on statements.
    case 'bank_account':
      return text('text', { autoComplete: 'off', format: formatAccount });
    case 'autocomplete_address':
      return text('text', { autoComplete: 'street-address' });
    default:
      return text('text');
  }
}

export function isKnownType(type: string): boolean {
  return known.has(type);
}

/** Display order: by `order`, fields without one after those with one, ties in the server's order. */
export function orderedFields(fields: readonly FormField[]): FormField[] {
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => (a.field.order ?? Number.MAX_SAFE_INTEGER) - (b.field.order ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ field }) => field);
}

/** The visible fields in display order (sender-flows §3 visible, showOnFieldSelectionName/Value). */
export function shownFields(form: Form, values: Readonly<Record<string, string>>, hidden: ReadonlySet<string> = new Set(), shown: ReadonlySet<string> = new Set()): FormField[] {
  return orderedFields(form.fields).filter((field) => {
    if (field.type === 'hidden' || hidden.has(field.name)) return false;
    if (shown.has(field.name)) return true;
    return isVisible(field, values);
  });
}

/** A checkbox is ticked for these values (the server sends 'true'/'false' or 'on'). */
export function isChecked(value: string): boolean {
  return ['true', 'on', '1', 'yes'].includes(value.trim().toLowerCase());
}

/**
 * What a checkbox posts. Boolean-style fields ('true'/'false') post 'true' or 'false'; others 'on'
 * or nothing. A mandatory box left unticked is empty, so the required check catches it.
 */
export function checkboxValue(field: Pick<FormField, 'value' | 'mandatory'>, checked: boolean, initial: string = field.value): string {
  const booleanStyle = ['true', 'false'].includes(initial.trim().toLowerCase());
  if (checked) return booleanStyle ? 'true' : 'on';
  return booleanStyle && !field.mandatory ? 'false' : '';
}

/**
 * The value as the user leaves it (sender-flows §5): formatted for the type, upper-cased where the
 * form asks, a name field's first letter capitalised, capped at maxLength.
 */
export function editedValue(field: Pick<FormField, 'name' | 'type' | 'maxLength'>, raw: string, options: { upperCase?: boolean } = {}): string {
  const format = inputSpec(field.type).format;
  let value = format ? format(raw) : raw;
  if (options.upperCase) value = value.toUpperCase();
  if (NAME_FIELDS.has(field.name)) value = value.replace(/^\s*\S/u, (first) => first.toLocaleUpperCase());
  return field.maxLength !== undefined ? value.slice(0, field.maxLength) : value;
}

interface LabelSources {
  /** Labels the screen gives by field name. */
  labels?: Readonly<Record<string, string>> | undefined;
  /** The engine's translated label of a well-known field name, when it has one. */
  known?: string | undefined;
}

interface FieldLabel {
  label: string;
  /** Whether the placeholder is still shown in the box (not when it became the label). */
  placeholder: string | undefined;
  /** Whether the comment is still shown under the box (not when it became a checkbox's label). */
  comment: string | undefined;
}

/**
 * Every field gets a visible label (the schema has none): the screen's label, else the server's
 * placeholder (its wording, in the user's language), else a checkbox's comment, else the engine's
 * translation of a well-known name, else the name itself. A checkbox's comment is its label: with the
 * screen's label it is not shown again under the box.
 */
export function fieldLabel(field: Pick<FormField, 'name' | 'type' | 'placeholder' | 'comment'>, sources: LabelSources = {}): FieldLabel {
  const given = sources.labels?.[field.name];
  // A checkbox's comment is the text beside the box, its label: shown once, as the label.
  if (given) return { label: given, placeholder: field.placeholder, comment: field.type === 'checkbox' ? undefined : field.comment };
  if (field.placeholder) return { label: field.placeholder, placeholder: undefined, comment: field.comment };
  if (field.type === 'checkbox' && field.comment) return { label: field.comment, placeholder: undefined, comment: undefined };
  return { label: sources.known ?? field.name, placeholder: undefined, comment: field.comment };
}
