// Profile (sender-flows §2 Profile): page data and its submit. Name and surname are read-only
// (they come from the identity documents); email and the marketing-emails choice can change.
// Errors use shape 2, a map of field → {code, body} (sender-flows §8).
import { randomBytes } from 'node:crypto';
import type { Form } from '../../../src/api/schemas/index.ts';
import { paths } from '../../../src/api/paths.ts';
import type { Context } from '../context.ts';
import { transaction } from '../db.ts';
import { readForm, sendJson } from '../http.ts';
import { basePageData } from '../page-data.ts';
import type { Translate } from '../texts.ts';
import type { SessionUser } from '../session.ts';
import { CONTROL_OR_BIDI, field, form, maskPhone, refuseFieldErrors, type FieldErrors } from './forms.ts';
import type { ProfileExtra } from '../../../src/api/schemas/account.ts';
// The one email rule (src/domain/email.ts), as registration and the client's form check use it.
import { EMAIL_MAX, isEmail } from '../../../src/domain/email.ts';

const CHECKED = new Set(['true', 'on', '1']);
const UNCHECKED = new Set(['false', 'off', '0']);

const marketingEmailsOf = (ctx: Context): boolean => (ctx.db.prepare('SELECT marketing_emails FROM users WHERE id = ?').get(ctx.user!.id) as { marketing_emails: number }).marketing_emails === 1;

function profileForm(user: SessionUser, marketingEmails: boolean, t: Translate): Form {
  return form('profile', paths.profile, [
    field('name', 'text', user.name, { isReadOnly: true }),
    field('surname', 'text', user.surname, { isReadOnly: true }),
    field('email', 'email', user.email, { mandatory: true, maxLength: EMAIL_MAX }),
    field('marketing_emails', 'checkbox', String(marketingEmails), { comment: t('profile.marketingEmails') }),
  ]);
}

const profileExtraOf = (user: SessionUser): ProfileExtra => ({
  email: user.email,
  emailConfirmed: user.emailConfirmed,
  amlLevel: user.amlLevel,
  phone: maskPhone(user.phone),
});

export function profilePage(ctx: Context): void {
  const user = ctx.user!;
  sendJson(ctx.res, 200, { ...basePageData(ctx, ctx.t('title.profile')), forms: [profileForm(user, marketingEmailsOf(ctx), ctx.t)], extra: profileExtraOf(user) });
}

interface ProfileChange {
  email: string;
  marketingEmails: boolean;
}

function validProfile(body: Record<string, string>, user: SessionUser, t: Translate): ProfileChange {
  const errors: FieldErrors = {};
  // A forms engine posts read-only fields too: accepted when unchanged, refused otherwise.
  for (const name of ['name', 'surname'] as const) {
    const posted = body[name];
    if (posted !== undefined && posted.trim() !== user[name]) errors[name] = { code: 'READ_ONLY', body: t('profile.error.readOnly') };
  }
  const email = (body['email'] ?? '').trim();
  if (email === '') errors['email'] = { code: 'REQUIRED', body: t('profile.error.emailRequired') };
  else if (email.length > EMAIL_MAX || !isEmail(email) || CONTROL_OR_BIDI.test(email)) errors['email'] = { code: 'INVALID', body: t('profile.error.email') };
  const marketing = (body['marketing_emails'] ?? 'false').trim().toLowerCase();
  if (!CHECKED.has(marketing) && !UNCHECKED.has(marketing)) errors['marketing_emails'] = { code: 'INVALID', body: t('profile.error.marketingEmails') };
  refuseFieldErrors(errors);
  return { email, marketingEmails: CHECKED.has(marketing) };
}

/**
 * Saves the profile. A new email address is unconfirmed until its link is opened: earlier
 * unused confirm links stop working, and a fresh one is made.
 */
export async function saveProfile(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, ['name', 'surname', 'email', 'marketing_emails']);
  const user = ctx.user!;
  const change = validProfile(body, user, ctx.t);
  const emailChanged = change.email.toLowerCase() !== user.email.toLowerCase();
  const code = emailChanged ? randomBytes(16).toString('hex') : null;
  transaction(ctx.db, () => {
    ctx.db.prepare('UPDATE users SET email = ?, marketing_emails = ? WHERE id = ?').run(change.email, change.marketingEmails ? 1 : 0, user.id);
    if (!code) return;
    ctx.db.prepare('UPDATE users SET email_confirmed = 0 WHERE id = ?').run(user.id);
    ctx.db.prepare("UPDATE email_codes SET used_at = ? WHERE user_id = ? AND kind = 'confirm' AND used_at IS NULL").run(ctx.now(), user.id);
    ctx.db.prepare("INSERT INTO email_codes (code, user_id, kind) VALUES (?, ?, 'confirm')").run(code, user.id);
  });
  const saved: SessionUser = { ...user, email: change.email, emailConfirmed: code ? false : user.emailConfirmed };
  const extra: ProfileExtra = { ...profileExtraOf(saved), ...(code ? { sandboxEmailConfirmLink: paths.emailConfirm(code) } : {}) };
  sendJson(ctx.res, 200, {
    forms: [profileForm(saved, change.marketingEmails, ctx.t)],
    extra,
    messages: { successText: ctx.t(code ? 'profile.savedConfirm' : 'profile.saved') },
  });
}
