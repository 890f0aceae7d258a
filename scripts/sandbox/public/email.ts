// Email links (sender-flows §2, §7): unsubscribe (a confirm screen, then the success screen with
// a home link) and email confirmation (success or failure, then a continue link). No sign-in:
// the code in the link is the proof. Codes: catalogue TEST_EMAIL_CODES.
import type { Context } from '../context.ts';
import { BadRequest, sendJson } from '../http.ts';
import { basePageData } from '../page-data.ts';
import { paths } from '../../../src/api/paths.ts';

const EMAIL_CODE = /^[A-Za-z0-9-]{4,64}$/;
/** Where a confirmed (or failed) email link continues: the profile shows the email's state. */
const EMAIL_CONTINUE_LINK = '/auth/profile';
const HOME_LINK = '/';

interface CodeRow {
  code: string;
  user_id: number;
  used_at: number | null;
}

function codeOf(ctx: Context, raw: string | null | undefined, kind: 'confirm' | 'unsubscribe'): CodeRow | null {
  if (!raw || !EMAIL_CODE.test(raw)) throw new BadRequest(400, { code: 'INVALID_EMAIL_CODE', body: 'The link code is 4 to 64 letters, digits or dashes.' });
  return (ctx.db.prepare('SELECT code, user_id, used_at FROM email_codes WHERE code = ? AND kind = ?').get(raw, kind) as CodeRow | undefined) ?? null;
}

/** The confirm screen: what unsubscribing means, and the link that does it. */
export function unsubscribeScreen(ctx: Context): void {
  const code = codeOf(ctx, ctx.url.searchParams.get('code'), 'unsubscribe');
  const data = basePageData(ctx, 'Unsubscribe');
  data.messages = code
    ? { title: 'Unsubscribe from marketing emails?', text: 'You will still get emails about your transfers and your account.', buttonConfirm: 'Unsubscribe', buttonCancel: 'Keep my emails' }
    : { title: 'This link does not work', errorText: 'This unsubscribe link is not valid. Use the link in our latest email, or change your email settings in your profile.' };
  data.extra = { valid: code !== null, confirmLink: code ? paths.emailUnsubscribeConfirm(code.code) : null, homeLink: HOME_LINK };
  sendJson(ctx.res, 200, data);
}

/** Unsubscribes once; opening the link again shows the same success. */
export function unsubscribeConfirm(ctx: Context): void {
  const code = codeOf(ctx, ctx.params['code'], 'unsubscribe');
  const data = basePageData(ctx, 'Unsubscribe');
  if (!code) {
    data.messages = { title: 'This link does not work', errorText: 'This unsubscribe link is not valid. Change your email settings in your profile instead.' };
    data.extra = { unsubscribed: false, homeLink: HOME_LINK };
  } else {
    if (code.used_at === null) {
      ctx.db.prepare('UPDATE users SET marketing_emails = 0 WHERE id = ?').run(code.user_id);
      ctx.db.prepare('UPDATE email_codes SET used_at = ? WHERE code = ?').run(ctx.now(), code.code);
    }
    data.messages = { title: 'You are unsubscribed', text: 'We will not send you marketing emails any more.', buttonHome: 'Go to the home page' };
    data.extra = { unsubscribed: true, homeLink: HOME_LINK };
  }
  sendJson(ctx.res, 200, data);
}

/** Confirms the email once; a used or unknown code shows the failure icon and message. */
export function emailConfirm(ctx: Context): void {
  const code = codeOf(ctx, ctx.params['code'], 'confirm');
  const data = basePageData(ctx, 'Email confirmation');
  if (code && code.used_at === null) {
    ctx.db.prepare('UPDATE users SET email_confirmed = 1 WHERE id = ?').run(code.user_id);
    ctx.db.prepare('UPDATE email_codes SET used_at = ? WHERE code = ?').run(ctx.now(), code.code);
    data.messages = { title: 'Your email is confirmed', text: 'Thank you. We will send your receipts and account news to this address.', buttonContinue: 'Continue' };
    data.extra = { confirmed: true, continueLink: EMAIL_CONTINUE_LINK };
  } else {
    data.messages = code
      ? { title: 'Email not confirmed', errorText: 'This confirmation link has already been used. If your email is still not confirmed, ask for a new link in your profile.', buttonContinue: 'Continue' }
      : { title: 'Email not confirmed', errorText: 'This confirmation link is not valid. Ask for a new link in your profile.', buttonContinue: 'Continue' };
    data.extra = { confirmed: false, continueLink: EMAIL_CONTINUE_LINK };
  }
  sendJson(ctx.res, 200, data);
}
