import { useEffect, useState } from 'react';
import { profileExtra, type ProfileExtra } from '../../../api/schemas/account.ts';
import type { Form } from '../../../api/schemas/form.ts';
import { FormView } from '../../../ui/forms/index.ts';
import { reportProblem } from '../../report.ts';
import { showSnackbar } from '../../state.ts';
import { formsTranslate } from '../../strings.ts';
import { submitForm } from '../../submit.ts';
import { usePageExtra, type AccountScreenProps } from './page-extra.ts';
import { useAccountT } from './strings.ts';

/**
 * Profile (/auth/profile, sender-flows §2): the sender's details (masked phone, email and whether
 * it is confirmed, verification level with the way to raise it) and the server's profile form.
 * Every invalid field comes back at once (shape 2) onto its field; a saved change rebuilds the form
 * and the details. The sandbox hands back the confirmation link a real backend would email. Saved
 * cards are reached from here: the site header carries the CMS's signed-in items only.
 */
export default function ProfileScreen({ page }: AccountScreenProps) {
  const t = useAccountT();
  const loaded = usePageExtra(page, profileExtra);
  const [form, setForm] = useState<Form | null>(null);
  const [extra, setExtra] = useState<ProfileExtra | null>(null);
  useEffect(() => {
    setForm(loaded?.data.forms?.find((f) => f.name === 'profile') ?? null);
    setExtra(loaded?.extra ?? null);
  }, [loaded?.data, loaded?.extra]);
  if (!extra) return null;

  const onSubmit = async (values: Readonly<Record<string, string>>, submitted: Form) => {
    const answer = await submitForm(submitted, values);
    if (!answer) return;
    if (!answer.ok) return answer;
    const next = profileExtra.safeParse(answer.data.extra);
    if (next.success) setExtra(next.data);
    else reportProblem('profile answer extra does not match the contract', next.error.issues.slice(0, 3));
    if (answer.data.forms?.[0]) setForm(answer.data.forms[0]);
    showSnackbar(answer.data.messages?.['successText'] ?? t('profile.saved'));
    return answer;
  };
  const labels = { name: t('profile.name'), surname: t('profile.surname'), email: t('profile.email'), marketing_emails: t('profile.marketing') };
  return (
    <section className="app-screen account-screen" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('profile.title')}</h1>
      <h2>{t('profile.detailsTitle')}</h2>
      <dl className="account-details">
        <dt>{t('profile.phone')}</dt>
        <dd>{extra.phone}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>
          {extra.email} <span className="status-badge">{t(extra.emailConfirmed ? 'profile.emailConfirmed' : 'profile.emailNotConfirmed')}</span>
        </dd>
        <dt>{t('profile.level')}</dt>
        <dd>
          {t('profile.levelValue', { level: extra.amlLevel })} <a href="/auth/kyc/ca">{t('profile.raiseLimits')}</a>
        </dd>
      </dl>
      {extra.sandboxEmailConfirmLink && (
        <p className="app-notice">
          <a href={extra.sandboxEmailConfirmLink}>{t('profile.sandboxLink')}</a>
        </p>
      )}
      <h2 id="profile-form-title">{t('profile.formTitle')}</h2>
      {form && <FormView form={form} onSubmit={onSubmit} t={formsTranslate} labels={labels} submitLabel={t('profile.save')} aria-label={t('profile.formTitle')} />}
      <ul className="app-aside profile-links" role="list">
        <li>
          <a href="/auth/mycards">{t('cards.title')}</a>
        </li>
        <li>
          <a href="/auth/profile/invite-friends">{t('profile.inviteLink')}</a>
        </li>
      </ul>
    </section>
  );
}
