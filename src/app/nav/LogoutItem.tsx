import { useStore } from '@nanostores/react';
import { $session } from '../../stores/session.ts';
import { logout } from '../logout.ts';
import { useT } from '../strings.ts';

/** The logout item (sender-flows §2, §6): offered to a signed-in user only. */
export function LogoutItem({ className = 'link-button' }: { className?: string }) {
  const t = useT();
  const signedIn = useStore($session).authUser;
  if (!signedIn) return null;
  return (
    <button type="button" className={className} onClick={() => void logout()}>
      {t('nav.logout')}
    </button>
  );
}
