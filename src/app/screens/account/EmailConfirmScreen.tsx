import { emailConfirmExtra } from '../../../api/schemas/public.ts';
import { emailLinkView } from '../../../domain/email-links.ts';
import { EmailLink, EmailResult } from './EmailResult.tsx';
import { usePageExtra, type AccountScreenProps } from './page-extra.ts';
import { useAccountT } from './strings.ts';

/**
 * /email/confirm/{code} (sender-flows §2, §8 "Email not confirmed"): the success or failure icon
 * with the server's message, then the continue link.
 */
export default function EmailConfirmScreen({ page }: AccountScreenProps) {
  const t = useAccountT();
  const loaded = usePageExtra(page, emailConfirmExtra);
  if (!loaded) return null;
  const m = loaded.data.messages ?? {};
  const ok = emailLinkView('email-confirm', loaded.extra) === 'success';
  return (
    <EmailResult icon={ok ? 'success' : 'failure'} title={m['title'] ?? t(ok ? 'email.confirmedTitle' : 'email.notConfirmedTitle')} text={ok ? m['text'] : m['errorText']}>
      <EmailLink href={loaded.extra.continueLink}>{m['buttonContinue'] ?? t('email.continue')}</EmailLink>
    </EmailResult>
  );
}
