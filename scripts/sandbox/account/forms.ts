// Form building blocks of the account pages (sender-flows §3 Form, Form field) and the shape-2
// field errors their submits answer with (sender-flows §8: a map of field → {code, body}).
import type { Form, FormField } from '../../../src/api/schemas/index.ts';
import { BadRequest } from '../http.ts';

/** A form field with every default spelled out, so answers read the same without the schema. */
export function field(name: string, type: string, value: string, more: Partial<FormField> = {}): FormField {
  return { name, type, value, mandatory: false, isError: false, isReadOnly: false, visible: true, ...more };
}

export function form(name: string, action: string, fields: FormField[]): Form {
  return { name, action, fields, errors: {} };
}

export type FieldErrors = Record<string, { code: string; body: string }>;

/** Answers 400 with shape 2 when any field is in error. */
export function refuseFieldErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new BadRequest(400, { errors });
}

/** Answers 400 with shape 2 for one field. */
export function refuseField(name: string, code: string, body: string): never {
  throw new BadRequest(400, { errors: { [name]: { code, body } } });
}

/** Control characters (C0, DEL, C1) and the bidirectional overrides that can disguise text. */
export const CONTROL_OR_BIDI = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** '447700900001' → '+44••••••0001': enough to recognise the number, not to copy it. */
export function maskPhone(digits: string): string {
  return `+${digits.slice(0, 2)}${'•'.repeat(Math.max(digits.length - 6, 0))}${digits.slice(-4)}`;
}
