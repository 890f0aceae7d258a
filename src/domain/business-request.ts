/**
 * The business request form (public-site §2, §4): form, then the 'sent' confirmation. Without the
 * embedded form service it posts form-encoded to the backend, which answers 200 `{ok:true}` or 400
 * `{errors: {field: {code, body}}}`.
 */
import { isEmail } from './email.ts';

export const BUSINESS_REQUEST_PATH = '/api/v1/business-request';
export const businessFields = ['name', 'email', 'company', 'message'] as const;
export type BusinessField = (typeof businessFields)[number];
export type BusinessKind = 'enterprise' | 'payments';
type FieldErrors = Partial<Record<string, { code: string; body: string }>>;

/** Messages the browser shows before posting (codes map to validation strings). */
export function validateBusinessRequest(values: Record<BusinessField, string>): Partial<Record<BusinessField, 'required' | 'email'>> {
  const errors: Partial<Record<BusinessField, 'required' | 'email'>> = {};
  for (const field of businessFields) if (!values[field].trim()) errors[field] = 'required';
  if (!errors.email && !isEmail(values.email)) errors.email = 'email';
  return errors;
}

/** The urlencoded body: trimmed values plus the page kind and language. */
export function businessRequestBody(values: Record<BusinessField, string>, kind: BusinessKind, lang: string): URLSearchParams {
  const body = new URLSearchParams();
  for (const field of businessFields) body.set(field, values[field].trim());
  body.set('kind', kind);
  body.set('lang', lang);
  return body;
}

/** Field errors of a 400 answer; anything unexpected yields none (the caller shows a general error). */
export function parseFieldErrors(json: unknown): FieldErrors {
  const errors = (json as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: FieldErrors = {};
  for (const [name, value] of Object.entries(errors as Record<string, unknown>)) {
    const v = value as { code?: unknown; body?: unknown } | null;
    if (v && typeof v.code === 'string' && typeof v.body === 'string') out[name] = { code: v.code, body: v.body };
  }
  return out;
}

/** Which embedded form to show: English or Spanish, per page kind (public-site §2). */
export function embeddedFormLang(lang: string): 'en' | 'es' {
  return lang === 'es' ? 'es' : 'en';
}
