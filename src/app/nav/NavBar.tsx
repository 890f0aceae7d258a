import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Modal } from '../../islands/ui/Modal.tsx';
import { SIGNED_IN_HOME } from '../../domain/auth-routing.ts';
import { $location } from '../router.ts';
import { useT } from '../strings.ts';
import { LogoutItem } from './LogoutItem.tsx';

/** The signed-in destinations (sender-flows §2 route constants). */
export const NAV_LINKS = [
  { href: SIGNED_IN_HOME, key: 'nav.send' },
  { href: '/auth/mycards', key: 'nav.cards' },
  { href: '/auth/profile', key: 'nav.profile' },
  { href: '/auth/profile/invite-friends', key: 'nav.invite' },
  { href: '/help', key: 'nav.help' },
] as const;

function NavList({ onPick }: { onPick?: () => void }) {
  const t = useT();
  const here = useStore($location).path;
  return (
    <ul className="app-nav-list" role="list">
      {NAV_LINKS.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={here === link.href ? 'page' : undefined} onClick={onPick}>{t(link.key)}</a>
        </li>
      ))}
      <li><LogoutItem /></li>
    </ul>
  );
}

/**
 * The navigation bar of the signed-in area, and on narrow screens its navigation modal
 * (sender-flows §2): the same links and the logout item; picking a link closes the modal.
 */
export function NavBar() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <nav className="app-nav" aria-label={t('nav.label')}>
      <div className="app-nav-bar"><NavList /></div>
      <button type="button" className="button secondary app-nav-toggle" aria-haspopup="dialog" onClick={() => setOpen(true)}>{t('nav.open')}</button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('nav.label')} closeLabel={t('app.close')}>
        <NavList onPick={() => setOpen(false)} />
      </Modal>
    </nav>
  );
}
