// The plain business contact form (public-site §2 Business request form, §4): used when the
// embedded form service is off. Field errors in shape 2, {errors: {field: {code, body}}}.
import type { Context } from '../context.ts';
import { readForm, sendJson } from '../http.ts';
import { isLang } from '../../../src/i18n/languages.ts';
import { isEmail } from '../../../src/domain/email.ts';

const FIELDS = ['name', 'email', 'company', 'message', 'kind', 'lang'] as const;
/** Page kinds of public-site §2: enterprise/payout versus payments/acquiring. */
const BUSINESS_KINDS = ['enterprise', 'payments'] as const;
const LIMITS = { name: 100, email: 254, company: 120, message: 2000 } as const;

type FieldError = { code: 'required' | 'invalid' | 'too_long'; body: string };

export async function businessRequest(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, FIELDS);
  const value = (name: (typeof FIELDS)[number]): string => (body[name] ?? '').trim();
  const errors: Record<string, FieldError> = {};
  const required: Record<keyof typeof LIMITS, string> = {
    name: 'Enter your name.',
    email: 'Enter your work email.',
    company: 'Enter your company name.',
    message: 'Tell us what you need.',
  };
  for (const [field, text] of Object.entries(required) as Array<[keyof typeof LIMITS, string]>) {
    const v = value(field);
    if (v === '') errors[field] = { code: 'required', body: text };
    else if (v.length > LIMITS[field]) errors[field] = { code: 'too_long', body: `Use at most ${LIMITS[field]} characters.` };
  }
  if (!errors['email'] && !isEmail(value('email'))) errors['email'] = { code: 'invalid', body: 'Enter a valid email address, like name@company.com.' };
  const kind = value('kind');
  if (kind === '') errors['kind'] = { code: 'required', body: 'Choose what you are interested in.' };
  else if (!(BUSINESS_KINDS as readonly string[]).includes(kind)) errors['kind'] = { code: 'invalid', body: 'Choose enterprise or payments.' };
  const lang = value('lang') || 'en';
  if (!isLang(lang)) errors['lang'] = { code: 'invalid', body: 'lang is one of the site languages (en, es, de…).' };
  if (Object.keys(errors).length > 0) {
    sendJson(ctx.res, 400, { errors });
    return;
  }
  ctx.db
    .prepare('INSERT INTO business_requests (name, email, company, message, kind, lang, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(value('name'), value('email'), value('company'), value('message'), kind, lang, ctx.now());
  sendJson(ctx.res, 200, { ok: true });
}
