import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { inviteExtra, type InviteExtra } from '../../../api/schemas/account.ts';
import type { Form } from '../../../api/schemas/form.ts';
import { landlinePrefix } from '../../../domain/phone-mobile.ts';
import { phoneRulesNow } from '../../../lib/phone-rules-by-code.ts';
import { languageTags } from '../../../i18n/language-tags.ts';
import { FormView } from '../../../ui/forms/index.ts';
import { showSnackbar } from '../../state.ts';
import { $lang, formsTranslate } from '../../strings.ts';
import { submitForm } from '../../submit.ts';
import { usePageExtra, type AccountScreenProps } from './page-extra.ts';
import { ShareLink } from '../../ui/ShareLink.tsx';
import { useAccountT } from './strings.ts';

/** The referral programme page (public-site §2 Referral bonus page). */
const REFERRAL_PAGE = '/referral';

/**
 * Invite friends (/auth/profile/invite-friends, sender-flows §2): the invite code, the share link,
 * the referral button when the server allows it (showInviteCodeReferralButton), the invite form
 * (shape-2 errors on the phone field; a sent invitation clears it) and the invitations sent.
 */
export default function InviteFriendsScreen({ page }: AccountScreenProps) {
  const t = useAccountT();
  const lang = useStore($lang);
  const loaded = usePageExtra(page, inviteExtra);
  const [extra, setExtra] = useState<InviteExtra | null>(null);
  const [sent, setSent] = useState(0);
  useEffect(() => setExtra(loaded?.extra ?? null), [loaded?.extra]);
  // An invitation goes by SMS: a landline is refused on the field (the length is the phone rule's).
  const rules = useMemo(
    () => ({
      phone: (value: string) => {
        const phoneRules = phoneRulesNow();
        const prefix = phoneRules && landlinePrefix(phoneRules, value.replace(/\D/g, ''));
        return prefix ? { kind: 'pattern' as const, message: t('invite.notMobile', { prefix }) } : null;
      },
    }),
    [t],
  );
  const form = loaded?.data.forms?.find((f) => f.name === 'inviteFriends');
  if (!extra) return null;

  const onSubmit = async (values: Readonly<Record<string, string>>, submitted: Form) => {
    const answer = await submitForm(submitted, values);
    if (!answer) return;
    if (!answer.ok) return answer;
    const next = inviteExtra.safeParse(answer.data.extra);
    if (next.success) setExtra(next.data);
    showSnackbar(answer.data.messages?.['successText'] ?? t('invite.sentTitle'));
    // A new form instance: the number just invited is not left in the field.
    setSent((n) => n + 1);
    return answer;
  };
  const date = new Intl.DateTimeFormat(languageTags[lang], { dateStyle: 'medium' });
  return (
    <section className="app-screen account-screen" aria-labelledby="invite-title">
      <h1 id="invite-title">{t('invite.title')}</h1>
      <p>{t('invite.intro')}</p>
      <p className="invite-code">
        {t('invite.code')}: <strong>{extra.inviteCode}</strong>
      </p>
      <ShareLink
        url={new URL(extra.inviteLink, location.origin).href}
        texts={{
          label: t('invite.link'),
          copy: t('invite.copy'),
          copied: t('invite.copied'),
          copyFailed: t('invite.copyFailed'),
          share: t('invite.share'),
          shareText: t('invite.shareText', { code: extra.inviteCode }),
        }}
      />
      {extra.showInviteCodeReferralButton && (
        <p>
          <a className="button secondary" href={REFERRAL_PAGE}>
            {t('invite.referral')}
          </a>
        </p>
      )}
      <h2>{t('invite.formTitle')}</h2>
      {form && (
        <FormView
          key={sent}
          form={form}
          onSubmit={onSubmit}
          t={formsTranslate}
          labels={{ phone: t('invite.phone') }}
          fieldRules={rules}
          submitLabel={t('invite.send')}
          aria-label={t('invite.formTitle')}
        />
      )}
      <h2>{t('invite.sentTitle')}</h2>
      {extra.invitesSent.length === 0 ? (
        <p>{t('invite.sentNone')}</p>
      ) : (
        <ul className="invites-sent">
          {extra.invitesSent.map((invite) => (
            <li key={`${invite.phone}-${invite.sentAt}`}>
              {invite.phone} · <time dateTime={new Date(invite.sentAt).toISOString()}>{date.format(invite.sentAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
