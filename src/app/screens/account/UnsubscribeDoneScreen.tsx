import { unsubscribeDoneExtra } from '../../../api/schemas/public.ts';
import { emailLinkView } from '../../../domain/email-links.ts';
import { EmailLink, EmailResult } from './EmailResult.tsx';
import { usePageExtra, type AccountScreenProps } from './page-extra.ts';
import { useAccountT } from './strings.ts';

/** /email/unsubscribe/confirm/{code} (sender-flows §2): the success screen with a home link, or the failure. */
export default function UnsubscribeDoneScreen({ page }: AccountScreenProps) {
  const t = useAccountT();
  const loaded = usePageExtra(page, unsubscribeDoneExtra);
  if (!loaded) return null;
  const m = loaded.data.messages ?? {};
  const ok = emailLinkView('unsubscribe-confirm', loaded.extra) === 'success';
  return (
    <EmailResult
      icon={ok ? 'success' : 'failure'}
      title={m['title'] ?? t(ok ? 'email.unsubscribedTitle' : 'email.linkFailedTitle')}
      text={ok ? (m['text'] ?? t('email.unsubscribedText')) : m['errorText']}
    >
      <EmailLink href={loaded.extra.homeLink}>{m['buttonHome'] ?? t('email.home')}</EmailLink>
    </EmailResult>
  );
}
