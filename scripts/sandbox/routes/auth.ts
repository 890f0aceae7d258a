// Login security check, registration and logout (sender-flows §3 Login form, §7, §2 routing).
import { randomBytes } from 'node:crypto';
import type { Context, Route } from '../context.ts';
import { CAPTCHA_PASS, FAILED_LOGINS_BEFORE_CAPTCHA } from '../catalogue.ts';
import { isEmail } from '../../../src/domain/email.ts';
import { passwordProblem } from '../../../src/domain/password.ts';
import { BadRequest, readForm, sendJson } from '../http.ts';
import { authOf } from '../page-data.ts';
import { internationalRefusal, refusalText } from '../phone.ts';
import { endSession, hashPassword, startSession, userById, userByPhone, verifyPassword } from '../session.ts';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Where a signed-in sender starts (sender-flows §2: a signed-in user at home or login goes on). */
export const SIGNED_IN_HOME = '/auth/send/main.page';

/** International phone digits: '+44 7700-900001' → '447700900001'; null when not 8 to 16 digits. */
function phoneDigits(input: string): string | null {
  const digits = input.replace(/[\s()+-]/g, '');
  return /^\d{8,16}$/.test(digits) ? digits : null;
}

// Shape 3 of sender-flows §8 ({errorCode, errorMessage}) for the login's own errors. A refused
// attempt after which the next one needs the captcha says so (`extra.captchaRequired`), so the
// interface shows the captcha with this answer instead of spending another attempt to find out.
function loginError(ctx: Context, status: number, errorCode: string, errorMessage: string, captchaRequired = false): void {
  sendJson(ctx.res, status, {
    errorCode,
    errorMessage,
    showServerError: true,
    messages: { errorText: errorMessage, buttonClose: ctx.t('common.ok') },
    ...(captchaRequired ? { extra: { captchaRequired: true } } : {}),
  });
}

async function login(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, ['phone', 'password', 'captcha']);
  const phone = phoneDigits(body['phone'] ?? '');
  const password = body['password'] ?? '';
  if (!phone || password.length === 0 || password.length > 128) {
    loginError(ctx, 400, 'INVALID_CREDENTIALS_FORMAT', ctx.t('login.error.format'));
    return;
  }
  const now = ctx.now();
  const { failures } = ctx.db.prepare('SELECT count(*) AS failures FROM login_failures WHERE phone = ? AND at > ?').get(phone, now - FAILURE_WINDOW_MS) as { failures: number };
  if (failures >= FAILED_LOGINS_BEFORE_CAPTCHA && body['captcha'] !== CAPTCHA_PASS) {
    loginError(ctx, 400, 'CAPTCHA_REQUIRED', ctx.t('login.error.captcha'), true);
    return;
  }
  const user = userByPhone(ctx.db, phone);
  if (!user || !verifyPassword(password, user.passwordHash)) {
    ctx.db.prepare('INSERT INTO login_failures (phone, at) VALUES (?, ?)').run(phone, now);
    loginError(ctx, 401, 'WRONG_CREDENTIALS', ctx.t('login.error.wrong'), failures + 1 >= FAILED_LOGINS_BEFORE_CAPTCHA);
    return;
  }
  ctx.db.prepare('DELETE FROM login_failures WHERE phone = ?').run(phone);
  const cookies = startSession(ctx.db, user.id, now, ctx.secure);
  sendJson(ctx.res, 200, { redirectTo: SIGNED_IN_HOME, auth: authOf({ ...ctx, user }) }, { 'Set-Cookie': cookies });
}

const REGISTRATION_FIELDS = ['phone', 'password', 'name', 'surname', 'email', 'country', 'invite_code', 'agree', 'captcha'] as const;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]{0,49}$/u;

async function register(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, REGISTRATION_FIELDS);
  const v = (name: string): string => (body[name] ?? '').trim();
  // Shape 1 of sender-flows §8: a list of { errorCode: field, value: message }.
  const errors: Array<{ errorCode: string; value: string }> = [];
  // The interface's phone rule: a number its country's plan has (not too short or long for it), its
  // country code once; text that is no phone number at all gets the general message.
  const typed = v('phone').replace(/[\s()+-]/g, '');
  let phone = /^\d{1,16}$/.test(typed) ? typed : null;
  const { refusal, prefix } = phone ? internationalRefusal(phone) : { refusal: 'invalid' as const, prefix: '' };
  if (refusal) {
    errors.push({ errorCode: 'phone', value: refusal === 'invalid' && !prefix ? ctx.t('registration.error.phone') : refusalText(refusal, prefix, 'friend', ctx.t) });
    phone = null;
  }
  const password = body['password'] ?? '';
  // The interface's password rule (src/domain/password.ts); the message states the whole rule.
  if (passwordProblem(password)) errors.push({ errorCode: 'password', value: ctx.t('registration.error.password') });
  if (!NAME.test(v('name'))) errors.push({ errorCode: 'name', value: ctx.t('registration.error.name') });
  if (!NAME.test(v('surname'))) errors.push({ errorCode: 'surname', value: ctx.t('registration.error.surname') });
  if (!isEmail(v('email'))) errors.push({ errorCode: 'email', value: ctx.t('registration.error.email') });
  const countryId = Number(v('country'));
  const country = /^\d{1,3}$/.test(v('country')) ? ctx.ref.countryById.get(countryId) : undefined;
  if (!country || !country.canSend) errors.push({ errorCode: 'country', value: ctx.t('registration.error.country') });
  if (v('agree') !== 'on' && v('agree') !== 'true') errors.push({ errorCode: 'agree', value: ctx.t('registration.error.agree') });
  if (phone && userByPhone(ctx.db, phone)) errors.push({ errorCode: 'phone', value: ctx.t('registration.error.phoneTaken') });
  if (errors.length > 0) {
    sendJson(ctx.res, 400, { validateResultErrors: errors });
    return;
  }
  const now = ctx.now();
  const inviteCode = `INV${randomBytes(5).toString('hex').toUpperCase()}`;
  const id = Number(
    ctx.db
      .prepare(
        `INSERT INTO users (phone, password_hash, name, surname, email, country_id, scenario, aml_level, email_confirmed, invite_code, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'new', 0, 0, ?, ?)`,
      )
      .run(phone, hashPassword(password), v('name'), v('surname'), v('email'), countryId, inviteCode, now).lastInsertRowid,
  );
  const user = userById(ctx.db, id)!;
  sendJson(ctx.res, 200, { redirectTo: SIGNED_IN_HOME, auth: authOf({ ...ctx, user }) }, { 'Set-Cookie': startSession(ctx.db, id, now, ctx.secure) });
}

function logout(ctx: Context): void {
  // sender-flows §2: logout only when signed in.
  if (!ctx.user) throw new BadRequest(403, { errorCode: 'NOT_SIGNED_IN', errorMessage: ctx.t('common.notSignedIn') });
  sendJson(ctx.res, 200, { redirectTo: '/' }, { 'Set-Cookie': endSession(ctx.db, ctx.req, ctx.secure) });
}

export const authRoutes: Route[] = [
  { method: 'POST', path: '/api/login/security-check', handle: login },
  { method: 'POST', path: '/api/registration', handle: register },
  { method: 'GET', path: '/logout', handle: logout },
];
