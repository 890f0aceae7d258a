import { unsubscribeScreenExtra } from '../../../api/schemas/public.ts';
import { emailLinkView } from '../../../domain/email-links.ts';
import { EmailLink, EmailResult } from './EmailResult.tsx';
import { usePageExtra, type AccountScreenProps } from './page-extra.ts';
import { useAccountT } from './strings.ts';

/**
 * /email/unsubscribe?code= (sender-flows §2): the confirm screen (unsubscribe, or keep the emails
 * and go home), or the failure screen for a link that does not work. Confirming opens the
 * unsubscribe confirm link, whose screen is the success with a home link.
 */
export default function UnsubscribeScreen({ page }: AccountScreenProps) {
  const t = useAccountT();
  const loaded = usePageExtra(page, unsubscribeScreenExtra);
  if (!loaded) return null;
  const { extra } = loaded;
  const m = loaded.data.messages ?? {};
  if (emailLinkView('unsubscribe', extra) === 'failure') {
    return (
      <EmailResult icon="failure" title={m['title'] ?? t('email.linkFailedTitle')} text={m['errorText']}>
        <EmailLink href={extra.homeLink}>{t('email.home')}</EmailLink>
      </EmailResult>
    );
  }
  return (
    <EmailResult title={m['title'] ?? t('email.unsubscribeTitle')} text={m['text'] ?? t('email.unsubscribeText')}>
      <EmailLink href={extra.confirmLink}>{m['buttonConfirm'] ?? t('email.unsubscribe')}</EmailLink>
      <EmailLink href={extra.homeLink} className="button secondary">
        {m['buttonCancel'] ?? t('email.keep')}
      </EmailLink>
    </EmailResult>
  );
}
