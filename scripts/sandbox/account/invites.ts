// Invite friends (sender-flows §1 invite-friends and referral bonus): page data and the invite
// submit. Errors use shape 2, a map of field → {code, body} (sender-flows §8).
import type { Form } from '../../../src/api/schemas/index.ts';
import { paths } from '../../../src/api/paths.ts';
import type { Context } from '../context.ts';
import { readForm, sendJson } from '../http.ts';
import { basePageData } from '../page-data.ts';
import type { Translate } from '../texts.ts';
import type { SessionUser } from '../session.ts';
import { internationalRefusal, refusalText } from '../phone.ts';
import { field, form, maskPhone, refuseField } from './forms.ts';
import type { InviteExtra } from '../../../src/api/schemas/account.ts';

/** Invitations a sender may send in 24 hours: a sandbox stand-in for the real anti-spam limit. */
export const INVITES_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Frozen and hard-blocked senders cannot earn referral bonuses, so the button is hidden for them. */
const showInviteCodeReferralButton = (user: SessionUser): boolean => user.scenario !== 'frozen' && user.scenario !== 'hard-block';

function inviteExtraOf(ctx: Context): InviteExtra {
  const user = ctx.user!;
  const sent = ctx.db.prepare('SELECT phone, created_at FROM invites_sent WHERE user_id = ? ORDER BY id DESC').all(user.id) as Array<{ phone: string; created_at: number }>;
  return {
    inviteCode: user.inviteCode,
    inviteLink: `/referral/${encodeURIComponent(user.inviteCode)}`,
    invitesSent: sent.map((row) => ({ phone: maskPhone(row.phone), sentAt: row.created_at })),
    showInviteCodeReferralButton: showInviteCodeReferralButton(user),
  };
}

const inviteForm = (t: Translate): Form => form('inviteFriends', paths.inviteFriends, [field('phone', 'phone', '', { mandatory: true, maxLength: 20, placeholder: t('invite.phone') })]);

export function invitePage(ctx: Context): void {
  sendJson(ctx.res, 200, { ...basePageData(ctx, ctx.t('title.invite')), forms: [inviteForm(ctx.t)], extra: inviteExtraOf(ctx) });
}

/**
 * The friend's phone: 8 to 16 digits once '+' and spaces are removed, with its country code once,
 * and as many digits as a mobile number of that country has.
 */
function validPhone(ctx: Context, raw: string | undefined): string {
  const phone = (raw ?? '').replace(/[+\s]/g, '');
  const user = ctx.user!;
  const error = (code: string, body: string): never => refuseField('phone', code, body);
  if (phone === '') error('REQUIRED', ctx.t('invite.error.required'));
  if (!/^\d{8,16}$/.test(phone)) error('INVALID_PHONE', ctx.t('invite.error.phone'));
  // A mobile number of its country (the invitation goes by SMS), its country code once, as the
  // real backend checks it.
  const { refusal, prefix } = internationalRefusal(phone, { mobile: true });
  if (refusal) error(refusal === 'doubled-code' ? 'DOUBLED_COUNTRY_CODE' : 'INVALID_PHONE', refusalText(refusal, prefix, 'friend', ctx.t));
  if (phone === user.phone) error('OWN_PHONE', ctx.t('invite.error.ownPhone'));
  const { n } = ctx.db.prepare('SELECT count(*) AS n FROM invites_sent WHERE user_id = ? AND created_at > ?').get(user.id, ctx.now() - DAY_MS) as { n: number };
  if (n >= INVITES_PER_DAY) error('TOO_MANY_INVITES', ctx.t('invite.error.tooMany', { max: INVITES_PER_DAY }));
  return phone;
}

export async function sendInvite(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, ['phone']);
  const phone = validPhone(ctx, body['phone']);
  // The unique (user, phone) key makes a repeated invite a no-op, even when two arrive at once.
  const inserted = ctx.db.prepare('INSERT OR IGNORE INTO invites_sent (user_id, phone, created_at) VALUES (?, ?, ?)').run(ctx.user!.id, phone, ctx.now());
  if (inserted.changes === 0) refuseField('phone', 'ALREADY_INVITED', ctx.t('invite.error.alreadyInvited'));
  sendJson(ctx.res, 200, { forms: [inviteForm(ctx.t)], extra: inviteExtraOf(ctx), messages: { successText: ctx.t('invite.sent', { phone: maskPhone(phone) }) } });
}
